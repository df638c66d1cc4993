import { KB, MB } from '@/lib/format/byteSize'
import { MASK_LIMITS, UPLOAD_LIMITS } from '@/lib/uploads/uploadLimits'

/** The most bytes each route reads from a body before answering 413 (README: Security; keep in step). */
export const BODY_LIMITS = {
  /** POST /api/webhooks/stripe: Stripe's events are a few kilobytes. */
  stripeWebhook: 512 * KB,
  /** POST /api/webhooks/replicate: a prediction, echoing our input photo (a data URI of ≤ ~1 MB) and its logs. */
  replicateWebhook: 4 * MB,
  /** POST /api/studio/redesigns: one photo and one painted area at their limits, plus the form fields around them. */
  studioUpload: UPLOAD_LIMITS.maxBytes + MASK_LIMITS.maxBytes + 256 * KB,
  /** POST /api/studio/redesigns/<id>/cancel and …/again, DELETE /api/studio/redesigns/<id>: no body is expected. */
  studioNoBody: 16 * KB,
  /** POST /api/studio/redesigns/<id>/favourite: `{ version, favourite }`. */
  studioFavourite: 4 * KB,
  /** POST /api/studio/redesigns/<id>/upscales: `{ image, scale }`. */
  studioUpscale: 4 * KB,
  /** POST /api/studio/redesigns/<id>/shares (`{ expiry, version }`) and DELETE /api/studio/shares/<id>. */
  shareForm: 16 * KB,
  /** DELETE /api/account: the e-mail address typed to confirm. */
  accountDeletion: 16 * KB,
  /** PATCH /api/account (a new name) and POST /api/account/exports (no body): a one-field form. */
  accountForm: 16 * KB,
  /** POST /api/billing/checkout and /api/billing/portal: a one-field form. */
  billingForm: 16 * KB,
  /** POST /api/auth/*: Auth.js's sign-in forms (CSRF token, provider, callback address). */
  authForm: 64 * KB,
} as const
