/**
 * Where Decap's local backend answers: decap-server's own route, served by the editor's server
 * under `npm run cms` (admin/vite.config.ts), so the editor calls its own origin and the
 * deployed editor's policy names no development address. Decap asks it only when the page's host
 * is localhost or 127.0.0.1. A module of its own: the Vite config must not import the content.
 */
export const LOCAL_BACKEND_PATH = "/api/v1";
