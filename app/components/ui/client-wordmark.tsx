import "./client-wordmark.css";

import type { Client } from "../../content/clients";

/**
 * A client's mark in one greyscale treatment: its logo file when one is supplied, else its name
 * set as a wordmark with its sector (never initials), in the same box, so a real logo replaces it
 * one for one. Styles: client-wordmark.css.
 */
export function ClientWordmark({ client }: { client: Client }) {
  return client.logo ? (
    <img
      src={client.logo}
      alt={client.name}
      width={160}
      height={48}
      loading="lazy"
      className="wordmark-logo"
    />
  ) : (
    <span className="wordmark">
      <span>{client.name}</span>
      <span>{client.sector}</span>
    </span>
  );
}
