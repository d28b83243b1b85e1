#!/usr/bin/env bash
# Re-creates the expected outputs of the polygon-cli golden tests
# (tests/cli/tst_cli_grading.cpp) from the current binary.
#
#   tests/data/cli/regenerate.sh [PATH/TO/polygon-cli]
#
# Use it only after an INTENDED change of the output, then read the diff
# (git diff tests/data/cli) line by line: every expected file must agree with
# FORMATS.md and docs/grading.md, and the hand-computed numbers in
# tests/data/cli/README.md and in tst_cli_grading.cpp are NOT regenerated (they
# are what keeps a rule change from slipping through a regenerated file).
#
# Case layout, per command folder (score, probes, loop, divergence):
#   CASE.json                 the input (divergence: CASE.a.json and CASE.b.json)
#   CASE.args    (optional)   the arguments, one per line (an empty file: none);
#                             without it: CASE.json, or CASE.a.json CASE.b.json
#   CASE.out.json             expected standard output, exactly (absent: empty)
#   CASE.err                  expected standard error, exactly (absent: empty)
#   CASE.code                 expected exit code
# When an argument is "-", standard input is CASE.json, or for divergence
# CASE.a.json when "-" is the first file argument, else CASE.b.json.
# The binary runs in the command's folder, so file names in messages are the
# relative names given on the command line. A new case: add its input (and
# .args), run this script, check the new files by hand, add it to README.md.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
cli=${1:-${POLYGON_CLI:-$here/../../../build/dev/app/polygon-cli}}
if [[ ! -x $cli ]]; then
    echo "usage: $0 PATH/TO/polygon-cli (not executable: $cli)" >&2
    exit 2
fi
cli=$(cd "$(dirname "$cli")" && pwd)/$(basename "$cli")
export LC_ALL=C.UTF-8 LANG=C.UTF-8
unset LANGUAGE

for command in score probes loop divergence; do
    dir=$here/$command
    cd "$dir"
    # Every case has an input or an .args file.
    cases=$(ls -1 | sed -n -e 's/\.out\.json$//;t' -e 's/\.[ab]\.json$//p' -e 's/\.args$//p' -e 's/\.json$//p' | sort -u)
    for case in $cases; do
        if [[ -f $case.args ]]; then
            mapfile -t args < "$case.args"
        elif [[ $command == divergence ]]; then
            args=("$case.a.json" "$case.b.json")
        else
            args=("$case.json")
        fi
        input=/dev/null
        files=()
        for a in ${args[@]+"${args[@]}"}; do
            [[ $a == --* ]] || files+=("$a")
        done
        for i in ${files[@]+"${!files[@]}"}; do
            [[ ${files[$i]} == - ]] || continue
            if [[ -f $case.json ]]; then
                input=$case.json
            elif [[ $i == 0 ]]; then
                input=$case.a.json
            else
                input=$case.b.json
            fi
            [[ -f $input ]] || input=/dev/null
            break
        done
        code=0
        "$cli" "$command" ${args[@]+"${args[@]}"} < "$input" > "$case.out.json" 2> "$case.err" || code=$?
        echo "$code" > "$case.code"
        [[ -s $case.out.json ]] || rm -f "$case.out.json"
        [[ -s $case.err ]] || rm -f "$case.err"
        echo "$command/$case: exit $code"
    done
done
