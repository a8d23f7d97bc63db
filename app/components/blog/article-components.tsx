import type { MDXComponents } from "mdx/types";
import {
  Children,
  createContext,
  useContext,
  useId,
  type ComponentProps,
  type ReactNode,
} from "react";
import { Link } from "react-router";

import type { ArticleComponentName } from "../../content/blog/article-components";
import { calloutTitles } from "../../content/blog-sections";
import { buttonStyles } from "../ui/button";
import { ConsultationLink } from "../ui/consultation-link";
import { FigureBasis } from "../ui/figure-basis";
import { Icon } from "../ui/icon";
import { NewsletterSignup } from "./newsletter-signup";

const tones = {
  note: { icon: "info", box: "border-brand bg-brand-soft", ink: "text-brand" },
  tip: {
    icon: "lightbulb",
    box: "border-accent bg-accent-soft",
    ink: "text-accent-strong",
  },
  warning: {
    icon: "triangle-alert",
    box: "border-accent-strong bg-canvas-subtle",
    ink: "text-accent-strong",
  },
} as const;

/** `<Callout tone="tip" title="…">`: an aside the reader should not miss. */
function Callout({
  tone = "note",
  title = calloutTitles[tone],
  children,
}: {
  tone?: keyof typeof tones;
  title?: string;
  children: ReactNode;
}) {
  const { icon, box, ink } = tones[tone];
  return (
    <aside
      aria-label={title}
      className={`not-prose my-8 flex gap-4 rounded-card border-l-4 px-5 py-5 sm:px-6 ${box}`}
    >
      <Icon name={icon} className={`mt-0.5 size-5 shrink-0 ${ink}`} />
      <div className="min-w-0 text-base leading-relaxed text-ink [&_a]:font-semibold [&_a]:text-brand-strong [&_a]:underline [&_strong]:font-bold [&>p+p]:mt-3">
        <p className="font-bold">{title}</p>
        {children}
      </div>
    </aside>
  );
}

/** `<StatGrid>`: two to four `<Stat>` figures side by side (three in a row, otherwise pairs). */
function StatGrid({ children }: { children: ReactNode }) {
  return (
    <dl
      className={`not-prose my-10 grid gap-3 sm:gap-4 ${Children.count(children) === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}
    >
      {children}
    </dl>
  );
}

/** `<Stat value="73%" label="…">`; `basis`, of one of the site's figures, comes from article-remark.ts. */
function Stat({
  value,
  label,
  source,
  basis,
}: {
  value: string;
  label: string;
  source?: string;
  basis?: string;
}) {
  return (
    <div className="flex items-center gap-4 rounded-card border border-line bg-canvas p-4 shadow-card sm:flex-col sm:items-start sm:gap-0 sm:p-5">
      <dt className="order-2 text-sm leading-snug font-medium text-ink-soft sm:mt-2">
        {label}
        {source ? (
          <span className="mt-1 block text-xs font-normal">{source}</span>
        ) : null}
        <FigureBasis
          as="span"
          basis={basis}
          className="mt-1 block font-normal"
        />
      </dt>
      <dd className="order-1 w-24 shrink-0 text-3xl font-extrabold tracking-tight text-brand sm:w-auto sm:text-4xl">
        {value}
      </dd>
    </div>
  );
}

/** The caption of the figure a table sits in, so the table's scroll area can be named by it. */
const FigureCaptionContext = createContext<string | undefined>(undefined);

/** `<Figure caption="…">`: an illustration (`src`, `alt`, `width`, `height`) or a Markdown table. */
function Figure({
  caption,
  src,
  alt,
  width,
  height,
  children,
}: {
  caption: string;
  src?: string;
  alt?: string;
  width?: number;
  height?: number;
  children?: ReactNode;
}) {
  return (
    <figure className="my-10">
      {src ? (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-card border border-line bg-canvas-subtle"
        />
      ) : (
        <FigureCaptionContext value={caption}>{children}</FigureCaptionContext>
      )}
      <figcaption className="mt-3 text-sm leading-relaxed text-ink-soft">
        {caption}
      </figcaption>
    </figure>
  );
}

/** Every Markdown table scrolls in its own focusable frame on a narrow screen, never the page. */
function ScrollTable(props: ComponentProps<"table">) {
  const caption = useContext(FigureCaptionContext);
  return (
    <div
      role="group"
      aria-label={caption ?? "Table"}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="my-7 overflow-x-auto rounded-card border border-line bg-canvas [&_:is(th,td)]:min-w-44 [&_:is(th,td)]:px-4 [&_:is(th,td)]:py-3 [&_:is(th,td):first-child]:min-w-28 [&_:is(th,td):first-child]:font-bold [&_table]:my-0 [&_th]:bg-canvas-subtle"
    >
      <table {...props} />
    </div>
  );
}

/** `<CallToAction title="…" label="…" to="/contact">` closes every article, then the sign-up. */
function CallToActionBlock({
  title,
  label,
  to,
  children,
}: {
  title: string;
  label: string;
  to: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      className="not-prose surface-night relative isolate mt-14 overflow-hidden rounded-card bg-night corner-glow px-6 py-9 text-on-night shadow-raised sm:px-10 sm:py-11"
    >
      <p className="text-sm font-semibold tracking-widest text-accent uppercase">
        Next step
      </p>
      <h2
        id={headingId}
        className="mt-3 text-2xl leading-tight font-bold sm:text-[1.875rem]"
      >
        {title}
      </h2>
      {children ? (
        <div className="mt-4 max-w-xl text-base leading-relaxed text-on-night-soft sm:text-lg [&>p+p]:mt-3">
          {children}
        </div>
      ) : null}
      <ConsultationLink
        to={to}
        className={buttonStyles({
          variant: "accent",
          size: "lg",
          className: "mt-8",
        })}
      >
        {label}
        <Icon name="arrow-right" className="size-5" />
      </ConsultationLink>
      {/* In the saffron glow the soft text colour fell to 3.6:1: the sign-up's words take full colour. */}
      <div className="mt-10 border-t border-on-night-line pt-8 [--color-on-night-soft:var(--color-on-night)] sm:mt-12 sm:pt-10">
        <NewsletterSignup inArticle />
      </div>
    </aside>
  );
}

/** What an article's MDX renders with; `satisfies` keeps the allow-list and this map in step. */
const allowListed = {
  CallToAction: CallToActionBlock,
  Callout,
  Figure,
  Stat,
  StatGrid,
} satisfies Record<ArticleComponentName, unknown>;

/** The article body's typography (@tailwindcss/typography), on the page and in the editor's preview. */
export const articleProse =
  "prose max-w-[68ch] text-[1.0625rem] break-words sm:text-[1.125rem] prose-h2:mb-3 prose-h2:font-extrabold sm:prose-h2:text-3xl prose-a:font-semibold prose-a:underline-offset-[0.2em] prose-a:hover:text-brand-strong [&>p:first-child]:text-[1.1em]";

export const articleComponents: MDXComponents = {
  ...allowListed,
  // Site paths go through the router; the router leaves other sites' addresses as they are.
  a: ({ href = "", ...props }) => <Link to={href} {...props} />,
  table: ScrollTable,
};
