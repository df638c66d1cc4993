import path from 'node:path'
import { resendAdapter } from '@payloadcms/email-resend'
import type { EmailAdapter } from 'payload'

import type { Settings } from '@/lib/env'
import { outboxAdapter } from './outboxAdapter'

function parseFrom(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  return match
    ? { name: match[1] || 'Roomwise', address: match[2]! }
    : { name: 'Roomwise', address: from.trim() }
}

export function emailAdapter(settings: Settings, dataDir: string): EmailAdapter {
  const from = parseFrom(settings.emailFrom)
  if (settings.resendApiKey) {
    return resendAdapter({
      apiKey: settings.resendApiKey,
      defaultFromAddress: from.address,
      defaultFromName: from.name,
    })
  }
  return outboxAdapter({
    dir: path.join(dataDir, 'outbox'),
    fromAddress: from.address,
    fromName: from.name,
  })
}
