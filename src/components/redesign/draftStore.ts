import { DRAFT_MAX_AGE_MS, formChoicesSchema, type FormChoices } from '@/lib/redesign/formDraft'
import { maskShapesSchema, type MaskShape } from '@/lib/redesign/maskShapes'
import { modeChoicesSchema, type ModeChoices } from '@/lib/redesign/modeChoices'

/** A photo already stored (a room photo or a result), used by id; its size when known. */
export type ReusedPhoto = { id: number; url: string; width?: number; height?: number }

export type FormDraft = {
  owner: number
  choices: FormChoices
  modeChoices: ModeChoices
  mask?: MaskShape[]
  /** A photo chosen on this device, or the id and preview of one already stored (`reuse`). */
  photo?: Blob
  reuse?: ReusedPhoto
  savedAt: number
}

const DATABASE = 'roomwise-studio'
const STORE = 'drafts'
const KEY = 'redesign-form'
/** A stored room photo's preview is one of our own private image addresses, nothing else. */
const OUR_IMAGE = /^\/api\/redesign-images\/file\/[\w.-]+$/

function pixelSize({ width, height }: { width?: unknown; height?: unknown }) {
  return Number.isSafeInteger(width) && Number.isSafeInteger(height)
    ? { width: width as number, height: height as number }
    : {}
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) {
  const opening = indexedDB.open(DATABASE, 1)
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE)
  const db = await done(opening)
  try {
    return await done(act(db.transaction(STORE, mode).objectStore(STORE)))
  } finally {
    db.close()
  }
}

// A draft only helps across a detour (buying credits): a storage failure just loses it.
export const saveDraft = (draft: Omit<FormDraft, 'savedAt'>) =>
  run('readwrite', (store) => store.put({ ...draft, savedAt: Date.now() }, KEY)).catch(() => {})

export const clearDraft = () => run('readwrite', (store) => store.delete(KEY)).catch(() => {})

/** `owner`'s draft if there is a recent one; anything else is deleted and undefined returned. */
export async function loadDraft(owner: number): Promise<FormDraft | undefined> {
  const stored = (await run('readonly', (store) => store.get(KEY))) as
    Partial<FormDraft> | undefined
  if (!stored) return undefined
  const fresh = typeof stored.savedAt === 'number' && Date.now() - stored.savedAt < DRAFT_MAX_AGE_MS
  if (stored.owner !== owner || !fresh) {
    await clearDraft()
    return undefined
  }
  const reuse = stored.reuse
  return {
    owner,
    savedAt: stored.savedAt!,
    choices: formChoicesSchema.parse(stored.choices ?? {}),
    modeChoices: modeChoicesSchema.parse(stored.modeChoices ?? {}),
    mask: maskShapesSchema.parse(stored.mask ?? []),
    photo: stored.photo instanceof Blob ? stored.photo : undefined,
    reuse:
      reuse && Number.isSafeInteger(reuse.id) && OUR_IMAGE.test(String(reuse.url))
        ? { id: reuse.id, url: reuse.url, ...pixelSize(reuse) }
        : undefined,
  }
}
