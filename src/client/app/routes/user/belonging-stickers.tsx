import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  STICKER_SIZES,
  StickerSheet,
  type StickerSize,
} from '#client/features/belongings/components/sticker-sheet';
import { useT } from '#client/lib/i18n';
import { paths } from '#client/lib/paths';
import { usePageTitle } from '#client/lib/use-page-title';

const isSize = (value: string | null): value is StickerSize => STICKER_SIZES.includes(value as StickerSize);

/** The printable sheet of the belongings named in the address (?ids=…&size=small|medium|large). */
export function Component() {
  const t = useT();
  usePageTitle(t('belongings.sheetTitle'));
  const [params, setParams] = useSearchParams();
  const idsParam = params.get('ids') ?? '';
  const ids = useMemo(() => idsParam.split(',').filter(Boolean), [idsParam]);
  const sizeParam = params.get('size');
  const size: StickerSize = isSize(sizeParam) ? sizeParam : 'medium';
  return (
    <main id="main-content" className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3 print:hidden">
        <h1 className="text-2xl font-semibold text-slate-900">{t('belongings.sheetTitle')}</h1>
        <Link
          to={paths.user.belongings}
          className="text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          {t('belongings.backToBelongings')}
        </Link>
      </div>
      <StickerSheet
        ids={ids}
        size={size}
        onSize={(next) =>
          setParams((current) => ({ ...Object.fromEntries(current), size: next }), { replace: true })
        }
      />
    </main>
  );
}
