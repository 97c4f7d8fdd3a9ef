import type { Configuracion } from '@reloj/contract/resumen';
import { Link } from 'react-router-dom';
import { SETUP_STEPS } from './homeText';

/** A new installation's first steps, each with whether it is done and the screen that does it. */
export function SetupChecklist({ configuracion }: { configuracion: Configuracion }) {
  const done = SETUP_STEPS.filter((s) => configuracion[s.key]).length;
  return (
    <section className="card setup" aria-labelledby="setup-title">
      <header className="setup__header">
        <h2 id="setup-title" className="setup__title">
          Primeros pasos
        </h2>
        <span className="setup__progress">
          {done} de {SETUP_STEPS.length} listos
        </span>
      </header>
      <p className="setup__intro">Para que el reloj checador empiece a registrar asistencias, completa estos pasos:</p>
      <ol className="setup__steps">
        {SETUP_STEPS.map((step) => {
          const ok = configuracion[step.key];
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
