import { jsonError } from './jsonError'
import { parseId } from './parseId'

/**
 * withCustomer's `params` for a route under `[id]`: the id as a number, or a 400 with `message`
 * (what to do instead) when the address does not carry one. No document has it, whoever asks.
 */
export const idParam =
  (message: string) =>
  (raw: Record<string, string>): { id: number } | Response => {
    const id = parseId(raw.id)
    return id === null ? jsonError(400, message) : { id }
  }
