import { type DictOption, selectDictLabel, selectDictLabels } from '@/lib/utils';

const options: DictOption[] = [
  { label: '正常', value: '0' },
  { label: '停用', value: '1' },
  { label: '图片', value: 'image' },
  { label: '视频', value: 'video' },
  { label: '数字', value: 30 },
];

describe('selectDictLabel', () => {
  it.each<[Parameters<typeof selectDictLabel>[1], string]>([
    ['0', '正常'],
    [1, '停用'],
    ['30', '数字'],
    ['9', '9'],
    [undefined, ''],
    [null, ''],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(selectDictLabel(options, value)).toBe(expected);
  });

  it('handles missing options', () => {
    expect(selectDictLabel(undefined, 'x')).toBe('x');
  });
});

describe('selectDictLabels', () => {
  it.each<[Parameters<typeof selectDictLabels>[1], string | undefined, string]>([
    ['image,video', undefined, '图片,视频'],
    [['image', 'video'], undefined, '图片,视频'],
    ['image,unknown', undefined, '图片,unknown'],
    ['0|1', '|', '正常|停用'],
    [[], undefined, ''],
    ['', undefined, ''],
    [null, undefined, ''],
    [undefined, undefined, ''],
    [30, undefined, '数字'],
  ])('%j (sep %j) → %j', (value, separator, expected) => {
    expect(selectDictLabels(options, value, separator)).toBe(expected);
  });
});
