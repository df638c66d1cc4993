import fs from 'node:fs'
import path from 'node:path'

export const NGINX_TEMPLATE = path.join(process.cwd(), 'deploy', 'nginx', 'roomwise.conf.template')

export type NginxConfigOptions = {
  /** What `listen` takes: a port, or address:port. */
  listen: string
  /** host:port of every web instance. */
  upstreams: readonly string[]
  /** Folder of the page cache (nginx creates it; its workers must be able to write there). */
  cacheDir: string
  /** How long a public page is held, in nginx's time syntax (default 1s). */
  microcache?: string
  /** The site's address (NEXT_PUBLIC_APP_URL); any other Host is redirected there (308). */
  canonical?: string
}

const ADDRESS = /^[\w.-]+:\d{1,5}$|^\[[\da-f:]+\]:\d{1,5}$/i
const LISTEN = /^(\d{1,5}|[\w.-]+:\d{1,5}|\[[\da-f:]+\]:\d{1,5})$/i
const DURATION = /^\d+(ms|s|m)?$/

/**
 * deploy/nginx/roomwise.conf.template with the placeholders filled in. Every value is checked
 * first: it ends up in a config file that nginx runs as root.
 */
export function renderNginxConfig(options: NginxConfigOptions): string {
  const microcache = options.microcache ?? '1s'
  const problems = [
    ...(LISTEN.test(options.listen)
      ? []
      : [`--listen "${options.listen}" is not a port or address:port`]),
    ...(options.upstreams.length === 0 ? ['at least one --upstream host:port is needed'] : []),
    ...options.upstreams
      .filter((upstream) => !ADDRESS.test(upstream))
      .map((upstream) => `--upstream "${upstream}" is not host:port`),
    ...(path.isAbsolute(options.cacheDir) && !/[\s;{}'"]/.test(options.cacheDir)
      ? []
      : [`--cache-dir "${options.cacheDir}" must be an absolute path without spaces or quotes`]),
    ...(DURATION.test(microcache)
      ? []
      : [`--microcache "${microcache}" is not a duration like 1s`]),
  ]
  const canonical = options.canonical === undefined ? undefined : siteAddress(options.canonical)
  if (canonical === null)
    problems.push(`--canonical "${options.canonical}" is not an address like https://example.com`)
  if (problems.length > 0) throw new Error(problems.join('\n'))
  const values: Record<string, string> = {
    LISTEN: options.listen,
    UPSTREAM_SERVERS: options.upstreams.map((upstream) => `  server ${upstream};`).join('\n'),
    CACHE_DIR: options.cacheDir,
    MICROCACHE: microcache,
    ...canonicalHost(canonical ?? undefined),
  }
  return fs
    .readFileSync(NGINX_TEMPLATE, 'utf8')
    .replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder)
}

/** An http(s) origin with nothing after it, or null. */
function siteAddress(value: string): URL | null {
  try {
    const url = new URL(value)
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username
    return /^https?:$/.test(url.protocol) && bare && /^[\w.-]+(:\d+)?$/.test(url.host) ? url : null
  } catch {
    return null
  }
}

function canonicalHost(site: URL | undefined): Record<string, string> {
  if (!site)
    return {
      CANONICAL_HOST_MAP: '# (no --canonical: every host name is served)',
      CANONICAL_HOST_REDIRECT: '',
    }
  const host = site.host.replace(/\./g, '\\.')
  return {
    CANONICAL_HOST_MAP: `map $http_host $roomwise_elsewhere {\n  default 1;\n  "~*^${host}$" 0;\n}`,
    CANONICAL_HOST_REDIRECT: `  if ($roomwise_elsewhere) {\n    return 308 ${site.origin}$request_uri;\n  }`,
  }
}
