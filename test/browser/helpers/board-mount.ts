/**
 * Mounts a template with several boards without open-wc's `fixture()` for non-Lit roots, which
 * waits for an animation frame — and frames do not come to a background page while
 * web-test-runner runs test files side by side.
 */
import { render, type TemplateResult } from 'lit';
import type { TablaBoard } from '../../../src/board/element/tabla-board.component.js';

const mounted: HTMLElement[] = [];

/** Renders `template` into a fresh container in the body and waits for every board in it to render. */
export async function mount<T extends HTMLElement = HTMLDivElement>(template: TemplateResult): Promise<T> {
  const host = document.createElement('div');
  document.body.append(host);
  mounted.push(host);
  render(template, host);
  const root = host.firstElementChild as T;
  await Promise.all([...host.querySelectorAll<TablaBoard>('tabla-board')].map((b) => b.updateComplete));
  return root;
}

/** Removes everything `mount` added. */
export function unmountAll(): void {
  for (const el of mounted.splice(0)) el.remove();
}
