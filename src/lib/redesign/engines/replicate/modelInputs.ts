import { MODE_ENGINES, type InputSubject, type ModelFamily } from '../modeEngines'
import { DEFAULT_KEEP_STRUCTURE, type KeepStructure } from '../../keepStructure'
import type { EngineInput } from '../../types'
import { buildNegativePrompt } from './promptBuilder'
import { ProviderError } from '@/lib/replicate/providerError'

export type InputImages = { image: string; mask?: string; inspiration?: string }

type ModelInput = Record<string, unknown>

/** The mode's prompt for `family` (modeEngines.ts); a mode the family cannot run never gets here. */
function promptFor(family: ModelFamily, subject: InputSubject): string {
  const prompt = MODE_ENGINES[subject.mode]?.prompts[family]
  if (!prompt) throw new ProviderError('invalid_input', `This model cannot run ${subject.mode}.`)
  return prompt(subject)
}

function interiorDesignInput(subject: InputSubject, images: InputImages): ModelInput {
  const staging = subject.mode === 'stage'
  return {
    image: images.image,
    prompt: promptFor('interior-design', subject),
    negative_prompt: buildNegativePrompt({ staging }),
    num_inference_steps: 50,
    guidance_scale: 15,
  }
}

function fluxKontextInput(subject: InputSubject, images: InputImages): ModelInput {
  return {
    prompt: promptFor('flux-kontext', subject),
    input_image: images.image,
    aspect_ratio: 'match_input_image',
    // JPEG downloads several times faster than PNG and is what we store anyway.
    output_format: 'jpg',
    // 2 is the most permissive value Replicate allows when an input image is given.
    safety_tolerance: 2,
  }
}

/** black-forest-labs/flux-fill-pro, from its published input schema. */
function fluxFillInput(subject: InputSubject, images: InputImages): ModelInput {
  if (!images.mask) throw new ProviderError('invalid_input', 'The painted area is missing.')
  return {
    image: images.image,
    mask: images.mask,
    prompt: promptFor('flux-fill', subject),
    steps: 50,
    output_format: 'jpg',
    safety_tolerance: 2,
    prompt_upsampling: false,
  }
}

/** black-forest-labs/flux-2-pro: reference images in order; the room first, so its frame is kept. */
function flux2Input(subject: InputSubject, images: InputImages): ModelInput {
  if (!images.inspiration)
    throw new ProviderError('invalid_input', 'The inspiration photo is missing.')
  return {
    prompt: promptFor('flux-2', subject),
    input_images: [images.image, images.inspiration],
    // Matches the first input image: the customer's room, not the inspiration.
    aspect_ratio: 'match_input_image',
    output_format: 'jpg',
    safety_tolerance: 2,
  }
}

const BUILDERS: Record<ModelFamily, (subject: InputSubject, images: InputImages) => ModelInput> = {
  'interior-design': interiorDesignInput,
  'flux-kontext': fluxKontextInput,
  'flux-fill': fluxFillInput,
  'flux-2': flux2Input,
}

/**
 * "Keep structure" as each family's own controls (docs/studio-engines.md): adirik's img2img
 * strength (1 = the photo fully repainted), FLUX Fill's prompt guidance, and for FLUX Kontext,
 * which has no strength input, a stricter instruction or its prompt rewriting.
 */
const KEEP_ARCHITECTURE =
  'Change nothing of the architecture: every wall, window, door and ceiling line stays exactly where it is.'

const STRENGTH: Record<ModelFamily, Record<KeepStructure, { params: ModelInput; say?: string }>> = {
  'interior-design': {
    strict: { params: { prompt_strength: 0.65 } },
    balanced: { params: { prompt_strength: 0.8 } },
    creative: { params: { prompt_strength: 0.9 } },
  },
  'flux-kontext': {
    strict: {
      params: { prompt_upsampling: false },
      say: KEEP_ARCHITECTURE,
    },
    balanced: { params: { prompt_upsampling: false } },
    creative: { params: { prompt_upsampling: true } },
  },
  'flux-fill': {
    strict: { params: { guidance: 2 } },
    balanced: { params: { guidance: 3 } },
    creative: { params: { guidance: 4 } },
  },
  // FLUX.2 [pro] has no strength input either: strict is said in the prompt, the others differ in the gate.
  'flux-2': {
    strict: { params: {}, say: KEEP_ARCHITECTURE },
    balanced: { params: {} },
    creative: { params: {} },
  },
}

/** What a redesign records as sent for its choice: the parameters, and any sentence added. */
export function strengthSent(family: ModelFamily, keep: KeepStructure): ModelInput {
  const { params, say } = STRENGTH[family][keep]
  return { ...params, ...(say ? { promptAdds: say } : {}) }
}

/** One input object per variant. */
export function predictionInputs(
  family: ModelFamily,
  subject: InputSubject & Pick<EngineInput, 'keepStructure'>,
  images: InputImages,
  variants: number,
): ModelInput[] {
  const { params, say } = STRENGTH[family][subject.keepStructure ?? DEFAULT_KEEP_STRUCTURE]
  const build = (): ModelInput => {
    const input = { ...BUILDERS[family](subject, images), ...params }
    return say ? { ...input, prompt: `${String(input.prompt)} ${say}` } : input
  }
  return Array.from({ length: variants }, build)
}
