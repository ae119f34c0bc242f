import { staticRouteOutcome } from '@/app/routing/static-access';

const gated = { access: { perm: ['system:role:edit'] }, digitParams: ['roleId'] };
const editor = { permissions: ['cms:content:view'], roles: ['editor'] };
const admin = { permissions: ['*:*:*'], roles: ['admin'] };

describe('what a console route shows a user', () => {
  it('opens for a user holding the permission, with well-formed parameters', () => {
    expect(staticRouteOutcome(gated, { roleId: '12' }, admin)).toBe('open');
    expect(staticRouteOutcome({}, {}, editor)).toBe('open');
  });

  it('is "no permission" (401) for a well-formed path the user may not open', () => {
    expect(staticRouteOutcome(gated, { roleId: '12' }, editor)).toBe('forbidden');
  });

  it('is "not found" (404) for a malformed parameter, whoever asks', () => {
    expect(staticRouteOutcome(gated, { roleId: 'abc' }, admin)).toBe('not-found');
    expect(staticRouteOutcome(gated, { roleId: 'abc' }, editor)).toBe('not-found');
    expect(staticRouteOutcome(gated, {}, admin)).toBe('not-found');
  });
});
