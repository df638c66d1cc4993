import { Link } from '@/components/site/Link'
import type { ReactNode } from 'react'

/** The "← Somewhere" line at the top of a page that belongs under another (a result, a receipt). */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <Link href={href} className="underline">
        ← {children}
      </Link>
    </p>
  )
}
