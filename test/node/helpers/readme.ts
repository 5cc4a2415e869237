/** The fenced code blocks of README.md, for the tests that run them. */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.js';

export interface CodeBlock {
  /** The info string's first word: sh, js, html, text… */
  readonly lang: string;
  /** The info string after the first word (`fragment`, `output: tabla …`). */
  readonly info: string;
  readonly code: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  /** The prose between the previous block and this one. */
  readonly before: string;
}

/** Every fenced block of a Markdown text, in order. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split('\n');
  let prose: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = lines[i].match(/^```(\w*)\s*(.*)$/);
    if (!open) {
      prose.push(lines[i]);
      continue;
    }
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i].startsWith('```'); i++) body.push(lines[i]);
    blocks.push({ lang: open[1], info: open[2], code: body.join('\n') + '\n', line: start + 1, before: prose.join('\n') });
    prose = [];
  }
  return blocks;
}

export const readme = (): string => fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
