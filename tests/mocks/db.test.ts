import { createDb, MockDb } from '@/mocks';

describe('mock db', () => {
  it('seeds the real menu table and the accounts', () => {
    const db = createDb();
    // The server's 106 rows plus the one screen the console designs itself (the message pushers).
    expect(db.tables.menus).toHaveLength(107);
    expect(db.tables.menus.filter((m) => m.menuType === 'F')).toHaveLength(51);
    // The fixture accounts and roles come first; seeded association staff follow them.
    expect(db.tables.users.slice(0, 3).map((u) => u.userName)).toEqual(['admin', 'test', 'editor']);
    expect(db.tables.roles.slice(0, 4).map((r) => r.roleKey)).toEqual(['admin', 'common', 'test', 'editor']);
    expect(db.config('SysCaptchaEnable')).toBe('true');
    // The hash is exposed, the clear text only lives in the private credentials table.
    expect(JSON.stringify(db.tables.users)).not.toContain('admin123');
  });

  it('gives every db its own rows', () => {
    const a = createDb();
    const b = createDb();
    const first = a.tables.users[0];
    if (first) first.nickName = 'changed';
    expect(b.tables.users[0]?.nickName).toBe('超级管理员');
  });

  it('round-trips through JSON, file bytes included', () => {
    const db = createDb({ now: () => 1_700_000_000_000 });
    db.tables.files.push({
      path: 'upload/a.bin',
      name: 'a.bin',
      contentType: 'application/octet-stream',
      size: 3,
      data: new Uint8Array([0, 128, 255]),
      createTime: db.nowString(),
    });
    const id = db.nextId();
    const copy = MockDb.fromJSON(JSON.parse(JSON.stringify(db.toJSON())));
    expect(copy.tables.files[0]?.data).toEqual(new Uint8Array([0, 128, 255]));
    expect(copy.tables.users).toEqual(db.tables.users);
    expect(BigInt(copy.nextId())).toBeGreaterThan(BigInt(id));
  });

  it('moves its clock with advanceTime', () => {
    const db = createDb({ now: () => 1_000 });
    db.advanceTime(500);
    expect(db.now()).toBe(1_500);
  });
});
