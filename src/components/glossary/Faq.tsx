import { TitledSection } from '@/components/content/TitledSection'
import type { Faq as FaqDoc } from '@/payload-types'

export function Faq({ items }: { items: FaqDoc[] }) {
  if (items.length === 0) return null
  return (
    <TitledSection id="faq-heading" title="Frequently asked questions" className="mt-14">
      <div className="mt-6 divide-y divide-linen rounded-2xl border border-linen bg-white">
        {items.map((item) => (
          <details key={item.id} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md text-lg font-semibold marker:hidden">
              {item.question}
              <span
                aria-hidden="true"
                className="text-2xl text-clay transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="mt-3 leading-relaxed text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </TitledSection>
  )
}
