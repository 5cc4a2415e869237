/**
 * The script-tag build's entry (`dist/cdn/tabla-board.min.js`): registers `<tabla-board>` like the
 * package's entry (src/index.ts) and exports the same classes but two, each a chunk of its own:
 * `TablaRules`, which this entry starts loading right after the core, without a board waiting for
 * it (`<tabla-rules>` is defined when it arrives: `customElements.whenDefined('tabla-rules')`), and
 * `BotClient`, which a board where the bot plays loads as it connects (a page imports it from
 * `tabla-board.bot-client.js`). The classic-script build (`tabla-board.iife.js`) is built from
 * src/index.ts and carries both inline.
 */
import { preloadRulesPanel } from './rules/rules-panel-part.js';
import { registerVersion } from './version.js';

// Warn when another version of tabla-board is on the same page (see ./version.ts).
registerVersion();

export { TablaBoard } from './board/tabla-board.js';
export { VERSION } from './version.js';

preloadRulesPanel();
