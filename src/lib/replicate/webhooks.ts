import type { Settings } from '@/lib/env'

/** Completion webhooks need an address Replicate can reach: on when the site is public (https) or
 *  a signing secret is configured; otherwise the job's polling alone finishes redesigns. */
export const replicateWebhookUrl = (settings: Settings): string | undefined =>
  settings.replicate.webhookSecret || settings.appUrl.startsWith('https://')
    ? `${settings.appUrl}/api/webhooks/replicate`
    : undefined

/** The configured signing secret, or the account's own, fetched from Replicate and cached. */
export async function replicateWebhookSecret(
  settings: Settings,
  engine: { getWebhookSecret(options: { refresh: boolean }): Promise<string> },
  refresh = false,
): Promise<string> {
  return settings.replicate.webhookSecret ?? engine.getWebhookSecret({ refresh })
}
