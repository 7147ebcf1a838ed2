import { useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button';
import { useT } from '#client/lib/i18n';

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last page failed: scrolling no longer retries by itself, the button does. */
  failed: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Loads the next page when the end of a list scrolls into view, with a button
 * for when the observer cannot (or the person prefers to ask).
 */
export function LoadMore({ hasNextPage, isFetchingNextPage, failed, fetchNextPage }: LoadMoreProps) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);

  const watching = hasNextPage && !isFetchingNextPage && !failed;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !watching || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [watching, fetchNextPage]);

  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className="mt-6 flex flex-col items-center gap-2">
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {t('ui.moreFailed')}
        </p>
      ) : null}
      <Button variant="secondary" busy={isFetchingNextPage} onClick={() => void fetchNextPage()}>
        {isFetchingNextPage ? t('ui.loadingMore') : t('ui.loadMore')}
      </Button>
    </div>
  );
}
