import type { BrowserContext } from 'playwright-core'
import type { Payload } from 'payload'

import { adjustCredits } from '../../support/records'
import { sharedPayload } from '../../support/payload'
import { fieldsWhenReady, sharedForFile } from '../../support/sharedForFile'
import { sharedBrowser, type BrowserSession } from './browser'
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
  /** Credits given to the customer beyond the welcome ones (none unless given). */
  credits?: number
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
    if (options.credits) await adjustCredits(payload, customer.id, options.credits, options.label)
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

/** What a test file on an engine's second server holds: its browser, Payload and the server. */
export type EngineServerFile<S extends StandIn> = {
  browser: () => BrowserSession
  payload: () => Payload
  engine: Readonly<EngineServer<S>>
}

/**
 * The file's browser (`sharedBrowser()`) and Payload (`sharedPayload()`), and startEngineServer
 * once for the test file, stopped after it; call at the top of a file. The engine's fields throw
 * when read before the file's `beforeAll` has run.
 */
export function engineServerForFile<S extends StandIn>(
  options: EngineServerOptions<S>,
): EngineServerFile<S> {
  const browser = sharedBrowser()
  const payload = sharedPayload()
  const started = sharedForFile(
    () => startEngineServer(browser().context, payload(), options),
    stopEngineServer,
    'The engine server is not started yet: use it inside a test or a later hook.',
    180_000,
  )
  return {
    browser,
    payload,
    engine: fieldsWhenReady(started, ['standIn', 'server', 'customer']),
  }
}
