import { translate } from '#server/lib/i18n';
import type { Language } from '#shared/i18n/languages';
import type { MessageKey } from '#shared/i18n/message-key';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface SignInPageOptions {
  /** The language of the app's page the person came from (its cookie or Accept-Language). */
  language: Language;
  universityName: string;
  emailDomain: string;
  /** The authorization request, carried through the form unchanged. */
  request: Record<string, string>;
  email?: string;
  name?: string;
  error?: MessageKey;
}

// Inline <style> is allowed by the app's CSP (style-src 'unsafe-inline'); the page needs no script.
const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f3f4f6; color: #111827; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: .75rem;
         box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
  p { line-height: 1.5; margin: 0 0 1rem; }
  .badge { display: inline-block; background: #fef3c7; color: #78350f; border-radius: 999px;
           padding: .15rem .6rem; font-size: .8rem; font-weight: 600; margin-bottom: .75rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .35rem; }
  input { box-sizing: border-box; width: 100%; padding: .6rem .7rem; border: 1px solid #6b7280;
          border-radius: .4rem; font-size: 1rem; }
  input:focus-visible, button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  button { margin-top: 1.5rem; width: 100%; padding: .7rem; border: 0; border-radius: .4rem;
           background: #1d4ed8; color: #fff; font-size: 1rem; font-weight: 600; cursor: pointer; }
  button:hover { background: #1e40af; }
  .error { background: #fee2e2; color: #7f1d1d; padding: .6rem .8rem; border-radius: .4rem; }
  .hint { color: #374151; font-size: .9rem; }
`;

/** The development provider's sign-in form: any email and name, no password. */
export function renderSignInPage(options: SignInPageOptions): string {
  const { language } = options;
  const text = (key: MessageKey, values?: Record<string, string>) =>
    escapeHtml(translate(language, key, values));
  const hidden = Object.entries(options.request)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  const error = options.error
    ? `<p class="error" role="alert" id="form-error">${text(options.error)}</p>`
    : '';
  const describedBy = options.error ? ' aria-describedby="form-error"' : '';
  return `<!doctype html>
<html lang="${language}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${text('development.title')}</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <span class="badge">${text('development.badge')}</span>
    <h1>${text('development.title')}</h1>
    <p>${text('development.intro', { universityName: options.universityName })}</p>
    <p class="hint">${text('development.hint', { emailDomain: options.emailDomain })}</p>
    ${error}
    <form method="post" action="auth" novalidate>
      ${hidden}
      <label for="email">${text('development.email')}</label>
      <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.email ?? '')}"${describedBy}>
      <label for="name">${text('development.name')}</label>
      <input id="name" name="name" type="text" autocomplete="name" required value="${escapeHtml(options.name ?? '')}">
      <button type="submit">${text('development.continue')}</button>
    </form>
  </main>
</body>
</html>`;
}

/** A dead end for requests that cannot go back to the client (unknown client or redirect). */
export function renderErrorPage(language: Language, message: MessageKey): string {
  const title = escapeHtml(translate(language, 'development.errorTitle'));
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${title}</title><style>${STYLE}</style></head>
<body><main><h1>${title}</h1><p class="error" role="alert">${escapeHtml(translate(language, message))}</p></main></body>
</html>`;
}
