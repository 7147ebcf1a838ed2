import type { CSSProperties, MouseEvent } from 'react';
import { CATEGORY_CHIP_KEYS, CATEGORY_CHIPS } from '#shared/constants/category-chips';
import { CHIP_LOOP_SECONDS } from '#shared/constants/limits';
import { useT } from '#client/lib/i18n';
import './category-chips-strip.css';

interface CategoryChipsStripProps {
  onPick: (label: string) => void;
}

const chipClass =
  'rounded-full border border-brand-200 bg-white px-4 py-1.5 text-sm font-medium whitespace-nowrap text-brand-800 shadow-sm hover:border-brand-500 hover:bg-brand-50';

/**
 * The 38 categories, scrolling slowly in a seamless loop (the list twice, spec
 * §2), paused under the pointer or the keyboard, and still when the system asks
 * for reduced motion. The copy is hidden from assistive tech and the tab order.
 *
 * The 76 chips are plain buttons with one click handler on the strip: they are
 * most of the search screen's elements, and the app's first render over the
 * prerendered screen (on a slow phone, a task that blocks input) costs less
 * without a component and a handler per chip.
 */
export function CategoryChipsStrip({ onPick }: CategoryChipsStripProps) {
  const t = useT();
  const labels = CATEGORY_CHIPS.map((chip) => t(CATEGORY_CHIP_KEYS[chip]));
  const style = { '--chip-loop-duration': `${CHIP_LOOP_SECONDS}s` } as CSSProperties;
  const pick = (event: MouseEvent<HTMLElement>) => {
    const label = (event.target as Element).closest<HTMLElement>('button[data-chip]')?.dataset.chip;
    if (label) onPick(label);
  };
  return (
    <nav
      aria-label={t('search.categories')}
      className="category-chips-strip w-full overflow-hidden py-2"
      onClick={pick}
    >
      <div className="category-chips-track flex w-max gap-2" style={style}>
        <ul className="flex shrink-0 gap-2 pr-2">
          {labels.map((label) => (
            <li key={label} className="shrink-0">
              <button type="button" data-chip={label} className={chipClass}>
                {label}
              </button>
            </li>
          ))}
        </ul>
        <ul className="category-chips-copy flex shrink-0 gap-2 pr-2" aria-hidden="true">
          {labels.map((label) => (
            <li key={label} className="shrink-0">
              <button type="button" data-chip={label} tabIndex={-1} className={chipClass}>
                {label}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
