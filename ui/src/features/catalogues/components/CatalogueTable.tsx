import { DataTable, type Column } from '../../../components/DataTable';
import { BONO_TIPO_LABELS, ZONA_LABELS } from '@reloj/contract/catalogues';
import { formatMoney } from '../../../lib/money';
import { pierdeConText } from '../form';
import { genderEnding, type CatalogueDefinition } from '../definitions';
import { deleteQuestion } from '../messages';
import type { CatalogueItem } from '../types';
import { LoadError } from '../../../components/LoadError';
import { labelled } from '../../../components/cellLabel';
import { EditDeleteButtons } from '../../../components/EditDeleteButtons';

type CatalogueTableProps = {
  def: CatalogueDefinition;
  items: readonly CatalogueItem[];
  status: 'loading' | 'ready' | 'error';
  /** Why the list could not be loaded, when it could not. */
  error?: string;
  onEdit: (item: CatalogueItem) => void;
  onDelete: (item: CatalogueItem) => void;
  onRetry: () => void;
};

/** The table on the right: Nombre, the amount column where there is one, Zona or Tipo and 'Se pierde con', and Acciones. */
export function CatalogueTable({ def, items, status, error, onEdit, onDelete, onRetry }: CatalogueTableProps) {
  const columns: Column<CatalogueItem>[] = [{ header: 'Nombre', cell: (item) => <span className="cell-name">{item.nombre}</span> }];
  if (def.amount) {
    columns.push({
      header: def.amount.label,
      align: 'end',
      cell: (item) => labelled(def.amount!.label, <span className="cell-money">{item.amount === undefined ? '—' : formatMoney(item.amount)}</span>),
    });
  }
  if (def.zona) {
    columns.push({
      header: 'Zona',
      cell: (item) => labelled('Zona', <span className={`zona zona--${item.zona ?? 'general'}`}>{ZONA_LABELS[item.zona ?? 'general']}</span>),
    });
  }
  if (def.bonoTipo) {
    columns.push(
      { header: 'Tipo', cell: (item) => labelled('Tipo', BONO_TIPO_LABELS[item.tipo ?? 'fijo']) },
      { header: 'Se pierde con', cell: (item) => labelled('Se pierde con', pierdeConText(item) ?? <span className="cell-none">—</span>) },
    );
  }
  columns.push({
    header: 'Acciones',
    align: 'end',
    cell: (item) => (
      <div className="row-actions">
        <EditDeleteButtons
          confirm={{ question: deleteQuestion(def, item.nombre), details: '¿Estás seguro? Esta acción no se puede deshacer.', label: 'Sí, eliminar' }}
          onEdit={() => onEdit(item)}
          onDelete={() => onDelete(item)}
        />
      </div>
    ),
  });

  const loadError = <LoadError error={error} onRetry={onRetry} />;

  return (
    <>
      {status === 'error' && items.length > 0 && <p className="table-notice">{loadError}</p>}
      <DataTable
        caption={def.title}
        columns={columns}
        rows={items}
        rowKey={(item) => item.id}
        stackUpTo={def.resource === 'bonos' ? 700 : 460}
        placeholder={status === 'loading' ? 'Cargando...' : status === 'error' ? loadError : `Aún no hay ${def.plural} registrad${genderEnding(def)}s.`}
      />
    </>
  );
}
