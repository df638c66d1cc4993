'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { ErrorSummary } from '@/components/forms/ErrorSummary'
import { hasErrors, useFormErrors } from '@/components/forms/useFormErrors'
import { SURFACE_AREA_IDS } from '@/lib/redesign/choiceIds'
import { FRESH_FORM_CHOICES, type FormChoices } from '@/lib/redesign/formDraft'
import { emptyMask, type MaskHistory } from '@/lib/redesign/maskShapes'
import {
  comparisonHref,
  CHEAPEST_REDESIGN,
  MAX_NOTES_LENGTH,
  MAX_VARIANTS,
  MODES,
  modeCost,
  type RedesignMode,
  notesLength,
  ROOM_TYPES,
  DEFAULT_KEEP_STRUCTURE,
  KEEP_STRUCTURE,
  KEEP_STRUCTURE_CHOICES,
} from '@/lib/redesign/modes'
import { FieldError } from '@/components/forms/FieldError'
import { creditsLabel, pluralize, versionsLabel } from '@/lib/credits/creditsLabel'
import type { StyleOption } from '@/lib/redesign/styles'
import { finishesFor } from '@/lib/redesign/surfaceFinishes'
import { BuyCreditsLink } from './BuyCreditsLink'
import {
  checkRedesignForm,
  REDESIGN_FIELDS,
  type Choices,
  type RedesignField,
} from './checkRedesignForm'
import { clearDraft, loadDraft, saveDraft, type FormDraft, type ReusedPhoto } from './draftStore'
import type { PhotoSize } from './MaskCanvas'
import { ModePicker, modeFieldId, type ModeAvailability } from './ModePicker'
import { MaskPainter } from './MaskPainter'
import { PhotoPicker, usePickedPhoto } from './PhotoPicker'
import { sendRedesign } from './sendRedesign'
import { optionFieldId, StylePicker, useStyleComparison } from './StylePicker'
import { SurfacePicker } from './SurfacePicker'

type Props = {
  styles: StyleOption[]
  availability: ModeAvailability
  initialMode: RedesignMode
  balance: number
  initialStyle?: string
  reuse?: ReusedPhoto
  offline: boolean
  /** The signed-in person (the browser-kept draft is theirs only). */
  owner: number
  /** Choices carried over from an earlier redesign ("Try another style", "Edit an area"). */
  prefill?: FormChoices
  /** Refining a result: the photo's heading names the image the new redesign starts from. */
  startsFrom?: string
  restoreDraft?: boolean
}

/** Every mode's button starts "Redesign my room"; a comparison says how many styles. */
const submitLabel = (mode: RedesignMode, cost: number, compared?: number) =>
  `Redesign my room${mode === 'restyle' ? '' : `: ${MODES[mode].label}`}${compared === undefined ? '' : ` in ${pluralize(compared, 'style')}`} (${creditsLabel(cost)})`

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={`${id}-heading`}>
    <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold">
      {title}
    </h2>
    {children}
  </section>
)

const listed = (options: StyleOption[], slug: string | undefined) =>
  slug && options.some((option) => option.slug === slug) ? slug : ''

export function RedesignForm(props: Props) {
  const { styles, availability, balance, offline, owner, prefill } = props
  const router = useRouter()
  const [choices, setChoices] = useState<Choices>(() => ({
    ...FRESH_FORM_CHOICES,
    ...prefill,
    mode: props.initialMode,
    style: props.initialStyle ?? listed(styles, prefill?.style),
    keepStructure: DEFAULT_KEEP_STRUCTURE,
  }))
  const { mode, style, surfaceArea, surface, variants } = choices
  const set =
    <K extends keyof Choices>(key: K) =>
    (value: Choices[K]) =>
      setChoices((now) => ({ ...now, [key]: value }))
  const [reuse, setReuse] = useState(props.reuse)
  const [photoSize, setPhotoSize] = useState<PhotoSize>()
  const [mask, setMask] = useState<MaskHistory>(emptyMask)
  const { errors, refusals, refuse, setFieldError } = useFormErrors<RedesignField>()
  const [submitting, setSubmitting] = useState(false)
  const focusPainter = useRef(false)
  const room = usePickedPhoto((problem) => {
    setFieldError('photo', problem)
    setPhotoSize(undefined)
    // A painting belongs to the photo it was painted on.
    setMask(emptyMask)
  })
  const photo = room.file
  const inspiration = usePickedPhoto((problem) => setFieldError('inspiration', problem))
  const comparison = useStyleComparison(mode)
  const compared = comparison.on ? comparison.chosen : undefined
  const takes = MODES[mode]
  // A comparison is one version of each style, each charged like a redesign on its own.
  const cost = compared ? modeCost(mode, 1) * compared.length : modeCost(mode, variants)
  const notesCount = notesLength(choices.notes)
  const notesOver = notesCount - MAX_NOTES_LENGTH
  const slugs = styles.map((option) => option.slug)
  // Where each error summary link lands: for an option group, the chosen option (or the first).
  const fieldIds = {
    ...Object.fromEntries(REDESIGN_FIELDS.map((field) => [field, field])),
    mode: modeFieldId(mode),
    roomType: 'room-type',
    style: compared
      ? optionFieldId('compareStyles', slugs, compared[0] ?? '')
      : optionFieldId('style', slugs, style),
    surfaceArea: optionFieldId('surfaceArea', SURFACE_AREA_IDS, surfaceArea),
    surface: optionFieldId(
      'surface',
      finishesFor(surfaceArea).map((finish) => finish.id),
      surface,
    ),
  }

  // After ErrorSummary's focus: a refusal only for an empty painting returns to the painter.
  useEffect(() => {
    if (!focusPainter.current) return
    focusPainter.current = false
    document.getElementById('mask')?.focus()
  }, [refusals])

  const restore = useEffectEvent((saved: FormDraft) => {
    const { compared: kept, ...modeChoices } = saved.modeChoices
    setChoices((now) => ({
      ...now,
      ...saved.choices,
      ...modeChoices,
      mode: availability[modeChoices.mode].available ? modeChoices.mode : now.mode,
      style: listed(styles, saved.choices.style),
    }))
    if (saved.photo) room.choose(new File([saved.photo], 'room.jpg', { type: saved.photo.type }))
    else if (saved.reuse) setReuse(saved.reuse)
    comparison.setOn(Boolean(kept))
    comparison.setChosen((kept ?? []).filter((slug) => listed(styles, slug)))
    setMask({ shapes: saved.mask ?? [], past: [] })
  })
  useEffect(() => {
    if (!props.restoreDraft) return
    let live = true
    void loadDraft(owner)
      .then((saved) => live && saved && restore(saved))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [owner, props.restoreDraft])
  const keepDraft = () =>
    saveDraft({
      owner,
      choices,
      modeChoices: { ...choices, compared },
      mask: mask.shapes,
      photo,
      reuse: photo ? undefined : reuse,
    })

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = checkRedesignForm({
      ...choices,
      hasPhoto: Boolean(photo || reuse),
      photoProblem: photo ? undefined : errors.photo,
      inspiration: inspiration.file ? true : errors.inspiration,
      compared,
      painted: mask.shapes.length > 0,
      cost,
      balance,
    })
    if (hasErrors(found)) {
      focusPainter.current = Object.keys(found).join() === 'mask'
      return refuse(found)
    }
    setSubmitting(true)
    const sent = await sendRedesign({
      ...choices,
      ...{ photo, reuse, compared, maskShapes: mask.shapes, photoSize },
      inspiration: inspiration.file,
    })
    if ('id' in sent) {
      await clearDraft()
      return router.push(
        sent.comparison ? comparisonHref(sent.comparison) : `/redesigns/${sent.id}`,
      )
    }
    refuse(sent.refusal)
    setSubmitting(false)
  }

  const fieldClass = 'mt-2 w-full rounded-lg border border-ink/25 bg-white px-3 py-2'
  return (
    <form onSubmit={submit} noValidate aria-labelledby="studio-heading" className="mt-8 space-y-8">
      {balance < CHEAPEST_REDESIGN ? (
        <p
          id="no-credits"
          data-testid="no-credits"
          className="rounded-xl border-2 border-clay/50 bg-white px-4 py-3 text-lg font-medium"
        >
          {balance <= 0 ? 'You have no credits' : 'Your balance does not pay for a redesign'} —{' '}
          <BuyCreditsLink beforeLeave={keepDraft}>buy credits</BuyCreditsLink> to redesign a room.
        </p>
      ) : null}
      <ErrorSummary errors={errors} fields={fieldIds} refusals={refusals} />
      <ModePicker
        value={mode}
        onChange={set('mode')}
        availability={availability}
        error={errors.mode}
      />
      <Section id="photo" title={(photo ? undefined : props.startsFrom) ?? 'Your room'}>
        <PhotoPicker
          onPhoto={room.choose}
          preview={room.preview}
          reusedPreview={reuse?.url}
          error={errors.photo}
        />
      </Section>
      {takes.takesInspiration ? (
        <Section id="inspiration" title="The style you want">
          <PhotoPicker
            field="inspiration"
            onPhoto={inspiration.choose}
            preview={inspiration.preview}
            error={errors.inspiration}
          />
        </Section>
      ) : null}
      {takes.takesMask ? (
        <Section id="mask" title="The area to change">
          <MaskPainter
            {...{ photoSize, mask }}
            photoUrl={room.preview ?? reuse?.url}
            onPhotoSize={setPhotoSize}
            onMask={setMask}
            error={errors.mask}
          />
        </Section>
      ) : null}
      <div>
        <label htmlFor="room-type" className="text-lg font-semibold">
          Room type
        </label>
        <select
          id="room-type"
          value={choices.roomType}
          onChange={(event) =>
            set('roomType')(ROOM_TYPES.find((room) => room.id === event.target.value)!.id)
          }
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
      {takes.takesStyle ? (
        <StylePicker
          {...{ styles, comparison }}
          value={style}
          onChange={set('style')}
          onEdited={() => setFieldError('style', undefined)}
          error={errors.style}
        />
      ) : null}
      {takes.takesSurface ? (
        <SurfacePicker
          area={surfaceArea}
          onArea={set('surfaceArea')}
          surface={surface}
          onSurface={set('surface')}
          colour={choices.surfaceColour}
          onColour={set('surfaceColour')}
          errors={errors}
        />
      ) : null}
      {/* No maxLength: a paste is kept whole, the count shows the excess, and submit refuses it. */}
      <div>
        <label htmlFor="notes" className="text-lg font-semibold">
          Notes <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          id="notes"
          value={choices.notes}
          rows={3}
          onChange={(event) => set('notes')(event.target.value)}
          className={fieldClass}
          aria-invalid={Boolean(errors.notes)}
          aria-describedby={errors.notes ? 'notes-error notes-count' : 'notes-count'}
          placeholder="For example: keep the fireplace, add more plants"
        />
        <p
          id="notes-count"
          data-testid="notes-count"
          className={`text-sm ${notesOver > 0 ? 'font-semibold text-clay-dark' : 'text-muted'}`}
        >
          {notesCount.toLocaleString('en')} / {MAX_NOTES_LENGTH.toLocaleString('en')} characters
          {notesOver > 0 ? ` — ${notesOver.toLocaleString('en')} over the limit` : ''}
        </p>
        <FieldError id="notes-error" message={errors.notes} />
      </div>
      {/* A result that changes the room more than chosen is made again, then refunded. */}
      <fieldset aria-describedby="keepStructure-help">
        <legend className="text-lg font-semibold">Keep structure</legend>
        <p id="keepStructure-help" className="text-sm text-muted">
          If a result moves walls, windows or doors anyway, we make it again free, then refund it.
        </p>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {KEEP_STRUCTURE.map((level) => (
            <label
              key={level}
              className="flex gap-2 rounded-lg border border-ink/25 bg-white px-3 py-2 has-[:checked]:border-ink"
            >
              <input
                type="radio"
                name="keepStructure"
                value={level}
                checked={choices.keepStructure === level}
                onChange={() => set('keepStructure')(level)}
              />
              <span>
                <span className="font-semibold">{KEEP_STRUCTURE_CHOICES[level].label}</span>
                <span className="block text-sm text-muted">
                  {KEEP_STRUCTURE_CHOICES[level].hint}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        {compared ? (
          <h2 className="text-lg font-semibold">Versions</h2>
        ) : (
          <>
            <label htmlFor="variants" className="text-lg font-semibold">
              Versions
            </label>
            <select
              id="variants"
              value={variants}
              onChange={(event) => set('variants')(Number(event.target.value))}
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
          </>
        )}
        <p id="cost" className="mt-2" data-testid="price">
          {compared
            ? `One version of each style. ${takes.label}: ${creditsLabel(takes.creditsPerVersion)} per style; ${compared.length} chosen.`
            : `${takes.label}: ${creditsLabel(takes.creditsPerVersion)} per version.`}{' '}
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
        <p className="rounded-lg bg-sand p-4 text-sm" data-testid="offline-notice">
          <strong>Offline preview — not AI.</strong> This server has no AI service configured, so{' '}
          {MODES[mode].offlinePreview}
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
        {submitting ? 'Uploading…' : submitLabel(mode, cost, compared?.length)}
      </button>
    </form>
  )
}
