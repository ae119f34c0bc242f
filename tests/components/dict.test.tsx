import { screen, waitFor } from '@testing-library/react';

import { DictTag, DictTagView, invalidateDict } from '@/components/dict';

import { mockDb } from '../msw-server';
import { renderKit } from './render-kit';
import { recordRequests, setupScreenTests } from '../system/helpers';

setupScreenTests();

describe('DictTag and useDict', () => {
  it('fetches a dictionary once per type and styles values by listClass', async () => {
    const seen = recordRequests();
    renderKit(
      <>
        <DictTag type="EnableOrDisable" value="0" />
        <DictTag type="EnableOrDisable" value="1" />
        <DictTag type="YesOrNo" value="Y" />
      </>,
    );
    expect((await screen.findByText('启用')).closest('.ant-tag')).toHaveClass('ant-tag-success');
    expect(screen.getByText('禁用').closest('.ant-tag')).toHaveClass('ant-tag-warning');
    await screen.findByText('是');
    const calls = seen.filter((r) => r.path.startsWith('/system/dict/data/type/'));
    expect(calls.map((r) => r.path).sort()).toEqual([
      '/system/dict/data/type/EnableOrDisable',
      '/system/dict/data/type/YesOrNo',
    ]);
  });

  it('joins plain labels of a multi-value field with commas and shows unknown values raw', () => {
    renderKit(
      <DictTagView
        options={[
          { label: '图片', value: 'image', isDefault: false },
          { label: '视频', value: 'video', listClass: 'default', isDefault: false },
        ]}
        value="image,video,zzz"
      />,
    );
    expect(screen.getByText('图片,视频,zzz')).toBeInTheDocument();
  });

  it('refetches a dictionary after it is invalidated', async () => {
    const { queryClient } = renderKit(<DictTag type="Gender" value="7" />);
    // Not (yet) in the dictionary: shown raw.
    await screen.findByText('7');
    const base = mockDb().tables.dictData.find((d) => d.dictType === 'Gender');
    if (base) mockDb().tables.dictData.push({ ...base, dictCode: '9999', dictValue: '7', dictLabel: '保密' });
    await invalidateDict(queryClient, 'Gender');
    await waitFor(() => expect(screen.getByText('保密')).toBeInTheDocument());
  });
});
