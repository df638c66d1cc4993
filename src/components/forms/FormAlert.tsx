/** A problem with the whole form (or a field without its own message slot), announced at once. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null
  return (
    <p role="alert" className="font-medium text-clay-dark">
      {message}
    </p>
  )
}
