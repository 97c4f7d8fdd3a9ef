import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type FakeNotifySocket = {
  /** Give this to the daemon as NOTIFY_SOCKET. */
  path: string;
  /** Every datagram received, in order, newlines kept (`READY=1\nSTATUS=...`). */
  messages: string[];
  /** Resolves with the index of the first message (from `from` on) that matches. */
  waitFor: (match: (message: string) => boolean, timeoutMs?: number, from?: number) => Promise<number>;
  close: () => void;
};

// Node has no unix datagram sockets; perl is on every Debian (perl-base is Essential) and its Socket module has them.
// recv() without a control buffer drops the fd systemd-notify passes with BARRIER=1, which ends its wait.
const LISTENER = String.raw`
use Socket;
socket(my $s, PF_UNIX, SOCK_DGRAM, 0) or die "socket: $!";
bind($s, pack_sockaddr_un($ARGV[0])) or die "bind: $!";
$| = 1;
print "LISTENING\n";
while (1) { my $m; defined(recv($s, $m, 65536, 0)) or die "recv: $!"; $m =~ s/\\/\\\\/g; $m =~ s/\n/\\n/g; print "$m\n"; }
`;

/** A unix datagram socket standing in for systemd's notify socket, as the daemon's tests listen on it. */
export async function listenOnFakeNotifySocket(): Promise<FakeNotifySocket> {
  const dir = mkdtempSync(join(tmpdir(), 'reloj-notify-'));
  const path = join(dir, 'notify.sock');
  const child = spawn('perl', ['-e', LISTENER, path], { stdio: ['ignore', 'pipe', 'pipe'] });
  const messages: string[] = [];
  let buffered = '';
  let stderr = '';
  const waiters = new Set<() => void>();
  let listening!: () => void;
  const ready = new Promise<void>((resolve) => (listening = resolve));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout.on('data', (d: Buffer) => {
    buffered += d.toString();
    let nl: number;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      if (line === 'LISTENING') listening();
      else messages.push(line.replace(/\\(n|\\)/g, (_, c: string) => (c === 'n' ? '\n' : '\\')));
    }
    for (const wake of waiters) wake();
  });
  await Promise.race([ready, new Promise((_, reject) => child.once('exit', () => reject(new Error(`fake notify socket failed: ${stderr}`))))]);

  const waitFor = (match: (message: string) => boolean, timeoutMs = 10_000, from = 0) =>
    new Promise<number>((resolve, reject) => {
      const check = () => {
        const index = messages.findIndex((m, i) => i >= from && match(m));
        if (index < 0) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(index);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching notify message in ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });

  return {
    path,
    messages,
    waitFor,
    close: () => {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
