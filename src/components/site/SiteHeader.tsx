import { Link } from '@/components/site/Link'

import { Logo } from './Logo'
import { NavList, type NavLink } from './NavList'
import { UserMenu } from './UserMenu'

export function SiteHeader({ siteName, links }: { siteName: string; links: readonly NavLink[] }) {
  return (
    <header className="border-b border-linen bg-paper/95">
      {/* relative: the account menu opens below the header, across it on phones. */}
      <div className="container-page relative flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-4">
        <Link href="/" className="flex items-center gap-2 rounded-md text-xl font-semibold">
          <Logo />
          <span className="font-display">{siteName}</span>
        </Link>
        <NavList
          label="Main"
          links={links}
          listClassName="flex flex-wrap items-center gap-x-1 gap-y-2 sm:gap-x-3"
          linkClassName="rounded-md px-2 py-2 font-medium text-ink/80 hover:text-ink hover:underline sm:px-3"
        >
          <UserMenu />
        </NavList>
      </div>
    </header>
  )
}
