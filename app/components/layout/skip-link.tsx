import { skipLinkText } from "../../content/navigation";

/** The first stop for Tab on every page: jumps past the menu to the page's content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="fixed top-3 left-3 z-50 -translate-y-[200%] rounded-full border border-transparent bg-ink px-5 py-3 text-sm font-semibold text-white focus:translate-y-0 focus:shadow-raised"
    >
      {skipLinkText}
    </a>
  );
}
