import type { BrowserContext } from 'playwright-core'
import type { Payload } from 'payload'

import { startReplicateStandIn, type ReplicateStandIn } from '../../support/replicateStandIn'
import { extraServer, replicateEnv, type ExtraServer } from './extraServer'
// Renamed: not a React hook, though its name starts with "use".
import { confirmedCustomer, useSessionOn as sessionOn, type ConfirmedCustomer } from './signIn'

export type ReplicateServer = {
  standIn: ReplicateStandIn
  server: ExtraServer
  customer: ConfirmedCustomer
}

/**
 * A second server pointed at a Replicate stand-in answering after `latencyMs`, and a confirmed
 * customer (`label`) signed in to it in `context`. The caller stops it with stopReplicateServer.
 */
export async function startReplicateServer(
  context: BrowserContext,
  payload: Payload,
  { latencyMs, label }: { latencyMs: number; label: string },
): Promise<ReplicateServer> {
  const standIn = await startReplicateStandIn({ defaults: { latencyMs } })
  const server = await extraServer(replicateEnv(standIn))
  await server.start()
  const customer = await confirmedCustomer(payload, label)
  await sessionOn(context, customer.cookie, server.url)
  return { standIn, server, customer }
}

export async function stopReplicateServer(started: Partial<ReplicateServer>): Promise<void> {
  await started.server?.stop()
  await started.standIn?.stop()
}
