import type { EmpleadoPrenomina } from '@reloj/contract/prenomina';
import type { CabezaRegistro } from '@reloj/contract/registro';
import { ColumnHeads, type ColumnHead } from '../../../components/ColumnHeads';
import { SheetData } from '../../../components/SheetData';
import { codigoVerificacion, VERIFICACION_EXPLICADA } from '@reloj/contract/registro';
import { cardDays, cardTotals, dayLabel, dayRemark, formatDuracion, formatHorasDecimales, periodText } from '@reloj/contract/tarjeta';

type TarjetaProps = {
  row: EmpleadoPrenomina;
  desde: string;
  hasta: string;
  /** Printed above the title when the company set it in 'Reglas de Asistencia'. */
  empresa: string;
  /** The record chain's link that pins these figures (issue 29): the close's, or the head when printed. */
  registro: CabezaRegistro | null;
  /** The figures are a closed period's (the link is its close's), not computed when printed. */
  cerrado: boolean;
};

const DAY_COLUMNS: readonly ColumnHead[] = [
  { label: 'Día', className: 'tarjeta__col-dia' },
  { label: 'Entrada', className: 'tarjeta__col-hora' },
  { label: 'Salida', className: 'tarjeta__col-hora' },
  { label: 'Horas', className: 'tarjeta__num tarjeta__col-horas' },
  { label: 'Retardo', className: 'tarjeta__num tarjeta__col-num' },
  { label: 'Horas extra', className: 'tarjeta__num tarjeta__col-num' },
  { label: 'Incidencias y notas' },
];

const Time = ({ value, manual }: { value: string | null; manual: boolean }) =>
  value ? (
    <>
      {value}
      {manual && <span className="tarjeta__manual">*</span>}
    </>
  ) : null;

/** One employee's tarjeta de asistencia for a period: a sheet of carta paper when printed. */
export function Tarjeta({ row, desde, hasta, empresa, registro, cerrado }: TarjetaProps) {
  const days = cardDays(row, desde, hasta);
  const totals = cardTotals(days);
  const horasExtra = row.horasExtraDobles + row.horasExtraTriples;
  const datos = [
    ['Empleado', row.nombre],
    ['No. de empleado', row.numeroEmpleado ?? ''],
    ['Puesto', row.puesto ?? ''],
    ['Sucursal', row.sucursal ?? ''],
  ] as const;
  const resumen = [
    ['Días trabajados', row.diasTrabajados],
    ['Faltas', row.faltas],
    ['Retardos', `${row.retardos} (${formatDuracion(totals.minutosRetardo)})`],
    ['Horas trabajadas', formatDuracion(totals.minutos)],
    ['Horas extra', `${formatHorasDecimales(row.horasExtraDobles)} dobles, ${formatHorasDecimales(row.horasExtraTriples)} triples`],
  ] as const;

  return (
    // More than a fortnight (a month, at most 31 days) is printed in narrower rows to stay on one sheet.
    <article className={days.length > 16 ? 'sheet tarjeta tarjeta--compacta' : 'sheet tarjeta'} aria-label={`Tarjeta de ${row.nombre}`}>
      <header className="sheet__header">
        <div>
          {empresa && <p className="sheet__empresa">{empresa}</p>}
          <h2 className="sheet__title">Tarjeta de asistencia</h2>
        </div>
        <p className="tarjeta__period">
          <span className="sheet__label">Periodo</span>
          {periodText(desde, hasta)}
        </p>
      </header>

      <SheetData className="tarjeta__datos" datos={datos.map(([label, value]) => [label, value || '—'] as const)} />

      <div className="tarjeta__scroll">
        <table className="tarjeta__dias">
          <thead>
            <tr>
              <ColumnHeads columns={DAY_COLUMNS} />
            </tr>
          </thead>
          <tbody>
            {days.map(({ fecha, dia, minutos }) => {
              const label = dayLabel(fecha);
              return (
                <tr key={fecha}>
                  <th scope="row">
                    <span>{label.weekday}</span> <span className="tarjeta__fecha">{label.date}</span>
                  </th>
                  <td>{dia && <Time value={dia.entrada} manual={dia.entradaManual} />}</td>
                  <td>{dia && <Time value={dia.salida} manual={dia.salidaManual} />}</td>
                  <td className="tarjeta__num">{minutos !== null && formatDuracion(minutos)}</td>
                  <td className="tarjeta__num">{dia && dia.minutosRetardo > 0 && formatDuracion(dia.minutosRetardo)}</td>
                  <td className="tarjeta__num">{dia && dia.horasExtra > 0 && formatHorasDecimales(dia.horasExtra)}</td>
                  <td className="tarjeta__nota">{dia && dayRemark(dia)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Totales
              </th>
              <td className="tarjeta__num">{formatDuracion(totals.minutos)}</td>
              <td className="tarjeta__num">{formatDuracion(totals.minutosRetardo)}</td>
              <td className="tarjeta__num">{formatHorasDecimales(horasExtra)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>

      <dl className="tarjeta__resumen">
        {resumen.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <div className="tarjeta__notas">
        <p>Horas: de la primera entrada a la última salida del día, con el tiempo de comida incluido.</p>
        {totals.manual && (
          <p>
            <span className="tarjeta__manual">*</span> Checada manual registrada por un administrador.
          </p>
        )}
        {registro && (
          <p className="tarjeta__registro">
            Código de verificación ({cerrado ? 'al cierre' : 'al imprimir'}): <span className="tarjeta__huella">{codigoVerificacion(registro.hash)}</span>.{' '}
            {VERIFICACION_EXPLICADA}
          </p>
        )}
      </div>

      <div className="tarjeta__firmas">
        <p>Firma del trabajador</p>
        <p>Firma del responsable</p>
      </div>
    </article>
  );
}
