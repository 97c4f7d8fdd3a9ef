#!/usr/bin/env bash
# Installs or upgrades Reloj Checador on the box. Run by `sudo make install` from the repository,
# after `make` built the daemon and the UI and fetched the models (the Makefile target does both).
#
#   /opt/reloj-checador          the program: daemon/dist, ui/dist, models, production node_modules, deploy/
#   /var/lib/reloj-checador      the data (database, respaldos/, tls/): never touched here
#   /etc/reloj-checador/env      local settings, kept across upgrades
#   /etc/systemd/system          reloj-checador.service, reloj-kiosk.service (enabled and started)
#   /etc/chromium*/policies      the webcam for http://localhost:3001 only
#
# Running it again upgrades in place: the new version is laid out beside the old one, then swapped in
# and the services restarted; the data stay where they are.
#
# RELOJ_KIOSK=0 installs without the cage kiosk unit (a box without a display, or the X11 variant
# where a desktop session starts deploy/kiosk-chromium.sh itself: see README.md).
# DESTDIR=/some/dir only lays out the files under that directory (no users, packages or systemctl):
# for packaging, and for the test that checks the installed tree runs on its own.
set -euo pipefail

SRC="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DESTDIR="${DESTDIR:-}"
PREFIX=/opt/reloj-checador
APP="$DESTDIR$PREFIX"
KIOSK="${RELOJ_KIOSK:-1}"
SERVICE_USER=reloj
KIOSK_USER=reloj-kiosk

say() { echo "==> $*"; }
die() { echo "Error: $*" >&2; exit 1; }
system() { [[ -z "$DESTDIR" ]]; }

# --- 1. What must be there before anything changes --------------------------------------------
if system && [[ $EUID -ne 0 ]]; then die "hay que instalar como root: sudo make install"; fi
NODE="$(command -v node || true)"
[[ -n "$NODE" ]] || die "falta Node.js 20.19 o más nuevo (por ejemplo el paquete nodejs de NodeSource)"
NODE="$(readlink -f "$NODE")"
"$NODE" -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)' ||
  die "Node.js $("$NODE" --version) es muy viejo: se necesita 20.19 o más nuevo"
for f in contract/dist/money.js payroll/dist/index.js daemon/dist/main.js daemon/dist/cli/restore.js ui/dist/index.html node_modules/.package-lock.json \
  models/manifest.json models/fr_detect.onnx models/fr_landmark.onnx models/fr_feature.onnx models/fr_liveness.onnx; do
  [[ -e "$SRC/$f" ]] || die "falta $f: ejecuta 'make install' (compila y descarga los modelos) en lugar de este script"
done

# --- 2. System packages and users (not with DESTDIR) ----------------------------------------------
if system; then
  packages=()
  command -v openssl >/dev/null || packages+=(openssl) # the self-signed HTTPS certificate
  command -v systemd-notify >/dev/null || packages+=(systemd)
  [[ -x /usr/sbin/nats-server ]] || packages+=(nats-server) # the leaf node to headquarters, started only when configured
  if [[ "$KIOSK" == 1 ]]; then
    command -v cage >/dev/null || packages+=(cage)
    command -v chromium >/dev/null || command -v chromium-browser >/dev/null || packages+=(chromium)
    # The screens are drawn and checked with Liberation Sans (Arial's widths); DejaVu alone wraps the big buttons.
    compgen -G '/usr/share/fonts/truetype/liberation*/LiberationSans-Bold.ttf' >/dev/null || packages+=(fonts-liberation)
  fi
  if ((${#packages[@]} > 0)); then
    say "Instalando paquetes: ${packages[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}"
  fi
  # The daemon starts its own nats-server (a leaf node to headquarters) when configured; Debian's stand-alone one
  # is not used on a box.
  if [[ -e /lib/systemd/system/nats-server.service ]] && command -v systemctl >/dev/null; then
    systemctl disable --now nats-server.service >/dev/null 2>&1 || true
  fi

  if ! id "$SERVICE_USER" >/dev/null 2>&1; then
    say "Creando el usuario de sistema $SERVICE_USER"
    useradd --system --user-group --home-dir /var/lib/reloj-checador --no-create-home --shell /usr/sbin/nologin "$SERVICE_USER"
  fi
  if [[ "$KIOSK" == 1 ]] && ! id "$KIOSK_USER" >/dev/null 2>&1; then
    say "Creando el usuario $KIOSK_USER (pantalla del quiosco)"
    groups=()
    for g in video render input audio; do getent group "$g" >/dev/null && groups+=("$g"); done
    useradd --system --user-group --create-home --home-dir /var/lib/reloj-kiosk --shell /usr/sbin/nologin \
      ${groups:+--groups "$(IFS=,; echo "${groups[*]}")"} "$KIOSK_USER"
  fi
fi

# --- 3. The new version, laid out beside the running one ------------------------------------------
stage="$APP.nuevo"
say "Copiando el programa a $stage"
rm -rf "$stage"
mkdir -p "$stage/contract" "$stage/payroll" "$stage/daemon" "$stage/ui" "$stage/models"
cp -a "$SRC/package.json" "$SRC/package-lock.json" "$SRC/README.md" "$stage/"
[[ -f "$SRC/.npmrc" ]] && cp -a "$SRC/.npmrc" "$stage/"
cp -a "$SRC/contract/package.json" "$SRC/contract/dist" "$stage/contract/"
cp -a "$SRC/payroll/package.json" "$SRC/payroll/dist" "$stage/payroll/"
cp -a "$SRC/daemon/package.json" "$SRC/daemon/dist" "$stage/daemon/"
cp -a "$SRC/ui/package.json" "$SRC/ui/dist" "$stage/ui/"
cp -a "$SRC"/models/*.onnx "$SRC/models/manifest.json" "$stage/models/"
cp -a "$SRC/deploy" "$stage/deploy"
# The packages as built on this machine (better-sqlite3 is compiled for this Node), minus the
# development ones; no download. onnxruntime-node ships every platform's binaries: keep ours.
cp -a "$SRC/node_modules" "$stage/node_modules"
(cd "$stage" && npm prune --omit=dev --offline --no-audit --no-fund --loglevel=error >/dev/null)
ort="$stage/node_modules/onnxruntime-node/bin/napi-v6"
if [[ -d "$ort/linux/$("$NODE" -p process.arch)" ]]; then
  find "$ort" -mindepth 1 -maxdepth 1 ! -name linux -exec rm -rf {} +
  find "$ort/linux" -mindepth 1 -maxdepth 1 ! -name "$("$NODE" -p process.arch)" -exec rm -rf {} +
fi
chmod -R u=rwX,go=rX "$stage"
chmod 755 "$stage/deploy/kiosk-chromium.sh" "$stage/deploy/restore-backup.sh" "$stage/deploy/install.sh"

# --- 4. Stop, swap, configure, start -----------------------------------------------------------------
if system; then
  for unit in reloj-kiosk.service reloj-checador.service; do
    systemctl is-active --quiet "$unit" && { say "Deteniendo $unit"; systemctl stop "$unit"; }
  done
fi
if [[ -e "$APP" ]]; then
  rm -rf "$APP.anterior"
  mv "$APP" "$APP.anterior"
fi
mv "$stage" "$APP"
rm -rf "$APP.anterior"
say "Programa instalado en $APP"

unit_dir="$DESTDIR/etc/systemd/system"
mkdir -p "$unit_dir"
# The units name /usr/bin/node; point them at this node when it lives elsewhere (e.g. /usr/local/bin).
sed "s|/usr/bin/node |$NODE |" "$SRC/deploy/systemd/reloj-checador.service" >"$unit_dir/reloj-checador.service"
units=(reloj-checador.service)
if [[ "$KIOSK" == 1 ]]; then
  install -m 0644 "$SRC/deploy/systemd/reloj-kiosk.service" "$unit_dir/reloj-kiosk.service"
  units+=(reloj-kiosk.service)
  mkdir -p "$DESTDIR/etc/pam.d"
  cat >"$DESTDIR/etc/pam.d/reloj-kiosk" <<'PAM'
# The kiosk's login session (reloj-kiosk.service, PAMName=reloj-kiosk): logind gives it the seat.
auth    required pam_unix.so nullok
account required pam_unix.so
session required pam_unix.so
session required pam_systemd.so
PAM
fi
# The camera policy also serves the X11 variant (RELOJ_KIOSK=0 and a desktop autostart entry).
# Debian's chromium reads /etc/chromium, Raspberry Pi OS's chromium-browser /etc/chromium-browser.
for dir in "$DESTDIR/etc/chromium/policies/managed" "$DESTDIR/etc/chromium-browser/policies/managed"; do
  install -d -m 0755 "$dir"
  install -m 0644 "$SRC/deploy/chromium-policy.json" "$dir/reloj-checador.json"
done
chmod 0644 "$unit_dir/reloj-checador.service"

etc="$DESTDIR/etc/reloj-checador"
if [[ ! -f "$etc/env" ]]; then
  mkdir -p "$etc"
  cat >"$etc/env" <<'ENV'
# Local settings of Reloj Checador (read by reloj-checador.service; see README.md, Configuration).
# After a change: sudo systemctl restart reloj-checador
#RELOJ_ADMIN_USER=admin
#RELOJ_ADMIN_PASSWORD=una-contraseña-larga
#RELOJ_LIVENESS=block
#RELOJ_HTTPS_PORT=3443
# The kiosk on this box's own screen approves itself; kiosks elsewhere on the network wait for an administrator.
RELOJ_KIOSK_LOCAL_APPROVAL=auto
#TZ=America/Mexico_City
ENV
  chmod 0640 "$etc/env"
  system && chgrp "$SERVICE_USER" "$etc/env"
fi

if system; then
  systemctl daemon-reload
  systemctl enable "${units[@]}"
  for unit in "${units[@]}"; do systemctl restart "$unit"; done
  say "Esperando a que el servicio responda…"
  for _ in $(seq 1 120); do
    if { exec 3<>/dev/tcp/127.0.0.1/3001; } 2>/dev/null; then
      printf 'GET /api/health HTTP/1.0\r\nHost: localhost\r\n\r\n' >&3
      IFS= read -r -t 5 status <&3 || true
      exec 3>&- 3<&-
      [[ "${status:-}" == HTTP/1.?" 200"* ]] && break
    fi
    sleep 1
  done
  ip="$(hostname -I 2>/dev/null | awk '{print $1}')"
  say "Listo. Panel: https://${ip:-<ip>}:3443/admin (o http://${ip:-<ip>}:3001/admin). Quiosco: http://localhost:3001/kiosk"
  cert=/var/lib/reloj-checador/tls/reloj-checador.crt
  [[ -f "$cert" ]] && say "Huella SHA-256 del certificado HTTPS: $(openssl x509 -in "$cert" -noout -fingerprint -sha256 | cut -d= -f2)"
  say "Estado: systemctl status reloj-checador   Bitácora: journalctl -u reloj-checador -f"
fi
