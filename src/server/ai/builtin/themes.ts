/**
 * The shapes grief commonly takes, how the companion recognises them in what someone wrote, and
 * what it knows to say about each. Templates use {ref} (the person lost, by name when known),
 * {they}/{them}/{their}/{theirs}/{self} and {was}/{is}/{has} (see names.ts). Lines never contain a
 * question mark: the one question of a reply comes from `questions`. In special lines {ref} is only
 * used where "them" also reads well, as they may be used when the name is not known.
 */

import { memo } from './memo';

export type ThemeId =
  | 'despair'
  | 'worried'
  | 'identity'
  | 'suicide'
  | 'pregnancy'
  | 'sudden'
  | 'guilt'
  | 'anger'
  | 'why'
  | 'normal'
  | 'better'
  | 'funeral'
  | 'numbness'
  | 'loneliness'
  | 'anniversary'
  | 'sleep'
  | 'caregiving'
  | 'others'
  | 'keepsakes'
  | 'advice'
  | 'missing'
  | 'child'
  | 'partner'
  | 'parent'
  | 'pet'
  | 'memories'
  | 'hope';

export interface Special {
  when: RegExp;
  lines: string[];
  questions?: string[];
}

export interface Theme {
  id: ThemeId;
  match: RegExp[];
  /** A fuller, knowledgeable response: one to three sentences. */
  lines: string[];
  /** One sentence, for when the theme is acknowledged alongside another. */
  short: string[];
  questions: string[];
  /** More specific lines, preferred when their pattern matches. */
  special?: Special[];
}

/** Relation themes: who was lost, rather than what the grief feels like. */
export const RELATION_THEMES: ReadonlySet<ThemeId> = new Set(['child', 'partner', 'parent', 'pet']);

/** In priority order: the first theme found in a message leads the reply. */
export const THEMES: Theme[] = [
  {
    id: 'despair',
    match: [
      /\bi (just |really |honestly |sometimes |kind of |still )?(want|wanted|wish) to (die|be dead|not be here|disappear)\b/,
      /\bwish i (was|were) dead\b/,
      /\b(be with|join) (him|her|them) (again|soon)\b/,
      /\bjust want to be with (him|her|them)\b/,
      /\bbe where (he|she|they) (is|are)\b/,
      /\b(can't|cannot|can not|don't know how to|don't see how i can) (go on|keep going|carry on|do this anymore|live without)\b/,
      /\b(no|what's the|what is the|whats the) point (of|in) (anything|living|life|going on|being here)\b/,
      /\bwhat's even the point\b/,
      /\bnot wake up\b/,
      /\bi (just |really )?(don't|do not) want to (be here|wake up|live|be alive)( anymore)?\b/,
      /\b(i feel like i'm|i'm) disappearing\b/,
      /\bbetter off without me\b/,
      /\bend it all\b/,
      /\b(kill|hurt|harm) myself\b/,
      /\b(suicidal|thinking (about|of) suicide|considering suicide)\b/,
      /\b(hope|wish|pray) i (don't|do not|didn't|never|won't) wake( up)?\b/,
      /\b(wouldn't mind|don't care|would be fine) if i (didn't|don't|never|died)\b/,
      /\b(sleep forever|not exist|stop existing|just existing|not living|fading away|end the pain|make (it|the pain) stop|want the pain to stop|pain to end)\b/,
      /\b(want|wanna|wish|wait|long|need|going|ready|give anything|would give anything)( \w+){0,2} (go )?(be|join) (with )?(him|her|them|my \w+)\b/,
      /\bbe with (him|her|them) in heaven\b/,
      /\bgo where (he|she|they) (went|is|are)\b/,
      /\bsee (him|her|them) (sooner|soon)\b/,
      /\b(what's|what is|whats) (even )?the point( anymore| any more| of (anything|it all|going on|living|life|being here|trying|carrying on))\b/,
      /\b(what's|what is|whats) (even )?the point[?.!\s]*$/,
      /\b(no|don't see a|can't see a|cannot see a|there's no) (way (out|forward)|future)\b/,
      /\b(can't|cannot) (take|bear|stand) (it|this) (anymore|any more|any longer)\b/,
      /\bhow (much )?longer i can (keep going|go on|do this|take (it|this))\b/,
      /\b(i've|i have|i'm) (given|giving) up\b/,
      /\b(nothing matters|everything (is|feels) pointless|feel(ing)? (so )?(hopeless|trapped)|no hope left|tired of (everything|living|life|it all))\b/,
      /\b(don't|do not) care what happens to me\b/,
      /\b(dark thoughts|think(ing)? about (death|dying)|thought about (death|dying)|thinking of dying)\b/,
      /\b(think|thinking|thought) about (suicide|killing myself|ending (it|my life))\b/,
      /\bwish it (had been|was|were) me\b|\b(take|taken) me instead\b/,
      /\b(people|anyone|someone) (would )?wants? to die\b/,
      /\bhaven't (eaten|left (the|my) (bed|room|house))\b/,
    ],
    lines: [
      'It sounds like the pain has become so heavy that it is hard to see a way through it. When grief gets this dark, it matters that you are not carrying it on your own.',
      'When the loss is this big, some people start to feel they cannot go on, or that they would rather not be here. Those feelings deserve real care from a real person, today, not only words on a screen.',
      'What you are feeling sounds unbearably heavy. Please consider reaching out to someone close to you, or to a crisis line, today; you deserve people around you right now.',
    ],
    short: ['That sounds unbearably heavy, and it matters that you said it.'],
    questions: [
      'Can I ask you gently and directly: are you having thoughts of ending your life?',
      'I want to ask you directly, because it matters: are you thinking about ending your life?',
    ],
  },
  {
    id: 'worried',
    match: [
      /\b(worried|scared|afraid|frightened|terrified|concerned)\b.*\b(hurt (himself|herself|themselves)|harm (himself|herself|themselves)|kill (himself|herself|themselves)|end (his|her|their) life|suicid\w*|talking about (death|dying)|wants? to die|not (want|wanting) to live)\b/,
      /\b(my \w+|he|she|they) (has|have|is|are|keeps?) (been )?(talking|texting|posting) about (death|dying|suicide|ending it|not being here)\b/,
    ],
    lines: [
      "It's frightening when someone you love is struggling like this. If you think they might be in danger, it's okay to ask them plainly whether they're thinking about suicide; asking doesn't put the idea in their head, and it often comes as a relief.",
      "You don't have to handle this on your own. Crisis lines can talk you through how to support someone, and if there is immediate danger, please call your local emergency number.",
    ],
    short: ["It's frightening to worry about someone you love like this."],
    questions: ['How are they doing right now, as far as you know?', 'Who else could help you keep an eye on them?'],
  },
  {
    id: 'identity',
    match: [
      /\bare you (a |an )?(real|human|person|bot|robot|ai|machine|computer|therapist|counsell?or|program|alive)\b/,
      /\b(who|what) are you\b/,
      /\b(talking|speaking|chatting) (to|with) a (bot|machine|computer|robot|real person|human|program)\b/,
      /\bis this (a bot|an ai|ai|a real person|a person|a human)\b/,
    ],
    lines: [
      "I'm an AI companion, not a person. I can't grieve the way you do, but I can listen closely and reflect back what you share, whenever you want to talk.",
      "To be honest with you, I'm an AI, not a human being and not a counsellor. What I can offer is a patient place to put things into words; for the kind of support only people can give, friends, family, grief groups or a bereavement counsellor can walk alongside you.",
      "I'm an AI, so I haven't lost anyone myself, and I won't pretend otherwise. But I can listen without hurrying you, and remember what you've told me in this conversation.",
    ],
    short: ["I'm an AI companion, not a person, but I'm listening closely."],
    questions: [
      'What would be most helpful to talk about right now?',
      "What's on your mind today?",
      'What would you like to share, knowing that?',
    ],
  },
  {
    id: 'suicide',
    match: [
      /\b(hanged|hung|shot|killed|drowned|poisoned|overdosed|gassed|stabbed|threw) (himself|herself|themselves|themself)\b/,
      /\b(died by suicide|suicide|took (his|her|their) (own )?life|taken (his|her|their) (own )?life|ended (his|her|their) (own )?life|killed (himself|herself|themselves|themself))\b/,
    ],
    lines: [
      'Losing someone to suicide carries its own particular weight. Alongside the grief there are often questions that circle endlessly, especially "why", and they rarely have complete answers.',
      "This isn't a judgement on {ref}, and it isn't a judgement on you. Suicide usually comes from pain that narrowed someone's world in ways that even the people who loved them most could not see or reach.",
      'People bereaved by suicide often feel guilt, anger, confusion and deep sadness all at once, and sometimes a sense that they cannot talk about it openly. All of that is understandable, and you can talk about it here.',
      'There are support groups specifically for people who have lost someone to suicide, where others truly understand the questions and the silence around it. Many people find them a real help, whenever they feel ready.',
      '{Ref} was so much more than the way {they} died. The whole of {their} life, and your love for {them}, still matter.',
    ],
    short: ['Losing someone to suicide brings a grief with its own particular weight.'],
    questions: [
      'What do you find yourself wondering about most?',
      'Who, if anyone, have you been able to talk to about this?',
      'What do you most want people to understand about {ref}?',
      'What would you want me to know about {ref}, beyond how {they} died?',
    ],
    special: [
      {
        when: /\b(didn't see it|did(n't| not) notice|missed the signs|(the )?signs|should have seen|should've seen|didn't know)\b/,
        lines: [
          'Looking back, things can seem like signs that were hidden or unclear at the time. People in that kind of pain often hide it most carefully from the ones they love, precisely because they love them.',
        ],
      },
      {
        when: /\b(angry|anger|furious|mad at|rage|selfish)\b/,
        lines: [
          'Anger at someone who died by suicide is one of the most common feelings there is, and one of the least spoken about. You can be angry at what happened and still love {them} completely; both can be true at once.',
        ],
        questions: [
          'What is the anger most wanting to say to {them}?',
          'Who, if anyone, have you been able to tell about the anger?',
        ],
      },
      {
        when: /\btell (my|the|our) (kids|children|son|daughter|little ones|grandchildren)\b/,
        lines: [
          "Many families find that honest, simple words, given gently and at the child's own pace, help children more than silence does. Organisations that support people bereaved by suicide often have guidance written for exactly this conversation.",
        ],
        questions: [
          'How old are your children, and what do they know so far?',
          'What worries you most about telling them?',
        ],
      },
      {
        when: /\b(support group|joined a group|went to a group|survivors? group)\b/,
        lines: [
          'It takes courage to walk into a group like that. Being among people who understand this particular loss, without having to explain, can be a real relief.',
        ],
        questions: ['What was it like, being there?', 'What did you take away from it?'],
      },
      {
        when: /\b(note|letter)\b/,
        lines: [
          'Reading and rereading what they left behind is something many people do, searching for answers or just for one more trace of them. Be gentle with yourself if it pulls you back again and again.',
        ],
      },
    ],
  },
  {
    id: 'pregnancy',
    match: [
      /\b(miscarr\w*|stillb(irth|orn)|pregnan\w*|ectopic|lost (the|our|my) baby|(\d+|few) weeks (along|pregnant)|due date|neonatal|nicu|tfmr)\b/,
    ],
    lines: [
      "Losing a pregnancy is the loss of a whole future you'd already begun to imagine. It is real grief, however many weeks it was, even when the world doesn't treat it that way.",
      "Many people grieving a miscarriage or stillbirth find that others don't know what to say, so they say nothing at all. Your baby mattered, and so does your grief.",
      'It is so common to search for a reason or to wonder what you could have done differently. Most pregnancy losses happen for reasons nobody could have controlled or prevented.',
      "Some families find comfort in small ways of marking their baby's life: a name, a keepsake, a tree, a date they keep. There is no right or wrong way to do it.",
    ],
    short: ['The loss of a pregnancy is a real loss, and it deserves to be grieved.'],
    questions: [
      'What has it been like for you since it happened?',
      'How do you think of your baby, when you think of them?',
      'Who around you knows what you are going through?',
      'What do you wish people understood about this loss?',
    ],
  },
  {
    id: 'sudden',
    match: [
      /\b(sudden\w*|out of (nowhere|the blue)|no warning|without warning|(car|motorbike|motorcycle|road|bike) (crash|accident)|accident\w*|heart attack|aneurysm|stroke|murder\w*|killer|homicide|stabbed|drowned|overdose|hit by|never got to say goodbye|didn't get to say goodbye|no chance to say goodbye|without saying goodbye|one minute (he|she|they)|the police|coroner|inquest|just gone)\b/,
      /\b(he|she|they) (was|were) (fine|well|healthy|okay|ok) (on|yesterday|last|that|this|a (day|week)|just)\b/,
      /\b(heart (just )?stopped|overdos\w*|(jumped|fell) (from|off))\b/,
      /\b(only|just) (yesterday|last week|the other day) (he|she|they|we)\b/,
    ],
    lines: [
      "A sudden loss gives you no time to prepare and no chance for the conversations you thought you'd have. The shock can last far longer than people expect.",
      "When someone is taken without warning, the mind keeps going back to the last ordinary moment: the last message, the last goodbye that didn't know it was a goodbye.",
      'Sudden loss often brings a shock that lives in the body as well as the mind: jumpiness, racing thoughts, replaying the news. That is a normal reaction to something that should never have happened.',
      "There was no chance to say goodbye, and that can leave so much feeling unfinished. Some people find it helps to write to {ref}, saying the things they didn't get to say.",
    ],
    short: ['Losing someone so suddenly is a shock that takes a long time to absorb.'],
    questions: [
      'What has the shock been like for you since it happened?',
      'What would you have wanted to say, if there had been time?',
      'How have you been getting through the days since?',
      'What do you remember about the last time you spoke with {ref}?',
    ],
    special: [
      {
        when: /\b(found (him|her|them)|saw (it|him|her|them)|keep seeing|flashbacks?|the images?|the scene|witness\w*|trauma\w*|can't unsee|replaying)\b/,
        lines: [
          'If you keep seeing images of what happened, or of the moment you found out, that is a very common response to a traumatic loss. Counsellors who specialise in traumatic grief can really help with those images, whenever you feel ready.',
        ],
        questions: [
          'When do the images tend to come back most?',
          'What helps you feel steadier when the memories come?',
        ],
      },
      {
        when: /\b(killer|murder\w*|court|trial|sentenc\w*|inquest|coroner|police)\b/,
        lines: [
          'Courts, inquests and investigations can keep a loss raw for a long time. Even when there is an outcome, it rarely brings the relief people hope for, because nothing can give back what was taken.',
        ],
      },
    ],
  },
  {
    id: 'guilt',
    match: [
      /\b(if only|should have|should've|shouldn't have|could have|could've|would have known|my fault|blame myself|guilt\w*|regret\w*|wasn't there|was not there|didn't get there|not there when|too late|never told (him|her|them)|never got to say|last words|what if i|i'd give anything|would give anything|didn't see it|missed the signs|hate myself|ashamed|shame|relieved|relief|didn't take (it|him|her|them) seriously)\b/,
      /\b(feel like|as if|it's like) i (killed|failed|let (him|her|them) down|gave up on)\b/,
    ],
    lines: [
      "So many people who are grieving go back over the last days again and again, looking for the moment they could have changed things. That replaying isn't proof you failed {ref}; it's a sign of how much you cared.",
      "Hindsight makes everything look clearer than it was. You are judging the person you were then with knowledge you only have now, and that isn't a fair trial.",
      '"If only" is one of the most common thoughts in grief. The mind goes looking for a different ending, because a mistake would mean there was some control, and that can feel easier to hold than how little control any of us really had.',
      'Guilt is often love that has nowhere left to go. The questions you are asking say a great deal about how much {ref} mattered to you.',
      'You made the choices you could with what you knew and what you had in you at the time. That is all anyone can do, even when we wish with everything that it had been different.',
    ],
    short: [
      'Those "if only" thoughts are so common in grief, and so heavy to carry.',
      'Guilt has a way of attaching itself to love after a loss.',
    ],
    questions: [
      'What is the "if only" that comes back to you most often?',
      'What would you say to a friend who was carrying this same guilt?',
      'What do you think {ref} would say to you about it?',
      'When does the guilt feel loudest for you?',
    ],
    special: [
      {
        when: /\b(put (him|her|them|it) (down|to sleep)|put down|put to sleep|euthan\w*|the decision|switch(ed)? off|life support|turn(ed)? off|stop(ped)? treatment)\b/,
        lines: [
          'Making the decision to let {ref} go is one of the hardest things anyone is ever asked to do. It is often a last act of love: choosing {their} comfort over your own wish to keep {them}.',
        ],
        questions: [
          'What do you remember most about that day?',
          'What would you want {ref} to know about why you chose it?',
        ],
      },
      {
        when: /\b(never (told|said|got to (say|tell))|didn't (tell|say)|wish i had (told|said))\b/,
        lines: [
          'So many people carry the words they never got to say. Often the people we love knew far more than we ever said out loud; love shows itself in a thousand ordinary ways.',
        ],
        questions: [
          'What would you say to {them} now, if you could?',
          'How do you think {ref} knew what {they} meant to you?',
        ],
      },
      {
        when: /\b(relie(f|ved))\b/,
        lines: [
          "Relief after a long illness or a hard ending is one of the most common feelings there is, and one of the least talked about. It isn't a lack of love; it often comes from having watched someone you love suffer.",
        ],
        questions: [
          'What else has been mixed in with the relief?',
          'What was the hardest part of watching {ref} through those last months?',
        ],
      },
      {
        when: /\b(didn't see it|did(n't| not) notice|missed the signs|signs|should have seen|should've seen|should have known|should've known)\b/,
        lines: [
          'Looking back, things can seem like signs that were hidden or unclear at the time. People in pain often hide it most carefully from the ones they love, precisely because they love them.',
        ],
        questions: [
          'What do you find yourself going back over most?',
          'What would you say to someone else who felt they should have seen it?',
        ],
      },
      {
        when: /\b(laugh\w*|smil\w*|good day|enjoy\w*|happy|fun|forgot for)\b/,
        lines: [
          "Feeling guilty for having a lighter moment is so common. Laughing again doesn't mean you've forgotten {ref}, or that you love {them} any less.",
          "A good moment isn't a betrayal. Grief and joy can sit side by side, and the love doesn't go anywhere when you smile.",
        ],
        questions: [
          'What was the moment that made you smile?',
          'What do you think {ref} would make of you laughing again?',
        ],
      },
      {
        when: /\b(wasn't there|was not there|didn't get there|not there when|too late|stepped out|left the room|missed (it|the end)|went home)\b/,
        lines: [
          'Not being there at the end is one of the hardest things to make peace with. Hospice nurses often say that people sometimes slip away in the very moments their loved ones step out, and it is never a measure of love.',
        ],
        questions: [
          'What would you have wanted to say, if you had been there?',
          'What do you know about how {ref} felt about you, even without that last moment?',
        ],
      },
    ],
  },
  {
    id: 'anger',
    match: [
      /\b(angry|anger|furious|fury|rage|raging|mad (at|about|with)|so mad|livid|pissed|unfair|not fair|resent\w*|bitter|scream|how could (he|she|they|god)|blame (the|him|her|them|god|doctors?|hospital))\b/,
      /\bhate (it|this|that|them|him|her|god|everyone|everything)\b/,
      /\bcould (kill|strangle|scream at) (him|her|them|my \w+|everyone)\b/,
      /\b(doctors?|hospital|nurses?|surgeon|gp|paramedics?)\b.*\b(failed|missed|ignored|didn't listen|wouldn't listen|negligen\w*|mistake|sent (him|her|them) home)\b/,
    ],
    lines: [
      'Anger is one of the most natural parts of grief, even though people rarely talk about it. Something precious was taken, and part of you is protesting how wrong that is.',
      "You're allowed to be angry. It doesn't make you a bad person, and it doesn't cancel out the love; often they come from the same place.",
      'Anger can feel frightening or out of character, but it is often grief with its fists up. It needs somewhere safe to land, and it is welcome here.',
      'Sometimes anger is the feeling that keeps us upright when sadness would knock us flat. There is no need to push it away or tidy it up.',
    ],
    short: [
      'It makes sense to feel angry about this; anger is part of grief too.',
      'Anger belongs in grief as much as sadness does.',
    ],
    questions: [
      'What is the anger most wanting to say?',
      'Where does the anger land most: on people, on what happened, or somewhere else?',
      'What do you usually do with anger when it builds up like this?',
      'Who or what does the anger feel most pointed at today?',
    ],
    special: [
      {
        when: /\b(god|faith|pray\w*|church|heaven|religion|mosque|temple|synagogue)\b/,
        lines: [
          'Being angry with God, or with a faith that once felt steady, is something many people go through after a loss. Plenty of deeply faithful people have wrestled with exactly this, and the anger can sit alongside belief rather than ending it.',
        ],
        questions: ['What has your faith been like for you since this happened?'],
      },
      {
        when: /\b(doctors?|hospital|nurses?|surgeon|gp|paramedics?|ambulance|care home|medical|consultant)\b/,
        lines: [
          'Anger at doctors or a hospital is so understandable when it feels like something was missed or nobody listened. Those questions deserve real answers, and it is often possible to ask for a meeting or a review of {their} care when you feel ready.',
        ],
        questions: ['What do you most wish the doctors had heard or done?'],
      },
      {
        when: /\b((angry|mad|furious|cross) (at|with) (him|her|them)|how could (he|she|they)|(he|she|they) left (me|us)|abandon\w*|leaving me|left me|(he|she|they) (smoked|drank|wouldn't go|refused|never went|didn't look after))\b/,
        lines: [
          'Being angry at {ref} for leaving, or for choices {they} made, is more common than people admit. You can be furious with someone and love them completely at the same time.',
        ],
      },
      {
        when: /\b(time heals|better place|happens for a reason|everyone who says|people (who )?(say|said|keep saying|keep telling|tell me)|at least)\b/,
        lines: [
          'Well-meant phrases like "time heals", "at least" or "they\'re in a better place" can land like a slap when you are grieving. Your anger at them makes sense; they often say more about other people\'s discomfort than about your loss.',
        ],
        questions: ['What do you wish people would say instead?', 'Which of those phrases stings the most?'],
      },
    ],
  },
  {
    id: 'why',
    match: [/\bwhy\b[^.!]*\?/, /\bwhy (him|her|them|me|us|my|now|did|does|would|do)\b/, /\bkeep asking why\b/],
    lines: [
      'The "why" questions can be relentless, and sometimes there is no answer that feels big enough to match the loss.',
      "Asking why is part of trying to make sense of something that makes no sense. It's okay if the question stays open for a long time.",
      'The search for a reason is often the mind trying to find some order in something that was never fair or orderly.',
    ],
    short: ['The "why" questions can be the hardest ones to live with.'],
    questions: [
      'Which "why" keeps coming back to you most?',
      'What do you find yourself going over when the why questions come?',
    ],
  },
  {
    id: 'normal',
    match: [
      /\b(is (this|it|that) normal|am i normal|normal to (feel|be|still|cry|not)|am i (going )?(crazy|mad|insane)|losing my mind|going (crazy|mad)|something wrong with me|what's wrong with me)\b/,
      /\bis it (ok|okay|wrong|bad|weird|strange) (to|that|if)\b/,
    ],
    lines: [
      'What you are describing is something many grieving people feel, even if it rarely gets said out loud. Grief can be far stranger and more physical than people expect: forgetfulness, exhaustion, waves that arrive out of nowhere.',
      "You're not going mad. Grief can scramble concentration, memory and sleep, and swing from one feeling to its opposite within an hour. It is the mind and body trying to absorb something enormous.",
      'There isn\'t a "normal" way to grieve, only your way, and it is allowed to look different from anyone else\'s.',
    ],
    short: ['What you are feeling is a very common part of grief.'],
    special: [
      {
        when: /\b(hear (his|her|their) voice|heard (his|her|their) voice|see (him|her|them) (in|everywhere)|saw (him|her|them) in|smell (his|her|their)|sense (of )?(him|her|them))\b/,
        lines: [
          'Hearing {their} voice, catching a glimpse of {them} in a crowd, or a sudden sense of {them} close by is something many grieving people experience. It is a very common part of grief, and for many people it is more comforting than frightening.',
        ],
      },
      {
        when: /\b((not|haven't|havent|can't|cannot|couldn't) (even )?(cried|cry)|no tears)\b/,
        lines: [
          "Not crying yet is more common than people think. Grief doesn't always come out as tears, and shock can hold them back for a long time; it says nothing about how much you loved {them}.",
        ],
        questions: [
          'How has the grief been showing up for you instead?',
          'What do you notice in yourself when you think of {them}?',
        ],
      },
      {
        when: /\b(talk(ing)? (to|with) (him|her|them|(his|her|their) (photo|picture|grave|ashes))|write (to|letters to) (him|her|them))\b/,
        lines: [
          'Talking to {ref}, out loud, to a photo or at a graveside, is one of the most natural things grieving people do. The relationship carries on in you, and the love still needs somewhere to go.',
        ],
        questions: ['What do you find yourself telling {them}?', 'What does it feel like when you talk to {them}?'],
      },
    ],
    questions: ['What has been making you wonder whether it is normal?', 'Which part of it has worried you most?'],
  },
  {
    id: 'better',
    match: [
      /\b(will|does|did|can) (it|this|the pain|grief|the grief) (ever )?(get|gets) (better|easier)\b/,
      /\bever (get|feel|be) (better|easier|normal|okay|ok|happy)\b/,
      /\bhow long (does|will|did|until|is)\b/,
      /\bwhen (does|will) (it|this|the pain|the grief) (stop|end|ease|get easier)\b/,
      /\b(ever stop hurting|will i ever)\b/,
    ],
    lines: [
      "Many people find that grief doesn't so much get smaller as life slowly grows around it. The waves still come, but usually further apart, with more room to breathe in between.",
      'There is no set timeline, and anyone who gives you one is guessing. What many people say is that, slowly, the good memories start to arrive before the painful ones.',
      'It may not stop hurting completely, because the love does not stop either. But the hurt usually changes, becoming something you carry rather than something that carries you.',
    ],
    short: ['Grief changes shape over time, even when it does not feel like it.'],
    questions: [
      'What would "a little better" look like for you right now?',
      'What feels hardest about not knowing how long this will last?',
    ],
  },
  {
    id: 'funeral',
    match: [
      /\b(eulogy|funeral|memorial service|the service|the wake|speech|what to say at|a reading|headstone|obituary|celebration of life|what to say (at|in|for) (the|a|his|her|their|my))\b/,
    ],
    lines: [
      "Words for a day like that don't need to cover a whole life. Some of the most moving ones are built around a few true things: a story that sounds just like {ref}, something {they} always said, and what {they} gave to the people around {them}.",
      'Planning a funeral or a memorial while you are grieving is so much to hold at once. It is okay to lean on others for the practical parts and keep your energy for what matters most to you.',
      'There is no wrong way to say goodbye. Simple, honest words spoken with love often mean more to people than anything polished.',
    ],
    short: ['Finding the right words for a farewell is such a tender task.'],
    special: [
      {
        when: /\b(eulogy|speech|what to say|a reading|the words|obituary)\b/,
        lines: [
          "Words for a day like that don't need to cover a whole life. Some of the most moving ones are built around a few true things: a story that sounds just like {ref}, something {they} always said, and what {they} gave to the people around {them}.",
        ],
        questions: [
          'What is one story that feels most like {ref}?',
          'What did {ref} always say?',
          'What would you most like people to understand about {ref}?',
        ],
      },
      {
        when: /\b(get through|face|cope with|survive|dreading) (the )?(funeral|service|wake|day)\b/,
        lines: [
          "On the day itself, it can help to have one person beside you whose only job is to look after you, and to give yourself permission to step outside whenever you need to. There's no wrong way to get through it.",
        ],
        questions: ['Who could be that person beside you on the day?', 'What part of the day are you dreading most?'],
      },
    ],
    questions: [
      'What is one story that feels most like {ref}?',
      'What do you most want people to understand about {ref} that day?',
      'What feels most important to you about how it goes?',
    ],
  },
  {
    id: 'numbness',
    match: [
      /\b(numb\w*|unreal|surreal|not real|doesn't feel real|don't feel real|can't believe|cannot believe|can't accept|feel nothing|don't feel anything|in a fog|fog|autopilot|in a dream|zombie|going through the motions|keep expecting|still set|shock)\b/,
      /\b(expect|expecting|waiting for) (him|her|them) to\b/,
      /\bwalk (in|through the door)\b/,
      /\b((pick(ing)? up|reach(ing)? for|grab(bing)?) (my|the) phone|to (text|call|ring|tell) (him|her|them))\b/,
    ],
    lines: [
      'Feeling numb, or as if none of this is real, is one of the ways the mind protects you. It lets the loss in a little at a time, rather than all at once.',
      "Many people describe the early days as moving through fog, going through the motions while part of them waits for life to go back to how it was. It's a very human response, not a sign that you don't care.",
      'Half-expecting {ref} to walk through the door or ring is so common. The heart takes a long time to learn what the mind already knows.',
      'Not feeling much can become its own worry, but it does not mean the love is gone. Feelings often arrive later, in their own time and in unexpected moments.',
    ],
    short: [
      'Feeling numb or unreal is so common, especially early on.',
      'It makes sense that part of this still does not feel real.',
    ],
    questions: [
      'What does the numbness feel like for you, day to day?',
      'When does it feel most unreal?',
      'What are the moments, if any, when the feelings break through?',
      "What's it like when you catch yourself expecting {ref}?",
    ],
  },
  {
    id: 'loneliness',
    match: [
      /\b(lonely|loneliness|alone|isolated|isolation|by myself|on my own|no one to (talk|tell|call)|nobody to (talk|tell|call)|empty house|quiet house|so quiet|so empty|so silent)\b/,
      /\b(nobody|no one) (calls|visits|checks|rings)\b/,
      /\bhouse is (so )?(quiet|empty|silent)\b/,
    ],
    lines: [
      'Loneliness after a loss can be so physical: the quiet at the end of the day, the empty chair, no one to tell the small things to.',
      "It's a particular kind of lonely when the person you'd have turned to about a hard day is the very person you've lost.",
      'Even surrounded by people, grief can feel like standing behind glass. The world keeps its pace, while yours has changed completely.',
      "After the first weeks, the cards and calls often fade just as the loneliness settles in. That gap is real, and it isn't a sign you're asking too much.",
      '{Ref} took up a whole space in your days, and it makes sense that the absence is felt everywhere.',
    ],
    short: ['The quiet after a loss can be so loud.', 'Grief can be such a lonely place to be.'],
    questions: [
      'When is the loneliness sharpest for you: evenings, weekends, mornings?',
      'Who, even just one person, feels safe enough to let in a little?',
      'What do the quiet hours look like for you right now?',
      'What is one small thing you used to share with {ref} that you miss sharing most?',
    ],
  },
  {
    id: 'anniversary',
    match: [
      /\b(anniversary|birthday|christmas|xmas|holidays?|thanksgiving|mother's day|father's day|mothers day|fathers day|valentine\w*|new year|easter|eid|diwali|hanukkah|ramadan|one year|a year since|first year|years since|this time of year)\b/,
      /\b(one|two|three|four|five|\d+) years? (ago|since|today)\b/,
      /\bwould have been (his|her|their|our)\b/,
    ],
    lines: [
      'Anniversaries and special days can bring grief rushing back, sometimes for weeks beforehand. The lead-up is often harder than the day itself.',
      "Days like this make an absence impossible to ignore: the empty place at the table, the traditions that don't feel the same anymore.",
      'There is no right way to spend a day like this. Some people keep the old traditions, some make new ones, and some simply get through it, and all of those are okay.',
      "It can help to decide ahead of time, even loosely, how you'd like the day to go, and to let someone know it's a hard one for you. A small ritual, like lighting a candle or visiting a favourite place, can give the love somewhere to go.",
    ],
    short: ['Special days can bring the loss so close again.'],
    questions: [
      'How are you feeling about the day as it gets closer?',
      'What would feel right for you on the day, even in a small way?',
      'What did the day used to look like with {ref}?',
      'Who, if anyone, would you want around you that day?',
    ],
    special: [
      {
        when: /\bbirthday\b/,
        lines: [
          'A birthday without {ref} is so tender. It is still {their} day, and there are many ways to mark it, from a quiet moment on your own to gathering the people who loved {them} too.',
        ],
      },
      {
        when: /\b(christmas|xmas|holidays?|thanksgiving|easter|eid|diwali|hanukkah|new year)\b/,
        lines: [
          "The holidays can be especially hard, with everyone expecting cheer while you're carrying an empty chair. It's okay to scale things back, leave early, or do things differently this year.",
        ],
      },
      {
        when: /\b(our (\w+ )?anniversary|wedding anniversary|would have been (our|\d+ years))\b/,
        lines: [
          "An anniversary without {ref} marks all the years you built together, and the ones you'd hoped were still to come.",
        ],
      },
      {
        when: /\b(first (christmas|birthday|anniversary|holiday|year|mother's day|father's day)|one year|a year since)\b/,
        lines: [
          'The firsts are often the hardest: the first birthday, the first holidays, the first anniversary. Each one can feel like losing {them} all over again.',
        ],
      },
    ],
  },
  {
    id: 'sleep',
    match: [
      /\b((?<!put (him|her|them|it) to |put to |in (his|her|their) )sleep\w*|insomnia|awake (at night|all night)|lie awake|lying awake|at night|every night|the nights|nightmares?|dream\w*|[1-5] ?am|middle of the night|exhausted)\b/,
    ],
    lines: [
      'Grief is exhausting, and it often gets loudest at night, when the world goes quiet and there is nothing to hold the thoughts back.',
      "Broken sleep is very common after a loss; the body is carrying a stress it hasn't had time to set down. Gentle routines can help a little: the same time to bed, a warm drink, something calm to listen to.",
      'If the thoughts keep circling at night, some people keep a notebook by the bed and write them down, just to get them out of their head until morning.',
      "If sleep has been poor for weeks and it's wearing you down, it's worth mentioning to a doctor. That isn't a failing, just looking after the body that's carrying all this.",
    ],
    short: ['Grief often gets louder at night.'],
    questions: [
      'What are the nights like for you at the moment?',
      "What tends to go through your mind when you can't sleep?",
      "What helps, even a little, when you're awake in the middle of the night?",
    ],
    special: [
      {
        when: /\bnightmares?\b/,
        lines: [
          'Distressing dreams after a loss, especially a sudden one, are common, and they usually ease with time. If they keep coming, a counsellor who understands grief can help.',
        ],
      },
      {
        when: /\bdream\w*\b/,
        lines: [
          'Dreams about someone we have lost can be so vivid. Some people wake up comforted, and others wake to the loss all over again; both are very common.',
        ],
        questions: ['What was the dream like?', 'How did you feel when you woke up?'],
      },
    ],
  },
  {
    id: 'caregiving',
    match: [
      /\b(caregiv\w*|carer|caring for|cared for|looked after|looking after|hospice|palliative|long illness|illness|cancer|dementia|alzheimer'?s|chemo\w*|nursing home|care home|terminal\w*|diagnos\w*|ill for|sick for|end of life|icu)\b/,
    ],
    lines: [
      'After caring for someone through a long illness, you lose them and a whole way of living at once: the routines, the appointments, the purpose that filled every day.',
      "Many carers feel a flicker of relief when the suffering ends, and then guilt for feeling it. Relief isn't a lack of love; it often comes from having watched someone you love struggle.",
      "You may have been grieving for a long time already, watching {ref} change bit by bit. That long goodbye is its own kind of loss, and it can leave you exhausted in ways people don't always see.",
      "Caring for someone to the end is one of the most loving things a person can do, even on the days it didn't feel graceful or patient.",
    ],
    short: ['Caring for someone through an illness is its own long goodbye.'],
    questions: [
      'What was caring for {ref} like for you?',
      "What's it been like since the caring stopped?",
      'What moments from that time do you find yourself going back to?',
      'Who looked after you while you were looking after {ref}?',
    ],
  },
  {
    id: 'others',
    match: [
      /\b(people (keep|say|said|don't|tell|expect|avoid|act)|everyone (expects|says|said|has moved on|keeps|acts)|act(s|ing)? like nothing|as if nothing|nothing (ever )?happened|(move|moved|moving) on|get over (it|him|her|them)|at least|just a (pet|dog|cat)|friends (don't|have|stopped|disappeared|avoid)|(nobody|no one) (mentions|says|talks about|understands)|back to work|my boss|time heals|stopped (calling|asking|checking)|(don't|doesn't) understand)\b/,
    ],
    lines: [
      "People often say clumsy things around grief, or nothing at all, usually because they're afraid of saying the wrong thing. It still hurts, and you're allowed to be hurt by it.",
      "The world can seem to move on long before you're ready, and it can feel as if {ref} is being forgotten. Your grief isn't running late; it's running at its own pace.",
      "It's painful when people stop saying {ref}'s name. Many grieving people say that hearing it is one of the kindest things anyone can do for them.",
      "You don't owe anyone a quicker recovery. It's alright to tell people what helps, or to step back from those who make it harder.",
    ],
    short: ["People don't always know how to be around grief."],
    special: [
      {
        when: /\b(just|only) a (pet|dog|cat|horse|animal)\b/,
        lines: [
          'When people say "it was just a pet", it can feel as if your grief is being dismissed. The bond was real, and so is the loss.',
        ],
      },
      {
        when: /\b(back to work|return(ing)? to work|my (boss|job|manager|colleagues)|at work)\b/,
        lines: [
          'Going back to work while grieving can feel impossible, or strangely ordinary. It can help to tell one trusted colleague how things really are, to ask about easing back in gradually, and to know where you can step away for a few minutes when it hits.',
        ],
        questions: [
          'What worries you most about going back?',
          'Who at work would you trust to know how you are really doing?',
        ],
      },
      {
        when: /\b(act(s|ing)? like nothing|as if nothing|nothing (ever )?happened)\b/,
        lines: [
          "It's so jarring when people carry on as if nothing has happened, while your whole world has shifted. Often they simply don't know what to say, but the silence can make it feel as though no one remembers {ref}.",
        ],
      },
    ],
    questions: [
      'What do you wish the people around you understood?',
      'Who, if anyone, has been getting it right?',
      'What would help most from the people around you right now?',
    ],
  },
  {
    id: 'keepsakes',
    match: [
      /\b((his|her|their) (things|clothes|belongings|stuff|room|wardrobe|closet|phone|voicemail|shoes|jumper|sweater|handwriting|car|chair|side of the bed)|belongings|clothes|wardrobe|voicemail|voice ?notes?|old messages|ashes|urn|grave\w*|cemetery|sort(ing)? through|clear(ing)? out)\b/,
    ],
    lines: [
      "There's no deadline for sorting through {their} things. Some people keep everything for a long time, some keep a few pieces, and both are completely okay.",
      'Belongings can hold someone so close: a jumper that still smells of {them}, handwriting on a note, a voice saved on a phone. It makes sense that they matter so much.',
      "Some people find it easier to go through things with someone beside them, or to set aside a box for the things they can't decide about yet.",
    ],
    short: ['The things someone leaves behind can hold them so close.'],
    questions: [
      'Which of {their} things means the most to you?',
      'What feels right to you, for now, about keeping or letting go?',
      "What's something of {ref}'s that you find yourself holding onto?",
    ],
    special: [
      {
        when: /\b(grave\w*|cemetery|ashes|urn|scatter\w*)\b/,
        lines: [
          'Visiting a grave or a special place can be a comfort for some people and too much for others, and that can change from one week to the next. Whatever you need from it is okay.',
        ],
        questions: ['What is it like for you when you go there?'],
      },
    ],
  },
  {
    id: 'advice',
    match: [
      /\bwhat (should|do|can) i (do|even do)\b/,
      /\bhow (do|can|should|will) (i|people|anyone) (cope|get through|deal|survive|keep going|move forward|carry on|manage|live|go on)\b/,
      /\b(any (advice|tips)|what helps|how to cope|help me (cope|get through))\b/,
    ],
    lines: [
      'There is no single right way through this, but a few small things help many people: eating something simple, getting outside for a few minutes, keeping one or two anchors in the day, and letting one person know how you really are.',
      'It often helps to give grief a little time on purpose, like a short walk, a page of writing or a few minutes with a photo, so it is not only ambushing you. Then let yourself do something ordinary afterwards.',
      'Getting through is enough for now. Many people find it easier to think in hours rather than weeks, and to lower the bar for what counts as a good day.',
      'If you would like company along the way, grief support groups and circles exist for exactly this, and some people find a bereavement counsellor helpful too.',
    ],
    short: ['There is no right way through this, only your way, one small step at a time.'],
    questions: [
      'Which part of the day feels hardest to get through at the moment?',
      'What has helped, even slightly, so far?',
    ],
  },
  {
    id: 'missing',
    match: [
      /\b(miss|misses|missing|long for|longing|yearn\w*|wish (he|she|they) (was|were) here|want (him|her|them) back)\b/,
    ],
    lines: [
      'Missing someone can be a physical ache. It comes in waves, often when you least expect it, and it has no schedule.',
      "Missing {ref} is a measure of how much {they} meant to you. There's no getting around it, only carrying it, and it doesn't have to be carried alone.",
      'The missing can show up in the smallest places: a song, a smell, a seat at the table, a habit you catch yourself in.',
      'Some days the missing is quiet and some days it takes your breath away. Both are part of loving someone who has died.',
    ],
    short: ['Missing someone this much is its own kind of ache.'],
    questions: [
      'What do you miss most about {ref} today?',
      'When does the missing hit hardest?',
      'What do you find yourself missing most right now?',
      'Where in your day is the absence loudest?',
      'What would you tell {them} about your day, if you could?',
      "What's the small, everyday thing about {ref} you miss most?",
    ],
  },
  {
    id: 'child',
    match: [
      /\b(my|our) (son|daughter|baby|little boy|little girl|child|boy|girl|kid)\b/,
      /\b(lost|losing) (a|my|our) (child|son|daughter|baby)\b/,
      /\b(sids|bereaved parents?)\b/,
    ],
    lines: [
      'Losing a child goes against everything the world is supposed to be. Nothing in life prepares a parent for it, and there is no timetable for this kind of grief.',
      'You are still {their} parent, and you always will be. That love does not stop, and neither does the wish to talk about {them} and hear {their} name said out loud.',
      'Parents who have lost a child often say the world expects them to move on far too soon. Your grief is as big as your love, and there is no right length of time for it.',
      'There are groups run by and for bereaved parents, where no one flinches when you talk about your child. Some people find those spaces a lifeline, when they feel ready.',
      'The future you imagined for {ref}, the birthdays and milestones, is part of what you are grieving too.',
    ],
    short: ['Losing a child is a grief unlike any other.'],
    questions: [
      'What would you like me to know about {ref}?',
      'What do you most want people to remember about {ref}?',
      'How are the days going for you right now?',
    ],
  },
  {
    id: 'partner',
    match: [
      /(?<!\b(his|her|their|your|a) )\b(husband|wife|partner|spouse|fianc[eé]e?|boyfriend|girlfriend|other half|soul ?mate|widow(ed|er)?)\b/,
    ],
    lines: [
      "Losing a partner means losing the person who shared the ordinary parts of life: the morning routines, the private jokes, the one you'd turn to at the end of the day.",
      'Losing {ref} means so much of what you planned together has to be imagined all over again, and that takes a very long time.',
      'So many small things become reminders: {their} side of the bed, {their} mug, the time of day {they} used to come home.',
      "People who have lost a partner often say the loneliness arrives in the small moments, like wanting to tell them something and remembering you can't.",
    ],
    short: ['Losing a partner changes the shape of every day.'],
    questions: [
      'What were the ordinary days with {ref} like?',
      'What do you miss most in the small moments?',
      'How did you and {ref} meet?',
      "What's the part of the day when you miss {them} most?",
    ],
  },
  {
    id: 'parent',
    match: [
      /(?<!\b(his|her|their|your|a|the) )\b(mum|mom|mother|mam|mummy|mommy|dad|father|daddy|papa|parents)\b(?!'s (car|house|side))/,
    ],
    lines: [
      'Losing a parent can shake something very deep, whatever age you are. They were there at the very beginning of your story.',
      "Even when a parent's death is expected, it can leave you feeling unmoored, as if part of the ground you stood on has gone.",
      'Many people find they still reach for the phone to call, or hear {their} voice in the things they say themselves. Those echoes are part of what {they} left in you.',
      'Relationships with parents are rarely simple, and grief often brings all of it up at once: the love, the old hurts, the things left unsaid.',
    ],
    short: ['Losing a parent can change the ground under your feet.'],
    questions: [
      'What are some of the things {ref} taught you, on purpose or by accident?',
      'What was your relationship with {ref} like?',
      'When do you feel {their} absence most?',
    ],
  },
  {
    id: 'pet',
    match: [
      /\b(dog|cat|pet|puppy|kitten|horse|pup|rabbit|bunny|put (him|her|them) (down|to sleep)|put down|put to sleep|euthan\w*|the vet)\b/,
    ],
    lines: [
      'Losing a pet is real grief. They are part of every day, a steady companion who loved without conditions, and a home can feel so different without them.',
      'People do not always understand how much losing a pet hurts, but the bond was real, and so is the loss.',
      'If you had to make the decision to let {ref} go, that can be one of the hardest parts. It is often the last act of care you can give, sparing {them} pain.',
      'The routines are often what hurt most: the walks, the feeding times, the little sounds around the house.',
    ],
    short: ['Losing a pet is a real and painful loss.'],
    questions: [
      'What was {ref} like?',
      "What's a favourite memory you have of {ref}?",
      'What part of the day feels emptiest now?',
    ],
  },
  {
    id: 'memories',
    match: [
      /\b(remember\w*|memor(y|ies)|used to|would always|always (said|used|made|loved|sang|laughed|told)|favou?rite|stories|story|photos?|pictures?|videos?|grateful|thankful|lucky to have|the years we had|we met|first met|(he|she|they) loved|our wedding|years together|taught me|showed me|(plant|light|make|build|create) (a|an) (tree|candle|bench|garden|scrapbook|quilt|memory box))\b/,
    ],
    lines: [
      'Memories like this are part of how {ref} stays woven into your life.',
      "It's so good to hear about {ref} this way, as the person {they} really {was}.",
      'Remembering can bring a smile and an ache at the same time. Both are part of loving someone who has died.',
      'Details like that are precious. Some people keep a notebook of memories as they come back, so the small things are not lost.',
      'The stories we tell about someone are one of the ways their love keeps going.',
    ],
    short: ['Thank you for sharing that memory.'],
    special: [
      {
        when: /\b(plant|light|make|build|create|start)\w* (a|an) (tree|candle|bench|garden|scrapbook|quilt|memory box|fund|walk)\b/,
        lines: [
          "Making something in {ref}'s memory can give the love somewhere to go. A tree, a candle, a small ritual of your own: it sounds like a beautiful way to honour {them}.",
        ],
        questions: ['What made you think of that, for {them}?', 'Where would you like it to be?'],
      },
    ],
    questions: [
      'What else comes back to you when you think about that?',
      "What's a story about {ref} you love telling?",
      'What would you want people to remember most about {ref}?',
      "What's a small detail about {ref} you never want to forget?",
    ],
  },
  {
    id: 'hope',
    match: [
      /\b(which helps|that helps|it helps|has helped|good days?|better (today|this week|lately)|a bit better|little better|lighter|easier (today|lately|now)|hope(ful|s)?|smiled|laughed|starting to|felt (ok|okay|good|better|normal)|enjoy\w*|at peace|healing|feel (ok|okay))\b/,
    ],
    lines: [
      "Good moments in grief are worth noticing. They don't mean you've stopped missing {ref}; they mean you're carrying the love alongside the rest of life.",
      "It's okay for a good day to just be a good day. You don't have to earn it, and a harder day tomorrow wouldn't undo it.",
      'Many people feel a flicker of guilt when things start to feel lighter. Lighter does not mean forgetting.',
      "Little by little, life makes room again. It sounds like some of that is happening, and that's worth honouring.",
    ],
    short: ['A lighter moment in grief is worth noticing.'],
    questions: [
      'What made today feel a little lighter?',
      "What's been helping lately?",
      'What would you like to hold onto from today?',
    ],
  },
];

/** When nothing in particular stands out: a warm, general response. */
export const GENERAL: Pick<Theme, 'lines' | 'questions'> = {
  lines: [
    "Grief has its own timing, and there's no right way to be doing this.",
    'Whatever you are feeling is allowed here, even if it changes from one hour to the next.',
    "It can help just to put things into words, even when the words don't fix anything.",
    "You don't need to make sense of it all before you say it. It can stay exactly as messy as it is.",
    'Some days grief is loud and some days it sits quietly in the background. Either way, it makes sense that {ref} is on your mind.',
    'Loss changes so many small things at once, and it takes time for the mind and the body to catch up.',
    "The love you have for {ref} hasn't gone anywhere; it has just had to find a new shape.",
    "There's no schedule for this, whatever anyone else might suggest.",
    'Grief rarely moves in a straight line. It loops back, surprises you, and eases in its own time.',
  ],
  questions: [
    "What's been on your mind most today?",
    'What would you like me to understand about {ref}?',
    'What has today been like for you?',
    'What do you find yourself missing most about {ref}?',
    "What's the hardest part right now?",
    "What's a small thing about {ref} that always makes you smile?",
    "What's something about {ref} you wish more people knew?",
    'Where in your days do you feel the loss most right now?',
    'What would you like to talk about next?',
    'What would help most right now, even a little?',
    'Who has been alongside you through this?',
    'What part of today has been the hardest?',
    'What would feel like enough for today?',
    'What do you wish you could tell {them}?',
    "What's it like for you right now, in this moment?",
  ],
};

const byId = new Map(THEMES.map((t) => [t.id, t]));

export function themeById(id: ThemeId): Theme {
  return byId.get(id)!;
}

/** Lower-case text with straight apostrophes, for matching. */
const INFORMAL: Record<string, string> = {
  cant: "can't",
  dont: "don't",
  didnt: "didn't",
  wont: "won't",
  im: "i'm",
  ive: "i've",
  id: "i'd",
  isnt: "isn't",
  wasnt: "wasn't",
  doesnt: "doesn't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  havent: "haven't",
  whats: "what's",
  thats: "that's",
  theres: "there's",
};

export function forMatching(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/["*_~`]/g, '')
    .toLowerCase()
    .replace(
      /\b(cant|dont|didnt|wont|im|ive|id|isnt|wasnt|doesnt|couldnt|wouldnt|shouldnt|havent|whats|thats|theres)\b/g,
      (w) => INFORMAL[w] ?? w,
    );
}

/**
 * The themes of grief recognised in a message, most important first (the order of THEMES):
 * e.g. "If only I had called her that morning" → ['guilt'].
 */
export function detectThemes(text: string): ThemeId[] {
  return [...themesOf(text)];
}

const themesOf = memo((text: string): readonly ThemeId[] => {
  const t = forMatching(text);
  return THEMES.filter((theme) => theme.match.some((re) => re.test(t))).map((theme) => theme.id);
});

/** Every template a theme can answer with (for tests and reviews). */
export function themeTemplates(id: ThemeId): string[] {
  const theme = themeById(id);
  return [...theme.lines, ...theme.short, ...(theme.special ?? []).flatMap((s) => s.lines)];
}
