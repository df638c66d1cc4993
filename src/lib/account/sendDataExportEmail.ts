import type { Payload } from 'payload'

import { getSettings } from '@/lib/env'
import type { User } from '@/payload-types'
import { dataExportReadyMessage } from './dataExportEmail'

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
