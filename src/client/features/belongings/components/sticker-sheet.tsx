import Printer from '~icons/lucide/printer';
import { useId } from 'react';
import type { MessageKey } from '#shared/i18n/message-key';
import type { Belonging } from '#shared/schemas/belonging';
import { Button } from '#client/components/ui/button';
import { QrCode } from '#client/components/ui/qr-code';
import { QueryState } from '#client/components/ui/query-state';
import { useT } from '#client/lib/i18n';
import { university } from '#client/lib/university';
import { useBelongings } from '#client/features/belongings/api/belongings';

export const STICKER_SIZES = ['small', 'medium', 'large'] as const;
export type StickerSize = (typeof STICKER_SIZES)[number];

const SIZE_LABELS = {
  small: 'belongings.sizeSmall',
  medium: 'belongings.sizeMedium',
  large: 'belongings.sizeLarge',
} as const satisfies Record<StickerSize, MessageKey>;

/** Each size's class (its millimetres are in styles.css), and how many of one belonging's stickers fill two rows of A4. */
const SIZES: Record<StickerSize, { className: string; perBelonging: number }> = {
  small: { className: 'sticker-small', perBelonging: 8 },
  medium: { className: 'sticker-medium', perBelonging: 6 },
  large: { className: 'sticker-large', perBelonging: 4 },
};

/** The address a sticker's QR code opens: the finder's page of its code, on this app. */
export const stickerUrl = (code: string) => `${window.location.origin}/s/${code}`;

function Sticker({ code, size }: { code: string; size: StickerSize }) {
  const t = useT();
  const address = `${window.location.host}/s/${code}`;
  return (
    <li className={`sticker ${SIZES[size].className}`}>
      <QrCode value={stickerUrl(code)} label={t('belongings.stickerQrLabel')} className="sticker-qr" />
      <p className="sticker-text">
        <span className="sticker-call">{t('belongings.stickerCall')}</span>
        <span className="sticker-university">{university().shortName}</span>
        <span className="sticker-address">{address}</span>
      </p>
    </li>
  );
}

/**
 * Stickers for the chosen belongings: each carries its code in a QR code and
 * in letters, with the app's address, never the member. On paper a row of
 * them per belonging on A4, with the page's chrome hidden.
 */
export function StickerSheet({
  ids,
  size,
  onSize,
}: {
  ids: string[];
  size: StickerSize;
  onSize: (size: StickerSize) => void;
}) {
  const t = useT();
  const sizeId = useId();
  const belongings = useBelongings();
  const chosen: Belonging[] = (belongings.data ?? []).filter((belonging) => ids.includes(belonging._id));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
        <p className="max-w-prose text-sm text-slate-600">{t('belongings.sheetIntro')}</p>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={sizeId} className="text-sm font-medium text-slate-800">
              {t('belongings.stickerSize')}
            </label>
            <select
              id={sizeId}
              value={size}
              onChange={(event) => onSize(event.target.value as StickerSize)}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
            >
              {STICKER_SIZES.map((one) => (
                <option key={one} value={one}>
                  {t(SIZE_LABELS[one])}
                </option>
              ))}
            </select>
          </div>
          <Button onClick={() => window.print()} disabled={chosen.length === 0}>
            <Printer className="h-4 w-4" aria-hidden="true" />
            {t('belongings.printStickers')}
          </Button>
        </div>
      </div>
      <QueryState
        isPending={belongings.isPending}
        isError={belongings.isError}
        isEmpty={chosen.length === 0}
        loadingText={t('belongings.loading')}
        errorText={t('belongings.loadFailed')}
        emptyText={t('belongings.noneChosen')}
        onRetry={() => void belongings.refetch()}
      >
        <div className="sticker-sheet flex flex-col gap-6">
          {chosen.map((belonging) => (
            <section key={belonging._id} aria-label={t('belongings.stickersFor', { name: belonging.name })}>
              <h2 className="mb-2 text-sm font-semibold text-slate-900 print:hidden">{belonging.name}</h2>
              <ul className="sticker-row flex flex-wrap gap-3">
                {Array.from({ length: SIZES[size].perBelonging }, (_, index) => (
                  <Sticker key={index} code={belonging.stickerCode} size={size} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </QueryState>
    </div>
  );
}
