/**
 * End-to-end tests against the real, built server: a throwaway embedded PostgreSQL, migrations and
 * seed, `next build`, `next start` on a free port, then the Jest e2e project driving Debian's
 * Chromium, and the hostile-client suite (tests/hostile) against the same server, two files at a
 * time but for those that must run alone (scripts/lib/e2eGroups.ts). E2E_SKIP_BUILD=1 reuses an
 * existing build (only when it was built from this database).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { runE2eGroups } from './lib/e2eRun'
import { startThrowawaySite, type ThrowawaySite } from './lib/throwawaySite'
import { findChromium } from '../tests/support/chromium'
import { startOidcStandIn } from '../tests/support/oidcStandIn'
import { ensureRedisServer } from '../tests/support/redisStandIn'
import { startStripeStandIn } from '../tools/stripeStandIn'

function ensureChromium(): string {
  const found = findChromium()
  if (found) return found
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.info('Chromium is missing; installing Debian’s package (apt-get install -y chromium)…')
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  }
  const installed = findChromium()
  if (!installed) {
    console.error(
      'End-to-end tests need Chromium. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH.',
    )
    process.exit(1)
  }
  return installed
}

const chromiumPath = ensureChromium()
// tests/e2e/sharedPageCache.test.ts shares a page cache through Debian's redis-server.
try {
  ensureRedisServer()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
// The real Google provider, pointed at a local OpenID Connect stand-in; the local sign-in too, so
// tests can open sessions for each role quickly.
const google = await startOidcStandIn()
// Payments through the real stripe client, pointed at a local Stripe stand-in that posts signed
// webhooks back to the server (its endpoint is set once the server's address is known).
const stripe = await startStripeStandIn({ portalCancelMode: 'at_period_end' })
let site: ThrowawaySite | undefined
let code = 1
try {
  site = await startThrowawaySite({
    name: 'roomwise-e2e',
    skipBuild: process.env.E2E_SKIP_BUILD === '1',
    env: {
      AUTH_GOOGLE_ID: google.clientId,
      AUTH_GOOGLE_SECRET: google.clientSecret,
      AUTH_GOOGLE_ISSUER: google.issuer,
      AUTH_LOCAL_SIGNIN: 'true',
      ADMIN_EMAILS: 'owner@roomwise.test',
      ...stripe.env,
      // tests/hostile/bodyLimits.test.ts waits this long for a dripped body to be refused.
      BODY_TIMEOUT_SECONDS: '10',
    },
  })
  stripe.setWebhookEndpoint(`${site.baseUrl}/api/webhooks/stripe`)
  code = await runE2eGroups(process.argv.slice(2), {
    ...site.env,
    E2E_BASE_URL: site.baseUrl,
    CHROMIUM_PATH: chromiumPath,
    E2E_ROOT: site.root,
  })
  if (code !== 0) console.error(`\nLast lines of the server log:\n${site.serverLogTail()}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  code = 1
} finally {
  await site?.stop()
  await google.stop()
  await stripe.stop()
}
process.exit(code)
