#!/usr/bin/env bash
# Installs the Debian 12 packages Polygon needs to build, test and run its GUI
# headless. Idempotent: when everything is installed it changes nothing and
# needs no network. Run as root (or with sudo available).
set -euo pipefail

packages=(
    # toolchain
    cmake ninja-build g++
    # Qt 6.4: Core/Network/Sql/Concurrent/Gui/Widgets/Test, Charts, Svg (chart export), Linguist tools
    qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools
    # Qt's own translations (dialog buttons etc. in bs/hr/ru) and the SQLite driver
    qt6-translations-l10n libqt6sql6-sqlite
    # the SQLite headers: the store reads a comparison's turns through the driver's sqlite3 handle
    libsqlite3-dev
    # JSON and the system keychain for API keys
    nlohmann-json3-dev qtkeychain-qt6-dev
    # the OpenAI-compatible test server (Qt HttpServer needs the WebSockets CMake files)
    qt6-httpserver-dev qt6-websockets-dev
    # prompt analysis tier 2: the CMU Sphinx en-us trigram model read through
    # libsphinxbase (found with pkg-config), hunspell dictionaries for unknown words
    pkg-config libsphinxbase-dev pocketsphinx-en-us
    libhunspell-dev hunspell-en-us hunspell-en-gb hunspell-ru hunspell-hr hunspell-bs
    # prompt analysis by meaning (tier 1): the en/ru thesauri read through libmythes
    libmythes-dev mythes-en-us mythes-ru
    # ... and the Snowball stemmers (English, Russian, Serbian for hr/bs)
    libstemmer-dev
    # headless GUI runs and screenshots
    xvfb xauth
    # packaging checks run by the test suite
    desktop-file-utils appstream
    # the .deb: dpkg-shlibdeps for its Depends, PNG icons rendered from the SVG,
    # manual pages from --help, lintian on the package, and debootstrap for
    # the clean-root install test (packaging/test-install-debian12.sh)
    dpkg-dev librsvg2-bin help2man lintian debootstrap
)

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    echo "setup: all ${#packages[@]} packages are installed"
    exit 0
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        sudo=(sudo)
    else
        echo "setup: these packages are missing and installing them needs root: ${missing[*]}" >&2
        exit 1
    fi
fi

echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update
"${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
