# Shared by the scripts that run several instances of the PostgreSQL package on one database (sourced):
# start NAME PORT starts one with the same session key as the others and waits for its health check;
# stop_servers stops every one started (on exit). Expects DB, WORK, JAR and PASSWORD (the administrator's).
PIDS=()
stop_servers() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for _ in $(seq 1 100); do
    alive=0
    for pid in "${PIDS[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ "$alive" = 0 ] && return 0
    sleep 0.1
  done
  for pid in "${PIDS[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
}

# One instance as production runs several: the same database, the same session key.
start() { # name port
  DENGJI_DEMO=false DENGJI_ADMIN_PASSWORD=$PASSWORD DENGJI_DATA_DIR="$WORK/data-$1" \
  QUARKUS_HTTP_AUTH_SESSION_ENCRYPTION_KEY=instances-shared-session-key \
    java -Dquarkus.profile=pg -Dquarkus.http.port="$2" -Dquarkus.log.level=WARN \
    -Dquarkus.datasource.jdbc.url="jdbc:postgresql://127.0.0.1:5432/$DB" -jar "$JAR" > "$WORK/server-$1.log" 2>&1 &
  PIDS+=($!)
  for _ in $(seq 1 240); do
    curl -sf -m 5 "http://127.0.0.1:$2/q/health" > /dev/null && return 0
    kill -0 "${PIDS[-1]}" 2>/dev/null || { echo "instance $1 stopped; its log:"; tail -n 40 "$WORK/server-$1.log"; return 1; }
    sleep 1
  done
  echo "instance $1 did not start within 240 s"; return 1
}
