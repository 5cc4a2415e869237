"""
The decisions of one side in recorded cubeless game logs, as board arrays for the judged
comparison (scripts/judge-variant.mjs, docs/bot.md). Run inside gnubg's Python with the shared
wrapper, which puts oracle_common on the path:

  REC=build/rec-201.jsonl,build/rec-202.jsonl sh ../shared/bench/gnubg/run_gnubg.sh "$PWD/scripts/gnubg/record_decisions.py"

Env: REC (ORACLE_RECORD files, comma-separated; required), SIDE (external | gnubg: whose plays;
default external). Writes one JSON line to fd 3 per play of SIDE with at least two legal choices:
{"me", "opp": the boards before the play (gnubg's arrays, the mover's first), "dice", "made": the
two boards after the play made, "game": "<file>#<game>"}; then {"done": decisions, "games": games}.
"""
import os, json
import oracle_common as oc

oc.init()
files = [f for f in os.environ.get('REC', '').split(',') if f]
if not files:
    oc.emit({'error': 'set REC to one or more ORACLE_RECORD files, comma-separated'})
    raise SystemExit(2)
side = os.environ.get('SIDE', 'external')
if side not in ('external', 'gnubg'):
    oc.emit({'error': 'SIDE must be external or gnubg, not %r' % side[:40]})
    raise SystemExit(2)
oc.ensure_game()

decisions = 0
games = set()
for path in files:
    if not os.path.isfile(path):
        oc.emit({'error': 'no record file %r' % path[:80]})
        raise SystemExit(2)
    with open(path) as rec:
        for n, line in enumerate(rec, 1):
            try:
                r = json.loads(line)
            except ValueError:
                oc.emit({'error': '%s line %d is not JSON: %r' % (path[:80], n, line[:40])})
                raise SystemExit(2)
            games.add((path, r.get('game')))
            if r.get('side') != side or not r.get('move'):
                continue
            me, opp = oc.from_posid(r['posid'])
            if len(oc.legal_moves(me, opp, r['dice'])) < 2:
                continue
            m2, o2 = oc.apply_gnubg_move(me, opp, r['move'])
            oc.emit({'me': me, 'opp': opp, 'dice': r['dice'], 'made': [m2, o2], 'game': '%s#%s' % (os.path.basename(path), r.get('game'))})
            decisions += 1
oc.emit({'done': decisions, 'games': len(games)})
