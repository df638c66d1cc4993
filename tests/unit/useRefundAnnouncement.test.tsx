import { jest } from '@jest/globals'
import { renderHook } from '@testing-library/react'

import { onAccountChange } from '@/components/site/accountChanges'
import { useRefundAnnouncement } from '@/components/redesign/useRedesignStatus'
import type { RedesignStatus } from '@/lib/providerRun/statuses'

/** The header's balance is asked again when a redesign on screen gives its credits back. */
function follow(first: RedesignStatus) {
  const heard = jest.fn()
  const stop = onAccountChange(heard)
  const hook = renderHook((status: RedesignStatus) => useRefundAnnouncement(status), {
    initialProps: first,
  })
  return { heard, stop, show: (status: RedesignStatus) => hook.rerender(status) }
}

describe('useRefundAnnouncement', () => {
  it('announces once when a redesign seen running fails or is canceled', () => {
    for (const end of ['failed', 'canceled'] as const) {
      const { heard, stop, show } = follow('queued')
      show('processing')
      expect(heard).not.toHaveBeenCalled()
      show(end)
      show(end)
      expect(heard).toHaveBeenCalledTimes(1)
      stop()
    }
  })

  it('says nothing for a success (charged at the start) or one that was over when the page opened', () => {
    const success = follow('processing')
    success.show('succeeded')
    expect(success.heard).not.toHaveBeenCalled()
    success.stop()

    const over = follow('failed')
    over.show('failed')
    expect(over.heard).not.toHaveBeenCalled()
    over.stop()
  })
})
