import {
  useRef,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from "react";

import {
  contactForm as copy,
  contactFormMessages as messages,
} from "../../content/contact-form";
import { identity } from "../../content/identity";
import {
  missingRequired,
  REQUIRED_FIELDS,
  type FieldName,
  useContactForm,
} from "../../lib/contact-form/contact-form-controller";
import { useHydrated } from "../../lib/use-hash-dialog";
import { Button } from "../ui/button";
import { EmailAddress } from "../ui/email-address";
import { Icon } from "../ui/icon";
import { Section, SectionHeading } from "../ui/section";

/** The contact form (decision 032), shown once scripts run: sending needs them. */
export default function ContactFormSection() {
  const hydrated = useHydrated();
  return (
    <Section
      aria-labelledby="contact-form-heading"
      className="border-t border-line"
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <SectionHeading id="contact-form-heading" {...copy} />
          <ul className="mt-8 space-y-4">
            {copy.nextSteps.map((step) => (
              <li key={step} className="flex gap-3 text-ink-soft">
                <Icon
                  name="circle-check"
                  className="mt-0.5 size-5 shrink-0 text-brand"
                />
                {step}
              </li>
            ))}
          </ul>
          <p className="mt-10 flex items-center gap-4 rounded-card bg-canvas-subtle p-5 text-sm text-ink-soft">
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand"
            >
              <Icon name="mail" className="size-5" />
            </span>
            <span>
              {copy.directly} <EmailAddress />
            </span>
          </p>
        </div>
        <div>
          {hydrated ? (
            <ContactForm />
          ) : (
            <noscript>
              <p className="rounded-card border border-line bg-canvas-subtle p-6 text-ink-soft">
                {copy.noScript}
              </p>
            </noscript>
          )}
        </div>
      </div>
    </Section>
  );
}

/** The enquiry form: its whole behaviour lives in ContactFormController (app/lib/contact-form). */
function ContactForm() {
  const [state, form] = useContactForm(identity.email);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldId = (field: FieldName) => `contact-${field}`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // No e-mail format check "beyond the input type", once every required field is filled.
    const email = formRef.current?.elements.namedItem("email");
    if (
      !state.submitting &&
      missingRequired(state.values).length === 0 &&
      email instanceof HTMLInputElement &&
      !email.checkValidity()
    ) {
      email.reportValidity();
      return;
    }
    const firstMissing = form.submit()[0];
    if (firstMissing) document.getElementById(fieldId(firstMissing))?.focus();
  }

  const error =
    state.status === "failed"
      ? messages.mailClientError
      : state.status === "invalid"
        ? messages.required
        : null;
  const info = state.clearedMessage
    ? messages.cleared
    : state.restoredBanner
      ? messages.restored
      : null;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
      aria-describedby="contact-form-required"
      className="rounded-card border border-line bg-canvas p-6 shadow-card sm:p-8"
    >
      <div role="status" aria-live="polite">
        {info ? (
          <FormNotice
            icon="info"
            className="border-brand/25 bg-brand-soft [&>svg]:text-brand"
          >
            {info}
          </FormNotice>
        ) : null}
      </div>
      <p id="contact-form-required" className="text-sm text-ink-soft">
        {copy.requiredNote}
      </p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        {(Object.keys(copy.fields) as FieldName[]).map((field) => {
          const {
            label,
            hint,
            ...attributes
          }: (typeof copy.fields)[FieldName] & {
            hint?: string;
          } = copy.fields[field];
          const id = fieldId(field);
          const required = REQUIRED_FIELDS.some((name) => name === field);
          const error = state.missing.includes(field)
            ? copy.missingField
            : undefined;
          const control = {
            id,
            name: field,
            required,
            ...attributes,
            value: state.values[field],
            "aria-invalid": error ? true : undefined,
            "aria-describedby":
              [error && `${id}-error`, hint && `${id}-hint`]
                .filter(Boolean)
                .join(" ") || undefined,
            className: `${controlClass} ${error ? "border-danger" : "border-line-strong"}`,
            onChange: (
              event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
            ) => form.change(field, event.target.value),
            onBlur: () => form.commit(field),
          };
          return (
            <div
              key={field}
              className={
                field === "subject" || field === "message"
                  ? "sm:col-span-2"
                  : undefined
              }
            >
              <label
                htmlFor={id}
                className="block text-sm font-semibold text-ink"
              >
                {label}
                {/* `required` on the control tells assistive technology; the star is for the eye. */}
                {required ? (
                  <span aria-hidden="true" className="ml-0.5 text-danger">
                    *
                  </span>
                ) : null}
              </label>
              {field === "message" ? (
                <textarea
                  rows={6}
                  {...control}
                  className={`${control.className} min-h-36 resize-y`}
                />
              ) : (
                <input {...control} />
              )}
              {error ? (
                <p
                  id={`${id}-error`}
                  className="mt-1.5 text-sm font-semibold text-danger"
                >
                  {error}
                </p>
              ) : null}
              {hint ? (
                <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-soft">
                  {hint}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div role="alert" className="empty:hidden">
        {error ? (
          <FormNotice
            icon="circle-alert"
            className="mt-6 border-danger/30 bg-danger-soft [&>svg]:text-danger"
          >
            {error}
          </FormNotice>
        ) : null}
      </div>
      <div role="status" aria-live="polite" className="empty:hidden">
        {state.status === "sent" ? (
          <FormNotice
            icon="circle-check"
            className="mt-6 border-success/30 bg-success-soft [&>svg]:text-success"
          >
            {messages.sent}
          </FormNotice>
        ) : null}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-5 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-md text-sm text-ink-soft">
          {copy.savedNote}{" "}
          {state.hasSavedData ? (
            <button
              type="button"
              onClick={() => form.clearSaved()}
              className="rounded font-semibold text-brand underline underline-offset-2 hover:text-brand-strong"
            >
              {copy.clearSaved}
            </button>
          ) : null}
        </p>
        <Button
          type="submit"
          size="lg"
          aria-disabled={state.submitting || undefined}
          className="shrink-0 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          {state.submitting ? copy.submitting : copy.submit}
        </Button>
      </div>
    </form>
  );
}

/** A message above or below the form, its icon coloured by `[&>svg]:text-*` in `className`. */
function FormNotice({
  icon,
  className,
  children,
}: {
  icon: "info" | "circle-check" | "circle-alert";
  className: string;
  children: ReactNode;
}) {
  return (
    <p
      className={`mb-5 flex items-start gap-3 rounded-xl border px-4 py-3 text-sm leading-relaxed text-ink ${className}`}
    >
      <Icon name={icon} className="mt-0.5 size-4.5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

const controlClass =
  "mt-2 block w-full rounded-xl border bg-canvas px-4 py-3 text-base text-ink shadow-xs transition-colors duration-150 placeholder:text-ink-soft/70 hover:border-ink-soft focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0";
