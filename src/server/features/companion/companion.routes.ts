/**
 * HTTP of the AI companion (spec section 7): the ai-companion function, the three streaming chat
 * functions (server-sent events in the OpenAI chunk format, ending with [DONE]), legacy letter
 * drafting, and the stored conversations. Every route needs a session.
 */
import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import { z } from 'zod';
import {
  COMPANION_MSG,
  STREAM_FUNCTIONS,
  companionRequest,
  createConversationRequest,
  generateLetterRequest,
  renameConversationRequest,
  streamRequest,
  type AiUsage,
  type CompanionResponse,
  type ConversationDetail,
  type ConversationListResponse,
  type ConversationSummary,
  type GeneratedLetterResponse,
  type SafetyInfo,
  type StreamChunk,
  type StreamFunction,
} from '@shared/schemas/companion';
import { countryFromAcceptLanguage } from '@shared/safety';
import { uuidParam } from '@shared/schemas/fields';
import { lifeYears } from '@shared/schemas/memorials';
import type { AppDeps, AppEnv } from '../../app-env';
import { actorOf } from '../../access/access';
import { applyEvent, type ReplyEvent } from '../../ai/safe-reply';
import type { Persona, PersonaContext } from '../../ai/provider';
import { Errors } from '../../lib/errors';
import { parseJson, parseParams } from '../../lib/http';
import { currentUser, requireUser } from '../../lib/session';
import { memorialAccess } from '../memorials/memorials.access';
import { requireFeature } from '../entitlements/entitlements.service';
import { openRoom, requireCommunityAccess } from '../community/community.service';
import * as svc from './companion.service';
import { memorialPersonaContext } from './memorial-voice';

const conversationParams = z.object({ id: uuidParam() });
/** The three streaming functions by name; any other name is not a route (404). */
const functionParams = z.object({ name: z.enum(STREAM_FUNCTIONS) });

const PERSONA_OF: Record<StreamFunction, Persona> = {
  'ai-memorial-companion': 'memorial',
  'ai-peer-support': 'peer-support',
  'ai-community-moderator': 'moderator',
};

const country = (c: Context) => countryFromAcceptLanguage(c.req.header('accept-language'));

/** Who the companion speaks as, for the page's disclosure: only when a viewable memorial was named. */
const voiceOf = (memorial: PersonaContext | null): { speakingAs?: string | null } =>
  memorial ? { speakingAs: memorial.speakAs ? (memorial.memorialName ?? null) : null } : {};

/** The request's abort signal: the client went away. */
const clientSignal = (c: Context): AbortSignal => c.req.raw.signal;

function chunk(
  delta: StreamChunk['choices'][0]['delta'],
  extra: { safety?: SafetyInfo; replace?: boolean; speakingAs?: string | null } = {},
): string {
  const body: StreamChunk = { choices: [{ delta }], ...extra };
  return `data: ${JSON.stringify(body)}\n\n`;
}

function eventChunk(event: ReplyEvent): string {
  // The role chunk that opens every stream already said the reply has begun.
  if (event.type === 'started') return '';
  if (event.type === 'delta') return chunk({ content: event.text });
  if (event.type === 'replace') return chunk({ content: event.text }, { replace: true });
  return chunk({}, { safety: event.safety });
}

export function companionRoutes(deps: AppDeps) {
  const auth = requireUser(deps);
  // The functions answer the spec's own message without a session.
  const functionAuth = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const user = await currentUser(deps, c.req.raw.headers);
    if (!user) throw Errors.unauthenticated(COMPANION_MSG.notSignedIn);
    c.set('user', user);
    await next();
  };
  /** An id that cannot be a conversation is answered as a missing one (404). */
  const conversationId = (c: Context) => parseParams(c, conversationParams, svc.conversationNotFound).id;

  const functions = new Hono<AppEnv>()
    .use('*', functionAuth)
    .post('/ai-companion', async (c) => {
      const body = await parseJson(c, companionRequest);
      const user = c.var.user;
      const ctx = body.memorialContext;
      // A memorial named by id speaks from the database, in its owner's chosen voice (decision 013):
      // in the first person the memorial persona answers (its prompt and its output rules).
      const memorial = await memorialPersonaContext(deps, user, ctx);
      const turn = await svc.prepareTurn(deps, user, {
        persona: memorial?.speakAs ? 'memorial' : 'companion',
        messages: body.messages,
        context:
          memorial ??
          (ctx?.memorialName
            ? { memorialName: ctx.memorialName, memorialDescription: ctx.memorialDescription }
            : undefined),
        mood: body.mood,
        conversationId: body.conversationId,
        country: country(c),
      });
      let reply: { text: string; events: ReplyEvent[] };
      try {
        reply = await svc.wholeReply(deps, turn, clientSignal(c));
      } catch (err) {
        await svc.failTurn(deps, turn, err);
        throw svc.replyError(err);
      }
      const stage = await svc.finishTurn(deps, turn, reply.text);
      const safety = reply.events.findLast((e) => e.type === 'safety');
      const res: CompanionResponse = {
        choices: [{ message: { role: 'assistant', content: reply.text } }],
        ...(stage ? { grief_stage: stage } : {}),
        safety: safety?.type === 'safety' ? safety.safety : { risk: 'none' },
        ...(turn.conversation ? { conversationId: turn.conversation.id } : {}),
        ...voiceOf(memorial),
      };
      return c.json(res satisfies CompanionResponse);
    })
    .post('/generate-legacy-letter', async (c) => {
      const body = await parseJson(c, generateLetterRequest);
      const user = c.var.user;
      const { memorial } = await memorialAccess(deps, actorOf(deps, user), 'memorial:draft-letter', body.memorial_id);
      await requireFeature(deps.database.db, user.id, 'canCreateLegacyLetters', 'Legacy Letters', deps.now());
      const context: PersonaContext = {
        memorialName: memorial.title,
        memorialDescription: memorial.description || undefined,
        memorialDates: lifeYears(memorial.birthDate, memorial.passingDate) ?? undefined,
        recipientName: body.recipient_name,
      };
      const turn = await svc.prepareTurn(deps, user, {
        persona: 'legacy-letter',
        messages: [
          { role: 'user', content: `Please draft a legacy letter to ${body.recipient_name} about ${memorial.title}.` },
        ],
        context,
        country: country(c),
      });
      try {
        const { text } = await svc.wholeReply(deps, turn, clientSignal(c));
        return c.json({ letter: text.trim() } satisfies GeneratedLetterResponse);
      } catch (err) {
        await svc.failTurn(deps, turn, err);
        throw svc.replyError(err);
      }
    })
    .post('/:name', async (c) => {
      const { name } = parseParams(c, functionParams);
      // Community rooms are premium (decision 036): anyone else is refused before the body is read.
      if (name === 'ai-community-moderator') await requireCommunityAccess(deps, c.var.user.id);
      const body = await parseJson(c, streamRequest);
      const m = body.memorialContext;
      const r = body.roomContext;
      // With its id, the memorial's details and voice come from the database (decision 013); the
      // words the client sent are used only without one, always in the third person. A room named
      // by id is read from the database too: unknown or archived, 404 (decision 036).
      const memorial = name === 'ai-memorial-companion' ? await memorialPersonaContext(deps, c.var.user, m) : null;
      const room = name === 'ai-community-moderator' && r?.roomId ? await openRoom(deps, r.roomId) : null;
      const context: PersonaContext | undefined = memorial
        ? memorial
        : room
          ? { roomName: room.name, roomDescription: room.description || undefined }
          : name === 'ai-memorial-companion' && m
            ? { memorialName: m.title, memorialDescription: m.description, memorialDates: m.dates }
            : name === 'ai-community-moderator' && r
              ? { roomName: r.name, roomDescription: r.description }
              : undefined;
      const turn = await svc.prepareTurn(deps, c.var.user, {
        persona: PERSONA_OF[name],
        messages: body.messages,
        context,
        country: country(c),
      });
      const abort = new AbortController();
      const signal = AbortSignal.any([clientSignal(c), abort.signal]);
      const events = svc.replyEvents(deps, turn, signal);
      // Errors before the first piece of the reply are answered as JSON with a status.
      let first: IteratorResult<ReplyEvent>;
      try {
        first = await events.next();
      } catch (err) {
        await svc.failTurn(deps, turn, err);
        throw svc.replyError(err);
      }
      c.header('Content-Type', 'text/event-stream; charset=utf-8');
      c.header('Cache-Control', 'no-cache, no-transform');
      c.header('X-Accel-Buffering', 'no');
      return stream(
        c,
        async (out) => {
          out.onAbort(() => abort.abort());
          const writeEvent = async (event: ReplyEvent) => {
            const line = eventChunk(event);
            if (line) await out.write(line);
          };
          await out.write(chunk({ role: 'assistant' }, voiceOf(memorial)));
          let text = '';
          try {
            if (!first.done) {
              text = applyEvent(text, first.value);
              await writeEvent(first.value);
              for await (const event of events) {
                text = applyEvent(text, event);
                await writeEvent(event);
              }
            }
          } catch (err) {
            // The stream has started: end it without [DONE] so the client knows the reply is not whole.
            await svc.failTurn(deps, turn, err);
            await out.write(`data: ${JSON.stringify({ error: COMPANION_MSG.failed })}\n\n`).catch(() => undefined);
            return;
          }
          await svc.finishTurn(deps, turn, text);
          await out.write('data: [DONE]\n\n');
        },
        async () => {
          abort.abort();
        },
      );
    });

  const conversations = new Hono<AppEnv>()
    .use('*', auth)
    .get('/', async (c) =>
      c.json({ conversations: await svc.listConversations(deps, c.var.user) } satisfies ConversationListResponse),
    )
    .post('/', async (c) => {
      const body = await parseJson(c, createConversationRequest);
      return c.json(
        (await svc.startConversation(deps, c.var.user, body.memorialContext)) satisfies ConversationSummary,
        201,
      );
    })
    .get('/:id', async (c) =>
      c.json(
        (await svc.conversationDetail(deps, c.var.user, conversationId(c), country(c))) satisfies ConversationDetail,
      ),
    )
    .patch('/:id', async (c) => {
      const id = conversationId(c);
      const body = await parseJson(c, renameConversationRequest);
      return c.json((await svc.renameConversation(deps, c.var.user, id, body.title)) satisfies ConversationSummary);
    })
    .delete('/:id', async (c) => {
      await svc.deleteConversation(deps, c.var.user, conversationId(c));
      return c.body(null, 204);
    });

  const usage = new Hono<AppEnv>()
    .use('*', auth)
    .get('/usage', async (c) => c.json((await svc.aiUsage(deps, c.var.user)) satisfies AiUsage));

  return { functions, conversations, usage };
}
