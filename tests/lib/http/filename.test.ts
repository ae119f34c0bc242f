import { resolveFileName } from '@/lib/http';

describe('resolveFileName', () => {
  it.each<[string, Record<string, unknown> | Headers | undefined, string | undefined]>([
    [
      'download-filename header wins',
      { 'download-filename': 'a.pdf', 'content-disposition': 'attachment; filename=b.pdf' },
      'a.pdf',
    ],
    ['download-filename is percent-decoded', { 'Download-Filename': '%E6%8A%A5%E5%91%8A.pdf' }, '报告.pdf'],
    [
      "filename*=utf-8'' is preferred",
      { 'content-disposition': "attachment; filename=plain.xlsx;filename*=utf-8''%E5%AF%BC%E5%87%BA.xlsx" },
      '导出.xlsx',
    ],
    [
      'filename* with a language tag',
      { 'content-disposition': "attachment; filename*=UTF-8'en'report%20v2.txt" },
      'report v2.txt',
    ],
    ['quoted filename=', { 'content-disposition': 'attachment; filename="theme.zip"' }, 'theme.zip'],
    [
      'bare filename=',
      { 'content-disposition': 'attachment;filename=Export_SysUser.xlsx' },
      'Export_SysUser.xlsx',
    ],
    ['a stray % is kept', { 'content-disposition': 'attachment; filename="100%.txt"' }, '100%.txt'],
    ['inline without a name', { 'content-disposition': 'inline' }, undefined],
    ['no headers', {}, undefined],
    ['undefined', undefined, undefined],
    ['fetch Headers', new Headers({ 'Content-Disposition': 'attachment; filename=x.csv' }), 'x.csv'],
  ])('%s', (_label, headers, expected) => {
    expect(resolveFileName(headers)).toBe(expected);
  });
});
