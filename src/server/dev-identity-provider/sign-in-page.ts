const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface SignInPageOptions {
  universityName: string;
  emailDomain: string;
  /** The authorization request, carried through the form unchanged. */
  request: Record<string, string>;
  email?: string;
  name?: string;
  error?: string;
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
  const hidden = Object.entries(options.request)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  const error = options.error
    ? `<p class="error" role="alert" id="form-error">${escapeHtml(options.error)}</p>`
    : '';
  const describedBy = options.error ? ' aria-describedby="form-error"' : '';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Development sign-in</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <span class="badge">For development only</span>
    <h1>Development sign-in</h1>
    <p>This sign-in page is for development only and stands in for the ${escapeHtml(options.universityName)} account sign-in. It accepts any email address; the app then decides whether it belongs to the university.</p>
    <p class="hint">Use an address ending in @${escapeHtml(options.emailDomain)} to sign in as a member.</p>
    ${error}
    <form method="post" action="auth" novalidate>
      ${hidden}
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.email ?? '')}"${describedBy}>
      <label for="name">Name</label>
      <input id="name" name="name" type="text" autocomplete="name" required value="${escapeHtml(options.name ?? '')}">
      <button type="submit">Continue</button>
    </form>
  </main>
</body>
</html>`;
}

/** A dead end for requests that cannot go back to the client (unknown client or redirect). */
export function renderErrorPage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sign-in error</title><style>${STYLE}</style></head>
<body><main><h1>Sign-in error</h1><p class="error" role="alert">${escapeHtml(message)}</p></main></body>
</html>`;
}
