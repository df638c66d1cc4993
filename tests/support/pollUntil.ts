/**
 * Reads again every `intervalMs` until `done` holds or `timeoutMs` has passed, and returns the last
 * value read, so the caller's assertion on it says what was still wrong.
 */
export async function pollUntil<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 30_000, intervalMs = 250 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
