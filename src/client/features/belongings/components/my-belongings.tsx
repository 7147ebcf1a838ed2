import Plus from '~icons/lucide/plus';
import Printer from '~icons/lucide/printer';
import { useId, useState } from 'react';
import { toCardImageUrl } from '#shared/image-urls';
import type { Belonging } from '#shared/schemas/belonging';
import { Button } from '#client/components/ui/button';
import { ButtonLink } from '#client/components/ui/button-link';
import { Dialog } from '#client/components/ui/dialog';
import { QueryState } from '#client/components/ui/query-state';
import { ApiError } from '#client/lib/api-client';
import { useT } from '#client/lib/i18n';
import { paths } from '#client/lib/paths';
import { toast } from '#client/lib/toast';
import {
  useBelongings,
  useRemoveBelonging,
  useReplaceStickerCode,
  useSaveBelonging,
} from '#client/features/belongings/api/belongings';
import { BelongingForm, useCategoryName } from './belonging-form';

type Editing = { kind: 'new' } | { kind: 'edit'; belonging: Belonging } | null;
type Confirming = { kind: 'remove' | 'replace'; belonging: Belonging } | null;

function BelongingCard({
  belonging,
  selected,
  onSelect,
  onEdit,
  onConfirm,
}: {
  belonging: Belonging;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onEdit: () => void;
  onConfirm: (kind: 'remove' | 'replace') => void;
}) {
  const t = useT();
  const categoryName = useCategoryName();
  const id = useId();
  const facts = [
    belonging.color,
    [belonging.brand, belonging.model].filter(Boolean).join(' '),
    belonging.serialNumber ? t('belongings.serialShort', { serial: belonging.serialNumber }) : '',
  ].filter(Boolean);
  return (
    <li>
      <article
        aria-labelledby={`${id}-name`}
        className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <input
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          aria-label={t('belongings.chooseForStickers', { name: belonging.name })}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1 wrap-anywhere">
          <h3 id={`${id}-name`} className="font-semibold text-slate-900">
            {belonging.name}
          </h3>
          <p className="text-sm text-slate-700">{categoryName(belonging.category)}</p>
          {facts.length > 0 ? <p className="text-sm text-slate-600">{facts.join(' · ')}</p> : null}
          {belonging.marks ? <p className="text-sm text-slate-600">{belonging.marks}</p> : null}
          {belonging.privateNote ? (
            <p className="text-sm text-slate-600">
              <span className="font-medium">{t('belongings.privateNoteShort')}</span> {belonging.privateNote}
            </p>
          ) : null}
          {belonging.photoUrls.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-2">
              {belonging.photoUrls.map((url) => (
                <li key={url}>
                  <img
                    src={toCardImageUrl(url) ?? url}
                    alt={t('belongings.photoAlt', { name: belonging.name })}
                    loading="lazy"
                    className="h-16 w-16 rounded-lg border border-slate-200 object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <p className="text-sm text-slate-600">
            {t('belongings.stickerCode')}{' '}
            <span className="font-mono text-slate-900">{belonging.stickerCode}</span>
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <ButtonLink variant="secondary" to={paths.user.stickers([belonging._id])}>
              <Printer className="h-4 w-4" aria-hidden="true" />
              {t('belongings.printSticker')}
            </ButtonLink>
            <Button variant="secondary" onClick={onEdit}>
              {t('belongings.edit')}
            </Button>
            <Button variant="ghost" onClick={() => onConfirm('replace')}>
              {t('belongings.replaceCode')}
            </Button>
            <Button variant="ghost" className="text-red-700" onClick={() => onConfirm('remove')}>
              {t('belongings.remove')}
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}

/** "My belongings": what the member registered, with their stickers, and the form to add or change one. */
export function MyBelongings() {
  const t = useT();
  const belongings = useBelongings();
  const save = useSaveBelonging();
  const remove = useRemoveBelonging();
  const replace = useReplaceStickerCode();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const list = belongings.data ?? [];
  const chosen = selected.filter((id) => list.some((belonging) => belonging._id === id));
  const busy = remove.isPending || replace.isPending;

  const confirm = () => {
    if (!confirming) return;
    const { kind, belonging } = confirming;
    const done = {
      onSuccess: () => {
        toast.success(
          kind === 'remove'
            ? t('belongings.removed', { name: belonging.name })
            : t('belongings.codeReplaced', { name: belonging.name }),
        );
        setConfirming(null);
      },
      onError: (error: Error) => {
        toast.error(t('belongings.actionFailed'), {
          description: error instanceof ApiError ? error.message : undefined,
        });
        setConfirming(null);
      },
    };
    if (kind === 'remove') remove.mutate(belonging._id, done);
    else replace.mutate(belonging._id, done);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => setEditing({ kind: 'new' })} disabled={editing !== null}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('belongings.addButton')}
        </Button>
        {chosen.length > 0 ? (
          <ButtonLink variant="secondary" to={paths.user.stickers(chosen)}>
            <Printer className="h-4 w-4" aria-hidden="true" />
            {t('belongings.printChosen', { count: chosen.length })}
          </ButtonLink>
        ) : null}
      </div>
      {editing ? (
        <section
          aria-label={
            editing.kind === 'new'
              ? t('belongings.addTitle')
              : t('belongings.editTitle', { name: editing.belonging.name })
          }
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h3 className="mb-4 font-semibold text-slate-900">
            {editing.kind === 'new'
              ? t('belongings.addTitle')
              : t('belongings.editTitle', { name: editing.belonging.name })}
          </h3>
          <BelongingForm
            {...(editing.kind === 'edit' ? { belonging: editing.belonging } : {})}
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              const saved = await save.mutateAsync({
                ...(editing.kind === 'edit' ? { id: editing.belonging._id } : {}),
                input,
              });
              toast.success(
                editing.kind === 'new'
                  ? t('belongings.added', { name: saved.name })
                  : t('belongings.saved', { name: saved.name }),
              );
              setEditing(null);
            }}
          />
        </section>
      ) : null}
      <QueryState
        isPending={belongings.isPending}
        isError={belongings.isError}
        isEmpty={list.length === 0}
        loadingText={t('belongings.loading')}
        errorText={t('belongings.loadFailed')}
        emptyText={t('belongings.empty')}
        onRetry={() => void belongings.refetch()}
      >
        <ul aria-label={t('belongings.listLabel')} className="flex flex-col gap-3">
          {list.map((belonging) => (
            <BelongingCard
              key={belonging._id}
              belonging={belonging}
              selected={chosen.includes(belonging._id)}
              onSelect={(on) =>
                setSelected((ids) =>
                  on ? [...ids, belonging._id] : ids.filter((id) => id !== belonging._id),
                )
              }
              onEdit={() => setEditing({ kind: 'edit', belonging })}
              onConfirm={(kind) => setConfirming({ kind, belonging })}
            />
          ))}
        </ul>
      </QueryState>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => (busy ? undefined : open ? undefined : setConfirming(null))}
        title={
          confirming?.kind === 'remove'
            ? t('belongings.removeTitle', { name: confirming.belonging.name })
            : t('belongings.replaceTitle', { name: confirming?.belonging.name ?? '' })
        }
        size="sm"
        footer={
          <>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(null)}>
              {t('belongings.keep')}
            </Button>
            <Button variant="danger" busy={busy} onClick={confirm}>
              {confirming?.kind === 'remove' ? t('belongings.remove') : t('belongings.replaceCode')}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          {confirming?.kind === 'remove' ? t('belongings.removeWarning') : t('belongings.replaceWarning')}
        </p>
      </Dialog>
    </div>
  );
}
