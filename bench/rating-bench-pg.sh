#!/usr/bin/env bash
# Rating bench on PostgreSQL: generates a registry with NationalRegistry (COPY: players, published events, every
# round paired and scored), marks every event rated, gives two players in three a national rating, then prints
# the time of one rating run over the whole registry and of one event's recomputation (the latest event, whose
# month alone is rewritten, and an event in the middle, every month from its own on, as a correction does).
# It runs as a Quarkus test (RatingBench) with the test profile, which empties the database first.
# The test JVM runs with BENCH_JVM (default -Xmx2g: a whole run keeps a few figures per player and one stretch of
# results, so 2 GB holds a million players; the old-generation peak it prints is what the run kept alive).
# BENCH_REUSE=1 keeps the database and the registry a previous run generated (generating 10,000,000 results takes
# minutes); BENCH_WHOLE_RUNS sets the number of whole runs (default 2, the first pays for a cold cache).
# Usage: [BENCH_DB=name | BENCH_URL=jdbc-url] [BENCH_REUSE=1] [BENCH_JVM=options] [BENCH_WHOLE_RUNS=n]
#        bench/rating-bench-pg.sh [players] [results] [players-per-event] [rounds]
#        (defaults 100000 200000 100 9: 2,000 events, 1,800,000 rounds)
set -euo pipefail
cd "$(dirname "$0")/.."
PLAYERS=${1:-100000}; RESULTS=${2:-200000}; PER_EVENT=${3:-100}; ROUNDS=${4:-9}
DB=${BENCH_DB:-dengji_rating_bench}
WORK=target/rating-bench
mkdir -p "$WORK"
JVM=${BENCH_JVM:--Xmx2g}
REUSE=()
if [ -n "${BENCH_REUSE:-}" ]; then
  REUSE=(-Dbench.reuse=true '-D%test.quarkus.flyway.clean-at-start=false')
elif [ -z "${BENCH_URL:-}" ]; then
  psql -h 127.0.0.1 -U postgres -v ON_ERROR_STOP=1 -q -d postgres -c "DROP DATABASE IF EXISTS $DB" -c "CREATE DATABASE $DB"
fi
URL=${BENCH_URL:-jdbc:postgresql://127.0.0.1:5432/$DB}
QUARKUS_DATASOURCE_JDBC_URL="$URL" QUARKUS_DATASOURCE_USERNAME=${QUARKUS_DATASOURCE_USERNAME:-postgres} \
  mvn -B -q test -Dquarkus.test.profile=test,pg -Dtest=RatingBench -Dsurefire.failIfNoSpecifiedTests=false \
  -Dbench.players="$PLAYERS" -Dbench.results="$RESULTS" -Dbench.players-per-event="$PER_EVENT" \
  -Dbench.rounds="$ROUNDS" -Dbench.whole-runs="${BENCH_WHOLE_RUNS:-2}" -DargLine="$JVM" "${REUSE[@]}" \
  > "$WORK/run.log" 2>&1 || { tail -40 "$WORK/run.log"; exit 1; }
grep -E '^(generated|Generated|[0-9]+ players|Whole registry|One event)' "$WORK/run.log"
