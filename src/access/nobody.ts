import type { Access, FieldAccess } from 'payload'

/** Deny by default: operations only the server itself performs (overrideAccess). */
export const nobody: Access = () => false

/** A field only the server writes (overrideAccess): not even an admin through the API or panel. */
export const nobodyField: FieldAccess = () => false
