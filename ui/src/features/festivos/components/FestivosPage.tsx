import { useCallback } from 'react';
import { useSearchParamsPatch } from '../../../lib/useSearchParamsPatch';
import { useBanner } from '../../../components/useBanner';
import { ApiError } from '../../../lib/api';
import { localDate } from '../../../lib/dateTime';
import { listLoad, loadStatus } from '../../../lib/loadStatus';
import { useCreateFestivo } from '../api/createFestivo';
import { useDeleteFestivo } from '../api/deleteFestivo';
import { useFestivos } from '../api/listFestivos';
import { festivoMessages as m } from '../messages';
import { CreateFestivoCard } from './CreateFestivoCard';
import { FestivosTable } from './FestivosTable';
import { YearPicker } from './YearPicker';
import { AdminPage } from '../../../components/AdminPage';
import '../festivos.css';

const serverErrorOf = (error: unknown) => (error instanceof ApiError ? error.serverError : undefined);

/** 'Días Festivos' (/admin/festivos): the LFT art. 74 days of a year plus the company's own; the year is in the address. */
export function FestivosPage() {
  const [params, patchParams] = useSearchParamsPatch();
  const thisYear = Number(localDate().slice(0, 4));
  const asked = Number(params.get('anio'));
  const anio = Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : thisYear;
  const list = useFestivos(anio);
  const status = list.isPlaceholderData ? 'loading' : loadStatus(list);
  const festivos = list.data ?? [];
  const banner = useBanner();
  const { show } = banner;

  const chooseYear = useCallback((year: number) => patchParams({ anio: year === thisYear ? null : String(year) }), [patchParams, thisYear]);

  const create = useCreateFestivo({
    onSuccess: (created) => {
      show(m.created(created.nombre), 'success');
      const year = Number(created.fecha.slice(0, 4));
      if (year !== anio) chooseYear(year); // show the year the new day is in
    },
    onError: (error) => show(m.createFailed(serverErrorOf(error)), 'error'),
  });
  const remove = useDeleteFestivo({
    onSuccess: (_, festivo) => show(m.deleted(festivo.nombre), 'success'),
    onError: (error) => show(m.deleteFailed(serverErrorOf(error)), 'error'),
  });

  const propios = festivos.filter((f) => f.origen === 'empresa').length;

  return (
    <AdminPage
      title="Días Festivos"
      description="Los días de descanso obligatorio de la Ley Federal del Trabajo (art. 74) y los que agregue la empresa. Si no se trabajan se pagan; si se trabajan se pagan al doble además del salario (art. 75)."
      banner={banner}
    >
      <div className="catalogue-grid">
        <CreateFestivoCard anio={anio} busy={create.isPending} onCreate={(input, created) => create.mutate(input, { onSuccess: created })} />
        <section className="card card--flush festivos" aria-labelledby="festivos-list-title">
          <div className="card__header festivos__header">
            <h2 id="festivos-list-title" className="card__title">
              Días festivos de {anio}
            </h2>
            {status === 'ready' && (
              <span className="count-badge" title={`${propios} de la empresa`}>
                {festivos.length}
              </span>
            )}
            <YearPicker year={anio} thisYear={thisYear} onChange={chooseYear} />
          </div>
          <FestivosTable anio={anio} festivos={status === 'loading' ? [] : festivos} {...listLoad(list)} status={status} onDelete={(f) => remove.mutate(f)} />
        </section>
      </div>
    </AdminPage>
  );
}
