import { foldText } from '../catalog/search-text';

/*
 * Finding users by the start of their name, last name, e-mail or phone, accents and case ignored,
 * through indexes (decision 18): each user stores those texts folded (userSearchKeys, written with
 * the user), and a search is one anchored range per stored text, which MongoDB and the patched
 * FerretDB answer from the field's index. A regular expression read every user (25 s at 10,000).
 * Pure: the model computes the keys on every save, the services build the ranges.
 */

export type SearchableUser = { name?: string | null; lastName?: string | null; email?: string | null; phone?: string | null };

/**
 * The full name (name then last name) from each of its first four words, so that any of them
 * starts a match as a word start did ('jose' finds María José Pérez, 'perez' and 'garcia' find
 * Pérez García); a fifth word on is found only with the words before it.
 */
export const NAME_KEYS = ['searchName', 'searchName2', 'searchName3', 'searchName4'] as const;

/** The stored search texts of a user, one indexed field each. */
export type UserSearchKeys = Record<(typeof NAME_KEYS)[number] | 'searchEmail' | 'searchPhone', string>;
export type UserSearchField = keyof UserSearchKeys;

/** Lower case, without accents (ñ kept), one space between words. */
export function foldForSearch(text: string): string {
  return foldText(text).replace(/\s+/g, ' ').trim();
}

/** Only the digits of a phone number, so '+53 5 123-4567' is found by '535123'. */
const digitsOf = (text: string) => text.replace(/\D/g, '');

/** What a user is found by: the full name from each of its first words, the e-mail, the phone's digits. */
export function userSearchKeys(user: SearchableUser): UserSearchKeys {
  const words = foldForSearch(`${user.name ?? ''} ${user.lastName ?? ''}`).split(' ');
  const names = Object.fromEntries(NAME_KEYS.map((key, i) => [key, words.slice(i).join(' ')])) as Record<(typeof NAME_KEYS)[number], string>;
  return { ...names, searchEmail: foldForSearch(user.email ?? ''), searchPhone: digitsOf(user.phone ?? '') };
}

/** The strings that start with `prefix` as a range: up to the prefix with its last character's successor (binary order, as both databases compare). */
export function prefixRange(prefix: string): { $gte: string; $lt: string } {
  const chars = [...prefix];
  const last = chars.pop()!;
  return { $gte: prefix, $lt: chars.join('') + String.fromCodePoint(last.codePointAt(0)! + 1) };
}

/** A typed text that reads as a phone number: digits, spaces, '+', '-' and parentheses only. */
const PHONE_LIKE = /^[\d\s+()-]+$/;

/**
 * One filter per stored text that `search` may start (a user matches when any does), or none for
 * an empty search. The phone is searched only when the text reads as a phone number.
 */
export function userSearchFilters(search: string): Partial<Record<UserSearchField, { $gte: string; $lt: string }>>[] {
  const folded = foldForSearch(search);
  if (!folded) return [];
  const filters: Partial<Record<UserSearchField, { $gte: string; $lt: string }>>[] = [
    ...NAME_KEYS.map((key) => ({ [key]: prefixRange(folded) })),
    { searchEmail: prefixRange(folded) },
  ];
  const digits = digitsOf(folded);
  if (PHONE_LIKE.test(folded) && digits) filters.push({ searchPhone: prefixRange(digits) });
  return filters;
}

type Dated = { _id: unknown; createdAt?: Date | string | null };

/** Newest first, then the greater id first: the admin user list's order (createdAt -1, _id -1). */
export function newestFirst(a: Dated, b: Dated): number {
  const byDate = new Date(b.createdAt ?? 0).getTime() - new Date(a.createdAt ?? 0).getTime();
  if (byDate !== 0) return byDate;
  const [x, y] = [String(a._id), String(b._id)];
  return x < y ? 1 : x > y ? -1 : 0;
}

type Named = { _id: unknown; name?: string | null; lastName?: string | null };

/** By name, then last name, then id: the user suggestions' order (name 1, lastName 1, _id 1). */
export function byName(a: Named, b: Named): number {
  const keys = (u: Named) => [u.name ?? '', u.lastName ?? '', String(u._id)];
  const [x, y] = [keys(a), keys(b)];
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return 0;
}
