#!/usr/bin/env bash
# Builds Polygon's .deb from a built tree with cpack and runs lintian on it:
# fails on any error (E:), shows every tag. Exits 77 (ctest: skipped) when
# lintian is not installed.
#
#   bash packaging/test-lintian.sh BUILD_DIR [CPACK]
set -euo pipefail

build_dir="${1:?usage: $0 BUILD_DIR [CPACK]}"
cpack_bin="${2:-cpack}"

if ! command -v lintian >/dev/null 2>&1; then
    echo "test-lintian: skipped: lintian is not installed (apt-get install lintian)"
    exit 77
fi

out="$build_dir/packaging/lintian-test"
rm -rf "$out"
mkdir -p "$out"
if ! "$cpack_bin" -G DEB --config "$build_dir/CPackConfig.cmake" -B "$out" >"$out/cpack.log" 2>&1; then
    cat "$out/cpack.log" >&2
    echo "test-lintian: cpack failed" >&2
    exit 1
fi
deb="$(find "$out" -maxdepth 1 -name 'polygon_*.deb' | head -n 1)"
if [ -z "$deb" ]; then
    echo "test-lintian: cpack made no polygon_*.deb in $out" >&2
    exit 1
fi
echo "test-lintian: $deb"
dpkg-deb --info "$deb" | sed -n '/Package:/,$p'

# --fail-on error: the exit status says whether lintian found an error;
# warnings and info tags are shown for whoever reads the log.
set +e
lintian --fail-on error --display-info --tag-display-limit 0 "$deb"
rc=$?
set -e
if [ "$rc" -ne 0 ]; then
    echo "test-lintian: lintian reported errors (exit $rc)" >&2
    exit 1
fi
echo "test-lintian: no lintian errors"
