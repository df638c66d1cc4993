import { COMPARE_STYLES, MODES } from '@/lib/redesign/modes'

/** Client-safe (plain constants only): how counts of credits and versions are written. */

/** "1 credit", "2 credits", "0 credits", "1,200 credits". */
export const pluralize = (count: number, one: string, many = `${one}s`): string =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`

export const creditsLabel = (count: number): string => pluralize(count, 'credit')
export const versionsLabel = (count: number): string => pluralize(count, 'version')
/** "20 credits were added", "1 credit was added". */
export const creditsAddedLabel = (count: number): string =>
  `${creditsLabel(count)} ${count === 1 ? 'was' : 'were'} added`

/** Versions of one redesign, or styles of a comparison; `repeat` is a run again (no versions). */
export type CreditsAdvice = {
  unit: 'version' | 'style' | 'repeat'
  creditsEach: number
  /** A repeat's button that opens the form with the versions ("Try another style"), if its mode has one. */
  choose?: string | null
}

const ONE_VERSION: CreditsAdvice = { unit: 'version', creditsEach: MODES.restyle.creditsPerVersion }

/** How many versions (or compared styles) a balance pays for. */
const affordableCount = (balance: number, creditsEach: number): number =>
  Math.max(0, Math.floor(balance / creditsEach))

function adviceFor(balance: number, advice: CreditsAdvice): string | null {
  const affordable = affordableCount(balance, advice.creditsEach)
  const versions = `${versionsLabel(affordable)}${affordable > 1 ? ' or fewer' : ''}`
  if (advice.unit !== 'style' && affordable === 0) return null
  if (advice.unit === 'version') return `Choose ${versions}, or buy credits.`
  if (advice.unit === 'repeat')
    return advice.choose
      ? `Open “${advice.choose}” to choose ${versions} in the form, or buy credits.`
      : `Start a new redesign to choose ${versions}, or buy credits.`
  // A comparison needs COMPARE_STYLES.min styles: "or fewer" only while fewer is still one.
  if (affordable >= COMPARE_STYLES.min)
    return `Choose ${pluralize(affordable, 'style')}${affordable > COMPARE_STYLES.min ? ' or fewer' : ''}, or buy credits.`
  return affordable === 1 ? 'Redesign in one style instead of comparing, or buy credits.' : null
}

/** The refusal when the cost exceeds the balance, with what it still pays for or buying credits. */
export function notEnoughCreditsMessage(
  needed: number,
  balance: number,
  advice: CreditsAdvice = ONE_VERSION,
): string {
  const help = adviceFor(balance, advice)
  if (help)
    return `This needs ${creditsLabel(needed)} and your balance is ${creditsLabel(balance)}. ${help}`
  return balance <= 0
    ? `You have no credits — buy credits to redesign a room (this needs ${creditsLabel(needed)}).`
    : `This needs ${creditsLabel(needed)} and your balance is ${creditsLabel(balance)}. Buy credits to redesign a room.`
}
