import type { Payload } from 'payload'

import { queueJob } from '@/lib/jobs/engine'
import { ACCOUNT_QUEUE } from '@/lib/jobs/queues'
import { dbFor, withTransaction } from '@/lib/db/postgres'
import { claimExport, failExport, finishExport } from '@/lib/db/statements/dataExports'
import { SITE_DEFAULTS } from '@/lib/site/defaults'
import { openStoredFile } from '@/lib/storage/storedFiles'
import { accountDataDocument, imagePathInZip } from './accountDataDocument'
import { collectAccountData } from './collectAccountData'
import { EXPORT_RETENTION_DAYS, expiryFrom } from './dataExportRules'
import { createExportFile, newExportFileName, removeExportFile } from './exportFiles'
import { sendDataExportEmail } from './dataExportEmail'
import { writeExportZip } from './writeExportZip'

export const EXPORT_FAILED =
  'We could not prepare your data this time. Nothing was lost; please press “Prepare my data” again in a few minutes.'

// Every outcome is recorded on the export: a failure frees the person to ask again.
export async function runDataExport(
  payload: Payload,
  exportId: number,
): Promise<'ready' | 'failed' | 'skipped'> {
  const ownerId = await claimExport(await dbFor(payload), exportId)
  if (ownerId === null) return 'skipped'
  const fileName = newExportFileName()
  try {
    const records = await collectAccountData(payload, ownerId)
    // The account was deleted meanwhile; its exports went with it.
    if (!records) return 'skipped'
    const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const siteName = site.name || SITE_DEFAULTS.name
    const exportedAt = new Date()
    const images = records.images.flatMap((image) =>
      image.filename
        ? [
            {
              zipPath: imagePathInZip(image),
              open: async () =>
                (await openStoredFile(payload, 'redesign-images', image.filename!))?.body ?? null,
            },
          ]
        : [],
    )
    const zip = await writeExportZip(
      await createExportFile(fileName),
      images,
      (_written, missing) => ({
        'README.txt': zipReadme(siteName, exportedAt),
        'account.json': JSON.stringify(
          { ...accountDataDocument(records, exportedAt), missingImages: missing },
          null,
          2,
        ),
      }),
    )
    const completedAt = new Date()
    const expiresAt = expiryFrom(completedAt)
    const finished = await withTransaction(payload, async ({ req, db }) => {
      const done = await finishExport(db, exportId, {
        fileName,
        sizeBytes: zip.bytes,
        imageCount: zip.written.length,
        completedAt,
        expiresAt,
      })
      if (!done) return false
      await queueJob(payload, {
        task: 'purgeDataExport',
        id: exportId,
        queue: ACCOUNT_QUEUE,
        startAfter: expiresAt,
        req,
      })
      // One download per person on disk: this one replaces any earlier one.
      await payload.delete({
        collection: 'data-exports',
        where: { owner: { equals: ownerId }, id: { not_equals: exportId } },
        overrideAccess: true,
        req,
      })
      return true
    })
    if (!finished) {
      await removeExportFile(fileName)
      return 'skipped'
    }
    await sendDataExportEmail(payload, exportId, records.user, siteName, expiresAt)
    return 'ready'
  } catch (error) {
    payload.logger.error({ err: error, msg: `Data export ${exportId} (user ${ownerId}) failed` })
    await removeExportFile(fileName).catch(() => undefined)
    await failExport(await dbFor(payload), exportId, EXPORT_FAILED)
    return 'failed'
  }
}

export const zipReadme = (siteName: string, exportedAt: Date) =>
  [
    `Your ${siteName} data, exported ${exportedAt.toISOString()}.`,
    '',
    'account.json          your account, redesigns (settings, status, dates, results), orders,',
    '                      monthly plans, enlargements and every change to your credit balance',
    'images/originals/     every room photo you uploaded (as stored, metadata removed)',
    'images/results/       every redesigned image you received',
    'images/painted-areas/ every area you painted for an area edit (white = changed)',
    'images/enlargements/  every result you had enlarged ×2 or ×4',
    '',
    'In account.json each redesign names its photo and results by their path in this file.',
    `This download is deleted from ${siteName} ${EXPORT_RETENTION_DAYS} days after it was prepared.`,
    '',
  ].join('\n')
