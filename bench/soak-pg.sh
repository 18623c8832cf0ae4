#!/usr/bin/env bash
# Soak: two instances of the PostgreSQL package on one fresh database under a mixed load (test class Soak:
# page reads, what-ifs, sign-ins through the login form, imports with publication, title applications, every
# request to the two instances by turns) for some minutes. Prints a line a minute, each action's count and
# latencies, and each server's resident memory every 30 s; exits non-zero on any error.
# Usage: [SOAK_DB=name] [SOAK_PORT_A=port] [SOAK_PORT_B=port] [SOAK_JAR=jar] bench/soak-pg.sh [minutes] [threads]
#        (defaults 10 8)
set -euo pipefail
cd "$(dirname "$0")/.."
MINUTES=${1:-10}; THREADS=${2:-8}
DB=${SOAK_DB:-dengji_soak}
PORT_A=${SOAK_PORT_A:-18581}; PORT_B=${SOAK_PORT_B:-18582}
WORK=target/soak
rm -rf "$WORK" && mkdir -p "$WORK" && WORK=$(cd "$WORK" && pwd)
PASSWORD=soak-admin-password
JAR=${SOAK_JAR:-target/quarkus-app-pg/quarkus-run.jar}
[ -f "$JAR" ] || mvn -B -q package -DskipTests -Dquarkus.profile=pg -Dquarkus.package.output-directory=quarkus-app-pg
[ -d target/test-classes/org/dengji/registry/bench ] || mvn -B -q test-compile
PSQL=(psql -h 127.0.0.1 -U postgres -v ON_ERROR_STOP=1 -q)
"${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $DB" -c "CREATE DATABASE $DB"
source bench/instances.sh
trap 'kill $SAMPLER 2>/dev/null || true; stop_servers' EXIT
SAMPLER=
start A "$PORT_A"
start B "$PORT_B"
A=http://127.0.0.1:$PORT_A; B=http://127.0.0.1:$PORT_B
curl -sf -u "admin:$PASSWORD" -H 'Content-Type: application/json' \
  -d '{"username":"soak-registrar","password":"soak-registrar-password","displayName":"Soak","organisationId":1,"roles":["REGISTRAR"]}' \
  "$A/api/v1/users" > /dev/null

# A registry to read: 20 files of 100 players imported through A and published.
java -cp target/test-classes:target/classes org.dengji.registry.bench.ImportBench "$A" soak-registrar \
  soak-registrar-password 20 100 5000 0 fresh > /dev/null
for id in $("${PSQL[@]}" -d "$DB" -At -c "SELECT id FROM event WHERE status = 'DRAFT'"); do
  curl -sf -u soak-registrar:soak-registrar-password -H 'Content-Type: application/json' -d '{}' \
    "$A/api/v1/events/$id/publish" > /dev/null
done
"${PSQL[@]}" -d "$DB" -At -c "SELECT registration_no FROM player ORDER BY random() LIMIT 2000" > "$WORK/players.txt"
"${PSQL[@]}" -d "$DB" -At -c "SELECT id FROM event WHERE status = 'PUBLISHED'" > "$WORK/events.txt"

# Resident memory of both servers every 30 s.
( while true; do
    echo "$(date +%s) $(ps -o rss= -p "${PIDS[0]}") $(ps -o rss= -p "${PIDS[1]}")" >> "$WORK/rss.txt"
    sleep 30
  done ) &
SAMPLER=$!
STATUS=0
java -cp target/test-classes:target/classes org.dengji.registry.bench.Soak "$A" "$B" soak-registrar \
  soak-registrar-password "$MINUTES" "$WORK/players.txt" "$WORK/events.txt" "$THREADS" || STATUS=$?
kill $SAMPLER 2>/dev/null || true
echo "== Resident memory (MB) every 30 s: A, B"
awk 'NR == 1 { t0 = $1 } { printf "%5d s  %6.0f  %6.0f\n", $1 - t0, $2 / 1024, $3 / 1024 }' "$WORK/rss.txt"
for name in A B; do
  if grep -E 'ERROR|Exception' "$WORK/server-$name.log" > /dev/null; then
    echo "== errors in instance $name's log"; grep -E -A3 'ERROR|Exception' "$WORK/server-$name.log" | head -n 30
    STATUS=1
  fi
done
exit $STATUS
