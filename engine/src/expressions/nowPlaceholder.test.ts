import { describe, expect, it } from 'vitest';
import { addNowOffset, expandNowPlaceholders, hasNowPlaceholder, parseNowPlaceholder } from './nowPlaceholder';

const now = new Date(Date.UTC(2024, 0, 31, 16, 30, 5)); // 2024-01-31 16:30:05 UTC

describe('{{now}} placeholders (spec §5)', () => {
  const table: Array<[string, string]> = [
    ['{{now}}', '2024-01-31 16:30:05'],
    ['{{now+1d}}', '2024-02-01 16:30:05'],
    ['{{ now - 2 d }}', '2024-01-29 16:30:05'],
    ['{{now+1W}}', '2024-02-07 16:30:05'],
    ['{{now+1M}}', '2024-02-29 16:30:05'],
    ['{{now-2M}}', '2023-11-30 16:30:05'],
    ['{{now+1y}}', '2025-01-31 16:30:05'],
    ['{{now-13M}}', '2022-12-31 16:30:05'],
  ];
  for (const [text, expected] of table) it(`${text} → ${expected}`, () => expect(expandNowPlaceholders(text, { now })).toBe(expected));

  it('uses the user\'s UTC offset and the date format', () => {
    expect(expandNowPlaceholders('{{now}}', { now, utcOffsetMinutes: 480 })).toBe('2024-02-01 00:30:05');
    expect(expandNowPlaceholders('from {{now-1W}} to {{now}}', { now, format: 'date' })).toBe('from 2024-01-24 to 2024-01-31');
  });
  it('leaves other text and unknown units alone', () => {
    expect(expandNowPlaceholders('{{now+1h}} {{today}} {now}', { now })).toBe('{{now+1h}} {{today}} {now}');
    expect(hasNowPlaceholder('x {{now-1y}}')).toBe(true);
    expect(hasNowPlaceholder('{{now+1m}}')).toBe(false);
  });
  it('parses a single placeholder', () => {
    expect(parseNowPlaceholder(' {{now-3M}} ')).toEqual({ amount: -3, unit: 'M' });
    expect(parseNowPlaceholder('{{now}}')).toEqual({ amount: 0, unit: 'd' });
    expect(parseNowPlaceholder('a {{now}}')).toBeUndefined();
  });
  it('Feb 29 plus a year clamps to Feb 28', () => {
    expect(addNowOffset(new Date(Date.UTC(2024, 1, 29)), { amount: 1, unit: 'y' }).toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });
});
