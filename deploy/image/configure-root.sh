#!/usr/bin/env bash
# The last step of deploy/image/reloj-checador.yaml, run by vmdb2 on the build machine with ROOT set to the image's
# mounted root (Debian and its packages already there). Copies the program prepared by build-image.sh
# ($RELOJ_STAGE), does inside the arm64 chroot what install.sh skips with DESTDIR (users, enabled units), compiles
# better-sqlite3 for arm64, configures the box (network, mDNS, first boot, SSH off) and removes build-only packages.
set -euo pipefail

: "${ROOT:?}" "${RELOJ_STAGE:?}" "${RELOJ_REPO:?}"
TZ_NAME="${RELOJ_IMAGE_TZ:-America/Mexico_City}"
in_root() { chroot "$ROOT" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }
package_version() { sed -n 's/^ *"version": *"\([^"]*\)".*/\1/p' "$1" | head -1; }
say() { echo "==> $*"; }

# The recipe leaves /etc/resolv.conf an empty file (the cached root must not hold a dangling link): the chroot resolves
# names with the build machine's resolver while apt needs the network, and gets the box's own link (systemd-resolved's
# stub) back at the end, also when a step fails.
box_resolver() { rm -f "$ROOT/etc/resolv.conf" && ln -s ../run/systemd/resolve/stub-resolv.conf "$ROOT/etc/resolv.conf"; }
trap box_resolver EXIT
rm -f "$ROOT/etc/resolv.conf"
cp -L /etc/resolv.conf "$ROOT/etc/resolv.conf"

# --- The program and what install.sh lays out under /etc -------------------------------------------------
say "Copiando el programa a la imagen"
cp -a "$RELOJ_STAGE/opt/reloj-checador" "$ROOT/opt/"
cp -a "$RELOJ_STAGE/etc/." "$ROOT/etc/"
install -m 0644 "$RELOJ_REPO/deploy/image/reloj-primer-arranque.service" "$RELOJ_REPO/deploy/image/reloj-wifi.service" \
  "$ROOT/etc/systemd/system/"

# --- What install.sh does on a real box but not with DESTDIR -----------------------------------------------
in_root useradd --system --user-group --home-dir /var/lib/reloj-checador --no-create-home --shell /usr/sbin/nologin reloj
groups=$(for g in video render input audio; do in_root getent group "$g" >/dev/null && printf '%s,' "$g"; done; true)
in_root useradd --system --user-group --create-home --home-dir /var/lib/reloj-kiosk --shell /usr/sbin/nologin \
  ${groups:+--groups "${groups%,}"} reloj-kiosk
in_root chgrp reloj /etc/reloj-checador/env

# --- Debian's updates since the cached root was made, and packages the recipe gained since ------------------------
# Before better-sqlite3: an updated libnode-dev gives the node headers it is compiled against.
say "Actualizaciones de Debian (bajo emulación)"
in_root env DEBIAN_FRONTEND=noninteractive apt-get update -q >/dev/null
in_root env DEBIAN_FRONTEND=noninteractive apt-get upgrade -y -q --no-install-recommends
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends wpasupplicant iw fonts-liberation \
  unattended-upgrades zstd  # zstd: tar reads the signed releases (.tar.zst) with it
# Debian's security updates, configured by install.sh (copied above from the stage): only the Debian-Security origin.
origins=$(in_root apt-config dump Unattended-Upgrade::Origins-Pattern | sed -n 's/^Unattended-Upgrade::Origins-Pattern:: "\(.*\)";$/\1/p')
say "unattended-upgrades: $(echo $origins)"
[[ -n "$origins" ]] && ! grep -qv 'label=Debian-Security$' <<<"$origins" ||
  { echo "Error: unattended-upgrades no está limitado a Debian-Security" >&2; exit 1; }
in_root apt-config dump Unattended-Upgrade::Automatic-Reboot Unattended-Upgrade::Automatic-Reboot-Time |
  grep -q 'Automatic-Reboot "true"' || { echo "Error: unattended-upgrades sin Automatic-Reboot" >&2; exit 1; }

# --- better-sqlite3 for arm64, cross-compiled on the build machine -------------------------------------------
# Compiled under qemu-user inside the chroot it took over 35 minutes of CPU without finishing; Debian's cross
# compiler (g++-aarch64-linux-gnu) does it in about a minute and a half on 2 cores, against the headers of the
# image's own node (libnode-dev, /usr/include/node), so the module's ABI is the one Debian's node loads. The result
# is kept in build/image/cache/, keyed by the better-sqlite3 and node versions; it is loaded in the chroot below.
bsql="$ROOT/opt/reloj-checador/actual/node_modules/better-sqlite3"
cache="${RELOJ_CACHE:-$(dirname "${RELOJ_IMAGE:?}")/cache}"
node_version=$(sed -n 's/^#define NODE_\(MAJOR\|MINOR\|PATCH\)_VERSION \([0-9]*\)$/\2/p' "$ROOT/usr/include/node/node_version.h" | paste -sd.)
key="better-sqlite3-$(package_version "$bsql/package.json")-node-${node_version:?}-arm64.node"
if [[ -f "$cache/$key" ]]; then
  say "better-sqlite3 para arm64 desde $cache/$key"
else
  say "Compilando better-sqlite3 para arm64 (compilador cruzado, node $node_version de la imagen)"
  start=$(date +%s)
  work=$(mktemp -d)
  cp -a "$bsql/." "$work/"
  rm -rf "$work/build"
  node_gyp="$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js"
  (cd "$work" && CC=aarch64-linux-gnu-gcc CXX=aarch64-linux-gnu-g++ AR=aarch64-linux-gnu-ar LINK=aarch64-linux-gnu-g++ \
    CC_host=gcc CXX_host=g++ JOBS="$(nproc)" node "$node_gyp" rebuild --release --arch=arm64 --nodedir="$ROOT/usr" \
    >"$work/node-gyp.log" 2>&1) || { tail -40 "$work/node-gyp.log"; exit 1; }
  aarch64-linux-gnu-strip --strip-unneeded "$work/build/Release/better_sqlite3.node"
  install -D -m 0644 "$work/build/Release/better_sqlite3.node" "$cache/$key"
  rm -rf "$work"
  say "better-sqlite3 compilado en $(( $(date +%s) - start )) s"
fi
rm -rf "$bsql/build"
install -D -m 0755 "$cache/$key" "$bsql/build/Release/better_sqlite3.node"
# The three native modules load for arm64 with Debian's node. In a mount namespace of its own without /sys: under
# qemu-user, onnxruntime's cpuinfo reads the build machine's CPUs from /sys and /proc together and crashes
# (SIGSEGV), which says nothing about a Raspberry Pi.
check="$ROOT/opt/reloj-checador/actual/daemon/cargar-nativos.cjs"
cat >"$check" <<'EOF'
const Database = require('better-sqlite3');
new Database(':memory:').prepare('select sqlite_version() v').get();
require('sharp');
require('onnxruntime-node');
console.log('better-sqlite3, sharp y onnxruntime-node cargan en', process.arch, process.version);
EOF
ROOT="$ROOT" unshare --mount --propagation private sh -ec 'umount -l "$ROOT/sys" 2>/dev/null || true
  chroot "$ROOT" /usr/bin/env -i PATH=/usr/bin:/bin HOME=/root LANG=C.UTF-8 node /opt/reloj-checador/actual/daemon/cargar-nativos.cjs'
rm -f "$check"
chmod -R u=rwX,go=rX "$ROOT/opt/reloj-checador"

# --- Build-only packages out ------------------------------------------------------------------------------
# libnode-dev (the headers above) and, in caches made by earlier recipes, the in-chroot compiler.
build_only=$({ in_root dpkg-query -W -f '${db:Status-Abbrev}${Package}\n' libnode-dev node-gyp g++ make python3 2>/dev/null || true; } | sed -n 's/^ii *//p')
[[ -z "$build_only" ]] || in_root apt-mark auto $build_only >/dev/null
in_root env DEBIAN_FRONTEND=noninteractive apt-get autoremove --purge -y -q
in_root apt-get clean
rm -rf "$ROOT"/var/lib/apt/lists/*

# --- The box ---------------------------------------------------------------------------------------------------
cat >"$ROOT/etc/fstab" <<'EOF'
# The card: root and the firmware partition, by label (the same on every card flashed from the image). nofail: a
# damaged FAT partition must not keep the clock from starting.
LABEL=RASPIROOT  /              ext4  rw,noatime  0 1
LABEL=RASPIFIRM  /boot/firmware vfat  rw,noatime,umask=0077,nofail  0 2
EOF

# The kernel command line and config.txt are written by raspi-firmware's hook from /etc/default/raspi-firmware.
# No cma= (a Raspberry Pi 4 does not boot with Debian's default 64M); the boot log goes to the screen (tty0).
sed -i -e 's|^#\?ROOTPART=.*|ROOTPART=LABEL=RASPIROOT|' -e 's|^#\?CMA=.*|CMA=0|' \
  -e 's|^#\?CONSOLES=.*|CONSOLES="ttyS1,115200 tty0"|' "$ROOT/etc/default/raspi-firmware"
grep -q '^ROOTPART=LABEL=RASPIROOT' "$ROOT/etc/default/raspi-firmware"
# The hook alone (what `update-initramfs -u` would end with; the initramfs itself does not change).
in_root env DEB_MAINT_PARAMS=configure /etc/kernel/postinst.d/z50-raspi-firmware
grep -q 'root=LABEL=RASPIROOT' "$ROOT/boot/firmware/cmdline.txt" ||
  { echo "Error: /boot/firmware/cmdline.txt sin root=LABEL=RASPIROOT" >&2; exit 1; }
ls "$ROOT"/boot/firmware/bcm2711-rpi-4-b.dtb "$ROOT"/boot/firmware/vmlinuz-* "$ROOT"/boot/firmware/initrd.img-* >/dev/null
# The recipe does not mount RASPIFIRM (see there): its files go in with mtools, and /boot/firmware stays an empty
# mount point on the root.
read -r fat_start < <(partx --show --noheadings --output START --nr 1 "${RELOJ_IMAGE:?}")
export MTOOLS_SKIP_CHECK=1
mcopy -s -o -i "$RELOJ_IMAGE@@$((fat_start * 512))" "$ROOT"/boot/firmware/* ::/
mdir -i "$RELOJ_IMAGE@@$((fat_start * 512))" ::/ | grep -qi 'cmdline' || { echo "Error: RASPIFIRM sin cmdline.txt" >&2; exit 1; }
find "$ROOT/boot/firmware" -mindepth 1 -delete

echo reloj-checador >"$ROOT/etc/hostname"
cat >"$ROOT/etc/hosts" <<'EOF'
127.0.0.1	localhost
127.0.1.1	reloj-checador
::1		localhost ip6-localhost ip6-loopback
ff02::1		ip6-allnodes
ff02::2		ip6-allrouters
EOF
ln -sf "/usr/share/zoneinfo/$TZ_NAME" "$ROOT/etc/localtime"
echo "$TZ_NAME" >"$ROOT/etc/timezone"

# Cable, and Wi-Fi once wifi.txt on the card has given wpa_supplicant a network (primer-arranque.sh wifi), by DHCP
# (systemd-networkd); name resolution by systemd-resolved, mDNS (reloj-xxxx.local) by Avahi.
mkdir -p "$ROOT/etc/systemd/network" "$ROOT/etc/systemd/resolved.conf.d" \
  "$ROOT/etc/systemd/system/systemd-networkd-wait-online.service.d" "$ROOT/etc/systemd/system-preset"
cat >"$ROOT/etc/systemd/network/20-red.network" <<'EOF'
[Match]
Name=eth* en* wl*

[Network]
DHCP=yes
MulticastDNS=no

[DHCPv4]
SendHostname=yes
EOF
cat >"$ROOT/etc/systemd/resolved.conf.d/reloj-checador.conf" <<'EOF'
# Avahi answers mDNS (reloj-xxxx.local): resolved must not hold port 5353 too.
[Resolve]
MulticastDNS=no
LLMNR=no
EOF
# The daemon waits for network-online.target: without a cable the box must not wait two minutes for it.
cat >"$ROOT/etc/systemd/system/systemd-networkd-wait-online.service.d/reloj-checador.conf" <<'EOF'
[Service]
ExecStart=
ExecStart=/usr/lib/systemd/systemd-networkd-wait-online --any --timeout=20
EOF
# On its first boot (/etc/machine-id 'uninitialized') systemd enables units by preset: keep SSH and Debian's
# stand-alone nats-server off there too, and the D-Bus wpa_supplicant (wlan0 has its own, from wifi.txt).
cat >"$ROOT/etc/systemd/system-preset/10-reloj-checador.preset" <<'EOF'
disable ssh.service
disable ssh.socket
disable nats-server.service
disable wpa_supplicant.service
enable reloj-primer-arranque.service
enable reloj-wifi.service
enable reloj-checador.service
enable reloj-kiosk.service
enable reloj-actualizar.path
enable systemd-networkd.service
enable systemd-resolved.service
enable systemd-timesyncd.service
enable avahi-daemon.service
enable apt-daily.timer
enable apt-daily-upgrade.timer
enable unattended-upgrades.service
EOF

in_root systemctl enable reloj-primer-arranque.service reloj-wifi.service reloj-checador.service reloj-kiosk.service reloj-actualizar.path \
  systemd-networkd.service systemd-resolved.service systemd-timesyncd.service avahi-daemon.service \
  apt-daily.timer apt-daily-upgrade.timer unattended-upgrades.service
in_root systemctl disable ssh.service nats-server.service wpa_supplicant.service
in_root systemctl disable ssh.socket 2>/dev/null || true

# No shared secrets in the image: host keys and the machine id are made on each box's first boot; root has no
# password (the technician's access is SSH with a key, see primer-arranque.sh).
rm -f "$ROOT"/etc/ssh/ssh_host_*
in_root passwd --lock root >/dev/null
rm -f "$ROOT/var/lib/dbus/machine-id"
echo uninitialized >"$ROOT/etc/machine-id"
rm -f "$ROOT/var/lib/reloj-primer-arranque/hecho"
# The build machine's resolver out, systemd-resolved's stub in (see the top).
box_resolver
rm -rf "$ROOT"/tmp/* "$ROOT"/var/tmp/* "$ROOT"/root/.npm "$ROOT"/root/.cache
cat >"$ROOT/etc/reloj-checador/imagen" <<EOF
version=$(package_version "$ROOT/opt/reloj-checador/actual/package.json")
construida=$(date -u +%Y-%m-%dT%H:%MZ)
EOF
say "Raíz configurada: $(du -sh --one-file-system "$ROOT" | cut -f1) usados"
