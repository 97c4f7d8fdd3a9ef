import type { Rol } from '@reloj/contract/usuarios';
import { canOpen } from '../layouts/navByRole';
import type { CardLink } from './AttentionCard';

/** The links a role may follow: a screen it cannot open is not offered (the path is compared without its query). */
export const linksFor = (rol: Rol | undefined, links: readonly CardLink[]): CardLink[] => links.filter((l) => canOpen(rol, l.to.split('?')[0] ?? l.to));

/** Rows shown in each card before 'y N más'. */
export const ROWS_SHOWN = 5;
