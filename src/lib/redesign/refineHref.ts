/**
 * "Refine this": the studio form working from one result of a redesign, in the same mode and with
 * the same choices, so a change of notes or style builds on that result. The new redesign records
 * the one it refines (the server finds it from the result, never from the address).
 */
export const refineHref = (redesignId: number, outputId: number) =>
  `/redesign?${new URLSearchParams({ from: String(redesignId), image: String(outputId) })}`
