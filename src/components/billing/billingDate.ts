/** "15 June 2025" (or "15 Jun 2025") on the billing screens: the same on the server and in every time zone. */
export const billingDate = (iso: string, month: 'long' | 'short') =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: 'UTC',
  })
