import { webManifest } from "../content/site-files";

export function loader() {
  return new Response(JSON.stringify(webManifest(), null, 2), {
    headers: { "Content-Type": "application/manifest+json" },
  });
}
