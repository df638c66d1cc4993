/** A counting semaphore: at most `size` holders at once, the rest wait in order. */
export type Slots = {
  acquire(signal?: AbortSignal): Promise<() => void>
  /** Predictions in flight now (for tests and logs). */
  inUse(): number
}

export function createSlots(size: number): Slots {
  let used = 0
  const waiting: Array<() => void> = []

  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else used--
  }

  return {
    inUse: () => used,
    acquire(signal) {
      const once = () => {
        let released = false
        return () => {
          if (released) return
          released = true
          release()
        }
      }
      if (used < size) {
        used++
        return Promise.resolve(once())
      }
      return new Promise((resolve, reject) => {
        const grant = () => {
          signal?.removeEventListener('abort', abort)
          resolve(once())
        }
        const abort = () => {
          const index = waiting.indexOf(grant)
          if (index >= 0) waiting.splice(index, 1)
          reject(signal?.reason ?? new Error('aborted'))
        }
        signal?.addEventListener('abort', abort, { once: true })
        waiting.push(grant)
      })
    },
  }
}
