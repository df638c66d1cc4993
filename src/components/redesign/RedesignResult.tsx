'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { Link } from '@/components/site/Link'
import { creditsLabel } from '@/lib/credits/creditsLabel'
import { fetchServed, send } from '@/components/forms/fetchJson'
import { SharePanel } from '@/components/share/SharePanel'
import { UpscalePanel } from '@/components/upscale/UpscalePanel'
import { downloadName } from '@/lib/redesign/downloadName'
import { OFFLINE_PREVIEW_LABEL } from '@/lib/redesign/engines/offline/previewLabel'
import { editAreaHref, refineHref } from '@/lib/redesign/modeChoices'
import { modeCost, modeLabel, otherChoiceLabel } from '@/lib/redesign/modes'
import type { RedesignView } from '@/lib/redesign/redesignView'
import { isFinished } from '@/lib/providerRun/statuses'
import { BeforeAfter } from './BeforeAfter'
import { FavouriteToggle } from './FavouriteToggle'
import { NewTryLink, startAgain } from './StyleComparisonGrid'
import { RedesignStatusLine } from './RedesignStatusLine'
import { ResultMarks } from './ResultMarks'
import { useRedesignStatus, useRefundAnnouncement } from './useRedesignStatus'

const ratio = ({ width, height }: { width?: number | null; height?: number | null }) =>
  width && height ? { aspectRatio: `${width} / ${height}` } : undefined

const studioPath = (id: number) => `/api/studio/redesigns/${id}`

export function RedesignResult({
  initial,
  upscaleWithAI,
}: {
  initial: RedesignView
  /** Whether enlargements here are made by an AI upscaler (else a labelled Lanczos resize). */
  upscaleWithAI: boolean
}) {
  const router = useRouter()
  const { view, refresh } = useRedesignStatus(
    initial,
    (signal) => fetchServed<RedesignView>(studioPath(initial.id), signal),
    (shown) => !isFinished(shown.status),
  )
  useRefundAnnouncement(view.status)
  // Open at the top: the router may keep the form's scroll position and hide the status above.
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
  }, [initial.id])
  const [selected, setSelected] = useState(0)
  const [problem, setProblem] = useState<string>()
  const [canceling, setCanceling] = useState(false)
  const [cancelProblem, setCancelProblem] = useState<string>()
  const statusRef = useRef<HTMLDivElement>(null)
  const sliderRef = useRef<HTMLDivElement>(null)
  const offline = view.engine === 'offline'

  // Cancel goes away with the run, so focus moves to the status; a ref because two presses share a task.
  const cancelSent = useRef(false)
  async function cancel() {
    if (cancelSent.current) return
    cancelSent.current = true
    setCanceling(true)
    setCancelProblem(undefined)
    const { status, problem } = await send(
      `${studioPath(view.id)}/cancel`,
      'POST',
      'Could not cancel. Please try again.',
    )
    if (problem) setCancelProblem(problem)
    if (status) await refresh()
    cancelSent.current = false
    setCanceling(false)
    statusRef.current?.focus()
  }
  async function remove() {
    if (!window.confirm('Delete this redesign and its images? This cannot be undone.')) return
    const response = await fetch(studioPath(view.id), { method: 'DELETE' })
    if (response.ok) router.push('/redesigns')
    else setProblem('Could not delete this redesign. Please try again.')
  }

  const index = view.outputs[selected] ? selected : 0
  const output = view.outputs[index]
  const versionName = view.outputs.length > 1 ? `version ${index + 1}` : 'this result'
  return (
    <div className="mt-6 space-y-6">
      <div ref={statusRef} tabIndex={-1} className="space-y-2">
        <RedesignStatusLine view={view} />
        <FormAlert message={cancelProblem} />
      </div>
      {!isFinished(view.status) ? (
        <RedesignProgress view={view} onCancel={cancel} canceling={canceling} />
      ) : null}
      {/* While it runs; a finished result says it under each image, a failed one shows none. */}
      {offline && !isFinished(view.status) ? (
        <p className="text-sm font-semibold">{OFFLINE_PREVIEW_LABEL}</p>
      ) : null}
      {isFinished(view.status) ? <RedesignActions view={view} /> : null}
      {view.status === 'succeeded' && output ? (
        <>
          <div ref={sliderRef} className="scroll-mt-4">
            <BeforeAfter
              key={output.id}
              before={view.input}
              after={output}
              label={view.title}
              offline={offline}
              afterFirst={view.mode === 'area'}
            />
          </div>
          {view.outputs.length > 1 ? (
            // A grid of the finished rooms (two across on a phone); one opens in the slider above.
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Versions">
              {view.outputs.map((image, position) => (
                <li key={image.id} className="min-w-0 space-y-1">
                  <button
                    type="button"
                    onClick={() => {
                      setSelected(position)
                      sliderRef.current?.scrollIntoView({ block: 'start' })
                    }}
                    aria-pressed={position === index}
                    className={`block w-full overflow-hidden rounded-xl border-2 bg-white text-left ${position === index ? 'border-clay' : 'border-linen'}`}
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- private thumbnails */}
                    <img
                      src={image.thumbnail}
                      alt=""
                      className="aspect-[4/3] w-full object-cover"
                    />
                    <span className="block px-2 py-1 font-medium">Version {position + 1}</span>
                  </button>
                  <ResultMarks offline={offline} image={image} />
                </li>
              ))}
            </ul>
          ) : null}
          {/* A gap between rows too: wrapped on a phone, the buttons touched (mis-taps). */}
          <p className="flex flex-wrap gap-3">
            <a
              href={`${studioPath(view.id)}/download?version=${index + 1}`}
              download={downloadName({
                roomType: view.roomTypeLabel,
                style: view.detail || modeLabel(view.mode),
                createdAt: view.createdAt,
                version: index + 1,
                versions: view.outputs.length,
                extension: 'jpg',
                offline,
              })}
              className="btn-primary"
            >
              Download
            </a>{' '}
            <FavouriteToggle
              key={output.id}
              redesignId={view.id}
              version={index + 1}
              initial={output.favourite}
              onProblem={setProblem}
            />{' '}
            <a href={refineHref(view.id, output.id)} className="btn-secondary">
              Refine {versionName}
            </a>{' '}
            <a href={editAreaHref(view.id, output.id)} className="btn-secondary">
              Edit an area of {versionName}
            </a>
          </p>
          <SharePanel redesignId={view.id} version={index + 1} versions={view.outputs.length} />
          <UpscalePanel redesignId={view.id} image={output} withAI={upscaleWithAI} />
        </>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- private file
        <img
          src={view.input.url}
          alt={`Your photo: ${view.title}`}
          // Reserve its space (stored width/height) so a late photo does not push the page down.
          width={view.input.width ?? undefined}
          height={view.input.height ?? undefined}
          style={ratio(view.input)}
          className="block h-auto max-h-[28rem] w-full rounded-2xl object-contain object-left"
        />
      )}
      <p>
        <a href={editAreaHref(view.id, view.input.id)} className="underline">
          Edit an area of the room photo
        </a>
      </p>
      <FormAlert message={problem} />
      <button type="button" onClick={remove} className="min-h-11 text-sm underline">
        Delete this redesign
      </button>
    </div>
  )
}

/** While it runs: for how long, and a way out (the status line above says what is happening). */
function RedesignProgress({
  view,
  onCancel,
  canceling = false,
}: {
  view: RedesignView
  onCancel: () => void
  /** A cancel is on its way: the button stays focusable (aria-disabled) but sends nothing more. */
  canceling?: boolean
}) {
  const since = Date.parse(view.startedAt ?? view.createdAt)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const seconds = Math.max(0, Math.round((now - since) / 1000))
  return (
    <div className="rounded-2xl bg-white p-5">
      <div
        role="progressbar"
        aria-label="Redesign in progress"
        aria-valuetext={`${seconds} seconds so far`}
        className="h-2 overflow-hidden rounded-full bg-sand"
      >
        <div className="h-full w-1/3 animate-pulse rounded-full bg-clay" />
      </div>
      <p className="mt-2 text-sm text-muted">
        <span data-testid="elapsed">{seconds}</span> s so far; usually about 30 s.
      </p>
      <button
        type="button"
        onClick={onCancel}
        aria-disabled={canceling}
        className="mt-3 text-sm underline"
      >
        {canceling ? 'Canceling…' : 'Cancel and get my credits back'}
      </button>
    </div>
  )
}

/** Next steps: run again (charged; or link to the existing retry) or the form prefilled but the style or finish. */
export function RedesignActions({ view }: { view: RedesignView }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string>()
  // Refused for want of credits: the way to buy them, coming back here after checkout.
  const [shortOfCredits, setShortOfCredits] = useState(false)
  // The mode's price, as the repeat is charged (staging costs more than a restyle).
  const cost = creditsLabel(modeCost(view.mode, view.variants))
  const again =
    view.status === 'succeeded'
      ? `Run again with the same settings — ${cost}`
      : `Try again — ${cost}`

  // Only a choice the mode has: a declutter has no style to change, a surface a finish.
  const other = otherChoiceLabel(view.mode)

  async function runAgain() {
    if (busy) return
    setBusy(true)
    setProblem(undefined)
    setShortOfCredits(false)
    const { status, answer, problem } = await startAgain(view.id, 'redesign')
    if (answer.id) return router.push(`/redesigns/${answer.id}`)
    setShortOfCredits(status === 402)
    setProblem(problem)
    setBusy(false)
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        {view.triedAgainAs ? (
          <NewTryLink id={view.triedAgainAs} name={view.detail || 'this redesign'} />
        ) : (
          <button
            type="button"
            onClick={runAgain}
            // aria-disabled, not disabled: a refusal finds focus still on the button pressed.
            aria-disabled={busy || undefined}
            className={view.status === 'succeeded' ? 'btn-secondary' : 'btn-primary'}
          >
            {busy ? 'Starting…' : again}
          </button>
        )}
        {other ? (
          <Link href={`/redesign?from=${view.id}`} className="btn-secondary">
            {other}
          </Link>
        ) : null}
      </div>
      <FormAlert message={problem} />
      {shortOfCredits ? (
        <p>
          <Link
            href={`/pricing?returnTo=${encodeURIComponent(`/redesigns/${view.id}`)}`}
            className="underline"
          >
            Buy credits
          </Link>
          , then come back here to run it again.
        </p>
      ) : null}
    </div>
  )
}
