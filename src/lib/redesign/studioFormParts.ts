import { INSPIRATION_NOT_A_PHOTO } from './modeRequestChecks'
import { RedesignRequestError } from './redesignRequest'

/** The studio form's parts: its text fields, and the photo, painted area and inspiration as bytes. */
export type StudioFormParts = {
  fields: Record<string, string | string[]>
  photo?: Uint8Array
  mask?: Uint8Array
  inspiration?: Uint8Array
}

const FILE_FIELDS = ['photo', 'mask', 'inspiration']

const REPEATED_FIELD = 'compareStyles'

/** A file part's bytes; an empty part is what a browser sends for a file field left empty. */
async function fileBytes(part: FormDataEntryValue | null): Promise<Uint8Array | undefined> {
  if (!(part instanceof File)) return undefined
  return part.size > 0 ? new Uint8Array(await part.arrayBuffer()) : new Uint8Array()
}

export async function studioFormParts(form: FormData): Promise<StudioFormParts> {
  const maskPart = form.get('mask')
  if (typeof maskPart === 'string' && maskPart.trim() !== '')
    throw new RedesignRequestError(
      'The painted area must be an image (PNG). Paint the area again.',
      400,
      'mask',
    )
  // Text (an image id, say) is never an inspiration: only a photo uploaded with this request is.
  const inspirationPart = form.get('inspiration')
  if (typeof inspirationPart === 'string' && inspirationPart.trim() !== '')
    throw new RedesignRequestError(INSPIRATION_NOT_A_PHOTO, 400, 'inspiration')
  const fields: Record<string, string | string[]> = {}
  for (const [name, value] of form.entries())
    if (typeof value === 'string' && !FILE_FIELDS.includes(name)) fields[name] = value
  // The one field sent once per choice (a checkbox group); every other field keeps its last value.
  const compared = form.getAll(REPEATED_FIELD).filter((value) => typeof value === 'string')
  if (compared.length > 0) fields[REPEATED_FIELD] = compared
  const [photo, mask, inspiration] = await Promise.all(
    [form.get('photo'), maskPart, inspirationPart].map(fileBytes),
  )
  return { fields, photo, mask, inspiration }
}
