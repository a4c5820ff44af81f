#!/usr/bin/env bash
# Starts the built app for end-to-end tests on a fresh data directory. A PostgreSQL server left running there
# by an interrupted earlier run is stopped first, so it is neither orphaned nor left writing into a deleted folder.
set -euo pipefail
data_dir=$1
pid_file="$data_dir/pg/postmaster.pid"
if [ -f "$pid_file" ]; then
  pid=$(head -n 1 "$pid_file")
  if kill -0 "$pid" 2>/dev/null; then
    kill -INT "$pid" || true
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
fi
rm -rf "$data_dir"
# exec: Playwright's stop signal reaches the app itself, which then stops its PostgreSQL server
exec node --import tsx server/index.ts
