import { Link } from '@/components/site/Link'
import type { ReactNode } from 'react'

/** An empty billing section (no plan, no orders): says so and points at the plans. */
export const NothingYet = ({ children }: { children: ReactNode }) => (
  <p className="mt-4 text-muted">
    {children}{' '}
    <Link href="/pricing" className="underline">
      See the plans
    </Link>
    .
  </p>
)
