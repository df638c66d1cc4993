export function FormAlert({ message }: { message?: string }) {
  if (!message) return null
  return (
    <p role="alert" className="font-medium text-clay-dark">
      {message}
    </p>
  )
}
