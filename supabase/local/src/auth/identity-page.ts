const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * Stands in for Google's consent screen when no Google client is configured: a developer picks a
 * test identity or makes one. The banner says plainly that this is not Google.
 */
export function renderIdentityPage(
  state: string,
  identities: { provider_id: string; email: string; name: string | null }[],
) {
  const s = escapeHtml(state)
  const existing = identities
    .map(
      (i) => `<form method="post" class="row">
  <input type="hidden" name="state" value="${s}"><input type="hidden" name="sub" value="${escapeHtml(i.provider_id)}">
  <input type="hidden" name="email" value="${escapeHtml(i.email)}"><input type="hidden" name="name" value="${escapeHtml(i.name ?? '')}">
  <button type="submit"><strong>${escapeHtml(i.name ?? i.email)}</strong><span>${escapeHtml(i.email)}</span></button>
</form>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local Google sign-in (development)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 3px #0002; }
  .banner { background: #fef3c7; border: 1px solid #f59e0b; border-radius: 8px; padding: .75rem; font-size: .9rem; }
  .row button { width: 100%; text-align: left; display: flex; flex-direction: column; padding: .75rem; margin: .25rem 0;
    border: 1px solid #d4d4d8; border-radius: 8px; background: #fff; cursor: pointer; font: inherit; }
  .row button:hover, .row button:focus-visible { border-color: #2563eb; outline: 2px solid #2563eb33; }
  .row span { color: #52525b; font-size: .875rem; }
  label { display: block; margin-top: .75rem; font-size: .875rem; font-weight: 600; }
  input[type=email], input[type=text] { width: 100%; box-sizing: border-box; padding: .6rem; border: 1px solid #d4d4d8; border-radius: 8px; font: inherit; }
  .primary { margin-top: 1rem; width: 100%; padding: .7rem; border: 0; border-radius: 8px; background: #2563eb; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
</style></head>
<body><main>
  <p class="banner" role="note"><strong>Local development sign-in.</strong> This page is not Google: no Google client is
  configured, so the local stack lets you choose a test identity. Set <code>GOOGLE_CLIENT_ID</code> and
  <code>GOOGLE_SECRET</code> to use real Google sign-in.</p>
  <h1>Continue with a test Google account</h1>
  ${existing ? `<h2>Existing test identities</h2>${existing}` : ''}
  <h2>New test identity</h2>
  <form method="post">
    <input type="hidden" name="state" value="${s}">
    <label for="email">Email</label><input id="email" name="email" type="email" required autocomplete="email">
    <label for="name">Full name</label><input id="name" name="name" type="text" autocomplete="name">
    <button class="primary" type="submit">Continue</button>
  </form>
</main></body></html>`
}
