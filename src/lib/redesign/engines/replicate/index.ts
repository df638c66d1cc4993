export { createReplicateEngine, type ReplicateEngine } from './createReplicateEngine'
export type { ReplicateEngineOptions } from './engineOptions'
export { ADIRIK_INTERIOR_DESIGN_VERSION } from './modelRegistry'
