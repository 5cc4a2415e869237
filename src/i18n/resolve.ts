/**
 * Which language an element speaks: its own `lang`, else the nearest ancestor's (across shadow
 * roots, so an element inside another component follows that component's host), else the
 * page's; English when that language is not one of ours.
 */
import { sourceLocale, toLocale, type Locale } from './runtime.js';

/** The parent across a shadow boundary: a shadow root's host. */
function parentOf(node: Node): Node | null {
  if (node.parentNode) return node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentNode;
  return node instanceof ShadowRoot ? node.host : null;
}

/**
 * The nearest non-empty `lang` on the element or its ancestors (the element's own `lang`
 * property counts, so a Lit `lang` property works before it is reflected), else the document's.
 * An empty `lang=""` is treated as "not set" (a reflected empty property must not hide the page's
 * language).
 */
export function declaredLang(el: Element): string | null {
  const own = (el as HTMLElement).lang;
  if (typeof own === 'string' && own.trim()) return own.trim();
  for (let n: Node | null = parentOf(el); n; n = parentOf(n)) {
    if (n instanceof Element) {
      const v = n.getAttribute('lang');
      if (v && v.trim()) return v.trim();
    }
  }
  const root = typeof document === 'undefined' ? null : document.documentElement.getAttribute('lang');
  return root && root.trim() ? root.trim() : null;
}

/** The locale an element speaks (see the module comment). */
export function resolveLang(el: Element): Locale {
  return toLocale(declaredLang(el)) ?? sourceLocale;
}

/**
 * Calls `onChange` whenever a `lang` attribute changes on the element, an ancestor (also across
 * shadow roots) or the document element. Returns a function that stops observing. Call it again
 * after the element moves to another tree.
 */
export function observeLang(el: Element, onChange: () => void): () => void {
  const observer = new MutationObserver(() => onChange());
  const options: MutationObserverInit = { attributes: true, attributeFilter: ['lang'], subtree: true };
  for (let node: Node = el; ;) {
    const root = node.getRootNode();
    if (root instanceof ShadowRoot) {
      observer.observe(root, options);
      node = root.host;
    } else {
      observer.observe(root instanceof Document ? root.documentElement : root, options);
      break;
    }
  }
  if (typeof document !== 'undefined' && el.getRootNode() !== document) {
    observer.observe(document.documentElement, options); // a detached tree still follows the page
  }
  return () => observer.disconnect();
}
