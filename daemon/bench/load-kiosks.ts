/**
 * Simulated kiosks: each sends `POST /api/attendance/check-in` with its device fingerprint, a fresh
 * Idempotency-Key and a real face photo. 'paced' = open loop, one check-in every 1/rate s per kiosk
 * whatever the answers take (a random phase per kiosk); 'saturate' = closed loop, the next request as
 * soon as the previous one is answered.
 */
import { randomUUID } from 'node:crypto';

export type Sample = { at: number; ms: number; status: number; code: string };

export type KioskRun = {
  samples: Sample[];
  /** Requests sent but not answered yet. */
  inFlight: () => number;
  done: Promise<void>;
};

export type KioskOptions = {
  base: string;
  fingerprints: string[];
  /** JSON bodies `{image: dataURL}`, ready to send; kiosks rotate through them. */
  bodies: string[];
  mode: 'paced' | 'saturate';
  /** Check-ins per second per kiosk ('paced'). */
  rate: number;
  seconds: number;
  random: () => number;
};

async function checkIn(base: string, fingerprint: string, body: string): Promise<Omit<Sample, 'at'>> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}/api/attendance/check-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-fingerprint': fingerprint, 'idempotency-key': randomUUID() },
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

  const send = async (fingerprint: string) => {
    const at = performance.now() - t0;
    inFlight++;
    const r = await checkIn(o.base, fingerprint, nextBody());
    inFlight--;
    samples.push({ at, ...r });
  };

  const kiosk = async (fingerprint: string): Promise<void> => {
    if (o.mode === 'saturate') {
      while (performance.now() < end) await send(fingerprint);
      return;
    }
    const period = 1000 / o.rate;
    const pending: Promise<void>[] = [];
    for (let next = t0 + o.random() * period; next < end; next += period) {
      const wait = next - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      pending.push(send(fingerprint));
    }
    await Promise.all(pending);
  };

  const done = Promise.all(o.fingerprints.map(kiosk)).then(() => undefined);
  return { samples, inFlight: () => inFlight, done };
}

export function percentiles(values: number[]): { p50: number; p95: number; p99: number; max: number } {
  const s = [...values].sort((a, b) => a - b);
  const q = (p: number) => (s.length === 0 ? NaN : (s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)] as number));
  return { p50: q(0.5), p95: q(0.95), p99: q(0.99), max: s.length === 0 ? NaN : (s[s.length - 1] as number) };
}

/** "201 x 580, 422 not_recognised x 3" */
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
