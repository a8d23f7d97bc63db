import { useId, useState } from "react";

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
    <Dialog
      open
      onClose={onClose}
      title="Cookie settings"
      subtitle="Choose what this site may store and measure."
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          decide(analytics);
        }}
      >
        <fieldset className="space-y-4">
          <legend className="sr-only">Categories</legend>
          <Category
            id={necessaryId}
            title="Necessary"
            description="Remembers your privacy choice and where you were on a page. The site cannot work without it, so it is always on."
            checked
            disabled
          />
          <Category
            id={analyticsId}
            title="Analytics"
            description="Google Analytics counts visits and shows us which pages are useful. Data is sent to Google, outside South Africa, only if you allow it."
            checked={analytics}
            onChange={setAnalytics}
          />
        </fieldset>
        <div className="mt-6 flex flex-wrap gap-2">
          <Button type="submit">Save choices</Button>
          <Button variant="outline" onClick={() => decide(true)}>
            Accept all
          </Button>
          <Button variant="outline" onClick={() => decide(false)}>
            Reject all
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
  checked,
  disabled = false,
  onChange,
}: {
  id: string;
  title: string;
  description: string;
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
          {disabled ? (
            <span className="ml-2 text-sm font-normal text-ink-soft">
              (always on)
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
