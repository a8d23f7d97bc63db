/**
 * The documents the build makes from the content (scripts/documents): the capability statement,
 * and a stand-in marked SPECIMEN for each credential whose real document is not uploaded yet.
 */
export const CAPABILITY_STATEMENT = "/documents/capability-statement.pdf";

export const specimenDocument = (credentialId: string) =>
  `/documents/specimens/${credentialId}.pdf`;
