import { useId, useState } from "react";

import { settings as copy } from "../../../content/consent.json" with { type: "json" };
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { useConsent } from "./consent-provider";

/** Per-category consent: necessary (always on) and analytics (the visitor's choice). */
export default function ConsentSettings({ onClose }: { onClose: () => void }) {
  const { choice, decide } = useConsent();
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false);
  const id = useId();

  return (
    <Dialog onClose={onClose} title={copy.title} subtitle={copy.subtitle}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          decide(analytics);
        }}
      >
        <fieldset className="space-y-4">
          <legend className="sr-only">{copy.categoriesLegend}</legend>
          {/* The category whose words say “always on” (necessary) cannot be turned off. */}
          {[
            { ...copy.necessary, id: `${id}necessary`, on: true },
            { ...copy.analytics, id: `${id}analytics`, on: analytics },
          ].map((category) => (
            <div
              key={category.id}
              className="flex items-start gap-4 rounded-xl p-4 ring-1 ring-line"
            >
              <input
                id={category.id}
                type="checkbox"
                checked={category.on}
                disabled={"alwaysOn" in category}
                aria-describedby={`${category.id}-description`}
                onChange={(event) => setAnalytics(event.target.checked)}
                className="mt-1 size-5 shrink-0 accent-brand disabled:opacity-70"
              />
              <div>
                <label htmlFor={category.id} className="font-semibold text-ink">
                  {category.title}
                  {"alwaysOn" in category ? (
                    <span className="ml-2 text-sm font-normal text-ink-soft">
                      {category.alwaysOn}
                    </span>
                  ) : null}
                </label>
                <p
                  id={`${category.id}-description`}
                  className="mt-1 text-sm text-ink-soft"
                >
                  {category.description}
                </p>
              </div>
            </div>
          ))}
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
