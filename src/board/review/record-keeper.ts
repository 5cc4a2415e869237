/**
 * The board's own match as a `tabla-match` record, kept from the board's events while it is
 * played (each opening roll, play, cube action, resignation and timeout, with the match state after it),
 * so that the match can be reviewed and analysed at any time. Restarted with every new match;
 * a match resumed from a saved or given state is recorded from that position on.
 */
import type { MatchState } from '../../engine/match.js';
import { positionToJSON } from '../../engine/position-json.js';
import { samePosition, startPosition } from '../../engine/position.js';
import { buildMoveAction, buildRecord, withAction } from '../../engine/match-file/record-builder.js';
import type { MatchRecord, RecordAction } from '../../engine/match-file/record-types.js';
import type { TablaEventMap } from '../../engine/live/events.js';

/** The events the keeper reads. */
export const RECORDED_EVENTS = ['tabla-roll', 'tabla-move', 'tabla-double', 'tabla-take', 'tabla-pass', 'tabla-timeout', 'tabla-game-end'] as const;

type Recorded = (typeof RECORDED_EVENTS)[number];

export class RecordKeeper {
  /** The record so far, or null before a match starts. */
  record: MatchRecord | null = null;
  private last: MatchState | null = null;

  /** A copy of the record so far (plain JSON data), or null. */
  copy(): MatchRecord | null {
    return this.record ? (JSON.parse(JSON.stringify(this.record)) as MatchRecord) : null;
  }

  /** Starts a new record at `state` (a new match, or one resumed: its position is the first game's start). */
  start(state: MatchState, players: { white: string; black: string }): void {
    let record = buildRecord(state, players);
    const fresh = state.phase === 'opening' || samePosition(state.position, startPosition(state.game, state.position.tradition, state.position.turn));
    if (!fresh || state.gameNumber > 0) {
      record = { ...record, games: [{ game: state.game, score: { ...state.score }, start: positionToJSON(state.position), actions: [], result: null }] };
    }
    this.record = record;
    this.last = state;
  }

  /** Records what an event of the board says happened; `state` is the match state after it. */
  event<K extends Recorded>(name: K, detail: TablaEventMap[K], state: MatchState): void {
    if (!this.record || !this.last) return;
    const action = actionOf(name, detail);
    if (!action) return;
    // The board's own events and states: built without the checks of recorder.ts.
    this.record = withAction(this.record, this.last, action, state);
    this.last = state;
  }
}

function actionOf(name: Recorded, detail: unknown): RecordAction | null {
  switch (name) {
    case 'tabla-roll': {
      const d = detail as TablaEventMap['tabla-roll'];
      // A roll is recorded with the play that uses it.
      return d.opening ? { type: 'opening', dice: { white: d.dice[0], black: d.dice[1] } } : null;
    }
    case 'tabla-move': {
      const d = detail as TablaEventMap['tabla-move'];
      return buildMoveAction(d.player, d.dice, d.steps.map((s) => ({ from: s.from, to: s.to, die: s.die ?? 0 })));
    }
    case 'tabla-double':
    case 'tabla-pass':
      return { type: name === 'tabla-double' ? 'double' : 'pass', player: (detail as { player: 'white' | 'black' }).player };
    case 'tabla-take': {
      const d = detail as TablaEventMap['tabla-take'];
      return { type: d.beaver ? 'beaver' : 'take', player: d.player };
    }
    case 'tabla-timeout':
      return { type: 'timeout', player: (detail as TablaEventMap['tabla-timeout']).player };
    case 'tabla-game-end': {
      const d = detail as TablaEventMap['tabla-game-end'];
      return d.kind === 'resign' && d.winner ? { type: 'resign', player: d.winner === 'white' ? 'black' : 'white' } : null;
    }
  }
}
