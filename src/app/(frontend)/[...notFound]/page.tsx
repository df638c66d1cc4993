import { notFound } from 'next/navigation'

// Any address no other route claims (and no redirect record, see src/proxy.ts) gets the designed 404.
export default function CatchAll() {
  notFound()
}
