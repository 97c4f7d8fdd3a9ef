/** Dark text on light colours and white text on dark ones, whichever contrasts more (WCAG relative luminance). */
export const TEXTO_OSCURO = '#0f172a';
export const TEXTO_CLARO = '#ffffff';

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** The relative luminance of '#RRGGBB' (0 black, 1 white); null for anything else. */
export function luminance(hex: string): number | null {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return null;
  const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((x) => channel(parseInt(x, 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The text colour to write on `background`: the one of TEXTO_OSCURO and white with the higher contrast ratio. */
export function textoSobre(background: string): string {
  const l = luminance(background);
  if (l === null) return TEXTO_OSCURO;
  const dark = luminance(TEXTO_OSCURO)!;
  const conOscuro = (l + 0.05) / (dark + 0.05);
  const conBlanco = 1.05 / (l + 0.05);
  return conOscuro >= conBlanco ? TEXTO_OSCURO : TEXTO_CLARO;
}
