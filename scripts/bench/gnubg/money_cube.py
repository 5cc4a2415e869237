"""
Money play with the doubling cube: GNU Backgammon at 0 plies (cubeful checker play and cube
decisions) against an external player (the project's bot, scripts/bench/gnubg/money-player.mjs).
Run inside gnubg's Python with the shared wrapper, which puts oracle_common on the path:

  CUBE_PLAYER="node scripts/bench/gnubg/money-player.mjs master" ORACLE_GAMES=200 ORACLE_SEED=1 \
    sh ../shared/bench/gnubg/run_gnubg.sh "$PWD/scripts/bench/gnubg/money_cube.py"

Rules: money play, Jacoby on (gammons and backgammons count only once the cube was turned),
beavers off, cube at most 64; single 1, gammon 2, backgammon 3, times the cube; a passed double
scores the cube's value before the offer. Games 2k and 2k+1 use the same dice with the sides
swapped (the games part when a cube decision differs).

Protocol, driver -> player (JSON lines; me/opp as in oracle_common: the player on roll's own
numbering, index 24 = bar; owner: -1 centre, 0 the player on roll ("me"), 1 the opponent):
  {"type":"double","me","opp","cube","owner"}        -> {"double": bool}   (player on roll, before rolling)
  {"type":"take","me","opp","cube","owner"}          -> {"take": bool}     (me = the doubler)
  {"type":"move","me","opp","dice","cube","owner"}   -> {"me","opp"}      (the position after the play)
  {"type":"game_over",...}, {"type":"bye"}
A play that is not among gnubg's legal plays aborts the run (rc 2). Prints a JSON line per game
(unless ORACLE_QUIET=1) and a summary: the external player's ppg with the standard error over the
same-dice pairs, cube actions of each side, and the points won by passes, gammons, backgammons.
"""
import os, sys, json, time, random, subprocess, math, re, tempfile
import oracle_common as oc
import gnubg

out = oc.init()
cmd = os.environ.get('CUBE_PLAYER')
if not cmd:
    oc.emit({'error': 'set CUBE_PLAYER'}); sys.exit(2)
G = int(os.environ.get('ORACLE_GAMES', '20'))
seed = int(os.environ.get('ORACLE_SEED', '1'))
quiet = os.environ.get('ORACLE_QUIET') == '1'
first = int(os.environ.get('ORACLE_FIRST', '0'))   # the first game's number (its dice), to replay one
trace = os.environ.get('CUBE_TRACE') == '1'        # a JSON line per cube action
MAX_CUBE = 64

for c in ('set jacoby on', 'set beavers off', 'set automatic roll off', 'set display off',
          'set player 0 human', 'set player 1 human',
          'set evaluation cubedecision evaluation plies 0', 'set evaluation cubedecision evaluation cubeful on',
          'set evaluation cubedecision evaluation prune off', 'set evaluation cubedecision evaluation deterministic on',
          'set evaluation cubedecision evaluation noise 0'):
    gnubg.command(c)
gnubg.command('new session')
ec = oc.evalcontext(0, cubeful=1)

proc = subprocess.Popen(cmd, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

def fail(msg, **kw):
    d = {'error': msg}; d.update(kw)
    oc.emit(d)
    try:
        proc.kill()
    except Exception:
        pass
    sys.exit(2)

def ask(obj):
    proc.stdin.write(json.dumps(obj, separators=(',', ':')) + '\n')
    proc.stdin.flush()
    line = proc.stdout.readline()
    if not line:
        fail('external player closed its stdout', request=obj.get('type'))
    try:
        return json.loads(line)
    except ValueError:
        fail('unparsable reply', reply=line.strip()[:200])

def tell(obj):
    proc.stdin.write(json.dumps(obj, separators=(',', ':')) + '\n')
    proc.stdin.flush()

def capture(c):
    """Runs a gnubg command and returns what it printed."""
    sys.stdout.flush()
    f = tempfile.TemporaryFile(mode='w+')
    saved = os.dup(1)
    os.dup2(f.fileno(), 1)
    try:
        gnubg.command(c)
    finally:
        sys.stdout.flush()
        os.dup2(saved, 1)
        os.close(saved)
    f.seek(0)
    return f.read()

hints = [0]
def gnubg_cube(me, opp, cube, owner):
    """gnubg's proper cube action for the player on roll (me): (double?, take?)."""
    hints[0] += 1
    if hints[0] % 200 == 0:
        gnubg.command('new session')  # keep gnubg's records short
    capture('set turn 0')
    capture('set board ' + oc.posid(me, opp))
    capture('set cube value %d' % cube)
    capture('set cube ' + ('centre' if owner < 0 else 'owner %d' % owner))
    text = capture('hint')
    m = re.search(r'Proper cube action: (.*)', text)
    if not m:
        fail('gnubg gave no cube action', posid=oc.posid(me, opp), text=text[:300])
    a = m.group(1).strip().lower()
    return (a.startswith('double') or a.startswith('redouble')), ('take' in a or 'beaver' in a)

def cubeinfo(cube, owner):
    ci = gnubg.cubeinfo(cube, owner, 0, 0, (0, 0), 0, 0)
    return ci

def may_double(cube, owner):
    return owner != 1 and cube < MAX_CUBE

tell({'type': 'hello', 'protocol': 1, 'mode': 'money-cube', 'games': G})
t0 = time.time()
per_game = []
stats = {'doubles_ext_gnubg': [0, 0], 'passes_ext_gnubg': [0, 0], 'takes_ext_gnubg': [0, 0],
         'gammons_ext_gnubg': [0, 0], 'backgammons_ext_gnubg': [0, 0], 'max_cube': 1}
wins = 0
for g in range(first, first + G):
    drng = random.Random(seed * 1000003 + g // 2)
    ext_is_A = g % 2 == 0
    while True:
        d = [drng.randint(1, 6), drng.randint(1, 6)]
        if d[0] != d[1]:
            break
    ext_turn = (d[0] > d[1]) == ext_is_A
    me, opp = oc.start_position()
    dice = d
    cube, owner = 1, -1      # owner relative to the player on roll
    t = 0
    while True:
        # The cube, before the roll (not before the opening roll's play).
        if t > 0 and may_double(cube, owner):
            if ext_turn:
                wants = bool(ask({'type': 'double', 'me': me, 'opp': opp, 'cube': cube, 'owner': owner}).get('double'))
            else:
                wants = gnubg_cube(me, opp, cube, owner)[0]
            if wants:
                if trace:
                    oc.emit({'game': g, 'turn': t, 'doubler': 'external' if ext_turn else 'gnubg', 'cube': cube, 'owner': owner, 'posid': oc.posid(me, opp)})
                stats['doubles_ext_gnubg'][0 if ext_turn else 1] += 1
                if ext_turn:
                    takes = gnubg_cube(me, opp, cube, owner)[1]
                else:
                    takes = bool(ask({'type': 'take', 'me': me, 'opp': opp, 'cube': cube, 'owner': owner}).get('take'))
                if trace:
                    oc.emit({'game': g, 'turn': t, 'answer': 'take' if takes else 'pass'})
                if not takes:
                    stats['passes_ext_gnubg'][1 if ext_turn else 0] += 1
                    pts, passed = cube, True
                    break
                stats['takes_ext_gnubg'][1 if ext_turn else 0] += 1
                cube *= 2
                owner = 1    # the taker, the opponent of the player on roll
                stats['max_cube'] = max(stats['max_cube'], cube)
        if t > 0:
            dice = [drng.randint(1, 6), drng.randint(1, 6)]
        legal = oc.legal_moves(me, opp, dice)
        if not legal:
            me2, opp2 = me, opp
        elif ext_turn:
            r = ask({'type': 'move', 'me': me, 'opp': opp, 'dice': dice, 'cube': cube, 'owner': owner})
            match = [m for m in legal if list(m['me']) == list(r.get('me', [])) and list(m['opp']) == list(r.get('opp', []))]
            if not match:
                fail('resulting position is not a legal play', reply=r, posid=oc.posid(me, opp), dice=dice, game=g, turn=t)
            me2, opp2 = match[0]['me'], match[0]['opp']
        else:
            _, me2, opp2 = oc.best_move(me, opp, dice, cubeinfo(cube, owner), ec)
        t += 1
        if oc.off(me2) == 15:
            v = oc.result_value(me2, opp2)
            if cube == 1 and owner < 0:
                v = 1    # Jacoby: gammons count only once the cube was turned
            pts, passed = v * cube, False
            if v == 2: stats['gammons_ext_gnubg'][0 if ext_turn else 1] += 1
            if v == 3: stats['backgammons_ext_gnubg'][0 if ext_turn else 1] += 1
            break
        me, opp = oc.swap(me2, opp2)
        owner = owner if owner < 0 else 1 - owner
        ext_turn = not ext_turn
    res = pts if ext_turn else -pts
    per_game.append(res)
    if res > 0:
        wins += 1
    tell({'type': 'game_over', 'game': g, 'result': res})
    if not quiet:
        oc.emit({'game': g, 'ext_result': res, 'cube': cube, 'passed': passed, 'turns': t})
tell({'type': 'bye'})
proc.stdin.close()
try:
    proc.wait(timeout=10)
except Exception:
    proc.kill()
mean = sum(per_game) / G
pairs = [(per_game[i] + per_game[i + 1]) / 2.0 for i in range(0, G - 1, 2)]
pm = sum(pairs) / len(pairs) if pairs else 0.0
pv = sum((x - pm) ** 2 for x in pairs) / (len(pairs) - 1) if len(pairs) > 1 else 0.0
summary = {'summary': True, 'games': G, 'mode': 'money, cube, Jacoby', 'gnubg_plies': 0, 'seed': seed,
           'external_ppg': round(mean, 4), 'ppg_stderr_dup_pairs': round(math.sqrt(pv / max(len(pairs), 1)), 4),
           'external_points': sum(per_game), 'external_wins': wins, 'seconds': round(time.time() - t0, 1)}
summary.update(stats)
oc.emit(summary)
