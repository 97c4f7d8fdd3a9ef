import { Link } from 'react-router-dom';
import { finiquitoPath } from '../../../lib/paths';
import { bajaLine, bajaText } from '../prestacionesMessages';
import type { Employee } from '../types';

/**
 * On an employee de baja's dialogs ('Editar', 'Privacidad y datos', 'Expediente'; issue 45 item 3): the date and reason
 * of the baja, and 'Ver finiquito', so the finiquito is one click from anywhere the employee is.
 */
export function BajaNote({ employee }: { employee: Employee }) {
  if (employee.activo || !employee.fechaBaja || !employee.motivoBaja) return null;
  return (
    <p className="notice baja-note">
      <span>{bajaLine(employee.fechaBaja, employee.motivoBaja)}</span>
      <Link className="button button--small button--secondary" to={finiquitoPath(employee.id)}>
        {bajaText.verFiniquito}
      </Link>
    </p>
  );
}
