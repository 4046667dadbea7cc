import type { PictogramKey } from './types';

/**
 * Simple vector pictograms drawn in a 200×200 box: `fg` is the main (light) fill, `ink` the
 * detail colour (usually the category's dark colour).
 */
type Draw = (fg: string, ink: string) => string;

const PICTOGRAMS: Readonly<Record<PictogramKey, Draw>> = {
  tv: (fg, ink) => `
    <rect x="14" y="30" width="172" height="112" rx="10" fill="${fg}"/>
    <rect x="26" y="42" width="148" height="88" rx="4" fill="${ink}"/>
    <path d="M40 118 L80 78 L104 100 L128 72 L160 118 Z" fill="${fg}" fill-opacity="0.35"/>
    <rect x="92" y="142" width="16" height="20" fill="${fg}"/>
    <rect x="56" y="160" width="88" height="10" rx="5" fill="${fg}"/>`,
  phone: (fg, ink) => `
    <rect x="58" y="14" width="84" height="172" rx="16" fill="${fg}"/>
    <rect x="66" y="34" width="68" height="122" rx="4" fill="${ink}"/>
    <rect x="88" y="22" width="24" height="5" rx="2.5" fill="${ink}"/>
    <circle cx="100" cy="171" r="7" fill="${ink}"/>
    <rect x="76" y="48" width="22" height="22" rx="5" fill="${fg}" fill-opacity="0.5"/>
    <rect x="102" y="48" width="22" height="22" rx="5" fill="${fg}" fill-opacity="0.5"/>
    <rect x="76" y="76" width="22" height="22" rx="5" fill="${fg}" fill-opacity="0.5"/>`,
  shirt: (fg, ink) => `
    <path d="M70 24 L30 42 L10 86 L40 100 L52 78 L52 182 L148 182 L148 78 L160 100 L190 86 L170 42 L130 24 Q100 52 70 24 Z" fill="${fg}"/>
    <path d="M70 24 Q100 52 130 24" fill="none" stroke="${ink}" stroke-width="6"/>
    <rect x="112" y="80" width="20" height="18" rx="3" fill="none" stroke="${ink}" stroke-width="4"/>`,
  shoe: (fg, ink) => `
    <path d="M14 150 L14 100 Q16 84 34 88 L70 96 Q92 70 114 70 L124 96 Q170 106 186 132 L186 150 Z" fill="${fg}"/>
    <rect x="10" y="148" width="180" height="18" rx="8" fill="${ink}"/>
    <path d="M86 92 L98 104 M96 84 L110 98 M106 78 L118 92" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>
    <path d="M20 118 L60 118" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`,
  cup: (fg, ink) => `
    <path d="M70 18 Q60 32 70 44 Q80 56 70 68 M100 14 Q90 30 100 44 Q110 58 100 70 M130 18 Q120 32 130 44 Q140 56 130 68" fill="none" stroke="${fg}" stroke-width="6" stroke-linecap="round" stroke-opacity="0.8"/>
    <circle cx="150" cy="120" r="24" fill="none" stroke="${fg}" stroke-width="12"/>
    <rect x="42" y="82" width="108" height="90" rx="16" fill="${fg}"/>
    <rect x="56" y="100" width="80" height="12" rx="6" fill="${ink}" fill-opacity="0.6"/>
    <ellipse cx="96" cy="180" rx="78" ry="10" fill="${fg}"/>`,
  bottle: (fg, ink) => `
    <rect x="82" y="18" width="58" height="12" rx="4" fill="${fg}"/>
    <rect x="128" y="22" width="22" height="8" rx="3" fill="${fg}"/>
    <rect x="92" y="30" width="16" height="26" fill="${fg}"/>
    <rect x="82" y="54" width="36" height="18" rx="4" fill="${fg}"/>
    <rect x="56" y="70" width="88" height="116" rx="20" fill="${fg}"/>
    <rect x="68" y="100" width="64" height="52" rx="8" fill="${ink}"/>
    <circle cx="100" cy="126" r="12" fill="${fg}" fill-opacity="0.6"/>`,
  house: (fg, ink) => `
    <path d="M12 100 L100 26 L188 100 L172 114 L100 54 L28 114 Z" fill="${fg}"/>
    <rect x="136" y="40" width="20" height="40" fill="${fg}"/>
    <path d="M44 104 L100 58 L156 104 L156 182 L44 182 Z" fill="${fg}"/>
    <rect x="86" y="126" width="30" height="56" rx="3" fill="${ink}"/>
    <rect x="56" y="114" width="22" height="22" rx="2" fill="${ink}"/>
    <rect x="124" y="114" width="22" height="22" rx="2" fill="${ink}"/>`,
  wrench: (fg, ink) => `
    <g transform="rotate(-45 100 100)">
      <rect x="88" y="62" width="24" height="128" rx="12" fill="${fg}"/>
      <circle cx="100" cy="50" r="38" fill="${fg}"/>
      <rect x="89" y="4" width="22" height="44" rx="3" fill="${ink}"/>
      <circle cx="100" cy="170" r="6" fill="${ink}"/>
    </g>`,
  teddy: (fg, ink) => `
    <circle cx="62" cy="44" r="22" fill="${fg}"/>
    <circle cx="138" cy="44" r="22" fill="${fg}"/>
    <circle cx="62" cy="44" r="10" fill="${ink}" fill-opacity="0.5"/>
    <circle cx="138" cy="44" r="10" fill="${ink}" fill-opacity="0.5"/>
    <ellipse cx="100" cy="148" rx="52" ry="44" fill="${fg}"/>
    <circle cx="100" cy="78" r="44" fill="${fg}"/>
    <circle cx="84" cy="70" r="6" fill="${ink}"/>
    <circle cx="116" cy="70" r="6" fill="${ink}"/>
    <ellipse cx="100" cy="94" rx="16" ry="12" fill="${ink}" fill-opacity="0.35"/>
    <circle cx="100" cy="89" r="5" fill="${ink}"/>
    <circle cx="56" cy="178" r="16" fill="${fg}"/>
    <circle cx="144" cy="178" r="16" fill="${fg}"/>`,
  moto: (fg, ink) => `
    <circle cx="46" cy="140" r="32" fill="none" stroke="${fg}" stroke-width="12"/>
    <circle cx="154" cy="140" r="32" fill="none" stroke="${fg}" stroke-width="12"/>
    <circle cx="46" cy="140" r="7" fill="${fg}"/>
    <circle cx="154" cy="140" r="7" fill="${fg}"/>
    <path d="M46 140 L84 100 L128 100 L154 140" fill="none" stroke="${fg}" stroke-width="9" stroke-linejoin="round"/>
    <path d="M70 104 L80 82 L134 82 L144 100 Z" fill="${fg}"/>
    <path d="M80 100 L126 100 L136 128 L92 134 Z" fill="${fg}"/>
    <rect x="74" y="72" width="46" height="12" rx="6" fill="${ink}"/>
    <path d="M144 100 L136 56 L154 50" fill="none" stroke="${fg}" stroke-width="8" stroke-linecap="round"/>
    <circle cx="158" cy="66" r="8" fill="${fg}"/>`,
};

/** The pictogram's SVG elements, drawn in a 200×200 box. */
export function pictogram(key: PictogramKey, fg: string, ink: string): string {
  return PICTOGRAMS[key](fg, ink);
}
