/** decap-server's middleware entry, which ships no types (local-editing.spec.ts checks it). */
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
