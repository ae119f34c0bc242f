import type { ReactNode } from 'react';

/**
 * Where a 404 / 401 result sits: the whole page (its own <main>, centred), or a section inside the
 * console's frame, whose content area is already the page's main landmark.
 */
export function ResultFrame({
  testId,
  embedded,
  children,
}: {
  testId: string;
  embedded: boolean;
  children: ReactNode;
}) {
  return embedded ? (
    <section data-testid={testId} className="embedded-result">
      {children}
    </section>
  ) : (
    <main data-testid={testId} className="full-page-center">
      {children}
    </main>
  );
}
