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

/**
 * `value`'s fields `keys` as an object a file can hold from its top: each is read from `value()`
 * when used, so it throws as `value` does until the file's `beforeAll` has run.
 */
export function fieldsWhenReady<T extends object, K extends keyof T>(
  value: () => T,
  keys: readonly K[],
): Readonly<Pick<T, K>> {
  const fields = {} as Pick<T, K>
  for (const key of keys) Object.defineProperty(fields, key, { get: () => value()[key] })
  return fields
}
