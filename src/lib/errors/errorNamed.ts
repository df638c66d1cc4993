// By name, never `instanceof`: the production build gives the thrower and the catcher separate
// copies of the class. Each class sets an explicit `name`, which minifying keeps.
export const errorNamed =
  <T extends Error>(name: string) =>
  (error: unknown): error is T =>
    error instanceof Error && error.name === name
