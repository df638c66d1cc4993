import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'

import type { MaskHistory } from '@/lib/redesign/maskShapes'
import type { PhotoSize } from './MaskCanvas'
import { MaskPainter } from './MaskPainter'
import { PhotoPicker } from './PhotoPicker'

type Props = {
  onPhoto: (file: File | undefined, problem?: string) => void
  /** The chosen photo's object URL, or the reused photo's address. */
  preview?: string
  reusedPreview?: string
  /** Instead of "Your room": the earlier result it starts from. */
  heading?: string
  photoError?: string
  /** Whether the mode paints the area to change on the photo. */
  takesMask: boolean
  photoSize?: PhotoSize
  onPhotoSize: (size: PhotoSize) => void
  mask: MaskHistory
  onMask: Dispatch<SetStateAction<MaskHistory>>
  maskError?: string
  /** Set when the mode takes an inspiration photo ("Match a photo's style"). */
  inspiration?: Inspiration
  inspirationError?: string
}

type Inspiration = ReturnType<typeof useInspiration>

/** The inspiration photo chosen, its preview address and what to do when another is chosen. */
export function useInspiration(onProblem: (problem: string | undefined) => void) {
  const [file, setFile] = useState<File>()
  const [preview, setPreview] = useState<string>()
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])
  const choose = (chosen: File | undefined, problem?: string) => {
    onProblem(problem)
    setFile(chosen)
    setPreview(chosen ? URL.createObjectURL(chosen) : undefined)
  }
  return { file, preview, choose }
}

/** The studio form's photo, and for a mode that edits an area, the painter of that area on it. */
export function RoomPhotoSections(props: Props) {
  return (
    <>
      <section aria-labelledby="photo-heading">
        <h2 id="photo-heading" className="mb-3 text-lg font-semibold">
          {props.heading ?? 'Your room'}
        </h2>
        <PhotoPicker
          onPhoto={props.onPhoto}
          preview={props.preview}
          reusedPreview={props.reusedPreview}
          error={props.photoError}
        />
      </section>
      {props.inspiration ? (
        <section aria-labelledby="inspiration-heading">
          <h2 id="inspiration-heading" className="mb-3 text-lg font-semibold">
            The style you want
          </h2>
          <PhotoPicker
            field="inspiration"
            onPhoto={props.inspiration.choose}
            preview={props.inspiration.preview}
            error={props.inspirationError}
          />
        </section>
      ) : null}
      {props.takesMask ? (
        <section aria-labelledby="mask-heading">
          <h2 id="mask-heading" className="mb-3 text-lg font-semibold">
            The area to change
          </h2>
          <MaskPainter
            photoUrl={props.preview ?? props.reusedPreview}
            photoSize={props.photoSize}
            onPhotoSize={props.onPhotoSize}
            mask={props.mask}
            onMask={props.onMask}
            error={props.maskError}
          />
        </section>
      ) : null}
    </>
  )
}
