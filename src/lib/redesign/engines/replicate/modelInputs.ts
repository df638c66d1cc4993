import type { EngineInput } from '../../types'
import {
  buildDescriptivePrompt,
  buildInstructionPrompt,
  buildNegativePrompt,
} from './promptBuilder'
import { ProviderError } from './providerError'

/**
 * The models this engine knows how to drive. Each model has its own input names, so an unknown
 * model is refused at start-up rather than sent inputs it would reject (or silently ignore).
 *
 * Both models return one image per prediction (neither has a `num_outputs` input), so N variants
 * are N predictions; each gets no seed, so Replicate picks a different random seed for each.
 */
export type ModelFamily = 'interior-design' | 'flux-kontext'

/** adirik/interior-design is a community model: Replicate runs it only by version id. */
export const ADIRIK_INTERIOR_DESIGN_VERSION =
  '76604baddc85b1b4616e1c6475eca080da339c8875bd4996705440484a6eac38'

const KNOWN_MODELS: Record<
  string,
  { family: ModelFamily; official: boolean; defaultVersion?: string }
> = {
  'adirik/interior-design': {
    family: 'interior-design',
    official: false,
    defaultVersion: ADIRIK_INTERIOR_DESIGN_VERSION,
  },
  'black-forest-labs/flux-kontext-pro': { family: 'flux-kontext', official: true },
}

export const SUPPORTED_MODELS = Object.keys(KNOWN_MODELS)

export type ResolvedModel = {
  /** owner/name */
  name: string
  family: ModelFamily
  /** Set when predictions go to POST /v1/predictions; unset for an official model's own endpoint. */
  version?: string
}

/** Accepts `owner/name` or `owner/name:version` (a 64-hex version id). */
export function resolveModel(model: string): ResolvedModel {
  const match = /^([a-z0-9][\w.-]*\/[a-z0-9][\w.-]*)(?::([0-9a-f]{64}))?$/i.exec(model.trim())
  const known = match ? KNOWN_MODELS[match[1]!.toLowerCase()] : undefined
  if (!match || !known) {
    throw new ProviderError(
      'config',
      `Unsupported Replicate model "${model}"; use one of: ${SUPPORTED_MODELS.join(', ')} (optionally with :<version>).`,
    )
  }
  const name = match[1]!.toLowerCase()
  const version = match[2]?.toLowerCase() ?? known.defaultVersion
  return { name, family: known.family, version }
}

/** Where the prediction is created: by version (POST /v1/predictions) or by model (official models). */
export function predictionTarget(model: ResolvedModel): { version: string } | { model: string } {
  return model.version ? { version: model.version } : { model: model.name }
}

type InputSubject = Pick<EngineInput, 'roomType' | 'style' | 'notes'>

function interiorDesignInput(subject: InputSubject, imageDataUri: string): Record<string, unknown> {
  return {
    image: imageDataUri,
    prompt: buildDescriptivePrompt(subject),
    negative_prompt: buildNegativePrompt(),
    num_inference_steps: 50,
    guidance_scale: 15,
    // How much of the photo is repainted: 0.8 restyles furniture and finishes while the model's
    // line/segmentation control keeps walls, windows and perspective.
    prompt_strength: 0.8,
  }
}

function fluxKontextInput(subject: InputSubject, imageDataUri: string): Record<string, unknown> {
  return {
    prompt: buildInstructionPrompt(subject),
    input_image: imageDataUri,
    aspect_ratio: 'match_input_image',
    // JPEG downloads several times faster than PNG and is what we store anyway.
    output_format: 'jpg',
    // 2 is the most permissive value Replicate allows when an input image is given.
    safety_tolerance: 2,
    prompt_upsampling: false,
  }
}

/** One input object per variant. */
export function predictionInputs(
  model: ResolvedModel,
  subject: InputSubject,
  imageDataUri: string,
  variants: number,
): Record<string, unknown>[] {
  const build = model.family === 'interior-design' ? interiorDesignInput : fluxKontextInput
  return Array.from({ length: variants }, () => build(subject, imageDataUri))
}
