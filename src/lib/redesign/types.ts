import type { EngineOutput } from '@/lib/replicate/connection'
import type { ProviderCheck } from '@/lib/replicate/predictionStatus'
import type { KeepStructure, RedesignMode, SurfaceAreaId } from './modes'

// Engine contract: engines take bytes and a description and return bytes; no database or storage.

/** A glossary style as the engines need it; `palette` is five #rrggbb, most characteristic first, or none. */
export type StyleForEngine = {
  slug: string
  title: string
  palette: string[]
  keywords: string[]
}

/** The surface to change: the finish in a prompt's words, its #RRGGBB, and the paint's name if listed. */
export type SurfaceForEngine = {
  area: SurfaceAreaId
  areaLabel: string
  material: string
  hex: string
  colourName?: string
}

export type EngineInput = {
  mode: RedesignMode
  /** The normalised room photo (upright, metadata stripped, long side ≤ 2048 px); inspiration likewise. */
  image: Buffer
  imageMimeType: 'image/jpeg' | 'image/png' | 'image/webp'
  roomType: { id: string; label: string }
  style?: StyleForEngine
  surface?: SurfaceForEngine
  /** Area edits: 8-bit PNG of the photo's size, 255 = redesign, 0 = keep (validated by the server). */
  mask?: Buffer
  inspiration?: Buffer
  notes?: string
  variants: number
  keepStructure?: KeepStructure
}

type EngineDescription = {
  /** Shown to customers: the offline engine says plainly that it is not AI. */
  label: string
  supports(mode: RedesignMode): ModeSupport
}

type GenerateOptions = {
  signal?: AbortSignal
  /** When the whole redesign must end (epoch ms); the engine spreads its retries within it. */
  deadline?: number
  /** The same on every run of one redesign (a retried or resumed job). */
  runKey?: string
}

/** The run key a variant's free structure retry runs under; an engine's stop must reach it too. */
export const retryRunKey = (runKey: string, variant: number) => `${runKey}-again${variant + 1}`

export type { EngineOutput, ProviderCheck }

/** Returns images from the job: offline (in-process) and Cog (one idempotent call per image). */
export type SyncEngine = EngineDescription & {
  kind: 'sync'
  id: 'offline' | 'cog'
  isAI: boolean
  generate(input: EngineInput, options?: GenerateOptions): Promise<EngineOutput[]>
  /** Stops the runKey's predictions at the model server; bounded, never throws, returns unreached ids. */
  stop?(runKey: string, variants: number): Promise<string[]>
}

export type ModeSupport = { available: true } | { available: false; why: string }

/** Submitted once, then polled or webhooked; `providerJobId` is stored first so restarts resume. */
export type AsyncEngine = EngineDescription & {
  kind: 'async'
  id: 'replicate'
  isAI: true
  submit(input: EngineInput, options: { webhookUrl?: string }): Promise<{ providerJobId: string }>
  check(providerJobId: string): Promise<ProviderCheck>
  cancel(providerJobId: string): Promise<void>
  /** Downloads outputs into memory at once (providers delete them within the hour). */
  download(urls: string[]): Promise<EngineOutput[]>
  /** One prediction's image, downloaded; undefined unless it succeeded with one. */
  outputOf(predictionId: string): Promise<EngineOutput | undefined>
}

export type RedesignEngine = SyncEngine | AsyncEngine
