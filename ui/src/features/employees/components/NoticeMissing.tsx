import { Link } from 'react-router-dom';
import { consentText as t } from '../privacyMessages';

/** Takes the place of the photo and the consent while no privacy notice is published: no face can be registered. */
export function NoticeMissing() {
  return (
    <p className="notice consent__missing">
      <span>{t.sinAviso}</span>
      <Link to="/admin/privacidad" className="button button--small button--secondary">
        {t.irAPrivacidad}
      </Link>
    </p>
  );
}
