/**
 * PostgreSQL's errors that are not ours to answer with a 500, recognised by their SQLSTATE codes
 * wherever they surface (Payload and drizzle wrap them: the code may sit on a cause).
 */

/** Whether a PostgreSQL error with one of these SQLSTATE codes is the error or one of its causes. */
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

/** Postgres "out of range" / "invalid text for type": a number in the request no column can hold. */
export function isBadNumberFromDatabase(error: unknown): boolean {
  return hasDatabaseCode(error, ['22003', '22P02'])
}

/** Postgres cancelled the statement on statement_timeout (57014): the client's query asked too much. */
export function isQueryTimeoutFromDatabase(error: unknown): boolean {
  return hasDatabaseCode(error, ['57014'])
}

/** Postgres "foreign key violation": a row refers to one deleted at the same moment. */
export function isMissingReferenceFromDatabase(error: unknown): boolean {
  return hasDatabaseCode(error, ['23503'])
}
