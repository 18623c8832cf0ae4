#!/usr/bin/env bash
# Read-side bench at national size on PostgreSQL: generates a registry straight into a fresh database
# with the COPY protocol (NationalRegistry: players with real surname frequencies, published events,
# every round of every result), analyses it, then measures, with the page cache switched off:
# the player search for a common surname, a rare name and a name nobody has (p99 per query), and the
# player and event pages under wrk beside /q/health in the same run.
# Usage: [BENCH_DB=name] [BENCH_PORT=port] [BENCH_REUSE=1] bench/national-bench-pg.sh [players] [results] [players-per-event] [rounds]
#        (defaults 1000000 10000000 200 9; BENCH_REUSE=1 measures the registry an earlier run left)
set -euo pipefail
cd "$(dirname "$0")/.."
PLAYERS=${1:-1000000}; RESULTS=${2:-10000000}; PER_EVENT=${3:-200}; ROUNDS=${4:-9}
PORT=${BENCH_PORT:-18552}
DB=${BENCH_DB:-dengji_national_bench}
WORK=target/national-bench
mkdir -p "$WORK" && WORK=$(cd "$WORK" && pwd)
PSQL=(psql -h 127.0.0.1 -U postgres -v ON_ERROR_STOP=1 -q)
JAR=target/quarkus-app-pg/quarkus-run.jar
# db-kind is fixed when the service is built: a PostgreSQL build of its own, beside the H2 one.
[ -f "$JAR" ] || mvn -B -q package -DskipTests -Dquarkus.profile=pg -Dquarkus.package.output-directory=quarkus-app-pg
[ -d target/test-classes/org/dengji/registry/bench ] || mvn -B -q test-compile
[ -f target/bench-classpath.txt ] || mvn -B -q dependency:build-classpath -Dmdep.includeScope=test \
  -Dmdep.outputFile=target/bench-classpath.txt > /dev/null
CP="target/test-classes:target/classes:$(cat target/bench-classpath.txt)"
[ "${BENCH_REUSE:-0}" = 1 ] || "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $DB" -c "CREATE DATABASE $DB"

# Page keeping off (a cache of 0 bytes keeps nothing): the pages are measured as rendered.
DENGJI_DEMO=false DENGJI_ADMIN_PASSWORD=bench-admin-password DENGJI_PAGE_CACHE_MAX_BYTES=0 \
  java -Dquarkus.profile=pg -Dquarkus.http.port="$PORT" -Dquarkus.log.level=WARN \
  -Dquarkus.datasource.jdbc.url="jdbc:postgresql://127.0.0.1:5432/$DB" -jar "$JAR" > "$WORK/server.log" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT
for _ in $(seq 1 240); do curl -sf "http://127.0.0.1:$PORT/q/health" > /dev/null && break; sleep 1; done
curl -sf "http://127.0.0.1:$PORT/q/health" > /dev/null

if [ "${BENCH_REUSE:-0}" != 1 ]; then
  java -cp "$CP" org.dengji.registry.bench.NationalRegistry "jdbc:postgresql://127.0.0.1:5432/$DB" \
    "$PLAYERS" "$RESULTS" "$PER_EVENT" "$ROUNDS" 20261202
fi
"${PSQL[@]}" -d "$DB" -At -c "SELECT count(*) || ' players, ' || (SELECT count(*) FROM event_result) || ' results'
  FROM player"

"${PSQL[@]}" -d "$DB" -At -c "SELECT registration_no FROM player ORDER BY random() LIMIT 1000" > "$WORK/players.txt"
"${PSQL[@]}" -d "$DB" -At -c "SELECT id FROM event ORDER BY random() LIMIT 1000" > "$WORK/events.txt"
for kind in players events; do
  cat > "$WORK/$kind.lua" <<LUA
local ids = {}
for line in io.lines("$WORK/$kind.txt") do ids[#ids + 1] = line end
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", "/$kind/" .. ids[(n % #ids) + 1])
end
LUA
done
# Warmed up first (not reported): the figures are the service's steady state. On two cores the JIT's one
# optimising thread takes minutes of load to work through the pages' code (its queue held over 100 methods
# after a minute) and the rate climbs meanwhile, with pauses; the first rounds also bring the database's
# pages into memory. Each page is loaded in rounds of 20 s, at least four, until the JIT's queue is empty
# and a round is no more than 3 % faster than the one before (at most 15 rounds).
rate() { wrk -t2 -c16 -d20s "$@" | awk '/Requests\/sec/ {print int($2)}'; }
compiling() { jcmd "$SERVER" Compiler.queue 2>/dev/null | grep -cE '^ *[0-9]+ ' || true; }
for kind in players events; do
  last=0
  for round in $(seq 1 15); do
    now=$(rate -s "$WORK/$kind.lua" "http://127.0.0.1:$PORT")
    queued=$(compiling)
    echo "warm-up /$kind/{id} round $round: $now requests/s, $queued methods waiting for the JIT"
    [ "$round" -ge 4 ] && [ "$queued" -le 2 ] && [ "$now" -le $((last * 103 / 100)) ] && break
    last=$now
  done
done
# The search is measured once the service is warm, as the pages are: the JIT no longer competes with it.
echo "== Search (one request after another)"
java -cp "$CP" org.dengji.registry.bench.SearchBench "http://127.0.0.1:$PORT" 1000 20 王 龚琳娜 gong 琳娜龚 zzqx

echo "== Pages without the page cache (wrk -t2 -c16, 20 s each)"
wrk -t2 -c16 -d10s "http://127.0.0.1:$PORT/q/health" > /dev/null
figures() { grep -E "Requests/sec|Non-2xx|Socket errors| 99%" | tr -s ' ' | tr '\n' ' '; echo; }
echo "/q/health: $(wrk -t2 -c16 -d20s --latency "http://127.0.0.1:$PORT/q/health" | figures)"
for kind in players events; do
  echo "/$kind/{id}: $(wrk -t2 -c16 -d20s --latency -s "$WORK/$kind.lua" "http://127.0.0.1:$PORT" | figures)"
done
echo "(targets: at least 2000 requests/s and p99 at most 50 ms for the player and event pages)"
