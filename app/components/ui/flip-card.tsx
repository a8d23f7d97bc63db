import "./flip-card.css";

import { useRef, useState, type ReactNode } from "react";

interface FlipCardProps {
  /** The id of the front's title, which names the card. */
  labelledBy: string;
  front: ReactNode;
  back: ReactNode;
  className?: string;
}

/**
 * A card with content on both faces. It turns over on hover, on keyboard focus and on a tap, and
 * fades instead when the visitor prefers reduced motion. Both faces are always in the DOM and the
 * accessibility tree, so screen readers read the back without turning anything.
 */
export function FlipCard({
  labelledBy,
  front,
  back,
  className,
}: FlipCardProps) {
  const [flipped, setFlipped] = useState(false);
  const pointer = useRef<string>("");

  return (
    // The card takes focus so that keyboard users can turn it as mouse users do by hovering; a tap
    // toggles it for touch users. Nothing on it is an action, so it stays a named group.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events
    <div
      role="group"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-flipped={flipped ? "" : undefined}
      className={`flip-card ${className ?? ""}`}
      onPointerDown={(event) => {
        pointer.current = event.pointerType;
      }}
      onClick={() => {
        // A mouse already turns the card by hovering; a click would only pin it.
        if (pointer.current !== "mouse") setFlipped((value) => !value);
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
