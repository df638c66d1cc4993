import type {
  CreditLedger,
  Order,
  Redesign,
  RedesignImage,
  Share,
  Subscription,
  Upscale,
  User,
} from '@/payload-types'
import { idOf } from '@/lib/payload/idOf'

/**
 * The JSON at the top of a "Download my data" ZIP (account.json), built from the person's records
 * as Payload returns them. Pure, so the job and the tests share one definition of what is exported.
 * Left out on purpose: Stripe ids, payment keys, provider job ids and the free-credit hash (internal
 * references, not the person's data, and no use outside Roomwise).
 */

const FOLDER: Record<RedesignImage['kind'], string> = {
  input: 'originals',
  output: 'results',
  mask: 'painted-areas',
  upscale: 'enlargements',
}

/**
 * Where an image sits inside the ZIP: originals/ for room photos, results/ for redesigned images,
 * painted-areas/ for the areas painted for area edits, enlargements/ for enlarged results.
 */
export function imagePathInZip(image: Pick<RedesignImage, 'id' | 'kind' | 'filename'>): string {
  const extension = image.filename?.match(/\.([a-z0-9]+)$/i)?.[1]?.toLowerCase() ?? 'bin'
  const folder = FOLDER[image.kind] ?? 'results'
  return `images/${folder}/${image.id}.${extension}`
}

export const accountPart = (user: User) => ({
  id: user.id,
  name: user.name ?? null,
  email: user.email,
  role: user.role,
  credits: user.credits,
  profilePicture: user.image ?? null,
  ageTermsConfirmedAt: user.ageTermsConfirmedAt ?? null,
  freeCreditsGrant: user.freeCreditsGrant ?? null,
  createdAt: user.createdAt,
  updatedAt: user.updatedAt,
})

const IMAGE_KIND = {
  input: 'original',
  output: 'result',
  mask: 'painted area',
  upscale: 'enlargement',
} as const

export const imagePart = (image: RedesignImage) => ({
  id: image.id,
  kind: IMAGE_KIND[image.kind] ?? ('result' as const),
  path: imagePathInZip(image),
  mimeType: image.mimeType ?? null,
  bytes: image.filesize ?? null,
  width: image.width ?? null,
  height: image.height ?? null,
  favouredAt: image.favouredAt ?? null,
  createdAt: image.createdAt,
})

/** A redesign with its settings, status, dates and results; its images by their path in the ZIP. */
export function redesignPart(redesign: Redesign, pathOf: (imageId: number) => string | null) {
  return {
    id: redesign.id,
    status: redesign.status,
    mode: redesign.mode ?? 'restyle',
    settings: {
      roomType: redesign.roomType,
      style: redesign.styleTitle ?? null,
      styleId: idOf(redesign.style),
      surfaceArea: redesign.surfaceArea ?? null,
      surface: redesign.surfaceTitle ?? null,
      surfaceId: idOf(redesign.surface),
      notes: redesign.notes ?? null,
      versions: redesign.variants,
    },
    refinedFrom: idOf(redesign.refinedFrom),
    refinementStep: redesign.refinementStep ?? 0,
    triedAgainFrom: idOf(redesign.retryOf),
    original: pathOf(idOf(redesign.input)),
    paintedArea: redesign.mask ? pathOf(idOf(redesign.mask)) : null,
    results: (redesign.outputs ?? []).map((output) => pathOf(idOf(output))),
    error: redesign.error ?? null,
    creditsCharged: redesign.creditsCharged,
    creditsRefunded: redesign.creditsRefunded ?? 0,
    engine: redesign.engine,
    model: redesign.model ?? null,
    createdAt: redesign.createdAt,
    startedAt: redesign.startedAt ?? null,
    completedAt: redesign.completedAt ?? null,
  }
}

export const orderPart = (order: Order) => ({
  id: order.id,
  number: order.number,
  item: order.planName,
  kind: order.kind,
  amountCents: order.amount,
  currency: order.currency,
  credits: order.credits,
  status: order.status,
  amountRefundedCents: order.amountRefunded,
  creditsRemoved: order.creditsRemoved,
  paidAt: order.paidAt,
  periodStart: order.periodStart ?? null,
  periodEnd: order.periodEnd ?? null,
  receiptUrl: order.receiptUrl ?? null,
})

export const subscriptionPart = (subscription: Subscription) => ({
  id: subscription.id,
  plan: subscription.planName,
  creditsPerMonth: subscription.credits,
  status: subscription.status,
  currentPeriodEnd: subscription.currentPeriodEnd ?? null,
  cancelAtPeriodEnd: subscription.cancelAtPeriodEnd ?? false,
  endedAt: subscription.endedAt ?? null,
  createdAt: subscription.createdAt,
})

export const ledgerPart = (entry: CreditLedger) => ({
  id: entry.id,
  delta: entry.delta,
  balanceAfter: entry.balanceAfter,
  reason: entry.reason,
  redesign: entry.redesign ?? null,
  order: entry.order ?? null,
  note: entry.note ?? null,
  createdAt: entry.createdAt,
})

/** A share link as its owner made it; its token is not kept (only a hash, which is not exported). */
export const sharePart = (share: Share) => ({
  id: share.id,
  redesign: idOf(share.redesign),
  version: share.version,
  expiresAt: share.expiresAt ?? null,
  revokedAt: share.revokedAt ?? null,
  createdAt: share.createdAt,
})

/** An enlargement of a result: which one, how much, how it went and what it cost. */
export function upscalePart(upscale: Upscale, pathOf: (imageId: number) => string | null) {
  return {
    id: upscale.id,
    redesign: idOf(upscale.redesign),
    result: pathOf(idOf(upscale.source)),
    scale: upscale.scale,
    status: upscale.status,
    enlargement: upscale.output ? pathOf(idOf(upscale.output)) : null,
    engine: upscale.engine,
    model: upscale.model ?? null,
    error: upscale.error ?? null,
    creditsCharged: upscale.creditsCharged,
    creditsRefunded: upscale.creditsRefunded ?? 0,
    createdAt: upscale.createdAt,
    completedAt: upscale.completedAt ?? null,
  }
}

export type AccountRecords = {
  user: User
  redesigns: Redesign[]
  images: RedesignImage[]
  orders: Order[]
  subscriptions: Subscription[]
  ledger: CreditLedger[]
  shares: Share[]
  upscales: Upscale[]
}

/** The whole account.json for a person's records. */
export function accountDataDocument(records: AccountRecords, exportedAt: Date) {
  const paths = new Map(records.images.map((image) => [image.id, imagePathInZip(image)]))
  const pathOf = (imageId: number) => paths.get(imageId) ?? null
  return {
    exportedAt: exportedAt.toISOString(),
    account: accountPart(records.user),
    redesigns: records.redesigns.map((redesign) => redesignPart(redesign, pathOf)),
    images: records.images.map(imagePart),
    orders: records.orders.map(orderPart),
    subscriptions: records.subscriptions.map(subscriptionPart),
    creditLedger: records.ledger.map(ledgerPart),
    shareLinks: records.shares.map(sharePart),
    enlargements: records.upscales.map((upscale) => upscalePart(upscale, pathOf)),
  }
}

export type AccountDataDocument = ReturnType<typeof accountDataDocument>
