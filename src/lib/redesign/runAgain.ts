import type { Payload } from 'payload'

import type { Settings } from '@/lib/env'
import { findFirst } from '@/lib/payload/findDoc'
import { docOf, idOf } from '@/lib/payload/idOf'
import { readStoredFile } from '@/lib/storage/storedFiles'
import type { Redesign, RedesignImage, User } from '@/payload-types'
import { createRedesign } from './createRedesign'
import { choicesOf, styleSlugOf } from './formPrefill'
import { ownRedesign } from './redesignView'
import { RedesignRequestError } from './redesignRequest'
import { isFinished } from '@/lib/providerRun/statuses'
import { comparisonToRetry } from './styleComparison'

/** The redesign that already tries `id` again, if any (a failed or canceled one is tried again once). */
const findRetryOf = (payload: Payload, id: number): Promise<Redesign | undefined> =>
  findFirst(payload, 'server', { collection: 'redesigns', where: { retryOf: { equals: id } } })

/** "Try again" (failed or canceled) and "Run again" (finished): the repeat, and whether it is new. */
export async function runAgain(
  payload: Payload,
  user: User,
  id: number,
  settings: Settings,
): Promise<{ redesign: Redesign; created: boolean } | null> {
  const earlier = await ownRedesign(payload, user, id)
  if (!earlier) return null
  if (!isFinished(earlier.status))
    throw new RedesignRequestError(
      'This redesign is still running. Wait for it to finish, or cancel it first.',
      409,
    )
  const retryOf = earlier.status === 'succeeded' ? undefined : earlier.id
  const tried = retryOf ? await findRetryOf(payload, retryOf) : undefined
  if (tried) return { redesign: tried, created: false }
  try {
    return { redesign: await repeat(payload, user, earlier, retryOf, settings), created: true }
  } catch (error) {
    // Lost the race to another "Try again": the unique retryOf refused this one, the winner answers.
    const winner = retryOf ? await findRetryOf(payload, retryOf) : undefined
    if (winner) return { redesign: winner, created: false }
    throw error
  }
}

async function repeat(
  payload: Payload,
  user: User,
  earlier: Redesign,
  retryOf: number | undefined,
  settings: Settings,
): Promise<Redesign> {
  const inputId = idOf(earlier.input)
  if (!inputId)
    throw new RedesignRequestError(
      'The room photo of this redesign is no longer available. Start a new redesign.',
      404,
      'photo',
    )
  return createRedesign(
    payload,
    user,
    {
      fields: {
        ...choicesOf(earlier),
        mode: earlier.mode,
        style: styleSlugOf(earlier),
        keepStructure: earlier.keepStructure ?? '',
        reuseInput: String(inputId),
      },
      mask: await earlierFile(payload, earlier.mask),
      inspiration: await earlierFile(payload, earlier.inspiration),
      // A repeat of a refinement is another refinement of the same result: the same place in its chain.
      refines: earlierRefines(earlier),
      // A comparison's style tried again takes its place in the comparison's grid.
      comparison: await comparisonToRetry(payload, earlier),
      retryOf,
      repeated: true,
    },
    settings,
  )
}

const earlierRefines = (earlier: Redesign) => {
  const id = idOf(earlier.refinedFrom)
  return id ? { id, step: earlier.refinementStep ?? 1 } : undefined
}

/** A painted area or inspiration, checked again like a new one (a copy is stored for the new redesign). */
async function earlierFile(
  payload: Payload,
  image: Redesign['mask'],
): Promise<Uint8Array | undefined> {
  const file = docOf<RedesignImage>(image)?.filename
  return file ? ((await readStoredFile(payload, 'redesign-images', file)) ?? undefined) : undefined
}
