import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest, Where } from 'payload'

import { upscaleLedgerKey } from '@/lib/credits/reasons'
import { getSettings } from '@/lib/env'
import { upscaleQueue } from '@/lib/jobs/queues'
import { findDoc } from '@/lib/payload/findDoc'
import { docOf, idOf } from '@/lib/payload/idOf'
import {
  checkRun,
  endUnsuccessful,
  finishSucceeded,
  runJob,
  submitAndCheckLater,
  type Provider,
  type RunKind,
} from '@/lib/providerRun/run'
import { chooseEngine, type UpscaleEngine } from '@/lib/redesign/engines/chooseEngine'
import { readStoredFile } from '@/lib/storage/storedFiles'
import type { RedesignImage, Upscale } from '@/payload-types'
import { encodeAtSize, type EnlargedImage } from './encodeAtSize'
import type { ReplicateUpscaler } from './replicateUpscaler'
import { isUpscaleScale, upscaledSize } from './upscaleRules'

export const upscaleFailureMessages = {
  failed: 'This enlargement could not be made. Your credits have been returned; please try again.',
  timedOut:
    'This enlargement took too long and was stopped. Your credits have been returned; please try again.',
  redesignDeleted:
    'Its redesign was deleted before this enlargement finished. Your credits have been returned.',
} as const

export const upscaleRun: RunKind<Upscale, EnlargedImage> = {
  collection: 'upscales',
  name: 'Upscale',
  checkTask: 'checkUpscaleRun',
  queue: () => upscaleQueue(chooseEngine(getSettings()).upscale.name),
  load: (payload, id) => findDoc(payload, 'server', { collection: 'upscales', id, depth: 1 }),
  timedOutMessage: upscaleFailureMessages.timedOut,
  failureMessage: () => upscaleFailureMessages.failed,
  providerEnded: () => ({ event: 'fail', message: upscaleFailureMessages.failed }),
  refund: {
    reason: 'upscale_refund',
    key: (id) => upscaleLedgerKey(id, 'refund'),
    redesignId: (claimed) => claimed.redesignId ?? 0,
    note: (_event, claimed) => `enlargement ×${claimed.scale} failed`,
  },
  async store(req, upscale, image, written) {
    const output = await req.payload.create({
      collection: 'redesign-images',
      data: { owner: idOf(upscale.owner), kind: 'upscale' },
      file: {
        data: image.data,
        mimetype: 'image/jpeg',
        name: `${randomUUID()}.jpg`,
        size: image.data.length,
      },
      overrideAccess: true,
      req,
    })
    written.push(output)
    await req.payload.update({
      collection: 'upscales',
      id: upscale.id,
      data: { output: output.id },
      overrideAccess: true,
      req,
    })
  },
}

/** The size asked for; an AI answer is brought to it too (a model may round, or answer in PNG). */
function targetSize(upscale: Upscale) {
  const source = docOf<RedesignImage>(upscale.source)
  if (!source?.filename || !source.width || !source.height || !isUpscaleScale(upscale.scale))
    throw new Error(`Upscale ${upscale.id}: its source image or scale is unusable`)
  return {
    source,
    scale: upscale.scale,
    size: upscaledSize(source.width, source.height, upscale.scale),
  }
}

const providerOf = (upscaler: ReplicateUpscaler, upscale: Upscale): Provider<EnlargedImage> => ({
  check: (id) => upscaler.check(id),
  cancel: (id) => upscaler.cancel(id),
  async download([url]) {
    if (!url) throw new Error(`Upscale ${upscale.id}: the provider answered no output`)
    const { size } = targetSize(upscale)
    return encodeAtSize((await upscaler.download(url)).data, size)
  },
})

export const runUpscaleJob = (payload: Payload, upscaleId: number) =>
  runUpscale(payload, upscaleId, { engine: chooseEngine(getSettings()).upscale })

export function runUpscale(
  payload: Payload,
  upscaleId: number,
  { engine, leaseMs }: { engine: UpscaleEngine; leaseMs?: number },
): Promise<void> {
  return runJob(payload, upscaleRun, upscaleId, async (upscale, claimed) => {
    const { source, scale, size } = targetSize(upscale)
    const bytes = await readStoredFile(payload, 'redesign-images', source.filename!)
    if (!bytes) throw new Error(`Upscale ${upscaleId}: its source file is missing`)
    if (engine.name === 'lanczos')
      return void (await finishSucceeded(
        payload,
        upscaleRun,
        upscale,
        await encodeAtSize(bytes, size),
      ))
    const provider = providerOf(engine.upscaler, upscale)
    const submit = () => engine.upscaler.submit(bytes, scale)
    await submitAndCheckLater(payload, upscaleRun, claimed, { ...provider, submit }, { leaseMs })
  })
}

export function checkUpscaleRun(
  payload: Payload,
  upscaleId: number,
  {
    engine = chooseEngine(getSettings()).upscale,
    timeoutMs = getSettings().redesign.timeoutMs,
  }: { engine?: UpscaleEngine; timeoutMs?: number } = {},
): Promise<void> {
  const providerFor = (upscale: Upscale) =>
    engine.name === 'replicate' ? providerOf(engine.upscaler, upscale) : undefined
  return checkRun(payload, upscaleRun, upscaleId, providerFor, timeoutMs)
}

/** Ends unfinished enlargements in the caller's tx, each refunded once (a running job then stops). */
async function abandonUpscales(
  req: PayloadRequest,
  which: Where,
  message: keyof typeof upscaleFailureMessages,
  note: string,
): Promise<void> {
  const { docs } = await req.payload.find({
    collection: 'upscales',
    where: { ...which, status: { in: ['queued', 'processing'] } },
    select: { scale: true },
    limit: 100, // one live enlargement per result and scale: a handful at most
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const { id, scale } of docs)
    await endUnsuccessful(req, upscaleRun, id, 'abandon', upscaleFailureMessages[message], {
      note: `enlargement ×${scale} ${note}`,
    })
}

export const dropUnfinishedUpscales = (req: PayloadRequest, redesignId: number) =>
  abandonUpscales(
    req,
    { redesign: { equals: redesignId } },
    'redesignDeleted',
    'deleted unfinished',
  )

export const dropStaleUpscales = (
  req: PayloadRequest,
  wanted: { owner: number; source: number; scale: number },
  createdBefore: Date,
) =>
  abandonUpscales(
    req,
    {
      owner: { equals: wanted.owner },
      source: { equals: wanted.source },
      scale: { equals: wanted.scale },
      createdAt: { less_than: createdBefore.toISOString() },
    },
    'timedOut',
    'never finished',
  )
