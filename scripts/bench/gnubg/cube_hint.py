"""
GNU Backgammon's cube decisions for a list of positions (run inside gnubg's Python:
`gnubg -t -q -r -p cube_hint.py`, see scripts/bench/cube-vs-gnubg.mjs). Reads JSON lines from the file
named by CUBE_QUERIES: {"posid", "cube": v, "owner": -1 (centre) | 0 (on roll) | 1, "length",
"score": [on roll, opponent], "crawford", "postCrawford", "jacoby"}; writes to fd 3 one JSON line
per query: {"double", "take", "action", "nd", "dt", "dp"} from gnubg's `hint` at CUBE_PLIES plies.
"""
import gnubg, json, os, re, sys, tempfile

out = os.fdopen(3, 'w', buffering=1)

def capture(cmd):
    sys.stdout.flush()
    f = tempfile.TemporaryFile(mode='w+')
    saved = os.dup(1)
    os.dup2(f.fileno(), 1)
    try:
        gnubg.command(cmd)
    finally:
        sys.stdout.flush()
        os.dup2(saved, 1)
        os.close(saved)
    f.seek(0)
    return f.read()

plies = os.environ.get('CUBE_PLIES', '2')
for c in ('set player 0 human', 'set player 1 human', 'set automatic roll off', 'set display off', 'set beavers off',
          'set evaluation cubedecision evaluation plies ' + plies, 'set evaluation cubedecision evaluation cubeful on',
          'set evaluation cubedecision evaluation prune on', 'set evaluation cubedecision evaluation deterministic on',
          'set evaluation cubedecision evaluation noise 0'):
    gnubg.command(c)

EQ = re.compile(r'^\d\. (No double|No redouble|Double, pass|Redouble, pass|Double, take|Redouble, take|Double, beaver|Redouble, beaver)\s+([-+]\d+\.\d+)', re.M)
for line in open(os.environ['CUBE_QUERIES']):
    q = json.loads(line)
    try:
        jacoby = 'on' if q.get('jacoby', True) else 'off'
        gnubg.command('set jacoby ' + jacoby)
        gnubg.command('new session' if q['length'] == 0 else 'new match %d' % q['length'])
        if q['length']:
            capture('set score %d %d' % tuple(q['score']))
            capture('set crawford ' + ('on' if q.get('crawford') else 'off'))
            if q.get('postCrawford'):
                capture('set postcrawford on')
        capture('set turn 0')
        capture('set board ' + q['posid'])
        capture('set cube value %d' % q['cube'])
        capture('set cube ' + ('centre' if q['owner'] < 0 else 'owner %d' % q['owner']))
        text = capture('hint')
        m = re.search(r'Proper cube action: (.*)', text)
        if not m:
            out.write(json.dumps({'error': 'no cube analysis', 'text': text[:300]}) + '\n')
            continue
        action = m.group(1).strip()
        eq = {k: float(v) for k, v in EQ.findall(text)}
        nd = eq.get('No double', eq.get('No redouble'))
        dt = eq.get('Double, take', eq.get('Redouble, take'))
        dp = eq.get('Double, pass', eq.get('Redouble, pass'))
        a = action.lower()
        out.write(json.dumps({'double': a.startswith('double') or a.startswith('redouble'),
                              'take': 'take' in a or 'beaver' in a, 'action': action, 'nd': nd, 'dt': dt, 'dp': dp}) + '\n')
    except Exception as e:
        out.write(json.dumps({'error': str(e)}) + '\n')
