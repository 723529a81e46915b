#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 cluster on a loopback port for the tests and prints its URL.
# Usage: eval "$(bash scripts/start-test-postgres.sh)"  -> exports TEST_DATABASE_URL
set -euo pipefail
PORT="${PG_TEST_PORT:-54329}"
# Take the next port if another cluster (a developer's) already listens there.
while (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; do PORT=$((PORT + 1)); done
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [ -z "$BIN" ]; then
  echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2
  exit 1
fi
DIR="$(mktemp -d /tmp/site-pg.XXXXXX)"
chown postgres:postgres "$DIR" 2>/dev/null || true
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
as_postgres "$BIN/initdb" -D "$DIR/data" -U postgres -A trust --no-sync >/dev/null
as_postgres "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c max_connections=200" start >/dev/null
as_postgres "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres site_test
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/site_test"
echo "export TEST_PG_DIR=$DIR"
