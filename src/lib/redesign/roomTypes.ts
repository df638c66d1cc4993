/** The rooms a customer can redesign; ids are stored on each redesign, labels shown and prompted. */
export const ROOM_TYPES = [
  { id: 'living-room', label: 'Living room' },
  { id: 'bedroom', label: 'Bedroom' },
  { id: 'kitchen', label: 'Kitchen' },
  { id: 'bathroom', label: 'Bathroom' },
  { id: 'dining-room', label: 'Dining room' },
  { id: 'home-office', label: 'Home office' },
  { id: 'kids-room', label: "Kids' room" },
  { id: 'nursery', label: 'Nursery' },
  { id: 'hallway', label: 'Hallway' },
  { id: 'balcony', label: 'Balcony or patio' },
] as const

export type RoomTypeId = (typeof ROOM_TYPES)[number]['id']

export const roomTypeLabel = (id: string) => ROOM_TYPES.find((room) => room.id === id)?.label ?? id
