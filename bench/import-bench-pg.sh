#!/usr/bin/env bash
# Import bench on PostgreSQL: the rate at which standings files go in through the API, beside the
# rate at which PostgreSQL's own \copy loads the same result and round rows into tables with the same
# keys and indexes (no foreign keys), in the same run on the same server.
# The database is analysed while nearly empty (after the warm-up files): the rate must not depend on
# the planner's statistics being fresh.
# Usage: [BENCH_DB=name] [BENCH_PORT=port] [BENCH_JAR=jar BENCH_APP_DIR=its-checkout] bench/import-bench-pg.sh [files] [players-per-file] [player-pool] [warm-files]
#        (defaults 40 200 20000 30: 8,000 results and 72,000 round entries timed, after 30 files that warm the
#        service up: its first files are compiled as they run and are not its steady state)
set -euo pipefail
cd "$(dirname "$0")/.."
FILES=${1:-40}; SIZE=${2:-200}; POOL=${3:-20000}; WARM=${4:-30}
PORT=${BENCH_PORT:-18551}
DB=${BENCH_DB:-dengji_import_bench}
WORK=target/import-bench
mkdir -p "$WORK" && WORK=$(cd "$WORK" && pwd)
PSQL=(psql -h 127.0.0.1 -U postgres -v ON_ERROR_STOP=1 -q)
# BENCH_JAR: another PostgreSQL package of the service (an earlier build, to compare).
JAR=${BENCH_JAR:-target/quarkus-app-pg/quarkus-run.jar}
# db-kind is fixed when the service is built: a PostgreSQL build of its own, beside the H2 one.
[ -f "$JAR" ] || mvn -B -q package -DskipTests -Dquarkus.profile=pg -Dquarkus.package.output-directory=quarkus-app-pg
[ -d target/test-classes/org/dengji/registry/bench ] || mvn -B -q test-compile
"${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $DB" -c "CREATE DATABASE $DB"

# The service reads config/application.properties from its working directory: an earlier build runs
# from its own checkout (BENCH_APP_DIR), with its own configuration.
JAR=$(cd "$(dirname "$JAR")" && pwd)/$(basename "$JAR")
cd "${BENCH_APP_DIR:-.}"
DENGJI_DEMO=false DENGJI_ADMIN_PASSWORD=bench-admin-password \
  java -Dquarkus.profile=pg -Dquarkus.http.port="$PORT" -Dquarkus.log.level=WARN \
  -Dquarkus.datasource.jdbc.url="jdbc:postgresql://127.0.0.1:5432/$DB" -jar "$JAR" > "$WORK/server.log" 2>&1 &
SERVER=$!
cd - > /dev/null
trap 'kill $SERVER 2>/dev/null || true' EXIT
for _ in $(seq 1 240); do curl -sf "http://127.0.0.1:$PORT/q/health" > /dev/null && break; sleep 1; done
curl -sf -u admin:bench-admin-password -H 'Content-Type: application/json' \
  -d '{"username":"bench-registrar","password":"bench-registrar-password","displayName":"Bench","organisationId":1,"roles":["REGISTRAR"]}' \
  "http://127.0.0.1:$PORT/api/v1/users" > /dev/null

BENCH=(java -cp "${BENCH_CP:-target/test-classes:target/classes}" org.dengji.registry.bench.ImportBench
  "http://127.0.0.1:$PORT" bench-registrar bench-registrar-password)
# Statistics taken on a nearly empty database, as an ANALYZE at the wrong moment leaves them.
"${BENCH[@]}" 0 "$SIZE" "$POOL" "$WARM" 0 > /dev/null
"${PSQL[@]}" -d "$DB" -c "ANALYZE"
"${BENCH[@]}" "$FILES" "$SIZE" "$POOL" 0 1000 | tee "$WORK/api.txt"
API_RATE=$(sed -E 's/.*: ([0-9]+) results\/s$/\1/' "$WORK/api.txt")

RESULTS=$((FILES * SIZE))
"${PSQL[@]}" -d "$DB" <<SQL
DROP TABLE IF EXISTS copy_result; DROP TABLE IF EXISTS copy_round;
CREATE TABLE copy_result (LIKE event_result INCLUDING ALL);
CREATE TABLE copy_round (LIKE round_entry INCLUDING ALL);
\copy (SELECT * FROM event_result ORDER BY id DESC LIMIT $RESULTS) TO '$WORK/results.csv'
\copy (SELECT r.* FROM round_entry r WHERE r.result_id IN (SELECT id FROM event_result ORDER BY id DESC LIMIT $RESULTS)) TO '$WORK/rounds.csv'
SQL
ROUND_ROWS=$(wc -l < "$WORK/rounds.csv")
T0=$(date +%s.%N)
"${PSQL[@]}" -d "$DB" <<SQL
BEGIN;
\copy copy_result FROM '$WORK/results.csv'
\copy copy_round FROM '$WORK/rounds.csv'
COMMIT;
SQL
T1=$(date +%s.%N)
awk -v n="$RESULTS" -v r="$ROUND_ROWS" -v t0="$T0" -v t1="$T1" -v api="$API_RATE" 'BEGIN {
  s = t1 - t0; copy = n / s;
  printf "\\copy of the same %d results and %d round entries: %.2f s, %.0f results/s\n", n, r, s, copy;
  printf "API / \\copy: %.2f (target at least 0.25); API rate %s results/s (target at least 10000): %s\n",
    api / copy, api, (api >= 10000 && api / copy >= 0.25) ? "met" : "NOT met";
}'
