import type { Settings } from '@/lib/env'

/** On when the site is public (https) or a secret is set; otherwise polling alone finishes runs. */
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
