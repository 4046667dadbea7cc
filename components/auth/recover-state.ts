import { validateCode, validateNewPassword, validateRecoverEmail, type FieldErrors } from './auth-rules';

/** 0 the e-mail, 1 the e-mailed code, 2 the new password. */
export type RecoverStep = 0 | 1 | 2;
export type RecoverField = 'email' | 'code' | 'password' | 'confirmation';
export type RecoverState = Record<RecoverField, string> & { step: RecoverStep; requestId: string; resetToken: string };
export type RecoverEvent =
  | { type: 'edit'; field: RecoverField; value: string }
  /** A code was e-mailed (first or again): its request id, and the boxes empty for it. */
  | { type: 'codeSent'; requestId: string }
  | { type: 'codeVerified'; resetToken: string }
  | { type: 'back' };

export const RECOVER_START: RecoverState = { step: 0, email: '', requestId: '', code: '', resetToken: '', password: '', confirmation: '' };

/** The password recovery's next state. */
export function recoverStep(state: RecoverState, event: RecoverEvent): RecoverState {
  switch (event.type) {
    case 'edit':
      return { ...state, [event.field]: event.value };
    case 'codeSent':
      return { ...state, requestId: event.requestId, code: '', step: 1 };
    case 'codeVerified':
      return { ...state, resetToken: event.resetToken, step: 2 };
    case 'back':
      return state.step === 0 ? state : { ...state, step: (state.step - 1) as RecoverStep };
  }
}

/** The address the code goes to, as accounts are stored. */
export function recoverAddress(state: RecoverState): string {
  return state.email.trim().toLowerCase();
}

/** What the current step's submit checks before it calls the server. */
export function recoverErrors(state: RecoverState): FieldErrors<RecoverField> {
  if (state.step === 0) return { email: validateRecoverEmail(state.email) };
  if (state.step === 1) return { code: validateCode(state.code) };
  return validateNewPassword(state);
}
