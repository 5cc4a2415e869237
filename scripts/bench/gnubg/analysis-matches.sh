#!/bin/sh
# GNU Backgammon matches against itself with noisy players, each exported as .mat and analysed by
# gnubg at 2 plies (../shared/bench/gnubg/match_analysis.py), for scripts/bench/analysis-vs-gnubg.mjs.
#   sh scripts/bench/gnubg/analysis-matches.sh OUTDIR [LEN=5] [FIRST_SEED=101]
# One match per noise pair: twelve by default (below), or the pairs in PAIRS, e.g.
#   PAIRS="0 0.01;0.005 0.05" sh scripts/bench/gnubg/analysis-matches.sh build/gnubg-holdout 5 501
# (0 = gnubg 0-ply; 0.1 = a weak player). GNUBG_BENCH: the folder of match_analysis.py if not
# ../shared/bench/gnubg beside the checkout. Slow: run under nice.
OUT=$(cd "$1" && pwd) || exit 1
LEN=${2:-5}
BASE=${3:-101}
BENCH=${GNUBG_BENCH:-$(cd "$(dirname "$0")/../../.." && pwd)/../shared/bench/gnubg}
PAIRS=${PAIRS:-"0 0.02;0.01 0.04;0.02 0.06;0 0.08;0.03 0.1;0.005 0.015;0.04 0.0;0.06 0.02;0.015 0.12;0.0 0.03;0.05 0.05;0.1 0.01"}
i=0
IFS=';'
for pair in $PAIRS; do
  IFS=' '
  set -- $pair
  SEED=$((BASE + i)) LEN=$LEN N0=$1 N1=$2 MAT="$OUT/g$((i + 1)).mat" JSON="$OUT/g$((i + 1)).json" PLIES=2 \
    nice -n 15 sh "$BENCH/run_gnubg.sh" match_analysis.py
  i=$((i + 1))
done
