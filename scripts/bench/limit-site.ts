/**
 * The page with every `<script>` and `<link rel="modulepreload">` removed: what its
 * prerendered HTML and CSS alone paint, the bench's "limit" (docs/decisions/051).
 */
export function stripScripts(html: string) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi, "");
}
