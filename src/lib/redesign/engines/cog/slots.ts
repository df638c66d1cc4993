/** A counting semaphore: at most `size` holders at once, the rest wait in order until `signal` aborts. */
export function createSlots(size: number) {
  let used = 0
  const waiting: Array<() => void> = []
  // A holder's release works once, and hands the slot straight to the next waiter.
  const holder = () => {
    let released = false
    return () => {
      if (released) return
      released = true
      const next = waiting.shift()
      if (next) next()
      else used--
    }
  }

  return {
    acquire(signal?: AbortSignal): Promise<() => void> {
      if (used < size) {
        used++
        return Promise.resolve(holder())
      }
      return new Promise((resolve, reject) => {
        const grant = () => {
          signal?.removeEventListener('abort', abort)
          resolve(holder())
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
