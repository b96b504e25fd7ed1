/**
 * The companion's own words that are not tied to a theme: what it says for the mood someone chose,
 * for short messages ("hi", "thank you", "ok"), condolences, and when someone says the same thing
 * again. Lines have no question mark; questions are separate.
 */
import type { Mood } from '@shared/constants';
import { plain, wordCount } from './text';

/** Said first, before anything else: anger is validated, overwhelm is slowed down. */
export const MOOD_LEAD: Partial<Record<Mood, string[]>> = {
  angry: [
    'Your anger makes sense, and it deserves room here without anyone hurrying you to calm down.',
    "You don't have to soften the anger. It's a natural part of grief, and often it's love with nowhere to go.",
    "It's alright to be angry. Grief isn't only sadness; sometimes it's fury at how wrong this is.",
    'Anger is welcome here. It can feel frightening or ugly, but it is often a measure of how much was lost.',
  ],
  overwhelmed: [
    "Let's slow this right down. You don't have to sort through all of it at once; for the next few minutes, one small thing is enough, like a glass of water or a few slower breaths.",
    "That's a lot arriving all at the same time, and none of it needs untangling today. If it helps, choose one tiny next step, like stepping outside for a minute or putting the kettle on.",
    'When everything piles up like this, getting through the next hour is enough. One small thing, like eating something simple or sitting somewhere comfortable, is plenty for now.',
    'We can take this one piece at a time. Before anything else, it might help to put your feet flat on the floor and let one long breath out.',
    'Nothing has to be solved right now. Maybe just one small kindness to yourself: a warm drink, a blanket, a window opened for some air.',
  ],
};

/** Said after the reflection: the gentler moods are honoured without rushing. */
export const MOOD_LINES: Partial<Record<Mood, string[]>> = {
  grateful: [
    "I'm glad you're bringing this here. Gratitude and grief often sit side by side.",
    'There is so much warmth in this. Remembering with gratitude is one of the ways love carries on.',
    "It's a gift to remember {ref} this way, with thankfulness as well as the ache.",
  ],
  peaceful: [
    "There's a quietness in how you're writing today, and it deserves to be honoured, not rushed past.",
    "It sounds like there's a little calm today. It doesn't need explaining or holding onto tightly; it's allowed just to be.",
    "A peaceful moment in grief is worth noticing. It doesn't mean the loss matters any less.",
  ],
  hopeful: [
    "There's a little hope in this, and that's worth making room for. It doesn't need to be big or certain.",
    "Hope can feel fragile in grief, even a bit disloyal at times. It's allowed, and it doesn't mean leaving {ref} behind.",
    "It sounds like there's some light today. There's no rush to turn it into anything more than it is.",
  ],
  sad: [
    'Sadness this deep is a reflection of how much love there was.',
    "It's okay to let today be a sad day. Nothing needs fixing right now.",
    'Some days the sadness just needs somewhere to be, and this can be that place.',
  ],
};

export const MOOD_QUESTIONS: Partial<Record<Mood, string[]>> = {
  overwhelmed: [
    "What's one small thing that feels doable in the next hour?",
    'What would help you feel even a little steadier right now?',
    'If we set the rest aside for now, which one thing feels most pressing?',
    'What might make the next few minutes a little easier?',
  ],
  angry: ['If the anger could speak for a minute, what would it say?', 'What tends to set the anger off most?'],
  grateful: [
    'What else are you grateful for when you think of {ref}?',
    "What's a memory that makes you especially thankful?",
  ],
  peaceful: ["What's helping you feel this bit of calm today?", 'What does the peace feel like today?'],
  hopeful: ['What do you think made today a little lighter?', 'What are you hoping for, even in a small way?'],
  sad: ['What has the sadness been like today?', 'What has today asked of you?'],
};

/** A gentle acknowledgement of the chosen mood, for short messages such as "hi". */
export const MOOD_GREETING: Record<Mood, string> = {
  peaceful: "It's good to hear there's some peace in today.",
  sad: 'It sounds like today is a sad one, and that is okay.',
  angry: 'It sounds like there is anger sitting with you today, and that is welcome here.',
  hopeful: "It's good to hear a little hope in today.",
  grateful: "It's lovely that you're coming with some gratitude today.",
  overwhelmed: "You're feeling overwhelmed, so let's take this slowly.",
};

export const CONDOLENCES = {
  named: ["I'm so sorry about {ref}.", "I'm so sorry you've lost {ref}.", "I'm so very sorry about {ref}."],
  general: [
    "I'm so sorry for your loss.",
    "I'm so sorry. That is a huge loss.",
    "I'm really sorry you're going through this.",
  ],
};

/** When someone says the same thing again. */
export const REPEATS = [
  "You've come back to this again, and that matters. Some thoughts need to be said more than once before they can settle.",
  "This is something you keep returning to, and there's no limit on how many times you can say it here.",
  'Saying it again is completely okay. Grief often goes round in circles rather than in a straight line.',
  'It sounds like this thought keeps finding its way back to you.',
  "However many times you need to say this, it's alright to say it.",
  'Some things stay true no matter how often they are said, and this sounds like one of them.',
  "You don't need to find new words for it. The same words, said again, still count.",
];

/** For the peer-support persona: peer groups and circles can help. */
export const PEER_LINES = [
  "Some people find it helps to sit with others who've been through a loss too, in a grief circle or peer group, where nothing needs explaining.",
  'If it would help, the support circles here are full of people who know this road from the inside.',
  'Talking with others who have lost someone can make the weight feel a little more shared.',
  'Peer groups can\'t take the grief away, but many people find real comfort in hearing "me too" from someone who understands.',
];

/** Only when every other variant was already used: gentle extra sentences. */
export const EXTRAS = [
  'Take all the time you need with this.',
  "There's no hurry here.",
  'We can go as slowly as you like.',
  'Nothing you say here needs to be tidy.',
  'Putting this into words takes courage.',
  'Be gentle with yourself today.',
  'Your pace is the right pace.',
  'Every part of this is allowed.',
];

export type SmallTalk = 'greeting' | 'thanks' | 'ack' | 'unsure' | 'bye' | 'sorry';

/** Short messages that need a natural reply rather than a reflection. */
export function smallTalk(text: string): SmallTalk | null {
  const p = plain(text);
  const n = wordCount(p);
  if (!p) return 'ack';
  if (
    n <= 6 &&
    /^(hi|hello|hey|hiya|heya|yo|good (morning|afternoon|evening)|morning|evening)\b/.test(p) &&
    !/\b(died|passed|lost|miss|sad|angry|help)\b/.test(p)
  )
    return 'greeting';
  if (
    n <= 10 &&
    /^(bye|goodbye|good night|goodnight|night|see you|talk (later|soon|tomorrow)|gotta go|i have to go|i need to go|i'll go now|that's all for (now|today))\b/.test(
      p,
    )
  )
    return 'bye';
  if (
    n <= 10 &&
    (/^(thank you|thanks|thank u|thx|ty|cheers|many thanks)\b/.test(p) ||
      /^(that|this) (helps|helped|is helpful|was helpful|means a lot|is kind|was kind)\b/.test(p))
  )
    return 'thanks';
  if (
    n <= 10 &&
    /^(sorry|i'm sorry|im sorry)\b/.test(p) &&
    /\b(rambl\w*|going on|venting|vent|long|all this|dump\w*|unload\w*|mess|sorry)$/.test(p)
  )
    return 'sorry';
  if (
    n <= 12 &&
    /(don't|dont|do not) know what to (say|write|talk about)|not sure what to (say|write)|where (do i|to) (start|begin)|^i (just )?(don't|dont) know$|^idk$|^no words|can't find the words|cant find the words/.test(
      p,
    )
  )
    return 'unsure';
  if (
    n <= 3 &&
    /^(ok|okay|k|kk|yes|yeah|yep|yup|no|nope|nah|maybe|sure|i guess|guess so|hmm+|mm+|hm+|right|alright|fine|i see|true|same|me too|not really|kind of|sort of|a bit|a little|uh huh|i suppose)$/.test(
      p,
    )
  )
    return 'ack';
  return null;
}

export const SMALL_TALK: Record<SmallTalk, { lines: string[]; later?: string[]; questions: string[] }> = {
  greeting: {
    lines: [
      'Hello, and welcome. This is a quiet place to talk about {ref} or about whatever is on your heart, at your own pace.',
      "Hi. I'm really glad you came. You can share as much or as little as you like; nothing needs to be said well.",
      "Hello. I'm glad you're here. You can talk about the person you've lost, about how today is going, or about nothing in particular.",
    ],
    later: [
      "Hello again. It's good to hear from you.",
      'Hi again. Take whatever time you need.',
      'Hello. Welcome back.',
    ],
    questions: [
      'How are you doing today, honestly?',
      "What's on your heart today?",
      'How has today been for you so far?',
      'Where would you like to start?',
      'What would you like to tell me about {ref} today?',
    ],
  },
  thanks: {
    lines: [
      "You're so welcome. Thank you for trusting me with some of this.",
      "You're very welcome. I'm glad it helped, even a little.",
      'Of course. Thank you for letting me listen.',
      "You're welcome. It takes something to talk about all this, and you did.",
    ],
    questions: [
      'What else, if anything, would you like to talk about?',
      'How are you feeling now, compared with when we started?',
      'What might be a gentle next step for you today?',
      'What will you do with the rest of your day?',
    ],
  },
  ack: {
    lines: [
      "Take your time. There's no rush here, and no right thing to say.",
      "That's alright. We can go as slowly as you need.",
      "Okay. You don't need to say more than feels right.",
      'Sometimes a short answer is all there is, and that is fine.',
      'Thank you for answering. Even a few words are enough.',
    ],
    questions: [
      "What's on your mind right now?",
      'What would feel most helpful to talk about?',
      'How are you feeling as we talk?',
      "What's one thing from today you'd like to set down here?",
      "What's been the hardest part of this week?",
    ],
  },
  unsure: {
    lines: [
      "That's completely okay. You don't need the right words here, and sometimes there aren't any.",
      'Grief can leave anyone lost for words. You can start anywhere, even in the middle.',
      "There's no wrong place to begin. Even a single word about how today feels is enough.",
    ],
    questions: [
      "What's been sitting heaviest on you today?",
      'If you had to pick one word for how today feels, what would it be?',
      'What made you want to talk today?',
      "What's one thing about {ref} that's on your mind?",
    ],
  },
  bye: {
    lines: [
      'Take good care of yourself. You can come back whenever you want to, whether it is about {ref} or about nothing in particular.',
      'Thank you for spending this time here. Go gently with yourself.',
      "I'm glad you came today. This space will be here whenever you want it.",
    ],
    questions: [
      "What's one kind thing you could do for yourself before the day ends?",
      'Who might you check in with, even briefly, later on?',
    ],
  },
  sorry: {
    lines: [
      "There's nothing to apologise for. This is exactly the place to say what's on your mind, as long or as messy as it needs to be.",
      "Please don't apologise. Nothing you've shared is too much.",
    ],
    questions: ['What else would you like to say?', "What's still on your mind?"],
  },
};

/** The newest message tells of a death (for a first condolence). */
export const DEATH_WORDS =
  /\b((?<!\b(nearly|almost|practically|i|could have|could've|would have|would've|phone|battery|car|plants?|laptop|computer|engine|flowers|it|conversation|all) )died|(himself|herself|themselves) to death|passed away|(?<!\b(time|day|week|weekend|moment|chance|test|exam) )passed|lost (my|our|him|her|them)|(his|her|their|'s) death|funeral|killed|suicide|took (his|her|their) own life|miscarr\w*|stillb\w*|put down|put to sleep|buried)\b/i;
