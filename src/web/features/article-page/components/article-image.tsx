import { useState } from "react";
import { PICTURE_SIZES } from "../../../components/picture-sizes";
import { pictureSources } from "../../../../shared/pictures";

/**
 * The article's picture at a fixed 16:9 box, so nothing moves when it loads,
 * from our own origin at the width the screen needs (shared/pictures.ts).
 * A picture that fails to load is removed rather than shown broken; one that
 * failed before hydration (no handler yet) is caught by the ref check.
 */
export function ArticleImage({ articleId, imageUrl }: { articleId: string; imageUrl: string }) {
  const [broken, setBroken] = useState(false);
  const sources = pictureSources(articleId, imageUrl);
  if (broken || !sources) return null;
  return (
    <img
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0) setBroken(true);
      }}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={PICTURE_SIZES.article}
      alt=""
      width={1200}
      height={675}
      fetchPriority="high"
      decoding="async"
      onError={() => setBroken(true)}
      className="aspect-video w-full rounded-xl bg-slate-200 object-cover"
    />
  );
}
