#!/usr/bin/env bash
# Installs what is missing, builds, runs the fuzz smoke and the whole test suite under a
# virtual display. Exits non-zero on any failure.
#   ./test.sh                 everything
#   ./test.sh -R mdl          only tests whose name matches (ctest -R), no fuzz smoke
set -euo pipefail
cd "$(dirname "$0")"
.ci/install-deps
.ci/build
if [[ $# -eq 0 ]]; then
  .ci/fuzz-smoke
fi
# Qt3D needs a real X server (it does not render with QT_QPA_PLATFORM=offscreen).
xvfb-run -a -s "-screen 0 1280x1024x24" \
  ctest --test-dir build --output-on-failure -j"$(nproc)" "$@"
