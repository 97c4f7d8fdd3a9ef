/**
 * Whether the box's nats-server has its leaf node link to headquarters up, from its own monitoring endpoint
 * (/leafz on 127.0.0.1). This needs no permission at headquarters and no system account: the local server knows
 * its links. Any failure (server down, timeout) counts as "not linked".
 */
export async function leafLinkUp(monitorUrl: string, timeoutMs = 1000): Promise<boolean> {
  try {
    const res = await fetch(`${monitorUrl}/leafz`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return false;
    const body = (await res.json()) as { leafnodes?: number };
    return (body.leafnodes ?? 0) > 0;
  } catch {
    return false;
  }
}
