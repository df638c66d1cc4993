import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

import { AT_CAPACITY, NOT_READY, checkInput } from './cogStandIn/cogReplies'
import { sendJson } from './replicateStandIn/httpReplies'
import { renderOutput } from './replicateStandIn/outputImage'

/**
 * A local Cog model server speaking Cog's HTTP API as crates/coglet/src/transport/http/routes.rs
 * does: idempotent `PUT /predictions/{id}` (a second PUT of an id in flight answers 202 with its
 * state; a finished prediction is forgotten), a synchronous wait (200 with the result when it ends),
 * `Prefer: respond-async` (202 at once), 409 "At capacity" when every slot is taken, 503 while
 * setup() runs, 422 `detail` for inputs the predictor refuses, file outputs as data URIs, a sync
 * prediction canceled when its client disconnects, `GET /health-check` and the cancel route.
 * `restart()` drops every connection and forgets every prediction, as a restarted container would.
 */
export type CogStandIn = {
  url: string
  /** Every PUT to /predictions/{id}, in order, with the status it was answered. */
  puts: Array<{ id: string; status: number }>
  /** Every POST to /predictions/{id}/cancel, in order: 200 stopped a prediction, 404 knew none. */
  cancels: Array<{ id: string; status: number }>
  /** Every prediction started (a restart or a cancel, then a PUT again, starts it again). */
  started: Array<{ id: string; input: Record<string, unknown>; stripped: string[] }>
  /** The most predictions that ran at once. */
  peakRunning(): number
  running(): string[]
  /** Predictions started from now on run until release() (or a restart, or a cancel). */
  hold(): void
  release(): void
  /** Takes `count` slots with predictions of another client, held until release(). */
  occupySlots(count?: number): Promise<void>
  waitUntilRunning(id: string | RegExp): Promise<void>
  restart(options?: { setupMs?: number }): Promise<void>
  stop(): Promise<void>
}

type Prediction = { input: Record<string, unknown>; done: Promise<unknown>; cancel(): void }
type Options = { slots?: number; predictMs?: number; unknownInputs?: 'refuse' | 'strip' }

const readJson = async (req: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
  } catch {
    return undefined
  }
}

export async function startCogStandIn(options: Options = {}): Promise<CogStandIn> {
  const slots = options.slots ?? 1
  const predictions = new Map<string, Prediction>()
  const sockets = new Set<Socket>()
  const puts: CogStandIn['puts'] = []
  const cancels: CogStandIn['cancels'] = []
  const started: CogStandIn['started'] = []
  let peak = 0
  let setupUntil = 0
  let gate: { promise: Promise<void>; open: () => void } | undefined

  function start(id: string, input: Record<string, unknown>): Prediction {
    let cancel = () => {}
    const held = gate?.promise
    const done = new Promise<unknown>((resolve, reject) => {
      cancel = () => reject(new Error('canceled'))
      const wait = held ?? new Promise((r) => setTimeout(r, options.predictMs ?? 30))
      void wait.then(async () => resolve(await predict(input))).catch(reject)
    })
    const prediction = { input, done, cancel }
    done.catch(() => {}).finally(() => predictions.delete(id))
    predictions.set(id, prediction)
    peak = Math.max(peak, predictions.size)
    return prediction
  }

  const predict = async (input: Record<string, unknown>) =>
    `data:image/png;base64,${(await renderOutput(input.image, 'png')).toString('base64')}`

  async function put(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const body = (await readJson(req)) as
      { id?: string; input?: Record<string, unknown> } | undefined
    const answer = (status: number, value: unknown) => {
      puts.push({ id, status })
      sendJson(res, status, value)
    }
    if (body?.id !== undefined && body.id !== id)
      return answer(422, {
        detail: [
          {
            loc: ['body', 'id'],
            msg: 'prediction ID must match the ID supplied in the URL',
            type: 'value_error',
          },
        ],
      })
    const existing = predictions.get(id)
    if (existing) return answer(202, { id, status: 'processing', input: existing.input })
    if (Date.now() < setupUntil) return answer(503, NOT_READY)
    const checked = checkInput(body?.input ?? {}, options.unknownInputs ?? 'refuse')
    if (checked.detail.length > 0) return answer(422, { detail: checked.detail })
    if (predictions.size >= slots) return answer(409, AT_CAPACITY)
    started.push({ id, input: checked.input, stripped: checked.stripped })
    const prediction = start(id, checked.input)
    if (req.headers.prefer === 'respond-async') return answer(202, { id, status: 'starting' })
    // Cog's sync guard: a client that hangs up cancels its prediction and frees the slot.
    res.on('close', () => {
      if (!res.writableFinished) prediction.cancel()
    })
    try {
      const output = await prediction.done
      answer(200, { id, output, logs: '', status: 'succeeded', metrics: { predict_time: 0.03 } })
    } catch {
      if (!res.destroyed) answer(200, { id, logs: '', status: 'canceled', metrics: {} })
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://cog').pathname
    const match = /^\/predictions\/([^/]+)(\/cancel)?$/.exec(path)
    if (req.method === 'GET' && path === '/health-check') {
      const status =
        Date.now() < setupUntil ? 'STARTING' : predictions.size >= slots ? 'BUSY' : 'READY'
      return sendJson(res, 200, { status, version: { coglet: 'stand-in' } })
    }
    if (req.method === 'PUT' && match && !match[2])
      return put(req, res, decodeURIComponent(match[1]!))
    if (req.method === 'POST' && match?.[2]) {
      // As Cog's cancel route (routes.rs cancel_prediction): {} with 200, or 404 for an id it is
      // not running (never started, finished, or forgotten by a restart). A sync PUT waiting on
      // the prediction then answers 200 with status "canceled".
      const id = decodeURIComponent(match[1]!)
      const prediction = predictions.get(id)
      prediction?.cancel()
      cancels.push({ id, status: prediction ? 200 : 404 })
      return sendJson(res, prediction ? 200 : 404, {})
    }
    sendJson(res, 404, { detail: 'Not Found' })
  }

  let server: Server
  let port = 0
  const listen = async () => {
    server = createServer((req, res) => void handle(req, res))
    server.on('connection', (socket) => {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    })
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  }
  const close = async () => {
    // Connections first: a restarted container answers nothing to the requests it was serving.
    for (const socket of sockets) socket.destroy()
    for (const prediction of predictions.values()) prediction.cancel()
    predictions.clear()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  await listen()

  function hold() {
    let open = () => {}
    const promise = new Promise<void>((resolve) => (open = resolve))
    gate = { promise, open }
  }

  return {
    url: `http://127.0.0.1:${port}`,
    puts,
    cancels,
    started,
    peakRunning: () => peak,
    running: () => [...predictions.keys()],
    hold,
    release() {
      gate?.open()
      gate = undefined
    },
    async occupySlots(count = slots) {
      if (!gate) hold()
      for (let i = 0; i < count; i++) start(`other-client-${i}-${Date.now()}`, {})
    },
    async waitUntilRunning(id) {
      const deadline = Date.now() + 20_000
      const matches = (key: string) => (typeof id === 'string' ? key === id : id.test(key))
      while (![...predictions.keys()].some(matches)) {
        if (Date.now() > deadline) throw new Error(`prediction ${String(id)} never started`)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    },
    async restart({ setupMs = 0 } = {}) {
      await close()
      setupUntil = Date.now() + setupMs
      await listen()
    },
    stop: close,
  }
}
