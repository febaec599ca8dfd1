import { anonClient } from '../../server/supabase-client.ts'

const page = (title: string, text: string, status = 200) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Campus Network</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><main><h1>${title}</h1><p>${text}</p>` +
      '<p><a href="/settings/notifications">Notification settings</a></p></main></body></html>',
    { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  )

/** What the digest's links carry: `private.digest_tokens.token`, 24 random bytes in hex. */
const TOKEN = /^[0-9a-f]{48}$/

async function unsubscribe(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const invalid = () => page('Link not valid', 'This unsubscribe link is not valid any more.', 404)
  if (!TOKEN.test(token)) return invalid()
  const { data, error } = await anonClient().rpc('unsubscribe_digest', { token })
  if (error) return page('Something went wrong', 'Your choice could not be saved. Try the link again later.', 500)
  if (!data) return invalid()
  return page(
    'You are unsubscribed',
    'You will not receive digest e-mails any more. You can turn them on again in your settings.',
  )
}

/** GET /api/digest/unsubscribe?token= — the link in every digest; works signed out. POST: one-click (RFC 8058). */
export const GET = unsubscribe
export const POST = unsubscribe
