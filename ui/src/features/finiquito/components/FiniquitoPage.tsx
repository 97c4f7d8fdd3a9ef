import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PrintToolbar } from '../../../components/PrintToolbar';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useReglas } from '../../../api/reglas';
import { errorMessage } from '../../../lib/errorMessage';
import { employeeRowPath } from '../../../lib/paths';
import { useFiniquito } from '../api/finiquito';
import { finiquitoText as t } from '../messages';
import { FiniquitoSheet } from './FiniquitoSheet';
import '../finiquito.css';

/**
 * 'Finiquito' (/admin/empleados/:id/finiquito, issue 31): what is owed to an employee de baja, to print on one carta
 * page and sign. Outside the admin layout, like the tarjetas, so that only the sheet prints.
 */
export function FiniquitoPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const [incluirVeinteDias, setIncluirVeinteDias] = useState(false);
  const query = useFiniquito(valid ? id : null, incluirVeinteDias);
  const reglas = useReglas();
  const data = query.data?.empleadoId === id ? query.data : undefined;
  const nombre = data?.nombre;

  useDocumentTitle(nombre ? t.pageTitle(nombre) : null);

  return (
    <div className="sheet-page">
      {/* Issue 45 item 3: back to the employee's row (bajas shown), where the finiquito was opened from. */}
      <PrintToolbar
        back={nombre ? employeeRowPath({ nombre, activo: false }) : '/admin/empleados'}
        backLabel={nombre ? t.backTo(nombre) : t.back}
        printLabel={t.print}
        canPrint={!!data}
      />
      {!valid ? (
        <p className="sheet-page__status">{t.badId}</p>
      ) : query.isError && !data ? (
        <p className="sheet-page__status sheet-page__status--error" role="alert">
          {t.loadFailed(errorMessage(query.error, 'Revisa la conexión con el servidor.'))}{' '}
          <button type="button" className="button button--small button--secondary" onClick={() => void query.refetch()}>
            {t.retry}
          </button>
        </p>
      ) : !data ? (
        <p className="sheet-page__status">{t.loading}</p>
      ) : (
        <FiniquitoSheet
          finiquito={data}
          empresa={reglas.data?.nombreEmpresa ?? ''}
          incluirVeinteDias={incluirVeinteDias}
          onVeinteDias={setIncluirVeinteDias}
          updating={query.isPlaceholderData}
        />
      )}
    </div>
  );
}
