export function Logo({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="28" height="28" rx="8" fill="#a4461f" />
      <path
        d="M9 23V12l7-4 7 4v11"
        fill="none"
        stroke="#fbf8f3"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <path
        d="M13 23v-5h6v5"
        fill="none"
        stroke="#fbf8f3"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
    </svg>
  )
}
