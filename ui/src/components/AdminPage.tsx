import type { ReactNode } from 'react';
import { BannerFor } from './Banner';
import { PageHeader } from './PageHeader';
import type { useBanner } from './useBanner';

type AdminPageProps = {
  /** 'page--wide': the screen uses the whole width (long tables). */
  wide?: boolean;
  /** The screen's own class beside 'page'. */
  className?: string;
  title: ReactNode;
  description: ReactNode;
  /** What acts on the whole screen, beside the title (PageHeader's action). */
  action?: ReactNode;
  /** More lines under the description (a read-only account's notice). */
  note?: ReactNode;
  /** The page's banner, shown under the header while showBanner holds (a dialog shows it itself while open). */
  banner?: Pick<ReturnType<typeof useBanner>, 'message' | 'dismiss'>;
  showBanner?: boolean;
  children: ReactNode;
};

/** The frame of a panel screen: its header, its banner under it, then the screen's content. */
export function AdminPage({ wide, className, title, description, action, note, banner, showBanner = true, children }: AdminPageProps) {
  const classes = ['page', wide ? 'page--wide' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <PageHeader title={title} description={description} action={action}>
        {note}
      </PageHeader>
      {banner && showBanner && <BannerFor banner={banner} />}
      {children}
    </div>
  );
}
