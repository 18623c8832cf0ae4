#!/usr/bin/env bash
# Eligibility bench on PostgreSQL: generates a registry straight in SQL, then prints the evaluation of every
# player (players/s and time) beside PostgreSQL's own COPY of the same rows to a null stream, measured in
# the same run, and one player's eligibility answer computed warm in-process (median of 1,000 calls).
# It runs as a Quarkus test (EligibilityBench) with the test profile, which empties the database first.
# Usage: [BENCH_DB=name | BENCH_URL=jdbc-url] bench/eligibility-bench-pg.sh [players] [results-per-player] [players-per-event]
#        (defaults 50000 10 100: 500,000 published results in 5,000 events)
set -euo pipefail
cd "$(dirname "$0")/.."
PLAYERS=${1:-50000}; PER_PLAYER=${2:-10}; PER_EVENT=${3:-100}
DB=${BENCH_DB:-dengji_eligibility_bench}
WORK=target/eligibility-bench
mkdir -p "$WORK"
if [ -z "${BENCH_URL:-}" ]; then
  psql -h 127.0.0.1 -U postgres -v ON_ERROR_STOP=1 -q -d postgres -c "DROP DATABASE IF EXISTS $DB" -c "CREATE DATABASE $DB"
fi
URL=${BENCH_URL:-jdbc:postgresql://127.0.0.1:5432/$DB}
QUARKUS_DATASOURCE_JDBC_URL="$URL" QUARKUS_DATASOURCE_USERNAME=${QUARKUS_DATASOURCE_USERNAME:-postgres} \
  mvn -B -q test -Dquarkus.test.profile=test,pg -Dtest=EligibilityBench -Dsurefire.failIfNoSpecifiedTests=false \
  -Dbench.players="$PLAYERS" -Dbench.results-per-player="$PER_PLAYER" -Dbench.players-per-event="$PER_EVENT" \
  > "$WORK/run.log" 2>&1 || { tail -40 "$WORK/run.log"; exit 1; }
grep -E '^(Generated|  run|COPY|Evaluation|Anchor|One player)' "$WORK/run.log"
