/**
 * Does the database's schema match this build? Migrations are a release step (`npm run migrate`),
 * so an instance compares the migrations the database recorded with the ones it was built with
 * before it serves: an older schema would fail on some customer's request, not at start.
 */
export type SchemaState = {
  /** older: some of this build's migrations are not applied; newer: the database has migrations this build does not know (a rollback). */
  kind: 'current' | 'older' | 'newer'
  /** The last migration applied, by name (undefined: none). */
  databaseAt: string | undefined
  /** The last migration this build has. */
  buildNeeds: string | undefined
  /** This build's migrations the database lacks. */
  missing: string[]
  /** Migrations the database has that this build does not know. */
  unknown: string[]
}

/** Migration names sort by their timestamp prefix, so the last in order is the latest. */
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

/** One sentence for the deployer: what is wrong and what to run. */
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
