# nqueens-wasm: `make serve` and `make test` are the only commands a newcomer needs.
# Set-up is idempotent: each step checks first and is skipped when already done. No puzzle
# is named here: the puzzles are the workspace's members (Cargo.toml) and declare their own
# wasm modules, which scripts/build-wasm.mjs builds.

WASM_BINDGEN_VERSION := 0.2.130
PORT ?= 8000
WASM_TARGET := wasm32-unknown-unknown
PKG := www/pkg
# The puzzles' fuzz targets (cargo-fuzz crates kept out of the workspace), checked by
# test-native and run by `make fuzz`.
FUZZ_DIRS := $(wildcard src/puzzles/*/fuzz)
CHROMEDRIVER ?= /usr/bin/chromedriver
GECKODRIVER ?= $(HOME)/.cargo/bin/geckodriver
# The cross-engine suite's engines; `make test-engines ENGINE=firefox` runs one alone.
ENGINE ?= chromium firefox webkit
# WebKitWebDriver drives MiniBrowser in a real (virtual) X display: its --headless hangs.
XVFB := xvfb-run -a -s "-screen 0 1920x1080x24"
export PATH := $(HOME)/.cargo/bin:$(PATH)

.PHONY: serve dev build bench fuzz test setup setup-build setup-npm setup-test setup-chromium test-native test-unit test-wasm test-e2e test-engines test-removal test-removal-rust clean

## serve: set up, build, then serve the production build (dist/) on http://127.0.0.1:$(PORT)/
## as a static host does: precompressed brotli/gzip, MIME types, cache policy (scripts/serve.mjs)
serve: build
	node scripts/serve.mjs --root dist --port $(PORT)

## dev: the source (www/), unbundled and uncached, for development (after one `make build`
## for www/pkg); edits show on reload, no rebuild of dist/ needed
dev: setup-npm
	@[ -f $(PKG)/modules.json ] || $(MAKE) build
	node scripts/vendor.mjs
	node scripts/serve.mjs --dev --root www --port $(PORT)

## build: set up, then every wasm module the puzzles declare (scripts/build-wasm.mjs: for
## each, a release build to wasm, wasm-bindgen --target web into www/pkg/<name>*, wasm-opt),
## then the production build (which first copies the browser libraries from node_modules
## into www/js/vendor/, scripts/vendor.mjs: gifenc, fflate) of www/ into dist/
## (scripts/build-dist.mjs: Rollup bundles the page, esbuild minifies and builds the workers,
## one stylesheet, modulepreload, the first view's skeleton made in headless Chromium,
## brotli and gzip copies)
build: setup-build setup-npm setup-chromium
	node scripts/build-wasm.mjs
	node scripts/build-dist.mjs

## bench: what each puzzle declares in its folder (native, wasm and in the page, headless
## Chromium), the interactions, the first view and the wasm sizes (prints a table, writes
## target/bench.json; figures, not a test; each script takes --dry to list what it measures)
bench: build setup-test
	node scripts/bench-native.mjs
	node scripts/bench-page.mjs
	node scripts/bench.mjs

## test: set up, then every test: native, page units in Node, wasm-bindgen-test in headless
## Chromium and Firefox, end-to-end in Chromium, and the cross-engine suite in Chromium,
## Firefox and WebKit
test: setup test-native test-wasm build test-unit test-removal test-e2e test-engines

# Every crate of the workspace with every feature (each wasm module's facade). Tests too
# slow unoptimised are ignored there (`cfg_attr(debug_assertions, ignore)`), so the crates'
# unit tests run again in release, with them (the counters' large N: about 3 s there,
# minutes unoptimised). Then the module graph has no cycle (scripts/module-cycles.mjs), and
# the fuzz targets build.
test-native:
	cargo test --workspace --all-features
	cargo test --release --workspace --all-features --lib
	node scripts/module-cycles.mjs
	@for dir in $(FUZZ_DIRS); do cargo check --manifest-path $$dir/Cargo.toml --target-dir target/fuzz || exit 1; done

## test-removal: each puzzle is a plug-in: a copy of the tree without it (its folders, its
## tests, its registry lines) builds natively and to wasm and passes the native and unit
## tests (scripts/removal-test.mjs; the copies share target/removal)
test-removal: build
	node scripts/removal-test.mjs

## test-removal-rust: the removal test's Rust steps alone (REMOVAL_STEPS=rust)
test-removal-rust: build
	REMOVAL_STEPS=rust node scripts/removal-test.mjs

## test-unit: the page's pure JS modules (decoders, route, state, formatting) in plain Node,
## and the no-function-over-100-lines check
test-unit: build
	node --test tests/unit/

## fuzz: a short run (60 s) of each fuzz target of each puzzle (the link parser's, through
## the default puzzle); needs `cargo install cargo-fuzz`
fuzz:
	@command -v cargo-fuzz >/dev/null 2>&1 || cargo install cargo-fuzz
	@for dir in $(FUZZ_DIRS); do for target in $$(basename -a -s .rs $$dir/fuzz_targets/*.rs); do \
	  (cd $$dir/.. && RUSTC_BOOTSTRAP=1 cargo fuzz run $$target -- -max_total_time=60) || exit 1; done; done

# Every wasm test of every crate in headless Chromium, then each module's browser API (each
# puzzle's tests/web.rs) in headless Firefox ESR: wasm-bindgen-test-runner picks the browser
# from its driver's variable.
test-wasm: setup
	CHROMEDRIVER=$(CHROMEDRIVER) cargo test --target $(WASM_TARGET) --workspace --all-features
	GECKODRIVER=$(GECKODRIVER) cargo test --target $(WASM_TARGET) --workspace --all-features --test web

test-e2e: build
	node --test --test-concurrency=2 tests/e2e/

## test-engines: the cross-engine suite (tests/engines/), one browser session per engine,
## each engine's run printing its own pass count; ENGINE=firefox (or chromium, webkit) for one
test-engines: build setup-test
	@for engine in $(ENGINE); do \
	  echo "== cross-engine suite: $$engine"; \
	  if [ $$engine = webkit ]; then ENGINE=webkit $(XVFB) node --test tests/engines/ || exit 1; \
	  else ENGINE=$$engine node --test tests/engines/ || exit 1; fi; \
	done

setup: setup-build setup-test

# The wasm target and the wasm-bindgen CLI at exactly the version Cargo.toml pins.
setup-build:
	@rustup target list --installed | grep -qx $(WASM_TARGET) || rustup target add $(WASM_TARGET)
	@wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $(WASM_BINDGEN_VERSION)" \
	  || cargo install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION)
	@grep -q '^wasm-bindgen = "=$(WASM_BINDGEN_VERSION)"' Cargo.toml \
	  || { echo "Cargo.toml must pin wasm-bindgen = \"=$(WASM_BINDGEN_VERSION)\""; exit 1; }

# The npm tools from package-lock.json: binaryen's wasm-opt, playwright-core and axe-core for
# e2e tests, selenium-webdriver for the cross-engine suite, acorn for the function-length check;
# the page's libraries gifenc and fflate; omggif and scorm-again (an LMS's SCORM run-time) for tests.
setup-npm:
	@if [ ! -d node_modules/binaryen ] || [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/acorn ] \
	  || [ ! -d node_modules/selenium-webdriver ] || [ ! -d node_modules/gifenc ] || [ ! -d node_modules/omggif ] \
	  || [ ! -d node_modules/fflate ] || [ ! -d node_modules/scorm-again ] \
	  || [ package-lock.json -nt node_modules/.package-lock.json ]; then npm ci --no-audit --no-fund; fi

# The browsers and their WebDriver servers for the browser tests (we run as root): Debian's
# Chromium and ChromeDriver, Firefox ESR, WebKitGTK's MiniBrowser and WebKitWebDriver, and
# Xvfb for MiniBrowser; geckodriver from crates.io (its npm package downloads a binary).
BROWSER_PACKAGES := chromium chromium-driver firefox-esr webkit2gtk-driver xvfb
BROWSER_BINARIES := /usr/bin/chromium /usr/bin/chromedriver /usr/bin/firefox-esr /usr/bin/WebKitWebDriver \
  /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser /usr/bin/xvfb-run
setup-test: setup-npm setup-chromium
	@for binary in $(BROWSER_BINARIES); do [ -x $$binary ] || { apt-get update \
	  && DEBIAN_FRONTEND=noninteractive apt-get install -y $(BROWSER_PACKAGES) || exit 1; break; }; done
	@[ -x $(GECKODRIVER) ] || cargo install geckodriver

# Debian's Chromium alone: the production build makes the first view's skeleton in it.
setup-chromium:
	@[ -x /usr/bin/chromium ] || { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; }

clean:
	cargo clean
	rm -rf $(PKG) dist node_modules
