import { sliderChallengeSchema, sliderTokenSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { formatMessage, uuidPattern } from '@wharf/engine';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { trackRules } from './humanTrack';
import { sliderImage } from './puzzleShape';
import { createSliderChallenge, verifySliderAnswer, type SliderAnswer } from './sliderChallenges';

const coordinate = { type: 'number', minimum: -10_000, maximum: 10_000 } as const;

const verifySchema: JSONSchemaType<SliderAnswer> = {
  type: 'object',
  properties: {
    challengeId: { type: 'string', pattern: uuidPattern },
    x: { type: 'number', minimum: 0, maximum: sliderImage.width },
    track: {
      type: 'array',
      maxItems: trackRules.maxPoints,
      items: {
        type: 'object',
        properties: { x: coordinate, y: coordinate, t: { type: 'number', minimum: 0, maximum: 600_000 } },
        required: ['x', 'y', 't'],
        additionalProperties: false,
      },
    },
  },
  required: ['challengeId', 'x', 'track'],
  additionalProperties: false,
};

/** The slider verification routes (public: they come before any login). */
export function sliderRoutes(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'get', path: '/api/system/slider/challenge', summary: 'A new slider puzzle: background with a gap, and the piece to drag into it', tag: 'session', isPublic: true, response: sliderChallengeSchema }, async (req, res) => {
    res.json(envelope(await createSliderChallenge(ctx, req.ip)));
  });
  apiRoute(router, { method: 'post', path: '/api/system/slider/verify', summary: 'One try at a slider puzzle; a right one gives a single-use sliderToken for the next login', tag: 'session', isPublic: true, body: verifySchema, response: sliderTokenSchema }, async (req, res, { body }) => {
    res.json(envelope(await verifySliderAnswer(ctx, body), formatMessage('system/ok', requestLanguage(req))));
  });
  return router;
}
