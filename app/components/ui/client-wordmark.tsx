import type { Client } from "../../content/clients";

/** A client's logo in greyscale, or its name and sector set as a wordmark in the same box. */
export function ClientWordmark({ client }: { client: Client }) {
  return client.logo ? (
    <img
      src={client.logo}
      alt={client.name}
      width={160}
      height={48}
      loading="lazy"
      className="h-10 w-full max-w-36 object-contain object-left opacity-75 grayscale sm:h-12"
    />
  ) : (
    <span className="flex min-h-10 flex-col justify-center sm:min-h-12">
      <span className="text-xs/none font-extrabold tracking-tight text-balance text-ink/80 uppercase sm:text-sm/none">
        {client.name}
      </span>
      <span className="mt-1.5 text-[0.6875rem]/none font-medium tracking-widest text-ink-soft uppercase">
        {client.sector}
      </span>
    </span>
  );
}
