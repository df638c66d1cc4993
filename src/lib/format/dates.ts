// In UTC, so the server and every browser write the same date whatever their time zone.

const dateIn = (month: 'long' | 'short') => (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: 'UTC',
  })

export const longDate = dateIn('long')
export const shortDate = dateIn('short')

export const dateTimeUtc = (iso: string) =>
  `${new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  })} UTC`
