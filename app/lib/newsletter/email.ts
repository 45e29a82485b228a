/**
 * E-mail address rules shared by the newsletter form (before it posts) and the
 * `/api/klaviyo/*` routes (before they call the e-mail platform).
 */

/** RFC 5321's limit on a forward path; longer input is never a deliverable address. */
export const EMAIL_MAX_LENGTH = 254;

// One @, no whitespace, a dot in the domain and a top-level part of two or more
// characters. Deliberately loose: the e-mail platform has the final say.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export type EmailProblem = 'required' | 'invalid';

export function normalizeEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Null when the address is acceptable; otherwise which content message applies. */
export function emailProblem(value: unknown): EmailProblem | null {
  const email = normalizeEmail(value);
  if (email === '') return 'required';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return 'invalid';
  return null;
}
