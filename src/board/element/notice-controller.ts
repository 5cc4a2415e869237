/**
 * What the board says: the live region's announcement (a notice of the match, a replay frame, a
 * study tool's words) and the last cube action, shown in words until the next roll. Re-renders
 * its element when either changes. A refusal's words come with the match's occasional views
 * (view/match-views.ts, which the board loads when a refusal is shown): the refusal is announced
 * once they are there.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Notice } from '../../engine/live/events.js';
import { formatPlay } from '../../engine/notation/moves.js';
import type { Color, GameId } from '../../engine/types.js';
import { colorName, noticeText, t } from '../text/messages.js';
import { pointWords } from '../text/point-words.js';
import { cubeNoticeText } from '../view/cube-panel.js';
import type { ReplayFrame } from '../view/replay.js';
import type * as MatchViews from '../view/match-views.js';
import type { Refusal } from '../../engine/live/explain.js';

/** A cube action's notice (shown until the next roll). */
type CubeNotice = Extract<Notice, { kind: 'double' | 'double-rejected' | 'take' | 'cube-pass' }>;

/** What the notices need of their element. */
export interface NoticeContext {
  /** Runs `fn` in the element's language. */
  run<T>(fn: () => T): T;
  /** The side whose numbering the point words use. */
  viewer(): Color;
  /** The game played. */
  game(): GameId;
  /** The players' names shown. */
  names(): Record<Color, string>;
}

/** The board's announcement and cube notice. */
export class NoticeController {
  private announcement = '';
  /** The refusal announced (its words are made when drawn), or null. */
  private refusal: Refusal | null = null;
  private cubeNotice: CubeNotice | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly context: NoticeContext,
  ) {}

  /** Announces `text` (a function of the language, run in the element's). */
  say(text: () => string): void {
    this.set(this.context.run(text), this.cubeNotice);
  }

  /** Announces a replay frame: the play shown and its caption. */
  frameShown(f: ReplayFrame): void {
    this.say(() => (f.mover ? `${t.played(colorName(f.mover), formatPlay(f.steps))}. ${f.caption}` : f.caption));
  }

  /** Announces a notice of the match; a cube action is also shown until the next roll. */
  noticed(n: Notice): void {
    if (n.kind === 'refusal') return this.set('', this.cubeNotice, n.refusal);
    const game = this.context.game();
    const text = this.context.run(() => noticeText(n, colorName, game, pointWords(this.context.viewer(), game)));
    const cube = n.kind === 'double' || n.kind === 'double-rejected' || n.kind === 'take' || n.kind === 'cube-pass';
    this.set(text, cube ? n : n.kind === 'roll' || n.kind === 'opening-roll' ? null : this.cubeNotice);
  }

  /** Says nothing (a new match). */
  clear(): void {
    this.set('', null);
  }

  /** The view's announcement and cube notice in words (`views`: the refusal's words, null while they load). */
  view(views: typeof MatchViews | null): { announcement: string; cubeNotice: string } {
    const names = this.context.names();
    const refusal = this.refusal;
    const announcement = refusal ? (views ? this.context.run(() => views.refusalText(refusal)) : '') : this.announcement;
    return { announcement, cubeNotice: this.cubeNotice ? cubeNoticeText(this.cubeNotice, (c) => names[c]) : '' };
  }

  private set(announcement: string, cubeNotice: CubeNotice | null, refusal: Refusal | null = null): void {
    if (announcement === this.announcement && cubeNotice === this.cubeNotice && refusal === this.refusal) return;
    this.announcement = announcement;
    this.cubeNotice = cubeNotice;
    this.refusal = refusal;
    this.host.requestUpdate();
  }
}
