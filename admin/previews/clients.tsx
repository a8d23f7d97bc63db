import type { z } from "zod";

import { ClientWordmark } from "../../app/components/ui/client-wordmark";
import type { Client } from "../../app/content/clients";
import {
  type PicturesOfEntry,
  pictureUrl,
  type PreviewEntry,
  PreviewFrame,
  readEntry,
} from "./frame";

/** The client wall, as on Home. */
export function clientsPreview(schema: z.ZodType) {
  return function ClientsPreview({
    entry,
    ...pictures
  }: {
    entry: PreviewEntry;
  } & PicturesOfEntry) {
    const { data, problems } = readEntry<{ clients: Client[] }>(entry, schema);
    return (
      <PreviewFrame problems={problems}>
        <ul className="container-page grid grid-cols-2 gap-4 py-10 sm:grid-cols-4">
          {data.clients.map((client, index) => (
            <li key={index} className="grid place-items-center">
              <ClientWordmark
                client={{
                  ...client,
                  logo:
                    client.logo &&
                    pictureUrl(client.logo, pictures, ["clients", "logo"]),
                }}
              />
            </li>
          ))}
        </ul>
      </PreviewFrame>
    );
  };
}
