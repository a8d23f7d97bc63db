import type { ReviewEngine } from "./needs-review";

/**
 * A result of an engine triaged by hand: a violation it reports where there is none, or a
 * question it leaves open ("needs review", a warning) that a person has answered and no rule of
 * ours (needs-review.ts) measures. The gates let a finding through only when an entry names its
 * engine and rule and its element matches the selector (docs/decisions/068).
 */
export interface TriagedFinding {
  engine: ReviewEngine;
  /** The rule exactly as the engine reports it (HTMLCS's sniff code, axe's and IBM's "rule:reason"). */
  rule: string;
  /** A CSS selector the flagged element matches: as narrow as the reason is. */
  selector: string;
  /**
   * The pages whose checks (the page itself and the states opened on it) report it; the check of
   * a page it names fails when it covers nothing there. Left out for a question an engine asks
   * of a part every page has, or of any page's words, which a new page may bring.
   */
  paths?: readonly string[];
  /** Why it is not a defect: what the engine gets wrong, or asks, concretely. */
  reason: string;
}

/**
 * Violations: none since the case studies' drawn screenshots became image files (decision 085;
 * the misreading of their painted words stays demonstrated in engines.test.ts). The rest answer
 * the engines' undecided results.
 */
export const triagedFindings: readonly TriagedFinding[] = [
  {
    engine: "axe",
    rule: "color-contrast:bgOverlap",
    selector: ".flip-card-face, .flip-card-face *",
    reason:
      "A technology card's two faces are stacked in one place, one turned away, so axe finds each overlapped by the other. Each face paints a solid colour of the palette behind its words; measuring every card's words by their pixels cost a minute on /technologies alone.",
  },
  {
    engine: "axe",
    rule: "color-contrast:elmPartiallyObscuring",
    selector: ".flip-card-face, .flip-card-face *",
    reason:
      "axe cannot decide the contrast of a technology card's back face while the front hides it; axe.spec.ts turns each card over and measures the back where it shows.",
  },
  {
    engine: "axe",
    rule: "color-contrast:elmPartiallyObscured",
    selector: "h2, td, th",
    reason:
      "axe cannot decide the contrast of a heading or table cell the sticky header partly covers at the moment it looks (after scrolling); the same text on its solid background is measured when uncovered, and the focus gate checks nothing focused hides under the header.",
  },
  {
    engine: "axe",
    rule: "color-contrast:nonBmp",
    selector: '[aria-hidden="true"]',
    reason:
      "axe does not measure a lone symbol character (the arrows after a link's words, hidden from assistive technology); they repeat the link's direction in its own colour, which axe measures in the words beside them.",
  },
  {
    engine: "ibm",
    rule: "element_tabbable_unobscured:potential_obscured",
    selector: "a, button, input, summary",
    reason:
      "IBM asks of every focusable element on a page with a sticky header whether focus can be hidden under it. The focus gate focuses each one on every page and measures that some of it shows (WCAG 2.4.11).",
  },
  {
    engine: "htmlcs",
    rule: "WCAG2AA.Principle1.Guideline1_1.1_1_1.H67.2",
    selector: 'img[alt=""]',
    reason:
      "HTMLCS asks whether each image with empty alt text is truly decorative. The site's are: page-hero drawings and backdrops, article-card covers beside their linked title, logos beside the technology's name, portraits beside the person's name; every image that says something has its alt text, which all three engines check.",
  },
  {
    engine: "htmlcs",
    rule: "WCAG2AA.Principle1.Guideline1_3.1_3_1.H48",
    selector: "*",
    reason:
      "HTMLCS suggests a list for any element holding several links in a row (the header's controls, a hero's two buttons, a sentence with links). The site's navigation menus are lists; a pair of buttons or links in a sentence is not a navigation section.",
  },
  {
    engine: "htmlcs",
    rule: "WCAG2AA.Principle1.Guideline1_4.1_4_10.C32,C31,C33,C38,SCR34,G206",
    selector: "*",
    reason:
      "HTMLCS asks whether each fixed element (the skip link, the update notice, the consent banner, the dialogs) forces two-way scrolling. The overflow gate measures every page, and these states, at 320 px for anything wider than the screen.",
  },
  {
    engine: "htmlcs",
    rule: "WCAG2AA.Principle1.Guideline1_3.1_3_1.H39.3.NoCaption",
    selector: "figure:has(> figcaption) table",
    reason:
      "HTMLCS asks for a <caption> on a data table; the articles' tables sit in a <figure> whose <figcaption> names them, which names the table as well (the figure is its accessible name's source).",
  },
  {
    engine: "ibm",
    rule: "blockquote_cite_exists:Potential_1",
    selector: "figure:has(> figcaption) > blockquote",
    reason:
      "IBM asks whether a quote's source is given. The testimonials are <figure>s whose <figcaption> names the person and organisation quoted, right after the quote.",
  },
  {
    engine: "ibm",
    rule: "element_tabbable_visible:potential_visible",
    selector: 'body > a[href="#main-content"]',
    reason:
      "IBM asks whether the skip link, off-screen until focused, shows when focused. It slides in on focus; the focus gate measures its ring in view on every page.",
  },
  {
    engine: "ibm",
    rule: "input_label_visible:potential_no_label",
    selector: 'button[aria-controls][aria-label="Menu"]',
    reason:
      "IBM asks whether the phone's menu button has a visible label. It is the universal three-bar menu icon, named “Menu” for assistive technology; the no-script link beside it carries the same name.",
  },
  {
    engine: "ibm",
    rule: "element_tabbable_visible:potential_visible",
    selector: '#main-content li > [role="group"][tabindex="0"]',
    reason:
      "IBM asks whether a technology flip card, focusable so a keyboard can turn it, shows when focused. Each card is in the page's flow, never hidden, and the focus gate measures its ring on every card.",
  },
  {
    engine: "ibm",
    rule: "element_tabbable_visible:potential_visible",
    selector: 'dialog button[aria-label="Close"]',
    reason:
      "IBM asks whether a dialog's close cross shows when focused. It sits at the top of the open dialog, in view whenever the dialog is; the focus gate measures its ring in every dialog.",
  },
  {
    engine: "ibm",
    rule: "input_label_visible:potential_no_label",
    selector: 'dialog button[aria-label="Close"]',
    reason:
      "IBM asks whether a dialog's close button has a visible label. It is the universal cross, named “Close” for assistive technology, and Escape closes the dialog too.",
  },
  {
    engine: "ibm",
    rule: "style_color_misuse:Potential_1",
    selector: 'link[rel="stylesheet"]',
    reason:
      "IBM asks of every stylesheet whether colour alone carries meaning. Links in running text are underlined, the current menu item is marked by shape and aria-current, and errors and statuses carry an icon and words.",
  },
  {
    engine: "ibm",
    rule: "style_viewport_resizable:Potential_1",
    selector: 'link[rel="stylesheet"]',
    reason:
      "IBM asks whether text sized with viewport units resizes. The home page's display type is clamp(rem + vw), which grows with the browser's zoom and text size through its rem part.",
  },
  {
    engine: "ibm",
    rule: "style_focus_visible:potential_focus_not_visible",
    selector: "a, button",
    reason:
      "IBM asks whether a link or button styled with outline changes shows its focus. The focus gate focuses every focusable element of every page and measures the ring's pixels.",
  },
  {
    engine: "ibm",
    rule: "text_block_heading:potential_heading",
    selector: "#main-content *",
    reason:
      "IBM asks whether any short bold text is a heading. In the site's content these are a callout's lead sentence, an eyebrow above a heading, or an article's standfirst, which are not headings; the pages' headings are real ones. Any article may bring more, so the question is answered for the kind.",
  },
  {
    engine: "ibm",
    rule: "text_sensory_misuse:potential_other",
    selector: "#main-content *, dialog *",
    reason:
      "IBM asks of any text holding a word such as “right”, “see” or “round” whether it gives an instruction by shape, size or sound. In the site's words these mean correct, understand, and so on; instructions name what to press. Any article may bring more, so the question is answered for the kind.",
  },
  {
    engine: "ibm",
    rule: "text_sensory_misuse:potential_position",
    selector: "#main-content *",
    reason:
      "IBM asks of any text holding a word such as “below” or “left” whether it points by position alone. Where the site says “below” (the clients' list on /about) the thing follows in reading order too; any article may bring more, so the question is answered for the kind.",
  },
];
