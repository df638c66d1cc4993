import { NavList, type NavLink } from './NavList'

const LEGAL: NavLink[] = [
  { url: '/pages/privacy', label: 'Privacy policy' },
  { url: '/pages/terms', label: 'Terms of service' },
  { url: '/pages/refund-policy', label: 'Refund policy' },
]

const FOOTER_LINK = 'text-ink/80 underline-offset-4 hover:text-ink hover:underline'

export function SiteFooter({
  siteName,
  tagline,
  links,
}: {
  siteName: string
  tagline: string
  links: readonly NavLink[]
}) {
  return (
    <footer className="mt-24 border-t border-linen bg-sand">
      <div className="container-page flex flex-col gap-6 py-10 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="font-display text-lg font-semibold">{siteName}</p>
          <p className="mt-1 max-w-sm text-muted first-letter:uppercase">{tagline}</p>
        </div>
        <div className="flex flex-wrap gap-x-16 gap-y-6">
          <NavList
            label="Site"
            links={links}
            listClassName="flex flex-col gap-2"
            linkClassName={FOOTER_LINK}
          />
          <NavList
            label="Legal"
            links={LEGAL}
            listClassName="flex flex-col gap-2 sm:items-end"
            linkClassName={FOOTER_LINK}
          />
        </div>
      </div>
      <p className="container-page pb-8 text-sm text-muted">
        © {new Date().getFullYear()} {siteName}. Images you upload stay yours.
      </p>
    </footer>
  )
}
