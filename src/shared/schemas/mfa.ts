/**
 * Two-factor authentication (TOTP) and passkeys: request schemas and response shapes (decision
 * 029). The factor list follows the spec's MFA factor entity (section 3): a factor type (totp,
 * phone or webauthn), whether it is verified, and a friendly name.
 */
import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import { MFA_MSG } from '../messages.settings';
import { text } from './fields';

const E = MFA_MSG.errors;

/** The account's password, to confirm it is really them (enable, disable, new backup codes). */
export const mfaPasswordSchema = z.strictObject({
  password: z
    .string({ error: E.passwordRequired })
    .min(1, E.passwordRequired)
    .max(LIMITS.passwordMax, MSG.validation.passwordMax),
});
export type MfaPasswordInput = z.input<typeof mfaPasswordSchema>;

/** Six digits; spaces people type between groups are dropped. */
export const totpCodeSchema = z.strictObject({
  code: text({ error: E.totpFormat })
    .transform((c) => c.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, E.totpFormat)),
});
export type TotpCodeInput = z.input<typeof totpCodeSchema>;

/** A backup code as Better Auth makes them: 10 letters and digits, shown as two groups of 5. */
export const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/** The second sign-in step: a code from the app, or a backup code (with or without its hyphen). */
export const twoFactorVerifySchema = z.strictObject({
  code: text({ error: E.codeRequired })
    .transform((c) => c.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, E.codeRequired)
        .max(32, E.codeFormat)
        .transform((c) => (/^[A-Za-z0-9]{10}$/.test(c) ? `${c.slice(0, 5)}-${c.slice(5)}` : c))
        .refine((c) => /^\d{6}$/.test(c) || BACKUP_CODE.test(c), E.codeFormat),
    ),
});
export type TwoFactorVerifyInput = z.input<typeof twoFactorVerifySchema>;

export const PASSKEY_NAME_MAX = 100;
export const passkeyNameSchema = text({ error: MFA_MSG.passkeys.nameRequired })
  .trim()
  .min(1, MFA_MSG.passkeys.nameRequired)
  .max(PASSKEY_NAME_MAX, MFA_MSG.passkeys.nameTooLong);

export const passkeyRenameSchema = z.strictObject({ name: passkeyNameSchema });
export type PasskeyRenameInput = z.input<typeof passkeyRenameSchema>;

/**
 * A WebAuthn response as `@simplewebauthn/browser` gives it (JSON, base64url fields). The shape
 * is checked here; the signature, challenge, origin and relying party by the server's WebAuthn
 * library.
 */
const b64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);
const webauthnResponseBase = {
  id: b64url.min(1),
  rawId: b64url.min(1),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

export const passkeyRegisterSchema = z.strictObject({
  name: passkeyNameSchema.optional(),
  response: z.strictObject({
    ...webauthnResponseBase,
    response: z.looseObject({
      clientDataJSON: b64url.min(1),
      attestationObject: b64url.min(1),
      transports: z.array(z.string().max(32)).max(10).optional(),
    }),
  }),
});
export type PasskeyRegisterInput = z.input<typeof passkeyRegisterSchema>;

export const passkeySignInSchema = z.strictObject({
  response: z.strictObject({
    ...webauthnResponseBase,
    response: z.looseObject({
      clientDataJSON: b64url.min(1),
      authenticatorData: b64url.min(1),
      signature: b64url.min(1),
      userHandle: b64url.optional(),
    }),
  }),
});
export type PasskeySignInInput = z.input<typeof passkeySignInSchema>;

/** One factor of the account (spec section 3, "MFA factor"). */
export interface MfaFactor {
  id: string;
  factorType: 'totp' | 'phone' | 'webauthn';
  status: 'verified' | 'unverified';
  friendlyName: string;
  /** The issuer an authenticator app shows (totp only). */
  issuer?: string;
  createdAt: string | null;
}
/** GET /api/account/factors. */
export interface MfaFactorsResponse {
  factors: MfaFactor[];
  /** Whether a sign-in asks for the second step. */
  twoFactorEnabled: boolean;
}

/** POST /api/account/two-factor/enable: what the authenticator app needs. */
export interface TwoFactorSetupResponse {
  /** The otpauth:// URI. */
  totpUri: string;
  /** The same key in base32, for typing in by hand. */
  secret: string;
  /** The URI as a QR code, a data: URL (made on our server; no one else sees the key). */
  qrDataUrl: string;
}
/** Confirming the code, and new backup codes: the codes, shown once. */
export interface BackupCodesResponse {
  backupCodes: string[];
}
/** POST /api/auth/sign-in: with two-factor on, the password step asks for a code next. */
export interface SignInResponse {
  ok: true;
  twoFactorRequired?: true;
}
/** A passkey as the Security card lists it. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string | null;
}
export interface PasskeyResponse {
  passkey: PasskeySummary;
}
