import { CREDITS_PER_VARIANT } from '@/lib/billing/plans'

/*
 * How counts of credits and versions are written, on the server and in the browser alike (this
 * file imports only plain constants, so client components may use it).
 */

/** "1 credit", "2 credits", "0 credits", "1,200 credits". */
export const pluralize = (count: number, one: string, many = `${one}s`): string =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`

export const creditsLabel = (count: number): string => pluralize(count, 'credit')
export const versionsLabel = (count: number): string => pluralize(count, 'version')

/** How many versions a balance pays for. */
export const affordableVersions = (balance: number): number =>
  Math.max(0, Math.floor(balance / CREDITS_PER_VARIANT))

/**
 * The refusal when a redesign costs more than the balance, with the advice that can help: the
 * number of versions the balance pays for, or buying credits when it pays for none.
 */
export function notEnoughCreditsMessage(needed: number, balance: number): string {
  const affordable = affordableVersions(balance)
  if (affordable === 0)
    return balance <= 0
      ? `You have no credits — buy credits to redesign a room (this needs ${creditsLabel(needed)}).`
      : `This needs ${creditsLabel(needed)} and your balance is ${creditsLabel(balance)}. Buy credits to redesign a room.`
  return (
    `This needs ${creditsLabel(needed)} and your balance is ${creditsLabel(balance)}. ` +
    `Choose ${versionsLabel(affordable)}${affordable > 1 ? ' or fewer' : ''}, or buy credits.`
  )
}
