/** The first stop for Tab on every page: jumps past the menu to the page's content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only rounded-full bg-ink px-5 py-3 text-sm font-semibold text-white shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
    >
      Skip to main content
    </a>
  );
}
