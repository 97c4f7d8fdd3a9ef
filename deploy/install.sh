#!/usr/bin/env bash
# Installs or upgrades Reloj Checador on the box. Run by `sudo make install` from the repository,
# after `make` built the daemon and the UI and fetched the models (the Makefile target does both).
#
#   /opt/reloj-checador          the program: versiones/<version>/ (daemon/dist, ui/dist, models, production
#                                node_modules, deploy/) and actual -> versiones/<version>, the one that runs
#   /var/lib/reloj-checador      the data (database, respaldos/, tls/): never touched here
#   /etc/reloj-checador/env      local settings, kept across upgrades
#   /etc/systemd/system          reloj-checador.service, reloj-kiosk.service (enabled and started)
#   /etc/chromium*/policies      the webcam for http://localhost:3001 only
#
# Running it again installs the repository's version beside the running one, switches `actual` to it and restarts
# the services; the version before stays (the last two are kept); the data stay where they are. Signed releases are
# installed the same way by `npm run admin -- actualizar` (docs/updates.md).
#
# RELOJ_KIOSK=0 installs without the cage kiosk unit (a box without a display, or the X11 variant
# where a desktop session starts deploy/kiosk-chromium.sh itself: see docs/deployment.md, "The kiosk screen").
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
for f in contract/dist/money.js payroll/dist/index.js daemon/dist/main.js daemon/dist/cli/restore.js daemon/dist/cli/release.js ui/dist/index.html node_modules/.package-lock.json \
  models/manifest.json models/fr_detect.onnx models/fr_landmark.onnx models/fr_feature.onnx models/fr_liveness.onnx; do
  [[ -e "$SRC/$f" ]] || die "falta $f: ejecuta 'make install' (compila y descarga los modelos) en lugar de este script"
done

# --- 2. System packages and users (not with DESTDIR) ----------------------------------------------
if system; then
  packages=()
  command -v openssl >/dev/null || packages+=(openssl) # the self-signed HTTPS certificate
  command -v zstd >/dev/null || packages+=(zstd)       # signed releases are .tar.zst
  command -v systemd-notify >/dev/null || packages+=(systemd)
  [[ -x /usr/sbin/nats-server ]] || packages+=(nats-server) # the leaf node to headquarters, started only when configured
  command -v unattended-upgrade >/dev/null || packages+=(unattended-upgrades) # security updates, see below
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
# $APP/versiones/<version>/ holds each release; $APP/actual is a link to the one that runs (issue 32: releases installed
# later by `npm run admin -- actualizar` switch the same link, and go back by it).
versions="$APP/versiones"
if [[ -d "$APP/daemon" && ! -L "$APP/actual" ]]; then
  # Installed before versions existed: that program becomes the first version kept.
  old="$(sed -n 's/^  "version": "\(.*\)",$/\1/p' "$APP/package.json" | head -1)"
  say "Conservando la instalación anterior como $versions/${old:-anterior}"
  rm -rf "$APP.plano"
  mv "$APP" "$APP.plano"
  mkdir -p "$versions"
  mv "$APP.plano" "$versions/${old:-anterior}"
  ln -s "versiones/${old:-anterior}" "$APP/actual"
fi
mkdir -p "$versions"
# The updater's own folder (a bundle is copied there before it is read): root's alone, never the data folder.
install -d -m 0700 "$APP/actualizador"
running="$(basename "$(readlink "$APP/actual" 2>/dev/null || echo ninguna)")"
version="$("$NODE" -p "require('$SRC/package.json').version")"
name="$version"
if [[ -e "$versions/$name" ]]; then
  # The same version again (a technician's second `make install`): beside the running one, never over it.
  if [[ "$name" == "$running" ]]; then name="$version+$(date +%Y%m%d%H%M%S)"; else rm -rf "${versions:?}/$name"; fi
fi
stage="$versions/.$name.nuevo"
rm -rf "$stage"
say "Copiando el programa a $versions/$name"
# Only the production packages, as built on this machine (better-sqlite3 compiled for this Node); no download.
"$NODE" "$SRC/daemon/dist/cli/release.js" preparar "$stage"
mv "$stage" "$versions/$name"

# --- 4. Stop, switch, configure, start ---------------------------------------------------------------
if system; then
  for unit in reloj-kiosk.service reloj-checador.service; do
    systemctl is-active --quiet "$unit" && { say "Deteniendo $unit"; systemctl stop "$unit"; }
  done
fi
ln -s "versiones/$name" "$APP/actual.nuevo"
mv -T "$APP/actual.nuevo" "$APP/actual"
# The running version and the one before it stay (to go back to); older ones go.
for dir in "$versions"/*; do
  [[ -d "$dir" ]] || continue
  case "$(basename "$dir")" in "$name" | "$running") ;; *) rm -rf "$dir" ;; esac
done
say "Programa instalado en $versions/$name ($APP/actual)"

# The public keys whose releases this box installs (whoever publishes keeps the private one): deploy/claves-publicas/.
keys="$DESTDIR/etc/reloj-checador/claves-publicas"
install -d -m 0755 "$keys"
for key in "$SRC"/deploy/claves-publicas/*.pem; do
  [[ -e "$key" ]] && install -m 0644 "$key" "$keys/"
done

unit_dir="$DESTDIR/etc/systemd/system"
mkdir -p "$unit_dir"
# The units name /usr/bin/node; point them at this node when it lives elsewhere (e.g. /usr/local/bin).
for unit in reloj-checador.service reloj-actualizar.service; do
  sed "s|/usr/bin/node |$NODE |" "$SRC/deploy/systemd/$unit" >"$unit_dir/$unit"
  chmod 0644 "$unit_dir/$unit"
done
install -m 0644 "$SRC/deploy/systemd/reloj-actualizar.path" "$unit_dir/reloj-actualizar.path"
units=(reloj-checador.service reloj-actualizar.path)
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

# --- Debian's security updates (unattended-upgrades) ------------------------------------------------
# Only the Debian-Security origin (its default also takes the point releases), fetched and installed at night, and
# the reboot an update asks for (a kernel; Chromium, Node.js, libc, OpenSSL by the hook below) at 03:30, outside
# working hours. The program is never updated by apt: it has its own signed releases. To move the reboot, change
# Automatic-Reboot-Time here (on a box: /etc/apt/apt.conf.d/52reloj-checador-seguridad) and keep the install before
# it (apt-daily-upgrade.timer below).
install -d -m 0755 "$DESTDIR/etc/apt/apt.conf.d"
cat >"$DESTDIR/etc/apt/apt.conf.d/52reloj-checador-seguridad" <<'APT'
// Reloj Checador (deploy/install.sh): Debian's security updates only, every night; a reboot at 03:30 if one needs it.
APT::Periodic::Update-Package-Lists "1";
APT::Periodic::Unattended-Upgrade "1";
#clear Unattended-Upgrade::Origins-Pattern;
Unattended-Upgrade::Origins-Pattern {
  "origin=Debian,codename=${distro_codename}-security,label=Debian-Security";
};
Unattended-Upgrade::Automatic-Reboot "true";
// The kiosk's logind session counts as a logged-in user: reboot all the same.
Unattended-Upgrade::Automatic-Reboot-WithUsers "true";
Unattended-Upgrade::Automatic-Reboot-Time "03:30";
// Debian asks for a reboot only after a kernel. Chromium replaced under the running kiosk breaks its next pages, and
// the daemon and the kiosk keep the old Node.js, libc or OpenSSL in memory: these ask for the same 03:30 reboot.
DPkg::Post-Invoke { "b=$(awk '/^btime/ {print $2}' /proc/stat); find /var/lib/dpkg/info -maxdepth 1 -newermt @$b -regextype posix-extended -regex '.*/(chromium|nodejs|libc6|libssl3t?6?4?)(:[a-z0-9]+)?[.]list' | grep -q . && touch /run/reboot-required || true"; };
APT
# Debian's timers fetch at random through the day and install at 06:00-07:00: both move to the night.
for timer in apt-daily:01:30 apt-daily-upgrade:02:30; do
  install -d -m 0755 "$unit_dir/${timer%%:*}.timer.d"
  printf '%s\n' "# Reloj Checador (deploy/install.sh): at night, before the 03:30 reboot." '[Timer]' 'OnCalendar=' \
    "OnCalendar=*-*-* ${timer#*:}" 'RandomizedDelaySec=20min' >"$unit_dir/${timer%%:*}.timer.d/reloj-checador.conf"
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
