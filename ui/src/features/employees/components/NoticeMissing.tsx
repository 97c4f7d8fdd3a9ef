import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../../api/authState';
import { consentText as t } from '../privacyMessages';

/**
 * Takes the place of the photo and the consent while no privacy notice is published: no face can be registered. Only
 * an administrador may open 'Privacidad' (issue 45): a gerente is told who publishes it, without a link that leads
 * to 'Sección no disponible'.
 */
export function NoticeMissing() {
  const admin = useCurrentUser()?.rol === 'administrador';
  return (
    <p className="notice consent__missing">
      <span>{admin ? t.sinAviso : t.sinAvisoOtroRol}</span>
      {admin && (
        <Link to="/admin/privacidad" className="button button--small button--secondary">
          {t.irAPrivacidad}
        </Link>
      )}
    </p>
  );
}
