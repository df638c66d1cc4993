/** The stand-in's public shapes: prediction objects as Replicate returns them, and the test controls. */

export type PredictionStatus = 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled'
export type WebhookEvent = 'start' | 'output' | 'logs' | 'completed'

export type StandInPrediction = {
  id: string
  model: string
  version: string
  input: Record<string, unknown>
  logs: string
  output: string | null
  error: string | null
  status: PredictionStatus
  created_at: string
  started_at: string | null
  completed_at: string | null
  data_removed: boolean
  source: 'api'
  metrics: { predict_time?: number; total_time?: number }
  urls: { web: string; get: string; cancel: string }
  webhook?: string
  webhook_events_filter?: WebhookEvent[]
}

/** How the next predictions behave. */
export type PredictionScript = {
  /** Milliseconds from creation to the end (processing starts halfway). Default 40. */
  latencyMs?: number
  /** Ends as `failed` with this error instead of succeeding. */
  failWith?: string
  /** Starts processing and never ends on its own (only a cancel ends it). */
  neverComplete?: boolean
  /** Succeeds with a different room (other walls, window and door) instead of the photo tinted. */
  otherRoom?: boolean
}

export type ForcedFailure =
  { status: 429; retryAfterSeconds?: number } | { status: 500 | 502 | 503 | 504 }
export type RequestMatch = { method?: string; path?: RegExp }

export type RecordedRequest = {
  method: string
  path: string
  /** 0 while unanswered (or forever, for a hung request). */
  status: number
  authorized: boolean
  body?: unknown
}

export type WebhookDelivery = {
  predictionId: string
  event: WebhookEvent
  messageId: string
  timestamp: number
  status: number | 'error'
}

/** What one created prediction was asked for: the model it ran on and the input it was given. */
export type ReceivedPrediction = {
  predictionId: string
  /** owner/name, e.g. "black-forest-labs/flux-fill-pro". */
  model: string
  input: Record<string, unknown>
  /** The bytes of a file input sent as a data URI (`file('mask')`, `file('input_images', 1)`). */
  file(name: string, index?: number): Buffer | undefined
}

export type ReplicateStandIn = {
  /** Base URL of the API, to use as the client's `baseUrl` (…/v1). */
  url: string
  origin: string
  token: string
  webhookSecret: string
  requests: RecordedRequest[]
  webhookDeliveries: WebhookDelivery[]
  predictions(): StandInPrediction[]
  prediction(id: string): StandInPrediction | undefined
  /** Every prediction created, oldest first, as the model and input it received; `model` filters. */
  received(model?: string): ReceivedPrediction[]
  setDefaults(script: PredictionScript): void
  /** Each script applies to one upcoming prediction, in order; later ones use the defaults. */
  scriptNextPredictions(...scripts: PredictionScript[]): void
  /** The next `count` API requests matching `match` get this error instead of an answer. */
  failNextRequests(count: number, failure: ForcedFailure, match?: RequestMatch): void
  /** The next `count` API requests matching `match` are accepted and never answered. */
  hangNextRequests(count: number, match?: RequestMatch): void
  /** Sends the last webhook of a prediction again: same `webhook-id`, fresh timestamp and signature. */
  redeliverWebhook(predictionId: string): Promise<WebhookDelivery>
  waitForWebhookDeliveries(count: number, timeoutMs?: number): Promise<WebhookDelivery[]>
  /** Serves `body` at a URL on the stand-in, for download tests. */
  putFile(name: string, body: Buffer | string, contentType: string): string
  stop(): Promise<void>
}
