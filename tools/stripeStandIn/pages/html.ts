import { escapeHtml } from '../../../src/lib/html/escapeHtml'
import type { Core } from '../core'

/** Shared pieces of the stand-in's hosted pages (checkout, portal, invoices, receipts). */
export type PageResult = { status: number; html?: string; location?: string }

export { escapeHtml }

export { formatPrice as money } from '../../../src/lib/billing/plans'

export const longDate = (seconds: number) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(seconds * 1000),
  )

export const every = (recurring: { interval: string; interval_count: number } | null) =>
  !recurring
    ? ''
    : recurring.interval_count === 1
      ? ` per ${recurring.interval}`
      : ` every ${recurring.interval_count} ${recurring.interval}s`

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #f6f8fa; margin: 0; }
  main { max-width: 34rem; margin: 2rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 3px #0003; }
  .test-mode { background: #fff4d6; color: #5c3b00; padding: .25rem .75rem; border-radius: 4px; display: inline-block; font-size: .875rem; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  th, td { text-align: left; padding: .5rem .25rem; border-bottom: 1px solid #d0d7de; }
  td.amount, th.amount { text-align: right; }
  label { display: block; margin-top: .75rem; font-weight: 600; }
  input { font: inherit; width: 100%; box-sizing: border-box; padding: .5rem; border: 1px solid #6e7781; border-radius: 4px; }
  fieldset { border: 1px solid #d0d7de; border-radius: 4px; margin-top: 1rem; }
  button { font: inherit; margin-top: 1.25rem; padding: .75rem 1.25rem; border: 0; border-radius: 4px; background: #0a2540; color: #fff; cursor: pointer; }
  button.danger { background: #a40e26; }
  :focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
  [role="alert"] { color: #a40e26; font-weight: 600; }
  a { color: #0550ae; }
`

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="test-mode">Test mode · Stripe stand-in</p>
${body}
</main>
</body>
</html>`
}

export const htmlPage = (title: string, body: string, status = 200): PageResult => ({
  status,
  html: page(title, body),
})

export const notFoundPage = (what: string): PageResult =>
  htmlPage('Not found', `<h1>Not found</h1><p>${escapeHtml(what)}</p>`, 404)

/** Where a form's action leads: once its webhooks are delivered, when the stand-in is told to wait. */
export async function afterWebhooks(core: Core, result: PageResult): Promise<PageResult> {
  if (core.config.deliverBeforeRedirect) await core.webhooks.settled()
  return result
}
