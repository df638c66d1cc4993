import type { StyleOption } from '@/lib/redesign/styles'
import { FieldError } from '@/components/forms/FieldError'

import { OptionCards } from './OptionCards'

type Props = {
  styles: StyleOption[]
  value: string
  onChange: (slug: string) => void
  error?: string
}

/** The id an error summary links to: the chosen option's radio, or the first one. */
export const optionFieldId = (name: string, options: { slug: string }[], value: string) =>
  `${name}-${options.some((option) => option.slug === value) ? value : (options[0]?.slug ?? 'none')}`

export const styleFieldId = (styles: StyleOption[], value: string) =>
  optionFieldId('style', styles, value)

/** The glossary's interior-design styles as a radio group of cards. */
export function StylePicker({ styles, value, onChange, error }: Props) {
  return (
    <fieldset aria-describedby={error ? 'style-error' : undefined}>
      <legend className="text-lg font-semibold">Style</legend>
      <OptionCards options={styles} name="style" value={value} onChange={onChange} />
      <FieldError id="style-error" message={error} />
    </fieldset>
  )
}
