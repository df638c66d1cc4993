// Next answers a server-action call whose arguments React cannot decode with a 500; the proxy refuses those first.

// React reply-protocol "$" forms that stand for a value themselves ($$, $u, $D, $n, $T, $K).
const SELF_CONTAINED = new Set(['$', 'H', 'T', 'I', '-', 'N', 'u', 'D', 'n', 'K'])
// A letter and an id ($Q1, $B2) or an id alone ("$1", "$1:key") name another part.
const LETTERED = new Set('@hQWiAOoUSsLlGgMmVBRrXx')

/** The part a "$…" string names, or null when it stands for a value by itself. */
function partNamed(value: string): string | null {
  const kind = value[1]
  if (kind !== undefined && SELF_CONTAINED.has(kind)) return null
  const reference = kind !== undefined && LETTERED.has(kind) ? value.slice(2) : value.slice(1)
  return reference.split(':', 1)[0]!
}

function readRow(row: string): { value: unknown; parts: string[] } | null {
  const parts: string[] = []
  try {
    const value: unknown = JSON.parse(row, (_key, item: unknown) => {
      if (typeof item === 'string' && item.startsWith('$')) {
        const part = partNamed(item)
        if (part !== null) parts.push(part)
      }
      return item
    })
    return { value, parts }
  } catch {
    return null // not JSON, or nested deeper than the stack allows
  }
}

/** `root` is a JSON array and every part it (transitively) refers to is in the body. */
export function readableActionArguments(
  root: string,
  part: (id: string) => FormDataEntryValue | null = () => null,
): boolean {
  const first = readRow(root)
  if (!first || !Array.isArray(first.value)) return false
  const pending = [...first.parts]
  const seen = new Set<string>(['0'])
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    const value = part(id)
    if (value === null) return false
    if (typeof value !== 'string') continue // a file
    const row = readRow(value)
    if (!row) return false
    for (const next of row.parts) pending.push(next) // not a spread: a row may name 100k parts
  }
  return true
}
