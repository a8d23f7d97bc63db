import type { ArticleImage } from "../../content/blog/articles";

/** The article's cover illustration, overlapping the bottom of the dark header. */
export function ArticleCover({ image }: { image: ArticleImage }) {
  return (
    <div className="container-page max-w-4xl">
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        fetchPriority="high"
        className="-mt-16 h-auto w-full rounded-card bg-night-raised shadow-raised sm:-mt-24"
      />
    </div>
  );
}
