import type { Access } from 'payload'

/** Deny by default: operations only the server itself performs (overrideAccess). */
export const nobody: Access = () => false
