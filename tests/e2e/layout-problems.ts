import type { Page } from 'playwright-core'

/**
 * What a member would see wrong with the page's layout at the current width, in words: the page scrolling
 * sideways, an element reaching past the screen's edge outside any deliberate scroller, text cut short
 * (ellipsis or line clamp) with no title to read it whole, and no <h1>.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  // After a resize, charts and observers re-measure over a few frames: look once the layout has settled
  // (three frames in a row with the same size of page), as a member would after turning their phone.
  await page.evaluate(async () => {
    const size = () => `${document.documentElement.scrollWidth}x${document.documentElement.scrollHeight}`
    let last = ''
    let same = 0
    for (let frame = 0; frame < 120 && same < 3; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      const now = size()
      same = now === last ? same + 1 : 0
      last = now
    }
  })
  return page.evaluate(() => {
    const problems: string[] = []
    const root = document.documentElement
    const width = root.clientWidth
    const name = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      const label = el.getAttribute('aria-label')
      return `<${el.tagName.toLowerCase()}${label ? ` aria-label="${label}"` : ''}>${text ? ` "${text}"` : ''}`
    }
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX)
    const clips = (el: Element) => ['hidden', 'clip'].includes(getComputedStyle(el).overflowX)
    const insideScrollerOrClip = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
        if (scrolls(a) || clips(a)) return true
      return false
    }
    if (root.scrollWidth > width + 1) problems.push(`the page scrolls sideways (${root.scrollWidth} px wide)`)
    const past = new Set<Element>()
    for (const el of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(el)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      const box = el.getBoundingClientRect()
      // Screen-reader-only text and zero-size boxes show nothing.
      if (box.width <= 1 || box.height <= 1) continue
      if (style.position !== 'fixed' && (box.right > width + 1 || box.left < -1) && !insideScrollerOrClip(el)) {
        past.add(el)
        // The outermost element is the one to fix; what it holds goes past with it.
        if (!el.parentElement || !past.has(el.parentElement))
          problems.push(
            `${name(el)} reaches past the screen's edge (${Math.round(box.left)}–${Math.round(box.right)} px)`,
          )
      }
      const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== ''
      const cut =
        (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) ||
        (clamped && el.scrollHeight > el.clientHeight + 1)
      if (cut && !el.closest('[title]') && !el.closest('[aria-describedby]'))
        problems.push(`${name(el)} is cut short with no title to read it whole`)
    }
    if (!document.querySelector('h1')) problems.push('no <h1>')
    return [...new Set(problems)]
  })
}
