'use client'

import { useEffect, useRef } from 'react'

import { announceAccountChange } from '@/components/site/accountChanges'
import { isFinished, type RedesignStatus } from '@/lib/providerRun/statuses'

/** A run seen failing or cancelled refunded: tell the header at once, per tile. */
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
