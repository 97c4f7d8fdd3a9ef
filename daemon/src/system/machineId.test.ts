import { describe, expect, it, vi } from 'vitest';

const freshModule = async () => {
  vi.resetModules();
  return import('./machineId.js');
};

describe('the box id', () => {
  it('is the same read without blocking at the start as read at once by the CLI (backups and headquarters name the box by it)', async () => {
    const atStart = await (await freshModule()).loadMachineId();
    const byTheCli = (await freshModule()).shortMachineId();
    expect(atStart).toMatch(/^[0-9a-f]{8}$/);
    expect(atStart).toBe(byTheCli);
  });
});
