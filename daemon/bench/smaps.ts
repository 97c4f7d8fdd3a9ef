/**
 * Resident memory of a process by mapping, from /proc/<pid>/smaps: glibc's main arena ([heap]),
 * thread arenas (anonymous 64 MB reservations), other anonymous memory (V8 heaps, mmap'd buffers),
 * and the shared libraries. Run: npx tsx bench/smaps.ts <pid>  (default: this process).
 */
import { readFileSync } from 'node:fs';

export function smapsSummary(pid: number | 'self' = 'self'): { label: string; rssMb: number; maps: number }[] {
  const blocks = readFileSync(`/proc/${pid}/smaps`, 'utf8').split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/);
  const groups = new Map<string, { rss: number; maps: number }>();
  for (const block of blocks) {
    const [range = '', , , , , path = ''] = (block.split('\n')[0] ?? '').split(/\s+/);
    const [lo = 0, hi = 0] = range.split('-').map((h) => parseInt(h, 16));
    const sizeKb = (hi - lo) / 1024;
    const rss = Number(/^Rss:\s+(\d+)/m.exec(block)?.[1] ?? 0);
    const label =
      path ||
      (sizeKb >= 60 * 1024 ? 'anonymous, 60-64 MB regions (glibc thread arenas)' : sizeKb >= 1024 ? 'anonymous, 1-60 MB regions' : 'anonymous, < 1 MB regions');
    const g = groups.get(label) ?? { rss: 0, maps: 0 };
    g.rss += rss;
    g.maps++;
    groups.set(label, g);
  }
  return [...groups].map(([label, g]) => ({ label, rssMb: Math.round(g.rss / 1024), maps: g.maps })).sort((a, b) => b.rssMb - a.rssMb);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pid = process.argv[2] ? Number(process.argv[2]) : ('self' as const);
  for (const g of smapsSummary(pid).slice(0, 12)) console.log(`${String(g.rssMb).padStart(6)} MB  ${String(g.maps).padStart(4)} maps  ${g.label}`);
}
