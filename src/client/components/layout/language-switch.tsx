import Languages from '~icons/lucide/languages';
import { useState } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#shared/i18n/languages';
import { saveLanguage } from '#client/lib/save-language';
import { showLanguage, useLanguage, useT } from '#client/lib/i18n';
import { toast } from '#client/lib/toast';

/**
 * Offers the other language by its own name (বাংলা on an English page, English
 * on a Bangla one). The choice is kept (cookie, and a member's profile) before
 * the page changes, so a reload or the next mail follows it.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useT();
  const current = useLanguage();
  const [busy, setBusy] = useState(false);
  const other: Language = LANGUAGES.find((language) => language !== current) ?? 'en';
  const change = async () => {
    setBusy(true);
    try {
      await saveLanguage(other);
      await showLanguage(other);
    } catch {
      toast.error(t('common.languageChangeFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void change()}
      disabled={busy}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60 ${className}`}
    >
      <Languages className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only">{t('common.language')}: </span>
      <span lang={other} className="language-name">
        {LANGUAGE_NAMES[other]}
      </span>
    </button>
  );
}
