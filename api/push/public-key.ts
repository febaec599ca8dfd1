import { vapidFromEnv } from '../../server/push-sender.ts'

/** GET /api/push/public-key — the VAPID public key browsers subscribe with, or null when push is not configured. */
export function GET(): Response {
  return Response.json({ publicKey: vapidFromEnv()?.publicKey ?? null }, { headers: { 'cache-control': 'no-store' } })
}
