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
import { modeOf } from '@/lib/redesign/modes'

// Stripe/payment/provider ids and the free-credit hash are internal references, left out on purpose.

const FOLDER: Record<RedesignImage['kind'], string> = {
  input: 'originals',
  output: 'results',
  mask: 'painted-areas',
  upscale: 'enlargements',
  inspiration: 'inspirations',
}

export function imagePathInZip(image: Pick<RedesignImage, 'id' | 'kind' | 'filename'>): string {
  const extension = image.filename?.match(/\.([a-z0-9]+)$/i)?.[1]?.toLowerCase() ?? 'bin'
  const folder = FOLDER[image.kind] ?? 'results'
  return `images/${folder}/${image.id}.${extension}`
}

// Every key is always present: a field Payload leaves out is exported as null.
type Exported<T> = undefined extends T ? Exclude<T, undefined> | null : T

function fieldsOf<T extends object, K extends keyof T>(
  doc: T,
  keys: readonly K[],
): { [P in K]: Exported<T[P]> } {
  return Object.fromEntries(keys.map((key) => [key, doc[key] ?? null])) as {
    [P in K]: Exported<T[P]>
  }
}

export const accountPart = (user: User) => ({
  ...fieldsOf(user, ['id', 'name', 'email', 'role', 'credits']),
  profilePicture: user.image ?? null,
  ...fieldsOf(user, ['ageTermsConfirmedAt', 'freeCreditsGrant', 'createdAt', 'updatedAt']),
})

const IMAGE_KIND = {
  input: 'original',
  output: 'result',
  mask: 'painted area',
  upscale: 'enlargement',
  inspiration: 'inspiration',
} as const

export const imagePart = (image: RedesignImage) => ({
  id: image.id,
  kind: IMAGE_KIND[image.kind] ?? ('result' as const),
  path: imagePathInZip(image),
  mimeType: image.mimeType ?? null,
  bytes: image.filesize ?? null,
  ...fieldsOf(image, ['width', 'height', 'favouredAt', 'createdAt']),
  ...fieldsOf(image, ['structureScore', 'structureRetried', 'structureRefunded']),
})

export function redesignPart(redesign: Redesign, pathOf: (imageId: number) => string | null) {
  return {
    id: redesign.id,
    status: redesign.status,
    mode: modeOf(redesign),
    settings: {
      roomType: redesign.roomType,
      style: redesign.styleTitle ?? null,
      styleId: idOf(redesign.style),
      surfaceArea: redesign.surfaceArea ?? null,
      surface: redesign.surfaceTitle ?? null,
      surfaceFinish: redesign.surfaceFinish ?? null,
      surfaceColour: redesign.surfaceColour ?? null,
      notes: redesign.notes ?? null,
      versions: redesign.variants,
      keepStructure: redesign.keepStructure ?? null,
    },
    refinedFrom: idOf(redesign.refinedFrom),
    refinementStep: redesign.refinementStep ?? 0,
    triedAgainFrom: idOf(redesign.retryOf),
    original: pathOf(idOf(redesign.input)),
    paintedArea: redesign.mask ? pathOf(idOf(redesign.mask)) : null,
    inspiration: redesign.inspiration ? pathOf(idOf(redesign.inspiration)) : null,
    results: (redesign.outputs ?? []).map((output) => pathOf(idOf(output))),
    ...fieldsOf(redesign, ['error', 'creditsCharged']),
    creditsRefunded: redesign.creditsRefunded ?? 0,
    ...fieldsOf(redesign, ['engine', 'model', 'createdAt', 'startedAt', 'completedAt']),
  }
}

export const orderPart = (order: Order) => ({
  ...fieldsOf(order, ['id', 'number']),
  item: order.planName,
  kind: order.kind,
  amountCents: order.amount,
  ...fieldsOf(order, ['currency', 'credits', 'status']),
  amountRefundedCents: order.amountRefunded,
  ...fieldsOf(order, ['creditsRemoved', 'paidAt', 'periodStart', 'periodEnd', 'receiptUrl']),
})

export const subscriptionPart = (subscription: Subscription) => ({
  id: subscription.id,
  plan: subscription.planName,
  creditsPerMonth: subscription.credits,
  ...fieldsOf(subscription, ['status', 'currentPeriodEnd']),
  cancelAtPeriodEnd: subscription.cancelAtPeriodEnd ?? false,
  ...fieldsOf(subscription, ['endedAt', 'createdAt']),
})

export const ledgerPart = (entry: CreditLedger) => ({
  ...fieldsOf(entry, ['id', 'delta', 'balanceAfter', 'reason']),
  ...fieldsOf(entry, ['redesign', 'order', 'note', 'createdAt']),
})

// The token is not kept (only a hash, which is not exported).
export const sharePart = (share: Share) => ({
  id: share.id,
  redesign: idOf(share.redesign),
  ...fieldsOf(share, ['version', 'expiresAt', 'revokedAt', 'createdAt']),
})

export function upscalePart(upscale: Upscale, pathOf: (imageId: number) => string | null) {
  return {
    id: upscale.id,
    redesign: idOf(upscale.redesign),
    result: pathOf(idOf(upscale.source)),
    ...fieldsOf(upscale, ['scale', 'status']),
    enlargement: upscale.output ? pathOf(idOf(upscale.output)) : null,
    ...fieldsOf(upscale, ['engine', 'model', 'error', 'creditsCharged']),
    creditsRefunded: upscale.creditsRefunded ?? 0,
    ...fieldsOf(upscale, ['createdAt', 'completedAt']),
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
