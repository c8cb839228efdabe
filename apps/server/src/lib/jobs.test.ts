import { describe, expect, it } from 'vitest';
import { JobRunner } from './jobs.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quietLog = () => {
  const errors: string[] = [];
  return { errors, log: { error: (_obj: { err: unknown }, message: string) => void errors.push(message) } };
};

describe('the job runner', () => {
  it('runs a job at start when asked, then on every tick, and never two runs of it at once', async () => {
    const { log } = quietLog();
    const runner = new JobRunner(log);
    let running = 0;
    let most = 0;
    let runs = 0;
    runner.add({
      name: 'slow',
      everyMs: 5,
      atStart: true,
      run: async () => {
        running++;
        most = Math.max(most, running);
        runs++;
        await sleep(30);
        running--;
      },
    });
    runner.start();
    expect(runs).toBe(1);
    await sleep(100);
    await runner.stop();
    // Ticks every 5 ms for 100 ms, runs of 30 ms: a few runs, one at a time.
    expect(most).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBeLessThanOrEqual(5);
  });

  it('logs a failed run with the job name and tries again at the next tick', async () => {
    const { log, errors } = quietLog();
    const runner = new JobRunner(log);
    let tries = 0;
    runner.add({
      name: 'flaky',
      everyMs: 10,
      run: async () => {
        tries++;
        if (tries === 1) throw new Error('database down');
      },
    });
    runner.start();
    await expect.poll(() => tries, { timeout: 1_000 }).toBeGreaterThanOrEqual(2);
    await runner.stop();
    expect(errors).toEqual(['flaky: the run failed']);
  });

  it('waits on stop for the run under way, then runs each last run, and ticks no more', async () => {
    const { log } = quietLog();
    const runner = new JobRunner(log);
    const order: string[] = [];
    runner.add({
      name: 'sealer',
      everyMs: 10_000,
      atStart: true,
      run: async () => {
        await sleep(40);
        order.push('run done');
      },
      atStop: async () => void order.push('last run'),
    });
    runner.start();
    await runner.stop();
    expect(order).toEqual(['run done', 'last run']);
    await sleep(30);
    expect(order).toEqual(['run done', 'last run']);
  });
});
