// SQLSTATE codes may sit on a cause: Payload and drizzle wrap PostgreSQL's errors.

function hasDatabaseCode(error: unknown, codes: readonly string[]): boolean {
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 5;
    depth++
  ) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && codes.includes(code)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

export const isBadNumberFromDatabase = (error: unknown) =>
  hasDatabaseCode(error, ['22003', '22P02'])
export const isQueryTimeoutFromDatabase = (error: unknown) => hasDatabaseCode(error, ['57014'])
export const isMissingReferenceFromDatabase = (error: unknown) => hasDatabaseCode(error, ['23503'])
