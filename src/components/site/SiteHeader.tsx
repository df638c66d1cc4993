import { Link } from '@/components/site/Link'
import { NavList, type NavLink } from './NavList'
import { UserMenu } from './AccountMenu'

export function SiteHeader({ siteName, links }: { siteName: string; links: readonly NavLink[] }) {
  return (
    <header className="border-b border-linen bg-paper/95">
      {/* relative: the account menu opens below the header, across it on phones. */}
      <div className="container-page relative flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-4">
        <Link href="/" className="flex items-center gap-2 rounded-md text-xl font-semibold">
          <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true" focusable="false">
            <rect x="2" y="2" width="28" height="28" rx="8" fill="#a4461f" />
            <path
              d="M9 23V12l7-4 7 4v11M13 23v-5h6v5"
              fill="none"
              stroke="#fbf8f3"
              strokeWidth="2.2"
              strokeLinejoin="round"
            />
          </svg>
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
