/** A notice's plain text as the employee reads it: paragraphs separated by a blank line. */

const parrafosDe = (texto: string) =>
  texto
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** 'Datos sensibles. Para reconocerte…' → the heading 'Datos sensibles.' and the rest; a paragraph without one stays whole. */
function encabezadoDe(parrafo: string): { encabezado: string | null; resto: string } {
  const match = /^([^.\n]{1,80}\.)\s+([\s\S]*)$/.exec(parrafo);
  return match ? { encabezado: match[1]!, resto: match[2]! } : { encabezado: null, resto: parrafo };
}

/** The short notice: plain paragraphs (its first words are the company's name, never a heading). */
export function AvisoSimplificado({ texto }: { texto: string }) {
  return (
    <div className="pv-texto">
      {parrafosDe(texto).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** The full notice: its first paragraph is its title; each of the others opens with a heading, shown in bold. */
export function AvisoIntegral({ texto }: { texto: string }) {
  const [titulo, ...parrafos] = parrafosDe(texto);
  return (
    <div className="pv-texto">
      {titulo && <p className="pv-texto__titulo">{titulo}</p>}
      {parrafos.map((p, i) => {
        const { encabezado, resto } = encabezadoDe(p);
        return (
          <p key={i}>
            {encabezado && (
              <>
                <strong className="pv-texto__encabezado">{encabezado}</strong>{' '}
              </>
            )}
            {resto}
          </p>
        );
      })}
    </div>
  );
}
