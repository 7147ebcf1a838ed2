import { Avatar } from '#client/components/layout/avatar';
import { ItemImage } from '#client/components/images/item-image';

interface ItemPhotoProps {
  url: string | null;
  alt: string;
  className?: string;
}

/** An item's photo in a details modal, or the default item picture. */
export function ItemPhoto({ url, alt, className = 'h-48 w-full' }: ItemPhotoProps) {
  return (
    <ItemImage
      src={url}
      variant="detail"
      alt={alt}
      width={192}
      height={192}
      loading="eager"
      className={`rounded-lg bg-slate-100 object-cover ${className}`}
    />
  );
}

/** A person's photo, or the default avatar when it is missing or fails to load. */
export function PersonAvatar({ url, name }: { url: string | null | undefined; name: string }) {
  return <Avatar src={url} alt={name} className="h-16 w-16" />;
}
