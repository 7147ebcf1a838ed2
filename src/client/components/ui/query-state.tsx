import type { ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';
import { Text, useT } from '#client/lib/i18n';

interface QueryStateProps {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  loadingText: string;
  errorText: string;
  emptyText: ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** The loading, error and empty states of a small list, or the list itself. */
export function QueryState(props: QueryStateProps) {
  const t = useT();
  if (props.isPending) {
    return (
      <div className="flex items-center gap-3 py-6 text-sm text-slate-700">
        <Spinner size="sm" label="" />
        <span role="status">{props.loadingText}</span>
      </div>
    );
  }
  if (props.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 py-4 text-sm text-red-800">
        <span>{props.errorText}</span>
        <Button variant="secondary" onClick={props.onRetry}>
          {t('ui.tryAgain')}
        </Button>
      </div>
    );
  }
  if (props.isEmpty) return <p className="py-4 text-sm text-slate-600">{props.emptyText}</p>;
  return <>{props.children}</>;
}

/** One of the member's reports or claims: photo, heading, facts, and what they can do. */
export function EntryCard({
  image,
  title,
  id,
  badge,
  children,
}: {
  image: ReactNode;
  title: string;
  /** The report or claim ID, always shown. */
  id: string;
  badge: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article
      aria-label={`${title} ${id}`}
      className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-4 sm:p-4"
    >
      <div className="h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:h-20 sm:w-20">
        {image}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 wrap-anywhere">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 font-semibold text-slate-900">{title}</h3>
          {badge}
        </div>
        <p className="text-sm text-slate-600">
          <Text
            id="ui.entryId"
            values={{ id }}
            components={{ 0: <span className="font-mono text-slate-900" /> }}
          />
        </p>
        {children}
      </div>
    </article>
  );
}

const tones = {
  neutral: 'bg-slate-100 text-slate-800',
  info: 'bg-blue-100 text-blue-900',
  good: 'bg-green-100 text-green-900',
  warn: 'bg-amber-100 text-amber-900',
  bad: 'bg-red-100 text-red-900',
} as const;

export function Badge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}
