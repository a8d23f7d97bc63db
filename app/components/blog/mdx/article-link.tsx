import type { ComponentProps } from "react";
import { Link } from "react-router";

/** Markdown links: site paths go through the router; other sites are marked as such. */
export function ArticleLink({
  href = "",
  children,
  ...props
}: ComponentProps<"a">) {
  if (href.startsWith("/"))
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
