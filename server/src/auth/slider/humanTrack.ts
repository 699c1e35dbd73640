/** One sample of the drag: handle position and milliseconds since the drag began. */
export interface TrackPoint {
  x: number;
  y: number;
  t: number;
}

/** What a drag must show to pass as a person's (issue 4). */
export const trackRules = {
  minPoints: 5,
  maxPoints: 400,
  minDurationMs: 300,
  /** How far the last sample may be from the claimed answer x. */
  maxEndGapPx: 8,
  /** Below this spread of speeds (standard deviation / mean), a straight drag is a machine's. */
  minSpeedVariation: 0.05,
} as const;

/**
 * Whether a drag track looks like a person's: enough samples over enough time, in time order,
 * ending where the answer says, and not a straight line at a constant speed (a script's
 * linear interpolation). A cheap screen against naive bots, not a proof of humanity.
 */
export function isHumanTrack(track: readonly TrackPoint[], x: number): boolean {
  if (track.length < trackRules.minPoints || track.length > trackRules.maxPoints) return false;
  for (let i = 1; i < track.length; i += 1) if (track[i]!.t < track[i - 1]!.t) return false;
  const first = track[0]!;
  const last = track[track.length - 1]!;
  if (last.t - first.t < trackRules.minDurationMs) return false;
  if (Math.abs(last.x - x) > trackRules.maxEndGapPx) return false;
  const isStraight = track.every((point) => point.y === first.y);
  return !(isStraight && isConstantSpeed(track));
}

function isConstantSpeed(track: readonly TrackPoint[]): boolean {
  const speeds: number[] = [];
  for (let i = 1; i < track.length; i += 1) {
    const dt = track[i]!.t - track[i - 1]!.t;
    if (dt > 0) speeds.push((track[i]!.x - track[i - 1]!.x) / dt);
  }
  if (speeds.length < 2) return true;
  const mean = speeds.reduce((sum, v) => sum + v, 0) / speeds.length;
  if (mean === 0) return true;
  const deviation = Math.sqrt(speeds.reduce((sum, v) => sum + (v - mean) ** 2, 0) / speeds.length);
  return deviation / Math.abs(mean) < trackRules.minSpeedVariation;
}
