import ArrowDown from '~icons/lucide/arrow-down';
import ArrowUp from '~icons/lucide/arrow-up';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ManagedClaimMessageTemplate } from '#shared/schemas/claim-conversation';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#shared/i18n/languages';
import { Button } from '#client/components/ui/button';
import { DataTable, type Column } from '#client/components/ui/data-table';
import { Dialog } from '#client/components/ui/dialog';
import { failureText } from '#client/components/ui/form';
import { formatNumber } from '#client/lib/dates';
import { useLanguage, useT } from '#client/lib/i18n';
import {
  useRemoveClaimMessageTemplate,
  useReorderClaimMessageTemplates,
} from '#client/features/claim-message-templates/api/manage-claim-message-templates';
import { ClaimMessageTemplateDialog } from './claim-message-template-dialog';

/** A template's title in the console's language (the default one's when that is empty). */
const titleIn = (language: Language) => (template: ManagedClaimMessageTemplate) =>
  template.texts[language]?.title || (template.texts[DEFAULT_LANGUAGE]?.title ?? '');

/** The templates in the order the composer offers them: move one up or down, edit it, or remove it after asking. */
export function ClaimMessageTemplatesTable({ templates }: { templates: ManagedClaimMessageTemplate[] }) {
  const t = useT();
  const titleOf = titleIn(useLanguage());
  const remove = useRemoveClaimMessageTemplate();
  const reorder = useReorderClaimMessageTemplates();
  const [editing, setEditing] = useState<ManagedClaimMessageTemplate | null>(null);
  const [removing, setRemoving] = useState<ManagedClaimMessageTemplate | null>(null);

  const move = (from: number, to: number) => {
    const ordered = [...templates];
    const [moved] = ordered.splice(from, 1);
    ordered.splice(to, 0, moved!);
    reorder.mutate(ordered, {
      onSuccess: () =>
        toast.success(t('templates.moved', { title: titleOf(moved!), position: formatNumber(to + 1) })),
      onError: (error) =>
        toast.error(t('templates.reorderFailed'), {
          description: failureText(error, t('templates.loadError')),
        }),
    });
  };

  const onConfirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing._id);
      toast.success(t('templates.removed'));
    } catch (error) {
      toast.error(t('templates.removeFailed'), { description: failureText(error, t('templates.loadError')) });
    }
    setRemoving(null);
  };

  const columns: Column<ManagedClaimMessageTemplate>[] = [
    {
      key: 'title',
      header: t('templates.columnTitle'),
      wrap: 'words',
      cell: (template) => (
        <span className="flex flex-col">
          {LANGUAGES.map((language) => (
            <span
              key={language}
              lang={language}
              className={language === DEFAULT_LANGUAGE ? '' : 'text-slate-600'}
            >
              {template.texts[language]?.title}
            </span>
          ))}
        </span>
      ),
    },
    {
      key: 'text',
      header: t('templates.columnText'),
      wrap: 'words',
      cell: (template) => (
        <span className="flex flex-col gap-1">
          {LANGUAGES.map((language) => (
            <span
              key={language}
              lang={language}
              className={language === DEFAULT_LANGUAGE ? '' : 'text-slate-600'}
            >
              {template.texts[language]?.text}
            </span>
          ))}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('templates.columnActions'),
      sticky: true,
      cell: (template) => {
        const at = templates.indexOf(template);
        return (
          <div className="flex flex-col gap-1.5 xl:flex-row">
            <div className="flex gap-1.5">
              <Button
                variant="secondary"
                className="min-h-8 px-2 py-1"
                disabled={at === 0 || reorder.isPending}
                onClick={() => move(at, at - 1)}
              >
                <ArrowUp className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">
                  {t('templates.moveUp')} {titleOf(template)}
                </span>
              </Button>
              <Button
                variant="secondary"
                className="min-h-8 px-2 py-1"
                disabled={at === templates.length - 1 || reorder.isPending}
                onClick={() => move(at, at + 1)}
              >
                <ArrowDown className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">
                  {t('templates.moveDown')} {titleOf(template)}
                </span>
              </Button>
            </div>
            <Button variant="secondary" className="min-h-8 px-3 py-1" onClick={() => setEditing(template)}>
              {t('templates.edit')}
              <span className="sr-only"> {titleOf(template)}</span>
            </Button>
            <Button variant="danger" className="min-h-8 px-3 py-1" onClick={() => setRemoving(template)}>
              {t('templates.remove')}
              <span className="sr-only"> {titleOf(template)}</span>
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <DataTable
        caption={t('templates.pageTitle')}
        compact
        columns={columns}
        rows={templates}
        rowKey={(template) => template._id}
      />
      <ClaimMessageTemplateDialog
        template={editing}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(null);
        }}
        title={removing ? t('templates.removeNamed', { title: titleOf(removing) }) : t('templates.remove')}
        description={removing ? t('templates.removeConfirm', { title: titleOf(removing) }) : undefined}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              {t('templates.cancel')}
            </Button>
            <Button variant="danger" busy={remove.isPending} onClick={() => void onConfirmRemove()}>
              {t('templates.remove')}
            </Button>
          </>
        }
      />
    </>
  );
}
