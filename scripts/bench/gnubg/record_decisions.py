"""
The decisions of one side in recorded cubeless game logs, as board arrays for the judged
comparison (scripts/bench/judge-variant.mjs, docs/bot.md). Run inside gnubg's Python with the shared
wrapper, which puts oracle_common on the path:

  REC=build/rec-201.jsonl,build/rec-202.jsonl sh ../shared/bench/gnubg/run_gnubg.sh "$PWD/scripts/bench/gnubg/record_decisions.py"

Env: REC (ORACLE_RECORD files, comma-separated; required), SIDE (external | gnubg: whose plays;
default external). Writes one JSON line to fd 3 per play of SIDE with at least two legal choices:
{"me", "opp": the boards before the play (gnubg's arrays, the mover's first), "dice", "made": the
two boards after the play made, "game": "<file>#<game>"}; then {"done": decisions, "games": games}.
"""
import os, sys, inspect
import oracle_common as oc
sys.path.insert(0, os.path.dirname(inspect.currentframe().f_code.co_filename))
import recorded

oc.init()
files = recorded.files_from_env()
side = recorded.side_from_env()
oc.ensure_game()

count = 0
games = set()
for path, r, me, opp, legal, made in recorded.decisions(files, side, lambda path, r: games.add((path, r.get('game')))):
    oc.emit({'me': me, 'opp': opp, 'dice': r['dice'], 'made': list(made), 'game': '%s#%s' % (os.path.basename(path), r.get('game'))})
    count += 1
oc.emit({'done': count, 'games': len(games)})
