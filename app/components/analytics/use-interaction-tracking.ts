import { useEffect } from "react";

import { track } from "../../lib/analytics";
import { watchDialogTime } from "../../lib/analytics/dialog-time";
import { fileDownload } from "../../lib/analytics/interactions";
import { visibleText } from "../../lib/analytics/visible-text";

/**
 * Flip cards (components/ui/flip-card.tsx) turn on hover, keyboard focus or a tap. Only the
 * visitor's own input counts: the pointer moving onto a card (pointermove), a keyboard focus, a
 * click. A card drawn under a resting pointer (after Back or Forward, say) shows its back by
 * `:hover`, and the browser even sends it pointerover, but nobody turned it.
 */
const FLIP_CARD = ".flip-card";

/**
 * In-page interactions, by delegated listeners so the components that own them stay as they
 * are: file_download for links to files, page_interaction when the visitor turns a flip card
 * (once per card per page view) or a disclosure (a button with aria-expanded, e.g. the menu) is opened,
 * and timing_complete for the time each dialog stays open.
 */
export function useInteractionTracking(pathname: string) {
  useEffect(() => {
    const turned = new Set<Element>();
    const onCardTurned = (event: Event) => {
      const card = (event.target as Element | null)?.closest?.(FLIP_CARD);
      if (!card || turned.has(card)) return;
      if (event.type === "focusin" && !card.matches(":focus-visible")) return;
      // A finger sliding over a card scrolls the page; its tap arrives as a click.
      if (
        event.type === "pointermove" &&
        (event as PointerEvent).pointerType === "touch"
      )
        return;
      turned.add(card);
      track("page_interaction", {
        interaction_type: "card_flip",
        element: nameOf(card),
      });
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const disclosure = target?.closest?.('button[aria-expanded="false"]');
      if (disclosure) {
        track("page_interaction", {
          interaction_type: "disclosure_open",
          element: nameOf(disclosure),
        });
      }
      const link = target?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement)) return;
      const file = fileDownload(
        {
          href: link.href,
          download: link.getAttribute("download"),
          text: visibleText(link),
        },
        window.location.href,
      );
      if (file) track("file_download", file);
    };
    document.addEventListener("pointermove", onCardTurned, { passive: true });
    document.addEventListener("focusin", onCardTurned);
    document.addEventListener("click", onCardTurned);
    document.addEventListener("click", onClick, { capture: true });
    return () => {
      document.removeEventListener("pointermove", onCardTurned);
      document.removeEventListener("focusin", onCardTurned);
      document.removeEventListener("click", onCardTurned);
      document.removeEventListener("click", onClick, { capture: true });
    };
  }, [pathname]);

  useEffect(
    () =>
      watchDialogTime(document, (dialog, value) =>
        track("timing_complete", {
          name: "time_in_dialog",
          value,
          category: "dialog",
          event_label: dialog,
        }),
      ),
    [],
  );
}

/** What a visitor would call the element: its accessible name, roughly. */
function nameOf(element: Element): string {
  const labelledBy = element.getAttribute("aria-labelledby");
  const label = labelledBy
    ?.split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
    .join(" ")
    .trim();
  return (
    label ||
    element.getAttribute("aria-label") ||
    element.textContent?.trim().slice(0, 100) ||
    element.tagName.toLowerCase()
  );
}
