/**
 * The bounds every query from outside the server (REST and GraphQL) must respect. One request may
 * never build an unbounded result: each number here caps one way of multiplying work. README,
 * "Security", lists them; tests/hostile/queryLimits.test.ts proves them against the real server.
 */
export const QUERY_LIMITS = {
  /** Relationship levels populated (Payload's global maxDepth; deeper requests are clamped). */
  maxDepth: 2,
  /** Relationship levels a REST request may populate (`depth` above it is lowered to it). */
  restMaxDepth: 1,
  /** Levels a relationship to its own collection is populated (Glossary/Post `related`). */
  selfRelationMaxDepth: 1,
  /** Documents per page for the public; `limit` outside 1…maxLimit is refused. */
  maxLimit: 100,
  /** Documents per page for admin-panel users: Payload's list view asks for 250 at once to fill relationship cells. */
  maxLimitInAdminPanel: 250,
  /** Highest page number (offset = (page − 1) × limit stays small enough to scan). */
  maxPage: 10_000,
  /** and/or levels inside one `where`. */
  maxWhereNesting: 5,
  /** Field conditions (operators) in one `where`, across all levels. */
  maxWhereConditions: 50,
  /** Values in one in / not_in / all list (the admin panel sends up to 250 ids). */
  maxWhereListValues: 250,
  /** Dot-separated segments in one field path (each relationship segment is a join). */
  maxPathSegments: 4,
  /** Fields in one sort. */
  maxSortFields: 3,
  /** Nested selections in one GraphQL operation (introspection excluded). */
  graphQLMaxDepth: 6,
  /** Top-level fields (aliases included) in one GraphQL operation: each can be a page of documents. */
  graphQLMaxRootFields: 10,
  /** Payload's GraphQL complexity budget (each relationship field costs 10, each scalar 1). */
  graphQLMaxComplexity: 500,
} as const
