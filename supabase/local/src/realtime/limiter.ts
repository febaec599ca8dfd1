/** Runs at most `n` of the given tasks at once; the rest wait their turn in order. */
export function limiter(n: number) {
  let active = 0
  const queue: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot straight to the next in line, so `active` never exceeds n.
    if (active >= n) await new Promise<void>((resolve) => queue.push(resolve))
    else active++
    try {
      return await task()
    } finally {
      const next = queue.shift()
      if (next) next()
      else active--
    }
  }
}

export type Limiter = ReturnType<typeof limiter>
