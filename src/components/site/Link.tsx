'use client'
// The site's one link (ESLint bars `next/link` elsewhere): prefetches on intent (pointer, touch, focus),
// not on sight, which cost phones many `?_rsc=` requests and long tasks before the first tap.
import NextLink from 'next/link'
import { useState, type ComponentProps } from 'react'

type Props = Omit<ComponentProps<typeof NextLink>, 'prefetch' | 'legacyBehavior' | 'passHref'> & {
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
