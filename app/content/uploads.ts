/** Where the editor puts uploads, one folder per kind; unused ones never ship (scripts/uploads.mjs). */
export const UPLOADS_PATH = "/images/uploads";
export const DOCUMENT_UPLOADS_PATH = "/documents/uploads";
