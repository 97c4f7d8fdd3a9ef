import { EventEmitter } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { listenOnFakeNotifySocket, type FakeNotifySocket } from '../test-support/fakeNotifySocket.js';
import { createNotifier, watchdogInterval } from './notify.js';

const logger = createLogger('silent');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Records what would have been sent or spawned. */
function fakes() {
  const sent: Array<{ ready?: boolean; status?: string }> = [];
  const spawned: string[][] = [];
  return {
    sent,
    spawned,
    send: async (message: { ready?: boolean; status?: string }) => void sent.push(message),
    spawnProcess: (command: string, args: string[]) => {
      spawned.push([command, ...args]);
      const child = new EventEmitter() as ChildProcess;
      setImmediate(() => child.emit('exit', 0));
      return child;
    },
  };
}

describe('watchdogInterval', () => {
  it('is half of WATCHDOG_USEC, in milliseconds', () => {
    expect(watchdogInterval({ WATCHDOG_USEC: '30000000' })).toBe(15_000);
    expect(watchdogInterval({ WATCHDOG_USEC: '400000' })).toBe(200);
  });
  it('is null without a watchdog, with a bad value, or when WATCHDOG_PID is another process', () => {
    expect(watchdogInterval({})).toBeNull();
    expect(watchdogInterval({ WATCHDOG_USEC: 'abc' })).toBeNull();
    expect(watchdogInterval({ WATCHDOG_USEC: '0' })).toBeNull();
    expect(watchdogInterval({ WATCHDOG_USEC: '400000', WATCHDOG_PID: '1' }, 4242)).toBeNull();
    expect(watchdogInterval({ WATCHDOG_USEC: '400000', WATCHDOG_PID: '4242' }, 4242)).toBe(200);
  });
});

describe('createNotifier', () => {
  it('does nothing at all without NOTIFY_SOCKET, even with a watchdog in the environment', async () => {
    const f = fakes();
    const notifier = createNotifier({ logger, env: { WATCHDOG_USEC: '100000' }, send: f.send, spawnProcess: f.spawnProcess });
    expect(notifier.enabled).toBe(false);
    notifier.startWatchdog();
    await notifier.status('Cargando');
    await notifier.ready('Listo');
    await sleep(150);
    notifier.stopWatchdog();
    expect(f.sent).toEqual([]);
    expect(f.spawned).toEqual([]);
  });

  it('sends STATUS updates and READY=1 in order', async () => {
    const f = fakes();
    const notifier = createNotifier({ logger, env: { NOTIFY_SOCKET: '/run/x' }, send: f.send, spawnProcess: f.spawnProcess });
    void notifier.status('Abriendo la base de datos…');
    void notifier.status('Cargando los modelos…');
    await notifier.ready('Listo: http :3001');
    expect(f.sent).toEqual([{ status: 'Abriendo la base de datos…' }, { status: 'Cargando los modelos…' }, { ready: true, status: 'Listo: http :3001' }]);
  });

  it('pings WATCHDOG=1 every WatchdogSec/2 until stopped, and not at all without WATCHDOG_USEC', async () => {
    const f = fakes();
    const notifier = createNotifier({ logger, env: { NOTIFY_SOCKET: '/run/x', WATCHDOG_USEC: '100000' }, send: f.send, spawnProcess: f.spawnProcess });
    expect(notifier.watchdogIntervalMs).toBe(50);
    notifier.startWatchdog();
    await sleep(320);
    notifier.stopWatchdog();
    const count = f.spawned.length;
    expect(count).toBeGreaterThanOrEqual(3);
    expect(f.spawned.every((args) => args.join(' ') === 'systemd-notify WATCHDOG=1')).toBe(true);
    await sleep(150);
    expect(f.spawned.length).toBe(count);

    const g = fakes();
    const noWatchdog = createNotifier({ logger, env: { NOTIFY_SOCKET: '/run/x' }, send: g.send, spawnProcess: g.spawnProcess });
    noWatchdog.startWatchdog();
    await sleep(100);
    expect(g.spawned).toEqual([]);
  });

  it('survives a missing systemd-notify binary', async () => {
    const notifier = createNotifier({
      logger,
      env: { NOTIFY_SOCKET: '/run/x', WATCHDOG_USEC: '100000' },
      send: async () => {
        throw new Error('spawn systemd-notify ENOENT');
      },
      spawnProcess: () => {
        const child = new EventEmitter() as ChildProcess;
        setImmediate(() => child.emit('error', new Error('spawn systemd-notify ENOENT')));
        return child;
      },
    });
    notifier.startWatchdog();
    await expect(notifier.ready('Listo')).resolves.toBeUndefined();
    await sleep(120);
    notifier.stopWatchdog();
  });
});

describe('through the real systemd-notify binary', () => {
  let socket: FakeNotifySocket | undefined;
  afterEach(() => socket?.close());

  it('delivers STATUS, READY=1 (with MAINPID) and WATCHDOG=1 datagrams to NOTIFY_SOCKET', async () => {
    socket = await listenOnFakeNotifySocket();
    const env: NodeJS.ProcessEnv = { ...process.env, NOTIFY_SOCKET: socket.path, WATCHDOG_USEC: '400000' };
    delete env.WATCHDOG_PID;
    const saved = process.env.NOTIFY_SOCKET;
    // The package and the spawned binary read NOTIFY_SOCKET from this process's environment.
    process.env.NOTIFY_SOCKET = socket.path;
    try {
      const notifier = createNotifier({ logger, env });
      await notifier.status('Cargando los modelos…');
      await notifier.ready('Listo');
      notifier.startWatchdog();
      const status = await socket.waitFor((m) => m.includes('STATUS=Cargando los modelos…'));
      const ready = await socket.waitFor((m) => m.split('\n').includes('READY=1'));
      expect(ready).toBeGreaterThan(status);
      expect(socket.messages[ready]).toContain(`MAINPID=${process.pid}`);
      const first = await socket.waitFor((m) => m === 'WATCHDOG=1', 5_000, ready);
      await socket.waitFor((m) => m === 'WATCHDOG=1', 5_000, first + 1);
      notifier.stopWatchdog();
    } finally {
      if (saved === undefined) delete process.env.NOTIFY_SOCKET;
      else process.env.NOTIFY_SOCKET = saved;
    }
  });
});
