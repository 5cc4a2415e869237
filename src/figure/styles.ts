/** The figure's look: light and dark themes (`theme="light" | "dark"`, by default the page's colour scheme). */
export const FIGURE_CSS = `
:host{display:block;max-width:32rem;--bd:#e9dcc0;--br:#8a5a2b;--pa:#b5651d;--pb:#f4ecd8;--cw:#fffdf7;--cb:#2b2b2b;--ln:#3b2a1a;--ar:#c0262d;--hl:rgba(255,200,0,.45);--tx:#222;--dc:#fff;--dp:#111;color:var(--tx)}
:host([theme=dark]){--bd:#3a3127;--br:#1e1812;--pa:#8c4a16;--pb:#6b6255;--cw:#ece6da;--cb:#0d0d0d;--ln:#000;--ar:#ff6b6b;--hl:rgba(255,220,80,.35);--tx:#eee;--dc:#ddd;--dp:#111}
@media (prefers-color-scheme:dark){:host(:not([theme=light])){--bd:#3a3127;--br:#1e1812;--pa:#8c4a16;--pb:#6b6255;--cw:#ece6da;--cb:#0d0d0d;--ln:#000;--ar:#ff6b6b;--hl:rgba(255,220,80,.35);--tx:#eee;--dc:#ddd;--dp:#111}}
figure{margin:0}svg{display:block;width:100%;height:auto}
.bd{fill:var(--bd)}.br{fill:var(--br)}.pa{fill:var(--pa)}.pb{fill:var(--pb)}.hl{fill:var(--hl)}
.c-white{fill:var(--cw);stroke:var(--ln);stroke-width:1}.c-black{fill:var(--cb);stroke:var(--ln);stroke-width:1}
text{font:bold 10px system-ui,sans-serif;text-anchor:middle}.n-white{fill:var(--cb)}.n-black{fill:var(--cw)}
.nm{font-weight:normal;font-size:8px;fill:var(--tx)}.mk{fill:var(--ar);font-size:12px;text-anchor:start}
.ar{stroke:var(--ar);stroke-width:2.5;fill:none}.ar-h{fill:var(--ar)}
.dc{fill:var(--dc);stroke:var(--ln)}.dp{fill:var(--dp)}.cu{fill:var(--dc);stroke:var(--ln)}.cn{fill:var(--dp)}
figcaption{font:0.9em system-ui,sans-serif;margin-top:.3em}.info{opacity:.8;margin-right:.5em}
.invalid{border:2px solid var(--ar);color:var(--ar);padding:.5em;font:0.9em system-ui,sans-serif;margin:0}
`;
