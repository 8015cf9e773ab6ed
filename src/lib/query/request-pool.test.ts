import { describe, expect, it } from 'vitest';
import { createRequestPool } from './request-pool';

/** A task the test settles by hand, recording that it started. */
function controlled(started: string[], name: string) {
  let settle: { resolve: (value: string) => void; reject: (error: Error) => void } | undefined;
  const task = () =>
    new Promise<string>((resolve, reject) => {
      started.push(name);
      settle = { resolve, reject };
    });
  return { task, settle: () => settle! };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the request pool', () => {
  it('runs at most its limit at once and starts the waiting ones in order as slots free', async () => {
    const pool = createRequestPool(3);
    const started: string[] = [];
    const tasks = Array.from({ length: 7 }, (_, index) => controlled(started, `t${index}`));
    const results = tasks.map(({ task }) => pool.run(task));
    expect(started).toEqual(['t0', 't1', 't2']);
    expect([pool.running, pool.waiting]).toEqual([3, 4]);
    tasks[1]!.settle().resolve('one');
    await flush();
    expect(started).toEqual(['t0', 't1', 't2', 't3']);
    expect(await results[1]).toBe('one');
    for (const { settle } of tasks.slice(0, 4)) settle().resolve('done');
    await flush();
    expect(started).toEqual(['t0', 't1', 't2', 't3', 't4', 't5', 't6']);
    expect(pool.running).toBe(3);
  });

  it('frees the slot of a task that fails, and passes its error on', async () => {
    const pool = createRequestPool(1);
    const started: string[] = [];
    const failing = controlled(started, 'failing');
    const next = controlled(started, 'next');
    const first = pool.run(failing.task);
    void pool.run(next.task);
    failing.settle().reject(new Error('500'));
    await expect(first).rejects.toThrow('500');
    await flush();
    expect(started).toEqual(['failing', 'next']);
  });

  it('frees the slot of a task that throws before it returns a promise', async () => {
    const pool = createRequestPool(1);
    await expect(
      pool.run(() => {
        throw new Error('bug');
      }),
    ).rejects.toThrow('bug');
    expect(await pool.run(() => Promise.resolve('after'))).toBe('after');
  });

  it('drops a waiting task whose signal aborts: it never starts and rejects with the abort', async () => {
    const pool = createRequestPool(1);
    const started: string[] = [];
    const running = controlled(started, 'running');
    void pool.run(running.task);
    const leaving = new AbortController();
    const dropped = pool.run(controlled(started, 'dropped').task, leaving.signal);
    const kept = controlled(started, 'kept');
    void pool.run(kept.task);
    leaving.abort();
    await expect(dropped).rejects.toMatchObject({ name: 'AbortError' });
    expect(pool.waiting).toBe(1);
    running.settle().resolve('done');
    await flush();
    expect(started).toEqual(['running', 'kept']);
  });

  it('never starts a task whose signal has already aborted', async () => {
    const pool = createRequestPool(2);
    const started: string[] = [];
    const gone = new AbortController();
    gone.abort();
    await expect(pool.run(controlled(started, 'late').task, gone.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(started).toEqual([]);
    expect([pool.running, pool.waiting]).toEqual([0, 0]);
  });
});
