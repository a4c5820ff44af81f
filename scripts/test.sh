#!/usr/bin/env bash
# `npm test`: installs what the tests need from Debian's packages when missing (as root), then runs the type
# check, lint, unit tests, the sample workflows' scenarios, the build, integration tests against a real
# PostgreSQL and end-to-end tests in Chromium. Every stage runs; the last line sums up all of them.
set -uo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v chromium-headless-shell >/dev/null || missing+=(chromium-headless-shell) # the e2e tests' browser (playwright.config.ts)
command -v pdftotext >/dev/null || missing+=(poppler-utils)
command -v pdftoppm >/dev/null || missing+=(poppler-utils)
command -v qpdf >/dev/null || missing+=(qpdf)
command -v certutil >/dev/null || missing+=(libnss3-tools) # the seal's trust test imports the root into NSS
if ((${#missing[@]})) && [ "$(id -u)" != 0 ]; then
  echo "The tests need these Debian packages: ${missing[*]}. Install them (sudo apt-get install ${missing[*]}) or run as root."
  exit 1
fi

reports=.test-reports  # outside test-results/, which Playwright empties when it starts
rm -rf "$reports" && mkdir -p "$reports"

# The packages install in the background while the type check and lint run, which need none of them (on a fresh
# machine the download and unpacking took about 40 s of the run); the unit tests are the first to use them (poppler
# and qpdf), so they wait for it (`installed`).
install_pid=
if ((${#missing[@]})); then
  echo "Installing from Debian: ${missing[*]}"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}") >"$reports/install.log" 2>&1 &
  install_pid=$!
fi
installed() {
  [ -z "$install_pid" ] && return
  wait "$install_pid" || { cat "$reports/install.log"; echo "Could not install ${missing[*]} with apt-get"; exit 1; }
  install_pid=
  timings+=("Debian packages installed beside the type check and lint, done after $SECONDS s")
}
failed_stages=()
timings=()
# How busy the machine's cores were during a stage (from /proc/stat: the time not idle nor waiting, of all cores):
# a stage that keeps them under about 90% busy has room for more parallel work, one near 100% only gets faster by
# doing less. Measures the whole machine, so another tenant's work counts too.
cpu_ticks() { awk '/^cpu /{ busy = $2 + $3 + $4 + $7 + $8 + $9; print busy, busy + $5 + $6 }' /proc/stat; }
busy_since() {
  local busy0=$1 total0=$2 busy1 total1
  read -r busy1 total1 < <(cpu_ticks)
  awk -v b="$((busy1 - busy0))" -v t="$((total1 - total0))" -v n="$(nproc)" 'BEGIN { if (t > 0) printf "cores %d%% busy (of %d)", 100 * b / t, n }'
}
stage() {
  local name=$1 started=$SECONDS busy total
  read -r busy total < <(cpu_ticks)
  shift
  echo
  echo "=== $name"
  "$@" || failed_stages+=("$name")
  timings+=("$name $((SECONDS - started)) s, $(busy_since "$busy" "$total")")
}
# Two stages side by side, for stages that each keep one core busy (the type check and lint; the unit tests'
# single worker and the scenarios): on two cores they take about the time of the longer one. Their outputs are
# kept apart and printed whole, one after the other.
stages_side_by_side() {
  local first=$1 second=$3 started=$SECONDS busy total
  read -r busy total < <(cpu_ticks)
  bash -o pipefail -c "$2" >"$reports/$first.log" 2>&1 &
  local first_pid=$!
  bash -o pipefail -c "$4" >"$reports/$second.log" 2>&1 &
  local second_pid=$!
  wait "$first_pid" || failed_stages+=("$first")
  wait "$second_pid" || failed_stages+=("$second")
  for name in "$first" "$second"; do
    echo
    echo "=== $name"
    cat "$reports/$name.log"
  done
  timings+=("$first and $second $((SECONDS - started)) s, $(busy_since "$busy" "$total")")
}

stages_side_by_side typecheck 'npm run -s typecheck' lint 'npm run -s lint'
installed
stages_side_by_side unit "npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=$reports/unit.json" \
  scenarios "npx accord test templates/workflows | tee $reports/scenarios.txt"
stage build node scripts/build-if-stale.mjs
stage integration npx vitest run --project integration --reporter=default --reporter=json --outputFile.json="$reports/integration.json"
stage e2e env PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/e2e.json" npx playwright test --reporter=list,json

echo
echo "=== time per stage"
printf '%s\n' "${timings[@]}"
node scripts/test-summary.mjs "$reports" "${failed_stages[@]}"
