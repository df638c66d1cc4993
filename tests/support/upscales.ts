import type { Payload } from 'payload'
import sharp from 'sharp'

import { readStoredFile } from '@/lib/storage/storedFiles'
import type { RedesignImage, Upscale } from '@/payload-types'
import { countWhere, loadRedesign } from './records'

/** A finished redesign as stored and its first result: what an enlargement is asked of. */
export async function redesignToEnlarge(payload: Payload, id: number) {
  const redesign = await loadRedesign(payload, id, 1)
  return { redesign, result: redesign.outputs![0] as RedesignImage }
}

/** An enlargement as stored, its output loaded. */
export const loadUpscale = async (payload: Payload, id: number) =>
  (await payload.findByID({
    collection: 'upscales',
    id,
    depth: 1,
    overrideAccess: true,
  })) as Upscale

/** The width and height of the file an enlargement stored (read from the bytes, not the record). */
export async function storedSize(
  payload: Payload,
  id: number,
): Promise<{ width?: number; height?: number; format?: string }> {
  const output = (await loadUpscale(payload, id)).output as RedesignImage | null
  if (!output?.filename) return {}
  const bytes = await readStoredFile(payload, 'redesign-images', output.filename)
  const { width, height, format } = await sharp(bytes!).metadata()
  return { width, height, format }
}

/** How many ledger entries of `reason` an enlargement's owner has. */
export const ledgerEntries = (
  payload: Payload,
  userId: number,
  reason: 'upscale_charge' | 'upscale_refund',
) => countWhere(payload, 'credit-ledger', { owner: { equals: userId }, reason: { equals: reason } })
