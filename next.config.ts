import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { resolveMode } from './src/lib/env/settingDefaults'
import { publicMediaOrigin } from './src/lib/env/s3Settings'
import { pageCacheNextConfig } from './src/lib/pageCache/nextCacheConfig'
import { SERVER_ACTION_BODY_BYTES } from './src/lib/http/serverActionLimit'
import { securityHeaders } from './src/lib/security/securityHeaders'

const production = resolveMode(process.env) === 'production'
const dev = process.env.NODE_ENV === 'development'
// Public Media served from the bucket or its CDN (S3_PUBLIC_URL) must be allowed as an image source.
const mediaOrigin = publicMediaOrigin(process.env)

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // With REDIS_URL, ISR pages, route handlers and unstable_cache reads go through the handler
  // every instance shares; without it, Next's own cache (chosen again by each `next start`).
  // The app uses no 'use cache' (it needs cacheComponents), so `cacheHandlers` is not set.
  ...pageCacheNextConfig(process.env),
  // Loaded by Node from node_modules, as the handler itself is: one copy of each, one connection.
  serverExternalPackages: ['redis', '@fortedigital/nextjs-cache-handler'],
  experimental: {
    // Payload picks an error's log level by its class name (config.loggingLevels, e.g. Forbidden →
    // info); minified server bundles rename the classes ('a', 'i5'), so every refusal was logged at
    // ERROR with a stack. Unminified server code keeps the names (and readable stack traces).
    serverMinification: false,
    // Server actions (sign-in, terms, account deletion, Payload's admin panel) read at most this
    // much of a body, counted while it streams in (Next refuses more with 413): README, Security.
    serverActions: { bodySizeLimit: SERVER_ACTION_BODY_BYTES },
    // Next copies a body the proxy may read (every form post to a page) up to this, and waits for
    // the whole of it; its default of 10 MB let 250 stalled posts hold 2.5 GB (an outside test).
    // No less than the action's limit, or an action would get a cut-off body.
    proxyClientMaxBodySize: SERVER_ACTION_BODY_BYTES,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [{ protocol: 'https', hostname: 'lh3.googleusercontent.com' }],
  },
  async headers() {
    return [
      {
        // Every path, with no named parameter: Next then copies the header values as they are,
        // where '/:path*' made it compile each value containing ':' (the CSP) on every request.
        source: '/(.*)',
        headers: securityHeaders({
          production,
          dev,
          imageHosts: ['https://lh3.googleusercontent.com', ...(mediaOrigin ? [mediaOrigin] : [])],
          // Forms that redirect elsewhere (form-action covers redirects): Google sign-in, Stripe
          // Checkout and the customer portal; locally also the Stripe stand-in on a loopback port.
          formTargets: [
            'https://accounts.google.com',
            'https://checkout.stripe.com',
            'https://billing.stripe.com',
            ...(production ? [] : ['http://127.0.0.1:*', 'http://localhost:*']),
          ],
        }),
      },
      {
        // Shared redesigns (src/app/(frontend)/shared): public by link, never in a search index.
        source: '/shared/(.*)',
        headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }],
      },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
