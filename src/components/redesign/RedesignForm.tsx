'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { ErrorSummary } from '@/components/forms/ErrorSummary'
import { hasErrors, useFormErrors } from '@/components/forms/useFormErrors'
import { DEFAULT_ROOM_TYPE } from '@/lib/redesign/choiceIds'
import type { FormChoices } from '@/lib/redesign/formDraft'
import { emptyMask, type MaskHistory } from '@/lib/redesign/maskShapes'
import type { ModeChoices } from '@/lib/redesign/modeChoices'
import { comparisonHref } from '@/lib/redesign/compareStyles'
import { DEFAULT_KEEP_STRUCTURE, type KeepStructure } from '@/lib/redesign/keepStructure'
import { MODES, modeCost, type RedesignMode } from '@/lib/redesign/modes'
import type { RoomTypeId } from '@/lib/redesign/roomTypes'
import type { StyleOption } from '@/lib/redesign/styles'
import { BuyCreditsLink } from './BuyCreditsLink'
import { checkRedesignForm, type RedesignField } from './checkRedesignForm'
import type { FormDraft, ReusedPhoto } from './draftStore'
import { KeepStructureField } from './KeepStructureField'
import type { PhotoSize } from './MaskCanvas'
import { ModePicker, type ModeAvailability } from './ModePicker'
import { NoCreditsNotice } from './NoCreditsNotice'
import { NotesField } from './NotesField'
import { OfflineNotice } from './OfflineNotice'
import { RoomPhotoSections, useInspiration } from './RoomPhotoSections'
import { RoomTypeField } from './RoomTypeField'
import { sendRedesign } from './sendRedesign'
import { SubmitRedesignButton } from './SubmitRedesignButton'
import { redesignFieldIds } from './redesignFieldIds'
import { StylePicker } from './StylePicker'
import { SurfacePicker } from './SurfacePicker'
import { useFormDraft } from './useFormDraft'
import { useStyleComparison } from './useStyleComparison'
import { VersionsField } from './VersionsField'

type Props = {
  styles: StyleOption[]
  availability: ModeAvailability
  /** The mode to start in (already checked to be available). */
  initialMode: RedesignMode
  balance: number
  initialStyle?: string
  reuse?: ReusedPhoto
  offline: boolean
  /** The signed-in person (the browser-kept draft is theirs only). */
  owner: number
  /** Choices carried over from an earlier redesign ("Try another style", "Edit an area"). */
  prefill?: Partial<FormChoices & ModeChoices>
  /** Refining a result: the photo's heading names the image the new redesign starts from. */
  startsFrom?: string
  /** Back from buying credits: put the saved draft back. */
  restoreDraft?: boolean
}

const listed = (options: StyleOption[], slug: string | undefined) =>
  slug && options.some((option) => option.slug === slug) ? slug : ''

export function RedesignForm(props: Props) {
  const { styles, availability, balance, offline, owner, prefill } = props
  const router = useRouter()
  const [mode, setMode] = useState<RedesignMode>(props.initialMode)
  const [photo, setPhoto] = useState<File>()
  const [preview, setPreview] = useState<string>()
  const [reuse, setReuse] = useState(props.reuse)
  const [photoSize, setPhotoSize] = useState<PhotoSize>()
  const [roomType, setRoomType] = useState<RoomTypeId>(prefill?.roomType ?? DEFAULT_ROOM_TYPE)
  const [style, setStyle] = useState(props.initialStyle ?? listed(styles, prefill?.style))
  const [surfaceArea, setSurfaceArea] = useState(prefill?.surfaceArea ?? '')
  const [surface, setSurface] = useState(prefill?.surface ?? '')
  const [surfaceColour, setSurfaceColour] = useState(prefill?.surfaceColour ?? '')
  const [mask, setMask] = useState<MaskHistory>(emptyMask)
  const [notes, setNotes] = useState(prefill?.notes ?? '')
  const [variants, setVariants] = useState(prefill?.variants ?? 1)
  const [keepStructure, setKeepStructure] = useState<KeepStructure>(DEFAULT_KEEP_STRUCTURE)
  const { errors, refusals, refuse, setFieldError } = useFormErrors<RedesignField>()
  const [submitting, setSubmitting] = useState(false)
  const focusPainter = useRef(false)
  const inspiration = useInspiration((problem) => setFieldError('inspiration', problem))
  const comparison = useStyleComparison(mode, prefill?.compared)
  const compared = comparison.on ? comparison.chosen : undefined
  const takes = MODES[mode]
  // A comparison is one version of each style, each charged like a redesign on its own.
  const cost = compared ? modeCost(mode, 1) * compared.length : modeCost(mode, variants)
  const shown = { mode, styles, style, comparison, surface, surfaceArea }
  const fieldIds = redesignFieldIds(shown)

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])
  // After ErrorSummary's focus: a refusal only for an empty painting returns to the painter.
  useEffect(() => {
    if (!focusPainter.current) return
    focusPainter.current = false
    document.getElementById('mask')?.focus()
  }, [refusals])

  function onPhoto(file: File | undefined, problem?: string) {
    setFieldError('photo', problem)
    setPhoto(file)
    setPreview(file ? URL.createObjectURL(file) : undefined)
    setPhotoSize(undefined)
    // A painting belongs to the photo it was painted on.
    setMask(emptyMask)
  }

  const draft = useFormDraft({
    owner,
    restore: Boolean(props.restoreDraft),
    onRestore: (saved: FormDraft) => {
      setRoomType(saved.choices.roomType)
      setStyle(listed(styles, saved.choices.style))
      setNotes(saved.choices.notes)
      setVariants(saved.choices.variants)
      if (saved.photo) onPhoto(new File([saved.photo], 'room.jpg', { type: saved.photo.type }))
      else if (saved.reuse) setReuse(saved.reuse)
      const kept = saved.modeChoices
      if (kept && availability[kept.mode].available) setMode(kept.mode)
      setSurfaceArea(kept?.surfaceArea ?? '')
      setSurface(kept?.surface ?? '')
      setSurfaceColour(kept?.surfaceColour ?? '')
      comparison.setOn(Boolean(kept?.compared))
      comparison.setChosen((kept?.compared ?? []).filter((slug) => listed(styles, slug)))
      setMask({ shapes: saved.mask ?? [], past: [] })
    },
  })
  const keepDraft = () =>
    draft.save({
      choices: { roomType, style, notes, variants },
      modeChoices: { mode, surfaceArea, surface, surfaceColour, compared },
      mask: mask.shapes,
      photo,
      reuse: photo ? undefined : reuse,
    })

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = checkRedesignForm({
      mode,
      hasPhoto: Boolean(photo || reuse),
      photoProblem: photo ? undefined : errors.photo,
      inspiration: inspiration.file ? true : errors.inspiration,
      style,
      compared,
      surfaceArea,
      surface,
      surfaceColour,
      painted: mask.shapes.length > 0,
      notes,
      cost,
      balance,
    })
    if (hasErrors(found)) {
      focusPainter.current = Object.keys(found).join() === 'mask'
      return refuse(found)
    }
    setSubmitting(true)
    const sent = await sendRedesign({
      ...{ mode, photo, reuse, roomType, style, compared, notes, variants },
      ...{ surfaceArea, surface, surfaceColour },
      ...{ keepStructure, maskShapes: mask.shapes, photoSize, inspiration: inspiration.file },
    })
    if ('id' in sent) {
      await draft.forget()
      return router.push(
        sent.comparison ? comparisonHref(sent.comparison) : `/redesigns/${sent.id}`,
      )
    }
    refuse(sent.refusal)
    setSubmitting(false)
  }

  const fieldClass = 'mt-2 w-full rounded-lg border border-ink/25 bg-white px-3 py-2'
  const buyLink = <BuyCreditsLink beforeLeave={keepDraft} />
  return (
    <form onSubmit={submit} noValidate aria-labelledby="studio-heading" className="mt-8 space-y-8">
      <NoCreditsNotice
        balance={balance}
        buyLink={<BuyCreditsLink beforeLeave={keepDraft}>buy credits</BuyCreditsLink>}
      />
      <ErrorSummary errors={errors} fields={fieldIds} refusals={refusals} />
      <ModePicker value={mode} onChange={setMode} availability={availability} error={errors.mode} />
      <RoomPhotoSections
        {...{ onPhoto, preview, photoSize, mask }}
        reusedPreview={reuse?.url}
        heading={photo ? undefined : props.startsFrom}
        photoError={errors.photo}
        takesMask={takes.takesMask}
        onPhotoSize={setPhotoSize}
        onMask={setMask}
        maskError={errors.mask}
        inspiration={takes.takesInspiration ? inspiration : undefined}
        inspirationError={errors.inspiration}
      />
      <RoomTypeField
        value={roomType}
        onChange={setRoomType}
        error={errors.roomType}
        className={fieldClass}
      />
      {takes.takesStyle ? (
        <StylePicker
          {...{ styles, comparison }}
          value={style}
          onChange={setStyle}
          onEdited={() => setFieldError('style', undefined)}
          error={errors.style}
        />
      ) : null}
      {takes.takesSurface ? (
        <SurfacePicker
          area={surfaceArea}
          onArea={setSurfaceArea}
          surface={surface}
          onSurface={setSurface}
          colour={surfaceColour}
          onColour={setSurfaceColour}
          errors={errors}
        />
      ) : null}
      <NotesField value={notes} onChange={setNotes} error={errors.notes} className={fieldClass} />
      <KeepStructureField value={keepStructure} onChange={setKeepStructure} />
      <VersionsField
        {...{ mode, cost, balance, buyLink }}
        comparing={compared?.length}
        value={variants}
        onChange={setVariants}
        error={errors.variants}
        className={fieldClass}
      />
      {offline ? <OfflineNotice mode={mode} /> : null}
      <SubmitRedesignButton {...{ mode, cost, balance, submitting }} compared={compared?.length} />
    </form>
  )
}
