#!/usr/bin/env bash
# One entry point for the README's two commands. Each verb sets up the Debian
# packages (packaging/setup-debian.sh), configures and builds (`test` with the
# `release` preset, the others with `dev`), then:
#   run   runs the offline demo (polygon-cli demo: the example workspace
#         copied to build/demo-<time>, both flow versions against every
#         caller, a summary) and opens the GUI on that demo workspace (under
#         Xvfb with a screenshot when there is no display)
#   test  runs the whole test suite (ctest)
#   build only builds
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
verb="${1:-}"
case "$verb" in
    run|test|build) ;;
    *) echo "usage: bash packaging/polygon-dev.sh run|test|build" >&2; exit 2 ;;
esac

bash "$here/setup-debian.sh"

cd "$root"
# Warnings are errors in CI.
if [ "${CI:-}" = "true" ]; then export POLYGON_WERROR=ON; else export POLYGON_WERROR="${POLYGON_WERROR:-OFF}"; fi
# The tests run on the optimised build users get (Release at -O2, the
# `release` preset): what CI tests is what users run. `run` and `build` use
# the Debug build (`dev`) for development.
preset=dev
if [ "$verb" = "test" ]; then preset=release; fi
cmake --preset "$preset"
cmake --build --preset "$preset" -j "$(nproc)"

example="$root/resources/examples/bella-vista"
case "$verb" in
    build)
        ;;
    test)
        export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
        ctest --preset release -j "$(nproc)"
        ;;
    run)
        polygon="$root/build/dev/app/gui/polygon"
        example="$root/build/demo-$(date +%Y%m%d-%H%M%S)"
        "$root/build/dev/app/polygon-cli" demo "$example"
        echo
        if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
            exec "$polygon" "$example"
        fi
        shot="$root/build/polygon-main-window.png"
        echo "No display found: running Polygon under Xvfb and saving a screenshot of its main window."
        xvfb-run -a -s "-screen 0 1400x900x24" "$polygon" "$example" --screenshot "$shot"
        echo
        echo "Polygon started and showed the demo workspace; the screenshot is $shot."
        echo "To use the GUI interactively, run this command again on a desktop session,"
        echo "or over SSH with X forwarding (ssh -X host), or run: $polygon $example"
        ;;
esac
