import Link from 'next/link'

import { Logo } from './Logo'
import { UserMenu } from './UserMenu'

const NAV = [
  { href: '/glossary', label: 'Glossary' },
  { href: '/blog', label: 'Blog' },
  { href: '/pricing', label: 'Pricing' },
]

export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className="border-b border-linen bg-paper/95">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-4">
        <Link href="/" className="flex items-center gap-2 rounded-md text-xl font-semibold">
          <Logo />
          <span className="font-display">{siteName}</span>
        </Link>
        <nav aria-label="Main">
          <ul className="flex items-center gap-1 sm:gap-3">
            {NAV.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="rounded-md px-2 py-2 font-medium text-ink/80 hover:text-ink hover:underline sm:px-3"
                >
                  {item.label}
                </Link>
              </li>
            ))}
            <UserMenu />
          </ul>
        </nav>
      </div>
    </header>
  )
}
