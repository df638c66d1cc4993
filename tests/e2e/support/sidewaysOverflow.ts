import type { Page } from 'playwright-core'

export type SidewaysOverflow = {
  scrollWidth: number
  innerWidth: number
  /**
   * Elements whose right edge passes the viewport while their parent's does not: where the cause
   * is. (Something off the left edge cannot be scrolled to, so it does not widen the page.)
   */
  culprits: string[]
}

/**
 * How wide the page is against the window, and which elements make it wider. An element inside a
 * box that scrolls or clips on its own (overflow other than visible) does not widen the page and is
 * not counted.
 */
export function sidewaysOverflow(page: Page): Promise<SidewaysOverflow> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.right > width + 0.5
    }
    const clippedByAncestor = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at)
        if (style.overflowX !== 'visible' && !sticksOut(at)) return true
      }
      return false
    }
    const selector = (element: Element) => {
      const parts: string[] = []
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
        const classes = [...at.classList].slice(0, 3).map((name) => `.${CSS.escape(name)}`)
        parts.unshift(`${at.tagName.toLowerCase()}${at.id ? `#${at.id}` : ''}${classes.join('')}`)
        if (at.id || parts.length === 4) break
      }
      return parts.join(' > ')
    }
    const culprits = [...document.body.querySelectorAll('*')]
      .filter(
        (element) =>
          sticksOut(element) &&
          !(element.parentElement && sticksOut(element.parentElement)) &&
          !clippedByAncestor(element),
      )
      .slice(0, 8)
      .map((element) => {
        const box = element.getBoundingClientRect()
        return `${selector(element)} [${Math.round(box.left)}–${Math.round(box.right)}]`
      })
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      culprits,
    }
  })
}

/** Fails, naming the culprits, when the page scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth, culprits } = await sidewaysOverflow(page)
  expect({ scrollWidth, culprits }).toEqual({ scrollWidth: innerWidth, culprits: [] })
}
