import type { CSSProperties } from 'react';
import { CATEGORY_CHIPS } from '../../../../shared/constants/category-chips';
import { CHIP_LOOP_SECONDS } from '../../../../shared/constants/limits';
import './category-chips-strip.css';

interface CategoryChipsStripProps {
  onPick: (label: string) => void;
}

/**
 * The 38 categories, scrolling slowly in a seamless loop (the list twice, spec
 * §2), paused under the pointer or the keyboard, and still when the system asks
 * for reduced motion. The copy is hidden from assistive tech and the tab order.
 */
export function CategoryChipsStrip({ onPick }: CategoryChipsStripProps) {
  const style = { '--chip-loop-duration': `${CHIP_LOOP_SECONDS}s` } as CSSProperties;
  return (
    <nav aria-label="Popular categories" className="category-chips-strip w-full overflow-hidden py-2">
      <div className="category-chips-track flex w-max gap-2" style={style}>
        <ul className="flex shrink-0 gap-2 pr-2">
          {CATEGORY_CHIPS.map((label) => (
            <li key={label} className="shrink-0">
              <ChipButton label={label} onPick={onPick} />
            </li>
          ))}
        </ul>
        <ul className="category-chips-copy flex shrink-0 gap-2 pr-2" aria-hidden="true">
          {CATEGORY_CHIPS.map((label) => (
            <li key={label} className="shrink-0">
              <ChipButton label={label} onPick={onPick} copy />
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

function ChipButton({
  label,
  onPick,
  copy = false,
}: {
  label: string;
  onPick: (label: string) => void;
  copy?: boolean;
}) {
  return (
    <button
      type="button"
      tabIndex={copy ? -1 : undefined}
      onClick={() => onPick(label)}
      className="rounded-full border border-brand-200 bg-white px-4 py-1.5 text-sm font-medium whitespace-nowrap text-brand-800 shadow-sm hover:border-brand-500 hover:bg-brand-50"
    >
      {label}
    </button>
  );
}
