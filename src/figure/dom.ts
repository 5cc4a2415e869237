/**
 * Building the figure's DOM with DOM APIs only (no HTML strings), so it works on pages that
 * enforce Trusted Types: `el` for HTML elements, `svg` for SVG ones.
 */

/** Attribute values; numbers are written as they print. */
export type Attrs = Record<string, string | number>;
/** A child: a node, or a string drawn as a text node. */
export type Child = Node | string;

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Set the attributes and append the children of a new element. */
function fill<E extends Element>(e: E, attrs: Attrs, children: readonly Child[]): E {
  for (const k in attrs) e.setAttribute(k, String(attrs[k]));
  e.append(...children);
  return e;
}

/** An HTML element with attributes and children. */
export const el = (tag: string, attrs: Attrs = {}, ...children: Child[]): HTMLElement => fill(document.createElement(tag), attrs, children);

/** An SVG element with attributes and children. */
export const svg = (tag: string, attrs: Attrs = {}, ...children: Child[]): SVGElement =>
  fill(document.createElementNS(SVG_NS, tag) as SVGElement, attrs, children);
