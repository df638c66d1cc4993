/**
 * The app's own route handlers (src/app/api/**\/route.ts), found on disk with the HTTP methods
 * each exports, so a new route is fuzzed without being listed here.
 */
import fs from 'node:fs'
import path from 'node:path'

export type AppRoute = { template: string; methods: string[] }

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']

function exportedMethods(source: string): string[] {
  const found = new Set<string>()
  for (const [, name] of source.matchAll(/export\s+(?:async\s+)?(?:function|const)\s+(\w+)/g))
    found.add(name!)
  for (const [, names] of source.matchAll(/export\s+const\s*\{([^}]*)\}/g))
    for (const name of names!.split(',')) found.add(name.trim())
  return METHODS.filter((method) => found.has(method))
}

/** `src/app/api/studio/redesigns/[id]/cancel/route.ts` → `/api/studio/redesigns/[id]/cancel`. */
export function appRoutes(root = path.join(process.cwd(), 'src', 'app', 'api')): AppRoute[] {
  const routes: AppRoute[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/^route\.(t|j)sx?$/.test(entry.name)) {
        const relative = path
          .relative(path.dirname(root), path.dirname(full))
          .split(path.sep)
          .join('/')
        routes.push({
          template: `/${relative}`,
          methods: exportedMethods(fs.readFileSync(full, 'utf8')),
        })
      }
    }
  }
  walk(root)
  return routes.sort((a, b) => a.template.localeCompare(b.template))
}
