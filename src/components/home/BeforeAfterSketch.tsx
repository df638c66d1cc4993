import fs from 'node:fs'
import path from 'node:path'

/**
 * The drawing lives in public/illustrations as a plain SVG file; the page inlines it as a data
 * address (read once, when the page is rendered on the server), so the hero image, the page's
 * largest paint, needs no request of its own on a slow phone connection.
 */
const drawing = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  fs.readFileSync(path.join(process.cwd(), 'public/illustrations/before-after.svg'), 'utf8'),
)}`

/**
 * A drawn before/after of one room: bare on the left, restyled on the right, split down the middle
 * the way the result screen compares them.
 */
export function BeforeAfterSketch() {
  return (
    <figure className="overflow-hidden rounded-3xl border border-linen bg-white shadow-sm">
      {/* eslint-disable-next-line @next/next/no-img-element -- a data address: nothing to optimise or fetch */}
      <img
        src={drawing}
        width={640}
        height={420}
        className="h-auto w-full"
        alt="The same living room before and after a redesign: bare walls and an old sofa on the left; a sage wall, a terracotta sofa, a rug, art and plants on the right."
      />
      <figcaption className="flex justify-between px-5 py-3 text-sm font-medium text-muted">
        <span>Before</span>
        <span>After</span>
      </figcaption>
    </figure>
  )
}
