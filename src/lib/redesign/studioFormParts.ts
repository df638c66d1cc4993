import { INSPIRATION_NOT_A_PHOTO } from './choiceIds'
import { RedesignRequestError } from './redesignRequest'

/** The studio form's parts: its text fields, and the photo, painted area and inspiration as bytes. */
export type StudioFormParts = {
  fields: Record<string, string | string[]>
  photo?: Uint8Array
  mask?: Uint8Array
  inspiration?: Uint8Array
}

const FILE_FIELDS = ['photo', 'mask', 'inspiration']
const NOT_A_FILE = {
  mask: 'The painted area must be an image (PNG). Paint the area again.',
  inspiration: INSPIRATION_NOT_A_PHOTO,
}

const REPEATED_FIELD = 'compareStyles'

/** A file part's bytes; an empty part is what a browser sends for a file field left empty. */
async function fileBytes(part: FormDataEntryValue | null): Promise<Uint8Array | undefined> {
  if (!(part instanceof File)) return undefined
  return part.size > 0 ? new Uint8Array(await part.arrayBuffer()) : new Uint8Array()
}

export async function studioFormParts(form: FormData): Promise<StudioFormParts> {
  // Text (an image id, say) is never a file: only bytes uploaded with this request are.
  for (const [field, message] of Object.entries(NOT_A_FILE)) {
    const part = form.get(field)
    if (typeof part === 'string' && part.trim() !== '')
      throw new RedesignRequestError(message, 400, field)
  }
  const fields: Record<string, string | string[]> = {}
  for (const [name, value] of form.entries())
    if (typeof value === 'string' && !FILE_FIELDS.includes(name)) fields[name] = value
  // The one field sent once per choice (a checkbox group); every other field keeps its last value.
  const compared = form.getAll(REPEATED_FIELD).filter((value) => typeof value === 'string')
  if (compared.length > 0) fields[REPEATED_FIELD] = compared
  const [photo, mask, inspiration] = await Promise.all(
    FILE_FIELDS.map((name) => fileBytes(form.get(name))),
  )
  return { fields, photo, mask, inspiration }
}
