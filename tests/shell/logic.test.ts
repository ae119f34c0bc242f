import { vi } from 'vitest';

import {
  avatarFileProblem,
  clampCrop,
  displayScale,
  drawCrop,
  INITIAL_CROP,
} from '@/features/system/profile/crop';
import { checkPassword, policyOf } from '@/features/system/profile/password-rules';
import { startPublishPoller } from '@/shell/cms/publish-poller';

describe('publish poller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 5 s while the flag is set and clears it after three empty counts', async () => {
    let flag = false;
    const counts = [2, 0, 1, 0, 0, 0];
    const fetchCount = vi.fn(async () => counts.shift() ?? 0);
    const seen: number[] = [];
    const poller = startPublishPoller({
      readFlag: () => flag,
      clearFlag: () => (flag = false),
      fetchCount,
      onCount: (n) => seen.push(n),
    });
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchCount).not.toHaveBeenCalled(); // flag off: nothing to do

    flag = true;
    await vi.advanceTimersByTimeAsync(2000); // next flag check: count at once
    expect(seen).toEqual([2]);
    await vi.advanceTimersByTimeAsync(5000 * 4);
    expect(seen).toEqual([2, 0, 1, 0, 0]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(seen).toEqual([2, 0, 1, 0, 0, 0]); // third zero in a row
    expect(flag).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchCount).toHaveBeenCalledTimes(6);
    poller.stop();
  });

  it('stops when the flag is cleared elsewhere and counts on demand', async () => {
    let flag = true;
    const fetchCount = vi.fn(async () => 3);
    const poller = startPublishPoller({
      readFlag: () => flag,
      clearFlag: () => undefined,
      fetchCount,
      onCount: () => undefined,
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    flag = false;
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    await poller.refresh();
    expect(fetchCount).toHaveBeenCalledTimes(2);
    poller.stop();
  });
});

describe('password rules of the security config', () => {
  const policy = policyOf({
    passwordLenMin: 6,
    passwordLenMax: 24,
    passwordRule: 'LETTER_NUMBER',
    passwordSensitive: ['ACCOUNT', 'PHONE_NUMBER'],
  });
  const user = { userId: '1', userName: 'admin', phoneNumber: '15888888888' };

  it("checks length, composition and the user's own data", () => {
    if (!policy) throw new Error('no policy');
    expect(checkPassword(policy, user, 'a1')).toEqual({ kind: 'length' });
    expect(checkPassword(policy, user, 'a'.repeat(25) + '1')).toEqual({ kind: 'length' });
    expect(checkPassword(policy, user, 'onlyletters')).toEqual({ kind: 'rule', rule: 'LETTER_NUMBER' });
    expect(checkPassword(policy, user, 'xAdmin99')).toEqual({ kind: 'sensitive', found: 'ACCOUNT' });
    expect(checkPassword(policy, user, 'x15888888888')).toEqual({ kind: 'sensitive', found: 'PHONE_NUMBER' });
    expect(checkPassword(policy, user, 'chestnut2025')).toBeUndefined();
  });

  it('uses the config pattern when there is one, none for NONE, nothing without a config', () => {
    expect(
      policyOf({ passwordLenMin: 1, passwordLenMax: 9, passwordRule: 'NONE', passwordRulePattern: '^x$' })
        ?.rule,
    ).toBeUndefined();
    expect(
      policyOf({
        passwordLenMin: 1,
        passwordLenMax: 9,
        passwordRule: 'LETTER_NUMBER',
        passwordRulePattern: '^x+$',
      })?.rule?.pattern.source,
    ).toBe('^x+$');
    expect(policyOf(undefined)).toBeUndefined();
  });
});

describe('avatar crop', () => {
  const image = { width: 400, height: 200 };

  it('covers the viewport and keeps it covered', () => {
    expect(displayScale(image, INITIAL_CROP, 240)).toBeCloseTo(1.2);
    expect(displayScale(image, { zoom: 2, turns: 1 }, 240)).toBeCloseTo(1.2 * 2 * (200 / 200));
    // 400 × 1.2 = 480 wide: the centre may move 120 px sideways, not at all vertically.
    expect(clampCrop({ zoom: 1, turns: 0, x: 500, y: -50 }, image, 240)).toEqual({
      zoom: 1,
      turns: 0,
      x: 120,
      y: 0,
    });
    expect(clampCrop({ zoom: 9, turns: -1, x: 0, y: 0 }, image, 240)).toMatchObject({ zoom: 4, turns: 3 });
  });

  it('draws what the viewport shows onto the 200 px square', () => {
    const calls: string[] = [];
    const ctx = {
      save: () => calls.push('save'),
      restore: () => calls.push('restore'),
      scale: (x: number, y: number) => calls.push(`scale ${x.toFixed(3)} ${y.toFixed(3)}`),
      translate: (x: number, y: number) => calls.push(`translate ${x} ${y}`),
      rotate: (a: number) => calls.push(`rotate ${a.toFixed(3)}`),
      drawImage: (_s: unknown, x: number, y: number, w: number, h: number) =>
        calls.push(`draw ${x} ${y} ${w} ${h}`),
    } as unknown as CanvasRenderingContext2D;
    drawCrop(ctx, {} as CanvasImageSource, image, { zoom: 1, turns: 1, x: 10, y: 0 }, 240);
    expect(calls).toEqual([
      'save',
      'scale 0.833 0.833',
      'translate 130 120',
      'rotate 1.571',
      'draw -240 -120 480 240',
      'restore',
    ]);
  });

  it('accepts JPG and PNG up to 2 MB only', () => {
    const file = (name: string, type: string, size: number) =>
      new File([new Uint8Array(size)], name, { type });
    expect(avatarFileProblem(file('a.png', 'image/png', 1000))).toBeUndefined();
    expect(avatarFileProblem(file('a.jpg', 'image/jpeg', 2 * 1024 * 1024))).toBeUndefined();
    expect(avatarFileProblem(file('a.gif', 'image/gif', 1000))).toBe('badType');
    expect(avatarFileProblem(file('a.png', 'image/png', 2 * 1024 * 1024 + 1))).toBe('tooLarge');
  });
});
