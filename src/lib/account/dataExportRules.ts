export const EXPORT_RETENTION_DAYS = 7

// An export "being prepared" this long was interrupted: the person may start a new one.
export const EXPORT_STALE_AFTER_MINUTES = 30

export const EXPORT_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const
export type ExportStatus = (typeof EXPORT_STATUSES)[number]

export const PENDING_STATUSES: readonly ExportStatus[] = ['queued', 'processing']

const DAY_MS = 24 * 60 * 60 * 1000

export const expiryFrom = (completedAt: Date) =>
  new Date(completedAt.getTime() + EXPORT_RETENTION_DAYS * DAY_MS)
