import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { useState } from 'react';

import { useFormFill } from '@/components/form';

import { KeptTab } from './kept-tab';

interface Values {
  name: string;
}

/** A form filled from loaded values, in a tab that can be hidden and shown again, and reloaded. */
function Screen({ first }: { first: Values }) {
  const [form] = Form.useForm<Values>();
  const [loaded, setLoaded] = useState(first);
  useFormFill(form, loaded);
  return (
    <Form form={form}>
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <button type="button" onClick={() => setLoaded({ name: 'reloaded' })}>
        reload
      </button>
    </Form>
  );
}

describe('useFormFill', () => {
  it('fills once per loaded values: a tab shown again keeps the input, a reload refills', async () => {
    const user = userEvent.setup();
    render(
      <KeptTab>
        <Screen first={{ name: 'loaded' }} />
      </KeptTab>,
    );
    const name = () => screen.getByLabelText('Name');
    expect(name()).toHaveValue('loaded');
    await user.type(name(), ' and typed');
    await user.click(screen.getByRole('button', { name: 'switch tab' }));
    await user.click(screen.getByRole('button', { name: 'switch tab' }));
    expect(name()).toHaveValue('loaded and typed');
    await user.click(screen.getByRole('button', { name: 'reload' }));
    expect(name()).toHaveValue('reloaded');
  });
});
