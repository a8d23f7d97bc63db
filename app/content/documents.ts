/**
 * The documents the build makes from the content (scripts/documents): the capability statement,
 * and a stand-in marked SPECIMEN for each credential whose real document is not uploaded yet.
 */
export const CAPABILITY_STATEMENT = "/documents/capability-statement.pdf";

/** The build's SPECIMEN stand-in for a credential's document, by the credential's id. */
export const specimenDocument = (credentialId: string) =>
  `/documents/specimens/${credentialId}.pdf`;
