/**
 * The most a form posted to a page (a server action: sign-in, terms, account deletion, the admin
 * panel) may send. Next reads at most this much for the action (`serverActions.bodySizeLimit`)
 * and copies at most this much for the proxy (`proxyClientMaxBodySize`); oversizedFormPosts.ts
 * refuses a longer declared body before either reads it. Its own module without imports:
 * next.config.ts loads it too.
 */
export const SERVER_ACTION_BODY_BYTES = 1024 * 1024
