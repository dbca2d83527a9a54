#!/usr/bin/env bash
# Builds @hubkit/inference at a git ref (default: the merge base with main) into
# benchmarks/node_modules/.baseline-inference, for `BENCH_BASELINE_DIST=... npm run bench:inference -w benchmarks`
# (before / after a change in the same run). The build sits under node_modules so that its imports resolve.
set -euo pipefail
ref="${1:-$(git merge-base HEAD main)}"
root="$(git rev-parse --show-toplevel)"
work="$(mktemp -d)"
trap 'git -C "$root" worktree remove --force "$work" >/dev/null 2>&1 || true' EXIT
git -C "$root" worktree add --quiet --detach "$work" "$ref"
ln -s "$root/node_modules" "$work/node_modules"
(cd "$work/packages/inference" && "$root/node_modules/.bin/tsc" -p tsconfig.build.json)
out="$root/benchmarks/node_modules/.baseline-inference"
rm -rf "$out" && mkdir -p "$(dirname "$out")" && cp -r "$work/packages/inference/dist" "$out"
git -C "$root" rev-parse --short "$ref" > "$out/BASELINE_REF"
echo "BENCH_BASELINE_DIST=$out  (@hubkit/inference at $(git -C "$root" rev-parse --short "$ref"))"
