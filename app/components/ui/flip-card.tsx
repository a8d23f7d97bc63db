import "./flip-card.css";

import { useLayoutEffect, useRef, useState, type ReactNode } from "react";

interface FlipCardProps {
  /** The id of the front's title, which names the card. */
  labelledBy: string;
  front: ReactNode;
  back: ReactNode;
}

/**
 * A card with content on both faces. It turns over on hover, on keyboard focus and on a tap, and
 * fades instead when the visitor prefers reduced motion. Both faces are always in the DOM and the
 * accessibility tree, so screen readers read the back without turning anything.
 */
export function FlipCard({ labelledBy, front, back }: FlipCardProps) {
  const [flipped, setFlipped] = useState(false);
  // Escape turns the card back to its front, however it was turned (WCAG 1.4.13: dismissible),
  // until the visitor turns it again: a new hover, focus arriving from outside, or a tap.
  const [dismissed, setDismissed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const pointer = useRef<string>("");

  // A card turned by the mouse has no focus to hear Escape: listen on the page while it hovers.
  // A layout effect, so the listener is in place in the same task that marks the card hovered
  // (data-hovered): a key pressed once the mark shows is heard.
  useLayoutEffect(() => {
    if (!hovered) return;
    const dismissOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setDismissed(true);
      setFlipped(false);
    };
    document.addEventListener("keydown", dismissOnEscape);
    return () => document.removeEventListener("keydown", dismissOnEscape);
  }, [hovered]);

  return (
    // The card takes focus so that keyboard users can turn it as mouse users do by hovering; a tap
    // toggles it for touch users. Nothing on it is an action, so it stays a named group.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="group"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-flipped={flipped ? "" : undefined}
      data-dismissed={dismissed ? "" : undefined}
      data-hovered={hovered ? "" : undefined}
      className="flip-card h-full"
      onPointerDown={(event) => {
        pointer.current = event.pointerType;
      }}
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        setHovered(true);
        setDismissed(false);
      }}
      onPointerLeave={() => setHovered(false)}
      onClick={() => {
        // A mouse already turns the card by hovering; a click would only pin it.
        if (pointer.current === "mouse") return;
        setDismissed(false);
        setFlipped((value) => !value);
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        setDismissed(true);
        setFlipped(false);
      }}
      onFocus={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        setDismissed(false);
        // A card half outside a row that scrolls sideways is shown whole: browsers leave an
        // element that is partly in view where it is when it takes focus.
        event.currentTarget.scrollIntoView({
          block: "nearest",
          inline: "nearest",
        });
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget))
          setFlipped(false);
      }}
    >
      <div className="flip-card-inner">
        <div className="flip-card-face flip-card-front">{front}</div>
        <div className="flip-card-face flip-card-back">{back}</div>
      </div>
    </div>
  );
}
