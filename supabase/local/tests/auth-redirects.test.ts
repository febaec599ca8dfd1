import { describe, expect, it } from 'vitest'
import { isAllowedRedirect } from '../src/auth/redirects.ts'
import { adminClient, anonClient, latestMail, PASSWORD, uniqueEmail } from './helpers.ts'

/**
 * `redirect_to` as GoTrue judges it (`IsRedirectURLValid`): the site URL's host and scheme (any port when that
 * host is a loopback name), any loopback IP, or an `additional_redirect_urls` glob; anything else falls back to
 * the site URL. The shared stack reads supabase/config.toml: site http://localhost:5173, allow-list
 * http://localhost:5173/**, http://127.0.0.1:5173/**, http://localhost:4173/**.
 */
describe('auth redirects: the rule', () => {
  const allowed = (target: string, site: string, list: string[] = []) => isAllowedRedirect(target, site, list)

  it('takes the site URL’s host and scheme on its port, or on any port when the host is a loopback name', () => {
    expect(allowed('http://localhost:5173/welcome', 'http://localhost:5173')).toBe(true)
    expect(allowed('http://localhost:3000/callback', 'http://localhost:5173')).toBe(true)
    expect(allowed('http://localhost/callback', 'http://localhost:5173')).toBe(true)
    expect(allowed('http://127.0.0.1:4000/x', 'http://127.0.0.1:3000')).toBe(true)
    expect(allowed('http://[::1]:4000/x', 'http://[::1]:3000')).toBe(true)
    expect(allowed('http://0.0.0.0:4000/x', 'http://0.0.0.0:3000')).toBe(true)
    // Not another scheme, and a name that is not loopback keeps its port.
    expect(allowed('https://localhost:5173/', 'http://localhost:5173')).toBe(false)
    expect(allowed('https://app.example.com/x', 'https://app.example.com')).toBe(true)
    expect(allowed('https://app.example.com:8443/x', 'https://app.example.com')).toBe(false)
    // Go's URL parser: the host as written (no lowercasing), the port as written (no default-port folding).
    expect(allowed('http://LOCALHOST:3000/', 'http://localhost:5173')).toBe(false)
    expect(allowed('https://app.example.com:443/x', 'https://app.example.com')).toBe(false)
  })

  it('takes any loopback IP, and never another IP or a decimal host, allow-listed or not', () => {
    const site = 'https://app.example.com'
    expect(allowed('http://127.0.0.1:9999/cb', site)).toBe(true)
    expect(allowed('http://127.8.9.10/cb', site)).toBe(true)
    expect(allowed('http://[::1]:8080/cb', site)).toBe(true)
    expect(allowed('http://[::ffff:127.0.0.1]/cb', site)).toBe(true)
    expect(allowed('http://0.0.0.0:5173/', 'http://localhost:5173')).toBe(false)
    expect(allowed('http://10.0.0.1/x', site, ['http://10.0.0.1/**'])).toBe(false)
    expect(allowed('http://2130706433/', site, ['**'])).toBe(false)
    expect(allowed('http://exa_mple.com/', site, ['**'])).toBe(false)
  })

  it('matches the allow-list as GoTrue’s globs: * within a label or segment, ** across, the whole URL', () => {
    const site = 'https://app.example.com'
    const list = [
      'https://*.example.org/**',
      'https://preview.example.net/auth/*',
      'https://exact.example.net',
      'myapp://callback',
      'https://{a,b}.example.io/?',
      'https://[p-r]x.example.io/[!0-9]',
    ]
    const ok = (target: string) => allowed(target, site, list)
    expect(ok('https://one.example.org/any/path?q=1')).toBe(true)
    expect(ok('https://one.two.example.org/x')).toBe(false)
    expect(ok('https://preview.example.net/auth/callback')).toBe(true)
    expect(ok('https://preview.example.net/auth/a/b')).toBe(false)
    expect(ok('https://preview.example.net/auth/page.html')).toBe(false)
    expect(ok('https://exact.example.net')).toBe(true)
    expect(ok('https://exact.example.net/')).toBe(false)
    expect(ok('myapp://callback')).toBe(true)
    expect(ok('myapp://callback/more')).toBe(false)
    expect(ok('https://b.example.io/z')).toBe(true)
    expect(ok('https://c.example.io/z')).toBe(false)
    expect(ok('https://qx.example.io/z')).toBe(true)
    expect(ok('https://qx.example.io/5')).toBe(false)
    // The fragment is not matched; the user-info trick names another host.
    expect(ok('https://one.example.org/cb#https://evil.example')).toBe(true)
    expect(ok('https://evil.example#https://one.example.org/')).toBe(false)
    expect(allowed('http://localhost:5173@evil.example/', 'http://localhost:5173')).toBe(false)
    // Anything Go's parser refuses is refused.
    expect(allowed('http://localhost:5173/%zz', 'http://localhost:5173')).toBe(false)
    expect(allowed('http://ex ample.com/', site, ['**'])).toBe(false)
    expect(allowed('', site, ['**'])).toBe(false)
  })
})

describe('auth redirects: through supabase-js', () => {
  const linkRedirect = async (redirectTo: string) => {
    const { data, error } = await adminClient().auth.admin.generateLink({
      type: 'signup',
      email: uniqueEmail('redirect'),
      password: PASSWORD,
      options: { redirectTo },
    })
    if (error) throw error
    return data.properties.redirect_to
  }

  it('keeps a target on a loopback host at any port, and falls back to the site URL otherwise', async () => {
    expect(await linkRedirect('http://localhost:3000/auth/callback')).toBe('http://localhost:3000/auth/callback')
    expect(await linkRedirect('http://127.0.0.1:61234/cb')).toBe('http://127.0.0.1:61234/cb')
    expect(await linkRedirect('http://localhost:4173/settings')).toBe('http://localhost:4173/settings')
    expect(await linkRedirect('https://evil.example/steal')).toBe('http://localhost:5173')
    expect(await linkRedirect('http://2130706433/')).toBe('http://localhost:5173')
  })

  it('sends a recovery link back to a native app’s loopback port', async () => {
    const email = uniqueEmail('redirect-recover')
    await adminClient().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
    const { error } = await anonClient().auth.resetPasswordForEmail(email, {
      redirectTo: 'http://localhost:8123/reset',
    })
    expect(error).toBeNull()
    const link = (await latestMail(email, /password/i)).links.find((l) => l.includes('/verify'))!
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://localhost:8123/reset')
    const res = await fetch(link, { redirect: 'manual' })
    expect(res.headers.get('location')).toMatch(/^http:\/\/localhost:8123\/reset#access_token=/)
  })
})
