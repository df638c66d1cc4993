import { OFFLINE_PREVIEW_LABEL } from '@/lib/redesign/engines/offline/previewLabel'
import { failureMessages } from '@/lib/redesign/failureMessages'
import type { ImageView } from '@/lib/redesign/redesignView'

/** Said in words beside a result, never only inside it: who made it and how much room it kept. */
export function ResultMarks({ offline, image }: { offline: boolean; image?: ImageView }) {
  const score = image?.structureScore
  if (!offline && score == null && !image?.structureRefunded) return null
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-1 text-sm" data-testid="result-marks">
      {offline ? <span className="font-semibold">{OFFLINE_PREVIEW_LABEL}</span> : null}
      {score != null ? <span>Structure kept: {score}</span> : null}
      {image?.structureRefunded ? (
        <span className="font-semibold text-clay-dark">
          <span aria-hidden="true">⚠ </span>
          {failureMessages.structureChanged}
        </span>
      ) : null}
    </span>
  )
}
