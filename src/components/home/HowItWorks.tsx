import { TitledSection } from '@/components/content/TitledSection'

const STEPS = [
  {
    title: 'Upload a photo',
    body: 'Snap the room with your phone or drop in a picture you already have. Daylight and a wide angle work best.',
  },
  {
    title: 'Pick a room type and a style',
    body: 'Choose from two dozen interior styles, from Japandi to Art Deco, and add notes such as “keep the fireplace”.',
  },
  {
    title: 'Get your redesign',
    body: 'In about 30 seconds you see your own room restyled, side by side with the original, ready to download.',
  },
]

export function HowItWorks() {
  return (
    <TitledSection
      id="how-heading"
      title="How it works"
      className="container-page mt-24"
      headingClassName="text-3xl font-semibold sm:text-4xl"
    >
      <ol className="mt-8 grid gap-6 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-linen bg-white p-6">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 items-center justify-center rounded-full bg-sage-light font-display text-lg font-semibold text-sage"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
            <p className="mt-2 text-muted">{step.body}</p>
          </li>
        ))}
      </ol>
    </TitledSection>
  )
}
