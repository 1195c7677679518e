#!/bin/sh
# `npm test`. Jest leaves a core idle about a fifth of its time on two cores (its integration
# suites wait on the local stack), so the checks that need no stack (lint and typecheck, the
# production build, the CDK synth) run beside it; the browser tests, which take both cores, run
# last, on that build. The side checks' output is shown after jest's, so neither is interleaved.
set -u
side_log=$(mktemp)
(npm run test:static && npm run build && npm run synth) >"$side_log" 2>&1 &
side=$!
npm run test:unit
unit=$?
wait "$side"
checks=$?
cat "$side_log"
rm -f "$side_log"
if [ "$unit" -ne 0 ] || [ "$checks" -ne 0 ]; then
  echo "npm test: jest exited $unit, lint/typecheck/build/synth exited $checks" >&2
  exit 1
fi
exec npx playwright test
