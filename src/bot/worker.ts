/**
 * The bot's Web Worker entry. Built twice: as `dist/bot/worker.js` (npm build, a module worker
 * started with `new URL('./worker.js', import.meta.url)`) and as one self-contained script that
 * the script-tag build inlines as a Blob URL (also shipped as `dist/cdn/tabla-board.worker.js`
 * for sites that host the worker themselves).
 */
import { answer, ready, type BotRequest } from './protocol.js';

/** The parts of a worker's global scope used here (typed locally: the project compiles with lib dom). */
interface WorkerScope {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<BotRequest>) => void): void;
}

const scope = globalThis as unknown as WorkerScope;

scope.addEventListener('message', (event) => {
  void answer(event.data, true, undefined, (m) => scope.postMessage(m)).then((response) => scope.postMessage(response));
});
// First message: the worker loaded, and whether WebAssembly may run in it (its CSP may forbid it).
scope.postMessage(ready());
