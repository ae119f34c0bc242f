import { type HTMLAttributes, useMemo } from 'react';

import { sanitizeHtml } from '@/lib/sanitize';

export interface SafeHtmlProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** HTML from the server; sanitised before it touches the DOM. */
  html: string | null | undefined;
  /** The wrapping element (default div; span for inline snippets). */
  as?: 'div' | 'span' | 'section' | 'article';
}

/**
 * Shows server HTML (a notice body, a content summary, a rich-text preview) through the sanitiser: the
 * only component in the console allowed to set innerHTML. Plain text needs no SafeHtml — React escapes it.
 */
export function SafeHtml({ html, as: Tag = 'div', ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
