import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { hitRateLimit } from '../rateLimit';
import { drawChallenge } from './drawChallenge';
import { isHumanTrack, type TrackPoint } from './humanTrack';
import { sliderImage } from './puzzleShape';

/** Lifetimes and limits of slider challenges and tokens (issue 4). */
export const sliderPolicy = {
  challengeSeconds: 120,
  tokenSeconds: 120,
  /** How far from the gap, in pixels, a drop still counts. */
  tolerancePx: 4,
  challengesPerIpPerMinute: 30,
} as const;

export interface SliderChallenge {
  challengeId: string;
  background: string;
  piece: string;
  pieceY: number;
  width: number;
  height: number;
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/** A new challenge for a client address (rate-limited per address); its answer stays in the database. */
export async function createSliderChallenge(ctx: AppContext, ip: string | undefined): Promise<SliderChallenge> {
  await hitRateLimit(ctx.db, `slider:ip:${ip ?? 'unknown'}`, sliderPolicy.challengesPerIpPerMinute, 60);
  const drawn = drawChallenge();
  const challengeId = randomUUID();
  await ctx.db.raw('select auth_slider_create(?, ?, ?)', [challengeId, drawn.gapX, sliderPolicy.challengeSeconds]);
  return { challengeId, background: dataUrl(drawn.background), piece: dataUrl(drawn.piece), pieceY: drawn.pieceY, width: sliderImage.width, height: sliderImage.height };
}

export interface SliderAnswer {
  challengeId: string;
  x: number;
  track: TrackPoint[];
}

/**
 * The one try of a challenge: a drop within the tolerance of the gap with a person-like track
 * gives a single-use token; anything else burns the challenge and answers 400 with the spec's
 * "slider verification failure".
 */
export async function verifySliderAnswer(ctx: AppContext, answer: SliderAnswer): Promise<{ sliderToken: string }> {
  const token = randomBytes(32).toString('base64url');
  const x = isHumanTrack(answer.track, answer.x) ? Math.round(answer.x) : null;
  const { rows } = await ctx.db.raw<{ rows: { outcome: string }[] }>(
    'select auth_slider_verify(?, ?, ?, ?, ?) as outcome',
    [answer.challengeId, x, sliderPolicy.tolerancePx, tokenHash(token), sliderPolicy.tokenSeconds],
  );
  if (rows[0]?.outcome !== 'granted') throw new AppError(400, 'login/slider-failed');
  return { sliderToken: token };
}

/** Uses a slider token up; false when it is unknown, expired or already used. */
export async function redeemSliderToken(ctx: AppContext, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const { rows } = await ctx.db.raw<{ rows: { isRedeemed: boolean }[] }>('select auth_slider_redeem(?) as "isRedeemed"', [tokenHash(token)]);
  return rows[0]?.isRedeemed === true;
}
