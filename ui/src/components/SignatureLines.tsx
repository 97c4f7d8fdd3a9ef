import './signatureLines.css';

/**
 * The lines a printed document is signed on, side by side (a finiquito: 'Firma del trabajador' and 'Firma del patrón
 * o representante'), each with an optional name under it. Kept together on the printed page.
 */
export function SignatureLines({ lines }: { lines: readonly { label: string; name?: string }[] }) {
  return (
    <div className="signature-lines">
      {lines.map(({ label, name }) => (
        <div key={label} className="signature-lines__line">
          <p className="signature-lines__label">{label}</p>
          {name && <p className="signature-lines__name">{name}</p>}
        </div>
      ))}
    </div>
  );
}
