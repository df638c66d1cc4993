import { FieldError } from '@/components/forms/FieldError'
import { ROOM_TYPES, type RoomTypeId } from '@/lib/redesign/roomTypes'

type Props = {
  value: RoomTypeId
  onChange: (id: RoomTypeId) => void
  error?: string
  className: string
}

export function RoomTypeField({ value, onChange, error, className }: Props) {
  return (
    <div>
      <label htmlFor="room-type" className="text-lg font-semibold">
        Room type
      </label>
      <select
        id="room-type"
        value={value}
        onChange={(event) => {
          const room = ROOM_TYPES.find((room) => room.id === event.target.value)
          if (room) onChange(room.id)
        }}
        className={className}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'roomType-error' : undefined}
      >
        {ROOM_TYPES.map((room) => (
          <option key={room.id} value={room.id}>
            {room.label}
          </option>
        ))}
      </select>
      <FieldError id="roomType-error" message={error} />
    </div>
  )
}
