import { SUPPORT_EMAIL } from '@/lib/site/defaults'

/** The support address as a link that opens the person's mail app (a tap on a phone). */
export function SupportEmail() {
  return (
    <a href={`mailto:${SUPPORT_EMAIL}`} className="underline">
      {SUPPORT_EMAIL}
    </a>
  )
}
