import type { Client } from "../../content/clients";

/**
 * A client's mark in one greyscale treatment: its logo file when one is supplied, else its name
 * set as a wordmark (never initials), in the same box, so a real logo replaces it one for one.
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
        className="h-10 w-full max-w-36 object-contain opacity-75 grayscale sm:h-12"
      />
    );
  }
  return (
    <span className="flex min-h-10 flex-col justify-center leading-none sm:min-h-12">
      <span className="text-[0.8125rem] font-extrabold tracking-tight text-balance text-ink/80 uppercase sm:text-sm">
        {client.name}
      </span>
      <span className="mt-1.5 text-[0.6875rem] font-medium tracking-widest text-ink-soft uppercase">
        {client.sector}
      </span>
    </span>
  );
}
