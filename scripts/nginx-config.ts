/**
 * Prints deploy/nginx/roomwise.conf for your instances (README, "Running in production"):
 *   npx tsx scripts/nginx-config.ts --listen 80 --upstream 10.0.0.11:3000 --upstream 10.0.0.12:3000 \
 *     --cache-dir /var/cache/nginx/roomwise [--microcache 1s] [--canonical https://example.com] \
 *     > /etc/nginx/conf.d/roomwise.conf
 */
import { parseArgs } from 'node:util'

import { renderNginxConfig } from './lib/nginxConfig'

try {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string', default: '80' },
      upstream: { type: 'string', multiple: true, default: [] },
      'cache-dir': { type: 'string', default: '/var/cache/nginx/roomwise' },
      microcache: { type: 'string', default: '1s' },
      canonical: { type: 'string' },
    },
  })
  process.stdout.write(
    renderNginxConfig({
      listen: values.listen,
      upstreams: values.upstream,
      cacheDir: values['cache-dir'],
      microcache: values.microcache,
      canonical: values.canonical,
    }),
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(2)
}
