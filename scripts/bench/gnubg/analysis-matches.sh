#!/bin/sh
# GNU Backgammon matches against itself with noisy players, each exported as .mat and analysed by
# gnubg at 2 plies (../shared/bench/gnubg/match_analysis.py), for scripts/bench/analysis-vs-gnubg.mjs.
#   sh scripts/bench/gnubg/analysis-matches.sh OUTDIR [LEN=5] [FIRST_SEED=101]
# Twelve matches, the players' noise pairs below (0 = gnubg 0-ply; 0.1 = a weak player). Slow: run under nice.
OUT=$(cd "$1" && pwd) || exit 1
LEN=${2:-5}
BASE=${3:-101}
BENCH=$(cd "$(dirname "$0")/../.." && pwd)/../shared/bench/gnubg
i=0
for pair in "0 0.02" "0.01 0.04" "0.02 0.06" "0 0.08" "0.03 0.1" "0.005 0.015" "0.04 0.0" "0.06 0.02" "0.015 0.12" "0.0 0.03" "0.05 0.05" "0.1 0.01"; do
  set -- $pair
  SEED=$((BASE + i)) LEN=$LEN N0=$1 N1=$2 MAT="$OUT/g$((i + 1)).mat" JSON="$OUT/g$((i + 1)).json" PLIES=2 \
    nice -n 15 sh "$BENCH/run_gnubg.sh" match_analysis.py
  i=$((i + 1))
done
