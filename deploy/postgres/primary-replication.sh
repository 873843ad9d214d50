#!/bin/sh
# Mounted in the primary's /docker-entrypoint-initdb.d: runs once, when its data directory is
# made. Creates the role postgres-replica copies and streams with, and lets it connect from any
# address (the replica is another container); "all" in pg_hba.conf does not cover replication.
set -eu

psql -v ON_ERROR_STOP=1 --no-password --username "${POSTGRES_USER:-postgres}" --dbname postgres \
  -v role="$REPLICATION_USER" -v password="$REPLICATION_PASSWORD" <<'SQL'
CREATE ROLE :"role" WITH REPLICATION LOGIN PASSWORD :'password';
SQL

echo "host replication $REPLICATION_USER all scram-sha-256" >>"$PGDATA/pg_hba.conf"
