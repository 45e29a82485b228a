/** The emulator's stand-in for Shopify's hosted customer account login page. */

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!,
  );
}

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#1b1b1b}' +
  'label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;font:inherit;box-sizing:border-box}' +
  'button{margin-top:1rem;padding:.6rem 1.2rem;font:inherit;background:#1b1b1b;color:#fff;border:0;border-radius:4px}' +
  '[role=alert]{color:#a40000}';

export function renderLoginPage(view: {
  action: string;
  /** The authorize request's query (`?client_id=…`), carried through the form. */
  query: string;
  lang: string | null;
  email: string;
  error: string | null;
}): string {
  const lang = view.lang && /^[a-zA-Z-]{2,10}$/.test(view.lang) ? view.lang : 'en';
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in · Alderline</title><style>${STYLE}</style></head>
<body>
<main>
<h1>Sign in to Alderline</h1>
<p><small>Emulated Shopify customer accounts.</small></p>
${view.error ? `<p role="alert">${escapeHtml(view.error)}</p>` : ''}
<form method="post" action="${escapeHtml(view.action)}">
<input type="hidden" name="authorize" value="${escapeHtml(view.query.replace(/^\?/, ''))}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(view.email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Continue</button>
</form>
</main>
</body>
</html>`;
}

export function renderMessagePage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}
