import { textoSobre } from '../lib/contrast';

/** A turno's code on its colour, its text black or white by luminance ('MAT' on yellow is black, 'NOC' on navy white). */
export function TurnoChip({ codigo, color, title }: { codigo: string; color: string; title?: string }) {
  return (
    <span className="turno-chip" style={{ background: color, color: textoSobre(color) }} title={title}>
      {codigo}
    </span>
  );
}
