/**
 * The inputs of the models the stand-in runs, from their published schemas on replicate.com, and the
 * validation Replicate applies before a prediction is created (422 "Input validation failed" with
 * `invalid_fields`). Unknown inputs are refused, which is stricter than some real models but catches typos.
 */

import { FLUX_2_PRO } from './flux2Pro'
import { FLUX_FILL_PRO } from './fluxFillPro'
import { REAL_ESRGAN } from './realEsrgan'
import type { FieldRule, InvalidField, StandInModel } from './standInModel'

export const STAND_IN_MODELS: StandInModel[] = [
  {
    owner: 'adirik',
    name: 'interior-design',
    version: '76604baddc85b1b4616e1c6475eca080da339c8875bd4996705440484a6eac38',
    official: false,
    inputs: {
      image: { type: 'uri', required: true },
      prompt: { type: 'string', required: true },
      negative_prompt: { type: 'string' },
      num_inference_steps: { type: 'integer', min: 1, max: 500 },
      guidance_scale: { type: 'number', min: 1, max: 50 },
      prompt_strength: { type: 'number', min: 0, max: 1 },
      seed: { type: 'integer' },
    },
    imageInput: 'image',
    outputFormat: () => 'png',
  },
  {
    owner: 'black-forest-labs',
    name: 'flux-kontext-pro',
    version: '0f1178f5a27e9aa2d2d39c8a43c110f7fa7cbf64062ff04a04cd40899e546065',
    official: true,
    inputs: {
      prompt: { type: 'string', required: true },
      input_image: { type: 'uri' },
      aspect_ratio: {
        type: 'enum',
        values: [
          'match_input_image',
          '1:1',
          '16:9',
          '9:16',
          '4:3',
          '3:4',
          '3:2',
          '2:3',
          '4:5',
          '5:4',
          '21:9',
          '9:21',
          '2:1',
          '1:2',
        ],
      },
      output_format: { type: 'enum', values: ['jpg', 'png'] },
      safety_tolerance: { type: 'integer', min: 0, max: 6 },
      seed: { type: 'integer' },
      prompt_upsampling: { type: 'boolean' },
    },
    imageInput: 'input_image',
    outputFormat: (input) => (input.output_format === 'jpg' ? 'jpg' : 'png'),
  },
  FLUX_FILL_PRO,
  FLUX_2_PRO,
  REAL_ESRGAN,
]

const IMAGE_DATA_URI = /^data:image\/(jpeg|png|gif|webp);base64,/

function isUri(value: string): boolean {
  if (/^data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/=]+$/.test(value)) return true
  try {
    return /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

function checkField(name: string, rule: FieldRule, value: unknown): InvalidField | undefined {
  const field = `input.${name}`
  const invalid = (type: string, description: string) => ({ type, field, description })
  switch (rule.type) {
    case 'string':
      return typeof value === 'string'
        ? undefined
        : invalid('invalid_type', 'Invalid type. Expected: string')
    case 'boolean':
      return typeof value === 'boolean'
        ? undefined
        : invalid('invalid_type', 'Invalid type. Expected: boolean')
    case 'uri':
      return typeof value === 'string' && isUri(value)
        ? undefined
        : invalid('format', "Does not match format 'uri'")
    case 'image':
      if (typeof value !== 'string' || !isUri(value))
        return invalid('format', "Does not match format 'uri'")
      return !value.startsWith('data:') || IMAGE_DATA_URI.test(value)
        ? undefined
        : invalid('format', `${name} must be jpeg, png, gif, or webp`)
    case 'images':
      if (!Array.isArray(value)) return invalid('invalid_type', 'Invalid type. Expected: array')
      if (value.length > rule.maxItems)
        return invalid('array_max_items', `Array must have at most ${rule.maxItems} items`)
      return value
        .map((item, index) => checkField(`${name}.${index}`, { type: 'image' }, item))
        .find(Boolean)
    case 'enum':
      return typeof value === 'string' && rule.values.includes(value)
        ? undefined
        : invalid(
            'enum',
            `${name} must be one of the following: ${rule.values.map((v) => `"${v}"`).join(', ')}`,
          )
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || (rule.type === 'integer' && !Number.isInteger(value))) {
        return invalid('invalid_type', `Invalid type. Expected: ${rule.type}`)
      }
      if (rule.min !== undefined && value < rule.min)
        return invalid('number_gte', `Must be greater than or equal to ${rule.min}`)
      if (rule.max !== undefined && value > rule.max)
        return invalid('number_lte', `Must be less than or equal to ${rule.max}`)
      return undefined
    }
  }
}

export function validateModelInput(
  model: StandInModel,
  input: Record<string, unknown>,
): InvalidField[] {
  const problems: InvalidField[] = []
  for (const [name, rule] of Object.entries(model.inputs)) {
    if (input[name] === undefined || input[name] === null) {
      if (rule.required)
        problems.push({ type: 'required', field: 'input', description: `${name} is required` })
      continue
    }
    const problem = checkField(name, rule, input[name])
    if (problem) problems.push(problem)
  }
  for (const name of Object.keys(input)) {
    if (!(name in model.inputs)) {
      problems.push({
        type: 'additional_property_not_allowed',
        field: 'input',
        description: `Additional property ${name} is not allowed`,
      })
    }
  }
  if (problems.length === 0) problems.push(...(model.crossChecks?.(input) ?? []))
  return problems
}
