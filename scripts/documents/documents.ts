import { CAPABILITY_STATEMENT } from "../../app/content/documents";
import { unprintable } from "./brand.ts";
import { capabilityStatement } from "./capability-statement.ts";
import { specimenDocument } from "./specimen.ts";
import { specimens, statement } from "./statement-content.ts";

/**
 * Every document the build makes, by the path the site serves it at. A character of the content
 * the PDFs' fonts cannot print (an editor's "ł" or "→") is named in a warning, not refused: the
 * page shows it, and the document is still worth having.
 */
export async function documents(): Promise<{ path: string; bytes: Buffer }[]> {
  for (const character of unprintable(JSON.stringify({ statement, specimens })))
    console.warn(
      `documents: the PDFs' fonts have no “${character}” (U+${character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")}): it prints as another character; write it another way in the content.`,
    );
  return [
    { path: CAPABILITY_STATEMENT, bytes: await capabilityStatement(statement) },
    ...(await Promise.all(
      specimens.map(async (specimen) => ({
        path: specimen.path,
        bytes: await specimenDocument(specimen),
      })),
    )),
  ];
}
