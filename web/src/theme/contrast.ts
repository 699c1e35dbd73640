/** WCAG 2 AA: normal text needs 4.5:1 against its background. */
export const textContrastMinimum = 4.5;

type Rgb = readonly [number, number, number];

/** '#abc' or '#aabbcc' as 0–255 channels (the settings only hold such values: `isHexColor`). */
export function hexToRgb(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
}

function rgbToHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance of WCAG 2 (sRGB channels linearised, weighted by the eye's sensitivity). */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = hexToRgb(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `first` mixed with `second`, `share` (0–1) of the second: a shade between two colours of one hue. */
export function mixColors(first: string, second: string, share: number): string {
  const [from, to] = [hexToRgb(first), hexToRgb(second)];
  return rgbToHex(from.map((channel, index) => channel + (to[index]! - channel) * share) as unknown as Rgb);
}

/**
 * The colour itself when it already reaches `minimum` against `background`, else the same hue
 * darkened (mixed towards black in small steps) until it does. The user's theme colour stays
 * recognisable while text on it, or in it, stays readable.
 */
export function readableOn(hex: string, background: string, minimum = textContrastMinimum): string {
  const rgb = hexToRgb(hex);
  for (let share = 0; share <= 1; share += 0.02) {
    const candidate = rgbToHex(rgb.map((channel) => channel * (1 - share)) as unknown as Rgb);
    if (contrastRatio(candidate, background) >= minimum) return share === 0 ? hex : candidate;
  }
  return '#000000';
}

/**
 * The dark theme's counterpart of `readableOn`: the colour itself when it reaches `minimum` against
 * the dark `background`, else the same hue lightened (mixed towards white in small steps) until it does.
 */
export function readableOnDark(hex: string, background: string, minimum = textContrastMinimum): string {
  const rgb = hexToRgb(hex);
  for (let share = 0; share <= 1; share += 0.02) {
    const candidate = rgbToHex(rgb.map((channel) => channel + (255 - channel) * share) as unknown as Rgb);
    if (contrastRatio(candidate, background) >= minimum) return share === 0 ? hex : candidate;
  }
  return '#ffffff';
}
