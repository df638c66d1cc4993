import { z } from 'zod'

/** Replicate's error bodies are RFC 9457 problem details (`application/problem+json`). */
export type ProblemDetails = { title?: string; detail?: string; status?: number }

const problemSchema = z.object({
  title: z.unknown().optional(),
  detail: z.unknown().optional(),
  status: z.unknown().optional(),
})

const asText = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : value === undefined || value === null
      ? undefined
      : JSON.stringify(value)

export function parseProblemDetails(body: string): ProblemDetails | undefined {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return undefined
  }
  const parsed = problemSchema.safeParse(json)
  if (!parsed.success) return undefined
  const problem: ProblemDetails = {
    title: asText(parsed.data.title),
    detail: asText(parsed.data.detail),
    status: typeof parsed.data.status === 'number' ? parsed.data.status : undefined,
  }
  return problem.title || problem.detail ? problem : undefined
}
