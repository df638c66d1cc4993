import { z } from 'zod'

import { idSchema } from '@/lib/http/parseId'

import {
  COMPARE_STYLES,
  comparesStyles,
  TOO_FEW_TO_COMPARE,
  TOO_MANY_TO_COMPARE,
  isRedesignMode,
  MODES,
  REDESIGN_MODES,
  type RedesignMode,
  MAX_NOTES_LENGTH,
  MAX_VARIANTS,
  notesTooLongMessage,
  DEFAULT_KEEP_STRUCTURE,
  KEEP_STRUCTURE,
} from './modes'
import { CHOICE_SLUG, ROOM_TYPE_IDS, SURFACE_AREA_IDS, SURFACE_AREA_MESSAGE } from './choiceIds'
import { HEX_MESSAGE } from './surfaceFinishes'
import { errorNamed } from '@/lib/errors/errorNamed'
import { RequestRefusal } from '@/lib/http/refusals'

/** An empty form field is a field not filled in: the per-mode rules below decide if it was needed. */
const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

/** A glossary slug chosen from a list; `message` says which list. */
const slugFrom = (message: string) =>
  z.preprocess(blankAsAbsent, z.string({ message }).trim().regex(CHOICE_SLUG, message).optional())

const modeMessage = () =>
  `Choose what to do with the photo: ${REDESIGN_MODES.map((mode) => MODES[mode].label).join(', ')}.`
const STYLE_MESSAGE = 'Choose a style from the list.'
const COMPARE_MESSAGE = 'Choose the styles to compare from the list.'
const SURFACE_MESSAGE = 'Choose a finish or material from the list.'

/** Bidi overrides and isolates: invisible, they can make notes read backwards to a reviewer. */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g
const withoutDirectionControls = (notes: string) => notes.replace(DIRECTION_CONTROLS, '').trim()

// C0 controls and DEL, except tab, line feed and carriage return.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/** What the form sends besides photo and painted area; every message says what to do. */
export const redesignRequestSchema = z
  .object({
    // Old clients send no mode: they keep restyling.
    mode: z.preprocess(
      blankAsAbsent,
      z.custom<RedesignMode>(isRedesignMode, { error: modeMessage }).default('restyle'),
    ),
    roomType: z.enum(ROOM_TYPE_IDS, { message: 'Choose the kind of room from the list.' }),
    style: slugFrom(STYLE_MESSAGE),
    /** "Compare styles": one photo, 2–4 styles, a redesign of each (sent as a repeated field). */
    compareStyles: z.preprocess(
      (value) => (typeof value === 'string' ? [value] : value),
      z
        .array(slugFrom(COMPARE_MESSAGE), { message: COMPARE_MESSAGE })
        .transform((slugs) => slugs.filter((slug): slug is string => Boolean(slug)))
        .refine((slugs) => slugs.length >= COMPARE_STYLES.min, { message: TOO_FEW_TO_COMPARE })
        .refine((slugs) => slugs.length <= COMPARE_STYLES.max, { message: TOO_MANY_TO_COMPARE })
        .refine((slugs) => new Set(slugs).size === slugs.length, {
          message: 'Choose each style only once.',
        })
        .optional(),
    ),
    surfaceArea: z.preprocess(
      blankAsAbsent,
      z.enum(SURFACE_AREA_IDS, { message: SURFACE_AREA_MESSAGE }).optional(),
    ),
    /** The finish's id in surfaceFinishes.ts; createRedesign.ts checks it fits the area (422). */
    surface: slugFrom(SURFACE_MESSAGE),
    /** #RRGGBB for a painted finish; checked with the finish in createRedesign.ts. */
    surfaceColour: z.preprocess(
      blankAsAbsent,
      z.string().trim().max(32, { message: HEX_MESSAGE }).optional(),
    ),
    notes: z
      .string()
      .transform(withoutDirectionControls)
      // Control characters (NUL cannot even be stored) never come from typing; tab and new lines do.
      .refine((notes) => !CONTROL_CHARACTERS.test(notes), {
        message:
          'Your notes contain an invisible control character. Retype them (or paste them as plain text), then submit again.',
      })
      // Counted in UTF-16 units like the counter and column (zod's max counts code points).
      .refine((notes) => notes.length <= MAX_NOTES_LENGTH, {
        error: (issue) =>
          notesTooLongMessage(typeof issue.input === 'string' ? issue.input.length : 0),
      })
      .optional()
      .transform((notes) => notes || undefined),
    variants: z.coerce
      .number({ message: `Choose how many versions you want, 1 to ${MAX_VARIANTS}.` })
      .int(`Choose how many versions you want, 1 to ${MAX_VARIANTS}.`)
      .min(1, `Choose how many versions you want, 1 to ${MAX_VARIANTS}.`)
      .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} versions at a time.`)
      .default(1),
    keepStructure: z.preprocess(
      blankAsAbsent,
      z
        .enum(KEEP_STRUCTURE, {
          message: 'Choose how strictly to keep the room: strict, balanced or creative.',
        })
        .default(DEFAULT_KEEP_STRUCTURE),
    ),
    /** One of the customer's own stored images instead of a new upload. */
    reuseInput: idSchema(
      'That earlier room photo could not be found. Upload the photo again.',
    ).optional(),
  })
  .superRefine((request, context) => {
    const mode = MODES[request.mode]
    const missing = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message })
    if (request.compareStyles) {
      if (!comparesStyles(request.mode))
        missing(
          'compareStyles',
          `Styles can be compared with “${MODES.restyle.label}” and “${MODES.stage.label}”. Choose one of those, or turn comparing off.`,
        )
      if (request.variants > 1)
        missing(
          'variants',
          'A comparison makes one version of each style. Choose 1 version, or turn comparing off.',
        )
    } else if (mode.takesStyle && !request.style) missing('style', 'Choose a style.')
    if (mode.takesSurface && !request.surfaceArea) missing('surfaceArea', SURFACE_AREA_MESSAGE)
    if (mode.takesSurface && !request.surface) missing('surface', SURFACE_MESSAGE)
    const refusal = mode.check?.(request)
    if (refusal) missing(refusal.field, refusal.message)
  })
  .transform((request) => {
    const mode = MODES[request.mode]
    return {
      ...request,
      // A comparison names its styles in compareStyles; one style beside it would be ignored.
      style: mode.takesStyle && !request.compareStyles ? request.style : undefined,
      surfaceArea: mode.takesSurface ? request.surfaceArea : undefined,
      surface: mode.takesSurface ? request.surface : undefined,
      surfaceColour: mode.takesSurface ? request.surfaceColour : undefined,
    }
  })

export type RedesignRequest = z.output<typeof redesignRequestSchema>

export const UNCONFIRMED = 'Please confirm your age and accept the terms first.'

/** A refusal with the HTTP status to answer and, when one form field is at fault, its name. */
export class RedesignRequestError extends RequestRefusal {
  override name = 'RedesignRequestError'
}

export const isRedesignRequestError = errorNamed<RedesignRequestError>('RedesignRequestError')
