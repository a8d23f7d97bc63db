/** The spec's menu breakpoint (1024 px), in rem as app.css's `lg` is, so both agree at any text size. */
export const wideViewportQuery = "(min-width: 64rem)";
