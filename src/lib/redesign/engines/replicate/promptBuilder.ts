import { keywordTail, subjectParts, type PromptSubject } from './promptText'

/** What every descriptive prompt ends with: the look of a real photograph. */
export const PHOTO_QUALITIES = [
  'professional interior photography',
  'natural light',
  'realistic materials',
  'highly detailed',
]

/** Restyle for structure-guided diffusion models: a comma-separated description of the room. */
export function buildDescriptivePrompt(subject: PromptSubject): string {
  const { room, style, keywords, notes } = subjectParts(subject)
  const parts = [`A ${style} style ${room} interior`, ...keywords]
  if (notes) parts.push(notes)
  parts.push(...PHOTO_QUALITIES)
  return parts.join(', ')
}

/** Restyle for instruction editors (FLUX Kontext): what to change and what to keep. */
export function buildInstructionPrompt(subject: PromptSubject): string {
  const { room, style, keywords, notes } = subjectParts(subject)
  return [
    `Redesign this ${room} in the ${style} interior style${keywordTail(keywords)}.`,
    'Keep the room itself exactly as it is: the walls, windows, doors, ceiling, floor plan and the camera angle.',
    'Change the furniture, colours, materials, lighting and decoration to suit the style.',
    ...instructionEnd(notes),
  ].join(' ')
}

/** The last sentence of every instruction: edits must not drift into renders or illustrations. */
const PHOTOGRAPH_SENTENCE = 'The result must look like a real photograph of a finished room.'

/** How every instruction ends: what the owner asks for (if anything), then how the result must look. */
export const instructionEnd = (notes: string, closing = PHOTOGRAPH_SENTENCE) => [
  ...(notes ? [`The owner asks for this: ${notes}`] : []),
  closing,
]

const NEGATIVE_TERMS = [
  'lowres',
  'blurry',
  'out of focus',
  'watermark',
  'text',
  'logo',
  'signature',
  'deformed',
  'distorted perspective',
  'warped walls',
  'extra windows',
  'extra doors',
  'duplicate furniture',
  'floating furniture',
  'cluttered',
  'oversaturated',
  'cartoon',
  'illustration',
  'painting',
  'people',
]

/** What diffusion models should steer away from in a room photo; staging also away from emptiness. */
export function buildNegativePrompt(options: { staging?: boolean } = {}): string {
  return [...NEGATIVE_TERMS, ...(options.staging ? ['empty room', 'bare floor'] : [])].join(', ')
}
