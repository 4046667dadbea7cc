import { ApiError } from '@/lib/http/fetcher';
import { messages } from '@/lib/messages';
import {
  isValid,
  loginFailure,
  recoverCodeFailure,
  recoverEmailFailure,
  registerCodeFailure,
  registerSubmitFailure,
  validateCode,
  validateLogin,
  validateNewPassword,
  validateRecoverEmail,
  validateRegister,
  type RegisterValues,
} from './auth-rules';

const loginMessages = messages.login;
const registerMessages = messages.register;
const rc = messages.recover;
const good: RegisterValues = {
  email: 'a@b.cu',
  name: 'Ana',
  lastName: 'Pérez',
  dialCode: '+53',
  phone: '5123 4567',
  password: 'secreto',
  confirmation: 'secreto',
};

describe('validateLogin', () => {
  test('both required; spaces only count as empty', () =>
    expect(validateLogin({ username: '  ', password: '' })).toEqual({ username: loginMessages.userRequired, password: loginMessages.passwordRequired }));
  test('valid', () => expect(isValid(validateLogin({ username: ' ana ', password: 'x' }))).toBe(true));
});

describe('validateRegister', () => {
  test('a complete form is valid', () => expect(isValid(validateRegister(good))).toBe(true));
  test.each<[Partial<RegisterValues>, keyof RegisterValues, string]>([
    [{ email: '' }, 'email', registerMessages.emailRequired],
    [{ email: 'ana.cu' }, 'email', registerMessages.emailInvalid],
    [{ name: ' ' }, 'name', registerMessages.nameRequired],
    [{ lastName: '' }, 'lastName', registerMessages.lastNameRequired],
    [{ phone: '' }, 'phone', registerMessages.phoneRequired],
    [{ phone: '51a' }, 'phone', registerMessages.phoneInvalid],
    [{ password: '', confirmation: '' }, 'password', registerMessages.passwordRequired],
    [{ password: '12345', confirmation: '12345' }, 'password', registerMessages.passwordTooShort],
    [{ confirmation: '' }, 'confirmation', registerMessages.confirmationRequired],
    [{ confirmation: 'otra' }, 'confirmation', registerMessages.confirmationMismatch],
  ])('%j → %s', (change, field, message) => expect(validateRegister({ ...good, ...change })[field]).toBe(message));
});

describe('codes and recovery', () => {
  test.each<[string, string | undefined]>([
    ['1234', undefined],
    ['123', registerMessages.codeRequired],
    ['12a4', registerMessages.codeRequired],
    ['', registerMessages.codeRequired],
  ])('code %j', (code, message) => expect(validateCode(code)).toBe(message));
  test.each<[string, string | undefined]>([
    ['', rc.emailRequired],
    ['ana', registerMessages.emailInvalid],
    [' a@b.cu ', undefined],
  ])('email %j', (email, message) => expect(validateRecoverEmail(email)).toBe(message));
  test.each<[string, string, Record<string, string | undefined>]>([
    ['', '', { password: loginMessages.passwordRequired, confirmation: rc.confirmationRequired }],
    ['secreto', 'otro', { password: undefined, confirmation: rc.confirmationMismatch }],
    ['abc', 'abc', { password: registerMessages.passwordTooShort, confirmation: undefined }],
    ['secreto', 'secreto', { password: undefined, confirmation: undefined }],
  ])('new password %j / %j', (password, confirmation, expected) => expect(validateNewPassword({ password, confirmation })).toEqual(expected));
});

const api = (status: number, errorType?: number, message = 'x') => new ApiError(status, message, errorType);

describe('error mapping', () => {
  test.each<[string, unknown, { field?: string; message: string }]>([
    ['login 0', api(400, 0), { field: 'username', message: loginMessages.unknownUser }],
    ['login 1', api(400, 1), { field: 'password', message: loginMessages.wrongPassword }],
    ['login network', api(0), { message: loginMessages.failed }],
    ['login 500', api(500, 0), { message: loginMessages.failed }],
    ['login rate limit keeps the server text', api(429, undefined, messages.server.rateLimited), { message: messages.server.rateLimited }],
    ['login thrown non-api', new Error('x'), { message: loginMessages.failed }],
  ])('%s', (_name, error, expected) => expect(loginFailure(error)).toEqual(expected));

  test.each<[number, { field?: string; message: string }]>([
    [0, { field: 'email', message: registerMessages.alreadyRegistered }],
    [1, { field: 'email', message: registerMessages.alreadyRegistered }],
    [2, { field: 'email', message: registerMessages.badEmail }],
  ])('register code %i', (type, expected) => expect(registerCodeFailure(api(400, type))).toEqual(expected));
  test('register code network', () => expect(registerCodeFailure(api(0))).toEqual({ message: registerMessages.failed }));

  test.each<[number, { field?: string; message: string }]>([
    [0, { field: 'email', message: registerMessages.usernameInUse }],
    [1, { field: 'email', message: registerMessages.emailInUse }],
    [3, { field: 'code', message: registerMessages.codeMismatch }],
  ])('register submit %i', (type, expected) => expect(registerSubmitFailure(api(400, type))).toEqual(expected));

  test.each<[unknown, { field?: string; message: string }]>([
    [api(400, 0), { field: 'email', message: rc.unknownEmail }],
    [api(400, 1), { field: 'email', message: rc.sendFailed }],
    [api(0), { message: rc.connectionFailed }],
  ])('recover e-mail %#', (error, expected) => expect(recoverEmailFailure(error)).toEqual(expected));

  test('recover code mismatch and expiry', () => {
    expect(recoverCodeFailure(api(400, 0))).toEqual({ field: 'code', message: rc.codeMismatch });
    expect(recoverCodeFailure(api(400, undefined, messages.server.codeExpired))).toEqual({ message: messages.server.codeExpired });
  });
});
