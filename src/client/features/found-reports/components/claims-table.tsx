import * as Tooltip from '@radix-ui/react-tooltip';
import { useRef, useState } from 'react';
import { CLAIM_MESSAGE_PREVIEW } from '#shared/constants/limits';
import type { ClaimEntry } from '#shared/schemas/found-report';
import { formatDate } from '#client/lib/dates';
import { DataTable, type Column } from '#client/components/ui/data-table';
import { useT } from '#client/lib/i18n';

/** A claim message cut to the spec's preview length, the whole text in a tooltip. */
export function ClaimMessage({ message }: { message: string | null }) {
  const t = useT();
  if (!message) return <span className="text-slate-500">{t('console.noMessage')}</span>;
  if (message.length <= CLAIM_MESSAGE_PREVIEW) return <span>{message}</span>;
  return <MessageTooltip message={message} />;
}

function MessageTooltip({ message }: { message: string }) {
  const [open, setOpen] = useState(false);
  // Focusing the trigger scrolls it into view, and Radix closes a tooltip whose trigger scrolls;
  // while the trigger has keyboard focus only blur or Escape closes it.
  const focused = useRef(false);
  return (
    <Tooltip.Root
      open={open}
      onOpenChange={(next) => {
        if (next || !focused.current) setOpen(next);
      }}
    >
      <Tooltip.Trigger asChild>
        <button
          type="button"
          className="cursor-help rounded text-left underline decoration-dotted underline-offset-2"
          aria-label={`Message: ${message}`}
          onFocus={() => {
            focused.current = true;
            setOpen(true);
          }}
          onBlur={() => {
            focused.current = false;
            setOpen(false);
          }}
        >
          {`${message.slice(0, CLAIM_MESSAGE_PREVIEW)}...`}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          onEscapeKeyDown={() => setOpen(false)}
          className="z-[60] max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-sm break-words whitespace-pre-wrap text-white shadow-lg"
        >
          {message}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

function claimColumns(t: ReturnType<typeof useT>): Column<ClaimEntry>[] {
  const notAvailable = t('common.notAvailable');
  return [
    { key: 'name', header: t('admin.colName'), cell: (claim) => claim.userDetails.name },
    { key: 'email', header: t('admin.email'), cell: (claim) => claim.userDetails.email, wrap: true },
    { key: 'phone', header: t('admin.phone'), cell: (claim) => claim.userDetails.phone ?? notAvailable },
    {
      key: 'universityId',
      header: t('console.universityId'),
      cell: (claim) => claim.userDetails.universityId ?? notAvailable,
    },
    {
      key: 'department',
      header: t('admin.department'),
      cell: (claim) => claim.userDetails.department ?? notAvailable,
      wrap: true,
    },
    {
      key: 'claimedAt',
      header: t('console.colClaimedDate'),
      cell: (claim) => formatDate(claim.claimedAt),
      sortValue: (claim) => claim.claimedAt,
    },
    {
      key: 'message',
      header: t('console.colMessage'),
      cell: (claim) => <ClaimMessage message={claim.message} />,
      wrap: true,
    },
  ];
}

/** Everyone who has claimed the item (spec screen 21). */
export function ClaimsTable({ claims }: { claims: ClaimEntry[] }) {
  const t = useT();
  if (claims.length === 0) return <p className="text-sm text-slate-600">{t('console.noClaims')}</p>;
  return (
    <DataTable
      caption={t('console.claimsCaption')}
      columns={claimColumns(t)}
      rows={claims}
      rowKey={(claim) => `${claim.userDetails.email}-${claim.claimedAt}`}
    />
  );
}
