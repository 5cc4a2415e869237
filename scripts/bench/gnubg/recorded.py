"""
Reading recorded cubeless game logs (ORACLE_RECORD files of play_external.py) inside gnubg's
Python: the REC and SIDE options, and one side's decisions that had a choice. Shared by
judge_plays.py and record_decisions.py, which put this folder on the path first.
"""
import os, json
import oracle_common as oc


def fail(message):
    """Writes a clear error line to fd 3 and stops the script."""
    oc.emit({'error': message})
    raise SystemExit(2)


def files_from_env():
    """The record files named by REC (comma-separated), each one checked to exist."""
    files = [f for f in os.environ.get('REC', '').split(',') if f]
    if not files:
        fail('set REC to one or more ORACLE_RECORD files, comma-separated')
    for path in files:
        if not os.path.isfile(path):
            fail('no record file %r' % path[:80])
    return files


def side_from_env():
    """Whose plays are read: SIDE, external (default) or gnubg."""
    side = os.environ.get('SIDE', 'external')
    if side not in ('external', 'gnubg'):
        fail('SIDE must be external or gnubg, not %r' % side[:40])
    return side


def decisions(files, side, on_line=None):
    """
    Yields (path, record, me, opp, legal, made) for each play of `side` with at least two legal
    choices: the boards before it (the mover's first), gnubg's legal plays and the boards after
    the play made. `on_line(path, record)` sees every line of the files first.
    """
    for path in files:
        with open(path) as rec:
            for n, line in enumerate(rec, 1):
                try:
                    r = json.loads(line)
                except ValueError:
                    fail('%s line %d is not JSON: %r' % (path[:80], n, line[:40]))
                if on_line:
                    on_line(path, r)
                if r.get('side') != side or not r.get('move'):
                    continue
                me, opp = oc.from_posid(r['posid'])
                legal = oc.legal_moves(me, opp, r['dice'])
                if len(legal) < 2:
                    continue
                yield path, r, me, opp, legal, oc.apply_gnubg_move(me, opp, r['move'])
