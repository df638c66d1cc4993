'use client'
/**
 * The site's one link: Next's `<Link>`, prefetching on intent instead of on sight.
 *
 * Why: Next prefetches every link that scrolls into view. On a glossary entry that was fifteen
 * `?_rsc=` requests (about 55 kB of a phone's data) while the page was still starting, and the
 * router's handling of each answer ran as long tasks that delayed the first tap. Prefetching when
 * a pointer comes over the link, a finger lands on it (a touch fires pointerenter too) or the
 * keyboard focuses it keeps navigation instant for the link the person is about to follow, and
 * costs nothing for the links they never touch (the pattern in Next's prefetching guide).
 *
 * Until then `prefetch={false}`; after, `null` (Next's default: the route's static part). ESLint
 * bars importing `next/link` anywhere else, so every link behaves the same.
 */
import NextLink from 'next/link'
import { useState, type ComponentProps } from 'react'

type Props = Omit<ComponentProps<typeof NextLink>, 'prefetch' | 'legacyBehavior' | 'passHref'> & {
  /** `true` prefetches the full route on intent; anything else, Next's default on intent. */
  prefetch?: true
}

export function Link({ prefetch, onPointerEnter, onFocus, ...props }: Props) {
  const [intended, setIntended] = useState(false)
  const intend = () => setIntended(true)
  return (
    <NextLink
      {...props}
      prefetch={intended ? (prefetch ?? null) : false}
      onPointerEnter={(event) => {
        intend()
        onPointerEnter?.(event)
      }}
      onFocus={(event) => {
        intend()
        onFocus?.(event)
      }}
    />
  )
}
