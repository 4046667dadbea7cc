import { registerMessages } from '@/lib/messages/register';
import { DEFAULT_DIAL_CODE } from '@/lib/catalog/reference';
import { phoneDigits, validateCode, validateRegister, type FieldErrors, type RegisterValues } from './auth-rules';

export type RegisterField = keyof RegisterValues | 'code';
/** The form's values; `requestId` is the e-mailed code's request (null until the first submit asks for it). */
export type RegisterState = { values: RegisterValues; requestId: string | null; code: string };
export type RegisterEvent =
  | { type: 'edit'; field: keyof RegisterValues; value: string }
  | { type: 'code'; value: string }
  /** A code was e-mailed (first or again): its request id, and the boxes empty for it. */
  | { type: 'codeSent'; requestId: string };

export const REGISTER_START: RegisterState = {
  values: { email: '', name: '', lastName: '', dialCode: DEFAULT_DIAL_CODE, phone: '', password: '', confirmation: '' },
  requestId: null,
  code: '',
};

/** The registration's next state: a new address needs a new code, so editing the e-mail forgets the one asked for. */
export function registerStep(state: RegisterState, event: RegisterEvent): RegisterState {
  switch (event.type) {
    case 'edit': {
      const values = { ...state.values, [event.field]: event.value };
      return event.field === 'email' && state.requestId ? { values, requestId: null, code: '' } : { ...state, values };
    }
    case 'code':
      return { ...state, code: event.value };
    case 'codeSent':
      return { ...state, requestId: event.requestId, code: '' };
  }
}

/** The e-mail as accounts are stored, and the phone with its dial code. */
export function registerContact({ values }: RegisterState): { email: string; phone: string } {
  return { email: values.email.trim().toLowerCase(), phone: `${values.dialCode}${phoneDigits(values.phone)}` };
}

/** What a submit checks: every field, and the code's four digits once it was asked for. */
export function registerErrors(state: RegisterState): FieldErrors<RegisterField> {
  return { ...validateRegister(state.values), code: state.requestId ? validateCode(state.code) : undefined };
}

/** The body of the account creation, POST /api/accountImport (docs/contract/catalogue.md §4), once the code was asked for. */
export function registerBody(state: RegisterState & { requestId: string }, promotionUser?: string) {
  const { email, phone } = registerContact(state);
  return {
    username: email,
    email,
    phone,
    password: state.values.password,
    region: registerMessages.unknownRegion,
    code: state.requestId,
    emailCode: state.code,
    name: state.values.name.trim(),
    lastName: state.values.lastName.trim(),
    ...(promotionUser ? { promotionUser } : {}),
  };
}
