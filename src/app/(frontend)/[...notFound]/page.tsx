import { notFound } from 'next/navigation'

// Any address no other route claims renders the designed 404 inside the site's layout.
export default function CatchAll() {
  notFound()
}
