import { useState } from 'react';

/**
 * A small square photo, or the recipe's initial when there is none or it fails to load. It only decorates:
 * the row's link already names the recipe.
 */
export function RecipeThumbnail({ src, name }: { src: string; name: string }) {
  const [broken, setBroken] = useState(false);
  if (src && !broken) {
    return (
      <img
        src={src}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        className="fiz-mobile-thumb"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className="fiz-mobile-thumb fiz-mobile-thumb-initial" aria-hidden>
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
