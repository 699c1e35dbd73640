import { catalogueLanguages, type CatalogueLanguage } from '../i18n/languages';

/** Whether a CSS colour (`#rgb`, `#rrggbb`, `rgb()`/`rgba()`) is dark (relative luminance under 0.4). */
export function isDarkColour(colour: string): boolean {
  let channels: number[] | undefined;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit) : hex[1].match(/../g)!;
    channels = digits.map((pair) => parseInt(pair, 16));
  } else {
    const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(colour.trim());
    if (rgb) channels = [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  }
  if (!channels) return false;
  const [r, g, b] = channels.map((channel) => channel / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.4;
}

/** The catalogue language of an i18next language name (zh_CN when it is not one of the four). */
export function chartLanguage(language: string | undefined): CatalogueLanguage {
  return catalogueLanguages.find((candidate) => candidate === language) ?? 'zh_CN';
}
