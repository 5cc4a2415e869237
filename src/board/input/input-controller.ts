/**
 * A person's input on the board (a reactive controller): clicks, drags and keys turned into
 * live-match actions (board-input.ts, drag.ts, keyboard.ts), the keyboard focus (a roving
 * tabindex over the places, kept on a movable checker at the start of a turn), and R pressed
 * anywhere on a page with one interactive board. An action that is not allowed now (a stale
 * click) does nothing; nothing here decides a rule.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { canRoll, humanToAct, movable, moverOf } from '../../engine/live/queries.js';
import type { LiveAction } from '../../engine/live/actions.js';
import type { Live } from '../../engine/live/types.js';
import { dropOn, nextMovable, onBoardClick, onKeydown, pickSlot, type InputHost } from './input-actions.js';
import { DragController } from './drag-controller.js';
import { slotOf, type Orientation, type Slot } from '../view/geometry.js';
import type { BoardModel } from '../view/view-model.js';

/** What the controller needs from its element. */
export interface InputElement extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** The `auto-confirm` setting. */
  readonly autoConfirm: boolean;
  /** The `quick-move` setting. */
  readonly quickMove: boolean;
}

/** What the controller asks its element. */
export interface InputHooks {
  /** The committed live match. */
  live(): Live;
  /** Reduces an action. @throws Error when it is not allowed now. */
  dispatch(action: LiveAction): boolean;
  /** The orientation drawn now. */
  orientation(): Orientation;
  /** Whether the drawing is turned a quarter (portrait). */
  turned(): boolean;
  /** Whether a checker on `slot` may be dragged now. */
  canDrag(slot: Slot): boolean;
  /** True when this board takes R pressed on the page (interactive: not read-only, not a replay). */
  interactive(): boolean;
  /** A person confirms a complete turn (through the tutor, when it is on). */
  confirm(): void;
  /** The mode that takes the board's clicks, keys and drags now (the set-up mode, the review), or null in play. */
  mode(): BoardMode | null;
  /** The place a checker still sliding there is drawn over at a client point, or null. */
  slidingAt(x: number, y: number): Slot | null;
}

/** A mode that takes the board's clicks, keys and drags instead of the match (the set-up mode, the review). */
export interface BoardMode {
  /** A key pressed on the board; `setFocus` moves the roving focus. */
  key(e: KeyboardEvent, focus: Slot, setFocus: (slot: Slot) => void): void;
  /** A click on the board. */
  click(e: MouseEvent, setFocus: (slot: Slot) => void): void;
  /** Whether a checker on `slot` may be dragged. */
  canDrag(slot: Slot): boolean;
  /** A checker dragged from `from` was dropped on `to` (null: off the board). */
  drop(from: Slot, to: Slot | null): void;
}

/** Each board on the page and whether it is interactive now (for the page's R key). */
const interactiveBoards = new WeakMap<HTMLElement, () => boolean>();

/** A person's input (see the file comment). */
export class InputController implements ReactiveController {
  /** The focused place (roving tabindex). */
  focusSlot: Slot = 'p1';
  /** The checker being dragged and where the pointer is, or null. */
  drag: BoardModel['drag'] = null;
  /** The handlers' view of the element, for the render functions. */
  readonly input: InputHost;
  private readonly dragger: DragController;
  private hadFocus = false;
  private focusTurn: Live['play']['turn'] = null;

  constructor(
    private readonly host: InputElement,
    private readonly hooks: InputHooks,
  ) {
    this.input = {
      live: () => hooks.live(),
      act: (action) => this.act(action),
      pressRoll: () => this.pressRoll(),
      orientation: () => hooks.orientation(),
      turned: () => hooks.turned(),
      focus: (slot) => this.focus(slot),
      suppressClick: () => this.dragger.suppressClick,
      quick: () => host.quickMove,
      slidingAt: (x, y) => hooks.slidingAt(x, y),
    };
    this.dragger = new DragController({
      svg: () => host.renderRoot.querySelector('svg.board'),
      orientation: () => hooks.orientation(),
      canDrag: (slot) => hooks.mode()?.canDrag(slot) ?? hooks.canDrag(slot),
      slidingAt: (x, y) => (hooks.mode() ? null : hooks.slidingAt(x, y)),
      dragged: (d) => {
        if (d && hooks.live().play.selected === null && !hooks.mode()) pickSlot(this.input, d.slot);
        this.drag = d;
        host.requestUpdate();
      },
      dropped: (from, to) => {
        const mode = hooks.mode();
        if (mode) mode.drop(from, to);
        else dropOn(this.input, from, to);
      },
    });
    interactiveBoards.set(host, () => hooks.interactive());
    host.addController(this);
  }

  /** The board's event handlers. */
  readonly on = {
    keydown: (e: KeyboardEvent) => {
      const refocus = (slot: Slot) => void this.host.updateComplete.then(() => this.focusedPlace(slot)?.focus());
      const mode = this.hooks.mode();
      if (mode) mode.key(e, this.focusSlot, (slot) => (this.focus(slot), refocus(slot)));
      else onKeydown(this.input, e, refocus);
    },
    click: (e: MouseEvent) => {
      const mode = this.hooks.mode();
      if (!mode) onBoardClick(this.input, e);
      else if (!this.dragger.suppressClick) mode.click(e, (slot) => this.focus(slot));
    },
    pointerdown: (e: PointerEvent) => this.dragger.down(e),
  };

  hostConnected(): void {
    document.addEventListener('keydown', this.globalKey);
  }

  hostDisconnected(): void {
    document.removeEventListener('keydown', this.globalKey);
    this.dragger.dispose();
  }

  hostUpdate(): void {
    this.hadFocus = !!this.host.shadowRoot?.activeElement;
    this.focusMovable();
  }

  hostUpdated(): void {
    // Keep keyboard focus on the focused place after a re-render moved it (roving tabindex),
    // and inside the board when the focused button or the dice went away (Roll, Done).
    const active = this.host.shadowRoot?.activeElement;
    if (this.hadFocus && !active) this.focusedPlace(this.focusSlot)?.focus();
    else if (active instanceof Element && active.hasAttribute('data-slot') && active.getAttribute('data-slot') !== this.focusSlot)
      this.focusedPlace(this.focusSlot)?.focus();
  }

  /** A user's input: an action that is not allowed now (a stale click) does nothing. With `auto-confirm`, a complete turn is confirmed. */
  act(action: LiveAction): void {
    try {
      if (action.type === 'confirm') return this.hooks.confirm();
      this.hooks.dispatch(action);
      const l = this.hooks.live();
      if (this.host.autoConfirm && humanToAct(l) && l.play.turn && l.play.turn.steps.length > 0 && l.play.turn.isComplete()) this.hooks.confirm();
    } catch {
      // nothing to do: the button or key no longer applies
    }
  }

  /** The Roll button (or R key): rolls, or with external dice asks the host for the roll. */
  pressRoll(): void {
    this.act(this.hooks.live().settings.externalDice ? { type: 'ask-dice' } : { type: 'roll' });
  }

  private focus(slot: Slot): void {
    this.focusSlot = slot;
    this.host.requestUpdate();
  }

  private focusedPlace(slot: Slot): SVGElement | null {
    return this.host.renderRoot.querySelector(`[data-slot="${slot}"]`);
  }

  /** At the start of a person's turn (and after each step), the keyboard focus goes to a movable checker. */
  private focusMovable(): void {
    const l = this.hooks.live();
    if (l.play.turn === this.focusTurn) return;
    this.focusTurn = l.play.turn;
    if (!humanToAct(l) || l.state.phase !== 'moving' || l.play.selected !== null) return;
    const mine = movable(l).map((p) => slotOf(p, moverOf(l), l.state.game));
    if (mine.length > 0 && !mine.includes(this.focusSlot)) this.focusSlot = nextMovable(this.input, this.focusSlot) ?? this.focusSlot;
  }

  /**
   * R pressed anywhere on the page rolls on this board when it is the page's only interactive
   * board and the key is not meant for something else (a text field, a key with Ctrl/Alt/Meta,
   * a press inside another board). Inside a board, its own keys apply.
   */
  private readonly globalKey = (e: KeyboardEvent): void => {
    if (e.defaultPrevented || (e.key !== 'r' && e.key !== 'R') || e.ctrlKey || e.altKey || e.metaKey) return;
    if (
      e
        .composedPath()
        .some(
          (n) => n instanceof HTMLElement && (n.localName === 'tabla-board' || n.isContentEditable || ['input', 'textarea', 'select'].includes(n.localName)),
        )
    )
      return;
    const boards = [...document.querySelectorAll<HTMLElement>('tabla-board')].filter((b) => interactiveBoards.get(b)?.() === true);
    if (boards.length !== 1 || boards[0] !== this.host || !this.hooks.interactive() || !canRoll(this.hooks.live())) return;
    e.preventDefault();
    this.pressRoll();
  };
}
