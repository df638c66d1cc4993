import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { getSettings } from '@/lib/env'
import { escapeHtml } from '@/lib/html/escapeHtml'
import { SITE_DEFAULTS } from '@/lib/site/defaults'

/** The message and its plain-text twin, from the site's name; pure so it can be tested alone. */
export function welcomeMessage(
  user: Pick<User, 'name' | 'email'>,
  siteName: string,
  appUrl: string,
) {
  const name = user.name?.trim() || 'there'
  const start = `${appUrl}/redesign`
  const text = [
    `Hi ${name},`,
    '',
    `Welcome to ${siteName}! Upload a photo of any room, pick a style, and see it redesigned in seconds.`,
    `Start your first redesign: ${start}`,
    '',
    `Browse the glossary for ideas: ${appUrl}/glossary`,
    '',
    `— The ${siteName} team`,
  ].join('\n')
  const html = `<p>Hi ${escapeHtml(name)},</p>
<p>Welcome to ${escapeHtml(siteName)}! Upload a photo of any room, pick a style, and see it redesigned in seconds.</p>
<p><a href="${start}">Start your first redesign</a></p>
<p>Looking for ideas? <a href="${appUrl}/glossary">Browse the glossary</a>.</p>
<p>— The ${escapeHtml(siteName)} team</p>`
  return { subject: `Welcome to ${siteName}`, text, html }
}

export async function sendWelcomeEmail(payload: Payload, user: User): Promise<void> {
  // Read directly, not through the page cache: this also runs outside Next (seed, tests).
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const message = welcomeMessage(user, site.name || SITE_DEFAULTS.name, getSettings().appUrl)
  await payload.sendEmail({ to: user.email, ...message })
}
