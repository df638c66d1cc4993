'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState, type FormEvent } from 'react'

import { ErrorSummary } from '@/components/forms/ErrorSummary'
import { FieldError } from '@/components/forms/FieldError'
import { NETWORK_PROBLEM, readAnswer, readRefusal } from '@/components/forms/readRefusal'
import { hasErrors, useFormErrors } from '@/components/forms/useFormErrors'
import { CREDITS_PER_VARIANT } from '@/lib/billing/plans'
import { creditsLabel, versionsLabel } from '@/lib/credits/creditsLabel'
import { MAX_VARIANTS, ROOM_TYPES } from '@/lib/redesign/roomTypes'
import type { FormChoices } from '@/lib/redesign/formDraft'
import type { StyleOption } from '@/lib/redesign/styles'
import { checkRedesignForm, REDESIGN_FIELDS, type RedesignField } from './checkRedesignForm'
import { BuyCreditsLink } from './BuyCreditsLink'
import type { FormDraft } from './draftStore'
import { NoCreditsNotice } from './NoCreditsNotice'
import { NotesField } from './NotesField'
import { PhotoPicker } from './PhotoPicker'
import { styleFieldId, StylePicker } from './StylePicker'
import { useFormDraft } from './useFormDraft'

type Props = {
  styles: StyleOption[]
  balance: number
  initialStyle?: string
  reuse?: { id: number; url: string }
  offline: boolean
  /** The signed-in person (the browser-kept draft is theirs only). */
  owner: number
  /** Choices carried over from an earlier redesign ("Try another style"). */
  prefill?: Partial<FormChoices>
  /** Back from buying credits: put the saved draft back. */
  restoreDraft?: boolean
}

export function RedesignForm(props: Props) {
  const { styles, balance, initialStyle, offline, owner, prefill, restoreDraft } = props
  const router = useRouter()
  const [photo, setPhoto] = useState<File>()
  const [preview, setPreview] = useState<string>()
  const [reuse, setReuse] = useState(props.reuse)
  const [roomType, setRoomType] = useState<string>(prefill?.roomType ?? 'living-room')
  const [style, setStyle] = useState(initialStyle ?? prefill?.style ?? '')
  const [notes, setNotes] = useState(prefill?.notes ?? '')
  const [variants, setVariants] = useState(prefill?.variants ?? 1)
  const { errors, refusals, refuse, setFieldError } = useFormErrors<RedesignField>()
  const [submitting, setSubmitting] = useState(false)
  const cost = variants * CREDITS_PER_VARIANT
  const fieldIds = {
    photo: 'photo',
    roomType: 'room-type',
    style: styleFieldId(styles, style),
    notes: 'notes',
    variants: 'variants',
  }

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  function onPhoto(file: File | undefined, problem?: string) {
    setFieldError('photo', problem)
    setPhoto(file)
    setPreview(file ? URL.createObjectURL(file) : undefined)
  }

  const draft = useFormDraft({
    owner,
    restore: Boolean(restoreDraft),
    onRestore: (saved: FormDraft) => {
      setRoomType(saved.choices.roomType)
      setStyle(
        styles.some((option) => option.slug === saved.choices.style) ? saved.choices.style : '',
      )
      setNotes(saved.choices.notes)
      setVariants(saved.choices.variants)
      if (saved.photo) onPhoto(new File([saved.photo], 'room.jpg', { type: saved.photo.type }))
      else if (saved.reuse) setReuse(saved.reuse)
    },
  })
  const keepDraft = () =>
    draft.save({
      choices: { roomType, style, notes, variants },
      photo,
      reuse: photo ? undefined : reuse,
    })

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = checkRedesignForm({
      hasPhoto: Boolean(photo || reuse),
      photoProblem: photo ? undefined : errors.photo,
      style,
      notes,
      cost,
      balance,
    })
    if (hasErrors(found)) return refuse(found)
    setSubmitting(true)
    const body = new FormData()
    if (photo) body.set('photo', photo)
    else if (reuse) body.set('reuseInput', String(reuse.id))
    body.set('roomType', roomType)
    body.set('style', style)
    body.set('notes', notes)
    body.set('variants', String(variants))
    try {
      const response = await fetch('/api/studio/redesigns', { method: 'POST', body })
      if (response.ok) {
        const answer = await readAnswer<{ id?: number }>(response)
        if (answer.id) {
          await draft.forget()
          return router.push(`/redesigns/${answer.id}`)
        }
      }
      refuse(await readRefusal(response, REDESIGN_FIELDS, { reuseInput: 'photo' }))
    } catch {
      refuse({ form: NETWORK_PROBLEM })
    }
    setSubmitting(false)
  }

  const fieldClass = 'mt-2 w-full rounded-lg border border-ink/25 bg-white px-3 py-2'
  return (
    <form onSubmit={submit} noValidate className="mt-8 space-y-8">
      <NoCreditsNotice
        balance={balance}
        buyLink={<BuyCreditsLink beforeLeave={keepDraft}>buy credits</BuyCreditsLink>}
      />
      <ErrorSummary errors={errors} fields={fieldIds} refusals={refusals} />
      <section aria-labelledby="photo-heading">
        <h2 id="photo-heading" className="mb-3 text-lg font-semibold">
          Your room
        </h2>
        <PhotoPicker
          onPhoto={onPhoto}
          preview={preview}
          reusedPreview={reuse?.url}
          error={errors.photo}
        />
      </section>
      <div>
        <label htmlFor="room-type" className="text-lg font-semibold">
          Room type
        </label>
        <select
          id="room-type"
          value={roomType}
          onChange={(event) => setRoomType(event.target.value)}
          className={fieldClass}
          aria-invalid={Boolean(errors.roomType)}
          aria-describedby={errors.roomType ? 'roomType-error' : undefined}
        >
          {ROOM_TYPES.map((room) => (
            <option key={room.id} value={room.id}>
              {room.label}
            </option>
          ))}
        </select>
        <FieldError id="roomType-error" message={errors.roomType} />
      </div>
      <StylePicker styles={styles} value={style} onChange={setStyle} error={errors.style} />
      <NotesField value={notes} onChange={setNotes} error={errors.notes} className={fieldClass} />
      <div>
        <label htmlFor="variants" className="text-lg font-semibold">
          Versions
        </label>
        <select
          id="variants"
          value={variants}
          onChange={(event) => setVariants(Number(event.target.value))}
          className={fieldClass}
          aria-invalid={Boolean(errors.variants)}
          aria-describedby={errors.variants ? 'variants-error cost' : 'cost'}
        >
          {Array.from({ length: MAX_VARIANTS }, (_, index) => index + 1).map((count) => (
            <option key={count} value={count}>
              {versionsLabel(count)}
            </option>
          ))}
        </select>
        <p id="cost" className="mt-2">
          Costs <strong>{creditsLabel(cost)}</strong>. Your balance:{' '}
          <strong data-testid="balance">{balance}</strong>.
          {balance < cost ? (
            <>
              {' '}
              <BuyCreditsLink beforeLeave={keepDraft} />
            </>
          ) : null}
        </p>
        <FieldError id="variants-error" message={errors.variants} />
      </div>
      {offline ? (
        <p className="rounded-lg bg-sand p-4 text-sm">
          <strong>Offline preview — not AI.</strong> This server has no AI service configured, so
          redesigns are a recoloured preview of your photo in the style&apos;s palette.
        </p>
      ) : null}
      <button
        type="submit"
        // Not offered as ready while the balance does not pay: a press explains why.
        className={cost > balance ? 'btn-secondary' : 'btn-primary'}
        aria-disabled={cost > balance ? true : undefined}
        aria-describedby={cost > balance ? 'cost' : undefined}
        disabled={submitting}
      >
        {submitting ? 'Uploading…' : `Redesign my room (${creditsLabel(cost)})`}
      </button>
    </form>
  )
}
