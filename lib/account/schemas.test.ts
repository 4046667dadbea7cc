import { messages as m } from '../messages';
import { couponQuerySchema, isEmailAddress, pathSegment, registerSchema, userSuggestQuerySchema } from './schemas';

const valid = {
  username: 'Ana@Prueba.cu',
  email: ' Ana@Prueba.CU ',
  phone: '+53 5551 2345',
  password: 'Secreta1',
  region: 'Desconocida',
  code: 'req',
  emailCode: '0421',
  name: 'Ana',
  lastName: 'Pérez',
};
const firstMessage = (input: unknown) => registerSchema.safeParse(input).error?.issues[0]?.message;

describe('account request schemas', () => {
  test.each([
    ['ana@prueba.cu', true],
    ['a.b+c@sub.dominio.com', true],
    ['sinarroba', false],
    ['a@b', false],
    ['a b@c.cu', false],
    ['a@@b.cu', false],
    ['a@b..cu', false],
    [`${'a'.repeat(250)}@b.cu`, false],
    ['a@b.cu\r\nBcc: x@y.cu', false],
  ])('isEmailAddress(%j) is %s', (value, expected) => {
    expect(isEmailAddress(value)).toBe(expected);
  });

  test('registration normalises e-mail, username and phone, and drops every field it does not know', () => {
    const parsed = registerSchema.parse({ ...valid, isSuperAdmin: true, walletCents: 9, points: 9, _id: 'x', $where: '1' });
    expect(parsed).toEqual({ ...valid, username: 'ana@prueba.cu', email: 'ana@prueba.cu', phone: '+5355512345' });
  });

  test.each([
    [{ email: 'no' }, m.register.emailInvalid],
    [{ email: '' }, m.register.emailRequired],
    [{ name: ' ' }, m.register.nameRequired],
    [{ lastName: undefined }, m.register.lastNameRequired],
    [{ phone: 'abc' }, m.register.phoneInvalid],
    [{ password: '12345' }, m.register.passwordTooShort],
    [{ password: '😀'.repeat(19) }, m.server.passwordTooLong],
    [{ emailCode: '12a4' }, m.register.codeRequired],
    [{ region: 'Todas las Provincias' }, m.address.region],
  ])('registration refuses %j with its message', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  test('a numeric emailCode keeps its leading zeros; a bad promotionUser is ignored', () => {
    expect(registerSchema.parse({ ...valid, emailCode: 421, promotionUser: { $ne: null } })).toMatchObject({ emailCode: '0421', promotionUser: undefined });
  });

  test('coupon codes are upper-cased and must be 6 letters or digits', () => {
    expect(couponQuerySchema.parse({ couponInfo: ' ab12cd ' })).toEqual({ couponInfo: 'AB12CD' });
    expect(couponQuerySchema.safeParse({ couponInfo: 'AB12C' }).error?.issues[0]?.message).toBe(m.coupon.invalid);
  });

  test('user suggestions: limit at most 20, sane defaults for junk', () => {
    expect(userSuggestQuerySchema.parse({ page: '2', limit: '500', userToSearch: ' jose ' })).toEqual({ page: 2, limit: 20, userToSearch: 'jose' });
    expect(userSuggestQuerySchema.parse({ page: 'x', limit: '-1' })).toEqual({ page: 1, limit: 10, userToSearch: '' });
  });

  test('path segments are decoded once', () => {
    expect(pathSegment('ana%40prueba.cu')).toBe('ana@prueba.cu');
    expect(pathSegment('ana@prueba.cu')).toBe('ana@prueba.cu');
    expect(pathSegment('%E0%A4%A')).toBe('%E0%A4%A');
    expect(pathSegment(['a'])).toBe('');
  });
});
