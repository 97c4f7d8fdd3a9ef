import { useId, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { PRESETS } from '@reloj/contract/exportacion';
import { prenominaKey } from '../../../api/prenomina';
import { useCurrentUser } from '../../../api/authState';
import { excelUrl, incidenciasUrl, tarjetasUrl, type PeriodoDescarga } from '../api/downloads';
import { usePerfiles } from '../api/listPerfiles';
import { saveDownload } from '../../../lib/saveDownload';
import { SelectOptions } from '../../../components/SelectField';
import { PRESET_LABELS } from '../form';
import '../exportacion.css';

/**
 * The period's files in 'Pre-nómina': the Excel workbook, the incidencias for the payroll program (with the profile
 * that writes them) and the printable time cards. The links are fetched first, so a refusal shows its Spanish
 * sentence here rather than downloading as a file.
 */
export function PrenominaDescargas({ periodo }: { periodo: PeriodoDescarga }) {
  const perfiles = usePerfiles();
  const isAdministrador = useCurrentUser()?.rol === 'administrador';
  const saved = perfiles.data?.perfiles ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  // Until one is chosen: the profile the administrator adjusted last, else CONTPAQi.
  const latest = [...saved].sort((a, b) => b.actualizadoEn.localeCompare(a.actualizadoEn))[0];
  const perfil =
    chosen !== null && ((PRESETS as readonly string[]).includes(chosen) || saved.some((p) => String(p.id) === chosen))
      ? chosen
      : latest
        ? String(latest.id)
        : 'contpaqi';
  const selectId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setFailure(null);
    saveDownload(event.currentTarget.getAttribute('href') ?? '')
      // The daemon recorded the download against the period's version: 'Versiones' shows it now (issue 45 item 7).
      .then(() => queryClient.invalidateQueries({ queryKey: prenominaKey }))
      .catch((error: Error) => setFailure(error.message));
  };

  return (
    <div className="ex-downloads" role="group" aria-label="Descargas del periodo">
      <a className="button button--small button--secondary ex-downloads__excel" href={excelUrl(periodo)} download onClick={download}>
        Descargar Excel
      </a>
      <div className="ex-downloads__incidencias">
        <label className="visually-hidden" htmlFor={selectId}>
          Perfil de exportación
        </label>
        <select id={selectId} className="input ex-downloads__perfil" value={perfil} onChange={(e) => setChosen(e.target.value)}>
          <optgroup label="Perfiles iniciales">
            <SelectOptions values={PRESETS} labels={PRESET_LABELS} />
          </optgroup>
          {saved.length > 0 && (
            <optgroup label="Perfiles guardados">
              {saved.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.nombre}
                </option>
              ))}
            </optgroup>
          )}
        </select>
        <a className="button button--small button--secondary ex-downloads__file" href={incidenciasUrl(periodo, perfil)} download onClick={download}>
          Descargar incidencias
        </a>
      </div>
      <Link className="button button--small button--secondary ex-downloads__cards" to={tarjetasUrl(periodo)}>
        Imprimir tarjetas
      </Link>
      {/* Issue 45: 'Exportación a nómina' is an administrador's screen; the other roles download without the link. */}
      {isAdministrador && (
        <Link className="ex-downloads__setup" to="/admin/exportacion">
          Configurar exportación
        </Link>
      )}
      {failure && (
        <p className="ex-downloads__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
