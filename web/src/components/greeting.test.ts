import { describe, expect, it } from 'vitest';
import { greetingKey } from './greeting';

describe('greetingKey (spec §9)', () => {
  it.each([
    [0, 'greeting.morning1'],
    [8, 'greeting.morning1'],
    [9, 'greeting.morning2'],
    [10, 'greeting.morning2'],
    [11, 'greeting.afternoon1'],
    [12, 'greeting.afternoon1'],
    [13, 'greeting.afternoon2'],
    [19, 'greeting.afternoon2'],
    [20, 'greeting.evening'],
    [23, 'greeting.evening'],
  ])('hour %i → %s', (hour, key) => expect(greetingKey(hour)).toBe(key));
});
