import { Link } from '@/components/site/Link'

/** "All" or "Favourites" on the history page: links, so the choice is in the address and shareable. */
export function HistoryFilter({ favouritesOnly }: { favouritesOnly: boolean }) {
  const item = (href: string, label: string, current: boolean) => (
    <li>
      <Link
        href={href}
        aria-current={current ? 'page' : undefined}
        className={`inline-block rounded-full border px-4 py-2 ${current ? 'border-clay font-semibold' : 'border-linen'}`}
      >
        {label}
      </Link>
    </li>
  )
  return (
    <nav aria-label="Show" className="mt-6">
      <ul className="flex gap-3">
        {item('/redesigns', 'All', !favouritesOnly)}
        {item('/redesigns?show=favourites', 'Favourites', favouritesOnly)}
      </ul>
    </nav>
  )
}
