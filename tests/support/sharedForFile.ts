/**
 * Opens something once for the test file and closes it afterwards; call at the top of a file. The
 * getter throws `notYet` when used before the file's `beforeAll` has run.
 */
export function sharedForFile<T>(
  open: () => Promise<T>,
  close: (value: T) => Promise<void>,
  notYet: string,
  timeoutMs = 60_000,
): () => T {
  let value: T | undefined
  beforeAll(async () => {
    value = await open()
  }, timeoutMs)
  afterAll(async () => {
    if (value !== undefined) await close(value)
  }, timeoutMs)
  return () => {
    if (value === undefined) throw new Error(notYet)
    return value
  }
}
