import { EXPORT_RETENTION_DAYS } from './dataExportRules'

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
