import type { Mail } from './auth/mailer.ts'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The local mailbox as a page a person can use: newest first, each mail readable with working links. */
export function renderMailbox(mails: Mail[], filter: string | null): string {
  const items = mails
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong> <span>to ${escapeHtml(m.to)}</span>
  <time datetime="${m.created_at}">${new Date(m.created_at).toLocaleString('en-GB', { timeZone: 'UTC' })} UTC</time></header>
  <div class="body">${m.html}</div>
</article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
  main { max-width: 48rem; margin: 0 auto; padding: 1rem; }
  form { display: flex; gap: .5rem; margin-bottom: 1rem; flex-wrap: wrap; }
  input { flex: 1; min-width: 12rem; padding: .5rem; border: 1px solid #d4d4d8; border-radius: 8px; font: inherit; }
  button, .clear { padding: .5rem 1rem; border-radius: 8px; border: 1px solid #d4d4d8; background: #fff; font: inherit; cursor: pointer; color: inherit; text-decoration: none; }
  article { background: #fff; border-radius: 12px; padding: 1rem; margin-bottom: .75rem; box-shadow: 0 1px 3px #0002; }
  header { display: flex; gap: .5rem; flex-wrap: wrap; align-items: baseline; }
  header span, time { color: #52525b; font-size: .875rem; }
  .body a { color: #2563eb; font-weight: 600; }
</style></head>
<body><main>
  <h1>Local mailbox</h1>
  <p>Every email the local stack sends lands here. JSON for scripts: <a href="/_local/mail.json">/_local/mail.json</a>.</p>
  <form method="get"><label for="to" class="sr">Recipient</label>
    <input id="to" name="to" type="email" placeholder="Filter by recipient" value="${escapeHtml(filter ?? '')}">
    <button type="submit">Filter</button>${filter ? '<a class="clear" href="/_local/mail">Show all</a>' : ''}</form>
  ${items || '<p>No mail yet. Sign up or ask for a password reset, and the email appears here.</p>'}
</main></body></html>`
}
