type ButtonLabelProps = {
  text: string;
  /** The end of the text that must not break across lines ('Entrada / Salida'). */
  keepTogether: string;
};

/**
 * A big button's words, wrapping (on a narrow box, or with the image's wider DejaVu fonts) before the phrase
 * that belongs together, never inside it: 'Checar / Entrada / Salida' rather than 'Checar Entrada / / Salida'.
 * One span, because the button is a flex row and bare text beside a span would become two items.
 */
export function ButtonLabel({ text, keepTogether }: ButtonLabelProps) {
  if (!text.endsWith(keepTogether) || text === keepTogether) return <span>{text}</span>;
  return (
    <span className="kiosk-label">
      {text.slice(0, -keepTogether.length)}
      <span className="kiosk-label__together">{keepTogether}</span>
    </span>
  );
}
