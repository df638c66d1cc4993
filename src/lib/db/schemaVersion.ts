export type SchemaState = {
  kind: 'current' | 'older' | 'newer'
  databaseAt: string | undefined
  buildNeeds: string | undefined
  missing: string[]
  unknown: string[]
}

const latest = (names: readonly string[]) => [...names].sort().at(-1)

export function compareSchema(
  applied: readonly string[],
  expected: readonly string[],
): SchemaState {
  const have = new Set(applied)
  const known = new Set(expected)
  const missing = expected.filter((name) => !have.has(name))
  const unknown = applied.filter((name) => !known.has(name))
  return {
    kind: missing.length > 0 ? 'older' : unknown.length > 0 ? 'newer' : 'current',
    databaseAt: latest(applied),
    buildNeeds: latest(expected),
    missing,
    unknown,
  }
}

export function describeSchema(state: SchemaState): string {
  const at = state.databaseAt ?? 'none (no migration applied)'
  switch (state.kind) {
    case 'older':
      return (
        `Roomwise cannot serve: the database is at migration ${at}, this build needs ${state.buildNeeds}: ` +
        `run \`npm run migrate\` first (${state.missing.length} pending: ${state.missing.join(', ')}).`
      )
    case 'newer':
      return (
        `The database is newer than this build (it has ${state.unknown.join(', ')}, which this build does not know; ` +
        `a rollback?). Serving anyway: an older build keeps working only if those migrations were backward compatible.`
      )
    case 'current':
      return `The database schema matches this build (migration ${at}).`
  }
}
