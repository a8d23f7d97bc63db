import { robotsTxt } from "../content/site-files";

/** /robots.txt: a resource route, prerendered to a static file by the build. */
export function loader() {
  return new Response(robotsTxt(), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
