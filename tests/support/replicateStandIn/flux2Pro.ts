import { renderOutput } from './outputImage'
import type { StandInModel } from './standInModel'

/**
 * black-forest-labs/flux-2-pro as its published input schema describes it (replicate.com, version
 * 285631b5): prompt (required); input_images, up to 8 JPEG, PNG, GIF or WebP files (aspect_ratio
 * match_input_image follows the first); resolution; width/height 256–2048 (custom only);
 * safety_tolerance 1–5 (default 2); seed; output_format webp | jpg | png; output_quality 0–100.
 * The stand-in tints the first input image, so a result still shows which photo it came from.
 */
export const FLUX_2_PRO: StandInModel = {
  owner: 'black-forest-labs',
  name: 'flux-2-pro',
  version: '285631b5656a1839331cd9af0d82da820e2075db12046d1d061c681b2f206bc6',
  official: true,
  inputs: {
    prompt: { type: 'string', required: true },
    input_images: { type: 'images', maxItems: 8 },
    aspect_ratio: {
      type: 'enum',
      values: [
        'match_input_image',
        'custom',
        '1:1',
        '16:9',
        '3:2',
        '2:3',
        '4:5',
        '5:4',
        '9:16',
        '3:4',
        '4:3',
      ],
    },
    resolution: { type: 'enum', values: ['match_input_image', '0.5 MP', '1 MP', '2 MP', '4 MP'] },
    width: { type: 'integer', min: 256, max: 2048 },
    height: { type: 'integer', min: 256, max: 2048 },
    safety_tolerance: { type: 'integer', min: 1, max: 5 },
    seed: { type: 'integer' },
    output_format: { type: 'enum', values: ['webp', 'jpg', 'png'] },
    output_quality: { type: 'integer', min: 0, max: 100 },
  },
  imageInput: 'input_images',
  outputFormat: (input) => (input.output_format === 'png' ? 'png' : 'jpg'),
  render: (input) =>
    renderOutput(
      Array.isArray(input.input_images) ? input.input_images[0] : undefined,
      input.output_format === 'png' ? 'png' : 'jpg',
    ),
}
