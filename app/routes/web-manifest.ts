import { webManifest } from "../content/site-files";

/** /manifest.webmanifest: a resource route, prerendered to a static file by the build. */
export function loader() {
  return new Response(JSON.stringify(webManifest(), null, 2), {
    headers: { "Content-Type": "application/manifest+json" },
  });
}
