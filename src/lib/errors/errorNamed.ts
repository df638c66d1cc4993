// By name, never `instanceof`: the production build may give thrower and catcher separate copies.
export const errorNamed =
  <T extends Error>(name: string) =>
  (error: unknown): error is T =>
    error instanceof Error && error.name === name
