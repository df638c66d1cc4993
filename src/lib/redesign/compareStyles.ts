import { MODES, type RedesignMode } from './modes'

/** One photo, several styles, one redesign each (one version each, charged as usual). */
export const COMPARE_STYLES = { min: 2, max: 4 } as const

/** The modes a comparison can run: those that take a style and no painted area (a mask is per redesign). */
export const comparesStyles = (mode: RedesignMode) =>
  Boolean(MODES[mode].takesStyle) && !MODES[mode].takesMask

export const TOO_FEW_TO_COMPARE = `Choose at least ${COMPARE_STYLES.min} styles to compare, or turn comparing off.`
export const TOO_MANY_TO_COMPARE = `Compare at most ${COMPARE_STYLES.max} styles at a time.`

export const comparisonHref = (key: string) => `/redesigns/compare/${key}`
