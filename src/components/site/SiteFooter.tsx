import Link from 'next/link'

const LEGAL = [
  { href: '/pages/privacy', label: 'Privacy policy' },
  { href: '/pages/terms', label: 'Terms of service' },
  { href: '/pages/refund-policy', label: 'Refund policy' },
]

export function SiteFooter({ siteName, tagline }: { siteName: string; tagline: string }) {
  return (
    <footer className="mt-24 border-t border-linen bg-sand">
      <div className="container-page flex flex-col gap-6 py-10 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="font-display text-lg font-semibold">{siteName}</p>
          <p className="mt-1 max-w-sm text-muted first-letter:uppercase">{tagline}</p>
        </div>
        <nav aria-label="Legal">
          <ul className="flex flex-col gap-2 sm:items-end">
            {LEGAL.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="text-ink/80 underline-offset-4 hover:text-ink hover:underline"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="container-page pb-8 text-sm text-muted">
        © {new Date().getFullYear()} {siteName}. Images you upload stay yours.
      </p>
    </footer>
  )
}
