#!/usr/bin/env bash
# Every figure of national scale on PostgreSQL in one run, each beside its anchor measured in the same run:
# imports through the API beside \copy of the same rows, the eligibility of everyone beside COPY of the rows it
# reads and one player's answer, the search and the pages without the page cache at national size beside
# /q/health, two instances agreeing within a second, and (SOAK_MINUTES, default 10; 0 skips it) the soak on two
# instances. Each script's own output is kept in target/all-figures; the figures are printed at the end.
# Usage: [BENCH_REUSE=1] [SOAK_MINUTES=n] bench/all-figures-pg.sh [players] [results]
#        (defaults 1000000 10000000; BENCH_REUSE=1 keeps the national registry an earlier run generated)
set -euo pipefail
cd "$(dirname "$0")/.."
PLAYERS=${1:-1000000}; RESULTS=${2:-10000000}
OUT=target/all-figures
mkdir -p "$OUT"
mvn -B -q package -DskipTests -Dquarkus.profile=pg -Dquarkus.package.output-directory=quarkus-app-pg
mvn -B -q test-compile
run() { # name command...
  local name=$1; shift
  echo "== $name ($(date -u +%H:%M:%S), load $(cut -d' ' -f1 /proc/loadavg))"
  "$@" > "$OUT/$name.txt" 2>&1 || echo "$name FAILED: see $OUT/$name.txt"
}
run import bench/import-bench-pg.sh
run eligibility bench/eligibility-bench-pg.sh
run national bench/national-bench-pg.sh "$PLAYERS" "$RESULTS" 200 9
run two-instances bench/two-instances.sh
[ "${SOAK_MINUTES:-10}" = 0 ] || run soak bench/soak-pg.sh "${SOAK_MINUTES:-10}" 8

echo "== Figures"
grep -hE 'results/s|API /' "$OUT/import.txt" || true
grep -hE '^(COPY|Evaluation|Anchor|One player)' "$OUT/eligibility.txt" || true
grep -hE '^(search|/q/health|/players|/events|[0-9]+ players)' "$OUT/national.txt" || true
grep -hE 'round [0-9]|agree' "$OUT/two-instances.txt" || true
[ ! -f "$OUT/soak.txt" ] || grep -hE '^(soak:|  *[0-9]+ s  )' "$OUT/soak.txt" || true
