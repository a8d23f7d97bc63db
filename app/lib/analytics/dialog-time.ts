import { startTimer } from "./timer";

/** Times each modal `<dialog>` under `root`: one report per opening, by its accessible name. */
export function watchDialogTime(
  root: Document,
  report: (dialogName: string, elapsedMs: number) => void,
): () => void {
  const open = new Map<HTMLDialogElement, () => number>();
  const check = () => {
    for (const [dialog, stop] of open) {
      if (dialog.open && dialog.isConnected) continue;
      open.delete(dialog);
      stop();
    }
    for (const dialog of root.querySelectorAll("dialog[open]")) {
      if (dialog instanceof HTMLDialogElement && !open.has(dialog)) {
        const name = accessibleName(dialog, root);
        open.set(
          dialog,
          startTimer((elapsedMs) => report(name, elapsedMs)),
        );
      }
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(root.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["open"],
  });
  check();
  return () => {
    observer.disconnect();
    open.clear();
  };
}

function accessibleName(element: Element, root: Document): string {
  const ids = element.getAttribute("aria-labelledby")?.split(/\s+/) ?? [];
  const labelled = ids
    .map((id) => root.getElementById(id)?.textContent?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
  return labelled || element.getAttribute("aria-label") || "dialog";
}
