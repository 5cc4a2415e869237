/**
 * The bot as one self-contained ES module for the script-tag build (`dist/cdn/tabla-board.worker.js`).
 * Started as a module worker it answers the board's messages; imported on the main thread (the
 * fallback where no worker can run) it only exports `answer` and `ready` and listens to nothing. Started as a worker it first posts `ready()` (which kernel runs). Either way
 * it fetches each game's network, `tabla-board.net-<game>.js`, from beside itself when first needed.
 */
import { answer, ready, type BotRequest } from './protocol.js';

export { answer, ready };

/** The parts of a worker's global scope used here (typed locally: the project compiles with lib dom). */
interface WorkerScope {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<BotRequest>) => void): void;
}

if ('WorkerGlobalScope' in globalThis) {
  const scope = globalThis as unknown as WorkerScope;
  scope.addEventListener('message', (event) => {
    void answer(event.data, true).then((response) => scope.postMessage(response));
  });
  scope.postMessage(ready());
}
