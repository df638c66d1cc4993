import type { EngineOutput } from '@/lib/replicate/download'
import type { ProviderCheck } from '@/lib/replicate/predictionStatus'
import type { RedesignMode, SurfaceAreaId } from './modes'

/** The contract between the redesign job and the engines that draw a room. An engine never touches
 *  the database or storage: it takes bytes and a description, and gives back bytes. */

/** A glossary style as the engines need it (editors tune `keywords` and `palette` in the admin). */
export type StyleForEngine = {
  slug: string
  title: string
  /** Five #rrggbb colours, most characteristic first. May be empty for a style without a palette. */
  palette: string[]
  keywords: string[]
}

/** A glossary colour or material a surface is given (its entry's palette and keywords). */
export type SurfaceForEngine = {
  area: SurfaceAreaId
  areaLabel: string
  finish: StyleForEngine
}

export type EngineInput = {
  mode: RedesignMode
  /** The normalised room photo (upright, metadata stripped, long side ≤ 2048 px). */
  image: Buffer
  imageMimeType: 'image/jpeg' | 'image/png' | 'image/webp'
  roomType: { id: string; label: string }
  style?: StyleForEngine
  surface?: SurfaceForEngine
  /** Area edits only: a single-channel 8-bit PNG of exactly the photo's size; 255 marks the pixels
   *  to redesign, 0 the pixels to keep (already validated and binarised by the server). */
  mask?: Buffer
  /** The customer's notes, already trimmed and ≤ 500 characters. */
  notes?: string
  variants: number
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

/** Returns the images directly from the job: the offline preview (in-process) and a self-hosted
 *  Cog model server (one synchronous call per image, idempotent by runKey). */
export type { EngineOutput, ProviderCheck }

export type SyncEngine = EngineDescription & {
  kind: 'sync'
  id: 'offline' | 'cog'
  isAI: boolean
  generate(input: EngineInput, options?: GenerateOptions): Promise<EngineOutput[]>
  /** Stops the predictions a run named after `runKey` has at the model server (a customer's cancel,
   *  from any process). Bounded in time, never throws; returns the ones it could not reach. */
  stop?(runKey: string, variants: number): Promise<string[]>
}

/** Whether an engine can run a mode, and if not, a sentence a customer understands. */
export type ModeSupport = { available: true } | { available: false; why: string }

/** Runs at a provider: submitted once, then checked (polling or webhook) until it ends. The job
 *  stores `providerJobId` before waiting, so a restarted server resumes instead of paying twice. */
export type AsyncEngine = EngineDescription & {
  kind: 'async'
  id: 'replicate'
  isAI: true
  submit(input: EngineInput, options: { webhookUrl?: string }): Promise<{ providerJobId: string }>
  check(providerJobId: string): Promise<ProviderCheck>
  cancel(providerJobId: string): Promise<void>
  /** Downloads outputs into memory at once (providers delete them within the hour). */
  download(urls: string[]): Promise<EngineOutput[]>
}

export type RedesignEngine = SyncEngine | AsyncEngine
