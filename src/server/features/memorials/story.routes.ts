/**
 * A memorial's story (decision 038), mounted inside the memorial routes after their session check
 * (so every change here also drops the memorial's cached public reads): the life story's sections,
 * the timeline, captions and the cover photo. The rules are in story.service.ts. The family's words
 * are saved as written, and what the crisis screen reads in them comes back as `support` (decision 045).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { countryFromAcceptLanguage } from '@shared/safety';
import { uuidParam } from '@shared/schemas/fields';
import {
  STORY_MSG,
  captionSchema,
  coverSchema,
  createSectionSchema,
  reorderSectionsSchema,
  timelineEventSchema,
  updateSectionSchema,
  type StorySectionResponse,
  type StorySectionsResponse,
  type TimelineEventResponse,
} from '@shared/schemas/memorial-story';
import { MEMORIAL_MSG, type MediaResponse } from '@shared/schemas/memorials';
import type { OkResponse } from '@shared/schemas/common';
import type { AppDeps, AppEnv } from '../../app-env';
import { AppError, Errors } from '../../lib/errors';
import { parseJson, parseParams } from '../../lib/http';
import { memorialRefusal } from './memorials.access';
import { storySupport } from './story-safety';
import {
  addEvent,
  addSection,
  captionMedia,
  chooseCover,
  editEvent,
  editSection,
  removeEvent,
  removeSection,
  reorderSections,
} from './story.service';

const sectionWords = (s: { title: string; body: string }) => `${s.title}\n\n${s.body}`;
const eventWords = (e: { title: string; description: string }) => `${e.title}\n\n${e.description}`;

const memorialParams = z.object({ id: uuidParam() });
const sectionParams = z.object({ id: uuidParam(), sectionId: uuidParam() });
const eventParams = z.object({ id: uuidParam(), eventId: uuidParam() });
const mediaParams = z.object({ id: uuidParam(), mediaId: uuidParam() });

/** A path that cannot name the memorial or the thing in it is answered as one that does not exist. */
const notFound = (param: string) =>
  param === 'sectionId'
    ? new AppError('NOT_FOUND', 404, STORY_MSG.sectionGone)
    : param === 'eventId'
      ? new AppError('NOT_FOUND', 404, STORY_MSG.eventGone)
      : param === 'mediaId'
        ? Errors.notFound(MEMORIAL_MSG.mediaGone)
        : memorialRefusal(null);

const countryOf = (c: Context) => countryFromAcceptLanguage(c.req.header('accept-language'));

/** Needs a session (`c.var.user`): mounted after the memorial routes' `requireUser`. */
export function storyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/:id/story', async (c) => {
      const { id } = parseParams(c, memorialParams, notFound);
      const input = await parseJson(c, createSectionSchema);
      const section = await addSection(deps, c.var.user, id, input);
      const support = storySupport('section', { memorialId: id, id: section.id }, sectionWords(section), countryOf(c));
      return c.json({ section, ...(support && { support }) } satisfies StorySectionResponse, 201);
    })
    .put('/:id/story/order', async (c) => {
      const { id } = parseParams(c, memorialParams, notFound);
      const { sectionIds } = await parseJson(c, reorderSectionsSchema);
      const sections = await reorderSections(deps, c.var.user, id, sectionIds);
      return c.json({ sections } satisfies StorySectionsResponse);
    })
    .patch('/:id/story/:sectionId', async (c) => {
      const { id, sectionId } = parseParams(c, sectionParams, notFound);
      const input = await parseJson(c, updateSectionSchema);
      const section = await editSection(deps, c.var.user, id, sectionId, input);
      // An edit sends its title, its words or both: the section as it now reads is screened.
      const support = storySupport('section', { memorialId: id, id: sectionId }, sectionWords(section), countryOf(c));
      return c.json({ section, ...(support && { support }) } satisfies StorySectionResponse);
    })
    .delete('/:id/story/:sectionId', async (c) => {
      const { id, sectionId } = parseParams(c, sectionParams, notFound);
      await removeSection(deps, c.var.user, id, sectionId);
      return c.json({ ok: true } satisfies OkResponse);
    })
    .post('/:id/timeline', async (c) => {
      const { id } = parseParams(c, memorialParams, notFound);
      const input = await parseJson(c, timelineEventSchema);
      const event = await addEvent(deps, c.var.user, id, input);
      const support = storySupport('event', { memorialId: id, id: event.id }, eventWords(event), countryOf(c));
      return c.json({ event, ...(support && { support }) } satisfies TimelineEventResponse, 201);
    })
    .patch('/:id/timeline/:eventId', async (c) => {
      const { id, eventId } = parseParams(c, eventParams, notFound);
      const input = await parseJson(c, timelineEventSchema);
      const event = await editEvent(deps, c.var.user, id, eventId, input);
      const support = storySupport('event', { memorialId: id, id: eventId }, eventWords(event), countryOf(c));
      return c.json({ event, ...(support && { support }) } satisfies TimelineEventResponse);
    })
    .delete('/:id/timeline/:eventId', async (c) => {
      const { id, eventId } = parseParams(c, eventParams, notFound);
      await removeEvent(deps, c.var.user, id, eventId);
      return c.json({ ok: true } satisfies OkResponse);
    })
    .patch('/:id/media/:mediaId', async (c) => {
      const { id, mediaId } = parseParams(c, mediaParams, notFound);
      const input = await parseJson(c, captionSchema);
      const media = await captionMedia(deps, c.var.user, id, mediaId, input);
      // A caption cleared has no words to read; a voice memory's title is logged as one.
      const support = media.caption
        ? storySupport(
            media.mediaType === 'audio' ? 'voice-title' : 'caption',
            { memorialId: id, id: mediaId },
            media.caption,
            countryOf(c),
          )
        : undefined;
      return c.json({ media, ...(support && { support }) } satisfies MediaResponse);
    })
    .patch('/:id/cover', async (c) => {
      const { id } = parseParams(c, memorialParams, notFound);
      const { mediaId } = await parseJson(c, coverSchema);
      return c.json(await chooseCover(deps, c.var.user, id, mediaId));
    });
}
