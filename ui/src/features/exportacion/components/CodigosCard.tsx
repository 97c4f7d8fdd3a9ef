import { BONO_PREFIX } from '@reloj/contract/exportacion';
import { errorAt, type FieldError, type PerfilFormValues } from '../form';
import { CardHeader } from '../../../components/CardHeader';

type CodigosCardProps = {
  tipos: ReadonlyArray<{ tipo: string; etiqueta: string }>;
  codigos: PerfilFormValues['codigos'];
  error: FieldError;
  onChange: (tipo: string, change: { codigo?: string; concepto?: string }) => void;
};

/** One row per kind of incidence: its name, the payroll program's code and concept number. */
export function CodigosCard({ tipos, codigos, error, onChange }: CodigosCardProps) {
  return (
    <section className="card card--flush ex-card ex-codes ex-area--codigos" aria-labelledby="ex-codes-title">
      <CardHeader id="ex-codes-title" title="Códigos de incidencia" count={tipos.length} />
      <p className="ex-hint ex-codes__intro">
        <strong>Código</strong>: la clave de la incidencia en tu programa de nómina. <strong>Concepto</strong>: el número de concepto con que se paga; importa
        sobre todo en los bonos, que se exportan como importe.
      </p>
      <table className="ex-codes__table">
        <caption className="visually-hidden">Códigos por tipo de incidencia</caption>
        <thead className="table-head">
          <tr>
            <th scope="col">Tipo de incidencia</th>
            <th scope="col">Código</th>
            <th scope="col">Concepto</th>
          </tr>
        </thead>
        <tbody>
          {tipos.map(({ tipo, etiqueta }, index) => {
            const field = `codigos.${tipo}`;
            const message = errorAt(error, field);
            const value = codigos[tipo] ?? { codigo: '', concepto: '' };
            const errorId = `ex-code-error-${index}`;
            // The contract's sentences say which of the two is at fault ('El concepto de ... admite ...').
            const aboutConcepto = message?.startsWith('El concepto') ?? false;
            return (
              <tr key={tipo} className={message ? 'ex-code ex-code--error' : 'ex-code'}>
                <th scope="row" className="ex-code__tipo">
                  <span className="ex-code__label">{etiqueta}</span>
                  {tipo.startsWith(BONO_PREFIX) && <span className="ex-code__note">Bono: se exporta su importe</span>}
                  {message && (
                    <span id={errorId} className="ex-error">
                      {message}
                    </span>
                  )}
                </th>
                <td className="ex-code__cell">
                  <span className="ex-code__cell-label" aria-hidden="true">
                    Código
                  </span>
                  <input
                    className="input ex-code__input"
                    type="text"
                    aria-label={`Código de ${etiqueta}`}
                    data-field={field}
                    maxLength={10}
                    spellCheck={false}
                    autoComplete="off"
                    value={value.codigo}
                    aria-invalid={message && !aboutConcepto ? true : undefined}
                    aria-describedby={message ? errorId : undefined}
                    onChange={(e) => onChange(tipo, { codigo: e.target.value })}
                  />
                </td>
                <td className="ex-code__cell">
                  <span className="ex-code__cell-label" aria-hidden="true">
                    Concepto
                  </span>
                  <input
                    className="input ex-code__input"
                    type="text"
                    aria-label={`Concepto de ${etiqueta}`}
                    maxLength={10}
                    spellCheck={false}
                    autoComplete="off"
                    placeholder="—"
                    value={value.concepto}
                    aria-invalid={aboutConcepto ? true : undefined}
                    aria-describedby={message ? errorId : undefined}
                    onChange={(e) => onChange(tipo, { concepto: e.target.value })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
