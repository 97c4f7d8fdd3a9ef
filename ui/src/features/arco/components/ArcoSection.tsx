import { useId, type ReactNode } from 'react';

/** One titled part of the printed page. */
export function ArcoSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="arco-section" aria-labelledby={id}>
      <h2 id={id} className="arco-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
