import fs from 'node:fs'
import path from 'node:path'

// Inlined as a data address: the hero (the largest paint) needs no request of its own.
const drawing = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  fs.readFileSync(path.join(process.cwd(), 'public/illustrations/before-after.svg'), 'utf8'),
)}`

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
