export const KB = 1024
export const MB = 1024 * KB

// Limits are whole megabytes and read as such; a file's size keeps one decimal.
export function byteSize(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / KB))} KB`
  const megabytes = Math.round((bytes / MB) * 10) / 10
  return `${megabytes.toLocaleString('en')} MB`
}
