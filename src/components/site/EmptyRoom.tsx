import { Link } from '@/components/site/Link'

export function EmptyRoom({ children }: { children: React.ReactNode }) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      {/* A plain img: next/image here would ship its client code with every page (the layout's 404 boundary). */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG, nothing to optimise */}
      <img
        src="/illustrations/empty-room.svg"
        width={240}
        height={160}
        alt=""
        // Lazy: React would otherwise preload it on every page, whose flight data carries this boundary.
        loading="lazy"
        className="h-40 w-60"
      />
      <p className="mt-6 font-semibold uppercase tracking-widest text-clay">Error 404</p>
      <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">This room is empty</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{children}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="btn-primary">
          Back to the home page
        </Link>
        <Link href="/glossary" className="btn-secondary">
          Browse the glossary
        </Link>
      </div>
    </section>
  )
}
