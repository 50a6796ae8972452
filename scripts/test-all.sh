#!/usr/bin/env bash
# The one test command (README "Quick start"): typecheck, lint, unit and component tests, the made-up step added by
# ARCHITECTURE's "Add a step" recipe in a copy of the tree (npm run check:recipe), production build with its size budget, Playwright e2e against `vite preview` (Chromium), then the same build
# in Firefox ESR and WebKitGTK (scripts/test-browsers.ts, which installs them as root when missing); the French browser
# test runs on a second build that marks every translated word (playwright.french.config.ts).
# Ends with "tests: N passed, N failed" and exits non-zero when anything failed or no test ran.
set -u
cd "$(dirname "$0")/.."

chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ ! -x "$chrome" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "== Chromium is missing: installing Debian's chromium"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
  if [ ! -x "$chrome" ]; then
    echo "Chromium is needed for the browser tests. Install it with:"
    echo "  sudo apt-get update && sudo apt-get install -y chromium"
    echo "or point CHROME_PATH at a Chromium binary."
    exit 1
  fi
fi

# The battle sheets of earlier builds are read back from their PDFs (tests/builds/sheetQr.test.ts): pdftoppm renders them.
if ! command -v pdftoppm >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "== pdftoppm is missing: installing Debian's poppler-utils"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
  fi
  if ! command -v pdftoppm >/dev/null 2>&1; then
    echo "pdftoppm (poppler-utils) is needed to read the QR codes of earlier builds' battle sheets. Install it with:"
    echo "  sudo apt-get update && sudo apt-get install -y poppler-utils"
    exit 1
  fi
fi

# The French spelling test (src/ui/words/frenchSpelling.test.ts) runs hunspell with its French dictionary.
has_french_hunspell() { command -v hunspell >/dev/null 2>&1 && hunspell -D 2>&1 | grep -q "fr_FR"; }
if ! has_french_hunspell; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "== hunspell-fr is missing: installing Debian's hunspell and hunspell-fr"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq hunspell hunspell-fr >/dev/null
  fi
  if ! has_french_hunspell; then
    echo "hunspell and its French dictionary are needed for the French spelling test. Install them with:"
    echo "  sudo apt-get update && sudo apt-get install -y hunspell hunspell-fr"
    exit 1
  fi
fi

[ -d node_modules ] || npm ci --no-audit --no-fund
rm -rf reports && mkdir -p reports
failed_steps=()

step() {
  local name="$1"; shift
  echo "== $name"
  if ! "$@"; then failed_steps+=("$name"); fi
}

step "typecheck" npm run --silent typecheck
step "lint" npm run --silent lint
# Vitest's own output is kept too: an error it catches outside any test fails the step with every test
# passed, and the end of this command's output (all a CI log may keep) then says which error it was.
unit_tests() { npx vitest run 2>&1 | tee reports/vitest.log; return "${PIPESTATUS[0]}"; }
step "unit and component tests" unit_tests
# The made-up step by ARCHITECTURE's "Add a step" recipe, in a copy of the tree (scripts/recipe/check.ts); its time is printed.
recipe_check() {
  local began=$SECONDS
  npm run --silent check:recipe
  local status=$?
  echo "== the recipe check took $((SECONDS - began)) s"
  return $status
}
step "the made-up step by the recipe (check:recipe)" recipe_check
step "production build" npx vite build
step "bundle budget" npx tsx scripts/bundleSize.ts
step "e2e (Playwright, Chromium)" npx playwright test
# The French browser test (issue 36) on a build that marks every translated word (playwright.french.config.ts).
step "marked build (French test)" env VITE_MARK_TRANSLATIONS=1 npx vite build --outDir dist-marked
step "e2e in French (Playwright, Chromium, marked build)" npx playwright test -c playwright.french.config.ts
step "e2e (Firefox and WebKit)" npx tsx scripts/test-browsers.ts

if [[ " ${failed_steps[*]} " == *" unit and component tests "* ]]; then
  echo "== what Vitest said at its end (reports/vitest.log)"
  sed 's/\x1b\[[0-9;]*m//g' reports/vitest.log | grep -v '^[[:space:]·]*$' | tail -n 40
fi

node scripts/count-tests.mjs "${failed_steps[@]}"
