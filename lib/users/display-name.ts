/** A person as strangers see them: the first name and the initial of the last name ('Laura P.'); '' when both are empty. */
export function personalDisplayName(name: string | null | undefined, lastName: string | null | undefined): string {
  const initial = (lastName ?? '').trim().charAt(0);
  return `${(name ?? '').trim()}${initial ? ` ${initial}.` : ''}`.trim();
}
