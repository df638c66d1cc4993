'use client'

import { useState } from 'react'

import { NETWORK_PROBLEM, problemOf, readAnswer, sendJson } from '@/components/forms/fetchJson'
import { useServedList } from '@/components/forms/useServedList'
import type { NewShareLink, ShareLinkView } from '@/lib/share/ownerShares'
import type { ShareExpiry } from '@/lib/share/shareRules'

type Answer = { link?: NewShareLink; error?: string }

export function useShareLinks(redesignId: number) {
  const base = `/api/studio/redesigns/${redesignId}/shares`
  const { items: links, reload } = useServedList<ShareLinkView>(base, 'links')
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function create(expiry: ShareExpiry, version: number): Promise<NewShareLink | undefined> {
    setBusy(true)
    setProblem(undefined)
    try {
      const response = await sendJson(base, 'POST', { expiry, version })
      const answer = await readAnswer<Answer>(response)
      if (response.ok && answer.link) {
        await reload()
        return answer.link
      }
      setProblem(problemOf(answer, 'The link could not be made. Please try again.'))
    } catch {
      setProblem(NETWORK_PROBLEM)
    } finally {
      setBusy(false)
    }
  }

  async function revoke(id: number): Promise<boolean> {
    setProblem(undefined)
    try {
      const response = await fetch(`/api/studio/shares/${id}`, { method: 'DELETE' })
      if (response.ok || response.status === 404) {
        await reload()
        return true
      }
      setProblem(problemOf(await readAnswer(response), 'The link could not be revoked. Try again.'))
    } catch {
      setProblem(NETWORK_PROBLEM)
    }
    return false
  }

  return { links, problem, busy, create, revoke }
}
