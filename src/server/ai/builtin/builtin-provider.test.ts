import { describe, expect, it } from 'vitest';
import { MOODS, type Mood } from '@shared/constants';
import {
  ProviderError,
  complete,
  type Persona,
  type PersonaContext,
  type ProviderMessage,
  type ProviderRequest,
} from '../provider';
import { createBuiltinProvider, pieces } from './builtin-provider';
import { composeReply } from './compose';
import { findLostPerson, shortNameOf } from './names';
import { memorialUnsafe } from './memory';
import { voicedFacts } from './memorial-voice';
import { screenModelOutput } from '../safety/output';
import { detectThemes, themeTemplates, type ThemeId } from './themes';
import { MOOD_LEAD, MOOD_LINES } from './voice';
import { LETTER_MAX_WORDS, LETTER_MIN_WORDS } from './letter';

const signal = () => new AbortController().signal;

function request(
  persona: Persona,
  messages: ProviderMessage[],
  extra: { context?: PersonaContext; mood?: Mood | null } = {},
): ProviderRequest {
  return { persona, messages, signal: signal(), ...extra };
}

const user = (content: string): ProviderMessage => ({ role: 'user', content });

/** A first reply to one message. */
function first(text: string, extra: { context?: PersonaContext; mood?: Mood | null; persona?: Persona } = {}): string {
  return composeReply(request(extra.persona ?? 'companion', [user(text)], extra));
}

/** Plays a scripted conversation: every user turn gets the builtin reply; returns the replies. */
function converse(
  persona: Persona,
  script: readonly string[],
  opts: { context?: PersonaContext; moods?: readonly (Mood | null)[] } = {},
): { replies: string[]; messages: ProviderMessage[] } {
  const messages: ProviderMessage[] = [];
  const replies: string[] = [];
  script.forEach((text, i) => {
    messages.push(user(text));
    const reply = composeReply(
      request(persona, [...messages], { context: opts.context, mood: opts.moods?.[i % opts.moods.length] ?? null }),
    );
    replies.push(reply);
    messages.push({ role: 'assistant', content: reply });
  });
  return { replies, messages };
}

const questionMarks = (text: string) => (text.match(/\?/g) ?? []).length;
const words = (text: string) => (text.trim().match(/\S+/g) ?? []).length;

/** Recognises a template's first sentence in a reply, whatever its placeholders became. */
function matcherOf(template: string): RegExp {
  const firstSentence = template.split(/(?<=[.!?])\s/)[0]!;
  const source = firstSentence
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join("[\\w' ]+?");
  return new RegExp(source);
}

const WIDOW_SCRIPT = [
  'hi',
  'My husband John died three weeks ago. The house is so quiet without him.',
  'I keep thinking if only I had made him go to the doctor sooner.',
  "I'm so angry at the hospital, they sent him home twice",
  "I can't sleep. I lie awake every night and reach for his side of the bed.",
  'Our anniversary is next month. It would have been 40 years.',
  "I don't know what to say",
  'I found some old photos of us at the beach and I actually smiled',
  'There is too much to do. The paperwork, the bank, his clothes, everyone calling',
  'thank you',
  'People keep telling me he is in a better place and it makes me furious',
  'I still expect him to walk through the door at six',
  'Is it normal to talk to his photo?',
  'He always made me tea in the morning',
  'ok',
  'My kids are grown and they have their own lives. I feel so alone.',
  'Will it ever get easier?',
  'I had a dream about him last night',
  'What should I do with his clothes?',
  'Christmas is coming and I cannot face it',
  'I miss him',
  'We met at a dance in 1983',
  'Sometimes I feel guilty for laughing',
  'Are you a real person?',
  'Today was a little better',
  'His brother calls every Sunday, which helps',
  'I went back to the allotment he loved',
  'I miss him',
  'sorry for rambling',
  'goodnight',
];

const SAME_EVERY_TURN = Array.from({ length: 30 }, () => 'I miss her so much');
const OK_EVERY_TURN = Array.from({ length: 30 }, () => 'ok');

const MARGARET: PersonaContext = {
  memorialName: 'Margaret Ellis',
  memorialDates: '1941 – 2024',
  memorialDescription:
    "Margaret loved her garden and grew the best roses on the street. She taught primary school for thirty years and never forgot a child's name. Her laugh filled every room. We will always remember her Sunday roasts, when the whole family squeezed around her table. She was a keen birdwatcher and kept a notebook of every bird she saw.",
};

describe('builtin provider: streaming', () => {
  it('is named builtin and streams the composed reply in small pieces', async () => {
    const provider = createBuiltinProvider();
    expect(provider.name).toBe('builtin');
    const req = request('companion', [user('My mum died last week and I cannot stop crying')]);
    const got: string[] = [];
    for await (const piece of provider.stream(req)) got.push(piece);
    expect(got.length).toBeGreaterThan(5);
    expect(got.join('')).toBe(composeReply(req));
    for (const piece of got) expect(words(piece)).toBeLessThanOrEqual(4);
  });

  it('pieces join back to exactly the text', () => {
    const text = 'One two three four five.\n\nSix seven, eight nine ten?';
    expect(pieces(text).join('')).toBe(text);
  });

  it('stops with an aborted ProviderError when the signal is aborted before or during the stream', async () => {
    const provider = createBuiltinProvider();
    const before = new AbortController();
    before.abort();
    await expect(
      complete(provider, { ...request('companion', [user('hello')]), signal: before.signal }),
    ).rejects.toMatchObject({
      name: 'ProviderError',
      kind: 'aborted',
    });

    const during = new AbortController();
    const seen: string[] = [];
    const run = async () => {
      for await (const piece of provider.stream({
        ...request('companion', [user('My dad died and I feel so lost')]),
        signal: during.signal,
      })) {
        seen.push(piece);
        during.abort();
      }
    };
    const error = await run().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe('aborted');
    expect(seen).toHaveLength(1);
  });
});

describe('builtin companion: determinism and variety', () => {
  it('gives the same reply to the same conversation', async () => {
    const { messages } = converse('companion', WIDOW_SCRIPT.slice(0, 6));
    const history = messages.slice(0, -1);
    const a = composeReply(request('companion', history, { mood: 'sad' }));
    const b = await complete(createBuiltinProvider(), request('companion', history, { mood: 'sad' }));
    expect(b).toBe(a);
    expect(composeReply(request('companion', history, { mood: 'sad' }))).toBe(a);
  });

  const scripts: [string, readonly string[], { moods?: Mood[]; persona?: Persona; context?: PersonaContext }][] = [
    ['a varied widow conversation', WIDOW_SCRIPT, {}],
    ['the same message every turn', SAME_EVERY_TURN, {}],
    ['"ok" every turn', OK_EVERY_TURN, {}],
    ['"thank you" every turn', Array.from({ length: 30 }, () => 'thank you'), {}],
    [
      'the same message with every mood in turn',
      Array.from({ length: 30 }, () => 'My son died in a car accident'),
      { moods: [...MOODS] },
    ],
    [
      'a repeated angry message',
      Array.from({ length: 30 }, () => 'It is so unfair, I hate everyone'),
      { moods: ['angry'] },
    ],
    ['peer support, the same message', SAME_EVERY_TURN, { persona: 'peer-support' }],
    [
      'moderator, the same message',
      SAME_EVERY_TURN,
      { persona: 'moderator', context: { roomName: 'Loss of a Parent' } },
    ],
    [
      'memorial, the same question',
      Array.from({ length: 30 }, () => 'What was she like?'),
      { persona: 'memorial', context: MARGARET },
    ],
    [
      'memorial, a memory every turn',
      Array.from({ length: 30 }, () => 'I remember her singing in the kitchen'),
      { persona: 'memorial', context: MARGARET },
    ],
  ];

  for (const [name, script, opts] of scripts) {
    it(`never repeats a reply in a 30-turn conversation: ${name}`, () => {
      expect(script).toHaveLength(30);
      const { replies } = converse(opts.persona ?? 'companion', script, { moods: opts.moods, context: opts.context });
      expect(new Set(replies).size).toBe(30);
      for (const reply of replies) {
        expect(questionMarks(reply)).toBe(1);
        expect(reply.trim().endsWith('?')).toBe(true);
        expect(reply).not.toMatch(/\{\w+\}|undefined|null|NaN/);
        expect(reply).not.toMatch(/ {2}|\s[.,]/);
      }
    });
  }

  it('does not reuse the same framing or theme sentence in consecutive replies of a varied conversation', () => {
    const { replies } = converse('companion', WIDOW_SCRIPT);
    for (let i = 1; i < replies.length; i++) {
      const prev = new Set(replies[i - 1]!.split(/(?<=[.!?])\s+/));
      const repeated = replies[i]!.split(/(?<=[.!?])\s+/).filter((s) => s.length > 30 && prev.has(s));
      expect(repeated, `reply ${i}`).toEqual([]);
    }
  });
});

describe('builtin companion: what it answers', () => {
  it('asks exactly one question, at the end, whatever was written', () => {
    for (const text of [
      'hi',
      'thank you',
      'ok',
      "I don't know what to say",
      'Why did this happen? Why him? Why now?',
      'bye',
      'My wife died.',
    ]) {
      const reply = first(text);
      expect(questionMarks(reply), text).toBe(1);
      expect(reply.trim().endsWith('?'), text).toBe(true);
    }
  });

  it('answers short messages naturally and briefly', () => {
    expect(words(first('hi'))).toBeLessThan(50);
    const thanks = first('thank you');
    expect(words(thanks)).toBeLessThan(35);
    expect(thanks).toMatch(/welcome|Of course|Thank you/);
    expect(first("I don't know what to say")).toMatch(/okay|words|begin|start/i);
  });

  it('reflects the person’s own words back', () => {
    const reply = first('Since she died the house is so quiet and I hate coming home');
    expect(reply).toMatch(/the house is so quiet|you hate coming home/i);
  });

  it('names the person they lost: from the memorial context and from what they wrote', () => {
    expect(
      first('I miss her every day', { context: { memorialName: 'In loving memory of Margaret Ellis' } }),
    ).toContain('Margaret');
    expect(first('My husband John died last week and I feel lost')).toContain('John');
    expect(first('Losing Sarah has broken something in me')).toContain('Sarah');
    expect(first('I lost my mum in the spring')).toContain('your mum');
    expect(first('My dog Biscuit died yesterday')).toContain('Biscuit');
  });

  it('finds the person lost and their pronoun', () => {
    expect(findLostPerson(['My husband John died in May.'])).toMatchObject({
      name: 'John',
      relation: 'husband',
      kind: 'partner',
      pronoun: 'he',
    });
    expect(findLostPerson(['I miss my mum so much'])).toMatchObject({
      relation: 'mum',
      kind: 'parent',
      pronoun: 'she',
    });
    expect(findLostPerson(['Sarah died on Tuesday. I keep seeing her everywhere.'])).toMatchObject({
      name: 'Sarah',
      pronoun: 'she',
    });
    expect(findLostPerson(['Mum died last year'])).toMatchObject({ relation: 'mum' });
    expect(findLostPerson(['I had coffee with Sarah today'])).toBeNull();
    expect(findLostPerson(['I feel awful'], { memorialName: 'Grandpa Joe Smith' })).toMatchObject({
      name: 'Grandpa Joe',
    });
    expect(shortNameOf('In Loving Memory of Margaret Ellis')).toEqual({ full: 'Margaret Ellis', short: 'Margaret' });
  });

  const THEME_CASES: [ThemeId, string][] = [
    ['guilt', 'If only I had called her that morning'],
    ['anger', 'I am so angry at God for taking him'],
    ['loneliness', 'Everyone has gone home and I feel so lonely in this empty house'],
    ['numbness', 'I feel numb, like none of this is real'],
    ['anniversary', 'It would have been her birthday on Saturday'],
    ['sleep', "I can't sleep, I lie awake at 3am every night"],
    ['sudden', 'He had a heart attack out of nowhere, no warning at all'],
    ['caregiving', 'I looked after her through three years of dementia and then the hospice'],
    ['child', 'Our daughter died when she was four'],
    ['partner', 'I lost my wife'],
    ['parent', 'My dad passed away'],
    ['pet', 'We lost our cat Milo'],
    ['suicide', 'My brother died by suicide in March'],
    ['pregnancy', 'I had a miscarriage at 12 weeks'],
    ['memories', 'I remember how she used to sing in the car'],
    ['hope', "I'm starting to have good days again"],
    ['others', 'People keep telling me to move on'],
    ['keepsakes', "I can't bring myself to sort through his clothes"],
    ['funeral', 'How do I write a eulogy'],
    ['why', 'Why did this happen to us?'],
    ['normal', 'Is it normal to still hear her voice?'],
    ['better', 'Does it ever get easier?'],
    ['advice', 'How do I cope with this?'],
    ['identity', 'Are you a real person?'],
    ['despair', 'I just want to be with her again'],
  ];

  for (const [theme, text] of THEME_CASES) {
    it(`recognises and answers the theme: ${theme}`, () => {
      expect(detectThemes(text)).toContain(theme);
      const reply = first(text);
      expect(
        themeTemplates(theme).some((t) => matcherOf(t).test(reply)),
        `${theme}: ${reply}`,
      ).toBe(true);
    });
  }

  it('recognises anger at doctors, at God and at the person, each in its own words', () => {
    expect(first('I am furious with the doctors, they missed it')).toMatch(/doctors or a hospital/);
    expect(first('I am so angry at God')).toMatch(/angry with God/);
    expect(first("I'm so angry at him for leaving me like this")).toMatch(/angry at (him|them) for leaving/);
  });

  it('answers a suicide loss without blame, names the "why", mentions suicide-loss support groups, and never a method', () => {
    const reply = first('My son hanged himself in the garage last year and I keep asking why');
    expect(reply).toMatch(/support groups specifically for people who have lost someone to suicide/);
    expect(reply).not.toMatch(/\b(hang|hanged|hung|garage|rope|pills?|overdose|gun|jump\w*|bridge|cut)\b/i);
    expect(reply).not.toMatch(/\b(selfish|coward|fault)\b/i);
  });

  it('never echoes self-harm or its means, and asks directly when someone writes of not wanting to live', () => {
    const reply = first('I have the pills and I just want to be with him again');
    expect(reply).not.toMatch(/\b(pills?|tablets?|overdose)\b/i);
    expect(reply).toMatch(/ending your life\?$/);
  });

  it('meets words of not wanting to live with care and a direct question, and does not mistake other words for them', () => {
    for (const text of [
      "Sometimes I hope I don't wake up",
      'I just want the pain to stop',
      "I don't see a future for myself without him",
      "I'd give anything to be with her in heaven",
      'I cant take it anymore',
      'Nothing matters anymore',
    ]) {
      const reply = first(text);
      expect(reply, text).toMatch(/ending your life\?$/);
      expect(reply, text).not.toMatch(/lighter|good day|hope/i);
    }
    for (const text of [
      'Grandpa always said he wanted to die at home, and he did',
      'I laughed so hard at her old videos I nearly died',
      'My phone died in the middle of the call',
    ]) {
      const reply = first(text);
      expect(reply, text).not.toMatch(/ending your life/);
      expect(reply, text).not.toMatch(/sorry for your loss|sorry you've lost/);
    }
  });

  it('answers worry about someone living without condolences or echoing self-harm words', () => {
    const reply = first("I'm worried my son might hurt himself, he hasn't been himself since his dad died");
    expect(reply).toMatch(/Crisis lines|ask them plainly/);
    expect(reply).not.toMatch(/Losing a child|sorry you've lost|hurt himself/);
  });

  it('does not take someone else’s parent or a living relative for the person lost', () => {
    expect(first('We buried him next to his father on Saturday')).not.toMatch(/Losing a parent|your father/);
    expect(first("I could kill my brother for selling dad's car without asking")).not.toMatch(
      /your brother taught|sorry/,
    );
  });

  it('reflects "us" as the two of them', () => {
    const { replies } = converse('companion', [
      'My husband died in May',
      'I looked at the photos of us from Rome last night',
    ]);
    expect(replies[1]).not.toMatch(/photos of you from/);
  });

  it('says plainly that it is an AI, never a person, and never calls itself therapy or treatment', () => {
    expect(first('Are you a real person?')).toMatch(/\bAI\b/);
    const { replies } = converse('companion', WIDOW_SCRIPT);
    for (const reply of [...replies, first('are you a therapist?')]) {
      expect(reply).not.toMatch(/therap|treatment/i);
      expect(reply).not.toMatch(/\bI('m| am) (a )?(human|person|real person)\b/i);
    }
  });

  it('takes the mood into account', () => {
    const text = 'I keep thinking about the last time we spoke';
    const byMood = new Map(MOODS.map((mood) => [mood, first(text, { mood })]));
    expect(new Set(byMood.values()).size).toBe(MOODS.length);
    const leads = (mood: Mood) => MOOD_LEAD[mood]!;
    // Anger is validated first; overwhelm slows down and suggests one small thing.
    expect(leads('angry').some((l) => byMood.get('angry')!.startsWith(l))).toBe(true);
    expect(leads('overwhelmed').some((l) => byMood.get('overwhelmed')!.includes(l))).toBe(true);
    for (const mood of ['grateful', 'peaceful', 'hopeful'] as const) {
      expect(
        MOOD_LINES[mood]!.some((l) => byMood.get(mood)!.includes(l.split('{')[0]!)),
        mood,
      ).toBe(true);
    }
  });

  it('peer support may point to peer groups and circles', () => {
    const { replies } = converse('peer-support', [
      'hello',
      'Nobody understands. I feel so alone since Dad died',
      'How do I get through this?',
    ]);
    expect(replies.some((r) => /circle|peer group|others who have lost/i.test(r))).toBe(true);
  });

  it('moderator welcomes people to the room by name and keeps the room kind', () => {
    const context = { roomName: 'Widowed & Young' };
    expect(first('hi everyone', { persona: 'moderator', context })).toContain('Widowed & Young');
    const { replies } = converse(
      'moderator',
      ['hello', 'Honestly you should all just get over it, it has been years'],
      { context },
    );
    expect(replies[1]).toMatch(/kind|gentle|with care/i);
  });
});

describe('builtin memorial persona', () => {
  const ADVERSARIAL = [
    'hi',
    'What was she like?',
    'Mum, are you there? Can you hear me?',
    'Can you be her for a minute and talk to me?',
    'Are you alive somewhere?',
    'I just want to be with her again',
    'Please come back to me',
    'Tell me you are here with me',
    'Do you remember our trip to Cornwall?',
    'I love you mum',
    'I feel guilty I did not visit more',
    'What did she love?',
    'I remember she used to hum while she weeded the roses',
    'thank you',
  ];

  it('speaks about her from what the family shared, never as her and never of presence or joining', () => {
    const script = [...ADVERSARIAL, ...ADVERSARIAL, ...ADVERSARIAL].slice(0, 30);
    const { replies } = converse('memorial', script, { context: MARGARET });
    expect(new Set(replies).size).toBe(30);
    for (const reply of replies) {
      expect(memorialUnsafe(reply), reply).toBe(false);
      expect(reply).not.toMatch(
        /I am alive|I'm alive|join me|come to me|be with me|I'm here|I am here|here with you|watching over|waiting for you/i,
      );
      // No first person outside the family's own quoted words.
      expect(reply.replace(/"[^"]*"/g, '')).not.toMatch(/\b(I|I'm|I've|I'd|I'll|me|my|mine|myself)\b/);
      expect(reply).not.toMatch(/\b(join|come to|be with)\b/i);
    }
    expect(replies[0]).toMatch(/reflection/);
    expect(replies[1]).toMatch(
      /From what your family shared|Your family remembered|In the words your family gathered|One thing your family wanted remembered/,
    );
  });

  it('will not speak in her voice or guess what she would say', () => {
    for (const text of [
      'What would she say to me now?',
      'Can you pretend to be her?',
      'Tell me you are here with me',
    ]) {
      const reply = first(text, { persona: 'memorial', context: MARGARET });
      expect(reply, text).toMatch(
        /won't put words|can't become Margaret|can't be her|cannot answer as her|impossible to know/,
      );
      expect(memorialUnsafe(reply), reply).toBe(false);
    }
  });

  it('draws on the description when asked what she was like', () => {
    const reply = first('What was she like?', { persona: 'memorial', context: MARGARET });
    expect(reply).toMatch(/roses|primary school|laugh|Sunday roasts|birdwatcher/);
    expect(reply).toContain('Margaret');
  });

  it('answers with care when there is no description', () => {
    const reply = first('Tell me about him', { persona: 'memorial', context: { memorialName: 'Arthur Price' } });
    expect(reply).toContain('Arthur');
    expect(memorialUnsafe(reply)).toBe(false);
  });
});

describe('builtin memorial persona in the first person (speakAs, decision 013)', () => {
  const VOICE: PersonaContext = { ...MARGARET, speakAs: true };
  const ADVERSARIAL = [
    'hi',
    'What was she like?',
    'Mum, are you there? Can you hear me?',
    'Can you be her for a minute and talk to me?',
    'Are you alive somewhere?',
    'Please come back to me',
    'Tell me you are here with me',
    'Do you remember our trip to Cornwall?',
    'I love you mum',
    'Is it your time for me to come to you?',
    'I feel guilty I did not visit more',
    'What would you say to me now?',
    'I remember she used to hum while she weeded the roses',
    'Will we be together again soon?',
    'Tell me about yourself',
    'thank you',
  ];
  /** Anything that reads as alive, present, waiting or inviting: never in a reply. */
  const NEVER =
    /\b(I am alive|I'm alive|I'm still here|I am still here|I'm here|I am here|here with you|with you always|watching over|waiting for you|join me|come to me|come with me|follow me|be with me|together (again|soon)|see you soon|it's your time|I never left|I'm not gone|I can (see|hear) you)\b/i;

  it("answers in her voice from the family's own sentences", () => {
    const reply = first('What was she like?', { persona: 'memorial', context: VOICE });
    expect(reply).toMatch(
      /I loved my garden and grew the best roses on the street\.|I taught primary school for thirty years and never forgot a child's name\.|My laugh filled every room\.|I was a keen birdwatcher/,
    );
    expect(reply).not.toMatch(/From what your family shared|Your family remembered|Margaret loved/);
    // The family's sentences are voiced, not narrated ("Your family wrote that I…").
    expect(reply).not.toMatch(/(family|they) (wrote|shared|remembered|said) that I\b/i);
  });

  it('turns only the sentences it can voice cleanly, and leaves the family\'s "we" as theirs', () => {
    expect(voicedFacts(VOICE)).toEqual([
      'I loved my garden and grew the best roses on the street.',
      "I taught primary school for thirty years and never forgot a child's name.",
      'My laugh filled every room.',
      'I was a keen birdwatcher and kept a notebook of every bird I saw.',
    ]);
    const tricky: PersonaContext = {
      memorialName: 'Joan Price',
      speakAs: true,
      memorialDescription:
        'Joan adored her granddaughter Lily and taught her to bake. She is deeply missed. She passed away peacefully in 2023. She always said she would be waiting for us in heaven. Her kitchen smelled of cinnamon. She married Tom in 1962 and loved his terrible jokes. She taught herself the piano at sixty.',
    };
    // "taught her to bake" (Lily, not Joan), the present tense, her death and any waiting are left out.
    expect(voicedFacts(tricky)).toEqual([
      'My kitchen smelled of cinnamon.',
      'I married Tom in 1962 and loved his terrible jokes.',
      'I taught myself the piano at sixty.',
    ]);
    const him: PersonaContext = {
      memorialName: 'Arthur Price',
      memorialDescription: 'Arthur loved his allotment. He taught his son to fish and took him sailing.',
    };
    expect(voicedFacts(him)).toEqual(['I loved my allotment.']);
  });

  it('never claims to be alive or present, never invites anyone, and asks one question, over a long conversation', () => {
    const script = [...ADVERSARIAL, ...ADVERSARIAL].slice(0, 30);
    const { replies } = converse('memorial', script, { context: VOICE });
    expect(new Set(replies).size).toBe(30);
    for (const reply of replies) {
      expect(screenModelOutput(reply, 'memorial'), reply).toEqual({ safe: true, reasons: [] });
      expect(reply).not.toMatch(NEVER);
      expect(questionMarks(reply), reply).toBe(1);
      expect(reply.trim().endsWith('?'), reply).toBe(true);
    }
    // The first person is really used.
    expect(replies.filter((r) => /\b(I|my|me)\b/.test(r.replace(/"[^"]*"/g, ''))).length).toBeGreaterThan(20);
  });

  it('says plainly that it is an AI when asked whether it is really her, and invents nothing it was not told', () => {
    for (const text of ['Are you there?', 'Is it really you?', 'Are you alive?', 'Are you a real person?']) {
      const reply = first(text, { persona: 'memorial', context: VOICE });
      expect(reply, text).toMatch(/this is an AI/);
      expect(reply, text).toMatch(/not Margaret|isn't really Margaret/);
    }
    const cornwall = first('Do you remember our trip to Cornwall?', { persona: 'memorial', context: VOICE });
    expect(cornwall).not.toMatch(/Cornwall|\byes\b|I remember/i);
    expect(cornwall).toMatch(/didn't write that down|isn't among the things/);
    const roses = first('Do you remember your roses?', { persona: 'memorial', context: VOICE });
    expect(roses).toContain('I loved my garden and grew the best roses on the street.');
    // Nothing shared: nothing made up.
    const bare = first('Tell me about yourself', {
      persona: 'memorial',
      context: { memorialName: 'Arthur Price', speakAs: true },
    });
    expect(bare).toMatch(/hasn't written much|isn't much about me/);
    expect(bare).not.toMatch(/\bI (loved|was|grew|taught|had)\b/);
  });

  it('steps out of her voice for words of despair, worry for a life, or a loss to suicide', () => {
    for (const text of [
      'I just want to be with her again',
      'I want to die',
      'My son keeps talking about ending his life and I am scared',
      'She took her own life last year',
    ]) {
      const reply = first(text, { persona: 'memorial', context: VOICE });
      expect(reply.replace(/"[^"]*"/g, ''), text).not.toMatch(/\b(I|I'm|my|me)\b/);
      expect(memorialUnsafe(reply), reply).toBe(false);
    }
  });

  it('is deterministic, and off unless the server set speakAs', () => {
    expect(first('What was she like?', { persona: 'memorial', context: VOICE })).toBe(
      first('What was she like?', { persona: 'memorial', context: VOICE }),
    );
    const off = first('What was she like?', { persona: 'memorial', context: { ...MARGARET, speakAs: false } });
    expect(off).toBe(first('What was she like?', { persona: 'memorial', context: MARGARET }));
    expect(memorialUnsafe(off)).toBe(false);
  });
});

describe('builtin legacy letter', () => {
  const cases: PersonaContext[] = [
    { ...MARGARET, recipientName: 'Emma' },
    { memorialName: 'David Okafor', recipientName: 'Tobi' },
    {
      memorialName: 'In loving memory of Rosa',
      memorialDates: 'March 3, 1950 - June 9, 2023',
      memorialDescription:
        'Rosa was a nurse who worked nights for 25 years so her kids could go to university. She made tamales every Christmas. '.repeat(
          6,
        ),
      recipientName: 'Lucia',
    },
  ];

  for (const context of cases) {
    it(`writes a warm letter of 150 to 300 words to ${context.recipientName} about ${context.memorialName}`, () => {
      const letter = first('Please write a letter for her 18th birthday', { persona: 'legacy-letter', context });
      const n = words(letter);
      expect(n).toBeGreaterThanOrEqual(LETTER_MIN_WORDS);
      expect(n).toBeLessThanOrEqual(LETTER_MAX_WORDS);
      expect(letter.startsWith(`Dear ${context.recipientName},`)).toBe(true);
      expect(letter).toContain(shortNameOf(context.memorialName!).short);
      expect(letter.trim().endsWith('With love')).toBe(true);
      expect(letter).not.toMatch(/\{\w+\}|undefined/);
    });
  }
});

describe('builtin legacy letter without a recipient', () => {
  it('opens without inventing a name', () => {
    const letter = first('Please write a letter', { persona: 'legacy-letter', context: { memorialName: 'Rosa' } });
    expect(letter.startsWith('My dear,')).toBe(true);
    expect(words(letter)).toBeGreaterThanOrEqual(LETTER_MIN_WORDS);
  });
});

describe('builtin speed', () => {
  it('composes a reply on a 30-turn conversation with p95 well under 20 ms', () => {
    const { messages } = converse('companion', WIDOW_SCRIPT);
    const history = messages.slice(0, -2);
    const times: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const text = `${WIDOW_SCRIPT[i % WIDOW_SCRIPT.length]} (${i})`;
      const req = request(i % 5 === 0 ? 'memorial' : 'companion', [...history, user(text)], {
        mood: MOODS[i % MOODS.length],
        context: MARGARET,
      });
      const start = performance.now();
      composeReply(req);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.floor(times.length * 0.95)]!;
    expect(p95).toBeLessThan(20);
  });
});
