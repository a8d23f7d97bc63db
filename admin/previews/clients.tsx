import { ClientWordmark } from "../../app/components/ui/client-wordmark";
import type { Client } from "../../app/content/clients";
import { pictureUrl, sitePreview } from "./frame";

/** The client wall, as on Home. */
export const clientsPreview = sitePreview<{ clients: Client[] }>(
  (data, pictures) => (
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
  ),
);
