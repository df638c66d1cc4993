/** The page showing every style of one "Compare styles" submit side by side (client-safe). */
export const comparisonHref = (key: string) => `/redesigns/compare/${key}`
