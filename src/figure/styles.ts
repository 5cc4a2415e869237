/**
 * The figure's look. `FIGURE_DRAWING_CSS`: the drawing's classes (inside `svg.tf`, so that they
 * can sit in another element's styles), coloured by the variables `--bd` (board), `--br` (bar and
 * tray), `--pa`/`--pb` (points), `--cw`/`--cb` (checkers), `--ln` (outlines), `--ar` (arrows and
 * marks), `--hl` (highlights), `--tx` (text), `--dc`/`--dp` (dice and cube, pips). `FIGURE_CSS`:
 * `<tabla-figure>`'s whole sheet, those variables for its light and dark themes
 * (`theme="light" | "dark"`, by default the page's colour scheme), the caption and the note.
 */
/** The drawing's classes, scoped to `svg.tf`; its colours from the variables above. */
export const FIGURE_DRAWING_CSS = `
svg.tf{display:block;width:100%;height:auto}
.tf .bd{fill:var(--bd)}.tf .br{fill:var(--br)}.tf .pa{fill:var(--pa)}.tf .pb{fill:var(--pb)}.tf .hl{fill:var(--hl)}
.tf .c-white{fill:var(--cw);stroke:var(--ln);stroke-width:1}.tf .c-black{fill:var(--cb);stroke:var(--ln);stroke-width:1}
.tf text{font:bold 10px system-ui,sans-serif;text-anchor:middle}.tf .n-white{fill:var(--cb)}.tf .n-black{fill:var(--cw)}
.tf .nm{font-weight:normal;font-size:8px;fill:var(--tx)}.tf .mk{fill:var(--ar);font-size:12px;text-anchor:start}
.tf .ar{stroke:var(--ar);stroke-width:2.5;fill:none}.tf .ar-h{fill:var(--ar)}
.tf .dc{fill:var(--dc);stroke:var(--ln)}.tf .dp{fill:var(--dp)}.tf .cu{fill:var(--dc);stroke:var(--ln)}.tf .cn{fill:var(--dp)}
`;

/** `<tabla-figure>`'s sheet: the themes' variables, the drawing, the caption and the note. */
export const FIGURE_CSS = `
:host{display:block;max-width:32rem;--bd:#e9dcc0;--br:#8a5a2b;--pa:#b5651d;--pb:#f4ecd8;--cw:#fffdf7;--cb:#2b2b2b;--ln:#3b2a1a;--ar:#c0262d;--hl:rgba(255,200,0,.45);--tx:#222;--dc:#fff;--dp:#111;color:var(--tx)}
:host([theme=dark]){--bd:#3a3127;--br:#1e1812;--pa:#8c4a16;--pb:#6b6255;--cw:#ece6da;--cb:#0d0d0d;--ln:#000;--ar:#ff6b6b;--hl:rgba(255,220,80,.35);--tx:#eee;--dc:#ddd;--dp:#111}
@media (prefers-color-scheme:dark){:host(:not([theme=light])){--bd:#3a3127;--br:#1e1812;--pa:#8c4a16;--pb:#6b6255;--cw:#ece6da;--cb:#0d0d0d;--ln:#000;--ar:#ff6b6b;--hl:rgba(255,220,80,.35);--tx:#eee;--dc:#ddd;--dp:#111}}
figure{margin:0}${FIGURE_DRAWING_CSS}
figcaption{font:0.9em system-ui,sans-serif;margin-top:.3em}.info{opacity:.8;margin-right:.5em}
.invalid{border:2px solid var(--ar);color:var(--ar);padding:.5em;font:0.9em system-ui,sans-serif;margin:0}
`;
