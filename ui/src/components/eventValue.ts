/** A control's onChange that hands on its value (a select's, a text input's): `onChange={withValue(setNombre)}`. */
export const withValue =
  (set: (value: string) => void) =>
  (event: { target: { value: string } }): void =>
    set(event.target.value);
