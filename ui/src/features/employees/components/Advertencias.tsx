import type { Advertencia } from '@reloj/contract/prenomina';

/** Short words for the warnings the server explains at length (the whole sentence is the tooltip). */
const SHORT: Record<string, string> = { salario_minimo: 'Menor al salario mínimo', jornada_excede_maximo: 'Jornada mayor a la legal' };

/**
 * An employee's warnings (a salary below the minimum wage of the branch's zone, a shift longer than the legal maximum
 * of its jornada), as visible tags.
 */
export function Advertencias({ advertencias, long = false }: { advertencias: readonly Advertencia[] | undefined; long?: boolean }) {
  if (!advertencias || advertencias.length === 0) return null;
  return (
    <span className="advertencias">
      {advertencias.map((a) => (
        <span key={a.code} className="advertencia" title={a.mensaje}>
          <span aria-hidden="true">⚠ </span>
          {long ? a.mensaje : (SHORT[a.code] ?? a.mensaje)}
          {!long && SHORT[a.code] && <span className="visually-hidden">: {a.mensaje}</span>}
        </span>
      ))}
    </span>
  );
}
