import { Link, useParams } from 'react-router-dom';
import { useCurrentUser } from '../../../api/authState';
import { PrintToolbar } from '../../../components/PrintToolbar';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { errorMessage } from '../../../lib/errorMessage';
import { employeeRowPath, finiquitoPath } from '../../../lib/paths';
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
  const rol = useCurrentUser()?.rol;
  const empleado = data.data?.empleado;
  const nombre = empleado?.nombre;
  // Issue 45 item 3: an employee de baja's finiquito, for the roles that may read it (not a consulta).
  const finiquito = empleado && !empleado.activo && rol !== 'consulta';

  useDocumentTitle(nombre ? t.title(nombre) : null);

  return (
    <div className="sheet-page arco">
      <PrintToolbar
        back={empleado ? employeeRowPath(empleado) : '/admin/empleados'}
        backLabel={empleado ? t.backTo(empleado.nombre) : t.back}
        printLabel={t.print}
        canPrint={!!data.data}
        links={
          finiquito && (
            <Link className="button button--secondary" to={finiquitoPath(empleado.id)}>
              {t.finiquito}
            </Link>
          )
        }
      />
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
