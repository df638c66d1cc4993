import { MODE_ENGINES, type InputSubject, type ModelFamily } from '../modeEngines'
import { DEFAULT_KEEP_STRUCTURE, KEEP_STRUCTURE, type KeepStructure } from '../../modes'
import type { EngineInput } from '../../types'
import { buildNegativePrompt } from './prompts'
import { ProviderError } from '@/lib/replicate/providerError'

export type InputImages = { image: string; mask?: string; inspiration?: string }

type ModelInput = Record<string, unknown>

const FLUX = {
  // JPEG downloads several times faster than PNG and is what we store anyway.
  output_format: 'jpg',
  // 2 is the most permissive value Replicate allows when an input image is given.
  safety_tolerance: 2,
}

/** Each family's input from its published schema (prompt first computed from the mode's builder). */
const BUILDERS: Record<
  ModelFamily,
  (prompt: string, images: InputImages, subject: InputSubject) => ModelInput
> = {
  'interior-design': (prompt, images, subject) => ({
    image: images.image,
    prompt,
    negative_prompt: buildNegativePrompt({ staging: subject.mode === 'stage' }),
    num_inference_steps: 50,
    guidance_scale: 15,
  }),
  'flux-kontext': (prompt, images) => ({
    prompt,
    input_image: images.image,
    aspect_ratio: 'match_input_image',
    ...FLUX,
  }),
  'flux-fill': (prompt, images) => {
    if (!images.mask) throw new ProviderError('invalid_input', 'The painted area is missing.')
    const { image, mask } = images
    return { image, mask, prompt, steps: 50, ...FLUX, prompt_upsampling: false }
  },
  // Reference images in order; the room first, so "match_input_image" keeps its frame.
  'flux-2': (prompt, images) => {
    if (!images.inspiration)
      throw new ProviderError('invalid_input', 'The inspiration photo is missing.')
    const input_images = [images.image, images.inspiration]
    return { prompt, input_images, aspect_ratio: 'match_input_image', ...FLUX }
  },
}

/**
 * "Keep structure" as each family's own control (docs/studio-engines.md), valued for strict,
 * balanced and creative: adirik's img2img strength (1 = fully repainted), FLUX Fill's guidance,
 * Kontext's prompt rewriting. Kontext and FLUX.2 have no strength input: strict is also said.
 */
const STRENGTH: Record<ModelFamily, { input?: string; values?: unknown[]; strictSays?: boolean }> =
  {
    'interior-design': { input: 'prompt_strength', values: [0.65, 0.8, 0.9] },
    'flux-kontext': { input: 'prompt_upsampling', values: [false, false, true], strictSays: true },
    'flux-fill': { input: 'guidance', values: [2, 3, 4] },
    'flux-2': { strictSays: true },
  }

const KEEP_ARCHITECTURE =
  'Change nothing of the architecture: every wall, window, door and ceiling line stays exactly where it is.'

function strength(family: ModelFamily, keep: KeepStructure) {
  const { input, values, strictSays } = STRENGTH[family]
  const params: ModelInput = input ? { [input]: values![KEEP_STRUCTURE.indexOf(keep)] } : {}
  return { params, say: strictSays && keep === 'strict' ? KEEP_ARCHITECTURE : undefined }
}

/** What a redesign records as sent for its choice: the parameters, and any sentence added. */
export function strengthSent(family: ModelFamily, keep: KeepStructure): ModelInput {
  const { params, say } = strength(family, keep)
  return { ...params, ...(say ? { promptAdds: say } : {}) }
}

export function predictionInputs(
  family: ModelFamily,
  subject: InputSubject & Pick<EngineInput, 'keepStructure'>,
  images: InputImages,
  variants: number,
): ModelInput[] {
  // A mode the family cannot run never gets here (modelSupports is asked first).
  const prompt = MODE_ENGINES[subject.mode]?.prompts[family]
  if (!prompt) throw new ProviderError('invalid_input', `This model cannot run ${subject.mode}.`)
  const { params, say } = strength(family, subject.keepStructure ?? DEFAULT_KEEP_STRUCTURE)
  const text = say ? `${prompt(subject)} ${say}` : prompt(subject)
  return Array.from({ length: variants }, () => ({
    ...BUILDERS[family](text, images, subject),
    ...params,
  }))
}
