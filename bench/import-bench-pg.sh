#!/usr/bin/env bash
# Import bench on PostgreSQL: the rate at which standings files go in through the API, beside the
# rate at which PostgreSQL's own \copy loads the same result and round rows into tables with the same
# keys and indexes (no foreign keys), in the same run on the same server.
# The database is analysed while nearly empty (after the first files): the rate must not depend on
# the planner's statistics being fresh.
# The rate is the service's steady state, as a registry that runs for days has it: on two cores the
# compiler of a freshly started JVM, the server's and the client's alike, takes a core for its first
# couple of thousand requests (timed after 600 warm-up files: 7,243-7,798 results/s; after 1,200: 7,320;
# after 2,000: 13,087-14,508). The client sends its warm-up files and the timed ones from one JVM; the rate
# of the first files after the start is printed beside it.
# Usage: [BENCH_DB=name] [BENCH_PORT=port] [BENCH_JAR=jar BENCH_APP_DIR=its-checkout] bench/import-bench-pg.sh [files] [players-per-file] [player-pool] [first-files] [warm-files]
#        (defaults 200 200 20000 30 2000: 40,000 results and 360,000 rounds timed, after 30 files that are timed
#        apart as the first after the start and 2,000 that warm the service and the client up)
set -euo pipefail
cd "$(dirname "$0")/.."
FILES=${1:-200}; SIZE=${2:-200}; POOL=${3:-20000}; FIRST=${4:-30}; WARM=${5:-2000}
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
# The first files after the start, then statistics taken on a nearly empty database, as an ANALYZE at the
# wrong moment leaves them.
"${BENCH[@]}" "$FIRST" "$SIZE" "$POOL" 0 0 | sed 's/^API import:/First files after the start:/'
"${PSQL[@]}" -d "$DB" -c "ANALYZE"
"${BENCH[@]}" "$FILES" "$SIZE" "$POOL" "$WARM" 100000 | tee "$WORK/api.txt"
API_RATE=$(sed -E 's/.*: ([0-9]+) results\/s$/\1/' "$WORK/api.txt")

RESULTS=$((FILES * SIZE))
# The anchor as the target defines it: the result rows and a row for each round, in tables with the keys a
# round row has (its id, and one row a result and round), no foreign keys. Dengji keeps a result's rounds in
# its own row (round_cells); the anchor's round rows are read from there, and its result rows are the same
# rows without them. The \copy of Dengji's own rows (the results with their rounds) is printed beside it.
"${PSQL[@]}" -d "$DB" <<SQL
DROP TABLE IF EXISTS copy_result; DROP TABLE IF EXISTS copy_round; DROP TABLE IF EXISTS copy_own;
CREATE TABLE copy_result (LIKE event_result INCLUDING ALL);
ALTER TABLE copy_result DROP COLUMN round_cells;
CREATE TABLE copy_round (id BIGINT PRIMARY KEY, result_id BIGINT NOT NULL, round INTEGER NOT NULL, opponent INTEGER,
  colour VARCHAR(1) NOT NULL, code VARCHAR(1) NOT NULL, CONSTRAINT uq_copy_round UNIQUE (result_id, round));
CREATE TABLE copy_own (LIKE event_result INCLUDING ALL);
CREATE TEMP VIEW latest AS SELECT * FROM event_result ORDER BY id DESC LIMIT $RESULTS;
\copy (SELECT id, event_id, player_id, start_number, rank_from, rank_to, points, game_points, games, wins, draws, losses, forfeit_wins, forfeit_losses, byes, entered_name, entered_sex, entered_title, entered_rating, entered_fed, entered_fide_id, entered_birth, faulty_games, national_rating, player_registration_no, player_name_zh, player_name_latin FROM latest) TO '$WORK/results.csv'
\copy (SELECT row_number() OVER (), r.id, m[1]::int, nullif(m[2], '')::int, m[3], m[4] FROM latest r, unnest(string_to_array(nullif(r.round_cells, ''), ' ')) t, regexp_match(t, '^(\d+):(\d*)(.)(.)\$') m) TO '$WORK/rounds.csv'
\copy (SELECT * FROM latest) TO '$WORK/own.csv'
SQL
ROUND_ROWS=$(wc -l < "$WORK/rounds.csv")
copy_seconds() {
  local t0 t1
  t0=$(date +%s.%N)
  # A \copy that fails must stop the bench, not print the time it took to fail.
  "${PSQL[@]}" -d "$DB" -c "BEGIN" "$@" -c "COMMIT" || return 1
  t1=$(date +%s.%N)
  awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }'
}
ANCHOR=$(copy_seconds -c "\\copy copy_result FROM '$WORK/results.csv'" -c "\\copy copy_round FROM '$WORK/rounds.csv'")
OWN=$(copy_seconds -c "\\copy copy_own FROM '$WORK/own.csv'")
awk -v n="$RESULTS" -v r="$ROUND_ROWS" -v s="$ANCHOR" -v own="$OWN" -v api="$API_RATE" 'BEGIN {
  copy = n / s;
  printf "\\copy of the same %d results and %d round rows: %.2f s, %.0f results/s\n", n, r, s, copy;
  printf "\\copy of the same %d results with their rounds in their rows, as Dengji keeps them: %.2f s, %.0f results/s\n",
    n, own, n / own;
  printf "API / \\copy: %.2f (target at least 0.25); API rate %s results/s (target at least 10000): %s\n",
    api / copy, api, (api >= 10000 && api / copy >= 0.25) ? "met" : "NOT met";
}'
