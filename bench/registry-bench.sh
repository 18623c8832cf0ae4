#!/usr/bin/env bash
# Registry bench: starts Dengji on a scratch H2 database (no demo data), generates a registry through
# the API (RegistryBench: TRF import rate, PGN import rate beside the bare validator, eligibility of
# every player), then measures the player page beside /q/health with wrk, one after the other with
# the same settings, with the generated registry loaded.
# Usage: [BENCH_WORK=dir] [BENCH_JAR=jar] [BENCH_REUSE=1] bench/registry-bench.sh [players] [events] [players-per-event] [events-with-games]
#        (defaults 10000 500 200 20: 100,000 results, 18,000 games)
set -euo pipefail
cd "$(dirname "$0")/.."
PLAYERS=${1:-10000}; EVENTS=${2:-500}; PER_EVENT=${3:-200}; WITH_GAMES=${4:-20}
PORT=${BENCH_PORT:-18550}
WORK=${BENCH_WORK:-target/registry-bench}
# BENCH_JAR: a copy of the packaged service, so that a build meanwhile does not replace it under the server.
JAR=${BENCH_JAR:-target/quarkus-app/quarkus-run.jar}
# BENCH_REUSE=1: measure the pages again on the registry an earlier run generated in $WORK.
if [ "${BENCH_REUSE:-0}" != 1 ]; then rm -rf "$WORK"; fi
mkdir -p "$WORK" && WORK=$(cd "$WORK" && pwd)
[ -f "$JAR" ] || mvn -B -q package -DskipTests
gunzip -c ../shared/corpus/masters-29.pgn.gz > "$WORK/masters-29.pgn"

DENGJI_DEMO=false DENGJI_ADMIN_PASSWORD=bench-admin-password \
  java -Dquarkus.http.port="$PORT" -Dquarkus.log.level=WARN \
  -Dquarkus.datasource.jdbc.url="jdbc:h2:file:$WORK/data/dengji;DB_CLOSE_ON_EXIT=FALSE" \
  -jar "$JAR" > "$WORK/server.log" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT
for _ in $(seq 1 240); do curl -sf "http://127.0.0.1:$PORT/q/health" > /dev/null && break; sleep 1; done

if [ "${BENCH_REUSE:-0}" != 1 ]; then
  # A registrar of the national authority (unit 0001, organisation id 1).
curl -sf -u admin:bench-admin-password -H 'Content-Type: application/json' \
  -d '{"username":"bench-registrar","password":"bench-registrar-password","displayName":"Bench","organisationId":1,"roles":["REGISTRAR"]}' \
  "http://127.0.0.1:$PORT/api/v1/users" > /dev/null

java -cp "${BENCH_CP:-target/test-classes:target/classes}" org.dengji.registry.bench.RegistryBench "http://127.0.0.1:$PORT" bench-registrar \
  bench-registrar-password "$PLAYERS" "$EVENTS" "$PER_EVENT" "$WITH_GAMES" "$WORK/masters-29.pgn" "$WORK/sample.txt"
fi

PLAYER=$(sed -n 100p "$WORK/sample.txt")
cat > "$WORK/players.lua" <<LUA
local ids = {}
for line in io.lines("$WORK/sample.txt") do ids[#ids + 1] = line end
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", "/players/" .. ids[(n % #ids) + 1])
end
LUA
# Both paths warmed up first (not reported): a service in use has compiled its code and read its
# caches; the figures below are its steady state, not its first minute.
wrk -t2 -c16 -d10s "http://127.0.0.1:$PORT/q/health" > /dev/null
wrk -t2 -c16 -d10s -s "$WORK/players.lua" "http://127.0.0.1:$PORT" > /dev/null
echo "== /q/health"
wrk -t2 -c16 -d20s --latency "http://127.0.0.1:$PORT/q/health" | grep -E "Requests/sec|99%|Latency"
echo "== /players/{registrationNo} (200 players in turn, e.g. /players/$PLAYER)"
wrk -t2 -c16 -d20s --latency -s "$WORK/players.lua" "http://127.0.0.1:$PORT" | grep -E "Requests/sec|99%|Latency"
