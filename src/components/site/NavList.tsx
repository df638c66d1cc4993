import { Link } from '@/components/site/Link'
import type { ReactNode } from 'react'

export type NavLink = { label: string; url: string }

export function NavList({
  label,
  links,
  listClassName,
  linkClassName,
  children,
}: {
  label: string
  links: readonly NavLink[]
  listClassName: string
  linkClassName: string
  children?: ReactNode
}) {
  return (
    <nav aria-label={label}>
      <ul className={listClassName}>
        {links.map((link) => (
          <li key={`${link.url} ${link.label}`}>
            <Link href={link.url} className={linkClassName}>
              {link.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  )
}
