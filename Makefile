SHELL := /bin/bash
.DEFAULT_GOAL := start
.PHONY: start test install services build lint test-backend test-faults test-frontend test-e2e chromium

# Installs dependencies only when the lockfile changed since the last install.
install:
	@if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then \
		npm install --no-audit --no-fund; \
	fi

services:
	@node scripts/ensure-services.mjs --create-database

build: install
	npm run build

start: install services build
	npm run db:migrate
	npm run db:seed
	@node scripts/mail-catcher.mjs
	@echo "Product: $${APP_URL:-http://localhost:3000}  (API docs: /api/docs)"
	npm start

lint: install
	npm run lint
	npm run typecheck
	npm run format:check
	npm run contract:check

chromium:
	@bash scripts/ensure-chromium.sh

test-backend: install
	npm test -w backend

# Its own PostgreSQL and redis-server, the built product: run after the build.
test-faults: install
	npm run test:faults -w backend

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
	$(MAKE) test-faults
	$(MAKE) test-frontend
	npm run e2e -w frontend
