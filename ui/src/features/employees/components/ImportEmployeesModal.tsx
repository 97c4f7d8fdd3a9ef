import type { ImportFila, ImportResultado, ImportVistaPrevia } from '@reloj/contract/employeeImport';
import { useState, type ReactNode } from 'react';
import { BannerFor } from '../../../components/Banner';
import { labelled } from '../../../components/cellLabel';
import { DataTable, type Column } from '../../../components/DataTable';
import { FilePickerButton } from '../../../components/FilePickerButton';
import { Modal } from '../../../components/Modal';
import { useBanner } from '../../../components/useBanner';
import { ApiError } from '../../../lib/api';
import { failureSentence } from '../../../lib/errorMessage';
import { useDownloadPlantilla, useImportarEmpleados, useRevisarImportacion } from '../api/importEmployees';
import { importText as t } from '../importMessages';
import '../importEmployees.css';

type Props = {
  onClose: () => void;
  /** Says in the page's banner what was imported. */
  onImported: (resultado: ImportResultado) => void;
};

/** A cell that names its column too: on a phone each row is a card of label–value lines (DataTable's `cards`). */
const cell = (label: string, value: ReactNode) => labelled(label, <span className="import-preview__value">{value}</span>);

const columns: readonly Column<ImportFila>[] = [
  { header: t.columnas.fila, cell: (f) => cell(t.columnas.fila, f.fila) },
  { header: t.columnas.numero, cell: (f) => cell(t.columnas.numero, f.numeroEmpleado ?? '—') },
  { header: t.columnas.nombre, cell: (f) => cell(t.columnas.nombre, f.nombre ?? '—') },
  {
    header: t.columnas.accion,
    cell: (f) =>
      cell(
        t.columnas.accion,
        <>
          {t.accion[f.accion]}
          {f.cambios && <span className="import-preview__note">{t.cambia(f.cambios)}</span>}
          {f.vacacionesPendientes !== null && <span className="import-preview__note">{t.vacaciones(f.vacacionesPendientes)}</span>}
        </>,
      ),
  },
  {
    header: t.columnas.problemas,
    cell: (f) =>
      labelled(
        t.columnas.problemas,
        f.problemas.length === 0 ? (
          '—'
        ) : (
          <ul className="import-preview__problems">
            {f.problemas.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ),
      ),
  },
];

/**
 * 'Importar empleados': download the template, choose the file, 'Revisar' shows every row (what it will do and its
 * problems, in red), and 'Importar N empleados' is enabled only when no row has a problem. Choosing another file
 * forgets the preview. A refusal at import time (the catalogues changed since 'Revisar') shows the rows again.
 */
export function ImportEmployeesModal({ onClose, onImported }: Props) {
  const banner = useBanner();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportVistaPrevia | null>(null);
  const plantilla = useDownloadPlantilla({ onError: (error) => banner.show(failureSentence((r) => `${t.plantillaFailed}: ${r}`)(error), 'error') });
  const revisar = useRevisarImportacion({
    onSuccess: (vista) => setPreview(vista),
    onError: (error) => banner.show(failureSentence((r) => `${t.revisarFailed}: ${r}`)(error), 'error'),
  });
  const importar = useImportarEmpleados({
    onSuccess: (resultado) => {
      onImported(resultado);
      onClose();
    },
    onError: (error, file) => {
      banner.show(failureSentence((r) => `${t.importarFailed}: ${r}`)(error), 'error');
      if (error instanceof ApiError && error.code === 'importacion_con_problemas') revisar.mutate(file);
    },
  });

  const filas = preview?.filas ?? [];
  const conProblemas = filas.filter((f) => f.problemas.length > 0).length;
  const count = (accion: ImportFila['accion']) => filas.filter((f) => f.accion === accion).length;
  const porImportar = count('crear') + count('actualizar');
  const busy = revisar.isPending || importar.isPending;
  // 'Importar N empleados' only for a preview that can be imported: never 'Importar 0' nor a count with problems left.
  const listo = preview !== null && conProblemas === 0 && porImportar > 0;

  return (
    <Modal title={t.title} onClose={onClose}>
      <div className="import-employees">
        <p className="modal__subtitle">{t.intro}</p>
        <BannerFor banner={banner} />
        <div className="import-employees__steps">
          <button type="button" className="button button--secondary" onClick={() => plantilla.mutate()} disabled={plantilla.isPending}>
            {t.plantilla}
          </button>
          <FilePickerButton
            label={t.elegir}
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            disabled={busy}
            onPick={(file) => {
              banner.dismiss();
              setPreview(null);
              setArchivo(file);
            }}
          />
          <button
            type="button"
            className="button button--primary"
            disabled={!archivo || busy}
            aria-busy={revisar.isPending}
            onClick={() => {
              banner.dismiss();
              if (archivo) revisar.mutate(archivo);
            }}
          >
            {revisar.isPending ? t.revisando : t.revisar}
          </button>
        </div>
        <p className="import-employees__file">{archivo ? t.elegido(archivo.name) : t.sinArchivo}</p>
        {preview && (
          <>
            <p className={conProblemas > 0 ? 'import-employees__summary import-employees__summary--error' : 'import-employees__summary'} role="status">
              {conProblemas > 0
                ? t.conProblemas(conProblemas)
                : porImportar === 0
                  ? t.nadaQueImportar
                  : t.listo(count('crear'), count('actualizar'), count('sin_cambios'))}
            </p>
            <div className="import-preview">
              <DataTable
                caption={t.tabla}
                columns={columns}
                rows={filas}
                rowKey={(f) => f.fila}
                placeholder={t.nadaQueImportar}
                compact
                cards
                rowClassName={(f) => (f.problemas.length > 0 ? 'import-preview__row--error' : undefined)}
              />
            </div>
          </>
        )}
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t.cerrar}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!archivo || !listo || busy}
            aria-busy={importar.isPending}
            onClick={() => {
              banner.dismiss();
              if (archivo) importar.mutate(archivo);
            }}
          >
            {importar.isPending ? t.importando : listo ? t.importar(porImportar) : t.open}
          </button>
        </div>
      </div>
    </Modal>
  );
}
