export type RedirectRule = { from: string; to: string; permanent: boolean }

const normalise = (path: string) => {
  const clean = path.split(/[?#]/)[0]!.toLowerCase()
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean
}

// An exact rule first, then the longest folder rule (`/old/*` → `/new/*`); never a path to itself.
export function matchRedirect(
  rules: RedirectRule[],
  path: string,
): { location: string; permanent: boolean } | undefined {
  const target = normalise(path)
  const exact = rules.find((rule) => !rule.from.endsWith('/*') && normalise(rule.from) === target)
  if (exact)
    return exact.to === target ? undefined : { location: exact.to, permanent: exact.permanent }

  const folder = rules
    .filter((rule) => rule.from.endsWith('/*'))
    .map((rule) => ({ rule, prefix: normalise(rule.from.slice(0, -1)) }))
    .filter(({ prefix }) => target.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0]
  if (!folder) return undefined
  const rest = target.slice(folder.prefix.length).replace(/^\//, '')
  const location = folder.rule.to.endsWith('/*')
    ? `${folder.rule.to.slice(0, -2)}/${rest}`
    : folder.rule.to
  return location === target ? undefined : { location, permanent: folder.rule.permanent }
}
