import { useEffect, useRef, useState } from 'react'
import { NEXT_PARAM, withNext } from '@/lib/next-path'
import { useAuth } from '@/data/auth/auth-context'
import { errorMessage } from '@/lib/errors'

export type RedirectResult =
  | { status: 'none' }
  | { status: 'pending' }
  | { status: 'done' }
  /** The first of two e-mail change links was accepted; the link sent to the other address is still needed. */
  | { status: 'otherLinkNeeded' }
  | { status: 'failed'; code: string | null; message: string }

/**
 * Reads what an auth redirect brought back: `?code=` to exchange (PKCE), an error in the query or the
 * fragment (`#error_code=otp_expired&error_description=…`), or GoTrue's message that one of the two e-mail
 * change links was accepted (`#message=…&sb=`, its only message redirect). The code is exchanged once.
 */
export function useRedirectResult(): RedirectResult {
  const { exchangeCode } = useAuth()
  const [result, setResult] = useState<RedirectResult>(() => initial())
  const started = useRef(false)
  useEffect(() => {
    const code = new URLSearchParams(window.location.search).get('code')
    if (!code || started.current) return
    started.current = true
    void exchangeCode(code).then(({ error }) => {
      // The code is spent; where the member was going (`next`) stays in the address.
      const next = new URLSearchParams(window.location.search).get(NEXT_PARAM)
      window.history.replaceState(null, '', withNext(window.location.pathname, next))
      setResult(
        error
          ? { status: 'failed', code: 'code' in error ? String(error.code ?? '') : null, message: errorMessage(error) }
          : { status: 'done' },
      )
    })
  }, [exchangeCode])
  return result
}

function initial(): RedirectResult {
  const query = new URLSearchParams(window.location.search)
  const fragment = new URLSearchParams(window.location.hash.slice(1))
  const errorCode = query.get('error_code') ?? fragment.get('error_code')
  const errorText =
    query.get('error_description') ?? fragment.get('error_description') ?? query.get('error') ?? fragment.get('error')
  if (errorCode || errorText)
    return { status: 'failed', code: errorCode, message: errorText ?? 'The link could not be used.' }
  if (query.get('code')) return { status: 'pending' }
  return query.get('message') || fragment.get('message') ? { status: 'otherLinkNeeded' } : { status: 'none' }
}
