/** Object storage could not be reached or refused a call; the message names the store and the file. */
export class ObjectStorageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ObjectStorageError'
  }
}

/** True when S3 says the object is not there (as opposed to the store failing). */
export function isMissingObject(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404
}
