export function Palette({ colors }: { colors: string[] }) {
  if (colors.length === 0) return null
  return (
    <ul aria-label="Colour palette" className="flex flex-wrap gap-2">
      {colors.map((color) => (
        <li
          key={color}
          className="flex items-center gap-2 rounded-full border border-linen bg-white py-1 pl-1 pr-3 text-sm"
        >
          <span
            aria-hidden="true"
            className="h-6 w-6 rounded-full border border-black/10"
            style={{ backgroundColor: color }}
          />
          <span className="font-mono text-muted">{color.toUpperCase()}</span>
        </li>
      ))}
    </ul>
  )
}
