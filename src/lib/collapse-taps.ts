const timers = new Map<string, ReturnType<typeof setTimeout>>()

/**
 * Instant toggles (like, follow) flip the UI at once; only the last of rapid taps on the same thing
 * reaches the server, `delay` ms after the taps stop.
 */
export function collapseTaps(key: string, run: () => void, delay = 350): void {
  clearTimeout(timers.get(key))
  timers.set(
    key,
    setTimeout(() => {
      timers.delete(key)
      run()
    }, delay),
  )
}
