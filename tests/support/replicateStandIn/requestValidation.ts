/** Checks on the create-prediction request itself (before the model's inputs), as Replicate does them. */

import type { ServerResponse } from 'node:http'
import { sendProblem } from './httpReplies'
import { STAND_IN_MODELS } from './modelSchemas'
import type { InvalidField, StandInModel } from './standInModel'
import type { WebhookEvent } from './types'

export const ALL_EVENTS: WebhookEvent[] = ['start', 'output', 'logs', 'completed']

export function validationProblem(res: ServerResponse, fields: InvalidField[]): void {
  const detail = fields.map((f) => `- ${f.field ? `${f.field}: ` : ''}${f.description}\n`).join('')
  sendProblem(res, 422, 'Input validation failed', detail, { invalid_fields: fields })
}

export function requestShapeProblems(
  body: Record<string, unknown>,
  allowed: string[],
): InvalidField[] {
  const fields: InvalidField[] = []
  for (const key of allowed.filter((k) => k === 'version' || k === 'input')) {
    if (body[key] === undefined)
      fields.push({ type: 'required', field: '', description: `${key} is required` })
  }
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key))
      fields.push({
        type: 'additional_property_not_allowed',
        field: '',
        description: `Additional property ${key} is not allowed`,
      })
  }
  if (
    body.input !== undefined &&
    (typeof body.input !== 'object' || body.input === null || Array.isArray(body.input))
  ) {
    fields.push({
      type: 'invalid_type',
      field: 'input',
      description: 'Invalid type. Expected: object',
    })
  }
  if (body.webhook !== undefined) {
    let ok = false
    try {
      ok = typeof body.webhook === 'string' && /^https?:$/.test(new URL(body.webhook).protocol)
    } catch {
      ok = false
    }
    if (!ok)
      fields.push({ type: 'format', field: 'webhook', description: "Does not match format 'uri'" })
  }
  const filter = body.webhook_events_filter
  if (
    filter !== undefined &&
    (!Array.isArray(filter) || !filter.every((e) => ALL_EVENTS.includes(e as WebhookEvent)))
  ) {
    fields.push({
      type: 'enum',
      field: 'webhook_events_filter',
      description:
        'webhook_events_filter must be a list of: "start", "output", "logs", "completed"',
    })
  }
  return fields
}

/** `version` may be a 64-hex id, `owner/name:id`, or `owner/name` for an official model. */
export function modelForVersion(version: string): StandInModel | undefined {
  const [ref, id] = version.includes(':')
    ? version.split(':', 2)
    : version.includes('/')
      ? [version, undefined]
      : [undefined, version]
  return STAND_IN_MODELS.find(
    (model) =>
      (ref === undefined || ref === `${model.owner}/${model.name}`) &&
      (id === undefined ? model.official : id === model.version),
  )
}
