'use client'
// The site's one link (ESLint bars next/link): prefetches on intent, not on sight (costly on phones).
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
