/**
 * The server's journal store: appends whole or refused (a short write and ENOSPC injected through
 * its file calls), a start on a full disk, and a damaged journal read back keeping every intact
 * match (docs/reliability.md). `tabla journal check` reports the same from the command line.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { scriptedDice } from '../../src/engine/index.js';
import { JournalStore } from '../../src/server/journal-store.js';
import type { JournalIo } from '../../src/server/journal-file.js';
import { readJournalText } from '../../src/server/journal-recovery.js';
import { newRecord, type MatchRecord } from '../../src/server/match-record.js';
import { settingsFrom } from '../../src/server/protocol.js';
import { decide } from '../../src/server/referee.js';
import type { MatchEvent } from '../../src/server/store.js';
import { repoRoot } from './helpers/paths.js';

const TIMING = { reconnectMs: 60_000, nextGameDelayMs: 0 };

/** A match record and the next few versions of it (opening rolls and plays with scripted dice). */
function versions(id: string, n: number): MatchRecord[] {
  let r = newRecord(id, settingsFrom({ game: 'prva', length: 3 }), { white: `${id}-tw`, black: `${id}-tb` }, { white: 'c:1', black: 'c:2' }, 1000);
  const out = [r];
  const dice = scriptedDice([6, 1, 5, 2, 3, 4, 6, 6, 1, 1, 2, 2]);
  while (out.length < n) {
    const s = r.live.state;
    const color = s.phase === 'opening' ? 'white' : s.position.turn;
    const msg: Record<string, unknown> =
      s.phase === 'opening'
        ? { type: 'roll', gameNumber: s.gameNumber, round: r.openingRound }
        : s.phase === 'rolling'
          ? { type: 'roll' }
          : { type: 'play', move: [] };
    if (s.phase === 'moving') {
      // The first legal play, from the live model's turn view.
      msg.move = firstPlay(r);
    }
    const d = decide(r, color, r.seats[color].conn!, msg, 2000 + out.length, TIMING, dice);
    assert.ok(d.record, `no change from ${JSON.stringify(msg)}: ${JSON.stringify(d.reply)}`);
    out.push((r = d.record));
  }
  return out;
}

function firstPlay(r: MatchRecord): string {
  const { legalPlays, formatPlay } = engine;
  const plays = legalPlays(r.live.state.position, r.live.state.dice!);
  return formatPlay(plays[0]!.steps);
}

const engine = await import('../../src/engine/index.js');

const event = (r: MatchRecord): MatchEvent => ({ id: r.id, version: r.version, seats: { white: null, black: null }, deadline: null, out: [] });

function tmpJournal(): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tabla-journal-')), 'matches.jsonl');
}

/** node:fs with a switch that fills the disk: a write then writes half of what it is given, and the next one fails with ENOSPC. */
function fillableIo(): JournalIo & { full: boolean } {
  let shortWritten = false;
  const io = {
    ...fs,
    full: false,
    writeSync(fd: number, buffer: Uint8Array, offset: number, length: number): number {
      if (!io.full) return fs.writeSync(fd, buffer, offset, length);
      if (!shortWritten && length > 1) {
        shortWritten = true;
        return fs.writeSync(fd, buffer, offset, Math.floor(length / 2));
      }
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    },
  };
  return io as JournalIo & { full: boolean };
}

async function openStore(file: string, extra: Partial<ConstructorParameters<typeof JournalStore>[0]> = {}) {
  const log: string[] = [];
  const events: MatchEvent[] = [];
  const store = new JournalStore({ file, maxEnded: 100, keepEndedMs: 600_000, log: (l) => log.push(l), ...extra });
  await store.open(
    's1',
    (e) => events.push(e),
    () => {},
  );
  return { store, log, events };
}

test('journal: a change whose append hits a full disk is refused, not acknowledged; acknowledged ones stay; writable again when space returns', async () => {
  const file = tmpJournal();
  const io = fillableIo();
  let now = 10_000;
  const { store, log, events } = await openStore(file, { io, now: () => now });
  const [v1, v2, v3] = versions('m1', 3);
  assert.equal(await store.save(v1!, event(v1!)), true);
  io.full = true;
  await assert.rejects(
    store.save(v2!, event(v2!)),
    (e: Error & { code?: string }) => e.code === 'unavailable' && /temporarily unavailable, retry/.test(e.message),
  );
  assert.deepEqual(
    events.map((e) => e.version),
    [1],
    'the refused change is never announced',
  );
  assert.equal((await store.load('m1'))?.version, 1, 'the store keeps the acknowledged record');
  assert.match(store.readOnly ?? '', /ENOSPC/);
  assert.ok(
    log.some((l) => /read-only, new actions refused/.test(l)),
    log.join('\n'),
  );
  const onDisk = readJournalText(fs.readFileSync(file));
  assert.deepEqual(onDisk.issues, [], 'no torn line is left in the file');
  assert.equal(onDisk.records.get('m1')?.version, 1);
  // Within the second after the failure appends are refused without a try.
  io.full = false;
  await assert.rejects(store.save(v2!, event(v2!)), (e: Error & { code?: string }) => e.code === 'unavailable');
  now += 1000;
  assert.equal(await store.save(v2!, event(v2!)), true);
  assert.equal(await store.save(v3!, event(v3!)), true);
  assert.equal(store.readOnly, null);
  assert.ok(log.some((l) => /writable again/.test(l)));
  await store.close();
  const again = await openStore(file);
  assert.equal((await again.store.load('m1'))?.version, 3);
  await again.store.close();
});

test('journal: starts on a full disk with every match (the old file kept when compaction fails), read-only until space returns', async () => {
  const file = tmpJournal();
  const [a1, a2] = versions('fa', 2);
  const [b1] = versions('fb', 1);
  fs.writeFileSync(file, [a1, a2, b1].map((r) => JSON.stringify({ r })).join('\n') + '\n');
  const before = fs.readFileSync(file, 'utf8');
  const io = fillableIo();
  io.full = true;
  const { store, log } = await openStore(file, { io });
  assert.deepEqual(
    store
      .resumable()
      .map((r) => [r.id, r.version])
      .sort(),
    [
      ['fa', 2],
      ['fb', 1],
    ],
  );
  assert.ok(
    log.some((l) => /compaction failed .*ENOSPC.*kept as it is/.test(l)),
    log.join('\n'),
  );
  assert.equal(fs.readFileSync(file, 'utf8'), before, 'the old journal is untouched');
  assert.equal(fs.existsSync(`${file}.tmp`), false);
  const [, , a3] = versions('fa', 3);
  await assert.rejects(store.save(a3!, event(a3!)), (e: Error & { code?: string }) => e.code === 'unavailable');
  await store.close();
});

/** A journal with good lines and every kind of damage, and what a reading must make of it. */
function damagedJournal(): { text: string; expect: Record<string, number> } {
  const a = versions('ma', 3);
  const b = versions('mb', 3);
  const c = versions('mc', 2);
  const d = versions('md', 2);
  const line = (r: unknown) => JSON.stringify({ r });
  const flipped = line(b[0]).replace('"version":1', '"version"!1'); // one flipped byte in a superseded record
  const sixteen = structuredClone(c[1]) as unknown as { live: { state: { position: { white: { points: number[] } } } } };
  const points = sixteen.live.state.position.white.points;
  points[points.findIndex((n) => n > 0)]! += 1;
  const score = structuredClone(d[1]) as unknown as { live: { state: { score: { white: number; black: number } } } };
  score.live.state.score = { white: 99, black: 99 };
  const lines = [
    line(a[0]), // 1
    flipped, // 2
    line(a[1]), // 3
    '{"r":{}}', // 4: valid JSON, wrong shape
    line(b[1]), // 5
    line(c[0]), // 6
    line(sixteen), // 7: 16 checkers
    line(d[0]), // 8
    line(a[2]), // 9
    'garbage', // 10
    line(b[2]), // 11
    line(score), // 12: 99-99
    '\u0000\u0000\u0000', // 13: NUL bytes
    'more garbage', // 14
  ];
  return { text: `${lines.join('\n')}\n${line(d[1]).slice(0, 40)}`, expect: { ma: 3, mb: 3, mc: 1, md: 1 } };
}

test('journal: a damaged journal starts with every intact match; each bad line is reported with its number, cause and match', async () => {
  const file = tmpJournal();
  const { text, expect } = damagedJournal();
  fs.writeFileSync(file, text);
  const { store, log } = await openStore(file);
  assert.deepEqual(Object.fromEntries(store.resumable().map((r) => [r.id, r.version])), expect);
  const at = (n: number) => log.find((l) => l.includes(`line ${n} `) || l.includes(`line ${n}(`)) ?? '';
  assert.match(at(2), /match mb.*not JSON/);
  assert.match(at(4), /not a journal entry|record refused/);
  assert.match(at(7), /match mc.*record refused.*(checkers|15)/);
  assert.match(at(10), /not JSON/);
  assert.match(at(12), /match md.*record refused.*score/);
  assert.match(at(13), /not JSON/);
  assert.match(at(15), /unfinished last line/);
  const summary = log.find((l) => /dropped \d+ lines/.test(l)) ?? '';
  assert.match(summary, /4 matches in play/);
  assert.match(summary, /dropped 8 lines \(2, 4, 7, 10, 12, 13, 14, 15\)/);
  assert.match(summary, /2 matches kept at an older version \(mc, md\)/);
  const copies = fs.readdirSync(path.dirname(file)).filter((f) => f.includes('.damaged-'));
  assert.equal(copies.length, 1, 'the damaged journal is kept beside the new one');
  assert.equal(fs.readFileSync(path.join(path.dirname(file), copies[0]!), 'utf8'), text);
  // The resumed records are the engine's: an action on one is decided as usual.
  const [, , , a4] = versions('ma', 4);
  assert.equal(await store.save(a4!, event(a4!)), true);
  await store.close();
  assert.deepEqual(readJournalText(fs.readFileSync(file)).issues, [], 'the compacted journal is clean');
});

test('tabla journal check: reports the damage without starting a server; exit 1 when something was dropped, 0 when clean', () => {
  const file = tmpJournal();
  const { text } = damagedJournal();
  fs.writeFileSync(file, text);
  const cli = path.join(repoRoot, 'build', 'node', 'src', 'cli', 'tabla.js');
  const r = spawnSync(process.execPath, [cli, 'journal', 'check', file], { encoding: 'utf8' });
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stdout, /line 7 \(match mc\) skipped: record refused/);
  assert.match(r.stdout, /dropped 8 lines/);
  assert.equal(fs.readFileSync(file, 'utf8'), text, 'the file is not touched');
  assert.equal(fs.existsSync(`${file}.lock`), false);
  const clean = tmpJournal();
  fs.writeFileSync(
    clean,
    versions('ok', 2)
      .map((r) => JSON.stringify({ r }))
      .join('\n') + '\n',
  );
  const ok = spawnSync(process.execPath, [cli, 'journal', 'check', clean], { encoding: 'utf8' });
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, /1 matches in play.*nothing dropped|1 match.* nothing dropped/);
  const missing = spawnSync(process.execPath, [cli, 'journal', 'check'], { encoding: 'utf8' });
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /journal check FILE/);
});
