import { jsonError } from './refusals'
import { parseId } from './parseId'

/** withCustomer's `params` for a route under `[id]`: the id, or a 400 with `message`. */
export const idParam =
  (message: string) =>
  (raw: Record<string, string>): { id: number } | Response => {
    const id = parseId(raw.id)
    return id === null ? jsonError(400, message) : { id }
  }
