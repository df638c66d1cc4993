import type { Payload } from 'payload'

import { getSettings } from '@/lib/env'
import { dateTimeUtc } from '@/lib/format/dates'
import { escapeHtml } from '@/lib/html/escapeHtml'
import { SUPPORT_EMAIL } from '@/lib/site/defaults'
import type { User } from '@/payload-types'
import { EXPORT_RETENTION_DAYS } from './dataExportRules'

// Links to the account page, not the file: the download answers only a signed-in owner.
export function dataExportReadyMessage(
  person: { name?: string | null },
  siteName: string,
  appUrl: string,
  expiresAt: Date,
) {
  const name = person.name?.trim() || 'there'
  const accountPage = `${appUrl}/account#your-data`
  const until = dateTimeUtc(expiresAt.toISOString())
  const text = [
    `Hi ${name},`,
    '',
    `The copy of your ${siteName} data you asked for is ready: your account, redesigns, orders, credit history and every photo and redesigned image, in one ZIP file.`,
    '',
    `Download it from your account page: ${accountPage}`,
    '',
    `The file stays available for ${EXPORT_RETENTION_DAYS} days, until ${until}, and is then deleted. Only you can download it, signed in to ${siteName}.`,
    '',
    `Did not ask for this? Sign in and check your account, or write to ${SUPPORT_EMAIL}.`,
    '',
    `— The ${siteName} team`,
  ].join('\n')
  const html = `<p>Hi ${escapeHtml(name)},</p>
<p>The copy of your ${escapeHtml(siteName)} data you asked for is ready: your account, redesigns, orders, credit history and every photo and redesigned image, in one ZIP file.</p>
<p><a href="${escapeHtml(accountPage)}">Download it from your account page</a></p>
<p>The file stays available for ${EXPORT_RETENTION_DAYS} days, until ${escapeHtml(until)}, and is then deleted. Only you can download it, signed in to ${escapeHtml(siteName)}.</p>
<p>Did not ask for this? Sign in and check your account, or write to ${SUPPORT_EMAIL}.</p>
<p>— The ${escapeHtml(siteName)} team</p>`
  return { subject: `Your ${siteName} data is ready to download`, text, html }
}

// A failed send is logged and leaves the export ready: the account page shows the link either way.
export async function sendDataExportEmail(
  payload: Payload,
  exportId: number,
  user: Pick<User, 'email' | 'name'>,
  siteName: string,
  expiresAt: Date,
): Promise<void> {
  try {
    const message = dataExportReadyMessage(user, siteName, getSettings().appUrl, expiresAt)
    await payload.sendEmail({ to: user.email, ...message })
    await payload.update({
      collection: 'data-exports',
      id: exportId,
      data: { emailedAt: new Date().toISOString() },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    payload.logger.warn({ err: error, msg: `The e-mail for data export ${exportId} failed` })
  }
}
