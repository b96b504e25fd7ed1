/**
 * user_preferences (spec sections 3, 4, 8): the row is created with the spec's defaults when it is
 * first read. Shapes and messages for the browser and the server.
 */
import { z } from 'zod';
import { isValidTimeZone } from './letters';

export const PREFERENCES_MSG = {
  updateFailed: 'Failed to update preferences',
  nothingToUpdate: 'Nothing to update.',
} as const;

export const PROFILE_VISIBILITIES = ['public', 'connections', 'private'] as const;

export interface UserPreferences {
  emailGuestbookEntries: boolean;
  emailAnniversaryReminders: boolean;
  emailCollaborationInvites: boolean;
  emailCircleMessages: boolean;
  emailMemorialUpdates: boolean;
  profileVisibility: (typeof PROFILE_VISIBILITIES)[number];
  /** true: new memorials start public. */
  defaultMemorialPrivacy: boolean;
  allowSearchIndexing: boolean;
  showEmailToCollaborators: boolean;
  timeZone: string | null;
}

/** GET and PATCH /api/preferences. */
export interface PreferencesResponse {
  preferences: UserPreferences;
}

/** The spec's defaults (section 3). */
export const DEFAULT_PREFERENCES: Omit<UserPreferences, 'timeZone'> = {
  emailGuestbookEntries: true,
  emailAnniversaryReminders: true,
  emailCollaborationInvites: true,
  emailCircleMessages: true,
  emailMemorialUpdates: false,
  profileVisibility: 'connections',
  defaultMemorialPrivacy: false,
  allowSearchIndexing: true,
  showEmailToCollaborators: false,
};

/** PATCH /api/preferences: any toggle; timeZone is ignored when the runtime does not know it. */
export const preferencesUpdateSchema = z
  .strictObject({
    emailGuestbookEntries: z.boolean().optional(),
    emailAnniversaryReminders: z.boolean().optional(),
    emailCollaborationInvites: z.boolean().optional(),
    emailCircleMessages: z.boolean().optional(),
    emailMemorialUpdates: z.boolean().optional(),
    profileVisibility: z.enum(PROFILE_VISIBILITIES).optional(),
    defaultMemorialPrivacy: z.boolean().optional(),
    allowSearchIndexing: z.boolean().optional(),
    showEmailToCollaborators: z.boolean().optional(),
    timeZone: z
      .string()
      .max(64)
      .optional()
      .transform((v) => (v && isValidTimeZone(v) ? v : undefined)),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), PREFERENCES_MSG.nothingToUpdate);
export type PreferencesUpdateInput = z.input<typeof preferencesUpdateSchema>;
