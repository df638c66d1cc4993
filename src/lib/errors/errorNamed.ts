/**
 * Recognises one of our error classes by its name, never `instanceof`: the production build
 * bundles the thrower and the catcher (Payload's hooks, jobs, route handlers) into separate
 * chunks, each with its own copy of the class, so `instanceof` missed (a concurrent submit that
 * lost the race for the last credits answered 500 instead of 402). Each class sets an explicit
 * `name`, which minifying keeps.
 */
export const errorNamed =
  <T extends Error>(name: string) =>
  (error: unknown): error is T =>
    error instanceof Error && error.name === name
