import { formatDateAndTime } from '../../lib/dateTime';
import { AttentionCard } from './AttentionCard';

/**
 * Shown first when the latest verification of the record's chain failed (issue 29 item 4): a punch, void, incidencia
 * or close was changed or added around the program, so the record no longer proves itself.
 */
export function RegistroCard({ verificadoEn, motivo }: { verificadoEn: string; motivo: string | null }) {
  return (
    <AttentionCard
      title="Registro alterado"
      count={1}
      summary={`La verificación del ${formatDateAndTime(verificadoEn)} encontró un cambio hecho por fuera del programa. ${motivo ?? ''} Conserva este equipo como está, no restaures respaldos sobre él y avisa al técnico: los respaldos firmados y la copia del corporativo muestran cómo era el registro.`}
      links={[]}
      alarm
    />
  );
}
