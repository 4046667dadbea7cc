import { messages } from '../messages';
import type { Mail } from './transport';

const mailMessages = messages.mail;

/** How long an e-mail code lives, in minutes (the text tells the reader). */
export const CODE_LIFETIME_MINUTES = 15;

function codeText(line: string): string {
  return [mailMessages.greeting, '', line, mailMessages.expiry(CODE_LIFETIME_MINUTES), '', mailMessages.notRequested].join('\n');
}

/**
 * The registration code e-mail. Only the code is interpolated: nothing the requester typed (a
 * name) is echoed to an address that may belong to someone else.
 */
export function registerCodeMail(to: string, code: string): Mail {
  return { to, subject: mailMessages.registerSubject, text: codeText(mailMessages.registerCode(code)), devNote: `código ${code}` };
}

/** The notice to an account's owner that its login is failing from elsewhere (lib/account/login-service.ts). */
export function loginAttacksMail(to: string, failures: number, minutes: number): Mail {
  return {
    to,
    subject: mailMessages.loginAttacksSubject,
    text: [mailMessages.greeting, '', mailMessages.loginAttacks(failures, minutes), '', mailMessages.loginAttacksAdvice].join('\n'),
  };
}

/** The password-recovery code e-mail. */
export function recoverCodeMail(to: string, code: string): Mail {
  return { to, subject: mailMessages.recoverSubject, text: codeText(mailMessages.recoverCode(code)), devNote: `código ${code}` };
}
