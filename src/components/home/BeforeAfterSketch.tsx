import Image from 'next/image'

/**
 * A drawn before/after of one room: bare on the left, restyled on the right, split down the middle
 * the way the result screen compares them. The drawing is a static file (public/illustrations), so
 * the browser fetches it early, in parallel with the styles, and it adds nothing to the page's HTML.
 */
export function BeforeAfterSketch() {
  return (
    <figure className="overflow-hidden rounded-3xl border border-linen bg-white shadow-sm">
      <Image
        src="/illustrations/before-after.svg"
        width={640}
        height={420}
        priority
        unoptimized
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
