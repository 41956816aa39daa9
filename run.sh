#!/usr/bin/env bash
# Installs what is missing, builds, and starts the editor (on the demo when no FILE is given).
#   ./run.sh [FILE]
set -euo pipefail
cd "$(dirname "$0")"
.ci/install-deps
.ci/build
exec ./build/bin/ackedit "$@"
