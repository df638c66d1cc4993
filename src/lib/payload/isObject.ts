/** A JSON object (not null, not a list): what a request body, a `where` or a condition must be. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
