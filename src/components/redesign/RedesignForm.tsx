'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState, type FormEvent } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { CREDITS_PER_VARIANT } from '@/lib/billing/plans'
import { MAX_NOTES_LENGTH, MAX_VARIANTS, ROOM_TYPES } from '@/lib/redesign/roomTypes'
import type { FormChoices } from '@/lib/redesign/formDraft'
import type { StyleOption } from '@/lib/redesign/styles'
import { BuyCreditsLink } from './BuyCreditsLink'
import type { FormDraft } from './draftStore'
import { PhotoPicker } from './PhotoPicker'
import { StylePicker } from './StylePicker'
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

type Errors = Partial<
  Record<'photo' | 'roomType' | 'style' | 'notes' | 'variants' | 'form', string>
>

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
  const [errors, setErrors] = useState<Errors>({})
  const [submitting, setSubmitting] = useState(false)
  const cost = variants * CREDITS_PER_VARIANT

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  function onPhoto(file: File | undefined, problem?: string) {
    setErrors((previous) => ({ ...previous, photo: problem }))
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
    const found: Errors = {}
    if (!photo && !reuse) found.photo = 'Add a photo of your room.'
    if (!style) found.style = 'Choose a style.'
    if (cost > balance)
      found.variants = `This needs ${cost} credits and your balance is ${balance}. Choose fewer versions or buy credits.`
    setErrors(found)
    if (Object.keys(found).length > 0) return
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
      const answer = (await response.json().catch(() => ({}))) as {
        id?: number
        error?: string
        field?: keyof Errors
      }
      if (response.ok && answer.id) {
        await draft.forget()
        return router.push(`/redesigns/${answer.id}`)
      }
      setErrors({
        [answer.field || 'form']: answer.error ?? 'Something went wrong. Please try again.',
      })
    } catch {
      setErrors({ form: 'We could not reach Roomwise. Check your connection and try again.' })
    }
    setSubmitting(false)
  }

  const fieldClass = 'mt-2 w-full rounded-lg border border-ink/25 bg-white px-3 py-2'
  return (
    <form onSubmit={submit} noValidate className="mt-8 space-y-8">
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
        >
          {ROOM_TYPES.map((room) => (
            <option key={room.id} value={room.id}>
              {room.label}
            </option>
          ))}
        </select>
      </div>
      <StylePicker styles={styles} value={style} onChange={setStyle} error={errors.style} />
      <div>
        <label htmlFor="notes" className="text-lg font-semibold">
          Notes <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          id="notes"
          value={notes}
          maxLength={MAX_NOTES_LENGTH}
          rows={3}
          onChange={(event) => setNotes(event.target.value)}
          className={fieldClass}
          aria-describedby="notes-count"
          placeholder="For example: keep the fireplace, add more plants"
        />
        <p id="notes-count" className="text-sm text-muted">
          {notes.length} / {MAX_NOTES_LENGTH} characters
        </p>
        <FormAlert message={errors.notes} />
      </div>
      <div>
        <label htmlFor="variants" className="text-lg font-semibold">
          Versions
        </label>
        <select
          id="variants"
          value={variants}
          onChange={(event) => setVariants(Number(event.target.value))}
          className={fieldClass}
          aria-describedby="cost"
        >
          {Array.from({ length: MAX_VARIANTS }, (_, index) => index + 1).map((count) => (
            <option key={count} value={count}>
              {count} {count === 1 ? 'version' : 'versions'}
            </option>
          ))}
        </select>
        <p id="cost" className="mt-2">
          Costs{' '}
          <strong>
            {cost} {cost === 1 ? 'credit' : 'credits'}
          </strong>
          . Your balance: <strong data-testid="balance">{balance}</strong>.
          {balance < cost ? (
            <>
              {' '}
              <BuyCreditsLink beforeLeave={keepDraft} />
            </>
          ) : null}
        </p>
        <FormAlert message={errors.variants} />
      </div>
      {offline ? (
        <p className="rounded-lg bg-sand p-4 text-sm">
          <strong>Offline preview — not AI.</strong> This server has no AI service configured, so
          redesigns are a recoloured preview of your photo in the style&apos;s palette.
        </p>
      ) : null}
      <FormAlert message={errors.form} />
      <button type="submit" className="btn-primary" disabled={submitting}>
        {submitting
          ? 'Uploading…'
          : `Redesign my room (${cost} ${cost === 1 ? 'credit' : 'credits'})`}
      </button>
    </form>
  )
}
