import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Replays request i of the plan through `fc.check` (same seed, `path: "i"`) and lets fast-check
 * shrink it while it keeps failing the same way, within a time limit: the smallest request that
 * still shows the problem, and the path to replay exactly that one.
 */
import fc from 'fast-check'

import type { FuzzRequest } from './request'
import type { Observation } from './send'
import { errorLines, type LogReader } from './serverLog'
import { judge, sameFailure, type Finding } from './verdict'

export type Shrunk = {
  /** The original request failed the same way when sent alone. */
  reproduced: boolean
  request?: FuzzRequest
  observation?: Observation
  /** fast-check path of the shrunk request (FUZZ_PATH replays it). */
  path?: string
  shrinks: number
  interrupted: boolean
  /** What the server logged when the shrunk request was sent once more, alone. */
  serverLog: string[]
}

export async function shrinkFinding(
  arb: fc.Arbitrary<FuzzRequest>,
  options: { seed: number; path: string; timeLimitMs: number; finding?: Finding; log?: LogReader },
  sendOne: (request: FuzzRequest) => Promise<Observation>,
): Promise<Shrunk> {
  let target = options.finding
  let smallest: { request: FuzzRequest; observation: Observation } | undefined
  const details = await fc.check(
    fc.asyncProperty(arb, async (request) => {
      const observation = await sendOne(request)
      const finding = judge(observation)
      // With no target (a replay by path), the first failure found becomes the one to keep.
      if (finding && (!target || sameFailure(finding, target))) {
        target ??= finding
        smallest = { request, observation }
        return false
      }
      return true
    }),
    {
      seed: options.seed,
      path: options.path,
      numRuns: 1,
      interruptAfterTimeLimit: options.timeLimitMs,
      markInterruptAsFailure: false,
    },
  )
  let logged: string[] = []
  if (smallest && options.log) {
    const mark = options.log.mark()
    await sendOne(smallest.request)
    await sleep(300) // the server writes its log asynchronously
    logged = errorLines(options.log.since(mark))
  }
  return {
    serverLog: logged,
    reproduced: details.failed,
    request: smallest?.request,
    observation: smallest?.observation,
    path: details.counterexamplePath ?? undefined,
    shrinks: details.numShrinks,
    interrupted: details.interrupted,
  }
}
