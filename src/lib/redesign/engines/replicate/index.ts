export { createReplicateEngine, type ReplicateEngine } from './createReplicateEngine'
export type { ReplicateEngineOptions } from './engineOptions'
export { ProviderError, isProviderError, type ProviderErrorCode } from './providerError'
export { parseProviderJobId, formatProviderJobId } from './providerJobId'
export {
  SUPPORTED_MODELS,
  ADIRIK_INTERIOR_DESIGN_VERSION,
  type ResolvedModel,
} from './modelRegistry'
export { DEFAULT_MODELS } from './defaultModels'
export {
  verifyReplicateWebhook,
  type WebhookVerification,
  type WebhookRejection,
  type WebhookHeaders,
} from './webhookSignature'
export { parseReplicateWebhookPayload, type ReplicateWebhookPayload } from './webhookPayload'
