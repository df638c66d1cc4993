import type { BrowserContext } from 'playwright-core'
import type { Payload } from 'payload'

import { extraServer, type ExtraServer } from './extraServer'
// Renamed: not a React hook, though its name starts with "use".
import { confirmedCustomer, useSessionOn as sessionOn, type ConfirmedCustomer } from './signIn'

/** A stand-in for a model provider (Replicate, a Cog server): all this helper needs of it. */
type StandIn = { stop(): Promise<void> }

export type EngineServer<S extends StandIn> = {
  standIn: S
  server: ExtraServer
  customer: ConfirmedCustomer
}

export type EngineServerOptions<S extends StandIn> = {
  /** Starts the engine's stand-in. */
  standIn: () => Promise<S>
  /** The engine settings that point the second server at it (`replicateEnv`, `cogEnv`). */
  env: (standIn: S) => Record<string, string>
  /** Names the confirmed customer. */
  label: string
}

/**
 * A second server whose redesigns go to an engine's stand-in, and a confirmed customer (`label`)
 * signed in to it in `context`. A start that fails stops what it had started; the caller stops
 * the rest with stopEngineServer.
 */
export async function startEngineServer<S extends StandIn>(
  context: BrowserContext,
  payload: Payload,
  options: EngineServerOptions<S>,
): Promise<EngineServer<S>> {
  const standIn = await options.standIn()
  let server: ExtraServer | undefined
  try {
    server = await extraServer(options.env(standIn))
    await server.start()
    const customer = await confirmedCustomer(payload, options.label)
    await sessionOn(context, customer.cookie, server.url)
    return { standIn, server, customer }
  } catch (error) {
    await stopEngineServer({ server, standIn })
    throw error
  }
}

export async function stopEngineServer(started: Partial<EngineServer<StandIn>>): Promise<void> {
  await started.server?.stop()
  await started.standIn?.stop()
}
