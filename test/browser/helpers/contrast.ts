/**
 * WCAG contrast of every text a board shows, measured as a person sees it: each text's colour
 * (an SVG text's fill) against what is painted under it — the first opaque background of its
 * ancestors (through shadow roots), or for an SVG text the filled shape under its centre — with
 * the opacity of the text and its ancestors blended in. The page's own canvas is the last layer.
 */

type RGBA = [number, number, number, number];

/** A computed CSS colour as RGBA (0–255, alpha 0–1); the canvas for `transparent`. */
export function rgba(color: string): RGBA {
  const probe = document.createElement('canvas').getContext('2d')!;
  probe.fillStyle = '#000';
  probe.fillStyle = color;
  probe.clearRect(0, 0, 1, 1);
  probe.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
  return [r, g, b, a / 255];
}

/** `top` painted over `under` (opaque). */
const over = (top: RGBA, under: RGBA): RGBA => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat(1) as RGBA;

function luminance([r, g, b]: RGBA): number {
  const c = [r, g, b].map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

/** The contrast ratio of two opaque colours (1–21). */
export function ratio(a: RGBA, b: RGBA): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

const parentOf = (e: Element): Element | null => e.parentElement ?? ((e.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;

/** The page's canvas colour in the colour scheme in use. */
function canvas(): RGBA {
  const probe = document.createElement('div');
  probe.style.background = 'Canvas';
  document.body.append(probe);
  const c = rgba(getComputedStyle(probe).backgroundColor);
  probe.remove();
  return c;
}

/** The product of the opacities of `e` and its ancestors. */
function opacityOf(e: Element): number {
  let o = 1;
  for (let n: Element | null = e; n; n = parentOf(n)) o *= Number(getComputedStyle(n).opacity);
  return o;
}

/** What is painted under an HTML element: its ancestors' backgrounds, blended down to the canvas. */
function backgroundOf(e: Element): RGBA {
  const layers: RGBA[] = [];
  for (let n: Element | null = e; n; n = parentOf(n)) {
    const c = rgba(getComputedStyle(n).backgroundColor);
    if (c[3] > 0) layers.push(c);
    if (c[3] === 1) break;
  }
  return layers.reduceRight((under, top) => over(top, under), canvas());
}

/** What is painted under an SVG text: the topmost filled shape (not text) at its centre. */
function svgBackgroundOf(text: SVGTextElement): RGBA {
  text.scrollIntoView({ block: 'center', inline: 'center' });
  const r = text.getBoundingClientRect();
  const root = text.getRootNode() as ShadowRoot;
  const svgRoot = text.ownerSVGElement!;
  const hits = root
    .elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    .filter((h) => svgRoot.contains(h) && h !== svgRoot && !(h instanceof SVGTextElement));
  const layers: RGBA[] = [];
  for (const h of hits) {
    const fill = rgba(getComputedStyle(h).fill);
    const c: RGBA = [fill[0], fill[1], fill[2], fill[3] * Number(getComputedStyle(h).fillOpacity) * opacityOf(h)];
    if (c[3] > 0) layers.push(c);
    if (c[3] === 1) break;
  }
  if (layers.length === 0) throw new Error(`nothing painted under the text "${text.textContent}"`);
  return layers.reduceRight((under, top) => over(top, under), backgroundOf(svgRoot));
}

/** One text shown and its contrast. */
export interface TextContrast {
  text: string;
  ratio: number;
  where: string;
}

/** Every visible text of `root` (a shadow root), with its contrast; disabled buttons are left out (WCAG 1.4.3 exempts them). */
export function textContrasts(root: ShadowRoot): TextContrast[] {
  // As a person reads it: once the entrance animations are over.
  for (const a of root.getAnimations()) a.finish();
  const out: TextContrast[] = [];
  const walk = (n: Element): void => {
    if (n.closest('button:disabled, .sr-only')) return;
    const own = [...n.childNodes]
      .filter((c) => c.nodeType === Node.TEXT_NODE && c.textContent!.trim())
      .map((c) => c.textContent!.trim())
      .join(' ');
    const box = n.getBoundingClientRect();
    if (own && box.width > 0 && box.height > 0 && getComputedStyle(n).visibility !== 'hidden') {
      const style = getComputedStyle(n);
      const isSvg = n instanceof SVGTextElement || n instanceof SVGTSpanElement;
      const text = n instanceof SVGTSpanElement ? (n.closest('text') as SVGTextElement) : (n as SVGTextElement);
      const under = isSvg ? svgBackgroundOf(text) : backgroundOf(n);
      const c = rgba(isSvg ? style.fill : style.color);
      const ink: RGBA = [c[0], c[1], c[2], c[3] * opacityOf(n) * (isSvg ? Number(style.fillOpacity) : 1)];
      out.push({
        text: own.slice(0, 40),
        ratio: Math.round(ratio(over(ink, under), under) * 100) / 100,
        where: `${n.tagName.toLowerCase()}.${[...n.classList].join('.')}`,
      });
    }
    for (const child of n.children) walk(child);
  };
  for (const child of root.children) walk(child);
  return out;
}
