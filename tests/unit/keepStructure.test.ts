/** @jest-environment node */
import { getSettings } from '@/lib/env'
import { predictionInputs, strengthSent } from '@/lib/redesign/engines/replicate/modelInputs'
import { KEEP_STRUCTURE } from '@/lib/redesign/modes'
import { redesignRequestSchema } from '@/lib/redesign/redesignRequest'
import { structureThreshold, verdict } from '@/lib/redesign/structureGate'
import type { EngineInput } from '@/lib/redesign/types'
import { formatSlots, parseProviderJobId, parseSlots } from '@/lib/replicate/providerJobId'

const subject = (mode: EngineInput['mode'], keepStructure?: EngineInput['keepStructure']) => ({
  mode,
  roomType: { id: 'bedroom', label: 'Bedroom' },
  style: { slug: 'scandinavian', title: 'Scandinavian', palette: [], keywords: [] },
  keepStructure,
})
const images = { image: 'data:image/png;base64,AA==', mask: 'data:image/png;base64,AA==' }
const sentFor = (
  family: Parameters<typeof predictionInputs>[0],
  mode: EngineInput['mode'],
  keep?: EngineInput['keepStructure'],
) => predictionInputs(family, subject(mode, keep), images, 1)[0]!

describe('Keep structure, per model family', () => {
  it('is adirik’s prompt_strength: less of the photo repainted the stricter the choice', () => {
    const strengths = KEEP_STRUCTURE.map(
      (keep) => sentFor('interior-design', 'restyle', keep).prompt_strength,
    )
    expect(strengths).toEqual([0.65, 0.8, 0.9])
    expect(sentFor('interior-design', 'restyle').prompt_strength).toBe(0.8) // balanced by default
  })

  it('is FLUX Fill’s guidance, within its published 2–5', () => {
    expect(KEEP_STRUCTURE.map((keep) => sentFor('flux-fill', 'area', keep).guidance)).toEqual([
      2, 3, 4,
    ])
  })

  it('is FLUX Kontext’s prompt upsampling, and a stricter instruction when strict', () => {
    const strict = sentFor('flux-kontext', 'restyle', 'strict')
    const creative = sentFor('flux-kontext', 'restyle', 'creative')
    expect(strict.prompt).toMatch(/Change nothing of the architecture/)
    expect(strict.prompt_upsampling).toBe(false)
    expect(creative.prompt).not.toMatch(/Change nothing/)
    expect(creative.prompt_upsampling).toBe(true)
    expect(strengthSent('flux-kontext', 'strict')).toMatchObject({ prompt_upsampling: false })
  })

  it('sets the gate’s threshold: stricter choices demand a higher score', () => {
    const [strict, balanced, creative] = KEEP_STRUCTURE.map((keepStructure) =>
      structureThreshold({ keepStructure }, getSettings()),
    )
    expect(strict).toBeGreaterThan(balanced!)
    expect(balanced).toBeGreaterThan(creative!)
    expect(structureThreshold({ keepStructure: null }, getSettings())).toBe(balanced)
  })

  it('is accepted by the studio form, balanced when left out, refused when unknown', () => {
    const base = { roomType: 'bedroom', style: 'scandinavian' }
    expect(redesignRequestSchema.parse(base).keepStructure).toBe('balanced')
    expect(redesignRequestSchema.parse({ ...base, keepStructure: 'strict' }).keepStructure).toBe(
      'strict',
    )
    expect(redesignRequestSchema.safeParse({ ...base, keepStructure: 'wild' }).success).toBe(false)
  })
})

describe('the gate’s verdict on one version', () => {
  const image = (score: number) => ({
    output: { data: Buffer.from([score]), mimeType: 'image/png' as const },
    score,
  })
  it('keeps a first attempt above the threshold, untouched', () => {
    expect(verdict([image(80)], 60)).toEqual({ ...image(80).output, structureScore: 80 })
  })
  it('keeps the better attempt (the retry on a tie), refunded only if it is still below', () => {
    expect(verdict([image(20), image(90)], 60)).toMatchObject({
      structureScore: 90,
      structureRetried: true,
      structureRefunded: false,
    })
    const worse = verdict([image(40), image(10)], 60)!
    expect(worse).toMatchObject({ structureScore: 40, structureRefunded: true })
    expect(worse.data).toEqual(image(40).output.data)
    expect(verdict([image(40), undefined], 60)).toMatchObject({ structureRefunded: true })
    expect(verdict([undefined, image(70)], 60)).toMatchObject({ structureRefunded: false })
  })
})

describe('a provider job id with free retries', () => {
  it('keeps each version’s first attempt and its retry, and checks the retry', () => {
    const id = formatSlots([
      { first: 'aaa' },
      { first: 'bbb', retry: 'ccc' },
      { first: 'ddd', retry: '-' },
    ])
    expect(id).toBe('aaa,bbb~ccc,ddd~-')
    expect(parseSlots(id)[1]).toEqual({ first: 'bbb', retry: 'ccc' })
    expect(parseProviderJobId(id)).toEqual(['aaa', 'ccc', 'ddd'])
    expect(parseSlots('aaa~')[0]).toEqual({ first: 'aaa', retry: '' })
    expect(() => parseSlots('aaa~b~c')).toThrow()
  })
})
