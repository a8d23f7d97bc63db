import { useId, useState } from "react";

import { consentSettings as copy } from "../../content/consent";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { useConsent } from "./consent-provider";

/** Per-category consent: necessary (always on) and analytics (the visitor's choice). */
export default function ConsentSettings({ onClose }: { onClose: () => void }) {
  const { choice, decide } = useConsent();
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false);
  const analyticsId = useId();
  const necessaryId = useId();

  return (
    <Dialog open onClose={onClose} title={copy.title} subtitle={copy.subtitle}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          decide(analytics);
        }}
      >
        <fieldset className="space-y-4">
          <legend className="sr-only">{copy.categoriesLegend}</legend>
          <Category id={necessaryId} {...copy.necessary} checked disabled />
          <Category
            id={analyticsId}
            {...copy.analytics}
            checked={analytics}
            onChange={setAnalytics}
          />
        </fieldset>
        <div className="mt-6 flex flex-wrap gap-2">
          <Button type="submit">{copy.save}</Button>
          <Button variant="outline" onClick={() => decide(true)}>
            {copy.acceptAll}
          </Button>
          <Button variant="outline" onClick={() => decide(false)}>
            {copy.rejectAll}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function Category({
  id,
  title,
  description,
  alwaysOn,
  checked,
  disabled = false,
  onChange,
}: {
  id: string;
  title: string;
  description: string;
  /** Shown after the title of a category that cannot be turned off. */
  alwaysOn?: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-4 rounded-xl p-4 ring-1 ring-line">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange?.(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-brand disabled:opacity-70"
      />
      <div>
        <label htmlFor={id} className="font-semibold text-ink">
          {title}
          {alwaysOn ? (
            <span className="ml-2 text-sm font-normal text-ink-soft">
              {alwaysOn}
            </span>
          ) : null}
        </label>
        <p id={`${id}-description`} className="mt-1 text-sm text-ink-soft">
          {description}
        </p>
      </div>
    </div>
  );
}
