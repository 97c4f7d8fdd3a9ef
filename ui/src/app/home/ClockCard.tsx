import { AttentionCard } from './AttentionCard';

/** Shown only while the box says its clock is not NTP-synchronised (issue 18 item 3): punches go on, marked. */
export function ClockCard() {
  return (
    <AttentionCard
      title="Hora del equipo sin sincronizar"
      count={1}
      summary="El reloj checador no ha podido confirmar su hora por internet (NTP). Las checadas se siguen guardando y quedan marcadas; revisa la conexión del equipo a internet. Si se repite tras cada apagón, pide al técnico una batería de reloj (RTC)."
      links={[]}
    />
  );
}
