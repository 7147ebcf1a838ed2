import { useState } from 'react';
import { toCardImageUrl } from '#shared/image-urls';
import defaultItemImage from '#client/assets/default-item.svg';

export interface ItemImageProps {
  /** The stored photo's URL (the detail URL reports keep), or null when there is none. */
  src: string | null | undefined;
  /** 'card' loads the small variant: cards and table thumbnails. */
  variant?: 'card' | 'detail';
  alt: string;
  /** The box the picture is laid out in, so the page does not jump when it arrives. */
  width: number;
  height: number;
  className?: string;
  /** Pictures in view when the page opens (a detail modal) may load eagerly. */
  loading?: 'lazy' | 'eager';
}

/**
 * An item's photo, or the default item picture when there is none or it fails
 * to load (spec: broken or missing images fall back to a default image).
 */
export function ItemImage({
  src,
  variant = 'card',
  alt,
  width,
  height,
  className,
  loading = 'lazy',
}: ItemImageProps) {
  const wanted = (variant === 'card' ? toCardImageUrl(src) : src) || null;
  // Remembering which URL failed (not just "failed") lets a new src try again without an effect.
  const [failed, setFailed] = useState<string | null>(null);
  const showDefault = wanted === null || failed === wanted;
  return (
    <img
      src={showDefault ? defaultItemImage : wanted}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={className}
      data-fallback={showDefault ? '' : undefined}
      onError={() => {
        if (!showDefault) setFailed(wanted);
      }}
    />
  );
}
