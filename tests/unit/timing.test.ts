import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_TIMING } from '@/config/auth-constants'
import { cached, debounce, TimeoutError, withTimeout } from '@/lib/timing'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the auth timings (SPEC §9)', () => {
  it('are the specified values', () => {
    expect(AUTH_TIMING).toEqual({
      initTimeoutMs: 2000,
      profileFetchTimeoutMs: 3000,
      postLoginWaitMs: 3000,
      expiringWithinMs: 300_000,
      sessionCacheMs: 300_000,
      mirrorRefreshAfterMs: 30_000,
      authEventDebounceMs: 300,
      visibilityDebounceMs: 1000,
    })
  })

  it('a profile fetch that hangs fails with "Profile fetch timeout" after 3 s, not before', async () => {
    const hanging = new Promise(() => {})
    const result = withTimeout(hanging, AUTH_TIMING.profileFetchTimeoutMs, 'Profile fetch timeout').catch(
      (e: Error) => e,
    )
    await vi.advanceTimersByTimeAsync(2999)
    let settled = false
    void result.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = (await result) as Error
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error.message).toBe('Profile fetch timeout')
  })

  it('a fetch that answers in time passes its value through', async () => {
    const quick = new Promise((resolve) => setTimeout(() => resolve('profile'), 100))
    const result = withTimeout(quick, 3000, 'x')
    await vi.advanceTimersByTimeAsync(100)
    await expect(result).resolves.toBe('profile')
  })

  it('auth events are debounced by 300 ms: a burst runs once, with the last event', () => {
    const handler = vi.fn()
    const onEvent = debounce(handler, AUTH_TIMING.authEventDebounceMs)
    onEvent('SIGNED_IN')
    vi.advanceTimersByTime(200)
    onEvent('TOKEN_REFRESHED')
    vi.advanceTimersByTime(299)
    expect(handler).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(handler).toHaveBeenCalledOnce()
    expect(handler).toHaveBeenCalledWith('TOKEN_REFRESHED')
  })

  it('visibility changes are debounced by 1 s, and a pending call can be cancelled', () => {
    const handler = vi.fn()
    const onVisible = debounce(handler, AUTH_TIMING.visibilityDebounceMs)
    onVisible()
    vi.advanceTimersByTime(999)
    expect(handler).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(handler).toHaveBeenCalledOnce()
    onVisible()
    onVisible.cancel()
    vi.advanceTimersByTime(2000)
    expect(handler).toHaveBeenCalledOnce()
  })

  it('a session read is cached for 5 minutes', async () => {
    let reads = 0
    const read = cached(async () => ++reads, AUTH_TIMING.sessionCacheMs)
    expect(await read()).toBe(1)
    vi.advanceTimersByTime(299_999)
    expect(await read()).toBe(1)
    vi.advanceTimersByTime(1)
    expect(await read()).toBe(2)
    read.clear()
    expect(await read()).toBe(3)
  })
})
