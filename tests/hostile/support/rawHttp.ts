import http from 'node:http'

export type Answer = {
  /** The status, or undefined when the connection broke before any answer came. */
  status: number | undefined
  headers: http.IncomingHttpHeaders
  body: string
  /** Body bytes the client had handed to its socket when the answer (or the break) came. */
  bytesSent: number
  /** How long from the first byte until the answer. */
  ms: number
  error?: string
}

export type StreamOptions = {
  method?: string
  headers?: Record<string, string>
  /** Stop sending after this many bytes (the body is generated, never held). */
  totalBytes: number
  chunkBytes?: number
  /** Wait between chunks: a slow drip. */
  delayMs?: number
  timeoutMs?: number
}

/**
 * Sends a body generated chunk by chunk (chunked, unless the headers declare a Content-Length)
 * and stops sending as soon as the server answers, as an attacker's client would not, but as
 * lets the test see what the server did: the answer, and how much had been sent by then.
 */
export function streamBody(url: string, options: StreamOptions): Promise<Answer> {
  const chunk = Buffer.alloc(options.chunkBytes ?? 64 * 1024, 0x61)
  const started = Date.now()
  return new Promise((resolve) => {
    let sent = 0
    let answered = false
    let settled = false
    const finish = (answer: Omit<Answer, 'bytesSent' | 'ms'>) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      request.destroy()
      resolve({ ...answer, bytesSent: sent, ms: Date.now() - started })
    }
    // A connection of its own, never handed to the next request. Keep-alive, as browsers ask: a
    // client that sends `Connection: close` has Node close the connection right after the answer,
    // with the client's bytes unread, and the reset can overtake the answer.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const request = http.request(url, {
      method: options.method ?? 'POST',
      headers: options.headers,
      agent,
    })
    request.on('close', () => agent.destroy())
    const timer = setTimeout(
      () =>
        finish({ status: undefined, headers: {}, body: '', error: 'no answer before the timeout' }),
      options.timeoutMs ?? 60_000,
    )
    request.on('response', (response) => {
      answered = true
      const bytesAtAnswer = sent
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (text: string) => (body = (body + text).slice(0, 10_000)))
      const done = () => {
        sent = bytesAtAnswer
        finish({ status: response.statusCode, headers: response.headers, body })
      }
      response.on('end', done)
      response.on('error', done)
      response.on('close', done)
    })
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered)
        finish({ status: undefined, headers: {}, body: '', error: error.code ?? error.message })
    })
    const pump = () => {
      while (!answered && !settled && sent < options.totalBytes) {
        const piece =
          options.totalBytes - sent < chunk.length
            ? chunk.subarray(0, options.totalBytes - sent)
            : chunk
        sent += piece.length
        const more = request.write(piece)
        if (options.delayMs) return void setTimeout(pump, options.delayMs)
        if (!more) return void request.once('drain', pump)
      }
      if (!answered && !settled) request.end()
    }
    pump()
  })
}
