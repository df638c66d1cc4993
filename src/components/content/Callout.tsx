import type { CalloutVariant } from '@/blocks/Callout'

const LOOK: Record<CalloutVariant, { label: string; className: string; icon: string }> = {
  idea: {
    label: 'Idea',
    className: 'border-clay/40 bg-[#fbeee6]',
    icon: 'M12 3a6 6 0 0 0-3.5 10.9V17h7v-3.1A6 6 0 0 0 12 3zM9.5 20h5',
  },
  info: {
    label: 'Good to know',
    className: 'border-sage/40 bg-sage-light',
    icon: 'M12 8h.01M11 12h1v5h1M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  },
}

export function Callout({
  variant,
  title,
  content,
}: {
  variant: CalloutVariant
  title?: string | null
  content: string
}) {
  const look = LOOK[variant] ?? LOOK.info
  return (
    <aside
      className={`not-prose my-8 rounded-2xl border p-5 ${look.className}`}
      aria-label={title || look.label}
    >
      <p className="flex items-center gap-2 font-semibold">
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d={look.icon} />
        </svg>
        {title || look.label}
      </p>
      {content.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)} className="mt-2 leading-relaxed">
          {paragraph}
        </p>
      ))}
    </aside>
  )
}
