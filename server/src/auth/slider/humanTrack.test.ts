import { describe, expect, it } from 'vitest';
import { isHumanTrack, type TrackPoint } from './humanTrack';

const eased = (x: number, points = 20, durationMs = 500, wobble = true): TrackPoint[] =>
  Array.from({ length: points }, (_, i) => {
    const p = i / (points - 1);
    return { x: x * (1 - (1 - p) ** 2), y: wobble ? i % 2 : 0, t: p * durationMs };
  });

describe('isHumanTrack', () => {
  it('accepts an eased drag that ends at the answer', () => {
    expect(isHumanTrack(eased(150), 150)).toBe(true);
    // A perfectly level drag is fine when the speed changes.
    expect(isHumanTrack(eased(150, 20, 500, false), 150)).toBe(true);
  });

  it('refuses too few points, too short a drag, or time going backwards', () => {
    expect(isHumanTrack(eased(150, 4), 150)).toBe(false);
    expect(isHumanTrack(eased(150, 20, 299), 150)).toBe(false);
    const shuffled = eased(150);
    [shuffled[3], shuffled[4]] = [shuffled[4]!, shuffled[3]!];
    expect(isHumanTrack(shuffled, 150)).toBe(false);
  });

  it('refuses a track that ends away from the claimed x', () => {
    expect(isHumanTrack(eased(150), 170)).toBe(false);
  });

  it('refuses a straight line at a constant speed', () => {
    const linear = Array.from({ length: 20 }, (_, i) => ({ x: i * 8, y: 3, t: i * 30 }));
    expect(isHumanTrack(linear, 152)).toBe(false);
    expect(isHumanTrack(linear.map((p, i) => ({ ...p, y: 3 + (i % 2) })), 152)).toBe(true);
  });
});
