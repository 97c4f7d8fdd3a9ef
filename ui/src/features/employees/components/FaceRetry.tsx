import { useEffect, useRef } from 'react';
import type { EmployeeWithoutFace } from '../hooks/useRegistration';
import { faceRetryText as t } from '../messages';

type FaceRetryProps = {
  employee: EmployeeWithoutFace;
  busy: boolean;
  onLeave: () => void;
};

/**
 * In place of 'Registrar Empleado' once the employee exists and only the face failed: says so plainly, with why, and
 * retries the face of that same employee (the form's submit) instead of creating them again.
 */
export function FaceRetry({ employee, busy, onLeave }: FaceRetryProps) {
  const retryRef = useRef<HTMLButtonElement>(null);

  // Where the administrator's eyes and keyboard go next, on a phone too (the banner is far above).
  useEffect(() => {
    retryRef.current?.focus();
  }, [employee.id]);

  return (
    <section className="face-retry" aria-labelledby="face-retry-title">
      <h2 id="face-retry-title" className="face-retry__title">
        {t.title}
      </h2>
      <p className="face-retry__detail">{t.detail(employee.nombre, employee.id)}</p>
      <p className="face-retry__reason">{t.reason(employee.motivo)}</p>
      <div className="face-retry__actions">
        <button ref={retryRef} type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? t.busy : t.retry}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={onLeave}>
          {t.another}
        </button>
      </div>
    </section>
  );
}
