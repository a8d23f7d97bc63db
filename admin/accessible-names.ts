/**
 * Names Decap's markup leaves out (WCAG 4.1.2) and its configuration cannot set, given to its
 * elements as they appear:
 * - a rich-text field's editor (Slate's text box) is named by its field's label, whose `for`
 *   points at an id the editor does not carry;
 * - the rich-text/Markdown switch is named by its "Markdown" label beside it (Decap passes it an
 *   `aria-label` its switch drops), and says it is off until first switched (Decap leaves its
 *   `aria-checked` out until then);
 * - the preview frame is titled.
 * This leans on Decap's markup, which a release may change: tests/e2e/gates/editor-a11y.spec.ts
 * fails when a name is missing. Decap's own fix is tracked upstream (decaporg/decap-cms#1333).
 */

const PREVIEW_TITLE = "Preview";

/** Ids given to the mode switches' labels, one a switch. */
let switches = 0;

/** The label of the field a control sits in: Decap puts it in a bar above the control. */
function fieldLabel(control: Element): HTMLLabelElement | null {
  for (let box = control.parentElement; box; box = box.parentElement) {
    const label = box.querySelector(":scope > * > label[for]");
    if (label instanceof HTMLLabelElement) return label;
  }
  return null;
}

function nameControls(root: ParentNode) {
  for (const editor of root.querySelectorAll(
    '[data-slate-editor="true"]:not([aria-labelledby])',
  )) {
    const label = fieldLabel(editor);
    if (!label) continue;
    label.id ||= `${label.htmlFor}-label`;
    editor.setAttribute("aria-labelledby", label.id);
  }
  for (const toggle of root.querySelectorAll(
    'button[role="switch"]:not([aria-labelledby])',
  )) {
    const label = toggle.nextElementSibling;
    // Only the mode switch: a yes/no field's switch has its own label.
    if ((toggle as HTMLButtonElement).labels.length > 0) continue;
    if (!(label instanceof HTMLSpanElement) || !label.textContent) continue;
    label.id ||= `mode-switch-label-${(switches += 1)}`;
    toggle.setAttribute("aria-labelledby", label.id);
    if (!toggle.hasAttribute("aria-checked"))
      toggle.setAttribute("aria-checked", "false");
  }
  for (const frame of root.querySelectorAll("iframe#preview-pane:not([title])"))
    frame.setAttribute("title", PREVIEW_TITLE);
}

/** Names the editor's controls now and whenever Decap draws new ones (at most once a frame). */
export function nameDecapControls() {
  let pending = false;
  const observer = new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      nameControls(document);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  nameControls(document);
}
