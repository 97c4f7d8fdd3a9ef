import { dayMonthYear } from '@reloj/contract/dates';
import type { Finiquito, FiniquitoLinea } from '@reloj/contract/prestaciones';
import { SheetData } from '../../../components/SheetData';
import { SignatureLines } from '../../../components/SignatureLines';
import { formatMoney } from '../../../lib/money';
import { finiquitoText as t } from '../messages';

type FiniquitoSheetProps = {
  finiquito: Finiquito;
  /** 'Reglas de Asistencia' → the company's name, printed at the top when set. */
  empresa: string;
  /** The '20 días por año' checkbox (despido injustificado only): the page refetches with it. */
  incluirVeinteDias: boolean;
  onVeinteDias: (incluir: boolean) => void;
  /** The answer for the checkbox's new state is on its way. */
  updating: boolean;
};

/** Issue 40: a vacation line the daemon could not compute (no opening balance); its detalle says why. */
const SIN_IMPORTE = 'Saldo inicial pendiente';

function Lineas({ lineas }: { lineas: readonly FiniquitoLinea[] }) {
  return lineas.map((l) => (
    <tr key={l.concepto}>
      <th scope="row" className="finiquito__concepto">
        {l.descripcion}
        <span className="finiquito__detalle">{l.detalle}</span>
      </th>
      <td className="finiquito__num" data-label={t.columns.dias}>
        {t.dias(l.dias)}
      </td>
      <td className="finiquito__num" data-label={t.columns.salario}>
        {l.salarioDiario === null ? '—' : formatMoney(l.salarioDiario)}
      </td>
      <td className={`finiquito__num finiquito__importe${l.importe === null ? ' finiquito__importe--sin' : ''}`} data-label={t.columns.importe}>
        {l.importe === null ? SIN_IMPORTE : formatMoney(l.importe)}
      </td>
      <td className="finiquito__fundamento" data-label={t.columns.fundamento}>
        {l.fundamento}
      </td>
    </tr>
  ));
}

function Subtotal({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <tr className={strong ? 'finiquito__total finiquito__total--grand' : 'finiquito__total'}>
      <th scope="row" colSpan={3}>
        {label}
      </th>
      <td className="finiquito__num">{formatMoney(amount)}</td>
      <td className="finiquito__blank" />
    </tr>
  );
}

/** The finiquito on one sheet of carta paper: the data, the lines by group, the totals, the notice and the signatures. */
export function FiniquitoSheet({ finiquito: f, empresa, incluirVeinteDias, onVeinteDias, updating }: FiniquitoSheetProps) {
  const finiquito = f.lineas.filter((l) => l.grupo === 'finiquito');
  const liquidacion = f.lineas.filter((l) => l.grupo === 'liquidacion');
  const despido = f.motivoBaja === 'despido_injustificado';
  const L = t.labels;
  const datos: [string, string][] = [
    [L.empleado, f.nombre],
    [L.numero, f.numeroEmpleado ?? '—'],
    [L.puesto, f.puesto ?? '—'],
    [L.sucursal, f.sucursal ?? '—'],
    [L.fechaIngreso, dayMonthYear(f.fechaIngreso)],
    [L.fechaBaja, dayMonthYear(f.fechaBaja)],
    [L.motivo, t.motivo(f.motivoBaja)],
    [L.antiguedad, t.antiguedad(f.antiguedadAnios)],
    [L.salarioDiario, formatMoney(f.salarioDiario)],
  ];

  return (
    <article className="sheet finiquito" aria-label={`${t.title(f.motivoBaja)} de ${f.nombre}`}>
      <header className="sheet__header">
        <div>
          {empresa && <p className="finiquito__empresa">{empresa}</p>}
          <h1 className="sheet__title">{t.title(f.motivoBaja)}</h1>
        </div>
      </header>

      <SheetData className="finiquito__datos" datos={datos}>
        <div className="finiquito__datos-wide">
          <dt className="sheet__label">{L.integrado}</dt>
          <dd>
            {formatMoney(f.integrado.salarioDiario)} <span className="finiquito__factor">({t.integrado(f.integrado.factor)})</span>
            <span className="finiquito__detalle">
              {t.integradoDetalle(f.integrado.diasAguinaldo, f.integrado.diasVacaciones, f.integrado.primaVacacionalPorcentaje)}
            </span>
          </dd>
        </div>
      </SheetData>

      <div className="finiquito__scroll">
        <table className="finiquito__lineas" aria-busy={updating}>
          <caption className="visually-hidden">{t.title(f.motivoBaja)}</caption>
          <colgroup>
            <col />
            <col className="finiquito__col-dias" />
            <col className="finiquito__col-money" />
            <col className="finiquito__col-money" />
            <col className="finiquito__col-fund" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t.columns.concepto}</th>
              <th scope="col" className="finiquito__num">
                {t.columns.dias}
              </th>
              <th scope="col" className="finiquito__num">
                {t.columns.salario}
              </th>
              <th scope="col" className="finiquito__num">
                {t.columns.importe}
              </th>
              <th scope="col">{t.columns.fundamento}</th>
            </tr>
          </thead>
          <tbody>
            <tr className="finiquito__grupo">
              <th scope="rowgroup" colSpan={5}>
                {t.grupoFiniquito}
              </th>
            </tr>
            <Lineas lineas={finiquito} />
            <Subtotal label={t.totalFiniquito} amount={f.totalFiniquito} strong={!despido} />
          </tbody>
          {despido && (
            <tbody>
              <tr className="finiquito__grupo">
                <th scope="rowgroup" colSpan={5}>
                  <span className="finiquito__grupo-row">
                    {t.grupoLiquidacion}
                    <label className="finiquito__veinte">
                      <input type="checkbox" checked={incluirVeinteDias} onChange={(e) => onVeinteDias(e.target.checked)} />
                      {t.veinteDias}
                    </label>
                  </span>
                </th>
              </tr>
              <Lineas lineas={liquidacion} />
              <Subtotal label={t.totalLiquidacion} amount={Math.round((f.totalConLiquidacion - f.totalFiniquito) * 100) / 100} />
              <Subtotal label={t.totalConLiquidacion} amount={f.totalConLiquidacion} strong />
            </tbody>
          )}
        </table>
      </div>

      <p className="finiquito__aviso" role="note">
        {f.aviso}
      </p>

      <SignatureLines
        lines={[
          { label: t.firmaTrabajador, name: f.nombre },
          { label: t.firmaPatron, name: empresa || undefined },
        ]}
      />
    </article>
  );
}
