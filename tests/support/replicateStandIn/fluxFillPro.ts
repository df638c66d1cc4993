import type { InvalidField, StandInModel } from './standInModel'

/**
 * black-forest-labs/flux-fill-pro as its published input schema describes it (replicate.com, version
 * 9609ba73): prompt; image and mask (JPEG, PNG, GIF or WebP; the mask black where the image is kept and
 * white where it is inpainted, the same size as the image, optional only when the image carries an
 * alpha mask or an outpaint preset is chosen); outpaint (a preset that ignores the mask); seed; steps
 * 1–50 (default 50); prompt_upsampling; guidance 2–5 (default 3); safety_tolerance 1–6 (default 2);
 * output_format jpg | png (default jpg).
 *
 * The stand-in is stricter than the real model in one respect: it does not read alpha masks, so a
 * request with neither a mask nor an outpaint preset is refused (the app never sends alpha masks).
 * A mask of another size than the image fails the prediction, as it cannot be applied.
 */
export const OUTPAINT_PRESETS = [
  'None',
  'Zoom out 1.5x',
  'Zoom out 2x',
  'Make square',
  'Left outpaint',
  'Right outpaint',
  'Top outpaint',
  'Bottom outpaint',
]

function maskOrOutpaint(input: Record<string, unknown>): InvalidField[] {
  const outpainting = typeof input.outpaint === 'string' && input.outpaint !== 'None'
  if (outpainting || (input.mask !== undefined && input.mask !== null)) return []
  return [
    {
      type: 'required',
      field: 'input',
      description: 'mask is required unless the image has an alpha mask or outpaint is set',
    },
  ]
}

export const FLUX_FILL_PRO: StandInModel = {
  owner: 'black-forest-labs',
  name: 'flux-fill-pro',
  version: '9609ba7331ed872c99f81c92c69a9ee52a50d8aba99f636173e0674d997efd0c',
  official: true,
  inputs: {
    prompt: { type: 'string' },
    image: { type: 'image', required: true },
    mask: { type: 'image' },
    outpaint: { type: 'enum', values: OUTPAINT_PRESETS },
    seed: { type: 'integer' },
    steps: { type: 'integer', min: 1, max: 50 },
    prompt_upsampling: { type: 'boolean' },
    guidance: { type: 'number', min: 2, max: 5 },
    safety_tolerance: { type: 'integer', min: 1, max: 6 },
    output_format: { type: 'enum', values: ['jpg', 'png'] },
  },
  imageInput: 'image',
  maskInput: 'mask',
  outputFormat: (input) => (input.output_format === 'png' ? 'png' : 'jpg'),
  crossChecks: maskOrOutpaint,
}
