import { addMode, REDESIGN_MODES, type ModeDefinition, type RedesignMode } from '../modes'
import type { EngineInput } from '../types'
import * as offline from './offline/previews'
import * as prompts from './replicate/prompts'

export type ModelFamily = 'interior-design' | 'flux-kontext' | 'flux-fill' | 'flux-2'
export type InputSubject = Pick<EngineInput, 'mode' | 'roomType' | 'style' | 'surface' | 'notes'>

/** A mode's engine parts: its prompt for each family that can run it, and its offline preview. */
export type ModeEngine = {
  prompts: Partial<Record<ModelFamily, (subject: InputSubject) => string>>
  offlinePreview: offline.OfflineMode
}

export const MODE_ENGINES: Record<RedesignMode, ModeEngine> = {
  restyle: {
    prompts: {
      'interior-design': prompts.buildDescriptivePrompt,
      'flux-kontext': prompts.buildInstructionPrompt,
    },
    offlinePreview: offline.restylePreview,
  },
  stage: {
    prompts: {
      'interior-design': prompts.buildStageDescription,
      'flux-kontext': prompts.buildStageInstruction,
    },
    offlinePreview: offline.stagePreview,
  },
  declutter: {
    prompts: { 'flux-kontext': prompts.buildDeclutterInstruction },
    offlinePreview: offline.declutterPreview,
  },
  surface: {
    prompts: { 'flux-kontext': prompts.buildSurfaceInstruction },
    offlinePreview: offline.surfacePreview,
  },
  area: {
    prompts: { 'flux-fill': prompts.buildAreaFillPrompt },
    offlinePreview: offline.areaPreview,
  },
  match: {
    prompts: { 'flux-2': prompts.buildMatchInstruction },
    offlinePreview: offline.matchPreview,
  },
}

/** A new mode at run time: its entry (modes.ts's shape) and its engine parts. */
export function registerMode(mode: ModeDefinition, engine: ModeEngine): void {
  addMode(mode)
  MODE_ENGINES[mode.id as RedesignMode] = engine
}

export const familyModes = (family: ModelFamily): RedesignMode[] =>
  REDESIGN_MODES.filter((mode) => MODE_ENGINES[mode]?.prompts[family])
