import { compareSchema, describeSchema } from '@/lib/db/schemaVersion'

const built = ['20261122_022258_initial', '20261122_025850_content', '20261126_080700_exports']

describe('compareSchema', () => {
  it('is current when the database has exactly the build’s migrations', () => {
    const state = compareSchema(built, built)
    expect(state.kind).toBe('current')
    expect(describeSchema(state)).toBe(
      'The database schema matches this build (migration 20261126_080700_exports).',
    )
  })

  it('is older when any of the build’s migrations is missing, and says what to run', () => {
    const state = compareSchema(built.slice(0, 2), built)
    expect(state).toMatchObject({ kind: 'older', missing: ['20261126_080700_exports'] })
    expect(describeSchema(state)).toContain(
      'the database is at migration 20261122_025850_content, this build needs 20261126_080700_exports: run `npm run migrate` first',
    )
    expect(describeSchema(compareSchema([], built))).toContain(
      'the database is at migration none (no migration applied)',
    )
  })

  it('is older, not newer, when a rollback left the database both ahead and behind', () => {
    expect(compareSchema(['20261122_022258_initial', '29990101_000000_later'], built).kind).toBe(
      'older',
    )
  })

  it('is newer when the database has migrations the build does not know (a rollback)', () => {
    const state = compareSchema([...built, '29990101_000000_later'], built)
    expect(state).toMatchObject({ kind: 'newer', unknown: ['29990101_000000_later'] })
    expect(describeSchema(state)).toContain('Serving anyway')
  })
})
