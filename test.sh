#!/usr/bin/env bash
# Installs what is missing, builds, runs the fuzz smoke and the whole test suite under a
# virtual display. Exits non-zero on any failure.
#   ./test.sh                 everything, then .ci/package-check (build, install and run the .deb)
#   ./test.sh -R mdl          only tests whose name matches (ctest -R), no fuzz smoke
set -euo pipefail
cd "$(dirname "$0")"
.ci/install-deps
.ci/build
if [[ $# -eq 0 ]]; then
  .ci/fuzz-smoke
fi
# Qt3D needs a real X server (it does not render with QT_QPA_PLATFORM=offscreen).
# A failed test runs up to twice more, a safety net for Qt3D rendering under load (a Qt3D 6.4 job
# race crashed captures until Viewport pinned Qt3D to one job thread, issue 5); a test that fails
# three times in a row still fails the run, and ctest's log names every retry.
xvfb-run -a -s "-screen 0 1280x1024x24" \
  ctest --test-dir build --output-on-failure -j"$(nproc)" --repeat until-pass:3 "$@"
if [[ $# -eq 0 ]]; then
  .ci/package-check build
fi
