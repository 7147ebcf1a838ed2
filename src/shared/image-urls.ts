/**
 * Uploaded images are served at /api/images/{id}/detail.webp (large) and
 * /api/images/{id}/card.webp (small). Reports store the detail URL.
 */
const DETAIL_SUFFIX = '/detail.webp';

export const imageUrl = (id: string, variant: 'card' | 'detail') => `/api/images/${id}/${variant}.webp`;

const OWN_IMAGE_URL = /^\/api\/images\/[A-Za-z0-9-]{1,64}\/(card|detail)\.webp$/;

/** True for an address this app's upload call hands out; outside URLs, `javascript:` and paths elsewhere are not. */
export const isOwnImageUrl = (url: string) => OWN_IMAGE_URL.test(url);

/** The small variant of an uploaded image, for cards and table thumbnails. */
export function toCardImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.endsWith(DETAIL_SUFFIX) ? `${url.slice(0, -DETAIL_SUFFIX.length)}/card.webp` : url;
}
