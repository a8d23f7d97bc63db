import { useLayoutEffect, useRef, useState, type ReactNode } from "react";

interface FlipCardProps {
  /** The id of the front's title, which names the card. */
  labelledBy: string;
  front: ReactNode;
  back: ReactNode;
}

const face =
  "flip-card-face col-1 row-span-full backface-hidden motion-reduce:transition-opacity motion-reduce:duration-250! noscript:col-auto noscript:row-auto noscript:opacity-100 noscript:backface-visible";

/** A card that turns over on hover, focus or a tap; both faces stay in the accessibility tree. */
export function FlipCard({ labelledBy, front, back }: FlipCardProps) {
  const [flipped, setFlipped] = useState(false);
  // Escape holds the front until the next hover, focus from outside or tap (WCAG 1.4.13).
  const [dismissed, setDismissed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const pointer = useRef<string>("");
  const dismiss = (event: { key: string }) => {
    if (event.key !== "Escape") return;
    setDismissed(true);
    setFlipped(false);
  };

  // A card turned by the mouse has no focus to hear Escape: the page listens while it hovers.
  useLayoutEffect(() => {
    if (!hovered) return;
    document.addEventListener("keydown", dismiss);
    return () => document.removeEventListener("keydown", dismiss);
  }, [hovered]);

  return (
    // Focusable to turn from the keyboard; nothing on it is an action, so it stays a named group.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="group"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-flipped={flipped ? "" : undefined}
      data-dismissed={dismissed ? "" : undefined}
      data-hovered={hovered ? "" : undefined}
      // --turned is 1 while the back shows; under --flip-rows: subgrid it takes its row's tracks.
      className="flip-card row-span-full grid h-full grid-rows-(--flip-rows,none) rounded-card [--turned:0] perspective-[1600px] not-data-dismissed:hover:[--turned:1] not-data-dismissed:focus-visible:[--turned:1] data-flipped:[--turned:1]"
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
      onKeyDown={dismiss}
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
      {/* Both faces in one cell, as tall as the taller; without scripts one under the other. */}
      <div className="flip-card-inner row-span-full grid h-full [transform:rotateY(calc(var(--turned)*180deg))] grid-rows-(--flip-rows,none) transition-transform duration-600 ease-[cubic-bezier(0.2,0.7,0.2,1)] transform-3d motion-reduce:transform-none noscript:transform-none noscript:grid-rows-none noscript:gap-3">
        <div
          className={`flip-card-front grid grid-rows-(--flip-rows,none) *:row-span-full *:grid *:grid-rows-(--flip-rows,var(--flip-front-rows,none)) *:gap-y-0 motion-reduce:opacity-[calc(1-var(--turned))] noscript:grid-rows-none noscript:*:grid-rows-none ${face}`}
        >
          {front}
        </div>
        <div
          className={`flip-card-back rotate-y-180 motion-reduce:transform-none motion-reduce:opacity-(--turned) noscript:transform-none ${face}`}
        >
          {back}
        </div>
      </div>
    </div>
  );
}
