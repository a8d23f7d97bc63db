import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import {
  renderToPipeableStream,
  type RenderToPipeableStreamOptions,
} from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/*
 * React Router's default server entry with two changes: each page renders at the path it is
 * served from (React Router 8 prerenders `/home/` and keeps the slash, which the hydrated `/home`
 * would not match; shell.spec.ts checks it), and no finished section is moved to the end of the
 * HTML (`progressiveChunkSize`). On an upgrade, see docs/upgrade-checklist.md.
 */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const context = routerContext.staticHandlerContext;
  const { pathname } = context.location;
  if (pathname.length > 1 && pathname.endsWith("/"))
    context.location = { ...context.location, pathname: pathname.slice(0, -1) };

  // From here on, React Router's default entry as it is (8.4).
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // A prerendered page is served whole, so moving a finished section to the end of the
        // HTML (React does so past 12.8 KB) gains nothing and shows it later: the consent banner,
        // last in the page, would appear a frame or more after the first paint.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
