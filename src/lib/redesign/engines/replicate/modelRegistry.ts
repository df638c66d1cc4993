import { MODEL_REFERENCE, MODES, REDESIGN_MODES, type RedesignMode } from '../../modes'
import { familyModes, type ModelFamily } from '../modeEngines'
import type { ModeSupport } from '../../types'
import { ProviderError } from '@/lib/replicate/providerError'

/** adirik/interior-design is a community model: Replicate runs it only by version id. */
export const ADIRIK_INTERIOR_DESIGN_VERSION =
  '76604baddc85b1b4616e1c6475eca080da339c8875bd4996705440484a6eac38'

/** The models this engine can drive, each of a family (modeEngines.ts) whose inputs it takes. */
const KNOWN_MODELS: Record<string, { family: ModelFamily; defaultVersion?: string }> = {
  'adirik/interior-design': {
    family: 'interior-design',
    defaultVersion: ADIRIK_INTERIOR_DESIGN_VERSION,
  },
  'black-forest-labs/flux-kontext-pro': { family: 'flux-kontext' },
  'black-forest-labs/flux-fill-pro': { family: 'flux-fill' },
  'black-forest-labs/flux-2-pro': { family: 'flux-2' },
}

export type ResolvedModel = {
  name: string
  family: ModelFamily
  /** Set when predictions go to POST /v1/predictions; unset for an official model's own endpoint. */
  version?: string
}

/** `owner/name` or `owner/name:version` (a 64-hex version id) of a known model, else undefined. */
export function findModel(model: string): ResolvedModel | undefined {
  const [, reference = '', version] = MODEL_REFERENCE.exec(model.trim()) ?? []
  const name = reference.toLowerCase()
  const known = KNOWN_MODELS[name]
  return (
    known && { name, family: known.family, version: version?.toLowerCase() ?? known.defaultVersion }
  )
}

export function resolveModel(model: string): ResolvedModel {
  const resolved = findModel(model)
  if (!resolved) {
    throw new ProviderError(
      'config',
      `Unsupported Replicate model "${model}"; use one of: ${Object.keys(KNOWN_MODELS).join(', ')} (optionally with :<version>).`,
    )
  }
  return resolved
}

/** "restyle a room or stage an empty room": what a family can do, in a customer's words. */
function abilities(family: ModelFamily): string {
  const phrases = familyModes(family).map((mode) => MODES[mode].label.toLowerCase())
  return phrases.length > 1
    ? `${phrases.slice(0, -1).join(', ')} or ${phrases.at(-1)}`
    : (phrases[0] ?? '')
}

export function modelSupports(model: ResolvedModel | undefined, mode: RedesignMode): ModeSupport {
  if (!model) return { available: false, why: 'the AI service is not set up for it yet.' }
  if (familyModes(model.family).includes(mode)) return { available: true }
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
