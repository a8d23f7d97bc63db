import "./flip-card.css";

import { useLayoutEffect, useRef, useState, type ReactNode } from "react";

interface FlipCardProps {
  /** The id of the front's title, which names the card. */
  labelledBy: string;
  front: ReactNode;
  back: ReactNode;
}

/** A card that turns over on hover, focus or a tap; both faces stay in the accessibility tree. */
export function FlipCard({ labelledBy, front, back }: FlipCardProps) {
  const [flipped, setFlipped] = useState(false);
  // Escape holds the front until the next hover, focus from outside or tap (WCAG 1.4.13).
  const [dismissed, setDismissed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const pointer = useRef<string>("");

  // A card turned by the mouse has no focus to hear Escape: listen on the page while it hovers,
  // from the same task that marks it hovered.
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
        // Browsers leave a card half outside a sideways-scrolling row where it is on focus.
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
