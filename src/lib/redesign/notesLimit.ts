import { MAX_NOTES_LENGTH } from './modes'

/** The notes limit as form and server word it (no zod, so the form can import it). */

const count = (n: number) => n.toLocaleString('en')

/** Notes are counted as the server counts them: without leading and trailing spaces. */
export const notesLength = (notes: string): number => notes.trim().length

export function notesTooLongMessage(length: number): string {
  const over = length - MAX_NOTES_LENGTH
  return (
    `Your notes are ${count(length)} characters long and the limit is ${count(MAX_NOTES_LENGTH)}. ` +
    `Shorten them by ${count(over)} character${over === 1 ? '' : 's'}, then submit again.`
  )
}
