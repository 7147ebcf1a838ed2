import { useState } from 'react';
import defaultAvatar from '#client/assets/default-avatar.svg';

interface AvatarProps {
  src: string | null | undefined;
  /** Empty when a surrounding control already names the person. */
  alt?: string;
  className?: string;
}

/** A round photo that falls back to the default avatar when missing or broken. */
export function Avatar({ src, alt = '', className = 'h-9 w-9' }: AvatarProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const usable = src && src !== broken ? src : defaultAvatar;
  return (
    <img
      src={usable}
      alt={alt}
      onError={() => setBroken(src ?? null)}
      className={`${className} shrink-0 rounded-full border border-slate-200 bg-brand-50 object-cover`}
    />
  );
}
