/** Dates on receipts and billing pages, in UTC so a date never shifts with the server's zone. */
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
