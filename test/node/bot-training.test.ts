// Training support (training/): TD(λ) targets and self-play records.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalPlays, seededDice, seededUint32, startPosition } from '../../src/engine/index.js';
import type { GameId } from '../../src/engine/index.js';
import { Net } from '../../src/bot/net.js';
import { inputCount } from '../../src/bot/features.js';
import { decidedChances, flipChances, lambdaTargets, OUTPUTS } from '../../training/td.js';
import { SelfPlayer } from '../../training/self-play.js';

const close = (a: ArrayLike<number>, b: ArrayLike<number>, eps = 1e-12) => {
  assert.equal(a.length, b.length);
  for (let i = 0; i < a.length; i++) assert.ok(Math.abs(a[i] - b[i]) <= eps, `index ${i}: ${a[i]} vs ${b[i]}`);
};

function randomNet(game: GameId, hidden = 8, seed = 3): Net {
  const r = seededUint32(seed);
  return new Net(inputCount(game), hidden, OUTPUTS).randomize(() => r() / 0x100000000, 0.1);
}

test('C6/D9 outcome chances of a decided game: single, mars, triple, for the winner and the loser', () => {
  close(decidedChances(1), [1, 0, 0, 0, 0]);
  close(decidedChances(2), [1, 1, 0, 0, 0]);
  close(decidedChances(3), [1, 1, 1, 0, 0]);
  close(decidedChances(-1), [0, 0, 0, 0, 0]);
  close(decidedChances(-2), [0, 0, 0, 1, 0]);
  close(decidedChances(-3), [0, 0, 0, 1, 1]);
  close(decidedChances(0), [0.5, 0, 0, 0, 0]);
});

test('flipping chances swaps the sides and is its own inverse', () => {
  const v = Float64Array.from([0.7, 0.2, 0.05, 0.1, 0.01]);
  const f = flipChances(v, new Float64Array(5));
  close(f, [0.3, 0.1, 0.01, 0.2, 0.05], 1e-15);
  close(flipChances(f, new Float64Array(5)), v, 1e-15);
});

test('λ-returns: λ = 1 is the outcome, λ = 0 the next value, each seen by the mover (flipped when the turn passes, kept after V5)', () => {
  // Three states: white (t0) → black (t1) → black again after a carried part-turn (t2), who wins a mars.
  const values = Float64Array.from([0.5, 0.1, 0, 0.1, 0, /* t1 */ 0.4, 0.1, 0.02, 0.2, 0.05, /* t2 */ 0.9, 0.3, 0.1, 0, 0]);
  const passed = Uint8Array.from([1, 0]);
  const final = decidedChances(2);
  const one = lambdaTargets(values, passed, final, 3, 1);
  close(one.subarray(10), [1, 1, 0, 0, 0]);
  close(one.subarray(5, 10), [1, 1, 0, 0, 0]); // t1 is black too: no flip
  close(one.subarray(0, 5), [0, 0, 0, 1, 0]); // white loses a mars
  const zero = lambdaTargets(values, passed, final, 3, 0);
  close(zero.subarray(5, 10), values.subarray(10, 15));
  close(zero.subarray(0, 5), [0.6, 0.2, 0.05, 0.1, 0.02]);
  const half = lambdaTargets(values, passed, final, 3, 0.5);
  close(half.subarray(5, 10), [0.95, 0.65, 0.05, 0, 0]);
  assert.throws(() => lambdaTargets(values, passed, final, 3, 1.5), /lambda must be within \[0, 1\], got 1.5/);
  assert.throws(() => lambdaTargets(values, passed, final, 9, 0.7), /9 states need 45 values/);
});

for (const game of ['prva', 'vtora', 'treta', 'fevga', 'nardy'] as GameId[]) {
  test(`self-play (${game}): a whole legal game, repeatable from its dice, values within [0, 1]`, () => {
    const player = new SelfPlayer(randomNet(game), game);
    const a = player.playGame(seededDice(11), 'white');
    const b = new SelfPlayer(randomNet(game), game).playGame(seededDice(11), 'white');
    assert.equal(a.states, b.states);
    assert.equal(a.whitePoints, b.whitePoints);
    close(a.values, b.values, 0);
    assert.equal(a.inputs.length, a.states);
    assert.equal(a.values.length, a.states * OUTPUTS);
    assert.equal(a.passed.length, a.states - 1);
    for (const v of a.values) assert.ok(v >= 0 && v <= 1);
    assert.ok(a.whitePoints !== 0 || game === 'treta', 'only Treta has draws (T5)');
    assert.ok(Math.abs(a.whitePoints) <= 3);
    // The final chances are the result seen by the last mover.
    assert.ok(a.final[0] === 1 || a.final[0] === 0 || a.final[0] === 0.5);
  });
}

test("self-play chooses legal plays: the chosen play is one of the engine's", () => {
  const player = new SelfPlayer(randomNet('prva'), 'prva');
  const pos = startPosition('prva');
  const play = player.choose(pos, [6, 1]);
  const keys = legalPlays(pos, [6, 1]).map((p) => JSON.stringify(p.position));
  assert.ok(keys.includes(JSON.stringify(play.position)));
});

test('training towards the λ-returns of a game lowers its error on that game', () => {
  const game: GameId = 'prva';
  const net = randomNet(game, 16, 5);
  const rec = new SelfPlayer(net, game).playGame(seededDice(5), 'black');
  const targets = lambdaTargets(rec.values, rec.passed, rec.final, rec.states, 1);
  const err = () => {
    let e = 0;
    const y = new Float64Array(OUTPUTS);
    for (let t = 0; t < rec.states; t++) {
      net.forward(rec.inputs[t], y);
      for (let k = 0; k < OUTPUTS; k++) e += (y[k] - targets[t * OUTPUTS + k]) ** 2;
    }
    return e;
  };
  const before = err();
  for (let epoch = 0; epoch < 5; epoch++) for (let t = 0; t < rec.states; t++) net.train(rec.inputs[t], targets.subarray(t * OUTPUTS, (t + 1) * OUTPUTS), 0.1);
  assert.ok(err() < before * 0.8, `error ${err()} should drop well below ${before}`);
});

test('self-play refuses a network without the five outputs', () => {
  assert.throws(() => new SelfPlayer(new Net(inputCount('prva'), 4, 3), 'prva'), /needs a network with 5 outputs, got 3/);
});

test('a forward pass from a nearby base input gives the full forward pass', () => {
  const net = randomNet('prva', 12, 9);
  const r = seededUint32(4);
  const base = new Float32Array(net.inputs).map(() => (r() % 3 === 0 ? 1 : 0));
  const x = Float32Array.from(base);
  for (let k = 0; k < 15; k++) x[r() % x.length] = (r() % 5) / 4;
  const full = net.forward(x, new Float64Array(OUTPUTS)).slice();
  const sums = net.hiddenSums(base, new Float64Array(net.hidden));
  close(net.forwardFrom(base, sums, x, new Float64Array(OUTPUTS)), full, 1e-9);
});

test('self-play plays with the weights it last took: reload (and each new game) takes the trained ones', () => {
  const pos = startPosition('prva');
  const dice = [6, 2];
  const choice = (p: SelfPlayer) => JSON.stringify(p.choose(pos, dice).steps);
  const copy = (from: Net, to: Net) => {
    to.w1.set(from.w1);
    to.b1.set(from.b1);
    to.w2.set(from.w2);
    to.b2.set(from.b2);
  };
  const first = randomNet('prva', 8, 21);
  const net = first.clone();
  const player = new SelfPlayer(net, 'prva');
  const before = choice(player);
  // Another network that chooses another play from the start with 6-2.
  let other: Net | null = null;
  for (let seed = 22; seed < 200 && !other; seed++) {
    const o = randomNet('prva', 8, seed);
    if (choice(new SelfPlayer(o, 'prva')) !== before) other = o;
  }
  assert.ok(other, 'some network chooses another play');
  const after = choice(new SelfPlayer(other, 'prva'));
  copy(other, net); // as the training script sets the shared weights
  assert.equal(choice(player), before, 'until reloaded, the weights it took play');
  player.reload();
  assert.equal(choice(player), after, 'after reload, the new weights play');
  copy(first, net);
  player.playGame(seededDice(3), 'white');
  assert.equal(choice(player), before, 'a game takes the weights itself');
});
