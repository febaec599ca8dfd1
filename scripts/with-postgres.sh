#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL cluster on this machine.
# Uses the server that is installed (Debian's layout), installing Debian's postgresql when none is.
# Usage: scripts/with-postgres.sh npm test
set -euo pipefail

find_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/pg_ctl" ] && { echo "$dir"; return 0; }
  done
  command -v pg_ctl >/dev/null 2>&1 && { dirname "$(readlink -f "$(command -v pg_ctl)")"; return 0; }
  return 1
}

BIN=$(find_bin || true)
if [ -z "$BIN" ]; then
  echo "PostgreSQL not found; installing Debian's postgresql…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq postgresql >/dev/null
  BIN=$(find_bin)
fi

PORT=${PGPORT_FOR_TESTS:-54329}
DIR=$(mktemp -d /tmp/pg-test-XXXXXX)
RUN_AS=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$DIR"
  RUN_AS=(runuser -u postgres --)
fi

cleanup() {
  "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

# Hosted-shaped: the bootstrap superuser is supabase_admin, and `postgres` is made a role that is not a
# superuser (supabase/local/src/db/bootstrap.sql), as on hosted Supabase.
"${RUN_AS[@]}" "$BIN/initdb" -D "$DIR/data" -U supabase_admin --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null

export DATABASE_URL="postgres://supabase_admin@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') at $DATABASE_URL"
"$@"
