#!/bin/sh
# postgres-replica's entrypoint: with an empty data directory, waits for the primary and copies it
# with pg_basebackup -R (which writes standby.signal and primary_conninfo), then runs PostgreSQL
# as a hot standby streaming from it. The arguments are PostgreSQL's (e.g. `-c name=value`).
set -eu
: "${PGDATA:?}" "${PRIMARY_HOST:?}" "${PRIMARY_PORT:=5432}" "${REPLICATION_USER:?}" "${REPLICATION_PASSWORD:?}"

# PostgreSQL refuses to run as root: the image's gosu steps down to its postgres user.
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  exec gosu postgres sh "$0" "$@"
fi

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready --quiet -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U "$REPLICATION_USER"; do
    echo "replica: waiting for the primary at $PRIMARY_HOST:$PRIMARY_PORT"
    sleep 1
  done
  PGPASSWORD="$REPLICATION_PASSWORD" pg_basebackup --no-password \
    -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U "$REPLICATION_USER" \
    -D "$PGDATA" -R -X stream -c fast
fi

exec postgres -D "$PGDATA" "$@"
