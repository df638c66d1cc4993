/*
 * Dates as every page, e-mail and export shows them: day, month, year, in UTC, so the server
 * and every browser write the same date whatever their time zone.
 */

const dateIn = (month: 'long' | 'short') => (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: 'UTC',
  })

/** "1 July 2025" */
export const longDate = dateIn('long')
/** "1 Jul 2025" */
export const shortDate = dateIn('short')

/** "26 November 2026 at 08:40 UTC" */
export const dateTimeUtc = (iso: string) =>
  `${new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  })} UTC`
