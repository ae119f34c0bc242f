import {
  ApiError,
  CanceledError,
  describeError,
  RepeatSubmitError,
  shouldReportQueryError,
} from '@/lib/http';

describe('shouldReportQueryError', () => {
  it.each<[string, unknown, Record<string, unknown> | undefined, boolean]>([
    ['an ApiError already shown', new ApiError('x', 500, true), undefined, false],
    ['an ApiError nobody showed (silent call)', new ApiError('x', 500, false), undefined, true],
    ['a repeat submit already warned about', new RepeatSubmitError(true), undefined, false],
    ['a cancelled call', new CanceledError(), undefined, false],
    ['a plain Error (e.g. from select)', new Error('boom'), undefined, true],
    ['anything with meta.silent', new Error('boom'), { silent: true }, false],
    ['an unshown ApiError with meta.silent', new ApiError('x', 500, false), { silent: true }, false],
    ['meta without silent', new Error('boom'), { other: 1 }, true],
  ])('%s → %s', (_label, error, meta, expected) => {
    expect(shouldReportQueryError(error, meta)).toBe(expected);
  });
});

describe('describeError', () => {
  it.each<[unknown, string]>([
    [new ApiError('用户不存在', 500, false), '用户不存在'],
    [new Error('boom'), 'boom'],
    ['text', 'text'],
    [undefined, '系统未知错误，请反馈给管理员'],
    [new Error(''), '系统未知错误，请反馈给管理员'],
  ])('%j → %s', (error, expected) => {
    expect(describeError(error)).toBe(expected);
  });
});
