/**
 * A drawn before/after of one room: bare on the left, restyled on the right, split down the middle
 * the way the result screen compares them.
 */
export function BeforeAfterSketch() {
  return (
    <figure className="overflow-hidden rounded-3xl border border-linen bg-white shadow-sm">
      <svg viewBox="0 0 640 420" className="h-auto w-full" role="img" aria-labelledby="ba-title">
        <title id="ba-title">
          The same living room before and after a redesign: bare walls and an old sofa on the left;
          a sage wall, a terracotta sofa, a rug, art and plants on the right.
        </title>
        <defs>
          <clipPath id="ba-left">
            <rect x="0" y="0" width="320" height="420" />
          </clipPath>
          <clipPath id="ba-right">
            <rect x="320" y="0" width="320" height="420" />
          </clipPath>
        </defs>
        <g clipPath="url(#ba-left)">
          <rect width="640" height="300" fill="#ebe7e1" />
          <rect y="300" width="640" height="120" fill="#cfc6ba" />
          <rect
            x="70"
            y="70"
            width="150"
            height="120"
            fill="#f7f5f2"
            stroke="#bdb4a8"
            strokeWidth="4"
          />
          <path d="M145 70v120M70 130h150" stroke="#bdb4a8" strokeWidth="4" />
          <rect x="180" y="240" width="260" height="70" rx="8" fill="#9c9489" />
          <rect x="170" y="220" width="40" height="90" rx="8" fill="#8a8277" />
          <rect x="410" y="220" width="40" height="90" rx="8" fill="#8a8277" />
        </g>
        <g clipPath="url(#ba-right)">
          <rect width="640" height="300" fill="#b9cbbd" />
          <rect y="300" width="640" height="120" fill="#d8b892" />
          <ellipse cx="320" cy="345" rx="230" ry="38" fill="#efe3d2" />
          <rect
            x="380"
            y="70"
            width="120"
            height="90"
            rx="4"
            fill="#fbf8f3"
            stroke="#7f3414"
            strokeWidth="5"
          />
          <path d="M395 145l30-40 25 28 18-18 22 30z" fill="#3d5a4a" />
          <circle cx="470" cy="95" r="10" fill="#d9a441" />
          <rect x="180" y="236" width="260" height="74" rx="18" fill="#a4461f" />
          <rect x="196" y="212" width="100" height="40" rx="14" fill="#b8552b" />
          <rect x="324" y="212" width="100" height="40" rx="14" fill="#b8552b" />
          <rect x="205" y="200" width="38" height="34" rx="8" fill="#d9a441" />
          <path d="M200 310v16M420 310v16" stroke="#5a3a22" strokeWidth="6" strokeLinecap="round" />
          <path d="M560 310c-10-60 10-110 0-150" stroke="#3d5a4a" strokeWidth="6" fill="none" />
          <ellipse
            cx="548"
            cy="200"
            rx="26"
            ry="12"
            fill="#4f7a5f"
            transform="rotate(-30 548 200)"
          />
          <ellipse
            cx="574"
            cy="240"
            rx="26"
            ry="12"
            fill="#4f7a5f"
            transform="rotate(25 574 240)"
          />
          <rect x="540" y="300" width="40" height="40" rx="6" fill="#7f3414" />
        </g>
        <line x1="320" y1="0" x2="320" y2="420" stroke="#fff" strokeWidth="6" />
        <circle cx="320" cy="210" r="22" fill="#fff" stroke="#1f1b16" strokeWidth="3" />
        <path
          d="M310 210l-7 0m7-8l-8 8 8 8M330 202l8 8-8 8"
          stroke="#1f1b16"
          strokeWidth="3"
          fill="none"
        />
      </svg>
      <figcaption className="flex justify-between px-5 py-3 text-sm font-medium text-muted">
        <span>Before</span>
        <span>After</span>
      </figcaption>
    </figure>
  )
}
