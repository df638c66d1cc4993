import { KB, MB } from '@/lib/format/byteSize'
import { MASK_LIMITS, UPLOAD_LIMITS } from '@/lib/uploads/uploadLimits'

/** The most bytes each route reads from a body before answering 413 (README: Security; keep in step). */
export const BODY_LIMITS = {
  stripeWebhook: 512 * KB, // Stripe events: a few KB
  replicateWebhook: 4 * MB, // a prediction echoing our input photo (≤ ~1 MB) and logs
  studioUpload: 2 * UPLOAD_LIMITS.maxBytes + MASK_LIMITS.maxBytes + 256 * KB, // a photo, an inspiration photo and a painted area at their limits, plus fields
  studioNoBody: 16 * KB, // cancel, again, delete: no body expected
  studioFavourite: 4 * KB, // { version, favourite }
  studioUpscale: 4 * KB, // { image, scale }
  shareForm: 16 * KB, // { expiry, version }, or a share delete
  accountDeletion: 16 * KB, // the e-mail typed to confirm
  accountForm: 16 * KB, // a new name; exports take no body
  billingForm: 16 * KB, // checkout and portal: one field
  authForm: 64 * KB, // Auth.js's sign-in forms
} as const
