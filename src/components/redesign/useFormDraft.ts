'use client'

import { useCallback, useEffect, useRef } from 'react'

import { clearDraft, loadDraft, saveDraft, type FormDraft } from './draftStore'

type Options = {
  /** The signed-in person; a draft is only ever restored for its owner. */
  owner: number
  /** Restore the saved draft once, on arrival (the page was opened to come back to it). */
  restore: boolean
  onRestore: (draft: FormDraft) => void
}

/** Keeps form choices and photo across a detour (buying credits); storage failures only lose the draft. */
export function useFormDraft({ owner, restore, onRestore }: Options) {
  const apply = useRef(onRestore)
  useEffect(() => {
    apply.current = onRestore
  })
  useEffect(() => {
    if (!restore) return
    let live = true
    loadDraft(owner)
      .then((draft) => {
        if (live && draft) apply.current(draft)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [owner, restore])

  const save = useCallback(
    (draft: Omit<FormDraft, 'owner' | 'savedAt'>) =>
      saveDraft({ ...draft, owner, savedAt: Date.now() }).catch(() => undefined),
    [owner],
  )
  const forget = useCallback(() => clearDraft().catch(() => undefined), [])
  return { save, forget }
}
