const timers = new Map<string, ReturnType<typeof setTimeout>>()
/** What the server holds for each toggle, as far as we know. */
const confirmed = new Map<string, boolean>()

export interface InstantToggle {
  /** One key per thing toggled, e.g. `like:<post id>`. */
  key: string
  /** The value shown before this tap. */
  shown: boolean
  /** Writes a value into the cache the UI reads. */
  show: (value: boolean) => void
  /** The value the UI shows now (after any further taps). */
  read: () => boolean
  /** Stores the value on the server; returns its error, if any. */
  send: (value: boolean) => Promise<{ message: string; code?: string } | null>
  onFailed: (value: boolean, error: { message: string }) => void
  onSaved?: (value: boolean) => void | Promise<void>
}

/**
 * Like, follow, save: the UI flips at once; only the last of rapid taps reaches the server, `delay` ms
 * after the taps stop, and only when it differs from what the server holds; a failure puts the UI back.
 */
export function instantToggle(t: InstantToggle, delay = 350): void {
  if (!confirmed.has(t.key)) confirmed.set(t.key, t.shown)
  t.show(!t.shown)
  clearTimeout(timers.get(t.key))
  timers.set(
    t.key,
    setTimeout(async () => {
      timers.delete(t.key)
      const desired = t.read()
      if (desired === confirmed.get(t.key)) return
      const error = await t.send(desired)
      // A duplicate means the server already holds the value.
      if (error && error.code !== '23505') {
        t.show(confirmed.get(t.key)!)
        t.onFailed(desired, error)
        return
      }
      confirmed.set(t.key, desired)
      await t.onSaved?.(desired)
    }, delay),
  )
}
