import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Paginator } from '@/components/list';

import { renderKit } from './render-kit';
import { setupScreenTests } from '../system/helpers';

setupScreenTests();

describe('Paginator', () => {
  it('is hidden when there is nothing to page', () => {
    const { container } = renderKit(<Paginator total={0} pageNum={1} pageSize={20} onChange={vi.fn()} />);
    expect(container.querySelector('.ant-pagination')).toBeNull();
  });

  it('shows total, sizes, pager and jumper, with 5 page buttons below 992 px', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    // jsdom matches no media query, so the narrow layout applies.
    renderKit(<Paginator total={1000} pageNum={10} pageSize={20} onChange={onChange} />);
    expect(screen.getByText('共 1000 条')).toBeInTheDocument();
    expect(screen.getByText('20 条/页')).toBeInTheDocument();
    expect(document.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();
    const pages = [...document.querySelectorAll('.ant-pagination-item')].map((li) => li.textContent);
    expect(pages).toEqual(['1', '9', '10', '11', '50']);
    await user.click(document.querySelector('.ant-pagination-next') as HTMLElement);
    expect(onChange).toHaveBeenCalledWith(11, 20);
  });
});
