/**
 * Adds the styles of a part loaded later (the study tools, the match's occasional views) to a
 * board's shadow root, after the board's own, once per root and part.
 */
import { supportsAdoptingStyleSheets, type CSSResult } from 'lit';

/** Adds `styles` to `root` (an adopted style sheet, or where none can be adopted a `<style data-<name>>`), once. */
export function adoptStyles(root: ShadowRoot, styles: CSSResult, name: string): void {
  if (supportsAdoptingStyleSheets) {
    const sheet = styles.styleSheet!;
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } else if (!root.querySelector(`:scope > style[data-${name}]`)) {
    // Before the template's content, where Lit keeps the board's own `<style>`s: a render never removes it.
    const style = Object.assign(document.createElement('style'), { textContent: styles.cssText });
    style.setAttribute(`data-${name}`, '');
    root.prepend(style);
  }
}
