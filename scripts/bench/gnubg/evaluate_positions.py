"""
GNU Backgammon values saved positions, the player on roll to move (cubeless money, gammon 2,
backgammon 3), at each of PLIES: for scripts/bench/label-quality.mjs. Run inside gnubg's Python:

  POS=L.jsonl PLIES=0,2,3 sh ../shared/bench/gnubg/run_gnubg.sh "$PWD/scripts/bench/gnubg/evaluate_positions.py" > G.jsonl

POS: one JSON object a line with `me` and `op` (25 numbers each: the 24 points from each side's
own side, then its bar; `me` is on roll). Writes one line a position, {"i": k, "gN": [win,
win gammon, win backgammon, lose gammon, lose backgammon, equity]} for each N of PLIES.
"""
import os, json
import oracle_common as oc

oc.init()
path = os.environ.get('POS')
if not path or not os.path.isfile(path):
    oc.emit({'error': 'set POS to a file of positions, got %r' % (path or '')[:80]})
    raise SystemExit(2)
try:
    plies = [int(p) for p in os.environ.get('PLIES', '0,2').split(',')]
except ValueError:
    plies = [-1]
if not all(0 <= p <= 4 for p in plies):
    oc.emit({'error': 'PLIES must be plies 0 to 4, comma-separated, got %r' % os.environ.get('PLIES', '')[:20]})
    raise SystemExit(2)
oc.ensure_game()
import gnubg
ci = oc.cubeinfo('money')
with open(path) as f:
    for i, line in enumerate(f):
        if not line.strip():
            continue
        d = json.loads(line)
        out = {'i': i}
        for p in plies:
            out['g%d' % p] = [round(x, 5) for x in gnubg.evaluate(oc.to_gnubg(d['me'], d['op']), ci, oc.evalcontext(p))]
        oc.emit(out)
