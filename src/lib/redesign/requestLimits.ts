/** The most versions one redesign makes (each charged); the form, the schema and the records agree. */
export const MAX_VARIANTS = 4

/** The longest notes a redesign takes, counted in UTF-16 units as the form and the column count. */
export const MAX_NOTES_LENGTH = 500
