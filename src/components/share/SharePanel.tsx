'use client'

import { useEffect, useRef, useState } from 'react'

import { TitledSection } from '@/components/content/TitledSection'
import { FormAlert } from '@/components/forms/FormAlert'
import { send } from '@/components/forms/fetchJson'
import { useServedList } from '@/components/forms/useServedList'
import { LocalDateTime } from '@/components/redesign/LocalDateTime'
import type { NewShareLink, ShareLinkView } from '@/lib/share/ownerShares'
import { SHARE_EXPIRIES, SHARE_EXPIRY_LABELS, type ShareExpiry } from '@/lib/share/shareRules'

type Props = { redesignId: number; version: number; versions: number }

// A link's address is shown only when made (only its hash is kept): a lost link is revoked and remade.
export function SharePanel({ redesignId, version, versions }: Props) {
  const { links, problem, busy, create, revoke } = useShareLinks(redesignId)
  const [expiry, setExpiry] = useState<ShareExpiry>('7d')
  const [made, setMade] = useState<NewShareLink>()
  const [notice, setNotice] = useState('')
  const createButton = useRef<HTMLButtonElement>(null)
  const newLink = useRef<HTMLInputElement>(null)
  // A new link takes focus (its text selected, ready to copy) instead of focus dropping to the page.
  useEffect(() => newLink.current?.focus(), [made])

  async function make() {
    if (busy) return
    setNotice('')
    const link = await create(expiry, version)
    // A refused second link leaves the first on screen: it is shown only once.
    if (!link) return
    setMade(link)
    setNotice('Link made.')
  }
  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url)
      // Other words each time, so a live region that did not change is not left silent.
      setNotice((said) => (said === 'Link copied.' ? 'Link copied again.' : 'Link copied.'))
    } catch {
      setNotice('Copying is blocked here: select the link and copy it yourself.')
    }
  }
  async function remove(id: number) {
    if (!(await revoke(id))) return
    if (made?.id === id) setMade(undefined)
    setNotice('Link revoked: it no longer opens.')
    // Its row is gone, and focus with it: back to making a link.
    createButton.current?.focus()
  }

  const what = versions > 1 ? `version ${version}` : 'this result'
  return (
    <TitledSection
      id="share-heading"
      title="Share"
      className="space-y-4 rounded-2xl border border-sand p-4"
      headingClassName="text-xl font-semibold"
    >
      <p className="text-sm text-muted">
        Anyone with the link sees the before and after of {what}, never your original files. Revoke
        it whenever you like: the link stops working at once, though a preview a chat app already
        showed stays in that chat.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="block">
          <span className="block text-sm font-medium">Link expires</span>
          <select
            value={expiry}
            onChange={(event) => setExpiry(event.target.value as ShareExpiry)}
            className="mt-1 rounded-lg border border-ink/30 bg-white px-3 py-2"
          >
            {SHARE_EXPIRIES.map((choice) => (
              <option key={choice} value={choice}>
                {SHARE_EXPIRY_LABELS[choice]}
              </option>
            ))}
          </select>
        </label>
        {/* aria-disabled, not disabled: a disabled button drops focus to the page. */}
        <button
          ref={createButton}
          type="button"
          onClick={make}
          aria-disabled={busy || undefined}
          className="btn-primary"
        >
          {busy ? 'Making the link…' : 'Create share link'}
        </button>
      </div>
      {made ? (
        <div className="space-y-2">
          <label className="block">
            <span className="block text-sm font-medium">
              Your new link (copy it now: it is shown only once)
            </span>
            <input
              ref={newLink}
              type="text"
              readOnly
              value={made.url}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 w-full min-w-0 rounded-lg border border-ink/30 bg-white px-3 py-2 font-mono text-sm"
            />
          </label>
          <button type="button" onClick={() => copy(made.url)} className="btn-secondary">
            Copy link
          </button>
        </div>
      ) : null}
      <p role="status" className="text-sm">
        {notice}
      </p>
      <FormAlert message={problem} />
      {links.length > 0 ? (
        <div>
          <h3 className="font-semibold">Live links</h3>
          <ul className="mt-2 space-y-2" aria-label="Live share links">
            {links.map((link) => (
              <li key={link.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span>
                  Made <LocalDateTime iso={link.createdAt} />
                  {versions > 1 ? `, version ${link.version}` : ''}
                  {', '}
                  {link.expiresAt ? (
                    <>
                      expires <LocalDateTime iso={link.expiresAt} />
                    </>
                  ) : (
                    'never expires'
                  )}
                </span>
                <button
                  type="button"
                  onClick={() => remove(link.id)}
                  className="min-h-11 px-1 underline"
                  aria-label={`Revoke the link made ${new Date(link.createdAt).toUTCString()}`}
                >
                  Revoke
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </TitledSection>
  )
}

function useShareLinks(redesignId: number) {
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
    else setProblem(problem ?? 'The link could not be made. Please try again.')
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
