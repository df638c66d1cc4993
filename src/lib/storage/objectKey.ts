/** The upload collections whose files go to object storage when S3 is configured. */
export const STORED_COLLECTIONS = ['media', 'redesign-images'] as const
export type StoredCollection = (typeof STORED_COLLECTIONS)[number]

/** A name that can only mean one file directly in a collection's folder (no path, no NUL). */
export const isPlainFileName = (name: string) =>
  name.length > 0 && !/[\0/\\]/.test(name) && name !== '.' && name !== '..'

/**
 * Where a collection's file lives in the bucket. Each collection has its own prefix, so a public
 * Media file can never share a key (or an address) with a customer's private image.
 */
export function objectKey(collection: StoredCollection, filename: string): string {
  if (!isPlainFileName(filename))
    throw new Error(`Not a stored file name: ${JSON.stringify(filename)}`)
  return `${collection}/${filename}`
}
