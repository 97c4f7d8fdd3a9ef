import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrencyLimit.js';

/** A task that stays open until the test lets it finish, recording how many ran at once. */
function gatedTasks() {
  const open: (() => void)[] = [];
  const started: number[] = [];
  let running = 0;
  let most = 0;
  const task = async (n: number) => {
    started.push(n);
    running++;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => open.push(resolve));
    running--;
    return n * 10;
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { task, open, started, most: () => most, settle };
}

describe('concurrencyLimit', () => {
  it('runs at most the limit at once, the others in the order they came, each with its own answer', async () => {
    const t = gatedTasks();
    const limited = concurrencyLimit(2, t.task);
    const answers = [1, 2, 3, 4, 5].map((n) => limited(n));
    await t.settle();
    expect(t.started).toEqual([1, 2]);
    while (t.open.length > 0) {
      t.open.shift()!();
      await t.settle();
    }
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40, 50]);
    expect(t.started).toEqual([1, 2, 3, 4, 5]);
    expect(t.most()).toBe(2);
  });

  it('a failing task frees its place and its caller gets the error', async () => {
    const limited = concurrencyLimit(1, async (fail: boolean) => {
      if (fail) throw new Error('imagen inválida');
      return 'ok';
    });
    const first = limited(true);
    const second = limited(false);
    await expect(first).rejects.toThrow('imagen inválida');
    await expect(second).resolves.toBe('ok');
  });
});
