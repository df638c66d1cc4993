// The most a server-action form post may send (Next's bodySizeLimit); no imports: next.config.ts loads it.
export const SERVER_ACTION_BODY_BYTES = 1024 * 1024
