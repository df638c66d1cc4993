'use client'

import { useState } from 'react'

import { send } from '@/components/forms/fetchJson'
import { useServedList } from '@/components/forms/useServedList'
import type { NewShareLink, ShareLinkView } from '@/lib/share/shareLinkView'
import type { ShareExpiry } from '@/lib/share/shareRules'

export function useShareLinks(redesignId: number) {
  const base = `/api/studio/redesigns/${redesignId}/shares`
  const { items: links, reload } = useServedList<ShareLinkView>(base, 'links')
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function create(expiry: ShareExpiry, version: number): Promise<NewShareLink | undefined> {
    setBusy(true)
    setProblem(undefined)
    const { answer, problem } = await send<{ link: NewShareLink }>(
      base,
      'POST',
      'The link could not be made. Please try again.',
      { expiry, version },
    )
    if (answer.link) await reload()
    else setProblem(problem)
    setBusy(false)
    return answer.link
  }

  async function revoke(id: number): Promise<boolean> {
    setProblem(undefined)
    const { status, problem } = await send(
      `/api/studio/shares/${id}`,
      'DELETE',
      'The link could not be revoked. Try again.',
    )
    // Gone already (404) is what was asked for.
    const gone = !problem || status === 404
    if (gone) await reload()
    else setProblem(problem)
    return gone
  }

  return { links, problem, busy, create, revoke }
}
