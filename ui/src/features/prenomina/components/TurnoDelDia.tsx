import type { DiaPrenomina } from '@reloj/contract/prenomina';
import { segmentosText } from '@reloj/contract/turnos';

type Tramo = DiaPrenomina['segmentos'][number];

/** What was punched in one expected segment: 'checó 10:00 y 15:00', 'checó 17:12, sin salida', 'sin checadas'. */
function checadasText(t: Tramo): string {
  if (t.checadaEntrada && t.checadaSalida) return `checó ${t.checadaEntrada} y ${t.checadaSalida}`;
  if (t.checadaEntrada) return `checó ${t.checadaEntrada}, sin salida`;
  if (t.checadaSalida) return `sin entrada, salió ${t.checadaSalida}`;
  return 'sin checadas';
}

/**
 * A day's turno in the days view (issue 41), under its state: its code, a one-day change marked, and each expected
 * segment with the punches the pre-nómina matched to it (on a worked day). A period closed before turnos holds no
 * segments: its days show nothing here.
 */
export function TurnoDelDia({ dia }: { dia: DiaPrenomina }) {
  const cambio = dia.cambioTurno && (
    <span className="pn-tag pn-tag--tiny pn-tag--cambio" title="Cambio de turno por un día">
      cambio
    </span>
  );
  // A rest day: its state already says 'Descanso', unless it was worked; a one-day change is marked.
  if (dia.segmentos.length === 0) {
    if (!dia.descansoTrabajado && !dia.cambioTurno) return null;
    return (
      <span className="pn-turno">
        {dia.descansoTrabajado && <span className="pn-turno__rest">Descanso</span>}
        {cambio && <span className="pn-turno__head">{cambio}</span>}
      </span>
    );
  }
  return (
    <span className="pn-turno">
      {(dia.codigoTurno || cambio) && (
        <span className="pn-turno__head">
          {dia.codigoTurno && <strong className="pn-turno__code">{dia.codigoTurno}</strong>}
          {cambio}
        </span>
      )}
      <span className="pn-turno__segs">
        {dia.segmentos.map((t) => (
          <span key={`${t.entrada}-${t.salida}`} className="pn-turno__seg">
            <span className="pn-turno__plan">{segmentosText([t])}</span>
            {dia.trabajado && (
              <span className={`pn-turno__punches${!t.checadaEntrada || !t.checadaSalida ? ' pn-turno__punches--missing' : ''}`}>{checadasText(t)}</span>
            )}
          </span>
        ))}
      </span>
    </span>
  );
}
