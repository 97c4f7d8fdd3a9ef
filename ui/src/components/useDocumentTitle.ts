import { useEffect } from 'react';

/**
 * A printable page's own tab title while it is shown (the browser offers it as the PDF's file name), the previous
 * title back when it goes; null (still loading) leaves the title as it is.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
