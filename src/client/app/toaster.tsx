import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_VISIBLE } from '#shared/constants/limits';
import { useT } from '#client/lib/i18n';

/** Where toasts appear (spec §7: bottom right, a few at a time). */
export default function Toaster() {
  const t = useT();
  return (
    <SonnerToaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE}
      closeButton
      // Sonner names its region and close buttons in English; a screen reader reads them in the page's language.
      containerAriaLabel={t('common.toastsRegion')}
      // Sonner's rich colours put green and red text on pale tints below WCAG
      // contrast; plain toasts keep dark text on white, with a coloured icon.
      toastOptions={{ classNames: { toast: 'text-slate-900' }, closeButtonAriaLabel: t('common.closeToast') }}
    />
  );
}
