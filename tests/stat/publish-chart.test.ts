import type { UserPublishStat } from '@/api/cms/stat';
import { publishChartOption } from '@/features/stat/index/content/publish-columns';
import { statI18n } from '@/features/stat/index/i18n';

interface BarOption {
  yAxis: { type: string; data: string[] };
  series: { name: string; type: string; stack: string; data: number[] }[];
}

const row = (userName: string, totals: number[]): UserPublishStat => {
  const [draftTotal = 0, toPublishTotal = 0, publishedTotal = 0, offlineTotal = 0, editingTotal = 0] = totals;
  return {
    id: userName,
    userId: userName,
    userName,
    draftTotal,
    toPublishTotal,
    publishedTotal,
    offlineTotal,
    editingTotal,
  };
};

describe('publish statistics chart', () => {
  it('draws a bar per row stacked from the five publish states, in the rows order', async () => {
    await statI18n.load();
    const option = publishChartOption(
      statI18n.t,
      [row('admin', [1, 2, 3, 4, 5]), row('editor', [0, 0, 7, 0, 1])],
      (r) => r.userName,
    ) as unknown as BarOption;
    expect(option.yAxis).toMatchObject({ type: 'category', data: ['admin', 'editor'] });
    expect(option.series.map((s) => [s.name, s.type, s.stack, s.data])).toEqual([
      ['初稿', 'bar', 'total', [1, 0]],
      ['待发布', 'bar', 'total', [2, 0]],
      ['已发布', 'bar', 'total', [3, 7]],
      ['已下线', 'bar', 'total', [4, 0]],
      ['重新编辑', 'bar', 'total', [5, 1]],
    ]);
  });
});
