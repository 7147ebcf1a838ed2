import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Search from '~icons/lucide/search';
import type { IdCandidate } from '#shared/schemas/id-lookup';
import { parseTypedId } from '#shared/schemas/typed-id';
import type { MessageKey } from '#shared/i18n/message-key';
import { formatDate } from '#client/lib/dates';
import { useT } from '#client/lib/i18n';
import { consolePaths } from '#client/lib/console-paths';
import { idLookupQueryOptions } from '#client/features/id-lookup/api/look-up-id';

/** How long typing pauses before the box looks the text up. */
const TYPING_PAUSE_MS = 200;

const KIND_TEXT: Record<IdCandidate['kind'], MessageKey> = {
  found: 'admin.idBoxKindFound',
  lost: 'admin.idBoxKindLost',
  claim: 'admin.idBoxKindClaim',
};

const STATE_TEXT: Record<string, MessageKey> = {
  reported: 'admin.idStateReported',
  stored: 'admin.idStateStored',
  handed_over: 'admin.idStateHandedOver',
  disposed: 'admin.idStateDisposed',
  open: 'admin.idStateOpen',
  closed: 'admin.idStateClosed',
  pending: 'admin.idStatePending',
  approved: 'admin.idStateApproved',
  rejected: 'admin.idStateRejected',
  withdrawn: 'admin.idStateWithdrawn',
};

/** The page a candidate opens: a found item's (a claim's item's) or a lost report's, by its ID; none at another desk. */
function pageOf(candidate: IdCandidate): string | null {
  if (candidate.otherDesk) return null;
  if (candidate.kind === 'lost')
    return `${consolePaths.lostReports}?report=${encodeURIComponent(candidate.id)}`;
  return candidate.itemId ? consolePaths.item(candidate.itemId) : null;
}

/** The text after it stops changing for a moment: a lookup per pause, not per key. */
function usePaused(value: string): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return paused;
}

/**
 * The console header's ID box (decision 0069): any FND, LST or CLM ID, whole
 * or in part, lists what it names as the person types; arrow keys move through
 * the list, Enter opens the chosen record (or the one whole ID typed), Escape
 * closes the list, then clears the box. A combobox in the ARIA sense.
 */
export function IdBox() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const inputId = useId();
  const listId = useId();
  const problemId = useId();

  const paused = usePaused(typed);
  const looksLikeId = parseTypedId(paused) !== null;
  const lookup = useQuery({ ...idLookupQueryOptions(paused), enabled: open && looksLikeId });
  const candidates = lookup.data?.candidates ?? [];
  const settled = paused === typed && !lookup.isFetching;
  const optionId = (index: number) => `${listId}-${index}`;

  const reset = () => {
    setTyped('');
    setOpen(false);
    setActive(-1);
    setProblem(null);
  };

  const choose = (candidate: IdCandidate) => {
    const page = pageOf(candidate);
    if (!page) {
      setProblem(t('admin.idBoxOtherDesk', { desk: candidate.deskName ?? '' }));
      return;
    }
    reset();
    void navigate(page);
  };

  /** Enter without a chosen row: the one whole ID typed opens at once; otherwise the list shows. */
  const openTyped = async () => {
    if (!typed.trim()) return;
    if (!parseTypedId(typed)) {
      setProblem(t('admin.idBoxNotAnId'));
      return;
    }
    setOpening(true);
    try {
      const found = (await queryClient.fetchQuery(idLookupQueryOptions(typed))).candidates;
      const whole = found.filter((candidate) => candidate.exact);
      if (whole.length === 1 && found.length === 1) {
        choose(whole[0]!);
      } else if (found.length === 0) {
        setProblem(t('admin.idBoxNothing', { typed: typed.trim() }));
      } else {
        setOpen(true);
        setActive(0);
      }
    } catch {
      setProblem(t('admin.idBoxFailed'));
    } finally {
      setOpening(false);
    }
  };

  const showList = open && typed.trim() !== '' && !problem;
  const status = !looksLikeId
    ? t('admin.idBoxNotAnId')
    : lookup.isError
      ? t('admin.idBoxFailed')
      : !settled && candidates.length === 0
        ? t('admin.idBoxLooking')
        : candidates.length === 0
          ? t('admin.idBoxNothing', { typed: paused.trim() })
          : null;

  return (
    <form
      role="search"
      aria-label={t('admin.idBoxLabel')}
      className="relative w-full sm:w-80"
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = showList && active >= 0 ? candidates[active] : undefined;
        if (chosen) choose(chosen);
        else void openTyped();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('admin.idBoxLabel')}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 && candidates[active] ? optionId(active) : undefined}
        inputMode="text"
        enterKeyHint="go"
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        placeholder={t('admin.idBoxPlaceholder')}
        value={typed}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        aria-busy={opening || lookup.isFetching || undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
          setActive(-1);
          setProblem(null);
        }}
        onFocus={() => setOpen(typed.trim() !== '')}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
            setProblem(null);
            if (candidates.length === 0) return;
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((current) =>
              current < 0 && step < 0
                ? candidates.length - 1
                : (current + step + candidates.length) % candidates.length,
            );
          } else if (event.key === 'Escape') {
            event.preventDefault();
            if (showList || problem) {
              setOpen(false);
              setActive(-1);
              setProblem(null);
            } else {
              reset();
            }
          }
        }}
        className="w-full rounded-lg border border-slate-300 bg-white py-1.5 pr-2 pl-8 font-mono text-sm text-slate-900 placeholder:font-sans placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600"
      />
      <div
        className={
          showList
            ? 'absolute top-full right-0 left-0 z-40 mt-1 max-h-96 overflow-y-auto rounded-md border border-slate-200 bg-white shadow-lg'
            : 'hidden'
        }
      >
        {/* Kept in the page while closed, so aria-controls always names it. */}
        <ul
          id={listId}
          role="listbox"
          aria-label={t('admin.idBoxCandidates')}
          className="divide-y divide-slate-100"
        >
          {showList
            ? candidates.map((candidate, index) => (
                <li
                  key={`${candidate.kind}-${candidate.id}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  aria-disabled={candidate.otherDesk || undefined}
                  // Chosen before the input's blur closes the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(candidate)}
                  onMouseMove={() => setActive(index)}
                  className={`flex cursor-pointer flex-col px-3 py-2 text-sm ${
                    index === active ? 'bg-brand-50' : ''
                  } ${candidate.otherDesk ? 'cursor-not-allowed text-slate-500' : 'text-slate-900'}`}
                >
                  <span className="flex flex-wrap items-baseline gap-x-2">
                    <span className="font-mono font-medium">{candidate.id}</span>
                    <span className="text-xs text-slate-600">{t(KIND_TEXT[candidate.kind])}</span>
                    <span className="ml-auto text-xs text-slate-700">
                      {STATE_TEXT[candidate.state] ? t(STATE_TEXT[candidate.state]!) : candidate.state}
                    </span>
                  </span>
                  <span className="wrap-anywhere">
                    {candidate.otherDesk
                      ? t('admin.idBoxOtherDesk', { desk: candidate.deskName ?? '' })
                      : [candidate.name, candidate.deskName].filter(Boolean).join(' · ')}
                  </span>
                  {candidate.erasedAt ? (
                    <span className="text-xs text-slate-600">
                      {t('admin.idBoxErased', { date: formatDate(candidate.erasedAt) })}
                    </span>
                  ) : null}
                </li>
              ))
            : null}
        </ul>
        {showList && status ? (
          <p role="status" className="px-3 py-2 text-sm text-slate-700">
            {status}
          </p>
        ) : null}
      </div>
      {problem ? (
        <p
          id={problemId}
          role="alert"
          className="absolute top-full right-0 left-0 z-40 mt-1 rounded-md border border-red-200 bg-white px-3 py-2 text-sm text-red-800 shadow"
        >
          {problem}
        </p>
      ) : null}
    </form>
  );
}
