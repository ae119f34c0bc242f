import { fireEvent, render } from '@testing-library/react';

import { TableScrollBox } from '@/components/list/TableScrollBox';

/** Gives the box the sizes a browser would lay out (jsdom lays out nothing). */
function sizeBox(box: HTMLElement, sizes: { clientWidth: number; scrollWidth: number; scrollLeft: number }) {
  for (const [name, value] of Object.entries(sizes))
    Object.defineProperty(box, name, { configurable: true, get: () => value });
}

describe('the table scroll box', () => {
  it('marks the pinned column as covering columns only while the table passes under it', () => {
    const { container } = render(
      <TableScrollBox>
        <table />
      </TableScrollBox>,
    );
    const box = container.querySelector<HTMLElement>('.kit-table-scroll');
    if (!box) throw new Error('no box');
    // As wide as its table: nothing passes under the pinned column, no shadow.
    expect(box).not.toHaveAttribute('data-covered');

    sizeBox(box, { clientWidth: 996, scrollWidth: 1104, scrollLeft: 0 });
    fireEvent.scroll(box);
    expect(box).toHaveAttribute('data-covered', 'true');

    // Scrolled to its end: the last columns sit beside the pinned one again.
    sizeBox(box, { clientWidth: 996, scrollWidth: 1104, scrollLeft: 108 });
    fireEvent.scroll(box);
    expect(box).not.toHaveAttribute('data-covered');

    sizeBox(box, { clientWidth: 1200, scrollWidth: 1200, scrollLeft: 0 });
    fireEvent.scroll(box);
    expect(box).not.toHaveAttribute('data-covered');
  });
});
