import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { FoundReportCard as Card } from '#shared/schemas/found-report';
import { Spinner } from '#client/components/ui/spinner';
import { paths } from '#client/lib/paths';
import { ClaimItem } from './claim-item';
import { FoundReportCard, FoundReportGrid } from './found-report-card';
import { LoadMore } from './load-more';

/** The pages of cards a member list or search has loaded so far, in order. */
export function loadedItems(pages: InfiniteData<{ data: Card[] }> | undefined): Card[] {
  return pages?.pages.flatMap((page) => page.data) ?? [];
}

interface ClaimableItemsProps {
  items: Card[];
  /** The member's uid; without it (signed out meanwhile) cards have no claim button. */
  memberId: string | null;
  query: Pick<
    UseInfiniteQueryResult,
    'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
  >;
}

/** Stored items as cards a member can claim, loading more as the list scrolls. */
export function ClaimableItems({ items, memberId, query }: ClaimableItemsProps) {
  return (
    <>
      <FoundReportGrid>
        {items.map((item) => (
          <FoundReportCard
            key={item._id}
            item={item}
            href={paths.user.item(item.reportId)}
            headingLevel={2}
            action={memberId ? <ClaimItem item={item} memberId={memberId} /> : null}
          />
        ))}
      </FoundReportGrid>
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        fetchNextPage={query.fetchNextPage}
      />
    </>
  );
}

/** The first page on its way, said in words as well as shown. */
export function LoadingItems({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-slate-600">
      <Spinner size="lg" label="" />
      <p role="status">{text}</p>
    </div>
  );
}
