/**
 * The AI companion and the streaming chat (spec sections 2, 3, 5, 7): request and response shapes
 * and the spec's messages, one copy for the browser and the server.
 */
import { z } from 'zod';
import { LIMITS, MOODS } from '../constants';
import { text } from './fields';

export const GRIEF_STAGES = ['denial', 'anger', 'bargaining', 'depression', 'acceptance'] as const;
export type GriefStage = (typeof GRIEF_STAGES)[number];

/** The words shown for a stage ("Stage: Deep sadness"): gentle, never clinical. */
export const GRIEF_STAGE_LABELS: Record<GriefStage, string> = {
  denial: 'Shock and disbelief',
  anger: 'Anger and protest',
  bargaining: 'Guilt and what-ifs',
  depression: 'Deep sadness',
  acceptance: 'Finding some peace',
};

export const RISK_LEVELS = ['none', 'concern', 'crisis'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** The three streaming function names of spec section 7. */
export const STREAM_FUNCTIONS = ['ai-memorial-companion', 'ai-peer-support', 'ai-community-moderator'] as const;
export type StreamFunction = (typeof STREAM_FUNCTIONS)[number];

export const COMPANION_MSG = {
  empty: 'Message cannot be empty',
  tooLong: 'Message must be less than 5000 characters',
  validationTitle: 'Validation Error',
  failedTitle: 'Error',
  failed: 'Failed to get response. Please try again.',
  /** Ours: shown beside the message box when an unsent message came back from this device. */
  draftRestored: 'We kept the message you were writing.',
  notSignedIn: 'You must be logged in to use this feature',
  noBody: 'No response body',
  quotaReached:
    "You've used this month's 20 free AI messages. Upgrade to Premium at /pricing for unlimited conversations; your memorials and journal stay open to you either way.",
  rateLimited: 'The companion needs a moment. Please wait a little and send your message again.',
  upstreamRateLimited: 'Rate limit exceeded. Try again later.',
  conversationNotFound: 'We could not find that conversation.',
  newConversationTitle: 'New Conversation',
  moodPlaceholder: 'How are you feeling?',
  inputPlaceholder: "Share what's on your heart...",
  thinking: 'Thinking...',
  emptyHeading: "You're not alone",
  connectingWith: (name: string) => `Connecting with ${name}`,
  stage: (stage: string) => `Stage: ${stage}`,
  stageInfo:
    'Grief does not move through fixed stages in order. This is only a gentle reading of how your words have sounded lately, shown once there is enough to go on. It is not a diagnosis.',
  chatPlaceholder: 'Type your message...',
  chatEmpty: 'Start a conversation with your AI companion',
  memorialChatPlaceholder: 'Share a memory or ask about your loved one...',
  aiNotice:
    'You are talking with an AI companion, not a person. It can listen and reflect, but it is not a counsellor or a substitute for care from people around you.',
  aiReminder:
    'A gentle reminder: you have been talking with an AI companion for a while. It is not a person. Consider reaching out to someone you trust, too.',
  memorialNotice: (name: string) =>
    `This is an AI reflection built from what the family shared about ${name}. It is not ${name}, and it cannot speak for them.`,
  /**
   * Decision 013: always on screen while the companion speaks in the first person as the person
   * who died (the memorial's chat panel, and /companion connected to such a memorial).
   */
  speakingAs: (name: string) => `AI companion speaking as ${name}, from what the family shared. It is not ${name}.`,
  /** The memorial's "Talk with AI" dialog (spec section 2), worded for the owner's choice. */
  connectTitle: 'Connect with AI Companion',
  connectAsThem: (name: string) =>
    `The AI companion will speak as ${name}, using this photo and what was shared about them on this memorial. It is an AI, not ${name}.`,
  connectAboutThem: (name: string) =>
    `The AI companion will talk with you about ${name}, using this photo and what was shared about them on this memorial.`,
  connectAsThemNote: (name: string) =>
    `It speaks only from what the family shared and cannot know what ${name} would truly say. Whenever someone seems to be struggling, it steps out of ${name}'s voice. You can stop whenever you wish.`,
  connectAboutThemNote: (name: string) =>
    `This is an AI reflection, not ${name}. It cannot know what they would truly say, but it can help you remember them and put into words what is on your heart. You can stop whenever you wish.`,
  letterNeedsMemorialAndRecipient: 'Please select a memorial and recipient.',
  letterOwnerOnly: 'You can only write letters from memorials you created.',
} as const;

/** After this much continuous use the "you are talking with an AI" notice is shown again. */
export const AI_REMINDER_AFTER_MS = 3 * 60 * 60 * 1000;

export const companionText = text({ error: COMPANION_MSG.empty })
  .trim()
  .min(1, COMPANION_MSG.empty)
  .max(LIMITS.companionMessage, COMPANION_MSG.tooLong);

const chatMessage = z.object({
  role: z.enum(['user', 'assistant']),
  // Earlier turns are capped generously; the newest user turn is checked with companionText.
  content: text().max(20_000),
});
export type ChatTurn = z.infer<typeof chatMessage>;

/** A memorial's share token as the page carries it (?share=); the server checks it. */
const shareToken = text().max(200).optional();

/**
 * The spec's memorial context of /companion. `memorialId` (and `shareToken` when the memorial was
 * opened with a share link) name the memorial: the server then reads its name, description and
 * dates, and whether its owner let the companion speak as the person, from the database
 * (decision 013); the name and description sent here are used only without them.
 */
export const memorialPhotoContext = z.object({
  memorialPhoto: text().max(2000).optional(),
  memorialName: text().max(LIMITS.memorialTitle).optional(),
  memorialDescription: text().max(LIMITS.memorialDescription).optional(),
  memorialId: z.uuid().optional(),
  shareToken,
});
export type MemorialPhotoContext = z.infer<typeof memorialPhotoContext>;

/**
 * POST /api/functions/ai-companion. `messages` and `memorialContext` are the spec's; the optional
 * `conversationId` and `mood` let the server store the turn (the history is then read from the
 * database, not trusted from the client).
 */
export const companionRequest = z.object({
  messages: z.array(chatMessage).min(1).max(200),
  memorialContext: memorialPhotoContext.optional(),
  conversationId: z.uuid().optional(),
  mood: z.enum(MOODS).nullish(),
});
export type CompanionRequest = z.infer<typeof companionRequest>;

/** Help lines shown with a crisis reply. */
export interface Helpline {
  country: string;
  name: string;
  contact: string;
  url: string;
}

/**
 * What the crisis screen's word on something a person wrote gives back to them, with the answer to
 * their guestbook message, circle post, peer message, support request or journal entry: with a
 * crisis, the help lines for their country; with a concern, a gentle note. Absent when it saw none.
 */
export type WrittenSupport = { risk: 'crisis'; helplines: Helpline[] } | { risk: 'concern' };

/** Added to a reply when the safety screen saw risk. */
export interface SafetyInfo {
  risk: RiskLevel;
  /** On crisis: the help lines for the user's country (findahelpline.com otherwise). */
  helplines?: Helpline[];
}

export interface CompanionResponse {
  choices: [{ message: { role: 'assistant'; content: string } }];
  /** Present once there is enough to go on (see ai/grief-stage.ts). */
  grief_stage?: GriefStage;
  safety: SafetyInfo;
  /** Present when the turn was stored. */
  conversationId?: string;
  /**
   * Present when the turn named a memorial the caller may view: the name the companion speaks as
   * (its owner's choice, decision 013), or null when it speaks about them. The page's disclosure
   * follows it.
   */
  speakingAs?: string | null;
}

/** The streaming functions' context (spec section 7). */
export const streamRequest = z.object({
  messages: z.array(chatMessage).min(1).max(200),
  memorialContext: z
    .object({
      title: text().max(LIMITS.memorialTitle).optional(),
      description: text().max(LIMITS.memorialDescription).optional(),
      dates: text().max(100).optional(),
      /** With it, the server takes the memorial's details and voice from the database (decision 013). */
      memorialId: z.uuid().optional(),
      shareToken,
    })
    .optional(),
  roomContext: z
    .object({
      name: text().max(LIMITS.roomName).optional(),
      description: text().max(LIMITS.roomDescription).optional(),
      /** With it, the server takes the room's name and description from the database (decision 036). */
      roomId: z.uuid().optional(),
    })
    .optional(),
});
export type StreamRequest = z.infer<typeof streamRequest>;

/**
 * One SSE chunk: `data: {"choices":[{"delta":{"content":"…"}}]}`. A chunk may also carry `safety`
 * (the crisis card), `replace` (the text so far was withheld and is replaced by this content) or,
 * on the first chunk, `speakingAs`.
 */
export interface StreamChunk {
  choices: [{ delta: { content?: string; role?: 'assistant' } }];
  safety?: SafetyInfo;
  replace?: boolean;
  /** On the first chunk, as CompanionResponse.speakingAs (the memorial companion only). */
  speakingAs?: string | null;
}

/** POST /api/conversations: starts a conversation (optionally with a memorial's context). */
export const createConversationRequest = z.object({ memorialContext: memorialPhotoContext.optional() });

/** PATCH /api/conversations/:id: rename. */
export const renameConversationRequest = z.object({
  title: text({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(100, 'Title must be less than 100 characters'),
});

export interface ConversationSummary {
  id: string;
  title: string;
  currentGriefStage: GriefStage | null;
  memorialContext: MemorialPhotoContext | null;
  createdAt: string;
  updatedAt: string;
}

export interface StoredMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  mood: string | null;
  riskLevel: RiskLevel;
  createdAt: string;
}

export interface ConversationDetail extends ConversationSummary {
  messages: StoredMessage[];
  /** Crisis help lines when any message in the conversation was a crisis (the card stays reachable). */
  helplines: Helpline[] | null;
}

/** GET /api/conversations: the caller's conversations, most recent first. */
export interface ConversationListResponse {
  conversations: ConversationSummary[];
}

/** POST /api/functions/generate-legacy-letter: the drafted letter's text. */
export interface GeneratedLetterResponse {
  letter: string;
}

export const generateLetterRequest = z.object({
  memorial_id: z.uuid({ error: COMPANION_MSG.letterNeedsMemorialAndRecipient }),
  recipient_name: text({ error: COMPANION_MSG.letterNeedsMemorialAndRecipient })
    .trim()
    .min(1, COMPANION_MSG.letterNeedsMemorialAndRecipient)
    .max(LIMITS.letterRecipient),
});

/** GET /api/ai/usage: AI messages used this calendar month (UTC); limit null means unlimited. */
export interface AiUsage {
  used: number;
  limit: number | null;
  /** e.g. "2026-11". */
  period: string;
}
