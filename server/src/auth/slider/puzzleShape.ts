/** Size of the challenge images, in pixels (the web modal draws them at this size). */
export const sliderImage = { width: 320, height: 160, pieceSize: 50 } as const;

// The piece: a square body with a round knob on its top and one on its right, inside a
// 50×50 box. Numbers are piece-box pixels.
const body = { left: 2, top: 10, right: 40, bottom: 48 };
const knobRadius = 8;
const knobs = [
  { x: (body.left + body.right) / 2, y: body.top },
  { x: body.right, y: (body.top + body.bottom) / 2 },
];

/** Whether a pixel of the piece box (its centre at x+0.5, y+0.5) is inside the puzzle piece. */
export function isInsidePiece(x: number, y: number): boolean {
  const cx = x + 0.5;
  const cy = y + 0.5;
  if (cx >= body.left && cx < body.right && cy >= body.top && cy < body.bottom) return true;
  return knobs.some((knob) => (cx - knob.x) ** 2 + (cy - knob.y) ** 2 <= knobRadius ** 2);
}

/** Whether a pixel inside the piece lies on its outline (a neighbour within 2 px is outside). */
export function isPieceEdge(x: number, y: number): boolean {
  if (!isInsidePiece(x, y)) return false;
  for (let dy = -2; dy <= 2; dy += 1) {
    for (let dx = -2; dx <= 2; dx += 1) {
      if (Math.abs(dx) + Math.abs(dy) <= 2 && !isInsidePiece(x + dx, y + dy)) return true;
    }
  }
  return false;
}
