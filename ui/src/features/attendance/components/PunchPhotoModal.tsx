import type { Punch } from '@reloj/contract/attendance';
import { Modal } from '../../../components/Modal';
import { ModalCloseFooter } from '../../../components/ModalFormFooter';
import { formatLong } from '../../../lib/dateTime';
import { punchTypeLabels } from '../../../lib/labels';
import { MANUAL_PUNCH, NO_SCORE, PIN_PUNCH } from '../messages';

const score = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The punch's snapshot, bigger, with what was recorded with it; a NIP punch compared no face (similitud '—'). */
export function PunchPhotoModal({ punch, onClose }: { punch: Punch & { foto: string }; onClose: () => void }) {
  return (
    <Modal title={`${punchTypeLabels[punch.tipo]} de ${punch.empleado}`} onClose={onClose}>
      <figure className="punch-photo">
        <img className="punch-photo__image" src={punch.foto} alt={`Foto de la checada de ${punch.empleado}`} width={224} height={224} />
        <figcaption className="punch-photo__caption">
          <span>{formatLong(punch.hora)}</span>
          <span>
            {punch.dispositivo ?? MANUAL_PUNCH}
            {punch.sucursal ? ` · ${punch.sucursal}` : ''}
          </span>
          {punch.metodo === 'nip' && <span className="punch-photo__method">{PIN_PUNCH.title}.</span>}
          <span className="punch-photo__scores">
            {[
              punch.metodo === 'nip' ? `Similitud ${NO_SCORE}` : punch.similitud !== null && `Similitud ${score.format(punch.similitud)}`,
              punch.vivacidad !== null && `Vivacidad ${score.format(punch.vivacidad)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </figcaption>
      </figure>
      <ModalCloseFooter onClose={onClose} />
    </Modal>
  );
}
