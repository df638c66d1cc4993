import { Link } from '@/components/site/Link'
import type { ReactNode } from 'react'

export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <Link href={href} className="underline">
        ← {children}
      </Link>
    </p>
  )
}
