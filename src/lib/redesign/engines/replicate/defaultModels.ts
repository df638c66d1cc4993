import type { RedesignMode } from '../../modes'

/**
 * The model each mode runs on when no setting names one: the settings' defaults
 * (REPLICATE_MODEL, REPLICATE_MODEL_<MODE> in src/lib/env/optionalSettings.ts) come from here. A leaf, so
 * the settings module can read it without loading an engine.
 */
export const DEFAULT_MODELS: Record<RedesignMode, string> = {
  restyle: 'adirik/interior-design',
  stage: 'adirik/interior-design',
  declutter: 'black-forest-labs/flux-kontext-pro',
  surface: 'black-forest-labs/flux-kontext-pro',
  area: 'black-forest-labs/flux-fill-pro',
}
