import { useId, useRef, useState, type FormEvent } from "react";

import { newsletterSignup as copy } from "../../content/newsletter";
import { Button } from "../ui/button";
import { Icon } from "../ui/icon";
import type { NewsletterResult } from "../../lib/contact-form/newsletter";
import type * as NewsletterRequest from "./newsletter-request";

// The sign-up's logic, fetched once, as soon as the visitor shows intent.
let request: Promise<typeof NewsletterRequest> | undefined;
const loadRequest = () => (request ??= import("./newsletter-request"));

/** The tick or warning beside the sign-up's status line. */
const statusIconClass = "mt-0.5 size-4.5 shrink-0 text-accent";

/** The browser's own e-mail check (the spec has none beyond the input type), in our words. */
const emailProblem = (validity: ValidityState) =>
  validity.valueMissing
    ? copy.errors.missing
    : validity.valid
      ? null
      : copy.errors.invalid;

/**
 * The newsletter sign-up: one e-mail field that opens the visitor's e-mail app with a
 * subscription request (the spec's helper), on a night surface. The form is prerendered; its
 * logic loads on intent. The address typed stays in the field whatever happens. `inArticle`: the
 * heading alone, one level down, under an article's own call to action.
 */
export function NewsletterSignup({
  inArticle = false,
}: {
  inArticle?: boolean;
}) {
  const id = useId();
  const ids = {
    heading: `${id}heading`,
    intro: `${id}intro`,
    input: `${id}email`,
    hint: `${id}hint`,
    error: `${id}error`,
  };
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<
    (NewsletterResult & { email: string }) | null
  >(null);
  const Heading = inArticle ? "h3" : "h2";
  const withIntro = !inArticle;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = inputRef.current;
    if (!input) return;
    const problem = emailProblem(input.validity);
    setError(problem);
    if (problem) {
      setOutcome(null);
      input.focus();
      return;
    }
    const email = input.value;
    // Usually loaded already (focus on the field starts it); otherwise a short wait, well
    // inside the click's user activation, which opening the e-mail app may need.
    const { requestSubscription } = await loadRequest();
    setOutcome({ ...requestSubscription(email), email });
  }

  function onInput() {
    // Once an error shows, it goes as soon as the address is acceptable; it never appears
    // while typing a first time.
    const input = inputRef.current;
    if (error && input) setError(emailProblem(input.validity));
  }

  const warm = () => void loadRequest();
  const outcomeNote = (ok: boolean) =>
    outcome && outcome.ok === ok ? (
      <p className="mt-5 flex items-start gap-3 rounded-xl border border-on-night-line bg-night-raised px-4 py-3 text-sm leading-relaxed text-on-night">
        <Icon
          name={ok ? "circle-check" : "circle-alert"}
          className={statusIconClass}
        />
        <span>
          {outcome.message}
          {ok ? ` ${copy.nextStep(outcome.email)}` : null}
        </span>
      </p>
    ) : null;

  return (
    <div
      className={`text-on-night ${withIntro ? "lg:grid lg:grid-cols-2 lg:items-end lg:gap-16" : ""}`}
    >
      <div>
        {withIntro ? (
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">
            {copy.eyebrow}
          </p>
        ) : null}
        <Heading
          id={ids.heading}
          className={
            inArticle
              ? "text-xl leading-snug font-bold sm:text-2xl"
              : "mt-3 text-title font-bold"
          }
        >
          {inArticle ? copy.afterArticleTitle : copy.title}
        </Heading>
        {withIntro ? (
          <p
            id={ids.intro}
            className="mt-4 max-w-xl text-lead text-on-night-soft"
          >
            {copy.intro}
          </p>
        ) : null}
      </div>
      <div>
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-labelledby={ids.heading}
          aria-describedby={withIntro ? ids.intro : undefined}
          className={`mt-6 noscript:hidden ${withIntro ? "lg:mt-0" : ""}`}
        >
          <label
            htmlFor={ids.input}
            className="block text-sm font-semibold text-on-night"
          >
            {copy.label}
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              ref={inputRef}
              id={ids.input}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              required
              maxLength={254}
              aria-invalid={error ? true : undefined}
              aria-describedby={[error ? ids.error : null, ids.hint]
                .filter(Boolean)
                .join(" ")}
              onInput={onInput}
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
          {/* In the page before any error, so a screen reader says the error as it arrives:
              Enter leaves focus in the field, where a new description alone is not read. */}
          <div role="alert" className="empty:hidden">
            {error ? (
              <p
                id={ids.error}
                className="mt-3 flex items-start gap-2 text-sm font-semibold text-on-night"
              >
                <Icon name="circle-alert" className={statusIconClass} />
                <span>{error}</span>
              </p>
            ) : null}
          </div>
          <p id={ids.hint} className="mt-3 text-sm text-on-night-soft">
            {copy.hint}
          </p>
        </form>
        <div role="status" aria-live="polite" className="empty:hidden">
          {outcomeNote(true)}
        </div>
        <div role="alert" className="empty:hidden">
          {outcomeNote(false)}
        </div>
        <noscript>
          <p className="mt-6 text-sm text-on-night-soft">{copy.noScript}</p>
        </noscript>
      </div>
    </div>
  );
}
