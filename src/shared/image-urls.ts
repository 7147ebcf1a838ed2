/**
 * Uploaded images are served at /api/images/{id}/detail.webp (large) and
 * /api/images/{id}/card.webp (small). Reports store the detail URL.
 */
const DETAIL_SUFFIX = '/detail.webp';

export const imageUrl = (id: string, variant: 'card' | 'detail') => `/api/images/${id}/${variant}.webp`;

/** The small variant of an uploaded image, for cards and table thumbnails. */
export function toCardImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.endsWith(DETAIL_SUFFIX) ? `${url.slice(0, -DETAIL_SUFFIX.length)}/card.webp` : url;
}
