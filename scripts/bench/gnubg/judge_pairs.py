"""
GNU Backgammon judges pairs of plays: for each decision of a judged comparison (written by
scripts/bench/judge-variant.mjs), the recorded play's resulting boards ("made") and the variant's
("other"), each evaluated at PLIES (cubeless money equity for the mover, gammon 2, backgammon 3).
Run inside gnubg's Python with the shared wrapper:

  PAIRS=build/judge/differing.jsonl PLIES=3 sh ../shared/bench/gnubg/run_gnubg.sh "$PWD/scripts/bench/gnubg/judge_pairs.py"

Env: PAIRS (required), PLIES (default 3). Writes {"judged": k} every 25 pairs, {"pair": i, "made",
"other", "gain"} per pair, and last {"differing", "sum", "mean", "half95_of_sum", "better",
"worse"}: "gain" is the variant's equity minus the recorded play's, "half95_of_sum" the 95 % half
interval of their sum (normal, from the gains' spread), "better"/"worse" the pairs that differ by
more than 0.001 either way.
"""
import os, json, math
import oracle_common as oc

oc.init()
path = os.environ.get('PAIRS')
if not path or not os.path.isfile(path):
    oc.emit({'error': 'set PAIRS to a file of differing decisions, got %r' % (path or '')[:80]})
    raise SystemExit(2)
try:
    plies = int(os.environ.get('PLIES', '3'))
except ValueError:
    plies = -1
if not 0 <= plies <= 4:
    oc.emit({'error': 'PLIES must be 0 to 4, got %r' % os.environ.get('PLIES', '')[:20]})
    raise SystemExit(2)
oc.ensure_game()
ci = oc.cubeinfo('money')
ec = oc.evalcontext(plies)
gains = []
with open(path) as f:
    for i, line in enumerate(f):
        if not line.strip():
            continue
        d = json.loads(line)
        a = oc.evaluate_after_move(d['made'][0], d['made'][1], ci, ec)['equity']
        b = oc.evaluate_after_move(d['other'][0], d['other'][1], ci, ec)['equity']
        gains.append(b - a)
        oc.emit({'pair': i, 'made': round(a, 5), 'other': round(b, 5), 'gain': round(b - a, 5)})
        if len(gains) % 25 == 0:
            oc.emit({'judged': len(gains)})
n = len(gains)
mean = sum(gains) / n if n else 0.0
sd = math.sqrt(sum((x - mean) ** 2 for x in gains) / (n - 1)) if n > 1 else 0.0
oc.emit({'differing': n, 'sum': round(sum(gains), 4), 'mean': round(mean, 5), 'half95_of_sum': round(1.96 * sd * math.sqrt(n), 4),
         'better': sum(1 for x in gains if x > 0.001), 'worse': sum(1 for x in gains if x < -0.001)})
