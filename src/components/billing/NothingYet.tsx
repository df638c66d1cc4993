import { Link } from '@/components/site/Link'
import type { ReactNode } from 'react'

export const NothingYet = ({ children }: { children: ReactNode }) => (
  <p className="mt-4 text-muted">
    {children}{' '}
    <Link href="/pricing" className="underline">
      See the plans
    </Link>
    .
  </p>
)
