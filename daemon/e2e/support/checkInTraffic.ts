import type { Page } from 'playwright-core';

/** One POST /api/attendance/check-in of a kiosk page: what it sent and what the daemon answered. */
export type CheckInExchange = {
  /** How many photos it carried (`images`, or 1 for an old `{image}`). */
  frames: number;
  reto: string | null;
  status: number;
  code: string | null;
  error: string | null;
  details: Record<string, unknown> | null;
};

/**
 * Records the kiosk's check-ins as they happen, so a test can say what the daemon answered (a challenge, a refusal)
 * and report it when a real face does not behave as expected. Bodies are read asynchronously: poll the list.
 */
export function watchCheckIns(page: Page): CheckInExchange[] {
  const seen: CheckInExchange[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/attendance/check-in')) return;
    const sent = (response.request().postDataJSON() ?? {}) as { image?: string; images?: string[]; reto?: string };
    const body = (await response.json().catch(() => null)) as { code?: string; error?: string; details?: Record<string, unknown> } | null;
    seen.push({
      frames: sent.images?.length ?? (sent.image ? 1 : 0),
      reto: sent.reto ?? null,
      status: response.status(),
      code: body?.code ?? null,
      error: body?.error ?? null,
      details: body?.details ?? null,
    });
  });
  return seen;
}
