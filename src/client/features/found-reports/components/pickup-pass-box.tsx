import ScanLine from '~icons/lucide/scan-line';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button';
import { controlClass } from '#client/components/ui/form-field';
import { useT } from '#client/lib/i18n';
import { consolePaths } from '#client/lib/console-paths';

const PASS_CODE = /^CLM\d{6,}$/;

/**
 * A pass as a desk's scanner types it (the address its QR code holds) or as a
 * person reads it out ("clm 000042"), as the claim ID it names.
 */
export function passCodeOf(typed: string): string {
  const scanned = /\/admin\/pass\/([^/?#\s]+)/.exec(typed);
  const code = scanned ? decodeURIComponent(scanned[1]!) : typed;
  return code.replace(/[\s#]/g, '').toUpperCase();
}

/**
 * Today's Pickups' pass box: a scanner held to a member's pass, or the claim
 * ID typed, opens the handover of that claim.
 */
export function PickupPassBox() {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <form
      className="flex w-full flex-col gap-1 sm:w-80"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const code = passCodeOf(typed);
        if (!code) return;
        if (!PASS_CODE.test(code)) {
          setProblem(t('validation.passNotACode'));
          return;
        }
        void navigate(consolePaths.pass(code));
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('console.passBoxLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={300}
          placeholder={t('console.passBoxPlaceholder')}
          className={`${controlClass} font-mono placeholder:font-sans`}
          value={typed}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
          }}
        />
        <Button type="submit" variant="secondary">
          <ScanLine className="h-4 w-4" aria-hidden="true" />
          {t('console.passBoxOpen')}
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
