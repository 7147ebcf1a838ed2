import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  claimMessageTemplateInputSchema,
  MAX_CLAIM_MESSAGE,
  MAX_TEMPLATE_TITLE,
  type ManagedClaimMessageTemplate,
} from '#shared/schemas/claim-conversation';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, type Language } from '#shared/i18n/languages';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { failureText } from '#client/components/ui/form';
import { FormAlert } from '#client/components/ui/form-alert';
import { TextAreaField, TextField } from '#client/components/ui/form-field';
import { useLanguage, useT } from '#client/lib/i18n';
import { useSaveClaimMessageTemplate } from '#client/features/claim-message-templates/api/manage-claim-message-templates';

type Draft = Record<Language, { title: string; text: string }>;

const draftOf = (template: ManagedClaimMessageTemplate | null): Draft =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      { title: template?.texts[language]?.title ?? '', text: template?.texts[language]?.text ?? '' },
    ]),
  ) as Draft;

interface ClaimMessageTemplateDialogProps {
  /** The template to change; null adds one. */
  template: ManagedClaimMessageTemplate | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds or changes a staff template: its title and text in every language, side by side on a wide screen. */
export function ClaimMessageTemplateDialog({
  template,
  open,
  onOpenChange,
}: ClaimMessageTemplateDialogProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        template
          ? t('templates.editNamed', {
              title: template.texts[language]?.title || (template.texts[DEFAULT_LANGUAGE]?.title ?? ''),
            })
          : t('templates.addTemplate')
      }
      size="lg"
    >
      {/* Opened afresh each time: a closed dialog's draft is let go. */}
      {open ? <TemplateForm template={template} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function TemplateForm({
  template,
  onDone,
}: {
  template: ManagedClaimMessageTemplate | null;
  onDone: () => void;
}) {
  const t = useT();
  const save = useSaveClaimMessageTemplate(template?._id ?? null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(template));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = (language: Language, field: 'title' | 'text', value: string) =>
    setDraft((current) => ({ ...current, [language]: { ...current[language], [field]: value } }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = claimMessageTemplateInputSchema.safeParse({ texts: draft });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
    } catch (error) {
      setFailure(failureText(error, t('templates.saveFailed')));
      return;
    }
    toast.success(t('templates.saved'));
    onDone();
  };

  const error = (language: Language, field: 'title' | 'text') => errors[`texts.${language}.${field}`];

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormAlert>{failure}</FormAlert>
      <div className="grid gap-4 md:grid-cols-2">
        {LANGUAGES.map((language) => (
          <fieldset
            key={language}
            lang={language}
            className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3"
          >
            <legend className="px-1 text-sm font-medium text-slate-800">{LANGUAGE_NAMES[language]}</legend>
            <TextField
              label={t('templates.fieldTitle')}
              required
              maxLength={MAX_TEMPLATE_TITLE}
              hint={t('templates.titleHint')}
              value={draft[language].title}
              onChange={(event) => set(language, 'title', event.target.value)}
              error={error(language, 'title')}
            />
            <TextAreaField
              label={t('templates.fieldText')}
              required
              maxLength={MAX_CLAIM_MESSAGE}
              rows={5}
              value={draft[language].text}
              onChange={(event) => set(language, 'text', event.target.value)}
              error={error(language, 'text')}
            />
          </fieldset>
        ))}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t('templates.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? t('templates.saving') : t('templates.save')}
        </Button>
      </div>
    </form>
  );
}
