/** Line icons for the row actions of 'Empleados' (paths after Feather Icons, MIT). Decorative: the button's text names the action. */
type Circle = { cx: number; cy: number; r: number };
type Rect = { x: number; y: number; width: number; height: number; rx: number };
/** A path's d, or a circle or rectangle. */
type Shape = string | Circle | Rect;

const shapes = {
  edit: ['M12 20h9', 'M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4Z'],
  face: ['M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2Z', { cx: 12, cy: 13, r: 4 }],
  privacy: ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z'],
  /** A keypad (issue 30: 'Asignar NIP'). */
  nip: [{ x: 4, y: 2, width: 16, height: 20, rx: 2 }, 'M8 6h.01M12 6h.01M16 6h.01M8 10h.01M12 10h.01M16 10h.01M8 14h.01M12 14h.01M16 14h.01M12 18h.01'],
  expediente: ['M21 8v13H3V8', 'M1 3h22v5H1z', 'M10 12h4'],
  deactivate: ['M16 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2', { cx: 8.5, cy: 7, r: 4 }, 'M23 11h-6'],
  /** A sheet with lines (issue 31: 'Finiquito'). */
  finiquito: ['M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z', 'M14 2v6h6M16 13H8M16 17H8M10 9H8'],
  reactivate: ['M1 4v6h6', 'M3.51 15a9 9 0 1 0 2.13-9.36L1 10'],
} satisfies Record<string, readonly Shape[]>;

const drawn = (shape: Shape, key: number) =>
  typeof shape === 'string' ? <path key={key} d={shape} /> : 'r' in shape ? <circle key={key} {...shape} /> : <rect key={key} {...shape} />;

export type ActionIconName = keyof typeof shapes;

export function ActionIcon({ name }: { name: ActionIconName }) {
  return (
    <svg
      className="action-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[name].map(drawn)}
    </svg>
  );
}
