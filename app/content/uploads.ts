/** Where the editor puts uploads, one folder per kind; unused ones never ship (vite-plugin-uploads.ts). */
export const UPLOADS_PATH = "/images/uploads";
export const DOCUMENT_UPLOADS_PATH = "/documents/uploads";
