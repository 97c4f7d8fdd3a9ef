import { useRetencion } from '../api/getRetencion';
import { dayMonthYear } from '@reloj/contract/dates';
import { retencionText as t } from '../messages';

/** Issue 15 item 4: what the retention job deletes next, in the words of the administrator, and what backups keep. */
export function ProximosBorrados() {
  const retencion = useRetencion();
  const data = retencion.data;
  if (!data) return null;
  return (
    <section className="card pv-vigente" aria-labelledby="pv-borrados-title">
      <h2 id="pv-borrados-title" className="card__title">
        {t.title}
      </h2>
      <ul className="pv-borrados">
        <li>
          {data.fotos.vencidas > 0
            ? t.fotosVencidas(data.fotos.vencidas, data.diasFotos)
            : t.fotosSiguiente(data.diasFotos, data.fotos.siguienteBorrado && dayMonthYear(data.fotos.siguienteBorrado))}
        </li>
        {data.plantillas.length === 0 ? (
          <li>{t.sinPlantillas(data.diasPlantillasBaja)}</li>
        ) : (
          data.plantillas.map((p) => <li key={p.empleadoId}>{t.plantillas(p.nombre, dayMonthYear(p.fechaBaja), dayMonthYear(p.borrarDesde))}</li>)
        )}
      </ul>
      <div className="pv-borrados__notas">
        <p className="pv-vigente__hint">{t.conservacion}</p>
        <p className="pv-vigente__hint">{t.respaldos}</p>
      </div>
    </section>
  );
}
