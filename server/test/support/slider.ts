import type { TrackPoint } from '../../src/auth/slider/humanTrack';
import type { TestApp } from './testApp';

/** What `GET /api/system/slider/challenge` answers. */
export interface ChallengeResult {
  challengeId: string;
  background: string;
  piece: string;
  pieceY: number;
  width: number;
  height: number;
}

/** A person-like drag to `x`: eased (speed changes), a little vertical wobble, over ~600 ms. */
export function humanTrack(x: number): TrackPoint[] {
  const steps = 24;
  return Array.from({ length: steps + 1 }, (_, i) => {
    const progress = i / steps;
    const eased = 1 - (1 - progress) ** 3;
    return { x: Math.round(x * eased * 10) / 10, y: i % 3 === 0 ? 1 : i % 3 === 1 ? 0 : -1, t: Math.round(progress * 600) };
  });
}

/** A script's drag: a straight line at a constant speed. */
export function roboticTrack(x: number): TrackPoint[] {
  return Array.from({ length: 11 }, (_, i) => ({ x: (x * i) / 10, y: 0, t: i * 50 }));
}

/** A new challenge, asked from `ip`. */
export async function newChallenge(app: TestApp, ip?: string): Promise<ChallengeResult> {
  const response = await app.api<ChallengeResult>('GET', '/api/system/slider/challenge', { headers: ip ? { 'X-Forwarded-For': ip } : {} });
  if (response.status !== 200) throw new Error(`no slider challenge: ${JSON.stringify(response.body)}`);
  return response.body.result;
}

/** The right answer of a challenge, read through the owner connection (the app role cannot). */
export async function sliderAnswer(app: TestApp, challengeId: string): Promise<number> {
  const row = await app.database.owner('auth_slider_challenge').where({ id: challengeId }).first<{ answer_x: number }>('answer_x');
  if (!row) throw new Error(`no slider challenge ${challengeId}`);
  return row.answer_x;
}

let nextChallengeIp = 0;
/** Challenges are asked from addresses of their own, so their rate limit never meets a test's. */
const challengeIp = () => `192.0.2.${(nextChallengeIp++ % 250) + 1}`;

/**
 * Solves a slider as a person would (the answer read from the database, a person-like track)
 * and returns the single-use token for the next login call.
 */
export async function solveSlider(app: TestApp, ip: string = challengeIp()): Promise<string> {
  const challenge = await newChallenge(app, ip);
  const x = await sliderAnswer(app, challenge.challengeId);
  const verified = await app.api<{ sliderToken: string }>('POST', '/api/system/slider/verify', { body: { challengeId: challenge.challengeId, x, track: humanTrack(x) } });
  if (verified.status !== 200) throw new Error(`slider not solved: ${JSON.stringify(verified.body)}`);
  return verified.body.result.sliderToken;
}

/**
 * A login-family request body with a freshly solved slider's token: for tests that fail logins
 * on purpose (lockout, rate limits, hostile input) and must still reach the password or code
 * check behind the slider. A token the server does not ask for is simply left unused.
 */
export async function withSlider<T extends object>(app: TestApp, body: T): Promise<T & { sliderToken: string }> {
  return { ...body, sliderToken: await solveSlider(app) };
}
