import { useState } from "react";

/**
 * The article's picture at a fixed 16:9 box, so nothing moves when it loads.
 * A picture that fails to load is removed rather than shown broken; one that
 * failed before hydration (no handler yet) is caught by the ref check.
 */
export function ArticleImage({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  return (
    <img
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0) setBroken(true);
      }}
      src={src}
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
