import type { Configuracion } from '@reloj/contract/resumen';
import { Link } from 'react-router-dom';
import { SALDO_INICIAL_STEP, SETUP_STEPS } from './homeText';

type Step = { key: string; title: string; text: string; to: string; link: string; ok: boolean };

/** A new installation's first steps, each with whether it is done and the screen that does it. */
export function SetupChecklist({ configuracion }: { configuracion: Configuracion }) {
  const steps: Step[] = SETUP_STEPS.map((s) => ({ ...s, ok: configuracion[s.key] }));
  if (configuracion.requierenSaldoInicial > 0)
    steps.push({ ...SALDO_INICIAL_STEP, text: SALDO_INICIAL_STEP.text(configuracion.sinSaldoInicial), ok: configuracion.saldoInicialVacaciones });
  const done = steps.filter((s) => s.ok).length;
  return (
    <section className="card setup" aria-labelledby="setup-title">
      <header className="setup__header">
        <h2 id="setup-title" className="setup__title">
          Primeros pasos
        </h2>
        <span className="setup__progress">
          {done} de {steps.length} listos
        </span>
      </header>
      <p className="setup__intro">Para que el reloj checador empiece a registrar asistencias, completa estos pasos:</p>
      <ol className="setup__steps">
        {steps.map((step) => {
          const ok = step.ok;
          return (
            <li key={step.key} className={`setup__step${ok ? ' setup__step--done' : ''}`}>
              <span className="setup__mark" aria-hidden="true">
                {ok ? '✓' : ''}
              </span>
              <span className="setup__text">
                <span className="setup__step-title">{step.title}</span>
                <span className="setup__step-state">{ok ? 'Listo' : step.text}</span>
              </span>
              {!ok && (
                <Link className="button button--small button--primary setup__link" to={step.to}>
                  {step.link}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
