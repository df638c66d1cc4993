import Link from 'next/link'

export const metadata = {
  title: 'Page not found',
  description:
    'The page you were looking for is not here. Try the glossary, the blog or the home page.',
}

export default function NotFound() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <svg viewBox="0 0 240 160" className="h-40 w-60" aria-hidden="true" focusable="false">
        <rect x="20" y="20" width="200" height="120" rx="10" fill="#f1ebe1" />
        <rect
          x="50"
          y="45"
          width="60"
          height="50"
          rx="4"
          fill="#fff"
          stroke="#e6ddd0"
          strokeWidth="3"
        />
        <path d="M80 45v50M50 70h60" stroke="#e6ddd0" strokeWidth="3" />
        <path d="M130 118h70v-22a12 12 0 0 0-12-12h-46a12 12 0 0 0-12 12z" fill="#a4461f" />
        <path d="M136 118v8M194 118v8" stroke="#7f3414" strokeWidth="4" strokeLinecap="round" />
        <circle cx="168" cy="56" r="14" fill="none" stroke="#3d5a4a" strokeWidth="4" />
        <path d="M178 66l14 14" stroke="#3d5a4a" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <p className="mt-6 font-semibold uppercase tracking-widest text-clay">Error 404</p>
      <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">This room is empty</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">
        We looked everywhere, but there is no page at this address. It may have moved, or the link
        may have a typo.
      </p>
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
