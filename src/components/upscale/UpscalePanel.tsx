'use client'

import { useState } from 'react'

import { TitledSection } from '@/components/content/TitledSection'
import { FormAlert } from '@/components/forms/FormAlert'
import { send } from '@/components/forms/fetchJson'
import { useServedList } from '@/components/forms/useServedList'
import { announceAccountChange } from '@/components/site/accountChanges'
import { isFinished } from '@/lib/providerRun/statuses'
import { focusIfDropped } from '@/components/forms/focusIfDropped'
import { creditsLabel } from '@/lib/credits/creditsLabel'
import type { ImageView } from '@/lib/redesign/redesignView'
import {
  LANCZOS_LABEL,
  scaleFits,
  scaleLabel,
  UPSCALE_MAX_SIDE,
  UPSCALE_PRICES,
  UPSCALE_SCALES,
  upscaledSize,
  type UpscaleScale,
} from '@/lib/upscale/upscaleRules'
import type { UpscaleView } from '@/lib/upscale/upscaleView'

const px = (size: { width: number; height: number }) =>
  `${size.width.toLocaleString('en')} × ${size.height.toLocaleString('en')} px`

export function UpscalePanel({
  redesignId,
  image,
  withAI,
}: {
  redesignId: number
  image: ImageView
  /** Whether an AI upscaler does the work here (else a Lanczos resize, labelled as not AI). */
  withAI: boolean
}) {
  const { latest, enlarge, asking, problem } = useUpscales(redesignId)
  const [pressed, setPressed] = useState<UpscaleScale>()
  const { width, height } = image
  if (!width || !height) return null
  const states = UPSCALE_SCALES.map((scale) => ({ scale, upscale: latest(image.id, scale) }))
  // Announce only the scale last pressed, so ×4 is not heard with ×2's old news.
  const news = states
    .filter(({ scale }) => !pressed || scale === pressed)
    .map(({ scale, upscale }) => upscaleNews(scaleLabel(scale), upscale))
  return (
    <TitledSection
      id="enlarge-heading"
      title="Enlarge for download"
      className="space-y-3"
      headingClassName="text-xl font-semibold"
    >
      <p className="text-sm text-muted">
        {withAI
          ? 'An AI upscaler (Real-ESRGAN) adds fine detail as it enlarges.'
          : `Here the result is ${LANCZOS_LABEL}: a Lanczos resize makes it bigger but adds no new detail.`}{' '}
        This result is {px({ width, height })}.
      </p>
      <ul className="flex flex-wrap gap-3">
        {states.map(({ scale, upscale }) => (
          <li key={scale} className="flex flex-col gap-1">
            <ScaleAction
              scale={scale}
              upscale={upscale}
              fits={scaleFits(width, height, scale)}
              target={px(upscaledSize(width, height, scale))}
              busy={asking === `${image.id}:${scale}`}
              takeFocus={pressed === scale}
              onEnlarge={() => {
                setPressed(scale)
                void enlarge(image.id, scale)
              }}
            />
            {upscale?.status === 'failed' ? (
              <span className="max-w-xs text-sm">{upscale.error}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <p role="status" className="text-sm">
        {news.filter(Boolean).join(' ')}
      </p>
      <FormAlert message={problem} />
    </TitledSection>
  )
}

function upscaleNews(label: string, upscale: UpscaleView | undefined): string {
  if (!upscale) return ''
  if (upscale.status === 'succeeded') return `Enlarged ${label}: ready to download.`
  if (upscale.status === 'failed')
    return `Enlarging ${label} failed.${upscale.error ? ` ${upscale.error}` : ''}`
  return `Enlarging ${label}…`
}

function ScaleAction(props: {
  scale: UpscaleScale
  upscale: UpscaleView | undefined
  fits: boolean
  target: string
  busy: boolean
  /** This scale's button was pressed here: its download link takes the focus it dropped. */
  takeFocus: boolean
  onEnlarge: () => void
}) {
  const { scale, upscale, fits, target, busy, takeFocus, onEnlarge } = props
  const label = scaleLabel(scale)
  if (upscale?.status === 'succeeded' && upscale.download)
    return (
      <a
        ref={takeFocus ? focusIfDropped : undefined}
        href={upscale.download}
        download
        className="btn-primary"
      >
        Download {label} —{' '}
        {upscale.width && upscale.height
          ? px({ width: upscale.width, height: upscale.height })
          : target}
        {upscale.label ? ` (${upscale.label})` : ''}
      </a>
    )
  if (upscale && upscale.status !== 'failed')
    return (
      // aria-disabled, not disabled: the button pressed keeps focus while the enlargement runs.
      <button type="button" aria-disabled="true" aria-busy="true" className="btn-secondary">
        Enlarging {label}…
      </button>
    )
  if (!fits)
    return (
      <button type="button" disabled className="btn-secondary">
        {label} is over the {UPSCALE_MAX_SIDE.toLocaleString('en')} px limit
      </button>
    )
  return (
    <button
      type="button"
      onClick={busy ? undefined : onEnlarge}
      aria-disabled={busy || undefined}
      className="btn-secondary"
    >
      {busy ? `Starting ${label}…` : `Enlarge ${label} — ${creditsLabel(UPSCALE_PRICES[scale])}`}
      <span className="block text-xs font-normal">{target}</span>
    </button>
  )
}

function useUpscales(redesignId: number) {
  const base = `/api/studio/redesigns/${redesignId}/upscales`
  const { items: upscales, reload } = useServedList<UpscaleView>(base, 'upscales', (listed) =>
    listed.some((upscale) => !isFinished(upscale.status)),
  )
  const [problem, setProblem] = useState<string>()
  const [asking, setAsking] = useState<string>()

  async function enlarge(image: number, scale: UpscaleScale): Promise<void> {
    setAsking(`${image}:${scale}`)
    setProblem(undefined)
    const { status, problem } = await send(
      base,
      'POST',
      'The enlargement could not be started. Please try again.',
      { image, scale },
    )
    if (status === 201) announceAccountChange()
    if (problem) setProblem(problem)
    else await reload()
    setAsking(undefined)
  }

  /** The latest enlargement of `image` by `scale` (a failed one is followed by the next attempt). */
  const latest = (image: number, scale: UpscaleScale) =>
    upscales.find((upscale) => upscale.image === image && upscale.scale === scale)

  return { latest, enlarge, asking, problem }
}
