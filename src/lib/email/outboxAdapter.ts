import fs from 'node:fs/promises'
import path from 'node:path'
import type { EmailAdapter, SendEmailOptions } from 'payload'

export type OutboxMessage = {
  id: string
  sentAt: string
  from: string
  to: string
  subject: string
  text: string
  html: string
}

const asText = (value: unknown): string => {
  if (value === undefined || value === null) return ''
  if (Array.isArray(value)) return value.map(asText).join(', ')
  if (typeof value === 'object' && 'address' in value)
    return String((value as { address: string }).address)
  return String(value)
}

// Local mode: each message goes to the log and, whole, to a JSON file a developer or test can read.
export function outboxAdapter(options: {
  dir: string
  fromAddress: string
  fromName: string
}): EmailAdapter<OutboxMessage> {
  return ({ payload }) => ({
    name: 'outbox',
    defaultFromAddress: options.fromAddress,
    defaultFromName: options.fromName,
    sendEmail: async (message: SendEmailOptions) => {
      const sentAt = new Date().toISOString()
      const record: OutboxMessage = {
        id: `${sentAt.replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}`,
        sentAt,
        from: asText(message.from) || `${options.fromName} <${options.fromAddress}>`,
        to: asText(message.to),
        subject: asText(message.subject),
        text: asText(message.text),
        html: asText(message.html),
      }
      const file = path.join(options.dir, `${record.id}.json`)
      await fs.mkdir(options.dir, { recursive: true })
      await fs.writeFile(file, JSON.stringify(record, null, 2))
      payload.logger.info(`E-mail (outbox) to ${record.to}: "${record.subject}" → ${file}`)
      return record
    },
  })
}
