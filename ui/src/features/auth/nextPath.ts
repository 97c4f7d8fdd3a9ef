/** Where to go after signing in: only a path inside the admin area, never another site. */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('siguiente');
  return next && next.startsWith('/admin') && !next.startsWith('//') ? next : '/admin';
}

export const loginPathFor = (path: string) => `/login?siguiente=${encodeURIComponent(path)}`;
