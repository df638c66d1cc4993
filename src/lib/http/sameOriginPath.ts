/** Payload prefixes file URLs with the configured server URL; pages need them on their own origin. */
export const sameOriginPath = (url: string) => url.replace(/^https?:\/\/[^/]+/, '')
