#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on loopback for the tests and prints its URL.
#   eval "$(bash scripts/test-postgres.sh start)"   # exports TEST_DATABASE_URL, TEST_PG_DIR
#   bash scripts/test-postgres.sh stop "$TEST_PG_DIR"
set -euo pipefail

bin_dir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$dir" ] || { echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }
  echo "$dir"
}

# PostgreSQL refuses to run as root; run it as the postgres user when we are root.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    BIN=$(bin_dir)
    DIR=$(mktemp -d /tmp/clf-pg.XXXXXX)
    chmod 755 "$DIR"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$DIR"
    PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
    as_owner "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
    as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
      -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
    echo "export TEST_PG_DIR=$DIR"
    ;;
  stop)
    DIR=${2:?usage: stop DIR}
    BIN=$(bin_dir)
    as_owner "$BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null || true
    rm -rf "$DIR"
    ;;
  *)
    echo "usage: $0 start | stop DIR" >&2
    exit 2
    ;;
esac
