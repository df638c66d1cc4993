import type { Payload } from 'payload'

import { SURFACE_FINISH_CATEGORIES } from './modes'
import { findGlossaryOption, listGlossaryOptions } from './styles'

export const listSurfaceFinishes = (payload: Payload) =>
  listGlossaryOptions(payload, SURFACE_FINISH_CATEGORIES)

export const findSurfaceFinish = (payload: Payload, slug: string) =>
  findGlossaryOption(payload, slug, SURFACE_FINISH_CATEGORIES)
