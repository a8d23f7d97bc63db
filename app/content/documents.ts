/** The documents the build makes (scripts/documents): the capability statement and specimens. */
export const CAPABILITY_STATEMENT = "/documents/capability-statement.pdf";

export const specimenDocument = (credentialId: string) =>
  `/documents/specimens/${credentialId}.pdf`;
