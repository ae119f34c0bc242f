import {
  checkAccess,
  formatPermission,
  hasPermi,
  hasPermiAnd,
  hasPermiOr,
  hasRole,
  hasRoleAnd,
  hasRoleOr,
} from '@/lib/auth/permission';

describe('permission checks', () => {
  const editor = ['system:user:view', 'system:user:add'];

  it.each([
    [['*:*:*'], 'system:user:remove', true],
    [['*'], 'system:user:remove', true],
    [editor, 'system:user:add', true],
    [editor, 'system:user:remove', false],
    [[], 'system:user:add', false],
  ])('hasPermi(%j, %s) = %s', (held, permission, expected) => {
    expect(hasPermi(held, permission)).toBe(expected);
  });

  it('any-of and all-of over a list', () => {
    expect(hasPermiOr(editor, ['system:user:remove', 'system:user:add'])).toBe(true);
    expect(hasPermiOr(editor, ['system:user:remove'])).toBe(false);
    expect(hasPermiAnd(editor, ['system:user:view', 'system:user:add'])).toBe(true);
    expect(hasPermiAnd(editor, ['system:user:view', 'system:user:remove'])).toBe(false);
    expect(hasPermiAnd(['*:*:*'], ['a:b:c', 'd:e:f'])).toBe(true);
  });

  it('an empty or missing check denies and logs "need roles!"', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(hasPermi(['*'], '')).toBe(false);
    expect(hasPermiOr(['*'], [])).toBe(false);
    expect(hasPermiAnd(['*'], undefined)).toBe(false);
    expect(hasRole(['admin'], null)).toBe(false);
    expect(hasRoleOr(['admin'], [])).toBe(false);
    expect(log).toHaveBeenCalledTimes(5);
    expect(String(log.mock.calls[0]?.[0])).toContain('need roles!');
    log.mockRestore();
  });

  it('role admin grants every role; others need the exact role', () => {
    expect(hasRole(['admin'], 'editor')).toBe(true);
    expect(hasRole(['editor'], 'editor')).toBe(true);
    expect(hasRole(['editor'], 'auditor')).toBe(false);
    expect(hasRoleOr(['editor'], ['auditor', 'editor'])).toBe(true);
    expect(hasRoleAnd(['editor'], ['auditor', 'editor'])).toBe(false);
    expect(hasRoleAnd(['admin'], ['auditor', 'editor'])).toBe(true);
  });

  it('checkAccess combines permission and role rules', () => {
    const session = { permissions: editor, roles: ['editor'] };
    expect(checkAccess(session, {})).toBe(true);
    expect(checkAccess(session, { perm: 'system:user:add' })).toBe(true);
    expect(checkAccess(session, { perm: ['system:role:edit'] })).toBe(false);
    expect(checkAccess(session, { perm: ['system:user:add', 'system:user:remove'], mode: 'and' })).toBe(
      false,
    );
    expect(checkAccess(session, { perm: 'system:user:add', role: 'auditor' })).toBe(false);
  });

  it('formats object-level CMS permission keys', () => {
    expect(formatPermission('Site:Edit:{0}', '12')).toBe('Site:Edit:12');
    expect(formatPermission('Catalog:{0}:{1}', 'Move', 7)).toBe('Catalog:Move:7');
    expect(formatPermission('Site:Edit:{1}', 'x')).toBe('Site:Edit:{1}');
  });
});
