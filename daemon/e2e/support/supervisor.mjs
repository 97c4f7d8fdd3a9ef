// A stand-in for systemd in the update tests (issue 32): runs <prefix>/actual/daemon/dist/main.js as
// reloj-checador.service does (Restart=always, a short RestartSec, NRestarts counted), and answers the updater's
// RELOJ_SERVICIO_CONTROL calls through ctl.sh: 'detener' (SIGHUP to this process, waits until the daemon is gone),
// 'iniciar' (SIGUSR2), 'reinicios' (the count). Plain JavaScript: it runs as its own process, outside vitest.
//   node supervisor.mjs <control dir> <prefix>     (the daemon's environment is this process's)
import { spawn } from 'node:child_process';
import { appendFileSync, chmodSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [control, prefix] = process.argv.slice(2);
let child;
let wanted = true;
let restarts = 0;

const put = (name, value) => {
  writeFileSync(join(control, `${name}.tmp`), String(value));
  renameSync(join(control, `${name}.tmp`), join(control, name));
};

function launch() {
  const app = join(prefix, 'actual');
  child = spawn(process.execPath, [join(app, 'daemon', 'dist', 'main.js')], { cwd: app, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = (d) => appendFileSync(join(control, 'daemon.log'), d);
  child.stdout.on('data', log);
  child.stderr.on('data', log);
  put('estado', 'activo');
  child.once('exit', (code, signal) => {
    appendFileSync(join(control, 'supervisor.log'), `exit ${code} ${signal} wanted=${wanted}\n`);
    child = undefined;
    if (!wanted) return put('estado', 'detenido');
    restarts += 1;
    put('reinicios', restarts);
    setTimeout(() => wanted && !child && launch(), 300);
  });
}

process.on('exit', (code) => appendFileSync(join(control, 'supervisor.log'), `supervisor exit ${code}\n`));
process.on('SIGHUP', () => {
  wanted = false;
  if (child) child.kill('SIGTERM');
  else put('estado', 'detenido');
});
process.on('SIGUSR2', () => {
  wanted = true;
  if (!child) launch();
});
process.on('SIGTERM', () => {
  wanted = false;
  if (child) child.once('exit', () => process.exit(0)).kill('SIGTERM');
  else process.exit(0);
});

writeFileSync(
  join(control, 'ctl.sh'),
  `#!/bin/sh
d="${control}"
case "$1" in
  detener) kill -HUP "$(cat "$d/supervisor.pid")"; while [ "$(cat "$d/estado")" != detenido ]; do sleep 0.1; done ;;
  iniciar) kill -USR2 "$(cat "$d/supervisor.pid")" ;;
  reinicios) cat "$d/reinicios" ;;
esac
`,
);
chmodSync(join(control, 'ctl.sh'), 0o755);
// Signal handlers alone do not keep a process alive: with the daemon stopped there would be nothing left to wait for.
const keepAlive = setInterval(() => {}, 1 << 30);
process.on('exit', () => clearInterval(keepAlive));
put('reinicios', 0);
put('supervisor.pid', process.pid);
launch();
