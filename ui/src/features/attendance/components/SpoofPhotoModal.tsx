import type { IntentoSuplantacion } from '@reloj/contract/suplantacion';
import { Modal } from '../../../components/Modal';
import { ModalCloseFooter } from '../../../components/ModalFormFooter';
import { formatLong } from '../../../lib/dateTime';
import { suplantacionText as t } from '../suplantacionMessages';

/** The camera frame of a refused attempt, bigger, with what the kiosk judged. */
export function SpoofPhotoModal({ intento, onClose }: { intento: IntentoSuplantacion & { foto: string }; onClose: () => void }) {
  const scores = t.scores(intento);
  return (
    <Modal title={t.modalTitle} onClose={onClose}>
      <figure className="spoof-photo">
        <img className="spoof-photo__image" src={intento.foto} alt={t.photoAlt(intento.kiosco)} />
        <figcaption className="punch-photo__caption">
          <span>{formatLong(intento.hora)}</span>
          <span>
            {intento.kiosco}
            {intento.sucursal ? ` · ${intento.sucursal}` : ''}
          </span>
          <span className="punch-photo__method">{intento.veredictoTexto}</span>
          <span>Se parecía a: {intento.empleado ? t.resembled(intento.empleado) : t.nobody}</span>
          {scores && <span className="punch-photo__scores">{scores}</span>}
        </figcaption>
      </figure>
      <ModalCloseFooter onClose={onClose} />
    </Modal>
  );
}
