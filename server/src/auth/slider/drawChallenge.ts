import { randomBytes, randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { isInsidePiece, isPieceEdge, sliderImage } from './puzzleShape';

/** Where the gap's left edge may be, so that it is never at the start of the track. */
export const gapRange = { min: 60, max: 260 } as const;

export interface DrawnChallenge {
  /** Left edge of the gap (the answer): the piece is right when dragged to this x. */
  gapX: number;
  /** Top of the gap and of the piece. */
  pieceY: number;
  background: Buffer;
  piece: Buffer;
}

type Rgb = [number, number, number];
const randomColour = (): Rgb => [randomInt(256), randomInt(256), randomInt(256)];
const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

/**
 * Draws a new challenge: a background of a random gradient, random translucent circles and
 * bars and per-pixel noise, with a darkened puzzle-shaped gap at a random place, and the piece
 * cut from the same place before darkening. Everything is random per challenge (crypto RNG),
 * so neither the bytes nor a repeated picture say where the gap is.
 */
export function drawChallenge(): DrawnChallenge {
  const { width, height, pieceSize } = sliderImage;
  const gapX = randomInt(gapRange.min, gapRange.max + 1);
  const pieceY = randomInt(2, height - pieceSize - 2 + 1);
  const pixels = new Float64Array(width * height * 3);

  paintGradient(pixels, width, height);
  for (let i = randomInt(6, 12); i > 0; i -= 1) paintShape(pixels, width, height);
  const noise = randomBytes(pixels.length);
  for (let i = 0; i < pixels.length; i += 1) pixels[i]! += (noise[i]! % 37) - 18;

  const piece = new PNG({ width: pieceSize, height: pieceSize });
  for (let y = 0; y < pieceSize; y += 1) {
    for (let x = 0; x < pieceSize; x += 1) {
      const out = (y * pieceSize + x) * 4;
      if (!isInsidePiece(x, y)) {
        piece.data[out + 3] = 0;
        continue;
      }
      const at = ((pieceY + y) * width + gapX + x) * 3;
      const isEdge = isPieceEdge(x, y);
      for (let c = 0; c < 3; c += 1) {
        const value = pixels[at + c]!;
        // The piece keeps the picture with a light outline; the gap left behind is darkened.
        piece.data[out + c] = clamp(isEdge ? value * 0.4 + 255 * 0.6 : value);
        pixels[at + c] = isEdge ? value * 0.5 + 255 * 0.35 : value * 0.45;
      }
      piece.data[out + 3] = 255;
    }
  }

  const background = new PNG({ width, height });
  for (let i = 0, o = 0; i < pixels.length; i += 3, o += 4) {
    background.data[o] = clamp(pixels[i]!);
    background.data[o + 1] = clamp(pixels[i + 1]!);
    background.data[o + 2] = clamp(pixels[i + 2]!);
    background.data[o + 3] = 255;
  }
  return { gapX, pieceY, background: PNG.sync.write(background), piece: PNG.sync.write(piece) };
}

function paintGradient(pixels: Float64Array, width: number, height: number): void {
  const from = randomColour();
  const to = randomColour();
  const angle = (randomInt(360) * Math.PI) / 180;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const span = Math.abs(dx) * width + Math.abs(dy) * height;
  const offset = Math.min(0, dx * width) + Math.min(0, dy * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x * dx + y * dy - offset) / span;
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) pixels[at + c] = from[c]! + (to[c]! - from[c]!) * t;
    }
  }
}

/** A translucent circle or a slanted bar at a random place. */
function paintShape(pixels: Float64Array, width: number, height: number): void {
  const colour = randomColour();
  const alpha = randomInt(20, 60) / 100;
  const cx = randomInt(width);
  const cy = randomInt(height);
  const isCircle = randomInt(2) === 0;
  const radius = randomInt(10, 60);
  const slope = randomInt(-100, 101) / 100;
  const thickness = randomInt(6, 24);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const isIn = isCircle ? (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2 : Math.abs(y - cy - slope * (x - cx)) <= thickness / 2;
      if (!isIn) continue;
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) pixels[at + c] = pixels[at + c]! * (1 - alpha) + colour[c]! * alpha;
    }
  }
}
