import { act, render, screen } from '@testing-library/react';
import type { TableProps } from 'antd';
import { useRef } from 'react';

import { firstFittingTable, useBoxWidth } from '@/components/list';

type Row = { id: string };
const table = (minWidth: number, className: string): TableProps<Row> => ({ style: { minWidth }, className });
const TABLES = [table(1200, 'three-buttons'), table(1000, 'one-button')] as const;

/** A list box that shows which form of its table fits. */
function Box() {
  const ref = useRef<HTMLDivElement>(null);
  const chosen = firstFittingTable<Row>(TABLES, useBoxWidth(ref));
  return (
    <div ref={ref} data-testid="box">
      {chosen.className}
    </div>
  );
}

describe('the fitting table of a list', () => {
  it('takes the first form that fits the box at its narrowest, else the last; the first until measured', () => {
    expect(firstFittingTable<Row>(TABLES, 0)).toBe(TABLES[0]);
    expect(firstFittingTable<Row>(TABLES, 1200)).toBe(TABLES[0]);
    expect(firstFittingTable<Row>(TABLES, 1199)).toBe(TABLES[1]);
    expect(firstFittingTable<Row>(TABLES, 600)).toBe(TABLES[1]);
  });

  it('follows the width of its own box as it resizes', () => {
    let resized: (() => void) | undefined;
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    let width = 1300;
    const widthGetter = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
    try {
      render(<Box />);
      expect(screen.getByTestId('box')).toHaveTextContent('three-buttons');
      width = 1100;
      act(() => resized?.());
      expect(screen.getByTestId('box')).toHaveTextContent('one-button');
      width = 1250;
      act(() => resized?.());
      expect(screen.getByTestId('box')).toHaveTextContent('three-buttons');
    } finally {
      widthGetter.mockRestore();
      window.ResizeObserver = original;
    }
  });
});
