#!/usr/bin/env bash
# Builds the SD-card image for a Raspberry Pi 4/5 (arm64): Debian 13 "trixie" from Debian's packages with vmdb2
# (deploy/image/reloj-checador.yaml), and Reloj Checador installed as `make install` leaves it. Run by
# `sudo make image`, which first builds the UI and the daemon and fetches the models.
#
#   build/image/reloj-checador-<version>-arm64.img.xz   the image to flash (Raspberry Pi Imager, balenaEtcher, dd)
#   build/image/reloj-checador-<version>-arm64.img.xz.sha256
#   build/image/reloj-checador-<version>-arm64.img      the same, uncompressed (used by `make image-test`)
#   build/image/rootfs-trixie-arm64.tar.gz               Debian's part, reused by the next build (delete to refresh)
#   build/image/cache/                                   better-sqlite3 cross-compiled for arm64, reused likewise
#
# Needs an amd64 Debian machine with root, loop devices, qemu-user-static with binfmt (the arm64 chroot: mounted
# and registered here when missing, as in a container), Debian's arm64 cross compiler (installed here if missing)
# and the network to a Debian mirror and the npm registry. The mirror is the build machine's own (its apt sources;
# deploy/image/debian-mirror.sh), for debootstrap and in the box's apt sources; RELOJ_IMAGE_MIRROR and
# RELOJ_IMAGE_SECURITY_MIRROR choose others. RELOJ_IMAGE_DIR changes the output folder; RELOJ_IMAGE_TZ the time
# zone (America/Mexico_City).
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="${RELOJ_IMAGE_DIR:-$REPO/build/image}"
VERSION="$(sed -n 's/^ *"version": *"\([^"]*\)".*/\1/p' "$REPO/package.json" | head -1)"
NAME="reloj-checador-${VERSION:?}-arm64"

say() { echo "==> $*"; }
die() { echo "Error: $*" >&2; exit 1; }

# --- 1. Root, tools, binfmt ---------------------------------------------------------------------------
[[ $EUID -eq 0 ]] || die "hay que construir la imagen como root (sudo make image) / building the image needs root"
# Chosen once here and passed on, so that debootstrap, the recipe's sources and configure-root.sh agree.
mirrors="$("$REPO/deploy/image/debian-mirror.sh" mirrors)" || exit 1
export RELOJ_IMAGE_MIRROR="${mirrors%%$'\n'*}" RELOJ_IMAGE_SECURITY_MIRROR="${mirrors#*$'\n'}"
say "Espejo de Debian: $RELOJ_IMAGE_MIRROR (seguridad: $RELOJ_IMAGE_SECURITY_MIRROR)"

declare -A tool_package=(
  [vmdb2]=vmdb2 [debootstrap]=debootstrap [qemu-aarch64-static]=qemu-user-static [update-binfmts]=binfmt-support
  [kpartx]=kpartx [parted]=parted [mkfs.vfat]=dosfstools [mkfs.ext4]=e2fsprogs [zerofree]=zerofree
  [qemu-img]=qemu-utils [mcopy]=mtools [xz]=xz-utils [losetup]=mount [npm]=npm
  [aarch64-linux-gnu-g++]=g++-aarch64-linux-gnu [aarch64-linux-gnu-strip]=binutils-aarch64-linux-gnu
)
missing=()
for tool in "${!tool_package[@]}"; do
  command -v "$tool" >/dev/null || PATH="$PATH:/usr/sbin:/sbin" command -v "$tool" >/dev/null || missing+=("${tool_package[$tool]}")
done
if ((${#missing[@]} > 0)); then
  [[ " ${missing[*]} " == *" npm "* ]] && die "falta npm (Node.js 20.19 o más nuevo) / npm is missing"
  say "Instalando herramientas: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" ||
    die "no se pudieron instalar ${missing[*]} / could not install the tools"
fi
# The arm64 chroot runs under qemu-user through binfmt_misc. A container usually has it unmounted, and then
# installing qemu-user-static registered nothing: mount it and register qemu-aarch64 here.
binfmt=/proc/sys/fs/binfmt_misc
if [[ ! -e "$binfmt/status" ]]; then
  say "Montando binfmt_misc en $binfmt"
  mount -t binfmt_misc binfmt_misc "$binfmt" ||
    die "no se pudo montar binfmt_misc; ejecute en la máquina anfitriona: mount -t binfmt_misc binfmt_misc $binfmt"
fi
if ! grep -qx enabled "$binfmt/qemu-aarch64" 2>/dev/null; then
  say "Registrando qemu-aarch64 en binfmt_misc"
  # binfmt-support's format (qemu-user-static up to Debian 12), else systemd's binfmt.d line (newer packages).
  { update-binfmts --import qemu-aarch64 && update-binfmts --enable qemu-aarch64; } >/dev/null 2>&1 || true
  if ! grep -qx enabled "$binfmt/qemu-aarch64" 2>/dev/null; then
    for conf in /usr/lib/binfmt.d/qemu-aarch64.conf /etc/binfmt.d/qemu-aarch64.conf; do
      [[ -f "$conf" ]] && grep -m1 '^:qemu-aarch64:' "$conf" >"$binfmt/register" 2>/dev/null && break
    done
  fi
fi
grep -qx enabled "$binfmt/qemu-aarch64" 2>/dev/null ||
  die "qemu-aarch64 no quedó registrado en binfmt_misc; ejecute en la máquina anfitriona: update-binfmts --enable qemu-aarch64 (paquetes qemu-user-static y binfmt-support)"
losetup -f >/dev/null 2>&1 || die "no hay dispositivos loop libres (modprobe loop) / no free loop device"
if ! dmsetup version >/dev/null 2>&1; then
  say "Sin device-mapper en el kernel (¿un contenedor?): particiones con dispositivos loop (deploy/image/kpartx-loop.sh)"
  mkdir -p "$OUT/bin"
  ln -sfn "$REPO/deploy/image/kpartx-loop.sh" "$OUT/bin/kpartx"
  export PATH="$OUT/bin:$PATH"
fi

# --- 2. The program as `make install` lays it out, with arm64 packages -------------------------------
# install.sh with DESTDIR only lays out files (no users, apt or systemctl); it copies this machine's packages,
# so they are replaced by the production ones for linux/arm64, fetched exactly as package-lock.json says.
# Their install scripts do not run here: better-sqlite3 (the only native one built from source) is cross-compiled
# by configure-root.sh against the image's node headers; onnxruntime-node and sharp ship arm64 binaries.
stage="$OUT/stage"
say "Preparando el programa en $stage"
rm -rf "$stage"
mkdir -p "$stage"
DESTDIR="$stage" "$REPO/deploy/install.sh"
# install.sh laid the program out in versiones/<version>/ behind the `actual` link.
app="$(readlink -f "$stage/opt/reloj-checador/actual")"
rm -rf "$app/node_modules"
(cd "$app" && npm ci --omit=dev --ignore-scripts --os=linux --cpu=arm64 --no-audit --no-fund --loglevel=error)
[[ -d "$app/node_modules/@img/sharp-linux-arm64" ]] || die "falta @img/sharp-linux-arm64 en los paquetes de producción"
ort="$app/node_modules/onnxruntime-node/bin/napi-v6"
[[ -d "$ort/linux/arm64" ]] || die "onnxruntime-node no trae binarios linux/arm64"
find "$ort" -mindepth 1 -maxdepth 1 ! -name linux -exec rm -rf {} +
find "$ort/linux" -mindepth 1 -maxdepth 1 ! -name arm64 -exec rm -rf {} +
# The image runs Debian's node, /usr/bin/node, whatever node built it.
sed -i 's|^ExecStart=[^ ]*node |ExecStart=/usr/bin/node |' "$stage/etc/systemd/system/reloj-checador.service" \
  "$stage/etc/systemd/system/reloj-actualizar.service"
chmod -R u=rwX,go=rX "$app"

# --- 3. The image --------------------------------------------------------------------------------------
img="$OUT/$NAME.img"
rm -f "$img" "$img.xz" "$img.xz.sha256"
# The recipe with the mirror in place (debian-mirror.sh checked it holds nothing sed or YAML would read otherwise).
recipe="$OUT/reloj-checador.yaml"
sed "s|@DEBIAN_MIRROR@|$RELOJ_IMAGE_MIRROR|g" "$REPO/deploy/image/reloj-checador.yaml" >"$recipe"
say "Construyendo $img con vmdb2 (bajo emulación: tarda; bitácora en $OUT/vmdb2.log)"
start=$(date +%s)
RELOJ_REPO="$REPO" RELOJ_STAGE="$stage" RELOJ_IMAGE="$img" RELOJ_IMAGE_TZ="${RELOJ_IMAGE_TZ:-America/Mexico_City}" \
  vmdb2 --verbose --output "$img" --rootfs-tarball "$OUT/rootfs-trixie-arm64.tar.gz" --log "$OUT/vmdb2.log" \
  "$recipe" ||
  die "vmdb2 falló: revise $OUT/vmdb2.log / vmdb2 failed"
built=$(date +%s)
rm -rf "$stage"

say "Comprimiendo (xz)"
xz --keep --force -T0 "-${RELOJ_XZ_LEVEL:-6}" "$img"
(cd "$OUT" && sha256sum "$NAME.img.xz" >"$NAME.img.xz.sha256")
done_at=$(date +%s)
say "Imagen: $img.xz ($(du -h --apparent-size "$img" | cut -f1) sin comprimir, $(du -h "$img.xz" | cut -f1) comprimida)"
say "SHA-256: $(cut -d' ' -f1 "$img.xz.sha256")"
say "Tiempo: vmdb2 $(( (built - start) / 60 )) min, xz $(( (done_at - built) / 60 )) min"
