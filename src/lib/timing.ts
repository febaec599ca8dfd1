export class TimeoutError extends Error {}

/** Rejects with `message` when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: PromiseLike<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(message)), ms)
    Promise.resolve(promise).then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/** Calls `fn` once calls stop arriving for `ms`; `cancel` drops a pending call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const debounced = (...args: A) => {
    clearTimeout(timer)
    timer = setTimeout(() => fn(...args), ms)
  }
  debounced.cancel = () => clearTimeout(timer)
  return debounced
}

/** Caches the last result of `load` for `ttlMs`; `clear` forgets it. */
export function cached<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now) {
  let entry: { value: Promise<T>; at: number } | null = null
  const get = () => {
    if (!entry || now() - entry.at >= ttlMs) {
      const value = load()
      entry = { value, at: now() }
      value.catch(() => (entry = null))
    }
    return entry.value
  }
  get.clear = () => (entry = null)
  get.age = () => (entry ? now() - entry.at : Infinity)
  return get
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
