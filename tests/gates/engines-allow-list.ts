import type { EngineName } from "./engines";

/**
 * A violation an engine reports where there is none, triaged by hand. The gate lets a finding
 * through only when an entry names its engine and rule and its element matches the selector, and
 * it fails when an entry finds nothing to cover on a page it names (docs/decisions/068).
 */
export interface KnownFalsePositive {
  engine: EngineName;
  /** The rule exactly as the engine reports it (HTMLCS's sniff code, IBM's "rule:reason"). */
  rule: string;
  /** A CSS selector the flagged element matches: as narrow as the reason is. */
  selector: string;
  /** The pages whose checks (the page itself and the states opened on it) report it. */
  paths: readonly string[];
  /** Why it is not a defect: what the engine gets wrong, concretely. */
  reason: string;
}

/**
 * Empty since the case studies' drawn screenshots became image files (decision 085): the inline
 * SVG drawings whose painted words HTML_CodeSniffer misread are gone, and with them the two
 * entries that covered that misreading (its demonstration stays in engines.test.ts).
 */
export const knownFalsePositives: readonly KnownFalsePositive[] = [];
