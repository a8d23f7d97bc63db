/**
 * decap-server's middleware entry (its README's "use as a middleware"), which ships no types: the
 * file-system backend registered on an Express app. tests/e2e/local-editing.spec.ts fails loudly
 * if it changes.
 */
declare module "decap-server/dist/middlewares.js" {
  import type { Express } from "express";

  const middlewares: {
    registerLocalFs(
      app: Express,
      options?: { logLevel?: string },
    ): Promise<void>;
  };
  export default middlewares;
}
