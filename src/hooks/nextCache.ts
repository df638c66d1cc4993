import type { Payload } from 'payload'

// Outside a Next server (seed, scripts, Jest) there is no page cache: Next throws this invariant.
const NO_NEXT_CACHE = 'static generation store missing'

async function apply(payload: Payload, expire: (cache: typeof import('next/cache')) => void) {
  try {
    expire(await import('next/cache'))
  } catch (error) {
    if (error instanceof Error && error.message.includes(NO_NEXT_CACHE)) return
    // The save itself succeeded; say loudly that pages may show the old version.
    payload.logger.error({ err: error }, 'Could not expire the public pages of this change')
  }
}

// `{ expire: 0 }` renders afresh next visit ('max' would serve stale); applied after commit.
export async function expireTags(payload: Payload, tags: string[]): Promise<void> {
  if (tags.length === 0) return
  await apply(payload, ({ revalidateTag }) => {
    for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 })
  })
}

export async function expirePaths(payload: Payload, paths: string[]): Promise<void> {
  await apply(payload, ({ revalidatePath }) => {
    for (const path of new Set(paths)) revalidatePath(path)
  })
}
