/**
 * A ref that gives focus to what replaced the control pressed, unless the person has moved on: a
 * removed (or disabled) element drops focus to the page, and keyboard users start again at the top.
 */
export const focusIfDropped = (node: HTMLElement | null) => {
  if (node && (!document.activeElement || document.activeElement === document.body)) node.focus()
}
