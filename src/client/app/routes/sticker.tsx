import HeartHandshake from '~icons/lucide/heart-handshake';
import { useParams } from 'react-router';
import { Spinner } from '#client/components/ui/spinner';
import { useT } from '#client/lib/i18n';
import { university } from '#client/lib/university';
import { useSticker } from '#client/features/belongings/api/belongings';
import { FinderMessageForm } from '#client/features/belongings/components/finder-message-form';
import { useCategoryName } from '#client/features/belongings/components/belonging-form';
import { OfficeAddress } from '#client/features/static-pages/components/office-address';
import { PageShell } from '#client/features/static-pages/components/page-shell';

/** Where to hand the item in: the office, its address and hours, and a map. */
function DropOff() {
  const t = useT();
  const { office } = university();
  return (
    <section aria-labelledby="drop-off" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="drop-off" className="text-lg font-semibold text-slate-900">
        {t('belongings.dropOffTitle')}
      </h2>
      <p className="mt-2 text-slate-700">{t('belongings.dropOffText', { office: office.name })}</p>
      <OfficeAddress hoursLabel={t('belongings.openingHours')} />
    </section>
  );
}

/**
 * The finder's page (/s/:code): what a stranger's phone opens from a sticker.
 * It thanks them, says where to hand the item in, and lets them write to the
 * owner, whom it never names.
 */
export function Component() {
  const t = useT();
  const { code = '' } = useParams();
  const sticker = useSticker(code);
  const categoryName = useCategoryName();
  const { name } = university();
  return (
    <PageShell
      title={t('belongings.finderTitle', { university: name })}
      icon={<HeartHandshake className="h-6 w-6" />}
      lead={
        sticker.data
          ? t('belongings.finderLead', { category: categoryName(sticker.data.category) })
          : undefined
      }
    >
      <div className="flex flex-col gap-6">
        {sticker.isPending ? (
          <div className="flex items-center gap-3 py-6 text-slate-700">
            <Spinner size="sm" label="" />
            <span role="status">{t('belongings.finderLoading')}</span>
          </div>
        ) : sticker.isError ? (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
            {sticker.error.message}
          </p>
        ) : (
          <section aria-labelledby="write-owner" className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="write-owner" className="text-lg font-semibold text-slate-900">
              {t('belongings.finderFormTitle')}
            </h2>
            <p className="mt-1 mb-4 text-sm text-slate-600">{t('belongings.finderFormIntro')}</p>
            <FinderMessageForm code={code} />
          </section>
        )}
        <DropOff />
      </div>
    </PageShell>
  );
}
