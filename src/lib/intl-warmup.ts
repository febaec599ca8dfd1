const WARM_UP = `[undefined, navigator.language].forEach(function (l) {
  new Intl.NumberFormat(l, { style: 'currency', currency: 'USD' }).format(1)
  new Intl.PluralRules(l).select(1)
  new Intl.DateTimeFormat(l).format(0)
})
postMessage('warm')
close()`

/** How long a list waits at most for the warm-up (a phone slower than that pays the cost itself, as before). */
const MAX_WAIT_MS = 400

let warm: Promise<void> = Promise.resolve()

/**
 * The first number format a page builds loads the browser's locale data: tens of milliseconds of main thread on a
 * phone, in the middle of the first list's render. The data is shared by the whole page, workers included, so a
 * throwaway worker loads it off the main thread while the page's data downloads.
 */
export function warmUpIntlOffMainThread() {
  try {
    const worker = new Worker(URL.createObjectURL(new Blob([WARM_UP], { type: 'text/javascript' })))
    warm = new Promise((resolve) => {
      worker.onmessage = worker.onerror = () => resolve()
      setTimeout(resolve, MAX_WAIT_MS)
    })
  } catch {
    // No workers (or a policy forbids blob: workers): the first format pays the cost, as it would anyway.
  }
}

/** Resolves once the locale data is loaded (or the wait is over): a list of amounts renders after it. */
export const intlWarmedUp = (): Promise<void> => warm
