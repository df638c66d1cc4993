export const STORED_COLLECTIONS = ['media', 'redesign-images'] as const
export type StoredCollection = (typeof STORED_COLLECTIONS)[number]

export const isPlainFileName = (name: string) =>
  name.length > 0 && !/[\0/\\]/.test(name) && name !== '.' && name !== '..'

// A prefix per collection: a public Media file never shares a key with a customer's private image.
export function objectKey(collection: StoredCollection, filename: string): string {
  if (!isPlainFileName(filename))
    throw new Error(`Not a stored file name: ${JSON.stringify(filename)}`)
  return `${collection}/${filename}`
}
