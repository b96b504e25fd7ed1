/**
 * Passwords, email confirmation and signed-in devices (decision 028): request schemas with the
 * spec's password rules (section 5) and the shapes the API answers with.
 */
import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import { ACCOUNT_SECURITY_MSG } from '../messages.settings';
import { emailSchema, newPasswordSchema } from './auth';
import { text } from './fields';

const V = MSG.validation;

/** A reset link's token: opaque, short; anything else is simply not a valid link. */
const resetToken = text({ error: ACCOUNT_SECURITY_MSG.reset.used })
  .trim()
  .min(1, ACCOUNT_SECURITY_MSG.reset.used)
  .max(200, ACCOUNT_SECURITY_MSG.reset.used);

/** POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** POST /api/auth/reset-password/check: whether a link can still be used, before a password is typed. */
export const resetTokenSchema = z.strictObject({ token: resetToken });

/** POST /api/auth/reset-password. */
export const resetPasswordSchema = z.strictObject({ token: resetToken, password: newPasswordSchema });

/** POST /api/account/password. */
export const changePasswordSchema = z.strictObject({
  currentPassword: z
    .string({ error: V.passwordRequired })
    .min(1, V.passwordRequired)
    .max(LIMITS.passwordMax, ACCOUNT_SECURITY_MSG.change.wrongCurrent),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The browser's forms add a confirmation field; the server never sees it. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: ACCOUNT_SECURITY_MSG.reset.mismatch });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: changePasswordSchema.shape.currentPassword,
    newPassword: newPasswordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], message: ACCOUNT_SECURITY_MSG.reset.mismatch });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

/** GET /api/account/email-verification. */
export interface EmailVerificationResponse {
  verified: boolean;
}

/** One signed-in device, as GET /api/account/sessions lists it (never a token, never an address). */
export interface AccountSession {
  id: string;
  /** The browser and system in plain words, such as "Chrome on Linux". */
  label: string;
  /** When the device signed in (ISO). */
  signedInAt: string;
  /** When the session was last refreshed (ISO; about once a day while it is used). */
  lastActiveAt: string;
  current: boolean;
}

export interface AccountSessionsResponse {
  sessions: AccountSession[];
}

/** POST /api/account/sessions/sign-out-others. */
export interface SignOutOthersResponse {
  ended: number;
}
