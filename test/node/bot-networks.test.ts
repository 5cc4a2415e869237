/**
 * The networks load per game (src/bot/networks.ts): only the game asked for, once; a synchronous
 * use before loading is a clear error; a load that fails is reported once and the game is then
 * played with the heuristic; every weights module has its loader (data-driven list).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startPosition, type GameId } from '../../src/engine/index.js';
import { HeuristicEvaluator } from '../../src/bot/heuristic.js';
import { NetworkStore } from '../../src/bot/networks.js';
import { NETWORKS } from '../../src/bot/weights/index.js';
import type { NetData } from '../../src/bot/net.js';
import { answer, BOT_PROTOCOL_VERSION, chooseMove, chooseMoveSync, networkStatus } from '../../src/bot/index.js';
import { repoRoot } from './helpers/paths.js';

/** The real loaders, counting how often each game's is called. */
function counting(): { loaders: Partial<Record<GameId, () => Promise<NetData>>>; calls: Partial<Record<GameId, number>> } {
  const calls: Partial<Record<GameId, number>> = {};
  const loaders = Object.fromEntries(
    Object.entries(NETWORKS).map(([g, load]) => [g, () => ((calls[g as GameId] = (calls[g as GameId] ?? 0) + 1), load!())]),
  ) as Partial<Record<GameId, () => Promise<NetData>>>;
  return { loaders, calls };
}

test('every weights module has its loader, and nothing else does', () => {
  const files = fs.readdirSync(path.join(repoRoot, 'src/bot/weights')).filter((f) => f.endsWith('.ts') && f !== 'index.ts');
  assert.deepEqual(Object.keys(NETWORKS).sort(), files.map((f) => f.replace(/\.ts$/, '')).sort());
});

test('loading one game loads only its network, once, however many ask at the same time', async () => {
  const { loaders, calls } = counting();
  const store = new NetworkStore(loaders);
  assert.equal(store.status('treta'), 'unloaded');
  const asks = [store.load('treta'), store.load('treta')];
  assert.equal(store.status('treta'), 'loading');
  assert.deepEqual(await Promise.all(asks), [true, true]);
  assert.equal(await store.load('treta'), true);
  assert.deepEqual(calls, { treta: 1 });
  assert.equal(store.status('treta'), 'loaded');
  assert.equal(store.status('prva'), 'unloaded');
  // Backgammon is judged by Prva's network (B1), and a game without one loads nothing.
  assert.equal(await store.load('backgammon'), true);
  assert.equal(await store.load('vtora'), Object.hasOwn(NETWORKS, 'vtora'));
  assert.deepEqual(calls, { treta: 1, prva: 1, ...(Object.hasOwn(NETWORKS, 'vtora') ? { vtora: 1 } : {}) });
});

test('a synchronous use before the network is loaded is a clear error; after loading, the network judges', async () => {
  const store = new NetworkStore(counting().loaders);
  const pos = startPosition('prva', 'macedonian', 'white');
  assert.throws(() => store.evaluator.evaluate(pos), /the prva network is not loaded yet: await loadNetworks\(\)/);
  assert.throws(() => store.require('backgammon'), /prva network is not loaded/);
  await store.loadAll(['prva']);
  const o = store.evaluator.evaluate(pos);
  assert.notDeepEqual(o, new HeuristicEvaluator().evaluate(pos), 'the network, not the heuristic');
  assert.ok(o.win > 0.3 && o.win < 0.7, `start position: about even (${o.win})`);
});

test('a network that fails to load is reported once, naming the game; the heuristic plays that game from then on', async () => {
  const heuristic = new HeuristicEvaluator();
  const store = new NetworkStore({ ...counting().loaders, fevga: () => Promise.reject(new Error('404 tabla-board.net-fevga.js')) }, heuristic);
  await assert.rejects(store.load('fevga'), /could not load the fevga network \(playing with the heuristic\): 404 tabla-board\.net-fevga\.js/);
  assert.equal(store.status('fevga'), 'failed');
  assert.equal(await store.load('fevga'), false, 'not tried again, not reported again');
  const pos = startPosition('fevga', 'macedonian', 'white');
  assert.deepEqual(store.evaluator.evaluate(pos), heuristic.evaluate(pos));
  await assert.rejects(
    store.loadAll(['prva', 'fevga']).then(() => Promise.reject(new Error('loadAll hides nothing'))),
    /loadAll hides nothing/,
  );
  assert.equal(store.status('prva'), 'loaded', 'the other games still load');
});

test('chooseMove loads the network of the game played, and the sync call works once it is loaded', async () => {
  const pos = startPosition('treta', 'macedonian', 'white');
  assert.throws(() => chooseMoveSync(pos, [6, 5], { level: 'hard' }), /the treta network is not loaded yet/);
  chooseMoveSync(pos, [6, 5], { level: 'easy' }); // easy plays with the heuristic: nothing to load
  assert.equal(networkStatus('treta'), 'unloaded');
  await chooseMove(pos, [6, 5], { level: 'hard', seed: 1 });
  assert.equal(networkStatus('treta'), 'loaded');
  assert.equal(networkStatus('fevga'), Object.hasOwn(NETWORKS, 'fevga') ? 'unloaded' : 'none', 'other games are not loaded');
  assert.ok(chooseMoveSync(pos, [6, 5], { level: 'hard', seed: 1 }).steps.length > 0);
});

test('the worker protocol loads the network before a blocking answer, and names bad hint input', async () => {
  const pos = startPosition('fevga', 'macedonian', 'white');
  const play = await answer({ type: 'choose', id: 1, position: pos, dice: [3, 1], level: 'master', timeBudgetMs: 60_000 }, true);
  assert.equal(play.type, 'play');
  assert.equal('warning' in play, false);
  assert.equal(networkStatus('fevga'), Object.hasOwn(NETWORKS, 'fevga') ? 'loaded' : 'none');
  const prva = startPosition('prva', 'macedonian', 'white');
  const hints = await answer({ type: 'hint', id: 2, position: prva, dice: [3, 1], count: 2 }, true);
  assert.ok(hints.type === 'hints' && hints.plays.length === 2 && hints.plays[0].equity >= hints.plays[1].equity, JSON.stringify(hints));
  assert.deepEqual(await answer({ type: 'hint', id: 3, position: pos, dice: [7, 1] }, true), {
    type: 'error',
    id: 3,
    code: 'bad-dice',
    message: 'bad dice [7,1]: die out of range 1–6: 7',
  });
  assert.deepEqual(await answer({ type: 'ping', id: 4 }, true), { type: 'pong', id: 4, version: BOT_PROTOCOL_VERSION });
});
