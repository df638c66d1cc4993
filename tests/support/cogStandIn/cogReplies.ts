import { STAND_IN_MODELS, validateModelInput } from '../replicateStandIn/modelSchemas'

/** The predictor the stand-in serves: adirik/interior-design's inputs, as the Replicate stand-in knows them. */
export const INTERIOR_DESIGN = STAND_IN_MODELS.find((model) => model.name === 'interior-design')!

/** Cog's bodies, word for word from crates/coglet/src/transport/http/routes.rs. */
export const AT_CAPACITY = { error: 'At capacity - all prediction slots busy', status: 'failed' }
export const NOT_READY = { error: 'Predictor not ready', status: 'failed' }

/**
 * Cog's 422: `{"detail": [{"loc": ["body", "input", field], "msg", "type"}]}`. Cog (coglet) strips
 * inputs its predictor does not declare since #2943 (April 2026) and refused them with this 422
 * before; the stand-in refuses them by default (stricter: it catches a misspelt input), or strips
 * and records them (`unknownInputs: 'strip'`), so a test can assert that none were sent either way.
 */
export function checkInput(
  input: Record<string, unknown>,
  unknownInputs: 'refuse' | 'strip',
): { input: Record<string, unknown>; stripped: string[]; detail: object[] } {
  const unknown = Object.keys(input).filter((name) => !(name in INTERIOR_DESIGN.inputs))
  const known = Object.fromEntries(
    Object.entries(input).filter(([name]) => name in INTERIOR_DESIGN.inputs),
  )
  const refused =
    unknownInputs === 'refuse'
      ? unknown.map((name) => ({
          loc: ['body', 'input', name],
          msg: 'Extra inputs are not permitted',
          type: 'extra_forbidden',
        }))
      : []
  const invalid = validateModelInput(INTERIOR_DESIGN, known).map((problem) => ({
    loc: [
      'body',
      'input',
      problem.field.startsWith('input.')
        ? problem.field.slice('input.'.length)
        : problem.description.split(' ')[0],
    ],
    msg: problem.description,
    type: problem.type,
  }))
  return {
    input: known,
    stripped: unknownInputs === 'strip' ? unknown : [],
    detail: [...refused, ...invalid],
  }
}
