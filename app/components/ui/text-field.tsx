import type { ChangeEvent } from "react";

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: "text" | "email" | "tel";
  multiline?: boolean;
  required?: boolean;
  /** Shown under the field while it is invalid; linked by aria-describedby. */
  error?: string;
  hint?: string;
  autoComplete?: string;
  maxLength?: number;
  name: string;
}

const controlClass =
  "block w-full rounded-xl border bg-canvas px-4 py-3 text-base text-ink shadow-xs transition-colors duration-150 placeholder:text-ink-soft/70 hover:border-ink-soft focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0";

export function TextField({
  id,
  label,
  onChange,
  multiline = false,
  required = false,
  error,
  hint,
  type = "text",
  ...props
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const shared = {
    id,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [errorId, hintId].filter(Boolean).join(" ") || undefined,
    className: `${controlClass} ${error ? "border-danger" : "border-line-strong"}`,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
    ...props,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {/* `required` on the control tells assistive technology; the star is for the eye. */}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </label>
      <div className="mt-2">
        {multiline ? (
          <textarea
            rows={6}
            {...shared}
            className={`${shared.className} min-h-36 resize-y`}
          />
        ) : (
          <input type={type} {...shared} />
        )}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
