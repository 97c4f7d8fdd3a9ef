import { useId } from 'react';

/** A code shown big in its dashed frame, with its label read out with it (the device code, the setup code). */
export function KioskCodeBox({ label, code }: { label: string; code: string }) {
  const id = useId();
  return (
    <div className="kiosk-code">
      <span className="kiosk-code__label" id={id}>
        {label}
      </span>
      <span className="kiosk-code__value" aria-labelledby={id}>
        {code}
      </span>
    </div>
  );
}
