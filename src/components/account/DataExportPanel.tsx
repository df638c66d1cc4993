'use client'

import { useEffect, useRef, useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { fetchServed, send } from '@/components/forms/fetchJson'
import { usePoll } from '@/components/forms/usePoll'
import type { DataExportView } from '@/lib/account/exportLifecycle'
import { EXPORT_RETENTION_DAYS } from '@/lib/account/dataExportRules'
import { byteSize } from '@/lib/format/byteSize'
import { dateTimeUtc } from '@/lib/format/dates'

export function DataExportPanel({ initial }: { initial: DataExportView }) {
  const [view, setView] = useState<DataExportView>(initial)
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  const link = useRef<HTMLAnchorElement>(null)
  const announcedReady = useRef(initial.state === 'ready')

  usePoll(
    async (signal) => {
      const next = await fetchServed<DataExportView>('/api/account/exports', signal)
      if (next && next.state !== 'preparing' && !signal.aborted) setView(next)
      return next !== undefined
    },
    { active: view.state === 'preparing', everyMs: 2000, forMs: 15 * 60 * 1000 },
  )

  useEffect(() => {
    // The link appears without a page load: take the person to it once.
    if (view.state === 'ready' && !announcedReady.current) {
      announcedReady.current = true
      link.current?.focus()
    }
  }, [view.state])

  async function prepare() {
    setPending(true)
    setError(undefined)
    const { answer, problem } = await send<DataExportView>(
      '/api/account/exports',
      'POST',
      'We could not start preparing your data. Please try again.',
    )
    if (problem) setError(problem)
    else {
      announcedReady.current = false
      setView(answer as DataExportView)
    }
    setPending(false)
  }

  const button = (label: string) => (
    <button type="button" className="btn-secondary" onClick={prepare} disabled={pending}>
      {pending ? 'Starting…' : label}
    </button>
  )

  return (
    <div className="mt-4 space-y-4">
      <div role="status" aria-live="polite" data-testid="data-export-status">
        {view.state === 'preparing' && (
          <p className="font-medium">
            Your data is being prepared. This page updates by itself, and we will e-mail you when it
            is ready.
          </p>
        )}
        {view.state === 'ready' && (
          <p className="font-medium">
            Your data is ready ({view.imageCount} {view.imageCount === 1 ? 'image' : 'images'},{' '}
            {byteSize(view.sizeBytes)}), prepared {dateTimeUtc(view.readyAt)}. You can download it
            until {dateTimeUtc(view.expiresAt)}.
          </p>
        )}
      </div>
      {view.state === 'failed' && <FormAlert message={view.message} />}
      <FormAlert message={error} />
      {view.state === 'ready' && (
        <p>
          <a ref={link} href={view.downloadUrl} className="btn-primary" download>
            Download my data (ZIP)
          </a>
        </p>
      )}
      {(view.state === 'none' || view.state === 'failed') && button('Prepare my data')}
      {view.state === 'ready' && (
        <p className="text-sm text-muted">
          Changed something since? {button('Prepare a new copy')} (it replaces this one; each copy
          is deleted after {EXPORT_RETENTION_DAYS} days).
        </p>
      )}
    </div>
  )
}
