SHELL := /bin/bash
.DEFAULT_GOAL := start
.PHONY: start stop reset-admin-password reset-demo-password test install services build lint test-backend test-faults test-frontend test-e2e test-bench chromium
# npm's own notices (and the machine's npmrc warnings) would bury what make start prints.
NPM := npm --loglevel=error

# Installs dependencies only when the lockfile changed since the last install.
install:
	@if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then \
		echo "Installing dependencies…"; \
		$(NPM) install --no-audit --no-fund; \
	fi

services:
	@node scripts/ensure-services.mjs --create-database

# Each part is rebuilt only when one of its sources is newer than its stamp.
BACKEND_STAMP := backend/dist/.built
FRONTEND_STAMP := frontend/dist/index.html
# api-contract.js rewrites the schema only when it changed, so an unchanged API rebuilds no frontend.
CONTRACT_STAMP := backend/dist/.contract
BACKEND_SOURCES := $(shell find backend/src -type f) backend/package.json backend/tsconfig.json backend/tsconfig.build.json tsconfig.json
FRONTEND_SOURCES := $(shell find frontend/src frontend/public -type f) frontend/index.html frontend/package.json frontend/vite.config.ts frontend/tsconfig.json frontend/tsconfig.app.json

build: install $(CONTRACT_STAMP) $(FRONTEND_STAMP)

$(BACKEND_STAMP): $(BACKEND_SOURCES) package-lock.json
	@echo "Building the backend…"
	@node node_modules/typescript/bin/tsc -p backend/tsconfig.build.json
	@touch $@

$(CONTRACT_STAMP): $(BACKEND_STAMP)
	@node backend/dist/api-contract.js
	@touch $@

$(FRONTEND_STAMP): $(FRONTEND_SOURCES) package-lock.json
	@echo "Building the frontend…"
	@cd frontend && node ../node_modules/typescript/bin/tsc -p tsconfig.app.json --noEmit
	@cd frontend && node ../node_modules/vite/bin/vite.js build --logLevel warn

# Migrates, seeds, runs the mail catcher and the server; prints the URL and accounts last.
start: install services build
	@node scripts/start.mjs

# Stops what make start left running (pid files under .data/run/).
stop:
	@node scripts/stop.mjs

# Gives the seeded account its password again (ADMIN_PASSWORD / DEMO_PASSWORD, else the one
# kept under .data/) and ends its sessions.
reset-admin-password: services build
	@node backend/dist/seed.js --reset-password=admin

reset-demo-password: services build
	@node backend/dist/seed.js --reset-password=demo

# The contract is checked against the backend build make build uses (built once, not twice).
lint: install
	npm run lint
	npm run typecheck
	npm run format:check
	@$(MAKE) --no-print-directory $(BACKEND_STAMP)
	node backend/dist/api-contract.js --check

chromium:
	@bash scripts/ensure-chromium.sh

test-backend: install
	npm test -w backend

# Its own PostgreSQL and redis-server, the built product: run after the build.
test-faults: install
	npm run test:faults -w backend

# The whole bench on a small catalogue, its figures not asserted (speed is read in
# docs/performance.md): what it wires by hand cannot break unnoticed.
test-bench: install
	npm run bench -- --rows 2000 --duration 1 --alert-rows 200 --alert-passes 1 > /dev/null

test-frontend: install
	npm test -w frontend

test-e2e: install chromium build
	npm run e2e -w frontend

# The backend start-up tests run the built server, so the build comes before them.
test: install chromium
	@node scripts/ensure-services.mjs
	$(MAKE) lint
	$(MAKE) build
	$(MAKE) test-backend
	@# The fault suite mostly waits on the servers it stops and starts: the frontend's tests run beside it.
	$(MAKE) -j2 --output-sync=target test-faults test-frontend
	$(MAKE) test-bench
	npm run e2e -w frontend
