'use client'

import { useEffect, useRef } from 'react'

import { announceAccountChange } from '@/components/site/accountChanges'
import { isFinished, type RedesignStatus } from '@/lib/providerRun/statuses'

/**
 * A redesign seen running and then failed or canceled gave its credits back: the header is told
 * at once (accountChanges.ts), each tile of a grid for itself, not when the last style ends.
 */
export function useRefundAnnouncement(status: RedesignStatus): void {
  const seenRunning = useRef(!isFinished(status))
  useEffect(() => {
    if (!isFinished(status)) seenRunning.current = true
    else if (seenRunning.current) {
      seenRunning.current = false
      if (status === 'failed' || status === 'canceled') announceAccountChange()
    }
  }, [status])
}
