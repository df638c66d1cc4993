/** What the stand-in knows of one model: its inputs' rules, as its published schema gives them. */

export type FieldRule =
  | { type: 'string' | 'uri' | 'boolean'; required?: boolean }
  /** A file input whose published description limits it to JPEG, PNG, GIF or WebP. */
  | { type: 'image'; required?: boolean }
  /** An array of such files (a model taking several reference images). */
  | { type: 'images'; required?: boolean; maxItems: number }
  | { type: 'integer' | 'number'; required?: boolean; min?: number; max?: number }
  | { type: 'enum'; required?: boolean; values: string[] }

export type StandInModel = {
  owner: string
  name: string
  /** The version id predictions run on; official models report "hidden" in their predictions. */
  version: string
  official: boolean
  inputs: Record<string, FieldRule>
  /** Which input holds the room photo, and the output file type. */
  imageInput: string
  /** Which input holds the mask of an inpainting model: only the white part of the output changes. */
  maskInput?: string
  outputFormat(input: Record<string, unknown>): 'png' | 'jpg'
  /** The model's own output, when it is not the tinted photo (an upscaler enlarges it instead). */
  render?(input: Record<string, unknown>): Promise<Buffer>
  /** Rules across inputs, checked after each input's own. */
  crossChecks?(input: Record<string, unknown>): InvalidField[]
}

/** One entry of Replicate's 422 `invalid_fields`. */
export type InvalidField = { type: string; field: string; description: string }
