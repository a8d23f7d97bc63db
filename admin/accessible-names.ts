/**
 * Names Decap's markup leaves out (WCAG 4.1.2): the rich-text box by its field's label, the
 * Markdown switch by its label (and its state before first use), the preview frame by a title.
 * tests/e2e/gates/editor-a11y.spec.ts fails if a release changes the markup (decap-cms#1333).
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
