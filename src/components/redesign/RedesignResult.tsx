'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useCallback, useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import type { RedesignView } from '@/lib/redesign/redesignView'
import { isFinished } from '@/lib/redesign/state/statuses'
import { BeforeAfter } from './BeforeAfter'
import { RedesignProgress } from './RedesignProgress'
import { useRedesignStatus } from './useRedesignStatus'

/** The studio API for this redesign: its view (GET), delete (DELETE), cancel (POST …/cancel). */
const studioPath = (id: number) => `/api/studio/redesigns/${id}`

export function RedesignResult({ initial }: { initial: RedesignView }) {
  const router = useRouter()
  const load = useCallback(async () => {
    const response = await fetch(studioPath(initial.id), { cache: 'no-store' })
    return response.ok ? ((await response.json()) as RedesignView) : undefined
  }, [initial.id])
  const view = useRedesignStatus(initial, load)
  const [selected, setSelected] = useState(0)
  const [problem, setProblem] = useState<string>()
  const label = `${view.roomTypeLabel} in ${view.styleTitle} style`

  async function cancel() {
    const response = await fetch(`${studioPath(view.id)}/cancel`, { method: 'POST' })
    if (!response.ok)
      setProblem(
        ((await response.json().catch(() => ({}))) as { error?: string }).error ??
          'Could not cancel.',
      )
  }
  async function remove() {
    if (!window.confirm('Delete this redesign and its images? This cannot be undone.')) return
    const response = await fetch(studioPath(view.id), { method: 'DELETE' })
    if (response.ok) router.push('/redesigns')
    else setProblem('Could not delete this redesign. Please try again.')
  }

  const output = view.outputs[selected] ?? view.outputs[0]
  return (
    <div className="mt-6 space-y-6">
      <div aria-live="polite">
        {!isFinished(view.status) ? <RedesignProgress view={view} onCancel={cancel} /> : null}
        {view.status === 'succeeded' ? (
          <p className="text-lg font-medium text-sage">Your redesign is ready.</p>
        ) : null}
        {view.status === 'failed' || view.status === 'canceled' ? (
          <p role="alert" className="rounded-lg border border-clay/40 bg-white p-4">
            {view.error}
          </p>
        ) : null}
      </div>
      {view.engine === 'offline' ? (
        <p className="text-sm font-semibold">Offline preview — not AI</p>
      ) : null}
      {view.status === 'succeeded' && output ? (
        <>
          <BeforeAfter before={view.input.url} after={output.url} label={label} />
          {view.outputs.length > 1 ? (
            <ul className="flex flex-wrap gap-3" aria-label="Versions">
              {view.outputs.map((image, index) => (
                <li key={image.id}>
                  <button
                    type="button"
                    onClick={() => setSelected(index)}
                    aria-pressed={index === selected}
                    className={`overflow-hidden rounded-lg border-2 ${index === selected ? 'border-clay' : 'border-transparent'}`}
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- private thumbnails */}
                    <img
                      src={image.thumbnail}
                      alt={`Version ${index + 1}`}
                      className="h-20 w-28 object-cover"
                    />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <a href={output.url} download className="btn-primary">
              Download
            </a>
            <Link href={`/redesign?reuse=${view.input.id}`} className="btn-secondary">
              Try another style
            </Link>
          </div>
        </>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- private file
        <img
          src={view.input.url}
          alt={`Your photo: ${label}`}
          className="max-h-[28rem] rounded-2xl"
        />
      )}
      <FormAlert message={problem} />
      <button type="button" onClick={remove} className="text-sm underline">
        Delete this redesign
      </button>
    </div>
  )
}
