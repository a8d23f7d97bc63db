/**
 * Opens the visitor's e-mail client on a `mailto:` link, trying in the spec's order: a hidden
 * link click, a new window, location assignment, `location.assign`. A step fails when it throws
 * (or, for the window, when none opens); when all four fail, so does this.
 */
export type MailOpenStep = "link" | "window" | "location" | "assign";

export interface MailClientEnvironment {
  document: Pick<Document, "createElement" | "body">;
  open: (url: string, target: string) => unknown;
  location: Pick<Location, "href" | "assign">;
}

export class MailClientError extends Error {
  constructor(readonly causes: unknown[]) {
    super("Unable to open email client");
    this.name = "MailClientError";
  }
}

function browserMailClientEnvironment(): MailClientEnvironment {
  return {
    document: window.document,
    open: (url, target) => window.open(url, target),
    location: window.location,
  };
}

export function openMailClient(
  url: string,
  env: MailClientEnvironment = browserMailClientEnvironment(),
): MailOpenStep {
  const steps: [MailOpenStep, () => void][] = [
    [
      "link",
      () => {
        const link = env.document.createElement("a");
        link.href = url;
        link.hidden = true;
        env.document.body.append(link);
        try {
          link.click();
        } finally {
          link.remove();
        }
      },
    ],
    [
      "window",
      () => {
        if (!env.open(url, "_blank")) throw new Error("No window opened");
      },
    ],
    [
      "location",
      () => {
        env.location.href = url;
      },
    ],
    ["assign", () => env.location.assign(url)],
  ];
  const causes: unknown[] = [];
  for (const [name, step] of steps) {
    try {
      step();
      return name;
    } catch (error) {
      causes.push(error);
    }
  }
  throw new MailClientError(causes);
}
