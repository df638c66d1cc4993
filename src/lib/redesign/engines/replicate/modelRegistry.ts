import { MODEL_REFERENCE, MODES, REDESIGN_MODES, type RedesignMode } from '../../modes'
import { familyModes, type ModelFamily } from '../modeEngines'
import type { ModeSupport } from '../../types'
import { ProviderError } from '@/lib/replicate/providerError'

/** The models this engine can drive, each of a family (modeEngines.ts) whose inputs it takes. */
/** adirik/interior-design is a community model: Replicate runs it only by version id. */
export const ADIRIK_INTERIOR_DESIGN_VERSION =
  '76604baddc85b1b4616e1c6475eca080da339c8875bd4996705440484a6eac38'

type KnownModel = { family: ModelFamily; official: boolean; defaultVersion?: string }

const KNOWN_MODELS: Record<string, KnownModel> = {
  'adirik/interior-design': {
    family: 'interior-design',
    official: false,
    defaultVersion: ADIRIK_INTERIOR_DESIGN_VERSION,
  },
  'black-forest-labs/flux-kontext-pro': { family: 'flux-kontext', official: true },
  'black-forest-labs/flux-fill-pro': { family: 'flux-fill', official: true },
  'black-forest-labs/flux-2-pro': { family: 'flux-2', official: true },
}

export const SUPPORTED_MODELS = Object.keys(KNOWN_MODELS)

export type ResolvedModel = {
  name: string
  family: ModelFamily
  /** Set when predictions go to POST /v1/predictions; unset for an official model's own endpoint. */
  version?: string
}

/** `owner/name` or `owner/name:version` (a 64-hex version id) of a known model, else undefined. */
export function findModel(model: string): ResolvedModel | undefined {
  const match = MODEL_REFERENCE.exec(model.trim())
  const known = match ? KNOWN_MODELS[match[1]!.toLowerCase()] : undefined
  if (!match || !known) return undefined
  const name = match[1]!.toLowerCase()
  return { name, family: known.family, version: match[2]?.toLowerCase() ?? known.defaultVersion }
}

/** Like findModel, but an unknown model is a configuration error. */
export function resolveModel(model: string): ResolvedModel {
  const resolved = findModel(model)
  if (!resolved) {
    throw new ProviderError(
      'config',
      `Unsupported Replicate model "${model}"; use one of: ${SUPPORTED_MODELS.join(', ')} (optionally with :<version>).`,
    )
  }
  return resolved
}

/** Where the prediction is created: by version (POST /v1/predictions) or by model (official models). */
export function predictionTarget(model: ResolvedModel): { version: string } | { model: string } {
  return model.version ? { version: model.version } : { model: model.name }
}

export const familyCan = (family: ModelFamily, mode: RedesignMode) =>
  familyModes(family).includes(mode)

/** "restyle a room or stage an empty room": what a family can do, in a customer's words. */
function abilities(family: ModelFamily): string {
  const phrases = familyModes(family).map((mode) => MODES[mode].label.toLowerCase())
  return phrases.length > 1
    ? `${phrases.slice(0, -1).join(', ')} or ${phrases.at(-1)}`
    : (phrases[0] ?? '')
}

/** Whether `model` (as configured, possibly unknown) can run `mode`. */
export function modelSupports(model: ResolvedModel | undefined, mode: RedesignMode): ModeSupport {
  if (!model) return { available: false, why: 'the AI service is not set up for it yet.' }
  if (familyCan(model.family, mode)) return { available: true }
  return {
    available: false,
    why: `the AI model set up for it can only ${abilities(model.family)}.`,
  }
}

/** Each mode's model from the settings, falling back to the defaults for modes not named. */
export function modelsByMode(
  configured: Partial<Record<RedesignMode, string>>,
): Record<RedesignMode, ResolvedModel | undefined> {
  return Object.fromEntries(
    REDESIGN_MODES.map((mode) => [mode, findModel(configured[mode] ?? MODES[mode].replicateModel)]),
  ) as Record<RedesignMode, ResolvedModel | undefined>
}
