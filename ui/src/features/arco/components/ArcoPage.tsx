import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/errorMessage';
import { useArcoExport } from '../api/getArcoExport';
import { arcoText as t } from '../messages';
import { ArcoDocument } from './ArcoDocument';
import '../arco.css';

/**
 * 'Datos personales de …' (/admin/empleados/:id/datos): what 'Exportar datos' saves as a file, as a page to read
 * and print for the employee (derecho de acceso). Outside the admin layout, so that only the document prints.
 */
export function ArcoPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const data = useArcoExport(valid ? id : null);
  const nombre = data.data?.empleado.nombre;

  // The browser offers the title as the PDF's file name.
  useEffect(() => {
    if (!nombre) return;
    const previous = document.title;
    document.title = t.title(nombre);
    return () => {
      document.title = previous;
    };
  }, [nombre]);

  return (
    <div className="sheet-page arco">
      <div className="sheet-page__toolbar">
        <Link className="button button--secondary" to="/admin/empleados">
          {t.back}
        </Link>
        <button type="button" className="button button--primary" disabled={!data.data} onClick={() => window.print()}>
          {t.print}
        </button>
      </div>
      {!valid ? (
        <p className="arco__status">{t.badId}</p>
      ) : data.isError ? (
        <p className="arco__status arco__status--error">
          {t.loadFailed(errorMessage(data.error, 'Revisa la conexión con el servidor.'))}
          <button type="button" className="button button--small button--secondary" onClick={() => void data.refetch()}>
            {t.retry}
          </button>
        </p>
      ) : !data.data ? (
        <p className="arco__status">{t.loading}</p>
      ) : (
        <ArcoDocument datos={data.data} />
      )}
    </div>
  );
}
