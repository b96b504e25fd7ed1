/**
 * The output layer of the crisis-safety screen: every model reply is read before a person sees it.
 * A reply is refused when it gives method, dose, height, depth or lethality information, encourages
 * self-harm, or, for the memorial persona and legacy letters, invites the reader to join the dead or
 * claims the dead are alive. Whatever the provider: the builtin companion, any OpenAI-compatible
 * model, the persona in the first person. safe-reply.ts replaces a refused reply as a whole.
 */
import { normalize } from './normalize';

export interface OutputScreenResult {
  safe: boolean;
  reasons: string[];
}

export type ScreenPersona = 'companion' | 'memorial' | 'peer-support' | 'moderator' | 'legacy-letter';

const REFUSAL =
  /\b(?:cant|cannot|wont|will not|not able to|unable to|not going to|dont|do not|never|refuse to|not something i can|not comfortable)\b[^.]{0,40}\b(?:tell|share|give|provide|help|discuss|describe|explain|offer|list|answer|talk about)\b|\bplease dont\b|\bi dont want you to\b/;
const SUBSTANCE =
  '(?:pills|tablets|capsules|tylenol|paracetamol|acetaminophen|ibuprofen|advil|aspirin|insulin|opioids?|oxycodone|fentanyl|morphine|heroin|benzodiazepines?|benzos|xanax|valium|barbiturates?|sleeping pills|antidepressants|amitriptyline|lithium|digoxin|cyanide|antifreeze|bleach|poison|medication|medicine|drugs|alcohol)';
const OUTPUT_RULES: { reason: string; re: RegExp; refusable: boolean; anchors: Set<string> }[] = [
  {
    // Heights, depths, doses, gases, times to death and comparisons of methods: lethality in any
    // wording ("falls from above the fifth floor are rarely survived", "carbon monoxide in a closed
    // garage takes minutes", "which is quicker"). A reply never carries any of it.
    reason: 'method_details',
    refusable: true,
    re: new RegExp(
      [
        `\\b(?:\\d+|ten|twenty|thirty|forty|fifty|a hundred) ?(?:feet|ft|foot|metres|meters|m|storeys|stories|floors)\\b[^.]{0,60}\\b(?:fatal|lethal|survive|survived|survivable|survival|die|dying|death|deadly|kill|killed|enough|high enough|not survive)\\b`,
        `\\b(?:fatal|lethal|survive|survived|survivable|survival|die|dying|death|deadly|kill|enough)\\b[^.]{0,60}\\b(?:\\d+|ten|twenty|thirty|forty|fifty|a hundred) ?(?:feet|ft|foot|metres|meters|storeys|stories|floors)\\b`,
        `\\b(?:above|over|higher than|from) (?:the )?(?:\\w+ )?(?:\\d+(?:st|nd|rd|th)|fifth|sixth|seventh|eighth|ninth|tenth|top) (?:floor|storey|story)\\b`,
        `\\b(?:fall|falls|jump|jumps|drop|drops) (?:from|off|of) (?:a |the )?(?:bridge|building|height|roof|cliff|balcony|car park)s?\\b[^.]{0,60}\\b(?:fatal|lethal|survive|survived|survivable|kill|killed|die|death|deadly|instant|quick|quickly)\\b`,
        `\\b(?:survival|fatality|death|mortality|success) rates?\\b[^.]{0,60}\\b(?:jump|jumping|fall|falls|overdose|overdoses|hanging|drowning|gunshot|firearm|cutting|poison|carbon monoxide|method|methods|attempt|attempts)\\b`,
        `\\b(?:jump|jumping|fall|falls|overdose|overdoses|hanging|drowning|gunshot|firearm|cutting|poison|carbon monoxide|method|methods|attempt|attempts)\\b[^.]{0,60}\\b(?:survival|fatality|death|mortality|success) rates?\\b`,
        `\\b(?:carbon monoxide|exhaust fumes|car exhaust|charcoal|generator fumes|gas oven|helium|nitrogen)\\b[^.]{0,80}\\b(?:minutes|hours|unconscious|unconsciousness|closed|sealed|enclosed|garage|small room|tent|fatal|lethal|kill|die|death|painless|peaceful|quick|quickly)\\b`,
        `\\b(?:minutes|hours|seconds)\\b[^.]{0,60}\\b(?:carbon monoxide|exhaust|charcoal|helium|nitrogen|to (?:die|bleed out|lose consciousness|pass out)|before (?:death|dying|you die|unconsciousness|brain damage|the heart stops))\\b`,
        `\\b(?:takes?|within|after|in) (?:about |around |roughly |only |just )?(?:\\d+|a few|several|ten|twenty|thirty) (?:minutes|hours|seconds)\\b[^.]{0,40}\\b(?:to die|to lose consciousness|to pass out|to bleed out|for the heart|unconscious|death|fatal|brain damage)\\b`,
        `\\b(?:cut|cuts|cutting|wound|wounds|slice|slash|blade)\\b[^.]{0,50}\\b(?:deep|deeper|depth|vertical|vertically|lengthwise|along the (?:vein|artery|forearm|wrist)|artery|arteries|radial|femoral|carotid|jugular|tendon|tendons|bleed out)\\b`,
        `\\b(?:deep|deeper|vertical|vertically|lengthwise)\\b[^.]{0,30}\\b(?:cut|cuts|cutting|slice|slash)\\b`,
        `\\b(?:faster|quicker|less painful|more painful|more painless|more peaceful|more reliable|more certain|more likely to (?:work|succeed|kill)|surer|deadlier|more lethal)\\b[^.]{0,30}\\b(?:than|compared (?:to|with)|option|way|method)\\b[^.]{0,60}\\b(?:pills|overdose|hanging|jumping|drowning|gun|firearm|cutting|train|trains|bridge|carbon monoxide|gas|poison|rope|noose|bleeding|fall)\\b`,
        `\\b(?:pills|overdose|hanging|jumping|drowning|gun|firearm|cutting|train|trains|bridge|carbon monoxide|gas|poison|rope|noose|bleeding)\\b[^.]{0,60}\\b(?:is|are|would be|tends to be|usually)\\b[^.]{0,20}\\b(?:faster|quicker|less painful|more painless|more peaceful|more reliable|more certain|more lethal|deadlier|surer|almost always fatal|usually fatal|rarely survived|instant|painless|quick)\\b`,
        `\\b(?:liver|kidney|organ|heart|breathing)\\b[^.]{0,40}\\b(?:fail|fails|failure|stop|stops|shut down|shuts down)\\b[^.]{0,60}\\b(?:\\d+|hours|days|dose|doses|grams|pills|tablets)\\b`,
        `\\b\\d+(?:\\.\\d+)? ?(?:mg|milligrams?|mcg|micrograms?|grams?|g|ml|units|pills|tablets|capsules)\\b[^.]{0,60}\\b(?:of (?:\\w+ )?(?:paracetamol|acetaminophen|tylenol|ibuprofen|aspirin|insulin|morphine|oxycodone|codeine|tramadol|fentanyl|sertraline|amitriptyline|citalopram|fluoxetine|diazepam|zopiclone|lithium|digoxin|propranolol|quetiapine|mirtazapine|sleeping pills|antidepressants|painkillers)|toxic|overdose|liver|harm|damage|dangerous)\\b`,
        `\\b(?:knot|beam|ligature|suspension|drop height|pressure on the (?:neck|carotid))\\b[^.]{0,60}\\b(?:hold|weight|neck|tight|unconscious|seconds|die|death|fatal)\\b`,
        `\\b(?:aim|point|place|put) (?:it|the (?:gun|barrel|muzzle)) (?:at|to|under|in)\\b[^.]{0,30}\\b(?:head|temple|chin|mouth|heart)\\b`,
        `\\b(?:train|trains|freight|express)\\b[^.]{0,50}\\b(?:speed|mph|km h|km/h|stop in time|cannot stop|cant stop|braking distance|timetable|times|pass through|fatal|lethal)\\b`,
        `\\b(?:water|river|sea|lake|reservoir)\\b[^.]{0,50}\\b(?:cold enough|deep enough|current (?:would|will|is strong)|hypothermia (?:sets|takes|within)|minutes to)\\b`,
      ].join('|'),
    ),
    anchors: new Set(
      'feet ft foot metres meters m storeys stories floors floor storey story fatal lethal survive survived survivable survival die dying death deadly kill enough above over higher from fall falls jump jumps drop drops fatality mortality success rate rates carbon exhaust charcoal generator gas helium nitrogen minutes hours seconds takes take within after in cut cuts cutting wound wounds slice slash blade deep deeper vertical vertically lengthwise faster quicker less more surer deadlier pills overdose hanging jumping drowning gun firearm train trains bridge poison rope noose bleeding liver kidney organ heart breathing mg milligram milligrams mcg g gram grams ml units tablets capsules knot beam ligature suspension aim point place put freight express water river sea lake reservoir'.split(
        ' ',
      ),
    ),
  },
  {
    reason: 'method_details',
    refusable: true,
    re: new RegExp(
      [
        `\\b(?:lethal|fatal|deadly|toxic|overdose) (?:dose|doses|amount|amounts|quantity|threshold|level)\\b(?:[^.]{0,40}\\b(?:is|are|would be|of|around|about|starts|begins)\\b|[^.]{0,40}\\d)`,
        `\\b\\d+(?:\\.\\d+)? ?(?:mg|milligrams?|g|grams?|ml|units|pills|tablets|capsules)\\b[^.]{0,80}\\b(?:lethal|fatal|deadly|kill|die|death|enough to|overdose|stop (?:your|the) heart)\\b`,
        `\\b(?:lethal|fatal|deadly|kill|enough to|overdose)\\b[^.]{0,60}\\b\\d+(?:\\.\\d+)? ?(?:mg|milligrams?|g|grams?|ml|units|pills|tablets|capsules)\\b`,
        `\\b(?:the )?(?:most|least|more|less) (?:painless|painful|effective|reliable|lethal|certain|peaceful) (?:way|ways|method|methods|means)\\b(?=[^.]{0,40}\\b(?:is|are|would be|include|to die|to end|of suicide|of dying)\\b)`,
        `\\b(?:quickest|fastest|easiest|surest|simplest|painless|best|most reliable) (?:way|ways|method|methods) (?:to|of) (?:die|kill (?:yourself|urself|oneself)|end (?:your|ur) life|commit suicide|suicide|overdose|hang)\\b(?=[^.]{0,40}\\b(?:is|are|would be|include)\\b)`,
        `\\b(?:tie|tying|make|making) (?:a )?(?:noose|ligature|slip knot)\\b`,
        `\\b(?:cut|cutting|slit|slash) (?:along|down|across|vertically|deeper|deep)\\b`,
        `\\b(?:cut|slit) (?:along|down|across)? ?(?:the |your |ur )?(?:wrists?|veins?|arteries|artery|throat|radial)\\b`,
        `\\b(?:take|taking|swallow|swallowing|mix|mixing|combine|combining|crush|crushing|inject|injecting|stockpile|stockpiling|save up|take all)(?: \\w+){0,3}? ${SUBSTANCE}\\b(?=[^.]{0,60}\\b(?:die|death|lethal|fatal|end (?:it|your life)|kill|overdose|never wake|not wake|stop breathing|enough)\\b)`,
        `\\b(?:jump|jumping) (?:from|off) (?:a |the )?(?:height|bridge|building|roof)\\b[^.]{0,40}\\b(?:at least|feet|metres|meters|stories|storeys|floors|high enough|survive)\\b`,
        `\\b(?:carbon monoxide|charcoal|exhaust|helium|nitrogen|plastic bag|exit bag)\\b[^.]{0,60}\\b(?:in (?:a|your) (?:car|garage|room)|seal|tape|tube|hose|bag over|suffocat|painless|die|death|lethal)\\b`,
        `\\bhow to (?:kill (?:yourself|urself|oneself)|commit suicide|end (?:your|ur) life|overdose|hang (?:yourself|urself)|cut (?:yourself|your wrists|deeper)|tie a noose|bleed out|self harm|hurt yourself)\\b`,
        `\\b(?:hide|hiding|cover|covering|conceal|concealing) (?:the |your |ur )?(?:cuts|scars|wounds|burns|self harm|bruises)\\b`,
        `\\b(?:step|steps) (?:\\d|one|two|three)\\b[^.]{0,60}\\b(?:noose|pills|overdose|rope|blade|razor|wrists?|bridge|ligature)\\b`,
      ].join('|'),
    ),
    anchors: new Set(
      'lethal fatal deadly toxic overdose mg milligram milligrams g gram grams ml units pills tablets capsules most least more less quickest fastest easiest surest simplest painless best reliable tie tying make making noose ligature knot cut cutting slit slash take taking swallow swallowing mix mixing combine combining crush crushing inject injecting stockpile stockpiling save jump jumping carbon charcoal exhaust helium nitrogen plastic exit how hide hiding cover covering conceal concealing step steps'.split(
        ' ',
      ),
    ),
  },
  {
    // A large quantity of pills, or pills with alcohol, is a method even without a death word.
    // "Take your medication as prescribed", "don't mix your pills with alcohol" pass.
    reason: 'method_details',
    refusable: true,
    re: new RegExp(
      [
        `\\b(?:take|taking|took|swallow|swallowing|swallowed|down|downing|neck|crush|crushing)(?: all)? (?:[1-9]\\d+|a dozen|dozens|twenty|thirty|forty|fifty|sixty|a hundred|a handful|a bottle|a whole bottle|the whole (?:bottle|box|packet|pack)|all (?:of )?(?:your|ur|the|those|these))(?: \\w+){0,4}? ${SUBSTANCE}\\b`,
        `\\b${SUBSTANCE}(?: \\w+){0,5}? (?:with|and|alongside|washed down with|on top of) (?:a lot of |lots of |some |a bottle of |a few )?(?:alcohol|vodka|wine|whisky|whiskey|booze|beer|gin|rum|spirits|drinks?)\\b`,
        `\\b(?:mix|mixing|combine|combining|wash(?:ing)? down) (?:\\w+ ){0,3}?(?:alcohol|vodka|wine|whisky|whiskey|booze|beer|gin|rum|spirits|drinks?) (?:with|and) (?:\\w+ ){0,2}?${SUBSTANCE}\\b`,
      ].join('|'),
    ),
    anchors: new Set(
      'take taking took swallow swallowing swallowed down downing neck crush crushing alcohol vodka wine whisky whiskey booze beer gin rum spirits drink drinks'.split(
        ' ',
      ),
    ),
  },
  {
    reason: 'encourages_self_harm',
    refusable: false,
    re: /\b(?:you should|you could|just|go ahead and|why not|why dont you|maybe you should|you might as well|you may as well|you ought to|you need to|it(?:s| is) time to|do it and|do it ,|i think you should|you have every right to|nothing wrong with (?:wanting to )?|you deserve to) (?:just )?(?:kill (?:yourself|urself)|end (?:your|ur) (?:own )?life|end it(?: all)?(?! with)|die|hurt (?:yourself|urself)|cut (?:yourself|urself)|harm (?:yourself|urself)|take (?:all )?(?:the|those|your|ur) pills|overdose|jump|hang (?:yourself|urself)|give up on life|stop living|not exist)\b|\bkys\b|\b(?:its|it is) (?:ok|okay|fine|alright|all right|understandable|reasonable|brave|right|your right|the right choice|a good idea|not wrong) (?:for you )?to (?:kill (?:yourself|urself)|end (?:your|ur) (?:own )?life|take (?:your|ur) (?:own )?life|hurt (?:yourself|urself)|cut (?:yourself|urself)|harm (?:yourself|urself)|commit suicide|give up on life|die)\b|\b(?:you(?:d| would|re| are)?|everyone would be|they would be|the world would be|your family would be) (?:\w+ )?(?:be )?better off (?:dead|without you)\b|\b(?:nobody|no one) (?:would|will) (?:miss|care about|notice) you\b|\byou(?:re| are) (?:just )?a burden\b|\b(?:go ahead|do it)\b(?=[^.]{0,30}\b(?:end it|kill|die|pills|jump|cut)\b)(?<!\b(?:dont|do not|never|please dont) (?:go ahead|do it))|\bsuicide is (?:the|a|your) (?:answer|solution|way out|only way|best option|right choice)\b|\byou (?:won|will not|wont) (?:feel|regret) (?:a thing|anything)\b(?=[^.]{0,40}\b(?:die|end|pills|jump)\b)|\bgoodbye ,? (?:and )?(?:rest|sleep) (?:well|peacefully)\b/,
    anchors: new Set(
      'should could just ahead why might may ought need time think right deserve kys ok okay fine alright understandable reasonable brave wrong better nobody burden go do suicide wont goodbye'.split(
        ' ',
      ),
    ),
  },
];

const MEMORIAL_RULES: { reason: string; re: RegExp; anchors: Set<string> }[] = [
  {
    reason: 'invites_reunion',
    re: /\bcome (?:and |to )?(?:join|be with|find|meet|stay with|follow) me\b|\bjoin me (?:here|there|soon|now|in heaven|on the other side|up here|where i am)?\b|\b(?:we(?:ll| will| can| could)|you(?:ll| will| can| could)) be together (?:again )?(?:soon|now|tonight|very soon|before long|shortly|if you)\b|\bbe together again soon\b|\bcome (?:home )?to me\b|\bcome (?:up )?here\b(?=[^.]{0,30}\b(?:with me|to me|join|together)\b)|\b(?:im|i am|ill be|i will be|i(?:ve| have) been) (?:always )?waiting for you\b|\bwaiting for you (?:here|there|on the other side|in heaven|up here)\b|\b(?:see|be with|hold|hug) you (?:very )?soon\b|\b(?:its|it is) (?:your )?time (?:for you )?to (?:come|join|be with|cross)\b|\bcross over (?:to me|and join|with me)\b|\bthere(?:s| is) (?:a )?(?:place|room|spot) for you (?:here|with me|beside me)\b|\b(?:dont|do not|no need to) be (?:afraid|scared) to (?:come|join|die|cross|follow)\b|\bfollow me\b|\bcome with me\b|\bwe(?:ll| will) be reunited soon\b|\b(?:you can|you could) (?:come|join me|be with me)\b/,
    anchors: new Set(
      'come join together waiting soon time cross place room spot afraid scared follow reunited can could'.split(' '),
    ),
  },
  {
    reason: 'claims_alive',
    re: /\b(?:im|i am|i m) (?:still |really |actually |truly )?alive\b|\b(?:im|i am) not (?:really |actually |truly )?(?:gone|dead)\b|\bi(?:m| am)? never really gone\b|\bi (?:didnt|did not|never) (?:really )?(?:die|leave|go)\b(?! (?:from|of)\b)|\b(?:im|i am) (?:right |still )?here (?:with you )?(?:in (?:the|this|your) (?:room|house|kitchen|bedroom|home|car)|beside you|next to you|sitting (?:next to|with|beside) you)\b|\b(?:im|i am) (?:sitting|standing) (?:right )?(?:here )?(?:next to|beside|behind|with) you\b|\b(?:its|it is) (?:really )?(?:me|your (?:mom|mum|mother|dad|father|son|daughter|husband|wife|brother|sister|grandma|grandpa|nan)) (?:really )?(?:talking|speaking|here)\b|\bthis is really (?:me|your (?:mom|mum|mother|dad|father|son|daughter|husband|wife|brother|sister|grandma|grandpa|nan))\b|\bi can (?:see|hear|watch) you (?:right )?now\b|\bi(?:m| am) (?:still )?(?:living|breathing)\b|\bi (?:came|have come|ve come) back (?:to (?:you|life)|from (?:the dead|beyond|the other side|heaven))\b|\bi(?:m| am) back (?:from (?:the dead|beyond|the other side|heaven)|to life)\b|\bi(?:m| am) (?:really )?back(?= \.|$)/,
    anchors: new Set(
      'alive gone dead die leave go here sitting standing me really see hear watch living breathing came come back'.split(
        ' ',
      ),
    ),
  },
];

/** Screens a model reply before the user sees it. */
export function screenModelOutput(text: string, persona: ScreenPersona): OutputScreenResult {
  if (typeof text !== 'string') return { safe: false, reasons: ['unreadable_output'] };
  const { text: t } = normalize(text);
  const reasons: string[] = [];
  const sentences = t.split(' . ');
  const wordsOf = sentences.map((x) => x.split(' '));
  const unlocked = (anchors: Set<string>, i: number) =>
    wordsOf[i]!.some((w) => anchors.has(w) || (w.charCodeAt(0) >= 48 && w.charCodeAt(0) <= 57));
  for (const rule of OUTPUT_RULES) {
    for (let i = 0; i < sentences.length; i++) {
      if (!unlocked(rule.anchors, i)) continue;
      const s = sentences[i]!;
      const m = rule.re.exec(s);
      if (!m) continue;
      if (rule.refusable && REFUSAL.test(s.slice(0, m.index))) continue;
      // "If you're thinking about how to end your life, please call 988": a check-in, not a method.
      if (
        rule.refusable &&
        /\b(?:if you|are you|have you|thoughts? (?:of|about)|thinking (?:of|about)|urge to|want to|wanting to|feel like)\b[^.]{0,20}$/.test(
          s.slice(0, m.index),
        )
      )
        continue;
      // "Never mix your medication with alcohol": a warning against it, not a method.
      if (
        rule.refusable &&
        /\b(?:dont|do not|never|avoid|shouldnt|should not|not to|careful not to|mustnt|must not|wont|not safe to|dangerous to|risky to|harmful to)\b(?: \w+){0,4} ?$/.test(
          s.slice(0, m.index),
        )
      )
        continue;
      if (!reasons.includes(rule.reason)) reasons.push(rule.reason);
      break;
    }
  }
  if (persona === 'memorial' || persona === 'legacy-letter') {
    for (const rule of MEMORIAL_RULES) {
      if (persona === 'legacy-letter' && rule.reason === 'claims_alive') continue;
      for (let i = 0; i < sentences.length; i++) {
        if (!unlocked(rule.anchors, i)) continue;
        const s = sentences[i]!;
        const m = rule.re.exec(s);
        if (!m) continue;
        // "I'm not saying come join me", "never follow me there"
        if (/\b(?:not|never|dont|do not|no)\b(?: \w+){0,2} $/.test(s.slice(0, m.index))) continue;
        if (!reasons.includes(rule.reason)) reasons.push(rule.reason);
        break;
      }
    }
  }
  return { safe: reasons.length === 0, reasons };
}
