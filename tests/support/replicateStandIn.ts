import { randomBytes, randomInt } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readBody, sendJson, sendProblem } from './replicateStandIn/httpReplies'
import { STAND_IN_MODELS, validateModelInput } from './replicateStandIn/modelSchemas'
import type { StandInModel } from './replicateStandIn/standInModel'
import { decodeDataUri, otherRoom, renderOutput } from './replicateStandIn/outputImage'
import {
  ALL_EVENTS,
  modelForVersion,
  requestShapeProblems,
  validationProblem,
} from './replicateStandIn/requestValidation'
import type {
  ForcedFailure,
  PredictionScript,
  PredictionStatus,
  RecordedRequest,
  ReplicateStandIn,
  RequestMatch,
  StandInPrediction,
  WebhookDelivery,
  WebhookEvent,
} from './replicateStandIn/types'
import {
  deliverWebhook,
  newMessageId,
  newWebhookSecret,
  type WebhookMessage,
} from './replicateStandIn/webhookSender'

/**
 * A local stand-in for the parts of Replicate's HTTP API the redesign engine uses, on 127.0.0.1 and a
 * free port, speaking the real wire format: bearer-token auth, problem+json errors, 201 on create,
 * prediction objects with Replicate's fields and status lifecycle (starting → processing → succeeded |
 * failed | canceled), output files served from the stand-in itself, and Standard-Webhooks-signed webhooks.
 */

export type * from './replicateStandIn/types'

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'
const newPredictionId = () =>
  Array.from({ length: 26 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('')
const ENDED: ReadonlySet<PredictionStatus> = new Set(['succeeded', 'failed', 'canceled'])
const MAX_BODY_BYTES = 16 * 1024 * 1024

type Stored = {
  prediction: StandInPrediction
  model: StandInModel
  script: PredictionScript
  output: Promise<Buffer>
  lastMessage?: WebhookMessage & { event: WebhookEvent }
}
type Forced = { remaining: number; failure: ForcedFailure | 'hang'; match: RequestMatch }

export async function startReplicateStandIn(
  options: { token?: string; defaults?: PredictionScript } = {},
): Promise<ReplicateStandIn> {
  const token = options.token ?? `r8_${randomBytes(18).toString('hex')}`
  const webhookSecret = newWebhookSecret()
  let defaults: PredictionScript = { latencyMs: 40, ...options.defaults }
  const scripted: PredictionScript[] = []
  const forced: Forced[] = []
  const stored = new Map<string, Stored>()
  const files = new Map<string, { body: Buffer; contentType: string }>()
  const requests: RecordedRequest[] = []
  const deliveries: WebhookDelivery[] = []
  const timers = new Set<NodeJS.Timeout>()
  const inFlight = new Set<Promise<unknown>>()
  let origin = ''

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      run()
    }, ms)
    timers.add(timer)
  }
  const now = () => new Date().toISOString()

  const send = async (
    entry: Stored,
    message: WebhookMessage,
    event: WebhookEvent,
  ): Promise<WebhookDelivery> => {
    const delivery = deliverWebhook(webhookSecret, message).then((result) => {
      const recorded = { predictionId: entry.prediction.id, event, ...result }
      deliveries.push(recorded)
      return recorded
    })
    inFlight.add(delivery)
    void delivery.finally(() => inFlight.delete(delivery))
    return delivery
  }

  const emit = (entry: Stored, event: WebhookEvent) => {
    const { prediction } = entry
    if (!prediction.webhook || !(prediction.webhook_events_filter ?? ALL_EVENTS).includes(event))
      return
    entry.lastMessage = {
      messageId: newMessageId(),
      url: prediction.webhook,
      body: JSON.stringify(prediction),
      event,
    }
    void send(entry, entry.lastMessage, event)
  }

  const end = (
    entry: Stored,
    status: 'succeeded' | 'failed' | 'canceled',
    fields: Partial<StandInPrediction> = {},
  ) => {
    const { prediction } = entry
    const completed = new Date()
    Object.assign(prediction, { status, completed_at: completed.toISOString(), ...fields })
    const started = prediction.started_at ? Date.parse(prediction.started_at) : completed.getTime()
    prediction.metrics = {
      predict_time: (completed.getTime() - started) / 1000,
      total_time: (completed.getTime() - Date.parse(prediction.created_at)) / 1000,
    }
    emit(entry, 'completed')
  }

  const finish = async (entry: Stored) => {
    const { prediction, script, model } = entry
    if (ENDED.has(prediction.status)) return
    if (script.failWith)
      return end(entry, 'failed', {
        error: script.failWith,
        logs: `${prediction.logs}Error: ${script.failWith}\n`,
      })
    let image: Buffer
    try {
      image = await entry.output
    } catch (error) {
      const message =
        error instanceof Error && error.name === 'UnusableInput'
          ? error.message
          : 'cannot identify image file'
      return end(entry, 'failed', { error: message })
    }
    if (ENDED.has(prediction.status)) return
    const path = `/files/${prediction.id}/out-0.${model.outputFormat(prediction.input)}`
    files.set(path, {
      body: image,
      contentType: path.endsWith('.png') ? 'image/png' : 'image/jpeg',
    })
    end(entry, 'succeeded', {
      output: `${origin}${path}`,
      logs: `${prediction.logs}100%|██████████| 50/50\n`,
    })
  }

  const schedule = (entry: Stored) => {
    const latency = entry.script.latencyMs ?? 40
    later(Math.max(1, Math.floor(latency / 2)), () => {
      if (entry.prediction.status !== 'starting') return
      Object.assign(entry.prediction, {
        status: 'processing',
        started_at: now(),
        logs: `Using seed: ${randomInt(1, 99999)}\n`,
      })
      emit(entry, 'start')
    })
    if (!entry.script.neverComplete) later(latency, () => void finish(entry))
  }

  const create = (res: ServerResponse, body: unknown, route?: { owner: string; name: string }) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return sendProblem(res, 400, 'Bad request', 'The request body must be a JSON object.')
    const request = body as Record<string, unknown>
    const allowed = route
      ? ['input', 'webhook', 'webhook_events_filter', 'stream']
      : ['version', 'input', 'webhook', 'webhook_events_filter', 'stream']
    const shape = requestShapeProblems(request, allowed)
    if (shape.length) return validationProblem(res, shape)
    const model = route
      ? STAND_IN_MODELS.find((m) => m.official && m.owner === route.owner && m.name === route.name)
      : typeof request.version === 'string'
        ? modelForVersion(request.version)
        : undefined
    if (!model && route)
      return sendProblem(res, 404, 'Not found', 'The requested resource could not be found.')
    if (!model) {
      return sendProblem(
        res,
        422,
        'Invalid version or not permitted',
        "The specified version does not exist (or perhaps you don't have permission to use it?)",
      )
    }
    const input = request.input as Record<string, unknown>
    const invalid = validateModelInput(model, input)
    if (invalid.length) return validationProblem(res, invalid)

    const id = newPredictionId()
    const prediction: StandInPrediction = {
      id,
      model: `${model.owner}/${model.name}`,
      version: model.official ? 'hidden' : model.version,
      input,
      logs: '',
      output: null,
      error: null,
      status: 'starting',
      created_at: now(),
      started_at: null,
      completed_at: null,
      data_removed: false,
      source: 'api',
      metrics: {},
      urls: {
        web: `${origin}/p/${id}`,
        get: `${origin}/v1/predictions/${id}`,
        cancel: `${origin}/v1/predictions/${id}/cancel`,
      },
      ...(typeof request.webhook === 'string' ? { webhook: request.webhook } : {}),
      ...(Array.isArray(request.webhook_events_filter)
        ? { webhook_events_filter: request.webhook_events_filter as WebhookEvent[] }
        : {}),
    }
    const script = { ...defaults, ...scripted.shift() }
    const output = script.otherRoom
      ? otherRoom(input[model.imageInput], model.outputFormat(input))
      : model.render
        ? model.render(input)
        : renderOutput(
            input[model.imageInput],
            model.outputFormat(input),
            model.maskInput ? input[model.maskInput] : undefined,
          )
    output.catch(() => undefined)
    const entry: Stored = { prediction, model, script, output }
    stored.set(id, entry)
    schedule(entry)
    sendJson(res, 201, prediction)
  }

  const takeForced = (method: string, path: string): Forced['failure'] | undefined => {
    const rule = forced.find(
      (f) =>
        f.remaining > 0 &&
        (!f.match.method || f.match.method === method) &&
        (!f.match.path || f.match.path.test(path)),
    )
    if (!rule) return undefined
    rule.remaining -= 1
    return rule.failure
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET'
    const path = new URL(req.url ?? '/', origin).pathname
    const file = files.get(path)
    if (method === 'GET' && path.startsWith('/files/')) {
      if (!file)
        return sendProblem(res, 404, 'Not found', 'The requested resource could not be found.')
      res.writeHead(200, { 'content-type': file.contentType, 'content-length': file.body.length })
      return void res.end(file.body)
    }
    const record: RecordedRequest = { method, path, status: 0, authorized: false }
    requests.push(record)
    res.on('finish', () => (record.status = res.statusCode))

    const failure = takeForced(method, path)
    if (failure === 'hang') return
    if (failure?.status === 429) {
      const wait = failure.retryAfterSeconds ?? 1
      return sendProblem(
        res,
        429,
        'Request was throttled.',
        `Request was throttled. Expected available in ${wait} second${wait === 1 ? '' : 's'}.`,
        {},
        { 'retry-after': String(wait) },
      )
    }
    if (failure)
      return sendProblem(
        res,
        failure.status,
        'Internal Server Error',
        'Something went wrong on our side.',
      )

    const [scheme, given] = (req.headers.authorization ?? '').split(' ', 2)
    record.authorized = (scheme === 'Bearer' || scheme === 'Token') && given === token
    if (!record.authorized)
      return sendProblem(
        res,
        401,
        'Unauthenticated',
        'You did not pass a valid authentication token',
      )

    let body: unknown
    if (method === 'POST') {
      const raw = await readBody(req, MAX_BODY_BYTES)
      if (raw === 'too_large')
        return sendProblem(res, 413, 'Request entity too large', 'The request body is too large.')
      if (raw.length) {
        try {
          body = JSON.parse(raw.toString('utf8'))
        } catch {
          return sendProblem(res, 400, 'Bad request', 'The request body is not valid JSON.')
        }
      }
      record.body = body
    }

    const modelRoute = /^\/v1\/models\/([^/]+)\/([^/]+)\/predictions$/.exec(path)
    const predictionRoute = /^\/v1\/predictions\/([a-z0-9]+)(\/cancel)?$/.exec(path)
    if (method === 'POST' && path === '/v1/predictions') return create(res, body)
    if (method === 'POST' && modelRoute)
      return create(res, body, { owner: modelRoute[1]!, name: modelRoute[2]! })
    if (method === 'GET' && path === '/v1/webhooks/default/secret')
      return sendJson(res, 200, { key: webhookSecret })
    const isGet = method === 'GET' && !predictionRoute?.[2]
    const isCancel = method === 'POST' && !!predictionRoute?.[2]
    if (predictionRoute && (isGet || isCancel)) {
      const entry = stored.get(predictionRoute[1]!)
      if (!entry)
        return sendProblem(res, 404, 'Not found', 'The requested resource could not be found.')
      if (isCancel && !ENDED.has(entry.prediction.status)) end(entry, 'canceled')
      return sendJson(res, 200, entry.prediction)
    }
    sendProblem(res, 404, 'Not found', 'The requested resource could not be found.')
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() =>
      sendProblem(res, 500, 'Internal Server Error', 'The stand-in failed.'),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: `${origin}/v1`,
    origin,
    token,
    webhookSecret,
    requests,
    webhookDeliveries: deliveries,
    predictions: () => [...stored.values()].map((entry) => entry.prediction),
    received: (model) =>
      [...stored.values()]
        .filter((entry) => !model || entry.prediction.model === model)
        .map(({ prediction }) => ({
          predictionId: prediction.id,
          model: prediction.model,
          input: prediction.input,
          file: (name: string, index?: number) => {
            const value = prediction.input[name]
            return decodeDataUri(index === undefined ? value : (value as unknown[])?.[index])
          },
        })),
    prediction: (id) => stored.get(id)?.prediction,
    setDefaults: (script) => void (defaults = { ...defaults, ...script }),
    scriptNextPredictions: (...scripts) => void scripted.push(...scripts),
    failNextRequests: (count, failure, match = {}) =>
      void forced.push({ remaining: count, failure, match }),
    hangNextRequests: (count, match = {}) =>
      void forced.push({ remaining: count, failure: 'hang', match }),
    async redeliverWebhook(predictionId) {
      const entry = stored.get(predictionId)
      if (!entry?.lastMessage) throw new Error(`No webhook was sent for prediction ${predictionId}`)
      return send(entry, entry.lastMessage, entry.lastMessage.event)
    },
    async waitForWebhookDeliveries(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs
      while (deliveries.length < count) {
        if (Date.now() > deadline)
          throw new Error(`Expected ${count} webhook deliveries, saw ${deliveries.length}`)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      return deliveries
    },
    putFile(name, body, contentType) {
      const path = `/files/extra/${encodeURIComponent(name)}`
      files.set(path, { body: Buffer.from(body), contentType })
      return `${origin}${path}`
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      await Promise.allSettled([...inFlight])
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
