#!/usr/bin/env bash
# Installs Polygon's .deb into a clean Debian 12 (bookworm, minbase) root made
# with debootstrap, resolving its Depends from the Debian archive with apt,
# then, as an ordinary user of that root, runs the offline demo and takes a
# screenshot of the GUI, both from the installed files only. Also checks that
# the desktop entry's Exec and Icon resolve inside the root, and starts the
# GUI the way a launcher would, from the entry's Exec line.
#
#   bash packaging/test-install-debian12.sh [--deb FILE | --build-dir DIR]
#        [--cache DIR] [--screenshot FILE]
#
#   --deb FILE         the package to install
#   --build-dir DIR    a configured and built tree: the package is made there
#                      with cpack (into DIR/packaging/install-test)
#   --cache DIR        where the bootstrapped root (a tarball) and the apt
#                      downloads are kept between runs (default
#                      build/debroot-cache of this checkout)
#   --cpack FILE       the cpack to run with --build-dir (default: cpack)
#   --screenshot FILE  where to copy the screenshot taken in the root
#                      (default: polygon-installed.png in the cache folder)
#
# POLYGON_INSTALL_TEST=0 in the environment skips it (exit 77): it takes one
# to three minutes and downloads about 240 MB the first time.
#
# Needs root (debootstrap, chroot, mounts), debootstrap and the mirror
# ($POLYGON_DEBIAN_MIRROR, default http://deb.debian.org/debian); without
# one of them it says why and exits 77, which ctest reports as skipped; so it
# does when the mirror fails to serve a download (a network fault, not the
# package's).
set -euo pipefail

skip=77
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
checkout="$(cd "$here/.." && pwd)"
mirror="${POLYGON_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
deb=""
build_dir=""
cache="$checkout/build/debroot-cache"
shot_out=""
cpack_bin="cpack"

while [ $# -gt 0 ]; do
    case "$1" in
        --deb) deb="$2"; shift 2 ;;
        --build-dir) build_dir="$2"; shift 2 ;;
        --cache) cache="$2"; shift 2 ;;
        --screenshot) shot_out="$2"; shift 2 ;;
        --cpack) cpack_bin="$2"; shift 2 ;;
        *) echo "usage: $0 [--deb FILE | --build-dir DIR [--cpack FILE]] [--cache DIR] [--screenshot FILE]" >&2; exit 2 ;;
    esac
done
if [ -z "$deb" ] && [ -z "$build_dir" ]; then
    echo "test-install: give --deb FILE or --build-dir DIR" >&2
    exit 2
fi

if [ "${POLYGON_INSTALL_TEST:-}" = 0 ]; then
    echo "test-install: skipped: POLYGON_INSTALL_TEST=0"
    exit $skip
fi
if [ "$(id -u)" -ne 0 ]; then
    echo "test-install: skipped: needs root (debootstrap, chroot and mounts)"
    exit $skip
fi
if ! command -v debootstrap >/dev/null 2>&1; then
    echo "test-install: skipped: debootstrap is not installed (apt-get install debootstrap)"
    exit $skip
fi
mirror_host="$(printf '%s\n' "$mirror" | sed -E 's|^[a-z]+://([^/:]+).*|\1|')"
if ! getent hosts "$mirror_host" >/dev/null 2>&1; then
    echo "test-install: skipped: the Debian mirror $mirror_host cannot be resolved (no network?)"
    exit $skip
fi

started=$(date +%s)
step() { printf '[%4ds] %s\n' $(( $(date +%s) - started )) "$*"; }

# --- The package -------------------------------------------------------------
if [ -z "$deb" ]; then
    out="$build_dir/packaging/install-test"
    rm -rf "$out"
    mkdir -p "$out"
    step "building the package with cpack in $out"
    "$cpack_bin" -G DEB --config "$build_dir/CPackConfig.cmake" -B "$out" >"$out/cpack.log" 2>&1 \
        || { cat "$out/cpack.log" >&2; echo "test-install: cpack failed" >&2; exit 1; }
    deb="$(find "$out" -maxdepth 1 -name 'polygon_*.deb' | head -n 1)"
    [ -n "$deb" ] || { echo "test-install: cpack made no polygon_*.deb in $out" >&2; exit 1; }
fi
[ -f "$deb" ] || { echo "test-install: no such package: $deb" >&2; exit 1; }
deb="$(cd "$(dirname "$deb")" && pwd)/$(basename "$deb")"
step "package: $deb ($(du -h "$deb" | cut -f1))"

# --- A clean bookworm root -----------------------------------------------------
mkdir -p "$cache/apt-archives/partial"
cache="$(cd "$cache" && pwd)"
base="$cache/bookworm-minbase.tar.gz"
if [ ! -f "$base" ]; then
    step "debootstrap --variant=minbase bookworm from $mirror (once; kept as $base)"
    tmp="$cache/bootstrap.tmp"
    rm -rf "$tmp"
    debootstrap --variant=minbase bookworm "$tmp" "$mirror" >"$cache/debootstrap.log" 2>&1 \
        || { tail -n 20 "$cache/debootstrap.log" >&2; echo "test-install: debootstrap failed" >&2; exit 1; }
    tar -C "$tmp" -czf "$base.part" .
    mv "$base.part" "$base"
    rm -rf "$tmp"
fi

root="$cache/root"
mounted=()
cleanup() {
    local i
    for (( i=${#mounted[@]}-1; i>=0; i-- )); do
        umount -l "${mounted[$i]}" 2>/dev/null || true
    done
}
trap cleanup EXIT
bind() { mkdir -p "$2"; mount --bind "$1" "$2"; mounted+=("$2"); }

# The root of a failed or killed run is kept for a look; it is unmounted and
# replaced now.
if [ -d "$root" ]; then
    for m in $(awk -v r="$root/" 'index($2, r) == 1 { print $2 }' /proc/mounts | sort -r); do umount -l "$m"; done
    rm -rf "$root"
fi
mkdir -p "$root"
step "unpacking the clean root into $root"
tar -C "$root" -xzf "$base"

mount -t proc proc "$root/proc"; mounted+=("$root/proc")
bind /dev "$root/dev"
bind "$cache/apt-archives" "$root/var/cache/apt/archives"
cp /etc/resolv.conf "$root/etc/resolv.conf"
echo "deb $mirror bookworm main" >"$root/etc/apt/sources.list"
echo "deb $mirror bookworm-updates main" >>"$root/etc/apt/sources.list"
echo "deb http://security.debian.org/debian-security bookworm-security main" >>"$root/etc/apt/sources.list"
# Keep the downloaded packages for the next run (the archive folder is the cache).
echo 'Binary::apt::APT::Keep-Downloaded-Packages "true";' >"$root/etc/apt/apt.conf.d/10keep"
# A throwaway root needs no fsync after every file dpkg unpacks.
echo 'Dpkg::Options { "--force-unsafe-io"; };' >"$root/etc/apt/apt.conf.d/10unsafe-io"
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"; }

# Download faults are the network's: skipped, not failed.
network_fault() { grep -qE '^(E|W): (Failed to fetch|Unable to fetch|Some index files failed)|Temporary failure resolving|Could not connect|Connection timed out' "$1"; }
step "apt-get update"
if ! in_root apt-get update -q >"$cache/apt-update.log" 2>&1 || network_fault "$cache/apt-update.log"; then
    cat "$cache/apt-update.log" >&2
    echo "test-install: skipped: apt-get update could not read $mirror"
    exit $skip
fi

cp "$deb" "$root/tmp/"
pkg="/tmp/$(basename "$deb")"
step "apt-get install $pkg (with its Depends and Recommends from the archive)"
if ! in_root apt-get install -y -q "$pkg" >"$cache/apt-install.log" 2>&1; then
    tail -n 40 "$cache/apt-install.log" >&2
    if network_fault "$cache/apt-install.log"; then
        echo "test-install: skipped: a download from $mirror failed"
        exit $skip
    fi
    echo "test-install: apt-get could not install the package" >&2
    exit 1
fi
grep -E '^[0-9]+ upgraded' "$cache/apt-install.log" || true
in_root dpkg-query -W -f='installed: ${Package} ${Version} ${Status}\n' polygon

fail=0
check() { # check DESCRIPTION COMMAND...: runs the command, reports
    if "${@:2}"; then echo "  ok    $1"; else echo "  FAIL  $1"; fail=1; fi
}

# --- The desktop entry ---------------------------------------------------------
desktop="$root/usr/share/applications/org.polygonbench.Polygon.desktop"
check "desktop entry installed" test -f "$desktop"
exec_cmd="$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop" | head -n 1)"
icon="$(sed -n 's/^Icon=//p' "$desktop" | head -n 1)"
check "Exec=$exec_cmd is found on the PATH of the root" in_root sh -c "command -v '$exec_cmd'"
icon_files="$(cd "$root" && find usr/share/icons/hicolor -name "$icon.png" -o -name "$icon.svg" | sort)"
echo "$icon_files" | sed 's/^/        /'
check "Icon=$icon resolves to a hicolor icon (scalable and 48x48 at least)" \
    sh -c "echo '$icon_files' | grep -q scalable/apps/$icon.svg && echo '$icon_files' | grep -q 48x48/apps/$icon.png"
check "AppStream metainfo installed" test -f "$root/usr/share/metainfo/org.polygonbench.Polygon.metainfo.xml"
check "manual pages installed" test -f "$root/usr/share/man/man1/polygon-cli.1.gz"
check "example workspace installed" test -f "$root/usr/share/polygon/examples/bella-vista/polygon.json"

# What Polygon reads at run time without linking it, pulled in by the Depends.
for f in usr/lib/x86_64-linux-gnu/qt6/plugins/sqldrivers/libqsqlite.so \
         usr/share/pocketsphinx/model/en-us/en-us.lm.bin \
         usr/share/hunspell/en_US.dic usr/share/hunspell/ru_RU.dic \
         usr/share/hunspell/hr_HR.dic usr/share/hunspell/bs_BA.dic \
         usr/share/mythes/th_en_US_v2.dat usr/share/mythes/th_ru_RU_v2.dat \
         usr/share/qt6/translations/qtbase_ru.qm; do
    check "/$f is installed" test -f "$root/$f"
done

# --- As an ordinary user -------------------------------------------------------
in_root useradd --create-home --shell /bin/sh tester
as_user() { in_root runuser -u tester -- env HOME=/home/tester USER=tester LANG=C.UTF-8 "$@"; }

step "as tester: polygon-cli --version"
as_user polygon-cli --version
step "as tester: polygon-cli demo ~/demo"
set +e
as_user polygon-cli demo /home/tester/demo >"$cache/demo.log" 2>&1
demo_rc=$?
set -e
sed 's/^/        /' "$cache/demo.log" | tail -n 25
check "polygon-cli demo exits 0 (it exited $demo_rc)" test "$demo_rc" -eq 0
check "the demo workspace has its results database (polygon.db)" test -s "$root/home/tester/demo/polygon.db"

step "as tester: polygon-cli lint ~/demo/prompts/bella-v2.md --tiers 1,2,3"
set +e
as_user polygon-cli lint /home/tester/demo/prompts/bella-v2.md --tiers 1,2,3 >"$cache/lint.log" 2>&1
lint_rc=$?
set -e
tail -n 3 "$cache/lint.log" | sed 's/^/        /'
check "polygon-cli lint runs (exit 0 or 1, it exited $lint_rc)" test "$lint_rc" -le 1
# Tier 2 reads the installed CMU Sphinx model: its finding on line 91 says how
# many bits per word the wording costs.
check "tier 2 read the installed language model (a bits-per-word finding)" grep -q 'bits per word' "$cache/lint.log"

step "as tester: QT_QPA_PLATFORM=offscreen polygon ~/demo --screenshot /tmp/polygon-installed.png"
rm -f "$root/tmp/polygon-installed.png"
set +e
as_user QT_QPA_PLATFORM=offscreen timeout 120 polygon /home/tester/demo --size 1400x950 \
    --screenshot /tmp/polygon-installed.png >"$cache/screenshot.log" 2>&1
shot_rc=$?
set -e
sed 's/^/        /' "$cache/screenshot.log" | tail -n 15
shot="$root/tmp/polygon-installed.png"
check "polygon --screenshot exits 0 (it exited $shot_rc)" test "$shot_rc" -eq 0
check "the screenshot is a PNG" sh -c "head -c 8 '$shot' 2>/dev/null | od -An -tx1 | tr -d ' \n' | grep -q '^89504e470d0a1a0a$'"
shot_bytes=$(stat -c %s "$shot" 2>/dev/null || echo 0)
# A blank 1400x950 window compresses to a few kilobytes; text, tree and editor make far more.
check "the screenshot is not blank ($shot_bytes bytes, more than 30000)" test "$shot_bytes" -gt 30000
# What a desktop launcher runs: the entry's Exec line, %f/%F/%u/%U the demo
# folder, other field codes dropped (the desktop entry specification).
read -r -a launch <<<"$(sed -n 's/^Exec=//p' "$desktop" | head -n 1)"
argv=()
for word in "${launch[@]}"; do
    case "$word" in
        %f|%F|%u|%U) argv+=(/home/tester/demo) ;;
        %?) ;;
        *) argv+=("$word") ;;
    esac
done
step "as tester: the desktop entry's Exec line: ${argv[*]} (offscreen, with --screenshot)"
rm -f "$root/tmp/polygon-desktop.png"
set +e
as_user QT_QPA_PLATFORM=offscreen timeout 120 "${argv[@]}" --screenshot /tmp/polygon-desktop.png \
    >"$cache/desktop-launch.log" 2>&1
launch_rc=$?
set -e
check "started from the desktop entry, it shows the demo workspace (exit $launch_rc)" \
    sh -c "test '$launch_rc' -eq 0 && test \$(stat -c %s '$root/tmp/polygon-desktop.png') -gt 30000"

# A new user's first start: the desktop entry with no file (field codes
# dropped), the welcome page's "Open the demo" (--demo does what its button
# does), which copies the example to ~/Documents/Polygon Demo, runs and grades
# both versions offline and lands in their comparison.
in_root useradd --create-home --shell /bin/sh newcomer 2>/dev/null || true
first=()
for word in "${launch[@]}"; do
    case "$word" in
        %?) ;;
        *) first+=("$word") ;;
    esac
done
step "as a new user: ${first[*]} --demo (offscreen, with --screenshot)"
rm -f "$root/tmp/polygon-first-run.png"
set +e
in_root runuser -u newcomer -- env HOME=/home/newcomer USER=newcomer LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen \
    timeout 120 "${first[@]}" --demo --size 1400x950 --screenshot /tmp/polygon-first-run.png \
    >"$cache/first-run.log" 2>&1
first_rc=$?
set -e
sed 's/^/        /' "$cache/first-run.log" | tail -n 5
check "the first run's demo ends in its comparison (exit $first_rc)" \
    sh -c "test '$first_rc' -eq 0 && test \$(stat -c %s '$root/tmp/polygon-first-run.png') -gt 30000"
demo_dir="/home/newcomer/Documents/Polygon Demo"
set +e
ids=$(in_root runuser -u newcomer -- env HOME=/home/newcomer polygon-cli runs "$demo_dir" 2>/dev/null \
    | grep -o 'run-[0-9]*-[0-9]*-[0-9a-f]*' | sort -u | tr '\n' ' ')
# shellcheck disable=SC2086 # two run ids, split on purpose
in_root runuser -u newcomer -- env HOME=/home/newcomer polygon-cli compare "$demo_dir" $ids \
    >"$cache/first-run-compare.log" 2>&1
set -e
graded=$(grep -c '| 30 | 30 |' "$cache/first-run-compare.log" || true)
check "the demo in ~/Documents/Polygon Demo has two runs of 30 conversations, all graded ($graded of 2)" \
    test "$graded" -eq 2

if [ -f "$shot" ]; then
    [ -n "$shot_out" ] || shot_out="$cache/polygon-installed.png"
    cp "$shot" "$shot_out"
    echo "        screenshot copied to $shot_out"
    if [ -f "$root/tmp/polygon-first-run.png" ]; then
        cp "$root/tmp/polygon-first-run.png" "${shot_out%.png}-first-run.png"
        echo "        first-run screenshot copied to ${shot_out%.png}-first-run.png"
    fi
fi

if [ "$fail" -ne 0 ]; then
    echo "test-install: FAILED (logs in $cache; the root is kept in $root)"
    exit 1
fi
step "removing the root"
cleanup
mounted=()
rm -rf "$root"
step "done"
echo "test-install: the package installs into a clean Debian 12 root and runs there"
