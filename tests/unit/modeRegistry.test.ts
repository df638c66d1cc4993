/** @jest-environment node */
import sharp from 'sharp'

import { familyModes, registerMode } from '@/lib/redesign/engines/modeEngines'
import { generateOfflinePreviews } from '@/lib/redesign/engines/offline/offlineEngine'
import { predictionInputs } from '@/lib/redesign/engines/replicate/modelInputs'
import { findModel, modelSupports } from '@/lib/redesign/engines/replicate/modelRegistry'
import { modeChoicesSchema } from '@/lib/redesign/modeChoices'
import {
  isRedesignMode,
  modeCost,
  REDESIGN_MODES,
  type RedesignMode,
  redesignTitle,
} from '@/lib/redesign/modes'
import { redesignRequestSchema } from '@/lib/redesign/redesignRequest'
import { noisyImage } from '../support/noisyImage'

// A test-only mode, added the way a new studio mode is: one entry plus its engine parts.
const SKETCH = 'sketch' as RedesignMode
const drawn: number[] = []
registerMode(
  {
    id: SKETCH,
    label: 'Pencil sketch',
    summary: 'The room as a pencil drawing.',
    creditsPerVersion: 3,
    takesStyle: false,
    takesSurface: false,
    takesMask: false,
    replicateModel: 'black-forest-labs/flux-kontext-pro',
    offlinePreview: 'a sketch is a grey copy of your photo.',
    title: (room) => `${room}, sketched`,
    check: (request) =>
      request.notes ? undefined : { field: 'notes', message: 'Say what to sketch.' },
  },
  {
    prompts: { 'flux-kontext': (subject) => `Draw this ${subject.roomType.label} in pencil.` },
    offlinePreview: async (_input, scene) => (variant) => {
      drawn.push(variant)
      return { rgb: new Uint8Array(scene.rgb.length).fill(200) }
    },
  },
)

const request = (fields: Record<string, unknown>) =>
  redesignRequestSchema.safeParse({ roomType: 'kitchen', ...fields })

describe('the mode registry', () => {
  it('lets the request checks, prices and draft choices accept a registered mode', () => {
    expect(isRedesignMode(SKETCH) && REDESIGN_MODES.at(-1)).toBe(SKETCH)
    const parsed = request({ mode: SKETCH, notes: 'soft lines', style: 'japandi', variants: 2 })
    expect(parsed.success && parsed.data).toMatchObject({ mode: SKETCH, style: undefined })
    expect(modeCost(SKETCH, 2)).toBe(6)
    expect(redesignTitle({ mode: SKETCH, roomType: 'kitchen' })).toBe('Kitchen, sketched')
    expect(modeChoicesSchema.parse({ mode: SKETCH, surfaceArea: '', surface: '' }).mode).toBe(
      SKETCH,
    )
  })

  it('applies the mode’s own check, and names it among the modes to choose from', () => {
    const missingNotes = request({ mode: SKETCH })
    expect(missingNotes.error?.issues).toEqual([
      expect.objectContaining({ path: ['notes'], message: 'Say what to sketch.' }),
    ])
    expect(request({ mode: 'watercolour' }).error?.issues[0]?.message).toMatch(/Pencil sketch\.$/)
  })

  it('runs the mode on the offline engine through its own preview', async () => {
    const image = await noisyImage(64, 48).jpeg().toBuffer()
    const outputs = await generateOfflinePreviews({
      mode: SKETCH,
      image,
      imageMimeType: 'image/jpeg',
      roomType: { id: 'kitchen', label: 'Kitchen' },
      notes: 'soft lines',
      variants: 2,
    })
    expect(drawn).toEqual([0, 1])
    expect(outputs).toHaveLength(2)
    expect(await sharp(outputs[0]!.data).metadata()).toMatchObject({ format: 'jpeg', width: 64 })
  })

  it('gives Replicate its prompt, on the families its parts name', () => {
    expect(familyModes('flux-kontext')).toContain(SKETCH)
    expect(familyModes('interior-design')).not.toContain(SKETCH)
    expect(modelSupports(findModel('black-forest-labs/flux-kontext-pro'), SKETCH)).toEqual({
      available: true,
    })
    const subject = { mode: SKETCH, roomType: { id: 'kitchen', label: 'Kitchen' } }
    const [input] = predictionInputs(
      'flux-kontext',
      subject,
      { image: 'data:image/jpeg;base64,' },
      1,
    )
    expect(input).toMatchObject({ prompt: 'Draw this Kitchen in pencil.' })
  })
})
