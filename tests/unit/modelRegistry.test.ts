/** @jest-environment node */
import { MODES, REDESIGN_MODES } from '@/lib/redesign/modes'
import { familyModes } from '@/lib/redesign/engines/modeEngines'
import {
  findModel,
  modelsByMode,
  modelSupports,
  resolveModel,
} from '@/lib/redesign/engines/replicate/modelRegistry'
import { createReplicateEngine } from '@/lib/redesign/engines/replicate/createReplicateEngine'
import { ProviderError } from '@/lib/replicate/providerError'
import { optionalSettings } from '@/lib/env/settingSchemas'

const engine = (models: Record<string, string> = {}, model = 'adirik/interior-design') =>
  createReplicateEngine({ token: 'r8_test', model, models, baseUrl: 'http://127.0.0.1:9/v1' })

describe('model registry', () => {
  it('knows each family and the modes it can do', () => {
    expect(familyModes('interior-design')).toEqual(['restyle', 'stage'])
    expect(familyModes('flux-kontext')).toEqual(['restyle', 'stage', 'declutter', 'surface'])
    expect(familyModes('flux-fill')).toEqual(['area'])
    expect(findModel('black-forest-labs/flux-fill-pro')).toEqual({
      name: 'black-forest-labs/flux-fill-pro',
      family: 'flux-fill',
      version: undefined,
    })
    expect(findModel('Adirik/Interior-Design')).toMatchObject({
      family: 'interior-design',
      version: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    expect(findModel(`adirik/interior-design:${'a'.repeat(64)}`)?.version).toBe('a'.repeat(64))
    expect(findModel('stability-ai/sdxl')).toBeUndefined()
    expect(findModel('not a model')).toBeUndefined()
    expect(() => resolveModel('stability-ai/sdxl')).toThrow(ProviderError)
  })

  it('gives every mode a default model that can do it, the same defaults the settings use', () => {
    const settings = optionalSettings.parse({})
    expect(
      Object.fromEntries(REDESIGN_MODES.map((mode) => [mode, MODES[mode].replicateModel])),
    ).toEqual({
      restyle: settings.REPLICATE_MODEL,
      stage: settings.REPLICATE_MODEL_STAGE,
      declutter: settings.REPLICATE_MODEL_DECLUTTER,
      surface: settings.REPLICATE_MODEL_SURFACE,
      area: settings.REPLICATE_MODEL_AREA,
      match: settings.REPLICATE_MODEL_MATCH,
    })
    const models = modelsByMode({})
    for (const mode of REDESIGN_MODES)
      expect(modelSupports(models[mode], mode)).toEqual({ available: true })
  })

  it('says in a customer’s words why a model cannot do a mode', () => {
    const adirik = findModel('adirik/interior-design')
    expect(modelSupports(adirik, 'declutter')).toEqual({
      available: false,
      why: 'the AI model set up for it can only restyle or stage an empty room.',
    })
    expect(modelSupports(findModel('black-forest-labs/flux-kontext-pro'), 'area')).toEqual({
      available: false,
      why: 'the AI model set up for it can only restyle, stage an empty room, declutter or change a surface.',
    })
    expect(modelSupports(findModel('black-forest-labs/flux-fill-pro'), 'restyle')).toEqual({
      available: false,
      why: 'the AI model set up for it can only edit a painted area.',
    })
    expect(modelSupports(undefined, 'surface')).toEqual({
      available: false,
      why: 'the AI service is not set up for it yet.',
    })
  })
})

describe('the Replicate engine’s supports()', () => {
  it('answers available for every mode with the default models', () => {
    const replicate = engine()
    for (const mode of REDESIGN_MODES) expect(replicate.supports(mode)).toEqual({ available: true })
    expect(replicate.modelFor('area')?.name).toBe('black-forest-labs/flux-fill-pro')
    expect(replicate.modelFor('declutter')?.name).toBe('black-forest-labs/flux-kontext-pro')
  })

  it('follows each mode’s own setting', () => {
    const replicate = engine({
      stage: 'black-forest-labs/flux-kontext-pro',
      declutter: 'adirik/interior-design',
      area: 'black-forest-labs/flux-kontext-pro',
      surface: 'someone/unknown-model',
    })
    expect(replicate.modelFor('stage')?.family).toBe('flux-kontext')
    expect(replicate.supports('stage')).toEqual({ available: true })
    expect(replicate.supports('declutter')).toMatchObject({
      available: false,
      why: expect.stringMatching(/can only restyle or stage an empty room/),
    })
    expect(replicate.supports('area')).toMatchObject({ available: false })
    // An unknown model makes only its mode unavailable; the rest of the studio keeps working.
    expect(replicate.supports('surface')).toEqual({
      available: false,
      why: 'the AI service is not set up for it yet.',
    })
    expect(replicate.supports('restyle')).toEqual({ available: true })
  })

  it('refuses at start-up a restyle model it cannot drive, as before modes', () => {
    expect(() => engine({}, 'stability-ai/sdxl')).toThrow(/Unsupported Replicate model/)
    expect(() => engine({ restyle: 'black-forest-labs/flux-fill-pro' })).not.toThrow()
    expect(
      engine({ restyle: 'black-forest-labs/flux-fill-pro' }).supports('restyle'),
    ).toMatchObject({ available: false })
  })
})
