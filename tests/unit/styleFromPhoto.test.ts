/** @jest-environment node */
import { jest } from '@jest/globals'
import sharp from 'sharp'

import { checkRedesignForm } from '@/components/redesign/checkRedesignForm'
import { redesignBody } from '@/components/redesign/sendRedesign'
import { INSPIRATION_MISSING, INSPIRATION_NOT_A_PHOTO } from '@/lib/redesign/choiceIds'
import { familyModes } from '@/lib/redesign/engines/modeEngines'
import { predictionInputs } from '@/lib/redesign/engines/replicate/modelInputs'
import { findModel, modelSupports } from '@/lib/redesign/engines/replicate/modelRegistry'
import { checkAttachments, checkedInspiration } from '@/lib/redesign/createRedesign'
import { MODES } from '@/lib/redesign/modes'
import { redesignRequestSchema } from '@/lib/redesign/redesignRequest'
import { studioFormParts } from '@/lib/redesign/studioFormParts'
import { UPLOAD_LIMITS } from '@/lib/uploads/uploadLimits'
import { heicFixture } from '../support/heicFixtures'
import { roomPhoto } from '../support/roomPhoto'

jest.setTimeout(60_000)

const room = { id: 'living-room', label: 'Living room' }

describe('“Match a photo’s style” in the mode registry', () => {
  it('takes an inspiration photo instead of a style, and runs on FLUX.2 [pro]', () => {
    expect(MODES.match.takesInspiration && !MODES.match.takesStyle).toBe(true)
    const parsed = redesignRequestSchema.parse({
      mode: 'match',
      roomType: 'kitchen',
      style: 'japandi',
    })
    expect(parsed).toMatchObject({ mode: 'match', style: undefined })
    expect(familyModes('flux-2')).toEqual(['match'])
    expect(modelSupports(findModel(MODES.match.replicateModel), 'match')).toEqual({
      available: true,
    })
  })

  it('is unavailable, in words, on the self-hosted interior-design model (Cog)', () => {
    expect(modelSupports(findModel('adirik/interior-design'), 'match')).toEqual({
      available: false,
      why: 'the AI model set up for it can only restyle or stage an empty room.',
    })
  })

  it('sends the room first and the inspiration second under FLUX.2’s input_images', () => {
    const [input] = predictionInputs(
      'flux-2',
      { mode: 'match', roomType: room, notes: 'more plants' },
      { image: 'data:image/jpeg;base64,AA==', inspiration: 'data:image/jpeg;base64,AQ==' },
      1,
    )
    expect(input).toEqual({
      prompt: expect.stringMatching(
        /^Redesign the living room in the first image in the style of the room in the second image:.*The owner asks for this: more plants/,
      ),
      input_images: ['data:image/jpeg;base64,AA==', 'data:image/jpeg;base64,AQ=='],
      aspect_ratio: 'match_input_image',
      output_format: 'jpg',
      safety_tolerance: 2,
    })
  })
})

describe('the inspiration photo a request carries', () => {
  const refusal = async (check: () => unknown) => {
    try {
      await check()
    } catch (error) {
      return error as { message: string; status: number; field: string }
    }
    throw new Error('not refused')
  }

  it('is required by the mode, and refused by every other mode', async () => {
    expect(await refusal(() => checkAttachments('match', undefined, undefined))).toMatchObject({
      message: INSPIRATION_MISSING,
      status: 400,
      field: 'inspiration',
    })
    expect(
      await refusal(() => checkAttachments('match', undefined, new Uint8Array())),
    ).toMatchObject({
      message: INSPIRATION_MISSING,
    })
    expect(
      await refusal(() => checkAttachments('restyle', undefined, new Uint8Array([1]))),
    ).toMatchObject({ field: 'inspiration', message: expect.stringMatching(/only used by “Match/) })
    expect(() => checkAttachments('restyle', undefined, undefined)).not.toThrow()
  })

  it('must be an uploaded file: text such as an image id is refused', async () => {
    const form = new FormData()
    form.set('mode', 'match')
    form.set('inspiration', '42')
    expect(await refusal(() => studioFormParts(form))).toMatchObject({
      message: INSPIRATION_NOT_A_PHOTO,
      field: 'inspiration',
    })
    form.set('inspiration', new Blob([new Uint8Array([1, 2])]), 'i.jpg')
    expect((await studioFormParts(form)).inspiration).toEqual(new Uint8Array([1, 2]))
  })

  it('goes through the room photo’s checks, each refusal saying what to do', async () => {
    const text = new TextEncoder().encode('not a picture at all')
    expect(await refusal(() => checkedInspiration(text))).toMatchObject({
      status: 415,
      field: 'inspiration',
      message:
        'Inspiration photo: This file is plain text, not a photo. Upload a photo as JPEG, PNG, WebP or HEIC.',
    })
    const tooLarge = new Uint8Array(UPLOAD_LIMITS.maxBytes + 1)
    expect(await refusal(() => checkedInspiration(tooLarge))).toMatchObject({
      status: 413,
      field: 'inspiration',
      message: expect.stringMatching(/^Inspiration photo: The file is larger than the 10 MB limit/),
    })
  })

  it('is stored as a JPEG without its metadata, HEIC included', async () => {
    const fromJpeg = await checkedInspiration(await roomPhoto({ gps: true }))
    const fromHeic = await checkedInspiration(heicFixture('iphone-portrait-gps.heic'))
    for (const image of [fromJpeg, fromHeic]) {
      const meta = await sharp(image.data).metadata()
      expect([image.mimeType, meta.format, meta.exif]).toEqual(['image/jpeg', 'jpeg', undefined])
    }
  })
})

describe('the studio form with “Match a photo’s style”', () => {
  const filled = {
    mode: 'match' as const,
    hasPhoto: true,
    style: '',
    surfaceArea: '' as const,
    surface: '',
    surfaceColour: '',
    painted: false,
    notes: '',
    cost: 1,
    balance: 3,
  }

  it('asks for the inspiration photo before sending, or repeats the problem found choosing it', () => {
    expect(checkRedesignForm(filled)).toEqual({ inspiration: INSPIRATION_MISSING })
    expect(checkRedesignForm({ ...filled, inspiration: 'Too small.' })).toEqual({
      inspiration: 'Too small.',
    })
    expect(checkRedesignForm({ ...filled, inspiration: true })).toEqual({})
  })

  it('sends the inspiration only in its mode', () => {
    const inspiration = new File([new Uint8Array([1])], 'i.jpg', { type: 'image/jpeg' })
    const fields = {
      ...filled,
      roomType: 'kitchen' as const,
      variants: 1,
      keepStructure: 'balanced' as const,
      inspiration,
    }
    expect(redesignBody(fields).get('inspiration')).toBeInstanceOf(File)
    expect(redesignBody({ ...fields, mode: 'restyle' }).get('inspiration')).toBeNull()
  })
})
