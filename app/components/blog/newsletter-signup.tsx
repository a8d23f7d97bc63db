import { useId, useRef, useState, type FormEvent } from "react";

import { newsletterSignup as copy } from "../../content/newsletter";
import { Button } from "../ui/button";
import { Icon } from "../ui/icon";

import type * as NewsletterRequest from "./newsletter-request";

type RequestModule = typeof NewsletterRequest;

let loaded: RequestModule | undefined;
let loading: Promise<RequestModule> | undefined;

/** Fetches the sign-up's logic once, as soon as the visitor shows intent. */
function loadRequest(): Promise<RequestModule> {
  loading ??= import("./newsletter-request").then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** The tick or warning beside the sign-up's status line. */
const statusIconClass = "mt-0.5 size-4.5 shrink-0 text-accent";

/** The browser's own e-mail check (the spec has none beyond the input type), in our words. */
export function emailProblem(
  validity: Pick<ValidityState, "valueMissing" | "valid">,
): string | null {
  if (validity.valueMissing) return copy.errors.missing;
  if (!validity.valid) return copy.errors.invalid;
  return null;
}

interface Outcome {
  ok: boolean;
  message: string;
  email: string;
}

interface NewsletterSignupProps {
  /** Its heading's level where it sits: 2 on its own, 3 inside an article's call to action. */
  level?: 2 | 3;
  title?: string;
  /**
   * Show the eyebrow and introduction and make Subscribe the surface's primary button (the
   * listing), or the heading alone with a secondary button, under the article's own offer.
   */
  withIntro?: boolean;
}

/**
 * The newsletter sign-up: one e-mail field that opens the visitor's e-mail app with a
 * subscription request (the spec's helper). Drawn on a night surface. The form is prerendered;
 * its logic loads on intent. The address typed stays in the field whatever happens.
 */
export function NewsletterSignup({
  level = 2,
  title = copy.title,
  withIntro = true,
}: NewsletterSignupProps) {
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
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const Heading = level === 2 ? "h2" : "h3";

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
    const { requestSubscription } = loaded ?? (await loadRequest());
    setOutcome({ ...requestSubscription(email), email });
  }

  function onInput() {
    // Once an error shows, it goes as soon as the address is acceptable; it never appears
    // while typing a first time.
    const input = inputRef.current;
    if (error && input) setError(emailProblem(input.validity));
  }

  const warm = () => void loadRequest();

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
            level === 2
              ? "mt-3 text-title font-bold"
              : "text-xl leading-snug font-bold sm:text-2xl"
          }
        >
          {title}
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
          {outcome?.ok ? (
            <p className="mt-5 flex items-start gap-3 rounded-xl border border-on-night-line bg-night-raised px-4 py-3 text-sm leading-relaxed text-on-night">
              <Icon name="circle-check" className={statusIconClass} />
              <span>
                {outcome.message} {copy.nextStep(outcome.email)}
              </span>
            </p>
          ) : null}
        </div>
        <div role="alert" className="empty:hidden">
          {outcome && !outcome.ok ? (
            <p className="mt-5 flex items-start gap-3 rounded-xl border border-on-night-line bg-night-raised px-4 py-3 text-sm leading-relaxed text-on-night">
              <Icon name="circle-alert" className={statusIconClass} />
              <span>{outcome.message}</span>
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
