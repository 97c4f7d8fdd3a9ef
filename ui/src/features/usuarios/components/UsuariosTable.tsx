import { ROLE_LABELS, type Usuario } from '@reloj/contract/usuarios';
import { labelled } from '../../../components/cellLabel';
import { DataTable, type Column } from '../../../components/DataTable';
import { LoadError } from '../../../components/LoadError';
import { usuariosMessages as m } from '../messages';

type UsuariosTableProps = {
  usuarios: readonly Usuario[];
  status: 'loading' | 'ready' | 'error';
  error?: string;
  /** The signed-in account, marked 'Tú'. */
  currentId?: number;
  onEdit: (usuario: Usuario) => void;
  onDelete: (usuario: Usuario) => void;
  onRetry: () => void;
};

/** An administrador, or a consulta created for every branch, sees every branch; an account whose branches were all removed, none. */
const branchesText = (u: Usuario) =>
  u.todasLasSucursales ? m.allBranches : u.sucursales.length === 0 ? m.noBranches : u.sucursales.map((s) => s.nombre).join(', ');

/** Usuario, Rol, Sucursales, Estado and the row's 'Editar' and 'Eliminar'. */
export function UsuariosTable({ usuarios, status, error, currentId, onEdit, onDelete, onRetry }: UsuariosTableProps) {
  const columns: Column<Usuario>[] = [
    {
      header: 'Usuario',
      cell: (u) => (
        <span className="us-name">
          <span className="cell-name">{u.usuario}</span>
          {u.id === currentId && (
            <span className="tag us-tag--you" title={m.youTitle}>
              {m.you}
            </span>
          )}
        </span>
      ),
    },
    { header: 'Rol', cell: (u) => labelled('Rol', <span className="us-role">{ROLE_LABELS[u.rol]}</span>) },
    {
      header: 'Sucursales',
      cell: (u) => labelled('Sucursales', <span className={u.sucursales.length === 0 ? 'cell-none' : 'us-branches'}>{branchesText(u)}</span>),
    },
    {
      header: 'Estado',
      cell: (u) => <span className={`tag ${u.activo ? 'tone-ok' : 'tone-muted'}`}>{u.activo ? m.activa : m.inactiva}</span>,
    },
    {
      header: 'Acciones',
      align: 'end',
      cell: (u) => (
        <div className="row-actions us-actions">
          <button type="button" className="button button--small button--secondary" aria-label={`Editar ${u.usuario}`} onClick={() => onEdit(u)}>
            Editar
          </button>
          <button type="button" className="button button--small button--danger" aria-label={`Eliminar ${u.usuario}`} onClick={() => onDelete(u)}>
            Eliminar
          </button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption="Cuentas del panel"
      columns={columns}
      rows={usuarios}
      rowKey={(u) => u.id}
      stackUpTo={800}
      placeholder={status === 'loading' ? 'Cargando...' : status === 'error' ? <LoadError error={error} onRetry={onRetry} /> : m.empty}
    />
  );
}
