"""
GNU Backgammon judges one side's plays in a recorded cubeless game log, by game phase. Run inside
gnubg's Python with the shared wrapper, which puts oracle_common on the path:

  TABLA_TRIPLE=on ORACLE_RECORD=build/rec.jsonl ORACLE_PLAYER="node ../shared/bench/gnubg/tabla-adapter.mjs dist/cli/tabla.js master" \
    ORACLE_GAMES=100 ORACLE_DUPLICATE=1 ORACLE_QUIET=1 ORACLE_SEED=201 sh ../shared/bench/gnubg/run_gnubg.sh play_external.py
  REC=build/rec.jsonl sh ../shared/bench/gnubg/run_gnubg.sh "$PWD/scripts/bench/gnubg/judge_plays.py" | tail -1

Env: REC (ORACLE_RECORD files, comma-separated; required), SIDE (external | gnubg: whose plays; default
external), PLIES (gnubg's look when judging; default 2), TOPN (how many of gnubg's best 0-ply
plays are judged at PLIES beside the play made; default 5).

For every play of SIDE with at least two legal choices: every legal play at 0 plies, the best
TOPN and the play made at PLIES (cubeless money equity, gammon 2, backgammon 3); the loss is the
best equity minus the play's, never below 0. Phases: bearoff (no contact, all the mover's
checkers home), race (no contact), contact. Writes progress lines and then one JSON line to fd 3:
{"stats": {phase: {n, loss, mean_loss, errors (> 0.02), blunders (> 0.08)}}, "worst": [40 largest
losses: loss, posid, dice, play made, gnubg's best, phase]}.
"""
import os, sys, inspect
import oracle_common as oc
sys.path.insert(0, os.path.dirname(inspect.currentframe().f_code.co_filename))
import recorded

oc.init()
files = recorded.files_from_env()
side = recorded.side_from_env()
plies = int(os.environ.get('PLIES', '2'))
topn = int(os.environ.get('TOPN', '5'))
ci = oc.cubeinfo('money')
ec0 = oc.evalcontext(0)
ecd = oc.evalcontext(plies)
oc.ensure_game()

stats = {}
worst = []


def add(phase, loss):
    s = stats.setdefault(phase, {'n': 0, 'loss': 0.0, 'errors': 0, 'blunders': 0})
    s['n'] += 1
    s['loss'] += loss
    if loss > 0.02:
        s['errors'] += 1
    if loss > 0.08:
        s['blunders'] += 1


def same(m, board):
    return list(m['me']) == list(board[0]) and list(m['opp']) == list(board[1])


judged = 0
for _, r, me, opp, legal, made in recorded.decisions(files, side):
    dice = r['dice']
    ranked = sorted(legal, key=lambda m: -oc.evaluate_after_move(m['me'], m['opp'], ci, ec0)['equity'])
    looked = ranked[:topn]
    if not any(same(m, made) for m in looked):
        looked.append({'me': made[0], 'opp': made[1], 'move': r['move']})
    best, mine = None, None
    for m in looked:
        e = oc.evaluate_after_move(m['me'], m['opp'], ci, ecd)['equity']
        if best is None or e > best[0]:
            best = (e, m['move'])
        if same(m, made):
            mine = e
    loss = max(0.0, best[0] - mine)
    phase = ('bearoff' if oc.all_home(me) else 'race') if oc.is_race(me, opp) else 'contact'
    add(phase, loss)
    add('all', loss)
    worst.append((round(loss, 4), r['posid'], dice, r['move'], best[1], phase))
    judged += 1
    if judged % 500 == 0:
        oc.emit({'progress': judged})

worst.sort(key=lambda w: -w[0])
for s in stats.values():
    s['mean_loss'] = round(s['loss'] / s['n'], 5)
    s['loss'] = round(s['loss'], 3)
oc.emit({'side': side, 'plies': plies, 'topn': topn, 'stats': stats, 'worst': worst[:40]})
