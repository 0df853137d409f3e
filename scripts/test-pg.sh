#!/usr/bin/env bash
# Run the whole test suite against a real Postgres server: every test file creates its own fresh database
# there and drops it afterwards (tests/helpers/db.ts). Only local servers are accepted.
set -euo pipefail
export TEST_PG_ADMIN_URL="${TEST_PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
exec npx vitest run "$@"
