'use client'

import { useSyncExternalStore } from 'react'

const FIELDS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
}

const never = () => () => undefined

/** In the reader's language and zone; the server, not knowing the zone, renders UTC and says so. */
export function LocalDateTime({ iso }: { iso: string }) {
  const inBrowser = useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
  const date = new Date(iso)
  const text = inBrowser
    ? date.toLocaleString(undefined, FIELDS)
    : date.toLocaleString('en-GB', { ...FIELDS, timeZone: 'UTC' })
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  )
}
