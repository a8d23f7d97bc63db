import { prerender } from "react-dom/static";
import { ServerRouter, type EntryContext } from "react-router";

// Build time only; rendered at `/home`, as it hydrates, not the `/home/` prerendered.
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
      // Past 12.8 KB React moves sections to the HTML's end; the consent banner would paint late.
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
