import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import { text } from './fields';
import type { WrittenSupport } from './companion';
import { REFERRAL_CODE_MAX, REFERRAL_SIGNUP_MSG } from './referrals';

const V = MSG.validation;

export const emailSchema = z
  .string({ error: V.invalidEmail })
  .trim()
  .max(LIMITS.email, V.emailTooLong)
  .pipe(z.email({ error: V.invalidEmail }))
  .transform((e) => e.toLowerCase());

export const newPasswordSchema = text({ error: V.passwordMin })
  .min(LIMITS.passwordMin, V.passwordMin)
  .max(LIMITS.passwordMax, V.passwordMax)
  .regex(/[A-Z]/, V.passwordUpper)
  .regex(/[a-z]/, V.passwordLower)
  .regex(/[0-9]/, V.passwordNumber);

export const signUpDisplayNameSchema = z
  .string({ error: V.displayNameRequired })
  .trim()
  .min(1, V.displayNameRequired)
  .max(LIMITS.signUpDisplayName, V.signUpDisplayNameTooLong)
  // Letters of any script (with their accents), digits, spaces, hyphens and underscores.
  .regex(/^[\p{L}\p{M}\p{Nd} _-]+$/u, V.displayNameChars);

export const signUpSchema = z.strictObject({
  displayName: signUpDisplayNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  /**
   * The referral code of `/auth?ref=<code>` (decision 037). Only its type and length are checked
   * here: an unknown or refused code never stops a sign-up (the server drops it quietly).
   */
  ref: z
    .string({ error: REFERRAL_SIGNUP_MSG.codeInvalid })
    .trim()
    .max(REFERRAL_CODE_MAX, REFERRAL_SIGNUP_MSG.codeInvalid)
    .optional(),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.strictObject({
  email: emailSchema,
  password: z.string({ error: V.passwordRequired }).min(1, V.passwordRequired).max(LIMITS.passwordMax, V.passwordMax),
});
export type SignInInput = z.input<typeof signInSchema>;

export const profileUpdateSchema = z.strictObject({
  displayName: text({ error: V.displayNameRequired })
    .trim()
    .min(1, V.displayNameRequired)
    .max(LIMITS.profileDisplayName, V.profileDisplayNameTooLong),
  bio: text({ error: V.bioNotText }).trim().max(LIMITS.bio, V.bioTooLong).default(''),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** The profile as the API returns it (GET and PUT /api/profile, and inside GET /api/session). */
export interface Profile {
  displayName: string;
  bio: string;
}
/** GET and PUT /api/profile. */
export interface ProfileResponse {
  profile: Profile;
  /**
   * On saving (PUT): what the crisis screen read in the name and About You (decision 049). Absent
   * when nothing worried it; `helplines` with a crisis, for the writer's country.
   */
  support?: WrittenSupport;
}

/** The first rule message, as the spec shows it in the Validation Error toast. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? MSG.http.badJson;
}
