import { messages } from '@/lib/messages';
import { REGISTER_START, registerBody, registerContact, registerErrors, registerStep, type RegisterState } from './register-state';

const filled: RegisterState = {
  values: { email: ' Ana@Correo.CU ', name: ' Ana ', lastName: ' Pérez ', dialCode: '+53', phone: '5123-45 67', password: 'secreto', confirmation: 'secreto' },
  requestId: null,
  code: '',
};
const asked = registerStep({ ...filled, code: '12' }, { type: 'codeSent', requestId: 'r1' });

test('a code e-mailed (first or again) is remembered with empty boxes', () => {
  expect(asked).toMatchObject({ requestId: 'r1', code: '' });
  expect(registerStep({ ...asked, code: '1234' }, { type: 'codeSent', requestId: 'r2' })).toMatchObject({ requestId: 'r2', code: '' });
});

test('a new e-mail forgets the code asked for; other fields keep it', () => {
  const typed = { ...asked, code: '1234' };
  expect(registerStep(typed, { type: 'edit', field: 'email', value: 'otra@correo.cu' })).toMatchObject({ requestId: null, code: '' });
  expect(registerStep(typed, { type: 'edit', field: 'name', value: 'Ana María' })).toMatchObject({ requestId: 'r1', code: '1234' });
  expect(registerStep(REGISTER_START, { type: 'edit', field: 'email', value: 'a@b.cu' }).values.email).toBe('a@b.cu');
});

test('the code is checked only once it was asked for', () => {
  expect(registerErrors(filled).code).toBeUndefined();
  expect(registerErrors(asked).code).toBe(messages.register.codeRequired);
  expect(registerErrors({ ...asked, code: '1234' })).toEqual({});
});

test('the account is asked for with the stored e-mail, trimmed names, the phone with its dial code and the e-mailed code', () => {
  expect(registerContact(filled)).toEqual({ email: 'ana@correo.cu', phone: '+5351234567' });
  const body = registerBody({ ...asked, code: '1234', requestId: 'r1' });
  expect(body).toEqual({
    username: 'ana@correo.cu',
    email: 'ana@correo.cu',
    phone: '+5351234567',
    password: 'secreto',
    region: messages.register.unknownRegion,
    code: 'r1',
    emailCode: '1234',
    name: 'Ana',
    lastName: 'Pérez',
  });
  expect(registerBody({ ...asked, requestId: 'r1' }, 'u9')).toMatchObject({ promotionUser: 'u9' });
});
