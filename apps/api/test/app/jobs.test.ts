import { endpoints } from '@optwallet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Job, jobStatuses, startJobs } from '../../src/jobs/job-list';
import { type Harness, createHarness, send } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ devnet: true });
});
afterAll(() => h.close());

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await check()); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('the job list', () => {
  it('runs each job on one replica of two, and the other takes it over when the first stops', async () => {
    const runsBy = { a: 0, b: 0 };
    const job = (replica: 'a' | 'b'): Job => ({
      name: 'count',
      everyMs: 10,
      run: () => {
        runsBy[replica] += 1;
        return Promise.resolve({ lagMs: 7 });
      },
    });
    const a = startJobs(h.deps, [job('a')], 'replica-a');
    await until(() => Promise.resolve(runsBy.a >= 3));
    const b = startJobs(h.deps, [job('b')], 'replica-b');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runsBy.a).toBeGreaterThan(3);
    expect(runsBy.b).toBe(0);
    await a.stop();
    await until(() => Promise.resolve(runsBy.b >= 1));
    expect(runsBy.b).toBeGreaterThanOrEqual(1);
    await b.stop();
    const [count] = await jobStatuses(h.deps);
    expect(count).toMatchObject({ name: 'count', failing: false, error: null, lagMs: 7 });
  });

  it('shows a failing job, its error and when it last succeeded in GET /health', async () => {
    let fail = false;
    const list = startJobs(h.deps, [
      {
        name: 'flaky',
        everyMs: 10,
        run: () => (fail ? Promise.reject(new Error('node away')) : Promise.resolve()),
      },
    ]);
    const flaky = async () =>
      (await send(h, endpoints.health, {})).data?.jobs.find((job) => job.name === 'flaky');
    await until(async () => (await flaky())?.lastSuccessAt != null);
    fail = true;
    await until(async () => (await flaky())?.failing === true);
    await list.stop();
    const seen = await flaky();
    expect(seen).toMatchObject({ failing: true, error: 'node away', leased: false });
    expect(Date.parse(seen?.lastRunAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(seen?.lastSuccessAt ?? ''),
    );
  });
});
