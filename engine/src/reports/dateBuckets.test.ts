import { describe, expect, it } from 'vitest';
import { dateBucketRange } from './dateBuckets';

describe('dateBucketRange', () => {
  it('spans the day, week, month, quarter and year a bucket value starts', () => {
    expect(dateBucketRange('day', '2026-11-12')).toEqual(['2026-11-12', '2026-11-12']);
    expect(dateBucketRange('week', '2026-11-23')).toEqual(['2026-11-23', '2026-11-29']);
    expect(dateBucketRange('month', '2026-11-01')).toEqual(['2026-11-01', '2026-11-30']);
    expect(dateBucketRange('month', '2028-02-01')).toEqual(['2028-02-01', '2028-02-29']);
    expect(dateBucketRange('quarter', '2026-10-01')).toEqual(['2026-10-01', '2026-12-31']);
    expect(dateBucketRange('year', '2026-01-01')).toEqual(['2026-01-01', '2026-12-31']);
  });

  it('reads a timestamp by its date and refuses what is not a date', () => {
    expect(dateBucketRange('month', '2026-12-01T00:00:00Z')).toEqual(['2026-12-01', '2026-12-31']);
    expect(dateBucketRange('month', '2026-02-30')).toBeUndefined();
    expect(dateBucketRange('month', 'November')).toBeUndefined();
  });
});
