import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { SignJWT, decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ws from 'ws'
import type { RunningStack } from '../src/server.ts'
import { PASSWORD, anonKey, confirmedUser, stackUrl, uniqueEmail } from './helpers.ts'
import { startFixtureStack } from '../../../tests/setup/test-database.ts'

// A stack of its own whose config names an ES256 signing key, as `supabase gen signing-key` writes one.
let running: RunningStack
beforeAll(async () => {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), kid: 'local-test-key', alg: 'ES256', use: 'sig' }
  const dir = mkdtempSync(join(tmpdir(), 'signing-keys-'))
  writeFileSync(join(dir, 'signing_keys.json'), JSON.stringify([jwk]))
  running = await startFixtureStack({
    config: { enableConfirmations: false, signingKeysPath: join(dir, 'signing_keys.json') },
  })
})
afterAll(() => running?.close())

function recordingClient() {
  const calls: string[] = []
  const client = createClient(running.url, running.stack.keys.anonKey, {
    global: {
      fetch: (input, init) => {
        calls.push(new URL(String(input instanceof Request ? input.url : input)).pathname)
        return fetch(input, init)
      },
    },
    realtime: { transport: ws as never },
    auth: { persistSession: true, autoRefreshToken: false, detectSessionInUrl: false, storageKey: `k-${calls.length}` },
  })
  return { client, calls }
}

describe('auth: asymmetric signing keys and JWKS (signing_keys_path)', () => {
  it('serves the public key at /.well-known/jwks.json, without an apikey and without the private part', async () => {
    const res = await fetch(`${running.url}/auth/v1/.well-known/jwks.json`)
    expect(res.status).toBe(200)
    const { keys } = (await res.json()) as { keys: Record<string, unknown>[] }
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatchObject({ kid: 'local-test-key', alg: 'ES256', kty: 'EC', crv: 'P-256' })
    expect(keys[0]).not.toHaveProperty('d')
  })

  it('signs access tokens with ES256; getClaims verifies them locally with the JWKS', async () => {
    const { client, calls } = recordingClient()
    const email = uniqueEmail('es256')
    await confirmedUser(email, { url: running.url, serviceRoleKey: running.stack.keys.serviceRoleKey })
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD })
    expect(error).toBeNull()
    expect(decodeProtectedHeader(data.session!.access_token)).toMatchObject({ alg: 'ES256', kid: 'local-test-key' })
    calls.length = 0
    const claims = await client.auth.getClaims()
    expect(claims.error).toBeNull()
    expect(claims.data!.claims).toMatchObject({ email, role: 'authenticated', aal: 'aal1' })
    expect(calls).toEqual(['/auth/v1/.well-known/jwks.json'])
    // The stack itself accepts the token everywhere (auth here; REST, storage and realtime share the check).
    expect((await client.auth.getUser()).data.user?.email).toBe(email)
  })

  it('refuses a token signed by another key with the same kid', async () => {
    const { privateKey } = await generateKeyPair('ES256')
    const forged = await new SignJWT({ sub: '00000000-0000-4000-8000-000000000001', role: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid: 'local-test-key' })
      .setExpirationTime('1h')
      .sign(privateKey)
    const res = await fetch(`${running.url}/auth/v1/user`, {
      headers: { apikey: running.stack.keys.anonKey, authorization: `Bearer ${forged}` },
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ code: 'bad_jwt' })
  })

  it('a project on the legacy secret publishes no keys: getClaims falls back to asking the server', async () => {
    const res = await fetch(`${stackUrl()}/auth/v1/.well-known/jwks.json`, { headers: { apikey: anonKey() } })
    expect(await res.json()).toEqual({ keys: [] })
  })
})
