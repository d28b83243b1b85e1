#!/bin/sh
# Re-creates the golden outputs of `polygon-cli lint` for every prompt of this
# corpus (tiers 1 and 3: offline and deterministic), as tst_cli_lint runs it:
#   tests/data/lint/regenerate.sh build/dev
# Read the diff before committing: every changed span or score must be one you
# meant (the planted defects are listed in *.defects.json; tst_lint checks them).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:?usage: regenerate.sh BUILD_DIR}
cli=$(cd "$build" && pwd)/app/polygon-cli
mkdir -p "$here/golden"
cd "$here"
for prompt in *.md; do
    name=${prompt%.md}
    "$cli" lint "$prompt" --tiers 1,3 --json > "golden/$name.json"
done
echo "regenerated $(ls golden/*.json | wc -l) golden files in $here/golden"
