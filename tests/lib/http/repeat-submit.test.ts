import { http as mock } from 'msw';

import { ApiError, http, RepeatSubmitError } from '@/lib/http';

import { api, type FeedbackSpies, ok, spyFeedback } from './helpers';
import { server } from '../../msw-server';

let spies: FeedbackSpies;
let calls: number;
let now: number;
beforeEach(() => {
  spies = spyFeedback();
  calls = 0;
  now = 1_700_000_000_000;
  // Only Date.now is faked: msw and axios still need real timers to deliver the replies.
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  server.use(
    mock.all(api('/save*'), () => {
      calls += 1;
      return ok();
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

const REPEAT = '请求正在处理，请勿重复提交';

describe('http: duplicate submit guard', () => {
  it('rejects the same POST within 1000 ms with a warning', async () => {
    await http.post('/save', { name: 'a' });
    now += 999;
    const error = await http.post('/save', { name: 'a' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RepeatSubmitError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: REPEAT, code: 0, shown: true });
    expect(spies.warning).toHaveBeenCalledWith(REPEAT);
    expect(calls).toBe(1);
    expect(JSON.parse(sessionStorage.getItem('sessionObj') ?? '{}')).toMatchObject({
      url: '/save',
      data: '{"name":"a"}',
    });
  });

  it('applies to PUT too, and to two bodiless POSTs', async () => {
    await http.put('/save', { id: 1 });
    await expect(http.put('/save', { id: 1 })).rejects.toBeInstanceOf(RepeatSubmitError);
    await http.post('/save-empty');
    await expect(http.post('/save-empty')).rejects.toBeInstanceOf(RepeatSubmitError);
    expect(calls).toBe(2);
  });

  it.each([
    ['after the window', () => (now += 1000), '/save', { name: 'a' }],
    ['with another body', () => undefined, '/save', { name: 'b' }],
    ['to another URL', () => undefined, '/save-other', { name: 'a' }],
  ])('lets the second call through %s', async (_label, advance, url, body) => {
    await http.post('/save', { name: 'a' });
    advance();
    await http.post(url, body);
    expect(calls).toBe(2);
    expect(spies.warning).not.toHaveBeenCalled();
  });

  it('is skipped with repeatSubmit:false and for GET/DELETE', async () => {
    await http.post('/save', { name: 'a' }, { repeatSubmit: false });
    await http.post('/save', { name: 'a' }, { repeatSubmit: false });
    await http.delete('/save', ['1']);
    await http.delete('/save', ['1']);
    await http.get('/save');
    await http.get('/save');
    expect(calls).toBe(6);
  });

  it('never compares multipart bodies', async () => {
    const form = () => {
      const data = new FormData();
      data.append('file', new Blob(['x']), 'a.txt');
      return data;
    };
    await http.post('/save-upload', form());
    await http.post('/save-upload', form());
    expect(calls).toBe(2);
    expect(sessionStorage.getItem('sessionObj')).toBeNull();
  });

  it('is quiet for silent calls but still rejects', async () => {
    await http.post('/save', { name: 'a' });
    const error = await http.post('/save', { name: 'a' }, { silent: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ shown: false });
    expect(spies.warning).not.toHaveBeenCalled();
  });
});
