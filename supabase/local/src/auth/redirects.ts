import { isIPv4, isIPv6 } from 'node:net'

/**
 * GoTrue's redirect rule (`IsRedirectURLValid`, internal/utilities/request.go), in this order:
 * 1. the site URL's host and scheme, on the site URL's port, or on any port when the host is a loopback
 *    name (localhost, 127.0.0.1, ::1, 0.0.0.0, ::; RFC 8252 §7.3, native apps pick their port);
 * 2. a host written as a bare decimal number never; a host that is an IP address only when it is a loopback
 *    one (then always, whatever the scheme, port or allow-list); for http(s), no host with characters other
 *    than letters, digits, dots and hyphens;
 * 3. otherwise the URL, without its fragment, must match one of the `additional_redirect_urls` globs.
 * URLs are read as Go's net/url reads them (the host as written, neither lowercased nor with its default port
 * folded away, and no WHATWG rewriting of `2130706433` into 127.0.0.1), since that decides which rule applies.
 */
export function isAllowedRedirect(target: string, siteUrl: string, allowList: string[]): boolean {
  if (!target) return false
  const base = parseUrl(siteUrl)
  const ref = parseUrl(target)
  if (!base || !ref) return false
  const site = splitHostPort(base.host)
  const { hostname, port } = splitHostPort(ref.host)
  if (site.hostname === hostname && base.scheme === ref.scheme && (site.port === port || isLoopbackName(hostname)))
    return true
  if (/^[0-9]+$/.test(hostname)) return false
  const ip = ipLoopback(hostname)
  if (ip !== null) return ip
  const http = ref.scheme === 'http' || ref.scheme === 'https'
  if (http && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(hostname)) return false
  const withoutFragment = target.split('#')[0]
  return allowList.some((pattern) => compileGlob(pattern)?.test(withoutFragment) ?? false)
}

const isLoopbackName = (hostname: string) =>
  ['localhost', '127.0.0.1', '::1', '0.0.0.0', '::'].includes(hostname.toLowerCase())

/** Whether an IP address is a loopback one (127.0.0.0/8, ::1, IPv4-mapped 127/8); null when not an IP. */
function ipLoopback(hostname: string): boolean | null {
  if (isIPv4(hostname)) return hostname.startsWith('127.')
  // Go's ParseIP takes no zone (`fe80::1%eth0`).
  if (!isIPv6(hostname) || hostname.includes('%')) return null
  const canonical = new URL(`http://[${hostname}]`).hostname.slice(1, -1)
  return canonical === '::1' || /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(canonical)
}

/** The parts of a URL the rule reads, as Go's `url.Parse` finds them; null where Go answers an error. */
function parseUrl(raw: string): { scheme: string; host: string } | null {
  const hash = raw.indexOf('#')
  const main = hash < 0 ? raw : raw.slice(0, hash)
  if (hash >= 0 && !validEscapes(raw.slice(hash + 1))) return null
  if ([...main].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null
  if (main.startsWith(':')) return null
  const schemeMatch = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(main)
  const scheme = schemeMatch ? schemeMatch[1].toLowerCase() : ''
  let rest = schemeMatch ? main.slice(schemeMatch[0].length) : main
  const query = rest.indexOf('?')
  if (query >= 0) rest = rest.slice(0, query)
  if (!rest.startsWith('/')) {
    if (scheme) return { scheme, host: '' } // opaque, like `mailto:a@b`
    const colon = rest.indexOf(':')
    const slash = rest.indexOf('/')
    if (colon >= 0 && (slash < 0 || colon < slash)) return null
  }
  let host = ''
  if ((scheme || !rest.startsWith('///')) && rest.startsWith('//')) {
    const end = rest.indexOf('/', 2)
    const authority = end < 0 ? rest.slice(2) : rest.slice(2, end)
    rest = end < 0 ? '' : rest.slice(end)
    const at = authority.lastIndexOf('@')
    if (
      at >= 0 &&
      !(/^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/.test(authority.slice(0, at)) && validEscapes(authority.slice(0, at)))
    )
      return null
    const parsed = parseHost(authority.slice(at + 1))
    if (parsed === null) return null
    host = parsed
  }
  return validEscapes(rest) ? { scheme, host } : null
}

/** Go's `parseHost`: a valid optional port, bracketed IPv6, and only host characters (percent-escapes decoded). */
function parseHost(host: string): string | null {
  if (host.startsWith('[')) {
    const close = host.lastIndexOf(']')
    if (close < 0 || !validOptionalPort(host.slice(close + 1))) return null
    const inside = host.slice(1, close)
    const zone = inside.indexOf('%25')
    if (!isIPv6(zone < 0 ? inside : inside.slice(0, zone))) return null
    if (zone >= 0) {
      const address = unescapeHost(host.slice(0, zone + 1))
      const zoneId = decodeEscapes(inside.slice(zone))
      const tail = unescapeHost(host.slice(close))
      return address === null || zoneId === null || tail === null ? null : address + zoneId + tail
    }
  } else {
    const colon = host.lastIndexOf(':')
    if (colon >= 0 && !validOptionalPort(host.slice(colon))) return null
  }
  return unescapeHost(host)
}

const validOptionalPort = (port: string) => port === '' || /^:[0-9]*$/.test(port)

/** Go's `unescape(host, encodeHost)`: `%XX` only for bytes of 0x80 and up (or `%25`), no other escapable ASCII. */
function unescapeHost(host: string): string | null {
  for (let i = 0; i < host.length; i++) {
    const c = host[i]
    if (c === '%') {
      const hex = host.slice(i + 1, i + 3)
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return null
      if (parseInt(hex[0], 16) < 8 && hex !== '25') return null
      i += 2
    } else if (c.charCodeAt(0) < 0x80 && !/[A-Za-z0-9\-._~!$&'()*+,;=:[\]<>"]/.test(c)) {
      return null
    }
  }
  return decodeEscapes(host)
}

const validEscapes = (s: string) => !/%(?![0-9a-fA-F]{2})/.test(s)

function decodeEscapes(s: string): string | null {
  if (!validEscapes(s)) return null
  const bytes: number[] = []
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '%') {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(...Buffer.from(s[i], 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** Go's `Hostname()` and `Port()`: the port after the last colon when it is all digits, brackets removed. */
function splitHostPort(hostPort: string): { hostname: string; port: string } {
  let hostname = hostPort
  let port = ''
  const colon = hostPort.lastIndexOf(':')
  if (colon >= 0 && validOptionalPort(hostPort.slice(colon))) {
    hostname = hostPort.slice(0, colon)
    port = hostPort.slice(colon + 1)
  }
  if (hostname.startsWith('[') && hostname.endsWith(']')) hostname = hostname.slice(1, -1)
  return { hostname, port }
}

const globs = new Map<string, RegExp | null>()

/**
 * An allow-list entry as GoTrue compiles it (a glob with `.` and `/` as separators): `*` any run of characters
 * but separators, `**` any run at all, `?` one character but a separator, `[abc]` `[a-z]` `[!abc]` `[!a-z]` one
 * character, `{a,b}` either pattern, `\` takes the next character as it is. The whole URL must match. A
 * pattern GoTrue could not compile matches nothing.
 */
export function compileGlob(pattern: string): RegExp | null {
  if (globs.has(pattern)) return globs.get(pattern)!
  let regex: RegExp | null
  try {
    regex = new RegExp(`^${globSource([...pattern])}$`, 'u')
  } catch {
    regex = null
  }
  if (globs.size > 1000) globs.clear()
  globs.set(pattern, regex)
  return regex
}

const literal = (c: string) => c.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')
const inClass = (c: string) => c.replace(/[\\\]^[-]/g, '\\$&')

function globSource(chars: string[]): string {
  let i = 0
  const invalid = () => new SyntaxError('invalid glob')

  function sequence(inAlternatives: boolean): string {
    let out = ''
    while (i < chars.length) {
      const c = chars[i]
      if (inAlternatives && (c === ',' || c === '}')) break
      i++
      if (c === '*') {
        if (chars[i] === '*') {
          i++
          out += '[\\s\\S]*'
        } else out += '[^./]*'
      } else if (c === '?') out += '[^./]'
      else if (c === '[') out += characterClass()
      else if (c === '{') out += alternatives()
      else if (c === '\\') {
        if (i < chars.length) out += literal(chars[i++])
      } else out += literal(c)
    }
    return out
  }

  function alternatives(): string {
    const options = [sequence(true)]
    while (chars[i] === ',') {
      i++
      options.push(sequence(true))
    }
    if (chars[i] !== '}') throw invalid()
    i++
    return `(?:${options.join('|')})`
  }

  function characterClass(): string {
    let negate = false
    if (chars[i] === '!') {
      negate = true
      i++
    }
    if (i >= chars.length) throw invalid()
    let body: string
    if (chars[i + 1] === '-') {
      const lo = chars[i]
      const hi = chars[i + 2]
      if (hi === undefined) throw invalid()
      i += 3
      body = `${inClass(lo)}-${inClass(hi)}`
    } else {
      let list = ''
      while (i < chars.length && chars[i] !== ']') {
        if (chars[i] === '\\') i++
        if (i < chars.length) list += inClass(chars[i++])
      }
      if (!list) throw invalid()
      body = list
    }
    if (chars[i] !== ']') throw invalid()
    i++
    return `[${negate ? '^' : ''}${body}]`
  }

  const source = sequence(false)
  if (i < chars.length) throw invalid()
  return source
}
