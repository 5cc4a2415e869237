import { TablaBoard } from './element/tabla-board.component.js';
// The board's events in the DOM's event map (typed `$event.detail` in handlers and templates).
import './element/events.js';

export { TablaBoard };

// Guarded, so that a second copy on the page (script tag and npm) is harmless.
if (!customElements.get('tabla-board')) {
  customElements.define('tabla-board', TablaBoard);
}

declare global {
  interface HTMLElementTagNameMap {
    'tabla-board': TablaBoard;
  }
}
