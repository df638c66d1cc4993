import { SUPPORT_EMAIL } from '@/lib/site/defaults'

export function SupportEmail() {
  return (
    <a href={`mailto:${SUPPORT_EMAIL}`} className="underline">
      {SUPPORT_EMAIL}
    </a>
  )
}
