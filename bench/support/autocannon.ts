import { spawn } from 'node:child_process'
import { z } from 'zod'

const Result = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number(), max: z.number() }),
  non2xx: z.number(),
  errors: z.number(),
  timeouts: z.number(),
})
export type LoadResult = z.infer<typeof Result>

/** One autocannon run (its CLI, in its own process) against `url`; its JSON summary. */
export function autocannon(url: string, connections: number, seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      ['autocannon', '-c', String(connections), '-d', String(seconds), '-j', url],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    )
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`))
      try {
        resolve(Result.parse(JSON.parse(out)))
      } catch (error) {
        reject(error)
      }
    })
  })
}
