/**
 * What `<tabla-board>` shows, gathered from its settings and its controllers: which way the board
 * faces (the viewer, white's corner, turned for a phone held upright), the board model (a study
 * tool's, a replay frame's or the match's), the players' names, and the view input that
 * view/board-view.ts draws.
 */
import type { Live } from '../../engine/live/types.js';
import { moverOf } from '../../engine/live/queries.js';
import type { Color } from '../../engine/types.js';
import { resolveLang } from '../../i18n/resolve.js';
import { defaultName, renderView } from '../view/board-view.js';
import { copyText, saveText } from '../view/clipboard.js';
import { orientationOf, viewerOf, type FacingInput } from '../view/facing.js';
import type { Orientation } from '../view/geometry.js';
import { modelOf, modelOfFrame, type BoardModel } from '../view/view-model.js';
import type { InputController } from '../input/input-controller.js';
import type { AttributeValues } from './attributes.js';
import type { DialogController } from './dialog-controller.js';
import type { MatchViewsGate } from './match-views-gate.js';
import type { MatchController } from './match-controller.js';
import type { NoticeController } from './notice-controller.js';
import { portraitOrientation, type PortraitController } from './portrait-controller.js';
import type { ReplayPlayer } from './replay-player.js';
import type { StudyGate } from './study-gate.js';

/** The element's controllers the view reads, and what it does for the view. */
export interface ViewParts {
  match: MatchController;
  replayer: ReplayPlayer;
  study: StudyGate;
  inputs: InputController;
  portrait: PortraitController;
  dialogs: DialogController;
  notices: NoticeController;
  matchViews: MatchViewsGate;
  /** Runs `fn` in the element's language. */
  run<T>(fn: () => T): T;
  /** Starts a new match (the New match button). */
  newMatch(): void;
}

/** The board's view: facing, model, names and the drawing's input. */
export class ViewController {
  constructor(
    private readonly host: HTMLElement & AttributeValues,
    private readonly parts: () => ViewParts,
  ) {}

  /** A figure: a read-only board that is not a replay (no match text, nothing interactive). */
  get figure(): boolean {
    return this.host.readonly && !this.parts().replayer.frames;
  }

  /** The side the board is drawn for (whose numbering its labels use). */
  viewer(): Color {
    return viewerOf(this.facing());
  }

  /** The orientation drawn: the facing's, or turned for a phone held upright so that the home stays in the corner the attribute names. */
  orientation(): Orientation {
    const o = orientationOf(this.facing());
    return this.parts().portrait.portrait ? portraitOrientation(o) : o;
  }

  /** The players' names shown (their colours when none is set). */
  names(): Record<Color, string> {
    const h = this.host;
    return this.parts().run(() => ({ white: defaultName('white', h.whiteName), black: defaultName('black', h.blackName) }));
  }

  /** The board model drawn: a study tool's, the replay frame's, or the match's. */
  model(): BoardModel {
    const { study, replayer, inputs, match } = this.parts();
    const view = { orientation: this.orientation(), viewer: this.viewer(), focus: inputs.focusSlot };
    const shown = study.model(view);
    if (shown) return shown;
    if (replayer.frames) return modelOfFrame(replayer.frame!, view);
    return modelOf(match.live, { ...view, drag: inputs.drag });
  }

  /** The element's template. */
  render() {
    const h = this.host;
    const p = this.parts();
    const l: Live = p.match.live;
    const model = this.model();
    const figure = this.figure;
    return renderView({
      live: l,
      model,
      now: p.match.driver.now(),
      frame: p.replayer.frame,
      figure,
      invalidPosition: figure ? p.match.invalidPosition : null,
      caption: h.caption,
      names: this.names(),
      readonly: h.readonly,
      replay: p.replayer.controls(),
      ...p.dialogs.view(l),
      ...p.study.view(l, model, !!p.replayer.frames),
      hints: h.hints,
      moveList: h.moveList,
      matchViews: p.matchViews.views,
      ...p.notices.view(p.matchViews.views),
      lang: resolveLang(h),
      portrait: p.portrait.portrait,
      gameFilter: h.game,
      input: p.inputs.input,
      moves: { copy: copyText, save: saveText },
      on: { ...p.inputs.on, ...p.dialogs.on, newMatch: p.newMatch, hint: () => void p.study.hint() },
    });
  }

  private facing(): FacingInput {
    const { match, replayer } = this.parts();
    const h = this.host;
    return {
      orientation: h.orientation,
      autoFlip: h.autoFlip,
      players: { white: h.whitePlayer, black: h.blackPlayer },
      mover: moverOf(match.live),
      game: match.live.state.game,
      replay: !!replayer.frames,
    };
  }
}
