// A removed control drops focus to the page; give it to what replaced it, unless the person moved on.
export const focusIfDropped = (node: HTMLElement | null) => {
  if (node && (!document.activeElement || document.activeElement === document.body)) node.focus()
}
