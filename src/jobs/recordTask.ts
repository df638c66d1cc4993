import type { Payload, TaskConfig } from 'payload'

/**
 * A task whose whole input is one record's id (`key`), handed to the domain's logic in src/lib,
 * which records every outcome on the record itself; what throws is retried `retries` times.
 */
export function recordTask<Key extends string>(
  slug: string,
  key: Key,
  retries: number,
  run: (payload: Payload, id: number) => Promise<unknown>,
): TaskConfig<{ input: Record<Key, number>; output: object }> {
  return {
    slug,
    retries,
    inputSchema: [{ name: key, type: 'number', required: true }],
    handler: async ({ input, req }) => {
      await run(req.payload, input[key])
      return { output: {} }
    },
  }
}
