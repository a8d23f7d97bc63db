/** decap-server's route on the editor's own server (a module of its own: no content for Vite). */
export const LOCAL_BACKEND_PATH = "/api/v1";
