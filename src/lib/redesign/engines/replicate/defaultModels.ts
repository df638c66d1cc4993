import type { RedesignMode } from '../../modes'

/** How a model is named: "owner/name", or pinned to a version as "owner/name:<64 hex>". */
export const MODEL_REFERENCE = /^([a-z0-9][\w.-]*\/[a-z0-9][\w.-]*)(?::([0-9a-f]{64}))?$/i

/**
 * The model each mode runs on when no setting names one: the settings' defaults
 * (REPLICATE_MODEL, REPLICATE_MODEL_<MODE> in src/lib/env/optionalSettings.ts) come from here. A
 * leaf, so the settings module can read it without loading an engine.
 */
export const DEFAULT_MODELS: Record<RedesignMode, string> = {
  restyle: 'adirik/interior-design',
  stage: 'adirik/interior-design',
  declutter: 'black-forest-labs/flux-kontext-pro',
  surface: 'black-forest-labs/flux-kontext-pro',
  area: 'black-forest-labs/flux-fill-pro',
}
