/**
 * A memorial's shared story (decision 038): the life story's sections, the timeline, photo
 * captions, the cover photo and voice memories. Limits, messages and request shapes in one copy
 * for the forms and the server.
 */
import { z } from 'zod';
import type { WrittenSupport } from './companion';
import { isoDay, text } from './fields';
import { FILE_RULES } from './memorials';

export const STORY_LIMITS = {
  sectionTitle: 120,
  sectionBody: 20_000,
  sections: 30,
  eventTitle: 120,
  eventDescription: 500,
  events: 200,
  caption: 300,
  voiceTitle: 120,
  minYear: 1000,
  /** A voice memory: at most this many MB and this many minutes. */
  voiceMaxMB: FILE_RULES.audio.maxMB,
  voiceMaxMinutes: 10,
} as const;

/** The latest year a timeline event may carry: next year (a date planned, a stone to be set). */
export const maxEventYear = (now: Date = new Date()) => now.getUTCFullYear() + 1;

export const STORY_MSG = {
  /** 403 for anyone who may see the memorial but not tell its story. */
  storyForbidden: 'Only the family tending this memorial can change its story.',
  sectionTitleRequired: 'Please give this part of the story a title.',
  sectionTitleTooLong: `A title must be at most ${STORY_LIMITS.sectionTitle} characters.`,
  sectionBodyTooLong: `A part of the story must be at most ${STORY_LIMITS.sectionBody.toLocaleString('en-GB')} characters. Please split it into two parts.`,
  tooManySections: `A life story can have at most ${STORY_LIMITS.sections} parts. Please join or remove one first.`,
  sectionGone: 'That part of the story is no longer here. Please reload the page.',
  sectionOrder: 'The new order must list each part of the story exactly once.',
  eventTitleRequired: 'Please give this moment a title.',
  eventTitleTooLong: `A title must be at most ${STORY_LIMITS.eventTitle} characters.`,
  eventDescriptionTooLong: `A few words: at most ${STORY_LIMITS.eventDescription} characters.`,
  eventYearRequired: 'Please enter a year or a full date.',
  eventYearRange: (max: number) => `The year must be between ${STORY_LIMITS.minYear} and ${max}.`,
  eventDateMismatch: 'The date and the year must agree.',
  eventInvalidDate: 'Please enter a valid date.',
  tooManyEvents: `A timeline can have at most ${STORY_LIMITS.events} moments. Please remove one first.`,
  eventGone: 'That moment is no longer on the timeline. Please reload the page.',
  photoNotInMemorial: 'Please choose a photo from this memorial’s gallery.',
  captionTooLong: `A caption must be at most ${STORY_LIMITS.caption} characters.`,
  coverNotPhoto: 'The cover must be a photo from this memorial’s gallery.',
  voiceTitleRequired: 'Please give this voice memory a title.',
  voiceTitleTooLong: `A title must be at most ${STORY_LIMITS.voiceTitle} characters.`,
  voiceTooLong: `A voice memory can be at most ${STORY_LIMITS.voiceMaxMinutes} minutes long.`,
  voiceHasVideo: 'This file holds a video. Please add it to the gallery as a video instead.',
  /** The plan's name for the refusal (MSG.plan.premium). */
  voiceFeature: 'Voice memories',
  voiceFileHint: `MP3, M4A, OGG, Opus, WAV or WebM, up to ${FILE_RULES.audio.maxMB} MB and 10 minutes.`,
  markdownHint: 'Simple formatting: **bold**, *italic*, a blank line between paragraphs, "- " for a list, and links.',
} as const;

const sectionTitle = text({ error: STORY_MSG.sectionTitleRequired })
  .trim()
  .min(1, STORY_MSG.sectionTitleRequired)
  .max(STORY_LIMITS.sectionTitle, STORY_MSG.sectionTitleTooLong);
const sectionBody = text().max(STORY_LIMITS.sectionBody, STORY_MSG.sectionBodyTooLong);

/** POST /api/memorials/:id/story. The body is Markdown, kept as written (rendered safely). */
export const createSectionSchema = z.strictObject({
  title: sectionTitle,
  body: sectionBody.optional().default(''),
});
export type CreateSectionInput = z.input<typeof createSectionSchema>;

/** PATCH /api/memorials/:id/story/:sectionId. */
export const updateSectionSchema = z
  .strictObject({ title: sectionTitle.optional(), body: sectionBody.optional() })
  .refine((v) => v.title !== undefined || v.body !== undefined, 'Please send a title or a body.');
export type UpdateSectionInput = z.input<typeof updateSectionSchema>;

/** PUT /api/memorials/:id/story/order. */
export const reorderSectionsSchema = z.strictObject({
  sectionIds: z.array(z.uuid()).min(1).max(STORY_LIMITS.sections),
});

const eventYear = z
  .number({ error: STORY_MSG.eventYearRequired })
  .int(STORY_MSG.eventYearRequired)
  .superRefine((v, ctx) => {
    const max = maxEventYear();
    if (v < STORY_LIMITS.minYear || v > max) ctx.addIssue({ code: 'custom', message: STORY_MSG.eventYearRange(max) });
  });
const eventDate = isoDay({ invalid: STORY_MSG.eventInvalidDate, allowEmpty: true }).transform((v) =>
  v === '' ? null : v,
);

const eventFields = {
  year: eventYear.nullish(),
  date: eventDate.nullish(),
  title: text({ error: STORY_MSG.eventTitleRequired })
    .trim()
    .min(1, STORY_MSG.eventTitleRequired)
    .max(STORY_LIMITS.eventTitle, STORY_MSG.eventTitleTooLong),
  description: text()
    .trim()
    .max(STORY_LIMITS.eventDescription, STORY_MSG.eventDescriptionTooLong)
    .optional()
    .transform((v) => v ?? ''),
  mediaId: z.uuid(STORY_MSG.photoNotInMemorial).nullish(),
};

/** A year, or a full date (its year then comes from it); both must agree when both are sent. */
function eventWhen<T extends { year?: number | null; date?: string | null }>(v: T, ctx: z.RefinementCtx) {
  if (v.date) {
    const fromDate = Number(v.date.slice(0, 4));
    const max = maxEventYear();
    if (fromDate < STORY_LIMITS.minYear || fromDate > max)
      ctx.addIssue({ code: 'custom', message: STORY_MSG.eventYearRange(max), path: ['date'] });
    if (v.year != null && v.year !== fromDate)
      ctx.addIssue({ code: 'custom', message: STORY_MSG.eventDateMismatch, path: ['year'] });
  } else if (v.year == null) {
    ctx.addIssue({ code: 'custom', message: STORY_MSG.eventYearRequired, path: ['year'] });
  }
}

/** POST and PUT /api/memorials/:id/timeline(/:eventId): the whole event, as the form holds it. */
export const timelineEventSchema = z.strictObject(eventFields).superRefine(eventWhen);
export type TimelineEventInput = z.input<typeof timelineEventSchema>;

/** PATCH /api/memorials/:id/media/:mediaId: a photo's or video's caption, a voice memory's title. */
export const captionSchema = z.strictObject({
  caption: text()
    .trim()
    .max(STORY_LIMITS.caption, STORY_MSG.captionTooLong)
    .nullable()
    .transform((v) => v || null),
});

/** PATCH /api/memorials/:id/cover: a photo of the gallery, or null for none. */
export const coverSchema = z.strictObject({ mediaId: z.uuid(STORY_MSG.coverNotPhoto).nullable() });

/** A voice memory's title, sent as the `title` field of its upload form. */
export const voiceTitleSchema = text({ error: STORY_MSG.voiceTitleRequired })
  .trim()
  .min(1, STORY_MSG.voiceTitleRequired)
  .max(STORY_LIMITS.voiceTitle, STORY_MSG.voiceTitleTooLong);

// ---- Response shapes ---------------------------------------------------------------------------

/** Who added something: the owner and collaborators see it, visitors never (absent). */
export interface AddedBy {
  id: string;
  name: string;
}

export interface StorySection {
  id: string;
  title: string;
  /** Markdown as written; the page renders it safely (no raw HTML, http/https/mailto links only). */
  body: string;
  displayOrder: number;
  addedBy?: AddedBy | null;
  updatedAt: string;
}

export interface TimelineEvent {
  id: string;
  year: number;
  date: string | null;
  title: string;
  description: string;
  mediaId: string | null;
  /** The photo's signed thumbnail and display URLs (from the gallery), when there is one. */
  photo: { thumb: string; display: string } | null;
  addedBy?: AddedBy | null;
  createdAt: string;
}

export interface VoiceMemory {
  id: string;
  title: string;
  durationMs: number | null;
  contentType: string;
  url: string;
  addedBy?: AddedBy | null;
  createdAt: string;
}

/** What the caller may do on this memorial: the browser shows exactly the tools the server allows. */
export interface MemorialCan {
  /** The details, song, privacy, the companion's voice (the owner). */
  edit: boolean;
  /** Sections, timeline, captions, cover (the owner and collaborators). */
  story: boolean;
  /** Add photos, videos and voice memories. */
  upload: boolean;
  share: boolean;
  delete: boolean;
  /** Invite and remove collaborators (the owner). */
  manageCollaborators: boolean;
  reminders: boolean;
  exportSite: boolean;
  moderateGuestbook: boolean;
  /** The owner's plan allows voice memories (decision 038). */
  voiceMemories: boolean;
}

export interface StorySectionResponse {
  section: StorySection;
  /**
   * On saving (POST, PATCH): what the crisis screen read in the words (decision 045). Absent when
   * nothing worried it; `helplines` with a crisis, for the writer's country.
   */
  support?: WrittenSupport;
}
export interface StorySectionsResponse {
  sections: StorySection[];
}
export interface TimelineEventResponse {
  event: TimelineEvent;
  /** On saving (POST, PATCH): what the crisis screen read in the title and words (decision 045). */
  support?: WrittenSupport;
}

/** "1950" or "3 March 1950". */
export function eventWhenLabel(event: { year: number; date: string | null }): string {
  if (!event.date) return String(event.year);
  const d = new Date(`${event.date}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? String(event.year)
    : new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
}

/** "2:05" for a voice memory's length. */
export function durationLabel(ms: number | null): string | null {
  if (ms === null || !Number.isFinite(ms) || ms < 0) return null;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
