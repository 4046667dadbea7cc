import { viewToCount } from './view-rule';

describe('viewToCount', () => {
  test('a signed-in view counts per user, whatever the session or address', () => {
    const viewer = { _id: 'u1', isImportCompany: false, isImportAdmin: false, isSuperAdmin: false };
    expect(viewToCount(viewer, 'cualquiera', '203.0.113.5')).toEqual({ viewer: 'user:u1', address: null });
  });

  test('an anonymous view counts per session, under the address bound', () => {
    expect(viewToCount(null, 's-1', '203.0.113.5')).toEqual({ viewer: 'session:s-1', address: '203.0.113.5' });
  });

  test('without a user or a session nothing is counted', () => {
    expect(viewToCount(null, undefined, '203.0.113.5')).toBeNull();
    expect(viewToCount(null, '', '203.0.113.5')).toBeNull();
  });
});
