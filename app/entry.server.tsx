import { prerender } from "react-dom/static";
import { ServerRouter, type EntryContext } from "react-router";

/*
 * Build time only (`ssr: false`): rendered whole, no streaming. Each page renders at the path it is
 * served from: React Router prerenders `/home/`, which the hydrated `/home` would not match.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const context = routerContext.staticHandlerContext;
  const { pathname } = context.location;
  if (pathname.length > 1 && pathname.endsWith("/"))
    context.location = { ...context.location, pathname: pathname.slice(0, -1) };

  const { prelude } = await prerender(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      // React moves a finished section past 12.8 KB to the end of the HTML; the consent banner,
      // last in the page, would then appear a frame or more after the first paint.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    },
  );
  responseHeaders.set("Content-Type", "text/html");
  return new Response(prelude, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
