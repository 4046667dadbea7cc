import { messages } from '@/lib/messages';
import { RECOVER_START, recoverAddress, recoverErrors, recoverStep, type RecoverState } from './recover-state';

const at = (step: RecoverState['step'], more: Partial<RecoverState> = {}): RecoverState => ({ ...RECOVER_START, step, ...more });

test('the three steps: the code e-mailed opens the boxes empty, the code accepted opens the new password', () => {
  const sent = recoverStep(at(0, { email: 'a@b.cu', code: '99' }), { type: 'codeSent', requestId: 'r1' });
  expect(sent).toMatchObject({ step: 1, requestId: 'r1', code: '' });
  expect(recoverStep({ ...sent, code: '1234' }, { type: 'codeVerified', resetToken: 't1' })).toMatchObject({ step: 2, resetToken: 't1', code: '1234' });
});

test('resending at step 1 empties the boxes for the new code and stays there', () => {
  expect(recoverStep(at(1, { requestId: 'r1', code: '12' }), { type: 'codeSent', requestId: 'r2' })).toMatchObject({ step: 1, requestId: 'r2', code: '' });
});

test('back goes one step back and keeps what was typed; step 0 has nothing before it', () => {
  expect(recoverStep(at(2, { password: 'x' }), { type: 'back' })).toMatchObject({ step: 1, password: 'x' });
  expect(recoverStep(at(0), { type: 'back' })).toEqual(at(0));
});

test('each step checks only its own fields', () => {
  expect(recoverErrors(at(0))).toEqual({ email: messages.recover.emailRequired });
  expect(recoverErrors(at(1, { email: '' }))).toEqual({ code: messages.register.codeRequired });
  expect(recoverErrors(at(2, { password: 'secreto', confirmation: '' }))).toEqual({ password: undefined, confirmation: messages.recover.confirmationRequired });
});

test('the code goes to the address as accounts are stored', () => {
  expect(recoverAddress(at(0, { email: '  Ana@Correo.CU ' }))).toBe('ana@correo.cu');
});
