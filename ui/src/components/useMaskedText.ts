import { useState } from 'react';
import type { ParsedText } from './dateTimeText';

type MaskedTextOptions = {
  /** The form's value: 'aaaa-mm-dd' or 'HH:MM', '' for none. */
  value: string;
  /** Called with the new value: '' while the text is empty, unfinished or impossible. */
  onChange: (value: string) => void;
  mask: (raw: string) => string;
  parse: (text: string) => ParsedText;
  /** The value as text ('2026-03-02' is '02/03/2026'). */
  textOf: (value: string) => string;
  /** What leaving the field makes of an unfinished text ('9' is '9:00'); unchanged by default. */
  complete?: (text: string) => string;
};

/**
 * A text input that holds a date or a time in the person's format while the form holds the API's value. `problem`
 * says why the text is not a date or time, to tell beside the field: a whole text's at once (31/02/2026), an
 * unfinished one's when the field is left.
 */
export function useMaskedText({ value, onChange, mask, parse, textOf, complete = (t) => t }: MaskedTextOptions) {
  const [text, setText] = useState(() => textOf(value));
  const [problem, setProblem] = useState<string | null>(null);
  // The value this input last gave the form (or was given): another one means the form set it (a reset, a proposal).
  const [known, setKnown] = useState(value);
  if (value !== known) {
    setKnown(value);
    setText(textOf(value));
    setProblem(null);
  }

  function settle(parsed: ParsedText) {
    setKnown(parsed.value);
    if (parsed.value !== value) onChange(parsed.value);
  }

  return {
    text,
    problem,
    change(raw: string) {
      const masked = mask(raw);
      const parsed = parse(masked);
      setText(masked);
      setProblem(parsed.whole ? parsed.problem : null);
      settle(parsed);
    },
    leave() {
      const parsed = parse(complete(text));
      setText(parsed.text);
      setProblem(parsed.problem);
      settle(parsed);
    },
  };
}
