import { ImageOff, UserRound } from 'lucide-react';
import { useState } from 'react';
import { toCardImageUrl } from '../../../../shared/image-urls';

interface ItemPhotoProps {
  url: string | null;
  alt: string;
  /** Card size for thumbnails; the detail image in modals. */
  variant?: 'card' | 'detail';
  className?: string;
}

/** An item's photo, or the default item picture when it is missing or fails to load. */
export function ItemPhoto({ url, alt, variant = 'detail', className = 'h-48 w-full' }: ItemPhotoProps) {
  const [failed, setFailed] = useState(false);
  const src = variant === 'card' ? toCardImageUrl(url) : url;
  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label={`${alt} (no photo)`}
        className={`flex items-center justify-center rounded-lg bg-slate-100 text-slate-400 ${className}`}
      >
        <ImageOff className="h-10 w-10" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
      className={`rounded-lg bg-slate-100 object-cover ${className}`}
    />
  );
}

/** A person's photo, or the default avatar when it is missing or fails to load. */
export function PersonAvatar({ url, name }: { url: string | null | undefined; name: string }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <div
        role="img"
        aria-label={`${name} (default avatar)`}
        className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-500"
      >
        <UserRound className="h-9 w-9" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={url}
      alt={name}
      onError={() => setFailed(true)}
      className="h-16 w-16 shrink-0 rounded-full object-cover"
    />
  );
}
