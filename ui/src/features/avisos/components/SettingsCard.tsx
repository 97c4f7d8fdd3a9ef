import type { ReactNode } from 'react';

type SettingsCardProps = {
  title: string;
  /** The sentence under the title that says what the part is for. */
  hint: string;
  disabled: boolean;
  className?: string;
  children: ReactNode;
};

/** One part of the alerts' settings ('Correo (SMTP)', 'Webhook', 'Horarios'): a card titled by its legend, then its fields. */
export function SettingsCard({ title, hint, disabled, className, children }: SettingsCardProps) {
  return (
    <fieldset className={className ? `card stack avisos__card ${className}` : 'card stack avisos__card'} disabled={disabled}>
      <legend className="card__title avisos__legend">{title}</legend>
      <p className="avisos__hint">{hint}</p>
      {children}
    </fieldset>
  );
}
