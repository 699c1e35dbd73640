import type { DatasetAnswer } from '@wharf/engine';
import { describe, expect, it } from 'vitest';
import { DatasetAnswers } from './datasetAnswers';

const answer = (n: number): DatasetAnswer => ({ columns: [], rows: [{ n }], truncated: false });

/** A read the test finishes by hand, counting how often it was started. */
function controlledRead() {
  let calls = 0;
  const pending: Array<{ resolve: (value: DatasetAnswer) => void; reject: (error: Error) => void }> = [];
  return {
    read: () => { calls += 1; return new Promise<DatasetAnswer>((resolve, reject) => { pending.push({ resolve, reject }); }); },
    finish: (value: DatasetAnswer) => pending.shift()!.resolve(value),
    fail: () => pending.shift()!.reject(new Error('database down')),
    get calls() { return calls; },
  };
}

describe('DatasetAnswers', () => {
  it('merges identical queries while the first runs, and keeps the answer for its seconds', async () => {
    const answers = new DatasetAnswers();
    const reads = controlledRead();
    const first = answers.get('k', 30, reads.read);
    const second = answers.get('k', 30, reads.read);
    expect(reads.calls).toBe(1);
    reads.finish(answer(1));
    expect(await first).toEqual(answer(1));
    expect(await second).toEqual(answer(1));
    expect(await answers.get('k', 30, reads.read)).toEqual(answer(1));
    expect(reads.calls).toBe(1);
    // Another key is another read.
    void answers.get('other', 30, reads.read);
    expect(reads.calls).toBe(2);
  });

  it('with 0 seconds only merges: a query after the answer reads again', async () => {
    const answers = new DatasetAnswers();
    const reads = controlledRead();
    const first = answers.get('k', 0, reads.read);
    void answers.get('k', 0, reads.read);
    reads.finish(answer(1));
    await first;
    void answers.get('k', 0, reads.read);
    expect(reads.calls).toBe(2);
  });

  it('keeps no failed read, and nothing read before forgetAll', async () => {
    const answers = new DatasetAnswers();
    const reads = controlledRead();
    const failed = answers.get('k', 30, reads.read);
    reads.fail();
    await expect(failed).rejects.toThrow('database down');
    const running = answers.get('k', 30, reads.read);
    expect(reads.calls).toBe(2);
    answers.forgetAll();
    reads.finish(answer(2));
    await running;
    // Read before the grants changed: not kept, and not merged with the next query.
    void answers.get('k', 30, reads.read);
    expect(reads.calls).toBe(3);
  });
});
