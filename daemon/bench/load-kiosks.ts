/**
 * Simulated kiosks, each sending what the kiosk page sends (ui/src/features/kiosk): `POST /api/attendance/check-in`
 * with its device fingerprint, a fresh Idempotency-Key (16 random bytes in hex, as randomHex) and a burst
 * `{images: [4 JPEG data URLs]}` at the kiosk's frame width. Before each request a kiosk spends the burst's capture time
 * (4 frames 250 ms apart: nothing reaches the daemon meanwhile), as the page does after a press.
 * - 'paced': open loop, one press every 1/rate s per kiosk whatever the answers take (a random phase per kiosk);
 * - 'saturate': closed loop, the next press as soon as the previous one is answered (after the capture);
 * - 'rush': the shift change, `people` arrivals at random instants within `seconds`, each at one of the kiosks, where
 *   they queue: a kiosk serves one person at a time (capture, request), the next as soon as the answer came.
 */
import { randomBytes } from 'node:crypto';

export type Sample = { at: number; ms: number; status: number; code: string; /** rush: from arriving at the kiosk to the answer */ waitedMs?: number };

export type KioskRun = {
  samples: Sample[];
  /** Requests sent but not answered yet. */
  inFlight: () => number;
  done: Promise<void>;
};

export type KioskOptions = {
  base: string;
  fingerprints: string[];
  /** JSON bodies `{images: [...]}`, ready to send; kiosks rotate through them. */
  bodies: string[];
  mode: 'paced' | 'saturate' | 'rush';
  /** Presses per second per kiosk ('paced'). */
  rate: number;
  /** How long the load lasts; 'rush': the window the arrivals fall in. */
  seconds: number;
  /** 'rush': how many people arrive. */
  people?: number;
  /** The burst's capture before each request (the kiosk's 4 frames 250 ms apart). */
  captureMs: number;
  random: () => number;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function checkIn(base: string, fingerprint: string, body: string): Promise<Omit<Sample, 'at'>> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}/api/attendance/check-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-fingerprint': fingerprint, 'idempotency-key': randomBytes(16).toString('hex') },
      body,
    });
    const text = await res.text();
    let code = '';
    if (!res.ok) {
      try {
        code = (JSON.parse(text) as { code?: string }).code ?? '';
      } catch {
        code = 'not_json';
      }
    }
    return { ms: performance.now() - started, status: res.status, code };
  } catch (error) {
    return { ms: performance.now() - started, status: 0, code: error instanceof Error ? error.message : String(error) };
  }
}

export function runKiosks(o: KioskOptions): KioskRun {
  const samples: Sample[] = [];
  let inFlight = 0;
  const t0 = performance.now();
  const end = t0 + o.seconds * 1000;
  let photo = 0;
  const nextBody = () => o.bodies[photo++ % o.bodies.length] as string;

  const send = async (fingerprint: string, arrivedAt?: number) => {
    const at = performance.now() - t0;
    inFlight++;
    const r = await checkIn(o.base, fingerprint, nextBody());
    inFlight--;
    samples.push({ at, ...r, ...(arrivedAt === undefined ? {} : { waitedMs: performance.now() - arrivedAt }) });
  };

  const paced = async (fingerprint: string): Promise<void> => {
    const period = 1000 / o.rate;
    const pending: Promise<void>[] = [];
    for (let next = t0 + o.random() * period; next < end; next += period) {
      const wait = next - performance.now();
      if (wait > 0) await sleep(wait);
      pending.push(sleep(o.captureMs).then(() => send(fingerprint)));
    }
    await Promise.all(pending);
  };

  const saturate = async (fingerprint: string): Promise<void> => {
    while (performance.now() < end) {
      await sleep(o.captureMs);
      await send(fingerprint);
    }
  };

  /** The shift change: arrivals spread at random over the window, each queueing at a random kiosk. */
  const rush = async (): Promise<void> => {
    const people = o.people ?? 0;
    const queues = o.fingerprints.map(() => [] as number[]);
    const arrivals = Array.from({ length: people }, () => t0 + o.random() * o.seconds * 1000).sort((a, b) => a - b);
    for (const at of arrivals) (queues[Math.floor(o.random() * queues.length)] as number[]).push(at);
    await Promise.all(
      o.fingerprints.map(async (fingerprint, k) => {
        for (const arrivedAt of queues[k] as number[]) {
          const wait = arrivedAt - performance.now();
          if (wait > 0) await sleep(wait);
          await sleep(o.captureMs);
          await send(fingerprint, arrivedAt);
        }
      }),
    );
  };

  const done = (o.mode === 'rush' ? rush() : Promise.all(o.fingerprints.map(o.mode === 'paced' ? paced : saturate))).then(() => undefined);
  return { samples, inFlight: () => inFlight, done };
}

export function percentiles(values: number[]): { p50: number; p95: number; p99: number; max: number } {
  const s = [...values].sort((a, b) => a - b);
  const q = (p: number) => (s.length === 0 ? NaN : (s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)] as number));
  return { p50: q(0.5), p95: q(0.95), p99: q(0.99), max: s.length === 0 ? NaN : (s[s.length - 1] as number) };
}

/** "201 x 580, 428 challenge_required x 3" */
export function statusCounts(samples: readonly Sample[]): string {
  const counts = new Map<string, number>();
  for (const s of samples) {
    const key = s.code ? `${s.status} ${s.code}` : String(s.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} x ${n}`)
    .join(', ');
}
