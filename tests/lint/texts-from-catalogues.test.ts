import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * A screen never writes out what a person reads: it comes from the catalogues in both
 * languages (eslint.config.js, decision 0041). Each case lints a component as if it stood in a
 * real file of the client.
 */
const SCREEN_FILE = 'src/client/features/found-reports/components/manual-entry-form.tsx';
const SERVER_FILE = 'src/server/services/pickups/pickup-mail.ts';

let eslint: ESLint;

async function findings(code: string, filePath = SCREEN_FILE): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').length;
}

const component = (jsx: string) =>
  `declare const t: (key: string) => string;\ndeclare const busy: boolean;\nexport const View = () => (${jsx});\n`;

describe('texts on screens come from the catalogues', () => {
  beforeAll(() => {
    // The lines are not files of the TypeScript project; rules that read types are off.
    eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
  });

  it('refuse text written out in JSX, in a label or hint, or chosen in its children', async () => {
    expect(await findings(component('<legend className="px-1">Founder Details</legend>'))).toBe(1);
    expect(await findings(component('<p>যিনি পেয়েছেন</p>'))).toBe(1);
    expect(await findings(component('<input aria-label="Search for an item" />'))).toBe(1);
    expect(await findings(component('<Field label="Founder Name" hint="As on the card" />'))).toBe(2);
    expect(
      await findings(component("<button>{busy ? 'Submitting Entry...' : 'Submit Entry'}</button>")),
    ).toBe(2);
  });

  it('let texts from the catalogues, class names, keys and data be', async () => {
    expect(
      await findings(component('<legend className="px-1 text-base">{t(\'admin.founderDetails\')}</legend>')),
    ).toBe(0);
    expect(await findings(component('<Field label={t(\'admin.founderName\')} type="email" />'))).toBe(0);
    expect(
      await findings(component('<div>{busy ? <span className="font-mono text-slate-900" /> : null}</div>')),
    ).toBe(0);
    expect(
      await findings(component("<p>{t(busy ? 'admin.submittingEntry' : 'admin.submitEntry')}</p>")),
    ).toBe(0);
    expect(await findings(component('<p>— {42} · ©</p>'))).toBe(0);
    // The server's own pages are written with the catalogues too, but not as React screens.
    expect(await findings('export const subject = "Item Stored";\n', SERVER_FILE)).toBe(0);
  });
});
