import { FinderMessages } from '#client/features/belongings/components/finder-messages';
import { MyBelongings } from '#client/features/belongings/components/my-belongings';
import { useT } from '#client/lib/i18n';
import { usePageTitle } from '#client/lib/use-page-title';

/** "My belongings": things the member owns, their QR stickers, and what finders wrote. */
export function Component() {
  const t = useT();
  usePageTitle(t('belongings.pageTitle'));
  return (
    <main id="main-content" className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">{t('belongings.pageTitle')}</h1>
        <p className="text-sm text-slate-600">{t('belongings.pageIntro')}</p>
      </div>
      <section aria-labelledby="finder-messages" className="flex flex-col gap-3">
        <h2 id="finder-messages" className="text-lg font-semibold text-slate-900">
          {t('belongings.messagesTitle')}
        </h2>
        <FinderMessages />
      </section>
      <section aria-labelledby="my-belongings" className="flex flex-col gap-3">
        <h2 id="my-belongings" className="text-lg font-semibold text-slate-900">
          {t('belongings.listTitle')}
        </h2>
        <MyBelongings />
      </section>
    </main>
  );
}
