import type { ReactNode } from 'react';

type Props = {
  title: string;
  tone: 'neutral' | 'waiting' | 'danger';
  /** 'alert' for the states that need someone to act. */
  role?: 'status' | 'alert';
  busy?: boolean;
  children?: ReactNode;
};

/** The centred card of every screen but the approved one: a big heading and a few lines. */
export function StatusCard({ title, tone, role = 'status', busy = false, children }: Props) {
  return (
    <section className={`kiosk-card kiosk-card--${tone}`} role={role} aria-busy={busy || undefined}>
      {busy && <span className="kiosk-spinner" aria-hidden="true" />}
      <h1 className="kiosk-card__title">{title}</h1>
      {children}
    </section>
  );
}
