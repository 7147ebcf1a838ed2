import * as Tooltip from '@radix-ui/react-tooltip';
import { CLAIM_MESSAGE_PREVIEW } from '../../../../shared/constants/limits';
import type { ClaimEntry } from '../../../../shared/schemas/found-report';
import { formatDate } from '../../../lib/dates';
import { DataTable, type Column } from './data-table';

/** A claim message cut to the spec's preview length, the whole text in a tooltip. */
export function ClaimMessage({ message }: { message: string | null }) {
  if (!message) return <span className="text-slate-500">No message</span>;
  if (message.length <= CLAIM_MESSAGE_PREVIEW) return <span>{message}</span>;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          className="cursor-help rounded text-left underline decoration-dotted underline-offset-2"
          aria-label={`Message: ${message}`}
        >
          {`${message.slice(0, CLAIM_MESSAGE_PREVIEW)}...`}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          className="z-[60] max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-sm break-words whitespace-pre-wrap text-white shadow-lg"
        >
          {message}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

const claimColumns: Column<ClaimEntry>[] = [
  { key: 'name', header: 'Name', cell: (claim) => claim.userDetails.name },
  { key: 'email', header: 'Email', cell: (claim) => claim.userDetails.email, wrap: true },
  { key: 'phone', header: 'Phone', cell: (claim) => claim.userDetails.phone ?? 'N/A' },
  { key: 'universityId', header: 'University ID', cell: (claim) => claim.userDetails.universityId ?? 'N/A' },
  {
    key: 'department',
    header: 'Department',
    cell: (claim) => claim.userDetails.department ?? 'N/A',
    wrap: true,
  },
  {
    key: 'claimedAt',
    header: 'Claimed Date',
    cell: (claim) => formatDate(claim.claimedAt),
    sortValue: (claim) => claim.claimedAt,
  },
  {
    key: 'message',
    header: 'Message',
    cell: (claim) => <ClaimMessage message={claim.message} />,
    wrap: true,
  },
];

/** Everyone who has claimed the item (spec screen 21). */
export function ClaimsTable({ claims }: { claims: ClaimEntry[] }) {
  if (claims.length === 0) return <p className="text-sm text-slate-600">No claims yet.</p>;
  return (
    <DataTable
      caption="Claims on this item"
      columns={claimColumns}
      rows={claims}
      rowKey={(claim) => `${claim.userDetails.email}-${claim.claimedAt}`}
    />
  );
}
