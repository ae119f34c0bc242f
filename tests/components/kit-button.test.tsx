import { DeleteOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { fireEvent, screen } from '@testing-library/react';
import { Button, type ButtonProps } from 'antd';
import { vi } from 'vitest';

import { KitButton, type KitButtonProps } from '@/components/button';

import { renderKit } from './render-kit';

/** The kit's props and the antd Button props they stand for, as the list kit uses them. */
const CASES: [string, KitButtonProps, ButtonProps][] = [
  [
    'toolbar add',
    { primary: true, ghost: true, icon: <PlusOutlined />, children: '新增' },
    { type: 'primary', ghost: true, icon: <PlusOutlined />, children: '新增' },
  ],
  [
    'toolbar delete',
    { danger: true, icon: <DeleteOutlined />, children: '删除' },
    { danger: true, icon: <DeleteOutlined />, children: '删除' },
  ],
  [
    'search',
    { primary: true, htmlType: 'submit', icon: <SearchOutlined />, children: '搜索' },
    { type: 'primary', htmlType: 'submit', icon: <SearchOutlined />, children: '搜索' },
  ],
  [
    'circle tool',
    { circle: true, icon: <SearchOutlined />, 'aria-label': 'x' },
    { shape: 'circle', icon: <SearchOutlined />, 'aria-label': 'x' },
  ],
  ['two Chinese characters', { children: '导出' }, { children: '导出' }],
  [
    'header tool',
    { text: true, icon: <SearchOutlined />, 'aria-label': 'x', className: 'hamburger' },
    { type: 'text', icon: <SearchOutlined />, 'aria-label': 'x', className: 'hamburger' },
  ],
  [
    'row command',
    { link: true, small: true, danger: true, icon: <DeleteOutlined />, children: '删除' },
    { type: 'link', size: 'small', danger: true, icon: <DeleteOutlined />, children: '删除' },
  ],
  [
    'row "More"',
    { link: true, small: true, iconAtEnd: true, icon: <SearchOutlined />, children: '更多' },
    { type: 'link', size: 'small', iconPlacement: 'end', icon: <SearchOutlined />, children: '更多' },
  ],
  [
    'primary danger',
    { primary: true, danger: true, children: 'Remove' },
    { type: 'primary', danger: true, children: 'Remove' },
  ],
];

const classesOf = (element: Element) => [...element.classList].filter((c) => c !== 'kit-button').sort();

describe('KitButton', () => {
  it.each(CASES)('renders what antd renders for the same button (%s)', (_, kit, antd) => {
    renderKit(
      <>
        <div data-testid="kit">
          <KitButton {...kit} />
        </div>
        <div data-testid="antd">
          <Button {...antd} />
        </div>
      </>,
    );
    const ours = screen.getByTestId('kit').firstElementChild!;
    const theirs = screen.getByTestId('antd').firstElementChild!;
    // The same classes, theme hash and CSS-variable scope included, so antd's styles apply as they are.
    expect(classesOf(ours)).toEqual(classesOf(theirs));
    expect(ours.getAttribute('type')).toBe(theirs.getAttribute('type'));
    expect(ours.innerHTML).toBe(theirs.innerHTML);
  });

  it('runs its click handler and submits its form', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderKit(
      <form onSubmit={onSubmit}>
        <KitButton onClick={onClick}>plain</KitButton>
        <KitButton primary htmlType="submit">
          send
        </KitButton>
        <KitButton disabled onClick={onClick}>
          off
        </KitButton>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'plain' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'off' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
