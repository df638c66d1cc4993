import type { EngineOutput } from '@/lib/replicate/connection'
import type { ProviderCheck } from '@/lib/replicate/predictionStatus'
import type { KeepStructure } from './keepStructure'
import type { RedesignMode, SurfaceAreaId } from './modes'

/** Engine contract: engines take bytes and a description and return bytes; no database or storage. */

/** A glossary style as the engines need it (editors tune `keywords` and `palette` in the admin). */
export type StyleForEngine = {
  slug: string
  title: string
  /** Five #rrggbb colours, most characteristic first. May be empty for a style without a palette. */
  palette: string[]
  keywords: string[]
}

/** The surface to change and what it becomes (see surfaceFinishes.ts). */
export type SurfaceForEngine = {
  area: SurfaceAreaId
  areaLabel: string
  /** The finish in a prompt's words ("matte paint", "oak herringbone parquet flooring"). */
  material: string
  /** #RRGGBB: the chosen paint colour, or the material's own colour. */
  hex: string
  /** The paint colour's name when it is one of the list's. */
  colourName?: string
}

export type EngineInput = {
  mode: RedesignMode
  /** The normalised room photo (upright, metadata stripped, long side ≤ 2048 px). */
  image: Buffer
  imageMimeType: 'image/jpeg' | 'image/png' | 'image/webp'
  roomType: { id: string; label: string }
  style?: StyleForEngine
  surface?: SurfaceForEngine
  /** Area edits: 8-bit PNG of the photo's size, 255 = redesign, 0 = keep (validated by the server). */
  mask?: Buffer
  /** "Match a photo's style": the normalised inspiration photo (a JPEG, like the room photo). */
  inspiration?: Buffer
  /** The customer's notes, already trimmed and ≤ 500 characters. */
  notes?: string
  variants: number
  /** How much the room may change; each model family maps it to its own inputs. */
  keepStructure?: KeepStructure
}

/** What every engine tells the studio before anything runs. */
type EngineDescription = {
  /** Shown to customers: the offline engine says plainly that it is not AI. */
  label: string
  supports(mode: RedesignMode): ModeSupport
}

/** How a sync engine's run is bounded and named. */
export type GenerateOptions = {
  signal?: AbortSignal
  /** When the whole redesign must end (epoch ms); the engine spreads its retries within it. */
  deadline?: number
  /** The same on every run of one redesign (a retried or resumed job). */
  runKey?: string
}

/** The run key a variant's free structure retry runs under; an engine's stop must reach it too. */
export const retryRunKey = (runKey: string, variant: number) => `${runKey}-again${variant + 1}`

/** Returns images from the job: offline (in-process) and Cog (one idempotent call per image). */
export type { EngineOutput, ProviderCheck }

export type SyncEngine = EngineDescription & {
  kind: 'sync'
  id: 'offline' | 'cog'
  isAI: boolean
  generate(input: EngineInput, options?: GenerateOptions): Promise<EngineOutput[]>
  /** Stops the runKey's predictions at the model server; bounded, never throws, returns unreached ids. */
  stop?(runKey: string, variants: number): Promise<string[]>
}

/** Whether an engine can run a mode, and if not, a sentence a customer understands. */
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
