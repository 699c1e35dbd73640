/** The greeting key for an hour of the day (spec §9): before 9, to 11, to 13, before 20, else evening. */
export function greetingKey(hour: number): string {
  if (hour < 9) return 'greeting.morning1';
  if (hour < 11) return 'greeting.morning2';
  if (hour < 13) return 'greeting.afternoon1';
  if (hour < 20) return 'greeting.afternoon2';
  return 'greeting.evening';
}
