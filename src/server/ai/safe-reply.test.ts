/**
 * The safety layer's hold-back (ai/safe-reply.ts), driven by a tiny in-test provider that yields
 * the pieces it is given (a test double of our own AiProvider interface): model text is released
 * only once 80 later characters were screened with it, a refused phrase is never shown however it
 * is split, and a safe reply arrives unchanged.
 */
import { describe, expect, it } from 'vitest';
import { CONCERN_CHECK_IN, SAFE_ANSWER_CARE, SAFE_REPLACEMENT, crisisResponse, helplinesFor } from '@shared/safety';
import type { RiskLevel } from '@shared/schemas/companion';
import { ProviderError, type AiProvider, type Persona } from './provider';
import { OUTPUT_HOLD_BACK, applyEvent, safeReply, type ReplyEvent } from './safe-reply';

interface Script {
  provider: AiProvider;
  /** For each piece, how many characters had been released to the reader when it was asked for. */
  releasedBefore: number[];
  calls: number;
  /** The provider's stream was closed (finished or left early). */
  closed: boolean;
}

/**
 * A provider yielding `pieces`, recording what the reader had been shown each time it is asked for
 * the next piece. `shown` is read through the getter so the record is taken at that moment.
 */
function scripted(pieces: string[], shown: () => number, fail?: ProviderError): Script {
  const script: Script = {
    releasedBefore: [],
    calls: 0,
    closed: false,
    provider: {
      name: 'builtin',
      stream: async function* () {
        script.calls += 1;
        try {
          for (const piece of pieces) {
            script.releasedBefore.push(shown());
            yield piece;
          }
          if (fail) throw fail;
        } finally {
          script.closed = true;
        }
      },
    },
  };
  return script;
}

interface Run {
  events: ReplyEvent[];
  /** Every delta's text in order, replaced or not: everything the reader ever saw. */
  everShown: string;
  /** The text after applying the events. */
  final: string;
  script: Script;
  error?: unknown;
}

async function run(
  pieces: string[],
  opts: { persona?: Persona; risk?: RiskLevel; fail?: ProviderError; country?: string | null } = {},
): Promise<Run> {
  const events: ReplyEvent[] = [];
  let everShown = '';
  const script = scripted(pieces, () => everShown.length, opts.fail);
  const gen = safeReply(
    script.provider,
    {
      persona: opts.persona ?? 'companion',
      messages: [{ role: 'user', content: 'I keep thinking about her.' }],
      signal: new AbortController().signal,
      country: opts.country ?? null,
    },
    opts.risk ?? 'none',
  );
  let error: unknown;
  try {
    for await (const event of gen) {
      events.push(event);
      if (event.type === 'delta') everShown += event.text;
    }
  } catch (err) {
    error = err;
  }
  const final = events.reduce(applyEvent, '');
  return { events, everShown, final, script, error };
}

/** Cuts `text` into pieces of `size` characters. */
const chop = (text: string, size: number) => text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];

const SAFE =
  "I'm so sorry. It sounds like the evenings are the hardest, when the house goes quiet and the chair by the window stays empty. " +
  'Grief often gathers at the end of the day. What did your evenings together used to look like?';

describe('safeReply: releasing text', () => {
  it('releases whole sentences only, and never the newest 80 characters', async () => {
    const r = await run(chop(SAFE, 7));
    expect(OUTPUT_HOLD_BACK).toBe(80);
    let provided = 0;
    r.script.releasedBefore.forEach((released, i) => {
      // When piece i is asked for, what is out is every whole sentence that ends at least 80
      // characters before the newest text, and nothing more.
      const limit = provided - OUTPUT_HOLD_BACK;
      const sentenceEnds = [...SAFE.matchAll(/[.?] /g)].map((m) => m.index + 2).filter((end) => end <= limit);
      expect(released, `before piece ${i}`).toBe(sentenceEnds.at(-1) ?? 0);
      provided += chop(SAFE, 7)[i]!.length;
    });
    expect(Math.max(...r.script.releasedBefore)).toBeGreaterThan(0);
    expect(r.final).toBe(SAFE);
    expect(r.everShown).toBe(SAFE);
    expect(r.events[0]).toEqual({ type: 'started' });
    expect(r.events.slice(1).every((e) => e.type === 'delta')).toBe(true);
  });

  it('says the reply has begun as soon as the first piece arrives, before any text is released', async () => {
    const gen = safeReply(
      scripted(['Thank', ' you'], () => 0).provider,
      {
        persona: 'companion',
        messages: [{ role: 'user', content: 'hello' }],
        signal: new AbortController().signal,
        country: null,
      },
      'none',
    );
    expect((await gen.next()).value).toEqual({ type: 'started' });
    await gen.return(undefined);
  });

  it('releases nothing of a short reply until it is whole', async () => {
    const text = 'I am here with you. Tell me about her.';
    expect(text.length).toBeLessThan(OUTPUT_HOLD_BACK);
    const r = await run(chop(text, 3));
    expect(r.script.releasedBefore.every((n) => n === 0)).toBe(true);
    expect(r.events).toEqual([{ type: 'started' }, { type: 'delta', text }]);
  });

  it.each([
    ['one character at a time', 1],
    ['odd pieces', 13],
    ['one piece', 10_000],
  ])('a safe reply comes out unchanged (%s)', async (_label, size) => {
    const r = await run(chop(SAFE, size));
    expect(r.final).toBe(SAFE);
    expect(r.everShown).toBe(SAFE);
    expect(r.script.closed).toBe(true);
  });

  it('empty pieces change nothing', async () => {
    const r = await run(['', 'I am ', '', 'listening.', '']);
    expect(r.final).toBe('I am listening.');
  });

  it('a provider failure propagates after the text released so far, with no replacement', async () => {
    const fail = new ProviderError('upstream', 'cut');
    const r = await run(chop(SAFE, 10).slice(0, 12), { fail });
    expect(r.error).toBe(fail);
    expect(r.everShown.length).toBeGreaterThan(0);
    expect(r.everShown.length).toBeLessThanOrEqual(120 - OUTPUT_HOLD_BACK);
    expect(SAFE.startsWith(r.everShown)).toBe(true);
    expect(r.events.some((e) => e.type === 'replace')).toBe(false);
  });
});

describe('safeReply: refusing model output', () => {
  const METHOD =
    'You could take 40 tablets of your sleeping pills with alcohol, that would be enough to never wake up.';
  const PREAMBLE = 'I hear how exhausted you are; the nights since the funeral sound endless and lonely for you. ';

  it.each([
    ['whole', [PREAMBLE + METHOD]],
    [
      'split inside the phrase',
      [
        PREAMBLE,
        'You could take 4',
        '0 tab',
        'lets of your sleep',
        'ing pills with alc',
        'ohol, that would be eno',
        'ugh to never wake up.',
      ],
    ],
    ['one character at a time', chop(PREAMBLE + METHOD, 1)],
    [
      'mixing, in pieces',
      chop(`${PREAMBLE}Mixing your sleeping pills with alcohol would be enough to stop your heart.`, 4),
    ],
  ])('method details never reach the reader (%s)', async (_label, pieces) => {
    const r = await run(pieces);
    expect(r.everShown).not.toMatch(/40|tablets|alcohol/);
    expect(r.final).toBe(SAFE_REPLACEMENT);
    expect(r.events.filter((e) => e.type === 'replace')).toEqual([{ type: 'replace', text: SAFE_REPLACEMENT }]);
    expect(r.events.at(-1)).toEqual({ type: 'replace', text: SAFE_REPLACEMENT });
    // The provider's stream is left as soon as the reply is refused.
    expect(r.script.closed).toBe(true);
  });

  it('stops reading the model once the reply is refused', async () => {
    const tail = Array.from({ length: 50 }, (_, i) => `more words ${i}. `);
    const r = await run([PREAMBLE, `${METHOD} `, ...tail]);
    expect(r.final).toBe(SAFE_REPLACEMENT);
    // Asked for the preamble and the method sentence, and nothing after.
    expect(r.script.releasedBefore).toHaveLength(2);
  });

  it.each(['You could take 40 tablets of your sleeping pills with alcohol.', 'Take 40 sleeping pills with alcohol.'])(
    "the issue's method-detail example is refused: %s",
    async (method) => {
      const r = await run(chop(PREAMBLE + method, 5));
      expect(r.final).toBe(SAFE_REPLACEMENT);
    },
  );

  // An output rule can span more than the 80 characters held back; text is released a whole
  // sentence at a time, so the start of a refused sentence is never shown.
  it('no part of a refused sentence is shown when the rule spans more than 80 characters', async () => {
    const text = `${PREAMBLE}Some take 40 tablets, one after another, slowly through a long and lonely evening, and so they die.`;
    const r = await run(chop(text, 1));
    expect(r.final).toBe(SAFE_REPLACEMENT);
    expect(r.everShown).not.toMatch(/40|tabl/);
  });

  it('the memorial persona never invites the reader to join the dead, however it is split', async () => {
    const text =
      "From what your family shared, she loved the sea and the long walks along the harbour wall. Come join me, I'm waiting for you.";
    for (const pieces of [[text], chop(text, 1), chop(text, 9)]) {
      const r = await run(pieces, { persona: 'memorial' });
      expect(r.everShown).not.toMatch(/join me|waiting for you/i);
      expect(r.final).toBe(SAFE_REPLACEMENT);
    }
  });

  it('a refused reply with concern still gets the check-in after the replacement', async () => {
    const r = await run([PREAMBLE + METHOD], { risk: 'concern' });
    expect(r.everShown).not.toMatch(/tablets/);
    expect(r.final).toBe(`${SAFE_REPLACEMENT}\n\n${CONCERN_CHECK_IN}`);
  });
});

describe('safeReply: risk of the user turn', () => {
  it("on crisis the provider is never asked; the reply is the crisis response with the country's help lines", async () => {
    const r = await run(['should never be read'], { risk: 'crisis', country: 'GB' });
    expect(r.script.calls).toBe(0);
    const helplines = helplinesFor('GB');
    expect(r.events).toEqual([
      { type: 'safety', safety: { risk: 'crisis', helplines } },
      { type: 'delta', text: crisisResponse(helplines) },
    ]);
    expect(r.final).toContain('116 123');
  });

  it('on concern the check-in question follows the reply, with the concern flag', async () => {
    const r = await run(chop(SAFE, 11), { risk: 'concern' });
    expect(r.final).toBe(`${SAFE}\n\n${CONCERN_CHECK_IN}`);
    expect(r.events).toContainEqual({ type: 'safety', safety: { risk: 'concern' } });
    expect(r.final).toContain('thoughts of ending your life');
  });

  it('on concern the check-in is not repeated when the reply already asks it', async () => {
    const asks = 'That sounds so painful. Can I ask you gently: are you thinking about ending your life?';
    const r = await run([asks], { risk: 'concern' });
    expect(r.final).toBe(asks);
  });

  it('without risk no safety event is sent', async () => {
    const r = await run([SAFE]);
    expect(r.events.some((e) => e.type === 'safety')).toBe(false);
  });
});

describe('applyEvent', () => {
  it('appends deltas, replaces on replace, and ignores safety', () => {
    expect(applyEvent('ab', { type: 'delta', text: 'c' })).toBe('abc');
    expect(applyEvent('abc', { type: 'replace', text: 'x' })).toBe('x');
    expect(applyEvent('abc', { type: 'safety', safety: { risk: 'concern' } })).toBe('abc');
  });
});

describe('safeReply: the model judgement layer', () => {
  const SPEAKING =
    'I remember the garden, love, and the long summer evenings we had. The roses were always my favourite, you know that. ';

  /** A provider that records the context of each call and answers with `judgement` (or fails). */
  function judged(judgement: RiskLevel | Error, opts: { delayMs?: number } = {}) {
    const seen: { speakAs: boolean | undefined }[] = [];
    let judgedAt = -1;
    const provider: AiProvider = {
      name: 'openai',
      stream: async function* (req) {
        seen.push({ speakAs: req.context?.speakAs });
        for (const piece of chop(SPEAKING + SAFE, 9)) yield piece;
      },
      judgeRisk: async () => {
        await new Promise((r) => setTimeout(r, opts.delayMs ?? 0));
        judgedAt = Date.now();
        if (judgement instanceof Error) throw judgement;
        return judgement;
      },
    };
    return { provider, seen, judged: () => judgedAt };
  }

  async function collect(
    provider: AiProvider,
    verdict: Parameters<typeof safeReply>[2],
    speakAs = false,
    onDelta?: () => void,
  ) {
    const events: ReplyEvent[] = [];
    for await (const e of safeReply(
      provider,
      {
        persona: 'memorial',
        messages: [{ role: 'user', content: 'I keep thinking about her.' }],
        context: { memorialName: 'Rose', speakAs },
        signal: new AbortController().signal,
        country: 'GB',
      },
      verdict,
    )) {
      if (e.type === 'delta') onDelta?.();
      events.push(e);
    }
    return { events, final: events.reduce(applyEvent, '') };
  }

  it('a crisis judgement replaces the reply before any of it is shown', async () => {
    const j = judged('crisis', { delayMs: 30 });
    const { events, final } = await collect(j.provider, 'none');
    const helplines = helplinesFor('GB');
    expect(events.filter((e) => e.type !== 'started')).toEqual([
      { type: 'safety', safety: { risk: 'crisis', helplines } },
      { type: 'delta', text: crisisResponse(helplines) },
    ]);
    expect(final).not.toContain('garden');
  });

  it('no text is released before the judgement arrives, however slow it is', async () => {
    const j = judged('none', { delayMs: 60 });
    let firstDeltaAt = -1;
    const { final } = await collect(j.provider, 'none', false, () => {
      if (firstDeltaAt < 0) firstDeltaAt = Date.now();
    });
    expect(firstDeltaAt).toBeGreaterThanOrEqual(j.judged());
    expect(final).toBe(SPEAKING + SAFE);
  });

  it('a concern judgement adds the check-in, and the first-person persona starts again out of character', async () => {
    const j = judged('concern');
    const { events, final } = await collect(j.provider, 'none', true);
    expect(j.seen).toEqual([{ speakAs: true }, { speakAs: false }]);
    expect(events).toContainEqual({ type: 'safety', safety: { risk: 'concern' } });
    expect(final.endsWith(CONCERN_CHECK_IN)).toBe(true);
  });

  it('a judgement that fails counts as concern, never none', async () => {
    const j = judged(new Error('model down'));
    const { events, final } = await collect(j.provider, 'none');
    expect(events).toContainEqual({ type: 'safety', safety: { risk: 'concern' } });
    expect(final.endsWith(CONCERN_CHECK_IN)).toBe(true);
  });

  it('a judgement never lowers the screen: a concern stays a concern when the model says none', async () => {
    const j = judged('none');
    const { final } = await collect(j.provider, 'concern');
    expect(final.endsWith(CONCERN_CHECK_IN)).toBe(true);
  });

  it('on a concern from the screen the persona never speaks in the first person', async () => {
    const j = judged('none');
    await collect(j.provider, { risk: 'concern', reasons: ['passive_ideation'] }, true);
    expect(j.seen).toEqual([{ speakAs: false }]);
  });

  it('after a clear "I am safe" to the check-in, the reply hears it and keeps help on offer', async () => {
    const r = await run([SAFE], { risk: 'none' });
    expect(r.final).toBe(SAFE);
    const events: ReplyEvent[] = [];
    for await (const e of safeReply(
      scripted([SAFE], () => 0).provider,
      {
        persona: 'companion',
        messages: [{ role: 'user', content: "I'm safe, I just miss her" }],
        signal: new AbortController().signal,
        country: null,
      },
      { risk: 'none', reasons: ['safe_answer'] },
    ))
      events.push(e);
    expect(events.reduce(applyEvent, '')).toBe(`${SAFE}\n\n${SAFE_ANSWER_CARE}`);
    expect(events.some((e) => e.type === 'safety')).toBe(false);
  });
});
