import { addMode, REDESIGN_MODES, type ModeDefinition, type RedesignMode } from '../modes'
import type { EngineInput } from '../types'
import { areaPreview } from './offline/areaPreview'
import { declutterPreview } from './offline/declutterPreview'
import { matchPreview } from './offline/matchPreview'
import type { OfflineMode } from './offline/offlineScene'
import { restylePreview, stagePreview } from './offline/paletteRecolour'
import { surfacePreview } from './offline/surfacePreview'
import {
  buildAreaFillPrompt,
  buildDeclutterInstruction,
  buildMatchInstruction,
  buildStageDescription,
  buildStageInstruction,
  buildSurfaceInstruction,
} from './replicate/modePrompts'
import { buildDescriptivePrompt, buildInstructionPrompt } from './replicate/promptBuilder'

/** The Replicate model families we drive (modelRegistry.ts names their models). */
export type ModelFamily = 'interior-design' | 'flux-kontext' | 'flux-fill' | 'flux-2'
export type InputSubject = Pick<EngineInput, 'mode' | 'roomType' | 'style' | 'surface' | 'notes'>

/** A mode's engine parts: its prompt for each family that can run it, and its offline preview. */
export type ModeEngine = {
  prompts: Partial<Record<ModelFamily, (subject: InputSubject) => string>>
  offlinePreview: OfflineMode
}

export const MODE_ENGINES: Record<RedesignMode, ModeEngine> = {
  restyle: {
    prompts: { 'interior-design': buildDescriptivePrompt, 'flux-kontext': buildInstructionPrompt },
    offlinePreview: restylePreview,
  },
  stage: {
    prompts: { 'interior-design': buildStageDescription, 'flux-kontext': buildStageInstruction },
    offlinePreview: stagePreview,
  },
  declutter: {
    prompts: { 'flux-kontext': buildDeclutterInstruction },
    offlinePreview: declutterPreview,
  },
  surface: { prompts: { 'flux-kontext': buildSurfaceInstruction }, offlinePreview: surfacePreview },
  area: { prompts: { 'flux-fill': buildAreaFillPrompt }, offlinePreview: areaPreview },
  match: { prompts: { 'flux-2': buildMatchInstruction }, offlinePreview: matchPreview },
}

/** A new mode at run time: its entry (modes.ts's shape) and its engine parts. */
export function registerMode(mode: ModeDefinition, engine: ModeEngine): void {
  addMode(mode)
  MODE_ENGINES[mode.id as RedesignMode] = engine
}

/** The modes a family can run, in the order a customer reads them. */
export const familyModes = (family: ModelFamily): RedesignMode[] =>
  REDESIGN_MODES.filter((mode) => MODE_ENGINES[mode]?.prompts[family])
