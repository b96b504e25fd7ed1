/**
 * HTTP of the AI companion (spec section 7): the ai-companion function, the three streaming chat
 * functions (server-sent events in the OpenAI chunk format, ending with [DONE]), legacy letter
 * drafting, and the stored conversations. Every route needs a session.
 */
import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import {
  COMPANION_MSG,
  STREAM_FUNCTIONS,
  companionRequest,
  createConversationRequest,
  generateLetterRequest,
  renameConversationRequest,
  streamRequest,
  type CompanionResponse,
  type SafetyInfo,
  type StreamChunk,
  type StreamFunction,
} from '@shared/schemas/companion';
import { countryFromAcceptLanguage } from '@shared/safety';
import { lifeYears } from '@shared/schemas/memorials';
import type { AppDeps, AppEnv } from '../../app-env';
import { applyEvent, type ReplyEvent } from '../../ai/safe-reply';
import type { Persona, PersonaContext } from '../../ai/provider';
import { AppError, Errors } from '../../lib/errors';
import { parseJson } from '../../lib/http';
import { currentUser, requireUser } from '../../lib/session';
import { viewAccess } from '../memorials/memorials.access';
import { requireFeature } from '../entitlements/entitlements.service';
import * as svc from './companion.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PERSONA_OF: Record<StreamFunction, Persona> = {
  'ai-memorial-companion': 'memorial',
  'ai-peer-support': 'peer-support',
  'ai-community-moderator': 'moderator',
};

const country = (c: Context) => countryFromAcceptLanguage(c.req.header('accept-language'));

/** The request's abort signal: the client went away. */
const clientSignal = (c: Context): AbortSignal => c.req.raw.signal;

function chunk(delta: StreamChunk['choices'][0]['delta'], extra: { safety?: SafetyInfo; replace?: boolean } = {}): string {
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
  const conversationId = (c: Context) => {
    const id = c.req.param('id') ?? '';
    if (!UUID.test(id)) throw svc.conversationNotFound();
    return id;
  };

  const functions = new Hono<AppEnv>()
    .use('*', functionAuth)
    .post('/ai-companion', async (c) => {
      const body = await parseJson(c, companionRequest);
      const user = c.var.user;
      const ctx = body.memorialContext;
      const turn = await svc.prepareTurn(deps, user, {
        persona: 'companion',
        messages: body.messages,
        context: ctx?.memorialName ? { memorialName: ctx.memorialName, memorialDescription: ctx.memorialDescription } : undefined,
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
        grief_stage: stage,
        safety: safety?.type === 'safety' ? safety.safety : { risk: 'none' },
        ...(turn.conversation ? { conversationId: turn.conversation.id } : {}),
      };
      return c.json(res);
    })
    .post('/generate-legacy-letter', async (c) => {
      const body = await parseJson(c, generateLetterRequest);
      const user = c.var.user;
      const { memorial, isOwner } = await viewAccess(deps, body.memorial_id, user);
      if (!isOwner) throw new AppError('FORBIDDEN', 403, COMPANION_MSG.letterOwnerOnly);
      await requireFeature(deps.database.db, user.id, 'canCreateLegacyLetters', 'Legacy Letters', deps.now());
      const context: PersonaContext = {
        memorialName: memorial.title,
        memorialDescription: memorial.description || undefined,
        memorialDates: lifeYears(memorial.birthDate, memorial.passingDate) ?? undefined,
        recipientName: body.recipient_name,
      };
      const turn = await svc.prepareTurn(deps, user, {
        persona: 'legacy-letter',
        messages: [{ role: 'user', content: `Please draft a legacy letter to ${body.recipient_name} about ${memorial.title}.` }],
        context,
        country: country(c),
      });
      try {
        const { text } = await svc.wholeReply(deps, turn, clientSignal(c));
        return c.json({ letter: text.trim() });
      } catch (err) {
        await svc.failTurn(deps, turn, err);
        throw svc.replyError(err);
      }
    })
    .post('/:name', async (c) => {
      const name = c.req.param('name') as StreamFunction;
      if (!STREAM_FUNCTIONS.includes(name)) throw Errors.notFound();
      const body = await parseJson(c, streamRequest);
      const m = body.memorialContext;
      const r = body.roomContext;
      const context: PersonaContext | undefined =
        name === 'ai-memorial-companion' && m
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
          await out.write(chunk({ role: 'assistant' }));
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
    .get('/', async (c) => c.json({ conversations: await svc.listConversations(deps, c.var.user) }))
    .post('/', async (c) => {
      const body = await parseJson(c, createConversationRequest);
      return c.json(await svc.startConversation(deps, c.var.user, body.memorialContext), 201);
    })
    .get('/:id', async (c) => c.json(await svc.conversationDetail(deps, c.var.user, conversationId(c), country(c))))
    .patch('/:id', async (c) => {
      const id = conversationId(c);
      const body = await parseJson(c, renameConversationRequest);
      return c.json(await svc.renameConversation(deps, c.var.user, id, body.title));
    })
    .delete('/:id', async (c) => {
      await svc.deleteConversation(deps, c.var.user, conversationId(c));
      return c.body(null, 204);
    });

  const usage = new Hono<AppEnv>().use('*', auth).get('/usage', async (c) => c.json(await svc.aiUsage(deps, c.var.user)));

  return { functions, conversations, usage };
}
