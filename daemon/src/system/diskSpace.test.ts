import { describe, expect, it } from 'vitest';
import { createDiskSpace, type DiskReading } from './diskSpace.js';

// The warning lines of issue 26 (below 5 % or 200 MB free), with the free space given instead of read by statfs:
// the full disk itself is tested on a real filesystem (diskFull.test.ts).
const MB = 1024 * 1024;
const GB = 1024 * MB;

function disk(reading: DiskReading) {
  const state = { reading, now: 0, reads: 0 };
  const space = createDiskSpace({
    dir: '/datos',
    read: () => {
      state.reads += 1;
      return state.reading;
    },
    now: () => state.now,
  });
  return { space, state };
}

describe('the data disk warning lines', () => {
  it.each([
    ['16 GB with 8 GB free', 16 * GB, 8 * GB, 'ok'],
    ['16 GB with 801 MB free (4.9 %)', 16 * GB, 801 * MB, 'poco'],
    ['16 GB with 820 MB free (5 %)', 16 * GB, 820 * MB, 'ok'],
    ['2 TB with 199 MB free', 2048 * GB, 199 * MB, 'poco'],
    ['2 TB with 200 MB free (under 5 %)', 2048 * GB, 200 * MB, 'poco'],
    ['2 GB with 200 MB free (10 %)', 2 * GB, 200 * MB, 'ok'],
    ['16 GB with 900 KB free', 16 * GB, 0.9 * MB, 'lleno'],
    ['16 GB with nothing free', 16 * GB, 0, 'lleno'],
  ])('%s: %s', (_label, totalBytes, freeBytes, estado) => {
    expect(disk({ totalBytes, freeBytes }).space.status()).toEqual({ estado, libreBytes: freeBytes, totalBytes });
  });

  it("is 'lleno' from a failed write until someone makes room, however much seemed free", () => {
    const { space, state } = disk({ totalBytes: 16 * GB, freeBytes: 3 * MB });
    expect(space.status()?.estado).toBe('poco');
    space.noteFull();
    expect(space.status()?.estado).toBe('lleno');
    state.reading = { totalBytes: 16 * GB, freeBytes: 3.5 * MB };
    expect(space.status()?.estado).toBe('lleno'); // half a megabyte is not room
    state.reading = { totalBytes: 16 * GB, freeBytes: 5 * GB };
    expect(space.status()).toEqual({ estado: 'ok', libreBytes: 5 * GB, totalBytes: 16 * GB });
  });

  it('reads statfs again after 10 s, and at every call while the disk is full', () => {
    const { space, state } = disk({ totalBytes: 16 * GB, freeBytes: 8 * GB });
    space.status();
    state.now = 9_999;
    space.status();
    expect(state.reads).toBe(1);
    state.now = 10_000;
    state.reading = { totalBytes: 16 * GB, freeBytes: 0 };
    expect(space.status()?.estado).toBe('lleno');
    expect(state.reads).toBe(2);
    state.reading = { totalBytes: 16 * GB, freeBytes: 4 * GB };
    expect(space.status()?.estado).toBe('ok');
    expect(state.reads).toBe(3);
  });

  it('is null when the filesystem cannot be read', () => {
    const space = createDiskSpace({
      dir: '/datos',
      read: () => {
        throw new Error('ENOENT');
      },
    });
    expect(space.status()).toBeNull();
  });
});
