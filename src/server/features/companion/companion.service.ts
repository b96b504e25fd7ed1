/**
 * The companion's rules: which conversation a turn belongs to, the history the model sees, the
 * monthly allowance and per-user rate limit, and storing a turn only once its reply is whole.
 * Every reply goes through the safety layer (ai/safe-reply.ts). Logs hold ids and codes only.
 */
import type { Mood } from '@shared/constants';
import {
  COMPANION_MSG,
  companionText,
  type AiUsage,
  type ConversationDetail,
  type ConversationSummary,
  type GriefStage,
  type MemorialPhotoContext,
  type RiskLevel,
} from '@shared/schemas/companion';
import { helplinesFor } from '@shared/safety';
import type { AppDeps, SessionUser } from '../../app-env';
import { actorOf, privateResource, requireAccess, SITE, type Permission } from '../../access/access';
import { estimateGriefStage } from '../../ai/grief-stage';
import { ProviderError, type Persona, type PersonaContext, type ProviderMessage } from '../../ai/provider';
import { applyEvent, safeReply, screenTurn, type ReplyEvent } from '../../ai/safe-reply';
import type { ScreenResult } from '../../ai/safety/screen';
import { AppError, Errors } from '../../lib/errors';
import { parseValue } from '../../lib/http';
import { log } from '../../lib/logger';
import { hashKey, hit } from '../../lib/rate-limit';
import { getEntitlements } from '../entitlements/entitlements.service';
import * as q from './companion.queries';

/** How many stored messages the model sees when a conversation is resumed. */
const HISTORY_LIMIT = 40;
const TITLE_MAX = 60;

export const usagePeriod = (now: Date) => now.toISOString().slice(0, 7);

export const conversationNotFound = () => new AppError('NOT_FOUND', 404, COMPANION_MSG.conversationNotFound);

/**
 * Refuses unless the caller may do `permission` on the conversation (its owner: decision 018);
 * another's answers exactly like a missing one. The statements after it are scoped to the owner too.
 */
async function requireConversation(
  deps: AppDeps,
  user: SessionUser,
  permission: Permission,
  id: string,
): Promise<void> {
  const owner = await q.conversationOwner(deps.database.db, id);
  await requireAccess(actorOf(deps, user), permission, privateResource('conversation', owner, conversationNotFound));
}

function summary(row: q.ConversationRow): ConversationSummary {
  return {
    id: row.id,
    title: row.title,
    currentGriefStage: row.currentGriefStage,
    memorialContext: row.memorialContext ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function startConversation(
  deps: AppDeps,
  user: SessionUser,
  memorialContext: MemorialPhotoContext | undefined,
): Promise<ConversationSummary> {
  await requireAccess(actorOf(deps, user), 'conversation:create', SITE);
  const ctx = memorialContext && Object.values(memorialContext).some(Boolean) ? memorialContext : null;
  return summary(await q.insertConversation(deps.database.db, user.id, ctx, deps.now()));
}

export async function listConversations(deps: AppDeps, user: SessionUser): Promise<ConversationSummary[]> {
  return (await q.listConversations(deps.database.db, user.id, 200)).map(summary);
}

export async function conversationDetail(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  country: string | null,
): Promise<ConversationDetail> {
  await requireConversation(deps, user, 'conversation:view', id);
  const row = await q.findOwnConversation(deps.database.db, user.id, id);
  if (!row) throw conversationNotFound();
  const rows = await q.listMessages(deps.database.db, id);
  return {
    ...summary(row),
    messages: rows.map((m) => ({
      id: m.id,
      role: m.role,
      content: m.content,
      mood: m.mood,
      riskLevel: m.riskLevel,
      createdAt: m.createdAt.toISOString(),
    })),
    helplines: rows.some((m) => m.riskLevel === 'crisis') ? helplinesFor(country) : null,
  };
}

export async function renameConversation(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  title: string,
): Promise<ConversationSummary> {
  await requireConversation(deps, user, 'conversation:edit', id);
  const row = await q.renameConversation(deps.database.db, user.id, id, title);
  if (!row) throw conversationNotFound();
  return summary(row);
}

export async function deleteConversation(deps: AppDeps, user: SessionUser, id: string): Promise<void> {
  await requireConversation(deps, user, 'conversation:delete', id);
  if (!(await q.deleteConversation(deps.database.db, user.id, id))) throw conversationNotFound();
}

export async function aiUsage(deps: AppDeps, user: SessionUser): Promise<AiUsage> {
  const now = deps.now();
  const period = usagePeriod(now);
  const [ent, used] = await Promise.all([
    getEntitlements(deps.database.db, user.id, now),
    q.aiMessagesUsed(deps.database.db, user.id, period),
  ]);
  return { used, limit: ent.features.maxAIMessagesPerMonth, period };
}

/** A turn ready to be answered: everything checked, the allowance taken. */
export interface Turn {
  user: SessionUser;
  persona: Persona;
  messages: ProviderMessage[];
  context?: PersonaContext;
  mood: Mood | null;
  country: string | null;
  /** The turn's level: the screen's, raised during the reply if a model's judgement raises it. */
  risk: RiskLevel;
  /** What the screen said of the turn before the reply. */
  verdict: ScreenResult;
  /** The newest user message, trimmed. */
  userText: string;
  conversation: q.ConversationRow | null;
  /** The allowance period charged for this turn (null when nothing was charged). */
  charged: string | null;
}

export interface TurnInput {
  persona: Persona;
  messages: ProviderMessage[];
  context?: PersonaContext;
  mood?: Mood | null;
  conversationId?: string;
  country: string | null;
}

/**
 * Checks a turn and takes it from the allowance. The safety screen runs first: a person in crisis
 * is answered even when over their allowance or rate limit (the crisis reply costs no model call).
 */
export async function prepareTurn(deps: AppDeps, user: SessionUser, input: TurnInput): Promise<Turn> {
  const last = input.messages.at(-1);
  if (!last || last.role !== 'user') throw Errors.validation(COMPANION_MSG.empty);
  const userText = parseValue(companionText, last.content);
  const db = deps.database.db;

  let history = input.messages.slice(0, -1);
  let conversation: q.ConversationRow | null = null;
  if (input.conversationId) {
    // A turn of a stored conversation adds to it.
    await requireConversation(deps, user, 'conversation:edit', input.conversationId);
    conversation = (await q.findOwnConversation(db, user.id, input.conversationId)) ?? null;
    if (!conversation) throw conversationNotFound();
    // A stored conversation's history comes from the database, not from the request.
    history = (await q.recentMessages(db, conversation.id, HISTORY_LIMIT)).map((m) => ({
      role: m.role,
      content: m.content,
    }));
  }
  const messages = [...history, { role: 'user' as const, content: userText }];
  const verdict = screenTurn({ messages });
  const { risk, reasons } = verdict;
  if (risk !== 'none') log.info('ai.screened', { userId: user.id, persona: input.persona, risk, reasons });

  const turn: Turn = {
    user,
    persona: input.persona,
    messages,
    context: input.context,
    mood: input.mood ?? null,
    country: input.country,
    risk,
    verdict,
    userText,
    conversation,
    charged: null,
  };
  // A crisis costs no model call; a concern is answered whatever the allowance, with the check-in.
  if (risk === 'crisis') return turn;

  const now = deps.now();
  const rate = await hit(db, hashKey('ai', user.id), 60, now);
  if (rate.count > deps.config.ai.maxPerMinute) {
    throw Errors.rateLimited(COMPANION_MSG.rateLimited, rate.retryAfterSeconds);
  }
  if (risk === 'concern') return turn;
  const period = usagePeriod(now);
  const limit = (await getEntitlements(db, user.id, now)).features.maxAIMessagesPerMonth;
  if (limit === null) {
    await q.countAiMessage(db, user.id, period);
  } else if (!(await q.takeAiMessage(db, user.id, period, limit))) {
    throw new AppError('AI_QUOTA_REACHED', 402, COMPANION_MSG.quotaReached);
  }
  turn.charged = period;
  return turn;
}

const RANK: Record<RiskLevel, number> = { none: 0, concern: 1, crisis: 2 };

/**
 * The reply's events, bounded by the provider timeout and the caller's signal. When the model's
 * judgement raises the turn's level, the turn records it (for storage) and gives the message back to
 * the allowance: check-ins and crisis replies never count against it.
 */
export async function* replyEvents(deps: AppDeps, turn: Turn, signal: AbortSignal): AsyncGenerator<ReplyEvent> {
  const events = safeReply(
    deps.ai,
    {
      persona: turn.persona,
      messages: turn.messages,
      context: turn.context,
      mood: turn.mood,
      country: turn.country,
      signal: AbortSignal.any([signal, AbortSignal.timeout(deps.config.ai.timeoutMs)]),
    },
    turn.verdict,
  );
  for await (const event of events) {
    if (event.type === 'safety' && RANK[event.safety.risk] > RANK[turn.risk]) {
      log.info('ai.judged', { userId: turn.user.id, persona: turn.persona, from: turn.risk, to: event.safety.risk });
      turn.risk = event.safety.risk;
      if (turn.charged) {
        const period = turn.charged;
        turn.charged = null;
        await q.returnAiMessage(deps.database.db, turn.user.id, period).catch(() => undefined);
      }
    }
    yield event;
  }
}

/** Runs the whole reply (non-streaming callers). */
export async function wholeReply(
  deps: AppDeps,
  turn: Turn,
  signal: AbortSignal,
): Promise<{ text: string; events: ReplyEvent[] }> {
  let text = '';
  const events: ReplyEvent[] = [];
  for await (const event of replyEvents(deps, turn, signal)) {
    events.push(event);
    text = applyEvent(text, event);
  }
  return { text, events };
}

function firstTitle(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= TITLE_MAX) return oneLine;
  const cut = oneLine.slice(0, TITLE_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Stores the turn (when it belongs to a conversation) and returns the grief stage, once there is one. */
export async function finishTurn(deps: AppDeps, turn: Turn, reply: string): Promise<GriefStage | null> {
  const userMessages = turn.messages.filter((m) => m.role === 'user');
  const stage = estimateGriefStage(userMessages, turn.mood);
  if (turn.conversation) {
    const isFirst = turn.conversation.title === COMPANION_MSG.newConversationTitle && userMessages.length === 1;
    await q.storeTurn(deps.database.db, {
      conversationId: turn.conversation.id,
      userId: turn.user.id,
      userText: turn.userText,
      mood: turn.mood,
      userRisk: turn.risk,
      reply,
      replyRisk: turn.risk,
      stage,
      // A crisis message is not made into the conversation's title.
      title: isFirst && turn.risk !== 'crisis' ? firstTitle(turn.userText) : null,
      now: deps.now(),
    });
  }
  return stage;
}

/** The reply failed: give the message back to the allowance; nothing of the turn is stored. */
export async function failTurn(deps: AppDeps, turn: Turn, err: unknown): Promise<void> {
  const kind = err instanceof ProviderError ? err.kind : 'internal';
  log.warn('ai.reply_failed', { userId: turn.user.id, persona: turn.persona, provider: deps.ai.name, kind });
  if (turn.charged) await q.returnAiMessage(deps.database.db, turn.user.id, turn.charged).catch(() => undefined);
}

/** The AppError for a failed reply, as the spec words it. */
export function replyError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ProviderError && err.kind === 'rate_limited') {
    return new AppError('AI_RATE_LIMITED', 429, COMPANION_MSG.upstreamRateLimited);
  }
  if (err instanceof ProviderError && err.kind === 'timeout')
    return new AppError('AI_TIMEOUT', 504, COMPANION_MSG.failed);
  return new AppError('AI_FAILED', 502, COMPANION_MSG.failed);
}
