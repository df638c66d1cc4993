import { MODE_ENGINES, type InputSubject, type ModelFamily } from '../modeEngines'
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
    // 0.8 restyles while the model's structure control keeps walls, windows and perspective.
    prompt_strength: 0.8,
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
    prompt_upsampling: false,
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

/** One input object per variant. */
export function predictionInputs(
  family: ModelFamily,
  subject: InputSubject,
  images: InputImages,
  variants: number,
): ModelInput[] {
  const build = BUILDERS[family]
  return Array.from({ length: variants }, () => build(subject, images))
}
