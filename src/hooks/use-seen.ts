import { useEffect, useRef } from 'react'

/** Calls `onSeen` once, when at least half of the element has been on screen for `dwellMs`. */
export function useSeen<T extends Element>(onSeen: () => void, dwellMs = 1000) {
  const ref = useRef<T>(null)
  const callback = useRef(onSeen)
  useEffect(() => {
    callback.current = onSeen
  })
  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    let timer: ReturnType<typeof setTimeout> | undefined
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer)
        if (entry.isIntersecting) {
          timer = setTimeout(() => {
            callback.current()
            observer.disconnect()
          }, dwellMs)
        }
      },
      { threshold: 0.5 },
    )
    observer.observe(el)
    return () => {
      clearTimeout(timer)
      observer.disconnect()
    }
  }, [dwellMs])
  return ref
}
