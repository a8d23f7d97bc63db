import type { Client } from "../../content/clients";
import { initials } from "../../lib/initials";

/**
 * A client's mark: its logo image when one is supplied, else a tidy text wordmark of the same
 * size, so a real logo file can replace it one for one.
 */
export function ClientWordmark({ client }: { client: Client }) {
  if (client.logo) {
    return (
      <img
        src={client.logo}
        alt={client.name}
        width={160}
        height={48}
        loading="lazy"
        className="h-12 w-40 object-contain grayscale"
      />
    );
  }
  const monogram = initials(client.name);
  return (
    <span className="flex min-h-12 flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-3">
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-ink text-sm font-extrabold tracking-tight text-white"
      >
        {monogram}
      </span>
      <span className="flex min-w-0 flex-col leading-tight wrap-anywhere">
        <span className="text-sm font-bold text-ink">{client.name}</span>
        <span className="text-xs text-ink-soft">{client.sector}</span>
      </span>
    </span>
  );
}
