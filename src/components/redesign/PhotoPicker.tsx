'use client'

import { useEffect, useRef, useState } from 'react'

import { FieldError } from '@/components/forms/FieldError'

import { preparePhoto } from './preparePhoto'

const FIELDS = {
  photo: { alt: 'Your room photo', drop: 'Drop a photo of your room here' },
  inspiration: {
    alt: 'Your inspiration photo',
    drop: 'Drop a photo of a room whose style you like',
  },
}

type Props = {
  field?: keyof typeof FIELDS
  onPhoto: (file: File | undefined, problem?: string) => void
  preview?: string
  error?: string
  reusedPreview?: string
}

/** The photo chosen in a picker and its preview address; `onChoose` hears the problem found, if any. */
export function usePickedPhoto(onChoose: (problem: string | undefined) => void) {
  const [file, setFile] = useState<File>()
  const [preview, setPreview] = useState<string>()
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])
  const choose = (chosen: File | undefined, problem?: string) => {
    onChoose(problem)
    setFile(chosen)
    setPreview(chosen ? URL.createObjectURL(chosen) : undefined)
  }
  return { file, preview, choose }
}

export function PhotoPicker({ field = 'photo', onPhoto, preview, error, reusedPreview }: Props) {
  const text = FIELDS[field]
  const [dragging, setDragging] = useState(false)
  // The preview this browser could not show: a HEIC outside Safari, which the server converts.
  const [unshown, setUnshown] = useState<string>()
  const camera = useRef<HTMLInputElement>(null)

  async function choose(file: File | undefined) {
    if (!file) return
    const { file: prepared, problem } = await preparePhoto(file)
    setUnshown(undefined)
    onPhoto(prepared, problem)
  }
  const shown = preview ?? reusedPreview
  return (
    <div>
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          void choose(event.dataTransfer.files[0])
        }}
        className={`relative flex min-h-64 flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center ${dragging ? 'border-clay bg-sand' : 'border-ink/25 bg-white'}`}
      >
        {shown && unshown === shown ? (
          <p role="img" aria-label={text.alt} className="max-w-sm text-muted">
            Photo chosen. This browser cannot show a preview of HEIC photos; we convert it when you
            submit.
          </p>
        ) : shown ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local object URL or a private file, not optimisable
          <img
            src={shown}
            alt={text.alt}
            className="max-h-72 rounded-lg object-contain"
            onError={() => setUnshown(shown)}
          />
        ) : (
          <p className="text-lg text-muted">{text.drop}</p>
        )}
        <div className="flex flex-wrap justify-center gap-3">
          <label className="btn-secondary cursor-pointer px-4 py-2 text-sm focus-within:outline focus-within:outline-3 focus-within:outline-clay">
            {shown ? 'Choose another photo' : 'Choose a photo'}
            <input
              type="file"
              id={field}
              name={`${field}-picker`}
              accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
              className="sr-only"
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${field}-error ${field}-help` : `${field}-help`}
              onChange={(event) => {
                void choose(event.target.files?.[0])
                // Choosing the same file again after a refusal must still be noticed.
                event.target.value = ''
              }}
            />
          </label>
          <button
            type="button"
            className="btn-secondary px-4 py-2 text-sm"
            onClick={() => camera.current?.click()}
          >
            Take a photo
          </button>
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            className="hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </div>
        <p id={`${field}-help`} className="text-sm text-muted">
          JPEG, PNG, WebP or HEIC (iPhone photos, from any browser), up to 10 MB. Straight-on,
          well-lit photos work best.
        </p>
      </div>
      {/* Polite: a problem found when the photo is chosen is read out without taking focus. */}
      <div aria-live="polite">
        <FieldError id={`${field}-error`} message={error} />
      </div>
    </div>
  )
}
