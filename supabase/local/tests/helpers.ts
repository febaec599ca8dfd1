import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { inject, vi } from 'vitest'
import ws from 'ws'

/** The stack these helpers talk to: the fixture stack unless a test file points them at another. */
let target: () => string = () => inject('stackUrl')
export const useStack = (url: () => string) => void (target = url)
export const stackUrl = () => target()
export const anonKey = () => inject('anonKey')
export const serviceRoleKey = () => inject('serviceRoleKey')

/** A request to the REST API with the anon key, as supabase-js sends it. */
export const rest = (path: string, init: RequestInit = {}) =>
  fetch(`${stackUrl()}/rest/v1${path}`, { ...init, headers: { apikey: anonKey(), ...init.headers } })

/** A JSON write to the REST API with the anon key and the given Prefer header. */
export const restWrite = (method: string, path: string, body: unknown, prefer: string) =>
  rest(path, { method, headers: { 'content-type': 'application/json', prefer }, body: JSON.stringify(body) })

/** PostgREST's PGRST200 error for an embed with no foreign key between `from` and `to` in the public schema. */
export const noRelationship = (from: string, to: string) => ({
  code: 'PGRST200',
  message: `Could not find a relationship between '${from}' and '${to}' in the schema cache`,
  details: `Searched for a foreign key relationship between '${from}' and '${to}' in the schema 'public', but no matches were found.`,
})

/** A client that keeps its session in memory, like a fresh browser tab. */
export function anonClient(options: { flowType?: 'implicit' | 'pkce' } = {}): SupabaseClient {
  const memory = new Map<string, string>()
  return createClient(stackUrl(), anonKey(), {
    realtime: { transport: ws as never },
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: options.flowType ?? 'implicit',
      // auth.passkey.* and signInWithPasskey throw unless asked for (supabase-js marks them experimental).
      experimental: { passkey: true },
      storage: {
        getItem: (k) => memory.get(k) ?? null,
        setItem: (k, v) => void memory.set(k, v),
        removeItem: (k) => void memory.delete(k),
      },
    },
  })
}

export function adminClient(): SupabaseClient {
  return createClient(stackUrl(), serviceRoleKey(), {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, experimental: { passkey: true } },
  })
}

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.test`

export const PASSWORD = 'correct-horse-battery'

/**
 * A member with a confirmed address, made through the admin API (no sign-up mail, no rate limit) of this run's
 * stack, or of the one `stack` names. Sign-up itself is for the tests about sign-up.
 */
export async function confirmedUser(email: string, stack?: { url: string; serviceRoleKey: string }) {
  const admin = stack
    ? createClient(stack.url, stack.serviceRoleKey, {
        realtime: { transport: ws as never },
        auth: { persistSession: false, autoRefreshToken: false },
      })
    : adminClient()
  const { data, error } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
  if (error) throw error
  return data.user
}

/** A confirmed user, signed in on a client of their own. */
export async function signedInUser(label = 'user') {
  const email = uniqueEmail(label)
  const user = await confirmedUser(email)
  const client = anonClient()
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD })
  if (signIn.error) throw signIn.error
  return { client, email, id: user.id, session: signIn.data.session! }
}

export interface MailJson {
  id: string
  to: string
  subject: string
  text: string
  links: string[]
}

/** Waits for the newest mail to `to` whose subject matches. */
export async function latestMail(to: string, subject?: RegExp): Promise<MailJson> {
  return vi.waitFor(
    async () => {
      const res = await fetch(`${stackUrl()}/_local/mail.json?to=${encodeURIComponent(to)}`)
      const found = ((await res.json()) as MailJson[]).find((m) => !subject || subject.test(m.subject))
      if (!found) throw new Error(`no mail to ${to}`)
      return found
    },
    { timeout: 5000, interval: 50 },
  )
}

/** Resolves once `check` holds, polling what the test has observed so far (events, replies, a query's answer). */
export const until = (check: () => boolean | Promise<boolean>, ms = 5000) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('timed out waiting')
    },
    { timeout: ms, interval: 20 },
  )

export const otpFrom = (mail: MailJson) => /code: (\d{6})/.exec(mail.text)![1]
