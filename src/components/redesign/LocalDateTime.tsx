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

/**
 * A date and time in the reader's own language and time zone, naming the zone. The server does not
 * know the zone, so it renders UTC, said so ("26 Nov 2026, 08:15 UTC"); the browser shows its own.
 */
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
