/**
 * The conversation layer of the crisis-safety screen: the newest user message read with the few
 * user messages before it and the companion's last question. screen.ts passes in the one-message
 * screen (rules + classifier).
 *
 * - An answer to our own check-in ("are you having thoughts of ending your life?") is heard as an
 *   answer: a clear "I'm safe" is not a crisis (`safe_answer`; the reply goes on caring and still
 *   offers help), a yes, a hedge or an "I don't know" is (`affirmed_check_in`, as the C-SSRS reads
 *   an answer that cannot rule it out), a soft no ("not really") keeps the check-in (`context`).
 * - An answer of "no" or "I don't know" to "are you safe?" is a crisis (`unsafe_answer`).
 * - A question about method, means or lethality ("how tall is the bridge on the A4", "how many of
 *   these are in a box", any question naming a means) after a worrying message is a crisis
 *   (`context_method`).
 * - A crisis is not over until the person says they are safe: a short reply within two messages of
 *   one ("its sorted", "enough", "bye x") is a crisis too (`context_crisis`); so is a time or a
 *   goodbye right after a worrying message (`context_timing`).
 * - A short, vague message right after a worrying one keeps the check-in (`context`).
 * - Anything else is rated on its own words: a dark conversation does not make every later message
 *   a crisis.
 */
import type { RiskLevel } from '@shared/schemas/companion';
import { normalize } from './normalize';
import type { ScreenResult } from './rules';

export type ConversationMessage = { role: 'user' | 'assistant'; content: string };

/** The companion asked the direct check-in question (CONCERN_CHECK_IN or any similar wording). */
const CHECK_IN_QUESTION =
  /\b(?:(?:thinking (?:of|about)|going to|planning (?:to|on)|want(?:ing)? to) (?:use|using|take|taking|do|doing) (?:it|them|that|this|those) to (?:hurt|harm|kill|end)|to (?:hurt|harm|kill) (?:yourself|urself)|thoughts? (?:of|about) (?:ending|taking) (?:your|ur) (?:own )?life|thoughts? of (?:suicide|killing (?:yourself|urself)|harming (?:yourself|urself)|hurting (?:yourself|urself)|self harm|dying|not wanting to (?:live|be alive|be here))|suicidal (?:thoughts|feelings)|(?:thinking|thought) (?:about|of) (?:suicide|killing (?:yourself|urself)|ending (?:your|ur) life|ending it|hurting (?:yourself|urself)|harming (?:yourself|urself)|taking (?:your|ur) (?:own )?life)|(?:are|do) you (?:feeling |feel )?suicidal|want(?:ing)? to (?:die|end (?:your|ur) life|kill (?:yourself|urself)|hurt (?:yourself|urself))|(?:do|have) you (?:have|made|got) a plan|thought about how you would)\b/;
/** The companion asked whether the person is safe: here a "no" is the worrying answer. */
const SAFETY_QUESTION =
  /\b(?:are you safe|do you feel safe|are you somewhere safe|are you in (?:a )?safe place|are you in danger|are you okay right now|are you ok right now)\b/;

/** A clear statement of being safe, anywhere in the answer ("no, I'm safe", "God no, I'd never"). */
const SAFE =
  /\b(?:im|i am|i feel|feeling|i will be|ill be) (?:(?!not\b|never\b)\w+ )?(?:safe|okay|ok|alright|all right)\b(?! (?:for now|until|till|tonight but)\b)|^(?:no|nope|nah|never|god no|of course not|not at all|absolutely not|definitely not|no way|hell no|no no)\b(?! (?:one|body|point|reason|future|way out|hope)\b)|\b(?:im not|i am not|im never) (?:\w+ )?(?:suicidal|going to (?:do anything|hurt myself|kill myself|end (?:it|my life)|do something))\b|\bi (?:would|will|could) never\b|\bi (?:wouldnt|wont|couldnt) (?:ever )?(?:do (?:that|it|anything)|hurt myself|leave (?:them|my|the kids|her|him)|put (?:them|my \w+) through)\b|\bnothing like that\b|\bnot (?:thinking|thought) (?:of|about) (?:that|it|ending|suicide|killing|hurting)\b|\bno (?:thoughts?|plans?) (?:of|like|to) (?:that|it|ending|hurting|harming|suicide)\b|\bdont worry\b|\bnot (?:like|in) that way\b/;
/** "I'm safe now", "I am safe, my sister is here": said outright, not put off ("safe for now", "safe until"). */
const SAFE_NOW =
  /\b(?:im|i am|i feel|ill be|i will be) (?:(?!not\b|never\b)\w+ )?safe\b(?! (?:for now|until|till|for tonight|tonight but|for the moment|when|whenever|knowing|now that|because|with|once|if|only|as long as|in the knowledge)\b)(?!.*\b(?:but|except|though)\b)/;
/** A yes, or an answer that cannot rule it out, at the start ("yes", "sometimes", "I have"). */
const AFFIRM_START =
  /^(?:yes|yeah|yea|yep|yup|ya|yah|ye|y|aye|sure|sometimes|often|always|constantly|every day|everyday|all the time|occasionally|at times|lately|recently|maybe|perhaps|possibly|probably|kind of|sort of|a little|a bit|a lot|i guess|i think so|i suppose|not sure|unsure|i dont know|idk|honestly (?:yes|yeah|maybe|sometimes|i do|i have)|if im honest|to be honest (?:yes|yeah|maybe|sometimes|i do|i have)|i cant lie|i wont lie|how did you know|most days|some days|most nights|every night|on and off|now and then|now and again|here and there|once or twice|a few times|yes and no|more than (?:i|id)|i have been|ive been|i do sometimes|i did|i am|i have|i do|dont know|not yet|not sure yet|maybe later)\b/;
/** A "yes" or "I don't know" whole, when the answer is just a few words ("I am.", "I do"). */
const AFFIRM_SHORT =
  /^(?:i am|im|i have|i do|i did|ive been|it is|yes i am|yes i have|yes i do|i think i am|i think i do)$/;
/** An affirmation after a turn in the answer ("no... well, sometimes", "not really, but I think about it"). */
const AFFIRM_AFTER_TURN =
  /\b(?:but|though|although|except|well|actually|if im honest|honestly|to be honest)\b(?: \w+){0,4}? (?:sometimes|maybe|i do|i have|yes|yeah|a bit|a little|at night|now and then|lately|i think about it|i thought about it|it crosses my mind|it has crossed my mind|the thought is there|i wonder)\b/;
/** A soft no: the check-in stays open. */
const SOFT_NO =
  /^(?:not really|not exactly|not as such|i dont think so|probably not|not right now|not at the moment|not today|not now)\b/;
const NO_OR_UNSURE =
  /^(?:no|nope|nah|not really|i dont know|idk|not sure|im not sure|dont know|maybe|i dont think so|not sure i am)\b/;
const SAFE_TO_SAFETY_QUESTION = /^(?:yes|yeah|yep|yup|i am|im safe|im okay|im ok|no im (?:safe|fine|okay|ok))\b/;
const REASSURED =
  /\b(?:thank|thanks|thx|feel(?:ing)? (?:a bit |a little |much )?better|that helps|helped|i will (?:call|reach out|talk|text)|ill (?:call|reach out|talk|text)|i called|i reached out|talked to (?:my|a|someone)|im with (?:my|someone|a friend|family))\b/;

/** Method, means or lethality, asked about or mused on, without any word of intent. */
const METHOD_TOPIC = new RegExp(
  [
    String.raw`\b(?:how (?:high|tall|far down|far up)|what (?:height|floor|storey)|which (?:floor|storey|bridge|cliff|building)|highest (?:bridge|building|point|floor|cliff|car park)|tallest (?:bridge|building|car park|multi storey)|height of (?:the|a|that|this)|how many (?:floors|storeys|stories|feet|metres|meters))\b`,
    String.raw`\bhow (?:many|much) (?:\w+ ){0,3}?(?:pills|tablets|mg|milligrams|grams|capsules|paracetamol|tylenol|ibuprofen|insulin|units|morphine|sleeping|oxycodone|codeine|tramadol|pills would|of (?:these|those|them|his|her|my|the))\b`,
    String.raw`\b(?:lethal|fatal|toxic|deadly|maximum|max|overdose|dangerous) (?:dose|doses|amount|level|quantity)\b`,
    String.raw`\b(?:would it|does it|will it|would that|does that) (?:hurt|be painful|take long|be quick|be quicker|work)\b|\bhow long (?:does|would|will|did) it take (?:to|for|before)\b|\bhow long (?:before|until) (?:you|someone|a person) (?:pass out|lose consciousness|die|stop breathing|bleed)\b|\bhow long (?:do|would|can) (?:you|people|someone) (?:last|survive|live)\b`,
    String.raw`\b(?:which|what) (?:is|would be|s|one is) (?:faster|quicker|less painful|more painless|more peaceful|surest|more reliable|quickest|fastest|least painful|most painless|easiest)\b`,
    String.raw`\b(?:carbon monoxide|car exhaust|exhaust fumes|charcoal|helium|gas oven|hosepipe|hose pipe)\b`,
    String.raw`\b(?:how deep|which vein|which artery|which way to cut|cut (?:deep|deeper|vertically|down|along)|deep enough|how sharp)\b`,
    String.raw`\b(?:how to tie|what knot|slip knot|hold (?:an adult|my weight|a person|someone)|take (?:my|a persons|someones) weight|strong enough to (?:hold|take)|ligature|noose)\b`,
    String.raw`\b(?:train times|what time (?:does|do|is) the (?:\w+ )?(?:trains?|tide|high tide)|when (?:does|do|is) the (?:\w+ )?(?:trains?|tide|high tide)|fast trains?|trains? (?:go|pass|come) through|level crossing|high tide|low tide)\b`,
    String.raw`\b(?:how deep is (?:the|that)|how cold is the (?:water|river|sea|lake|reservoir)|currents? (?:at|by|near|under))\b`,
    String.raw`\b(?:(?:buy|get|get hold of|find) a (?:gun|rifle|shotgun|pistol|firearm)|how to load|bullets?|still loaded|is it loaded)\b`,
  ].join('|'),
);
/** A question (or a musing in question form) that names a means: read with a worrying conversation. */
const QUESTION = /^(?:how|what|whats|which|where|when|is|are|can|could|would|will|does|do|did|should|if)\b| \?|\?$/;
const MEANS_WORD =
  /\b(?:pills?|tablets?|meds|medication|paracetamol|tylenol|insulin|morphine|oramorph|sleeping|gun|guns|rifle|shotgun|pistol|firearm|bullets?|knife|knives|blade|razor|rope|cord|belt|noose|ligature|beam|bridge|cliff|roof|ledge|tracks|railway|train|trains|crossing|motorway|river|sea|tide|reservoir|quarry|car park|multi storey|garage|exhaust|charcoal|helium|weedkiller|bleach|antifreeze|poison)\b/;
/** A means put out of reach ("my sister took the pills away", "I flushed them", "handed the gun in"). */
const MEANS_REMOVED =
  /\b(?:took|take|taken|taking|put|putting|locked|locking|threw|thrown|throwing|flushed|flushing|gave|given|giving|handed|handing|got rid of|getting rid of|removed|removing|binned|returned|returning)\b(?: \w+){0,4}? (?:away|in|back|out of the house|to the (?:police|pharmacy|chemist)|rid)\b|\b(?:flushed|binned|got rid of|handed in)\b/;
const TIMING =
  /\b(?:tonight|today|right now|now|soon|tomorrow|this weekend|by morning|in an hour|later|after (?:the|his|her) funeral)\b/;

const RANK: Record<RiskLevel, number> = { none: 0, concern: 1, crisis: 2 };

function plain(text: string): string {
  return normalize(text)
    .text.replace(/ [.,"]/g, '')
    .replace(/^[.,"] ?/, '')
    .trim();
}

type Answer = 'safe' | 'affirm' | 'soft' | 'other';

/** A question that asks what would happen if the answer were yes: an answer that cannot rule it out. */
const CONDITIONAL_YES =
  /^(?:if|what if|and if|suppose|say) (?:i|im|i am|i did|i was|i said|i had|i do)\b|\b(?:would you|will you|do you have to|would they|will they) (?:tell|call|report|ring|send|lock|section)\b/;

/**
 * How an answer to "are you having thoughts of ending your life?" reads. A yes comes first: "yeah,
 * but I won't do anything" answers the question (the C-SSRS counts the thought, whatever is said of
 * acting on it).
 */
export function readCheckInAnswer(answer: string): Answer {
  if (
    AFFIRM_START.test(answer) &&
    !/^(?:i dont (?:think|have|want|need)|i do not|i am not|im not|i have not|i havent)\b/.test(answer)
  )
    return 'affirm';
  if (AFFIRM_AFTER_TURN.test(answer) || CONDITIONAL_YES.test(answer)) return 'affirm';
  if (AFFIRM_SHORT.test(answer)) return 'affirm';
  if (SOFT_NO.test(answer)) return 'soft';
  if (SAFE.test(answer)) return 'safe';
  return 'other';
}

const withReason = (r: ScreenResult, risk: RiskLevel, reason: string): ScreenResult => ({
  risk,
  reasons: [reason, ...r.reasons.filter((x) => x !== reason)],
});

/** Rates the newest user message of a conversation, read with what came before it. */
export function screenConversationWith(
  messages: ConversationMessage[],
  screenMessage: (text: string) => ScreenResult,
): ScreenResult {
  let last = -1;
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]!.role === 'user') {
      last = i;
      break;
    }
  }
  if (last < 0) return { risk: 'none', reasons: [] };
  const text = messages[last]!.content ?? '';
  let own = screenMessage(text);
  const prev =
    last > 0 && messages[last - 1]!.role === 'assistant' ? normalize(messages[last - 1]!.content ?? '').text : '';
  const answer = plain(text);
  const t = normalize(text).text;
  // "I'm safe now, my sister took the pills away": a clear statement of safety that only the
  // classifier rated a crisis (no rule found intent) keeps the check-in but is not a crisis.
  if (own.risk === 'crisis' && own.reasons.length === 1 && own.reasons[0] === 'classifier' && SAFE_NOW.test(answer)) {
    own = { risk: 'concern', reasons: ['classifier', 'safe_answer'] };
  }
  const asksAboutMeans = METHOD_TOPIC.test(t) || (QUESTION.test(answer || t) && MEANS_WORD.test(t));

  if (prev && CHECK_IN_QUESTION.test(prev)) {
    const read = readCheckInAnswer(answer);
    if (read === 'affirm') return withReason(own, 'crisis', 'affirmed_check_in');
    if (own.risk === 'crisis') return own;
    // Answering "are you having thoughts of ending your life?" with a question about a means.
    if (read !== 'safe' && asksAboutMeans) return withReason(own, 'crisis', 'context_method');
    // "No, but I'm not eating": heard as a no (the question is not asked again, see safe-reply.ts),
    // and what else they said still counts.
    if (read === 'safe')
      return own.risk === 'none'
        ? { risk: 'none', reasons: ['safe_answer'] }
        : withReason(own, own.risk, 'safe_answer');
    return withReason(own, 'concern', 'context');
  }
  if (prev && SAFETY_QUESTION.test(prev) && NO_OR_UNSURE.test(answer) && !SAFE_TO_SAFETY_QUESTION.test(answer)) {
    return withReason(own, 'crisis', 'unsafe_answer');
  }
  if (own.risk === 'crisis') return own;

  // The user's earlier messages, newest first (at most five).
  const earlier: RiskLevel[] = [];
  for (let i = last - 1; i >= 0 && earlier.length < 5; i--) {
    if (messages[i]!.role === 'user') earlier.push(screenMessage(messages[i]!.content ?? '').risk);
  }
  const worried = earlier.some((r) => r !== 'none');
  const recentCrisis = earlier.slice(0, 2).includes('crisis');
  if (worried && asksAboutMeans) return withReason(own, 'crisis', 'context_method');

  const words = answer ? answer.split(' ').length : 0;
  // "I feel safe knowing the pills are there": a means still at hand is not reassurance.
  const meansKept = MEANS_WORD.test(t) && !MEANS_REMOVED.test(t);
  const reassured = (REASSURED.test(answer) || SAFE_NOW.test(answer)) && !meansKept && !/\bway out\b/.test(t);
  const short = words <= 12 && !reassured;
  // A crisis is not over until the person says they are safe: a short reply right after one ("its
  // sorted", "enough", "bye x", "dunno yet") is read as part of it.
  if (recentCrisis && (short || meansKept)) return withReason(own, 'crisis', 'context_crisis');
  if (
    worried &&
    short &&
    (TIMING.test(answer) || /^(?:bye|goodbye|night|goodnight|its sorted|sorted|done|enough)\b/.test(answer)) &&
    RANK[own.risk] < 2
  ) {
    return withReason(own, 'crisis', 'context_timing');
  }
  if (own.risk === 'none' && short && earlier.slice(0, 3).some((r) => RANK[r] > 0))
    return { risk: 'concern', reasons: ['context'] };
  return own;
}
