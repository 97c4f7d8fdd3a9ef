import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../../api/authState';
import { BannerFor } from '../../../components/Banner';
import { useBanner } from '../../../components/useBanner';
import { useEmployeeOptions } from '../api/employeeOptions';
import { emptyRegistration } from '../form';
import { useConsentStep } from '../hooks/useConsentStep';
import { useFaceConsent } from '../hooks/useFaceConsent';
import { useRegistration } from '../hooks/useRegistration';
import { registrationMessages } from '../messages';
import { consentText } from '../privacyMessages';
import type { FacePhotos } from '../types';
import { ConsentStep } from './ConsentStep';
import { EmployeeFields } from './EmployeeFields';
import { FacePhotoCapture } from './FacePhotoCapture';
import { FaceRetry } from './FaceRetry';
import { NoticeMissing } from './NoticeMissing';
import { PhotoRefusal } from './PhotoRefusal';
import { PageHeader } from '../../../components/PageHeader';
import '../employees.css';
import '../consent.css';
import '../enrolment.css';

/**
 * 'Nuevo Empleado' (/admin/nuevo-registro): the employee's data, a face photo, the employee's consent to the privacy
 * notice (LFPDPPP), and 'Registrar Empleado'. The photo is checked before the employee is created (a refused photo
 * leaves nobody behind); if the face still fails afterwards, the face is retried in place. Without a published notice
 * no photo is taken: the employee is created without a face.
 */
export function NewEmployeePage() {
  const banner = useBanner();
  const { show } = banner;
  const options = useEmployeeOptions();
  const registration = useRegistration(show);
  const consent = useFaceConsent();
  const step = useConsentStep();
  const [values, setValues] = useState(emptyRegistration);
  const [photo, setPhoto] = useState<FacePhotos | null>(null);
  const [capturing, setCapturing] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  /** Bumped on each success: once the cleared form is enabled again, the name gets the focus for the next employee. */
  const [registered, setRegistered] = useState(0);

  useEffect(() => {
    if (registered > 0) nameRef.current?.focus();
  }, [registered]);

  useEffect(() => {
    if (options.status === 'error') show(registrationMessages.loadFailed, 'error');
  }, [options.status, show]);

  function startOver() {
    setValues(emptyRegistration());
    setPhoto(null);
    step.reset();
    setRegistered((n) => n + 1);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const faceConsent = { state: consent, step };
    const done = registration.withoutFace
      ? await registration.retryFace(photo, faceConsent)
      : await registration.submit(values, photo, options.options, faceConsent);
    if (done) startOver();
  }

  function changePhoto(next: FacePhotos | null) {
    setPhoto(next);
    registration.clearPhotoProblem();
  }

  function leaveWithoutFace() {
    registration.leaveWithoutFace();
    startOver();
  }

  const empty = options.status === 'ready' && (options.options.sucursales.length === 0 || options.options.puestos.length === 0);

  return (
    <div className="page">
      <PageHeader title="Nuevo Empleado" description="Registra los datos del empleado y una foto de su rostro para el reloj checador." />
      <BannerFor banner={banner} />
      {options.status === 'error' && (
        <p className="notice notice--error">
          No se pudieron cargar las sucursales, los puestos y los bonos.
          <button type="button" className="button button--small button--secondary" onClick={() => void options.reload()}>
            Reintentar
          </button>
        </p>
      )}
      {empty && <CataloguesMissing />}
      <form className="registration" noValidate onSubmit={(e) => void handleSubmit(e)} aria-label="Registro de empleado">
        <section className="card registration__data" aria-labelledby="registration-data-title">
          <h2 id="registration-data-title" className="card__title">
            Datos del empleado
          </h2>
          <EmployeeFields
            values={values}
            onChange={setValues}
            options={options.options}
            mode="register"
            nameRef={nameRef}
            disabled={registration.busy || registration.withoutFace !== null}
          />
        </section>
        <div className="stack registration__side">
          <section className="card registration__face" aria-labelledby="registration-face-title">
            <h2 id="registration-face-title" className="card__title">
              Registro Facial
            </h2>
            {consent.status === 'none' ? (
              <NoticeMissing />
            ) : (
              <FacePhotoCapture photo={photo} onChange={changePhoto} disabled={registration.busy} onCapturingChange={setCapturing} />
            )}
            {registration.photoProblem && <PhotoRefusal reason={registration.photoProblem} />}
          </section>
          {consent.status !== 'none' && (
            <section className="card registration__consent" aria-labelledby="registration-consent-title">
              <h2 id="registration-consent-title" className="card__title">
                {consentText.title}
              </h2>
              <ConsentStep consent={consent} step={step} disabled={registration.busy} />
            </section>
          )}
        </div>
        <div className="form-submit">
          {registration.withoutFace ? (
            <FaceRetry employee={registration.withoutFace} busy={registration.busy || capturing} onLeave={leaveWithoutFace} />
          ) : (
            <button
              type="submit"
              className="button button--primary form-submit__button registration__button"
              disabled={registration.busy || capturing}
              aria-busy={registration.busy}
            >
              {registration.busy ? 'Registrando...' : 'Registrar Empleado'}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}

/** No sucursal or puesto yet. The catalogues are an administrador's (issue 45): a gerente is not sent to 'Sección no disponible'. */
function CataloguesMissing() {
  const isAdministrador = useCurrentUser()?.rol === 'administrador';
  return (
    <p className="notice">
      {isAdministrador ? (
        <>
          Para registrar empleados primero da de alta al menos una <Link to="/admin/sucursales">sucursal</Link> y un <Link to="/admin/puestos">puesto</Link>.
        </>
      ) : (
        'Para registrar empleados, un administrador debe dar de alta primero al menos una sucursal y un puesto.'
      )}
    </p>
  );
}
