import { formatNumericDate, formatTime } from '../../../lib/dateTime';
import { arcoText as t } from '../messages';
import type { ArcoExport } from '@reloj/contract/arco';
import { ArcoSection } from './ArcoSection';
import { ConsentsTable } from './ConsentsTable';
import { EmployeeData } from './EmployeeData';
import { IncidenciasTable } from './IncidenciasTable';
import { PunchesTable } from './PunchesTable';

/** The document itself: the employee's record, consents, face note, punches and incidencias, as of `generadoEn`. */
export function ArcoDocument({ datos }: { datos: ArcoExport }) {
  return (
    <article className="arco-sheet" aria-labelledby="arco-title">
      <header className="arco-sheet__header">
        <p className="arco-sheet__kicker">{t.kicker}</p>
        <h1 id="arco-title" className="arco-sheet__title">
          {t.title(datos.empleado.nombre)}
        </h1>
        <p className="arco-sheet__generated">{t.generated(formatNumericDate(datos.generadoEn), formatTime(datos.generadoEn))}</p>
        <p className="arco-sheet__intro">{t.intro}</p>
      </header>
      <ArcoSection title={t.empleado}>
        <EmployeeData empleado={datos.empleado} />
      </ArcoSection>
      <ArcoSection title={t.consentimientos}>
        <ConsentsTable consents={datos.consentimientos} />
      </ArcoSection>
      <ArcoSection title={t.rostro}>
        <p>{datos.rostro.nota}</p>
      </ArcoSection>
      <ArcoSection title={t.checadas(datos.checadas.length)}>
        <PunchesTable punches={datos.checadas} />
      </ArcoSection>
      <ArcoSection title={t.incidencias(datos.incidencias.length)}>
        <IncidenciasTable incidencias={datos.incidencias} />
      </ArcoSection>
    </article>
  );
}
