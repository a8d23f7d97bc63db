/** The spec's 1024 px menu breakpoint, in rem as app.css's `lg` is: both agree at any text size. */
export const wideViewportQuery = "(min-width: 64rem)";
