#!/usr/bin/env bash
# Proves .ci/run's guards on the end-to-end step, with the build CI has just made:
#   1. with 127.0.0.1:4310 (the mock's default port) held by another process, the e2e step still runs
#      every test it lists for a small spec, on ports of its own, and passes;
#   2. with a filter that matches no test, .ci/run exits non-zero and its last line counts a failure;
#   3. after each run, nothing is listening on the ports that run chose.
# Each inner run writes its reports under test-results/self-check/ so the main run's stay intact.
set -uo pipefail
cd "$(dirname "$0")/../.."
out=test-results/self-check
rm -rf "$out"
mkdir -p "$out"
problems=0
fail() { echo "self-check FAILED: $*"; problems=$((problems + 1)); }

# Hold 4310 for the whole check (unless something already holds it, which proves the same).
holder_pid=
if [ -z "$(node --import tsx scripts/ci/ports.ts holders 4310)" ]; then
  node -e 'require("node:net").createServer().listen(4310, "127.0.0.1")' &
  holder_pid=$!
  trap '[ -n "$holder_pid" ] && kill "$holder_pid" 2>/dev/null' EXIT
  for _ in $(seq 50); do [ -n "$(node --import tsx scripts/ci/ports.ts holders 4310)" ] && break; sleep 0.1; done
fi
[ -n "$(node --import tsx scripts/ci/ports.ts holders 4310)" ] || fail "could not hold port 4310"

# inner NAME ARGS: runs the e2e step alone; sets rc, last (its last line) and used (its ports).
inner() {
  local name=$1 args=$2 log="$out/$1.log"
  CI_STEPS=e2e CI_RESULTS="$out/$name" CI_E2E_ARGS="$args" bash .ci/run >"$log" 2>&1
  rc=$?
  last=$(tail -n 1 "$log")
  used=$(sed -nE 's/^ports: e2e ([0-9]+), nginx ([0-9]+), benchmark ([0-9]+)$/\1 \2 \3/p' "$log")
  echo "$name: exit $rc, ports ${used:-?}, last line: $last"
  if [ -z "$used" ]; then fail "$name: the run did not say which ports it chose"; return; fi
  # shellcheck disable=SC2086 # a list of ports
  local left
  left=$(node --import tsx scripts/ci/ports.ts holders $used)
  [ -z "$left" ] || fail "$name: still listening after the run: $left"
}

inner busy-port e2e/bundle.spec.ts
listed=$(npx playwright test --list --reporter=list e2e/bundle.spec.ts 2>/dev/null | sed -nE 's/^Total: ([0-9]+) tests?.*/\1/p')
[ "$rc" -eq 0 ] || fail "busy-port: exit $rc (see $out/busy-port.log)"
[ "${listed:-0}" -gt 0 ] || fail "busy-port: Playwright lists no test in e2e/bundle.spec.ts"
[ "$last" = "${listed:-0} passed, 0 failed" ] || fail "busy-port: expected '${listed:-0} passed, 0 failed'"
case " $used " in *" 4310 "*) fail "busy-port: the run used the held port 4310" ;; esac

inner empty-suite "--grep no-test-is-named-like-this"
[ "$rc" -ne 0 ] || fail "empty-suite: exit 0 although no test ran"
[[ "$last" =~ ^0\ passed,\ [1-9][0-9]*\ failed$ ]] || fail "empty-suite: the last line counts no failure"

if [ "$problems" -eq 0 ]; then echo "self-check: all guards hold"; fi
[ "$problems" -eq 0 ]
