import { useId, useState, type FormEvent } from "react";

import { newsletterSignup as copy } from "../../content/newsletter";
import type { requestSubscription } from "./newsletter-request";
import { Button } from "../ui/button";
import { Icon } from "../ui/icon";

// The sign-up's logic loads on intent; the browser fetches a module once, however often asked.
const loadRequest = () => import("./newsletter-request");
const warm = () => void loadRequest();

/** The browser's own e-mail check (the spec has none beyond the input type), in our words. */
const emailProblem = ({ validity }: HTMLInputElement) =>
  validity.valueMissing
    ? copy.errors.missing
    : validity.valid
      ? null
      : copy.errors.invalid;

/** An e-mail field that opens the visitor's e-mail app with a request; `inArticle`: an h3. */
export function NewsletterSignup({
  inArticle = false,
}: {
  inArticle?: boolean;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<
    (ReturnType<typeof requestSubscription> & { email: string }) | null
  >(null);
  // A failure to open the e-mail app is said like a mistyped address, in the same alert.
  const problem = error ?? (outcome?.ok === false ? outcome.message : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("email");
    if (!(input instanceof HTMLInputElement)) return;
    const invalid = emailProblem(input);
    setError(invalid);
    if (invalid) {
      setOutcome(null);
      input.focus();
      return;
    }
    const email = input.value;
    // Usually loaded on focus; else a short wait, inside the click's user activation.
    const { requestSubscription } = await loadRequest();
    setOutcome({ ...requestSubscription(email), email });
  }

  return (
    <div
      className={`text-on-night ${inArticle ? "" : "lg:grid lg:grid-cols-2 lg:items-end lg:gap-16"}`}
    >
      {inArticle ? (
        <h3
          id={`${id}heading`}
          className="text-xl leading-snug font-bold sm:text-2xl"
        >
          {copy.afterArticleTitle}
        </h3>
      ) : (
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">
            {copy.eyebrow}
          </p>
          <h2 id={`${id}heading`} className="mt-3 text-title font-bold">
            {copy.title}
          </h2>
          <p
            id={`${id}intro`}
            className="mt-4 max-w-xl text-lead text-on-night-soft"
          >
            {copy.intro}
          </p>
        </div>
      )}
      <div>
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-labelledby={`${id}heading`}
          aria-describedby={inArticle ? undefined : `${id}intro`}
          className={`mt-6 noscript:hidden ${inArticle ? "" : "lg:mt-0"}`}
        >
          <label
            htmlFor={`${id}email`}
            className="block text-sm font-semibold text-on-night"
          >
            {copy.label}
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              id={`${id}email`}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              required
              maxLength={254}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}error ${id}hint` : `${id}hint`}
              // An error shown goes once the address is acceptable; none appears while typing.
              onInput={(event) => {
                if (error) setError(emailProblem(event.currentTarget));
              }}
              onFocus={warm}
              className={`block min-h-13 w-full min-w-0 rounded-full border-2 bg-canvas px-5 text-base text-ink shadow-xs placeholder:text-ink-soft/70 focus-visible:outline-3 focus-visible:outline-offset-2 sm:flex-1 ${
                error ? "border-accent" : "border-transparent"
              }`}
            />
            <Button
              type="submit"
              variant="accent"
              size="lg"
              className="shrink-0"
              onPointerEnter={warm}
            >
              {copy.submit}
            </Button>
          </div>
          {/* In the page before any error: focus stays in the field, where a new description is not read. */}
          <div role="alert" className="empty:hidden">
            {problem ? (
              <p
                id={`${id}error`}
                className="mt-3 flex items-start gap-2 text-sm font-semibold text-on-night"
              >
                <Icon
                  name="circle-alert"
                  className="mt-0.5 size-4.5 shrink-0 text-accent"
                />
                <span>{problem}</span>
              </p>
            ) : null}
          </div>
          <p id={`${id}hint`} className="mt-3 text-sm text-on-night-soft">
            {copy.hint}
          </p>
        </form>
        <div role="status" className="empty:hidden">
          {outcome?.ok ? (
            <p className="mt-5 flex items-start gap-3 rounded-xl border border-on-night-line bg-night-raised px-4 py-3 text-sm leading-relaxed text-on-night">
              <Icon
                name="circle-check"
                className="mt-0.5 size-4.5 shrink-0 text-accent"
              />
              <span>
                {outcome.message} {copy.nextStep(outcome.email)}
              </span>
            </p>
          ) : null}
        </div>
        <noscript>
          <p className="mt-6 text-sm text-on-night-soft">{copy.noScript}</p>
        </noscript>
      </div>
    </div>
  );
}
