/**
 * "Edit an area": the studio form in area mode, working from one image of a redesign (its room
 * photo or one of its results). The form checks again that the image is the person's own.
 */
export const editAreaHref = (redesignId: number, imageId: number) =>
  `/redesign?${new URLSearchParams({ from: String(redesignId), image: String(imageId), mode: 'area' })}`
