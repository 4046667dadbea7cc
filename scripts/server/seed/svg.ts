import { pictogram } from './pictograms';
import type { PictogramKey } from './types';

/** SVG sources of the demo images (rendered to WebP by images.ts). */

const FONT = 'DejaVu Sans, sans-serif';

/** Escape text for SVG element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Mix a #rrggbb colour with white (t = 0 keeps it, 1 gives white). */
function lighten(hex: string, t: number): string {
  const channel = (i: number) => {
    const value = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(value + (255 - value) * t)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** Mix a #rrggbb colour with black (t = 0 keeps it, 1 gives black). */
function darken(hex: string, t: number): string {
  const channel = (i: number) =>
    Math.round(parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) * (1 - t))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** Relative brightness 0–255 of a #rrggbb colour. */
function brightness(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/** A dark colour of the palette for text and details on white, readable on any category. */
function inkOf([c1, c2]: [string, string]): string {
  const darker = brightness(c1) < brightness(c2) ? c1 : c2;
  return darken(darker, brightness(darker) > 90 ? 0.45 : 0.15);
}

/** Split a label into at most two balanced lines. */
function wrapLabel(label: string): string[] {
  if (label.length <= 16) return [label];
  const words = label.split(' ');
  let best: string[] = [label];
  let bestWidth = Infinity;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const width = Math.max(...lines.map((l) => l.length));
    if (width < bestWidth) [best, bestWidth] = [lines, width];
  }
  return best;
}

function labelBand(label: string, ink: string): string {
  const lines = wrapLabel(label);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = lines.length === 1 ? (longest <= 14 ? 48 : 40) : longest <= 16 ? 38 : 32;
  const top = 462;
  const height = 108;
  const first = top + height / 2 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.36;
  const text = lines
    .map(
      (line, i) =>
        `<text x="300" y="${first + i * size * 1.15}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${ink}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<rect x="36" y="${top}" width="528" height="${height}" rx="26" fill="#ffffff" fill-opacity="0.93"/>${text}`;
}

export type ProductImageInput = { label: string; colors: [string, string]; pictogram: PictogramKey; variant: number };

/** A 600×600 product image: gradient, pictogram and the product's short name. Variants 2–3 are other "angles". */
export function productSvg({ label, colors, pictogram: key, variant }: ProductImageInput): string {
  const [c1, c2] = colors;
  const ink = inkOf(colors);
  let background: string;
  let art: string;
  if (variant === 1) {
    background = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`;
    art = `<circle cx="300" cy="235" r="190" fill="#ffffff" fill-opacity="0.14"/>
      <g transform="translate(300 235) scale(1.45) translate(-100 -100)">${pictogram(key, '#ffffff', ink)}</g>`;
  } else if (variant === 2) {
    background = `<linearGradient id="bg" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(c1, 0.25)}"/><stop offset="1" stop-color="${c1}"/></linearGradient>`;
    art = `<circle cx="470" cy="90" r="120" fill="#ffffff" fill-opacity="0.12"/><circle cx="90" cy="400" r="80" fill="#ffffff" fill-opacity="0.1"/>
      <g transform="translate(290 240) rotate(-14) scale(1.3) translate(-100 -100)">${pictogram(key, '#ffffff', ink)}</g>`;
  } else {
    background = `<radialGradient id="bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="${lighten(c1, 0.85)}"/><stop offset="1" stop-color="${lighten(c1, 0.45)}"/></radialGradient>`;
    art = `<ellipse cx="300" cy="400" rx="170" ry="22" fill="${ink}" fill-opacity="0.18"/>
      <g transform="translate(300 230) scale(-1.35 1.35) translate(-100 -100)">${pictogram(key, ink, '#ffffff')}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
    <defs>${background}</defs><rect width="600" height="600" fill="url(#bg)"/>${art}
    <text x="28" y="46" font-family="${FONT}" font-size="22" font-weight="bold" fill="#ffffff" fill-opacity="0.75" letter-spacing="3">IMPORTA</text>
    ${labelBand(label, ink)}</svg>`;
}

/** A 200×200 company logo: the company's initials in a circle. */
export function logoSvg(name: string, color: string): string {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-ZÁÉÍÓÚÑ]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(color, 0.3)}"/><stop offset="1" stop-color="${color}"/></linearGradient></defs>
    <circle cx="100" cy="100" r="98" fill="url(#bg)"/><circle cx="100" cy="100" r="84" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/>
    <text x="100" y="127" text-anchor="middle" font-family="${FONT}" font-size="76" font-weight="bold" fill="#ffffff">${escapeXml(initials)}</text></svg>`;
}

/** A 96×96 category icon: the category's pictogram on its gradient. */
export function categoryIconSvg(key: PictogramKey, colors: [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
    <rect width="96" height="96" rx="22" fill="url(#bg)"/>
    <g transform="translate(14 14) scale(0.34)">${pictogram(key, '#ffffff', colors[1])}</g></svg>`;
}
