/**
 * The rules of "Download my data", in one place: the account page, the job, the download route
 * and the e-mail all read them from here.
 */

/** A ready export can be downloaded for this many days; then its file and record are deleted. */
export const EXPORT_RETENTION_DAYS = 7

/**
 * An export still "being prepared" after this long was interrupted (a server restart mid-job): the
 * person may start a new one, and the old one is marked failed.
 */
export const EXPORT_STALE_AFTER_MINUTES = 30

/** How a record's status reads; queued and processing are both "being prepared" to a person. */
export const EXPORT_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const
export type ExportStatus = (typeof EXPORT_STATUSES)[number]

export const PENDING_STATUSES: readonly ExportStatus[] = ['queued', 'processing']

const DAY_MS = 24 * 60 * 60 * 1000

/** When an export finished at `completedAt` stops being downloadable. */
export const expiryFrom = (completedAt: Date) =>
  new Date(completedAt.getTime() + EXPORT_RETENTION_DAYS * DAY_MS)
