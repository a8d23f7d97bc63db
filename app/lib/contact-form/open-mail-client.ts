/** Opens the e-mail client on a `mailto:` link, trying the spec's four ways in order. */
export function openMailClient(url: string) {
  const steps = {
    link: () => {
      const link = document.createElement("a");
      link.href = url;
      link.hidden = true;
      document.body.append(link);
      try {
        link.click();
      } finally {
        link.remove();
      }
    },
    window: () => {
      if (!globalThis.open(url, "_blank")) throw new Error("No window opened");
    },
    location: () => {
      location.href = url;
    },
    assign: () => location.assign(url),
  };
  const causes: unknown[] = [];
  for (const [name, step] of Object.entries(steps)) {
    try {
      step();
      return name as keyof typeof steps;
    } catch (error) {
      causes.push(error);
    }
  }
  throw new AggregateError(causes, "Unable to open email client");
}
