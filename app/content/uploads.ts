/**
 * Where the editor puts the pictures a marketer uploads, one folder per kind of content
 * (public/images/uploads/blog, …/clients, …), and the documents (public/documents/uploads/
 * credentials): the build leaves out, and `npm run check:build` names, any file there that no
 * content uses (scripts/uploads.mjs). Nothing else is imported here, so the build's scripts read
 * it too.
 */
export const UPLOADS_PATH = "/images/uploads";
export const DOCUMENT_UPLOADS_PATH = "/documents/uploads";
