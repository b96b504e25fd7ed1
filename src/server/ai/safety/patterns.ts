/**
 * The rules of the crisis-safety screen, written against `normalize`d text (lower case, no
 * apostrophes, "wanna" already "want to", " . " between sentences, " , " between clauses).
 *
 * A rule is a regular expression plus what a match means. screen.ts decides, per match, who it is
 * about (the writer, someone else, people in general), whether it is negated ("I would never …"),
 * in the past ("I used to …"), or someone else's finished death told by a survivor ("he killed
 * himself in 2019"), and lowers or drops the rule's level accordingly.
 *
 * No pattern nests unbounded quantifiers; gaps between words are bounded (`(?: \w+){0,3}`), so every
 * rule runs in time linear in the message.
 */

export type Level = 'concern' | 'crisis';

export type Reason =
  | 'active_ideation'
  | 'passive_ideation'
  | 'plan'
  | 'means'
  | 'timing'
  | 'goodbye'
  | 'self_harm'
  | 'attempt'
  | 'reunion'
  | 'hopelessness'
  | 'burden'
  | 'self_neglect'
  | 'third_party_risk'
  | 'slang'
  | 'history'
  | 'quoted'
  | 'combined_risk'
  | 'affirmed_check_in'
  | 'unsafe_answer'
  | 'context';

export interface Rule {
  /** A stable name, for tests and debugging. */
  id: string;
  reason: Reason;
  level: Level;
  /** Global regular expression over normalized text. A `who` group, if any, holds the reflexive or possessive. */
  re: RegExp;
  /**
   * The rule runs on a sentence only if it contains one of these words or two-word phrases (a cheap
   * pre-filter; every alternative of `re` must contain one). screen.test.ts checks this on the fixtures.
   */
  anchors: string[];
  /** Run on the whole message rather than sentence by sentence. */
  scope?: 'message';
  /** Always run sentence by sentence (the expression anchors `^…$` to a sentence). */
  perSentence?: boolean;
  /** A "not"/"never" just before the match cancels it. Default true. */
  negatable?: boolean;
  /** The rule can be about someone else ("he wants to die"). Default false: first person only. */
  third?: boolean;
  /** For a third person in the past tense: a finished death ("killed himself") rather than an attempt. */
  completed?: boolean;
  /** The level when it is about someone else in the present. Default: `level`. */
  thirdLevel?: Level;
  /** Past-tense / "years ago" lowers crisis to concern. Default true. */
  historical?: boolean;
  /** Always about the writer, whatever the nearest subject ("everyone would be better off without me"). */
  self?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

let groupSeq = 0;
/** A reflexive pronoun, captured in a uniquely named `who…` group (Node 20 has no duplicate group names). */
const refl = () => `(?<who${groupSeq++}>myself|himself|herself|themselves|themself|yourself|ourselves)`;
/** A possessive, captured the same way. */
const poss = () => `(?<who${groupSeq++}>my|his|her|their|your|our)`;
/** Filler words that may sit between a verb and what it governs ("want to just die"). */
const ADV =
  '(?:(?:just|simply|really|actually|honestly|seriously|literally|truly|genuinely|finally|quietly|peacefully|fucking|fkn|kind of|sort of|go|even|all|badly|desperately|rather|sometimes|still|also|so|lowkey|quickly|slowly|maybe|probably|definitely|already|seriously) ){0,3}';
/** People, for "my brother …", "her friend …". */
export const REL =
  '(?:mom|mum|mother|mommy|mummy|mama|ma|dad|father|daddy|papa|pa|son|daughter|child|kid|baby|boy|girl|brother|bro|sister|sis|husband|wife|partner|fiance|fiancee|boyfriend|girlfriend|friend|bestie|grandma|grandpa|grandmother|grandfather|nan|nana|gran|granny|grandson|granddaughter|aunt|auntie|uncle|cousin|niece|nephew|twin|bf|gf|roommate|flatmate|coworker|colleague|neighbor|neighbour|classmate|teammate|student|patient|client|ex|stepdad|stepmom|stepmum|stepson|stepdaughter|sibling|parent|mate|buddy|pal|teen|teenager|spouse|love|sweetheart|fiancé)s?';
/** The same people, one at a time ("my kids", "my friends" are usually the living). */
const REL_ONE = REL.replace(/s\?$/, '');
/** After a person: words that show an ordinary plan with them ("join my friends for dinner"). */
const ORDINARY_AFTER =
  '(?! (?:for|at|on|in|to|and|with|this|next|tomorrow|later|after|before|from|who|when|while|because|but|so|over|tonight for|tonight at|tonight to)\\b)';

/** Dying, minus the idioms: "die of embarrassment", "die laughing", "die down", "dying to see". */
const DIE =
  '(?:die|dying)(?! (?:my|her|his|your|their|the) (?:hair|clothes|shirt|wool|fabric)| (?:it|them) (?:black|blue|red|pink|purple|green)| (?:of|from) (?:embarrassment|shame|laugh\\w*|boredom|cringe|curiosity|jealousy|envy|old age|natural causes)| laughing| down| out\\b| off\\b| away| hard| happy| inside| a little| for (?:my|her|him|them|you|a|an|the|some|this|that|it|one|those|these|love|real)\\b| to (?:see|know|hear|meet|try|go|get|tell|find|have|eat|read|visit|show|talk|ask|share)\\b| at home| in my own bed| with dignity| someday| one day| eventually| of (?:old age|cancer|a|heart)| young| before (?:i|my) (?:see|find|get|meet|finish)|(?: \\w+){0,5} when im (?:old|older|\\d+|ninety|a hundred|ready|an old|elderly|very old)\\b| at (?:\\d+|ninety|a hundred)\\b| peacefully in my sleep (?:when|at|like|one day|someday))';
/** Ways of saying "end one's life", in base or -ing form. */
const SELF_END = [
  `kill(?:ing)? ${refl()}(?! (?:laughing|trying|working|at (?:work|the gym)|over|with (?:work|drink|drinking|booze|alcohol|stress|smoking|food)|to (?:get|make|finish|keep|please|pay|help|look|be)))`,
  `(?:end|ending|take|taking) ${poss()} (?:own )?(?:life|lives)`,
  'commit(?:ting)? suicide',
  'suicide',
  `end(?:ing)? (?:it|things|everything)(?: all)?(?! (?:with|for|between|off|up|there|on a|on good)\\b)`,
  `end(?:ing)? this(?: all)?(?= \\.| ,|$| now| tonight| today| forever| for good| once and for all| for me| pain| suffering| misery| life)`,
  `${DIE}`,
  '(?:be|being) dead',
  'not (?:be|being) (?:alive|here|around)(?! (?:for|when|at|on|to|until|by)\\b)',
  'not (?:exist|existing)',
  '(?:stop|stopping) (?:existing|living|breathing)',
  'cease to exist',
  `end(?:ing)? ${poss()} (?:suffering|misery|torment|existence)`,
  `end(?:ing)? (?:my|the|this) pain (?:permanently|for good|forever|once and for all)`,
  'overdose|overdosing',
  '(?:hang|hanging|shoot|shooting|drown|drowning|gas|gassing) ' + refl(),
  '(?:jump|jumping) (?:off|from|in front of) (?:a|the|that|this|my) (?:bridge|building|roof|cliff|train|balcony|overpass|ledge|tower|car park|parking garage)',
  'go to sleep forever|sleep forever|never wake up|not wake up',
].join('|');
/** Volition: what someone wants, plans or thinks about doing. */
const WANT =
  '(?:want|wants|wanted|wanting|wish|wishes|wished|wishing|need|needs|ready|plan|plans|planning|planned|decided|deciding|trying|tried|tries|try|attempt|attempts|attempted|attempting|intend|intends|intending|tempted|urge|urges|thinking (?:about|of)|thinks? (?:about|of)|thought (?:about|of)|considering|considered|contemplating|contemplated|fantasi[sz]ing about|dreaming (?:about|of)|feel like|feels like|felt like|would like|id like|hope|hopes|hoping|pray|prays|praying|threaten|threatens|threatened|threatening|keeps? (?:thinking|talking) about|cant stop thinking about|obsess(?:ed|ing)? (?:about|with)|the idea of|the thought of|thoughts of|thoughts about|close to|verge of|edge of|choose|chose|choosing|going|gonna|about to|will|might|may|should|must|have to|has to|got to|could just|can just|longing|long|yearn|yearning|ok with|okay with|fine with|at peace with)';


/** Drugs and medicines, for method rules. */
const DRUG =
  '(?:pills|pill|tablets|meds|medication|medications|medicine|painkillers|pain killers|sleeping (?:pills|tablets)|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|codeine|co codamol|tramadol|morphine|oxycodone|oxy|oxys|fentanyl|insulin|sertraline|citalopram|fluoxetine|prozac|amitriptyline|zopiclone|diazepam|valium|xanax|lithium|antidepressants|benzos|heroin|capsules|propranolol|quetiapine|mirtazapine)';
/** Means at hand: things a person could use, for the fixation rule. */
const MEANS =
  '(?:pills|tablets|meds|medication|painkillers|pain killers|paracetamol|insulin|rope|noose|gun|shotgun|rifle|pistol|handgun|revolver|firearm|razor|razors|razor blades?|blades?|knife|knives|bridge|cliffs?|ledge|rooftop|car park|multi storey|train tracks|tracks|railway|hosepipe|hose pipe|exhaust|helium|charcoal|ligature|belt)';
/** Places to fall, drown or be hit. */
const PLACE_WORDS = ['river', 'sea', 'ocean', 'lake', 'canal', 'water', 'waves', 'cliff', 'cliffs', 'edge', 'bridge', 'train', 'trains', 'tracks', 'lorry', 'truck', 'bus', 'traffic', 'motorway', 'highway', 'freeway', 'park', 'storey', 'building', 'roof', 'balcony', 'tree', 'quarry', 'reservoir', 'overpass', 'ledge'];
const PLACE = '(?:river|sea|ocean|lake|canal|water|waves|cliff|cliffs|edge|bridge|train|trains|tracks|lorry|truck|bus|traffic|motorway|highway|freeway|car park|multi storey(?: car park)?|building|roof|balcony|tree|quarry|reservoir|overpass|ledge)';
const DIGITS = Array.from({ length: 90 }, (_, i) => String(i + 10));

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

export const RULES: Rule[] = [
  // ---- Active ideation -----------------------------------------------------------------------
  {
    id: 'want_to_end_life',
    reason: 'active_ideation',
    level: 'crisis',
    re: new RegExp(`\\b${WANT} (?:to )?${ADV}(?:${SELF_END})\\b`, 'g'),
    anchors: ['myself', 'himself', 'herself', 'themselves', 'themself', 'yourself', 'ourselves', 'pain', 'this', 'suffering', 'misery', 'torment', 'existence', 'life', 'lives', 'suicide', 'end it', 'end things', 'end everything', 'end this', 'ending it', 'ending things', 'ending everything', 'ending this', 'die', 'dying', 'dead', 'be alive', 'be here', 'be around', 'being alive', 'being here', 'being around', 'exist', 'existing', 'living', 'breathing', 'cease', 'overdose', 'overdosing', 'jump', 'jumping', 'forever', 'wake'],
    third: true,
  },
  {
    id: 'kill_self',
    reason: 'active_ideation',
    level: 'crisis',
    re: new RegExp(
      `\\b(?:kill(?:ing)?|end(?:ing)?|take|taking) ${refl()}(?! (?:laughing|trying|working|at (?:work|the gym)|over|with (?:work|drink|drinking|booze|alcohol|stress|smoking|food)|to (?:get|make|finish|keep|please|pay|help|look|be)|up\\b))`,
      'g',
    ),
    anchors: ['myself', 'himself', 'herself', 'themselves', 'themself', 'yourself', 'ourselves'],
    third: true,
  },
  {
    id: 'end_own_life',
    reason: 'active_ideation',
    level: 'crisis',
    re: new RegExp(`\\b(?:end|ending|take|taking) ${poss()} (?:own )?(?:life|lives)\\b`, 'g'),
    anchors: ['life', 'lives'],
    third: true,
  },
  {
    id: 'end_it_all',
    reason: 'active_ideation',
    level: 'crisis',
    re: /\b(?:end(?:ing)? it all|end(?:ing)? everything(?! (?:with|between)\b)|ending it(?= \.| ,|$)|end it(?= \.| ,|$| now| tonight| today| soon| honestly| for good| once and for all))/g,
    anchors: ['end it', 'ending it', 'end everything', 'ending everything'],
    third: true,
  },
  {
    id: 'suicidal',
    reason: 'active_ideation',
    level: 'crisis',
    re: /\b(?:im|i feel|i felt|feeling|felt|feels|feel|ive been|i have been|been|i was|i get|getting|got|i am|hes|shes|theyre|is|are|seems|seemed|sounds|be|so|very|really|pretty|kind of|a bit|bit|little|extremely|actively|passively|still|always|again|more|became|become|becoming|turned|being|quite) (?:(?:so|very|really|pretty|kind of|a bit|a little|extremely|actively|passively|quite|incredibly|super|more|still|again|also|just|honestly|seriously|lowkey) ){0,2}suicidal\b|\bsuicidal (?:thoughts?|ideation|feelings?|urges?|again|lately|rn|right now|tonight|today|and|but|honestly|seriously|since)\b|\b(?:im|ive been) suicidal\b|^suicidal\b/g,
    anchors: ['suicidal'],
    third: true,
    thirdLevel: 'concern',
  },
  {
    id: 'suicide_thoughts',
    reason: 'active_ideation',
    level: 'crisis',
    re: /\b(?:thoughts?|thinking|thought|think|ideas?|considering|contemplating|fantasi[sz]ing|obsessing|dreaming) (?:of|about) (?:suicide|killing myself|ending it all|ending my life|ending things|taking my (?:own )?life)\b|\bsuicide (?:is|seems|feels|looks|sounds) (?:like )?(?:the|my|an|a) (?:only |best |easiest |real |last |right )?(?:answer|way|option|choice|solution|escape|way out)\b|\bsuicide (?:crossed|has crossed|keeps crossing|is on) my mind\b|\b(?:plan|planning|planned|plotting|preparing|prepare) (?:for )?my (?:own )?(?:suicide|death|exit|way out)\b|\b(?:ways|methods|how) to (?:die|kill myself|end my life|end it all|commit suicide|not wake up)\b|\bmake it (?:look|seem) like (?:an|a) (?:accident|natural)\b|\b(?:only|best|easiest|last|real) (?:way out|option|answer|solution|escape|choice|way) (?:left )?(?:is|would be|seems|s) (?:to )?(?:die|death|suicide|kill myself|end it|ending it|dying|end my life|ending my life)\b|\b(?:death|dying|suicide|killing myself|ending it) (?:is|seems|feels like) (?:the|my) only (?:way|option|answer|choice|escape)\b|\b(?:i|ive|i have|i keep|keep) (?:been )?(?:googling|researching|searching|looking up) (?:suicide|ways to die|how to die|methods)\b/g,
    anchors: ['way', 'option', 'answer', 'solution', 'escape', 'choice', 'only', 'plan', 'planning', 'planned', 'plotting', 'preparing', 'prepare', 'ways', 'methods', 'how to', 'accident', 'natural', 'suicide', 'life', 'myself', 'himself', 'herself', 'themselves', 'themself', 'yourself', 'ourselves', 'ending it', 'ending things', 'googling', 'researching', 'searching', 'looking up'],
  },
  {
    id: 'wish_dead',
    reason: 'active_ideation',
    level: 'crisis',
    third: true,
    re: /\b(?:wish|wished|wishing|hope|hoping|pray|praying|want|wanted) (?:that )?(?:i|id) (?:was|were|had|have|could|would|could just|would just|just|had just)? ?(?:be |been |have )?(?:dead|died|die|gone)\b(?! (?:of|from|laughing|down)\b)|\b(?:id|i would|i had|id much|i would much) rather (?:be dead|die|not be alive|not exist|not be here)\b|\bbetter off (?:dead|gone|not here|not existing|not around|not alive|in the ground)\b|\b(?:hope|hoping|pray|praying|wish) (?:that )?(?:i|id) (?:die|dont wake up|never wake up|wont wake up|dont make it)\b|\bpray(?:ing)? (?:\w+ ){0,3}?(?:that |for )?(?:god|the lord|jesus|he) (?:to |would |will )?(?:takes?|take|will take|would take|comes? for|calls?) me\b|\b(?:god|lord|jesus|death),? (?:please |just )?(?:take|come for|come get) me\b|\b(?:wish|hope|pray)(?: that)? (?:god|the lord|jesus|death|someone|something|the universe) (?:would|will|could) (?:just )?(?:take me|come for me|come and get me|kill me|end it)\b|\b(?:pray|praying|prayed|hope|hoping|wish|wishing) (?:\w+ ){0,2}?(?:to be|that i am|ill be|i will be|i was|i get|i could be) taken (?:too|as well|soon|next|away|home|with (?:him|her|them))\b|\bi welcome death\b|\bdeath (?:would|will|sounds like|seems like) (?:be )?(?:a )?(?:relief|release|mercy|peace|welcome|better|easier|nice|the answer)\b|\bi (?:just )?(?:want|wish) (?:to )?(?:be )?dead\b|\blet me die\b|\b(?:dont|do not) (?:really |even |honestly )?care (?:if|whether) i (?:live or die|die|live)\b|\bwhy cant i (?:just )?die\b|\b(?:wish|wishing) (?:i|id) (?:could )?(?:just )?(?:not exist|stop existing|disappear forever|never wake up|cease to exist)\b|\bwish (?:i|id) (?:was|were|had been) never born\b|\bwishes (?:she|he|they) (?:was|were|had|could be) (?:dead|died|never been born|gone)\b|\b(?:want|wanna|wish) (?:to )?die\b(?! (?:of|from|laughing|down|out|off|inside)\b|(?: \w+){0,5} when im (?:old|older|\d+|ninety|a hundred|ready|an old|elderly|very old)\b| at (?:\d+|ninety|a hundred)\b| (?:peacefully )?in my sleep (?:when|at|like|one day|someday)| at home| in my own bed| with dignity)/g,
    anchors: ['taken', 'here', 'existing', 'around', 'alive', 'ground', 'kill', 'end', 'get', 'care', 'dead', 'died', 'die', 'gone', 'rather', 'wake', 'make it', 'take', 'takes', 'come', 'comes', 'call', 'calls', 'death', 'exist', 'forever', 'cease', 'born'],
  },
  {
    id: 'not_want_to_live',
    reason: 'active_ideation',
    level: 'crisis',
    third: true,
    thirdLevel: 'concern',
    re: /\b(?:dont|didnt|do not|no longer|not|never|doesnt|dont even|dont really|dont honestly) (?:\w+ )?(?:want|wanna|wish|care|feel like) (?:to )?(?:\w+ )?(?:live|living|being alive|existing|be alive|stay alive|exist|be here anymore|be here no more|keep living|go on living|be around anymore|wake up(?: anymore| tomorrow| again| in the morning)?|be on this earth|be in this world|be part of this world|breathe anymore|keep breathing)\b(?! (?:with (?:my|them|him|her|roommates|people)|in (?:a|this|that|the|my) (?:house|place|town|city|country|flat|apartment|area)|here|there)\b)|\bdont want to be here\b(?= anymore| no more| now)|\b(?:dont|do not|no longer) want (?:my )?life\b|\bdone (?:with )?(?:living|life|being alive|existing)\b|\btired of (?:living|life|being alive|existing|breathing|waking up)\b|\b(?:sick|tired) (?:and tired )?of being alive\b|\bnothing (?:left )?to live for\b|\bno (?:reason|point|purpose) (?:left )?(?:for me )?(?:in|to|for|of) (?:living|live|life|being alive|staying alive|existing|be alive|stay alive|be here|keep living)\b|\b(?:life|living|my life|this life) (?:is|isnt|feels|seems|aint|just isnt|is just) (?:not |no longer |just not )?worth (?:living|it anymore|anything)\b|\b(?:life|living) (?:is|feels) not worth (?:it|living)\b|\bnot worth living\b|\bwhy (?:should|would|do) i (?:stay|keep|be|remain) (?:alive|living|breathing)\b|\bwhy (?:should|would) i (?:keep living|live|go on living)\b|\bwhats (?:there |left )?(?:to live for|worth living for)\b|\bwhat (?:do|have) i (?:got |have |even have )?(?:left )?to live for\b|\b(?:isnt|aint|no longer|not|wasnt) worth living\b|\b(?:life|living|my life|this life) (?:is |s )?(?:isnt |not |no longer |just not )worth it anymore\b|\b(?:want|wanna) to (?:be here|be alive|live|exist|keep living|go on living|stay alive) (?:anymore|any longer|much longer)\b|\bcant (?:go on|keep|carry on|continue) (?:living|being alive|existing)\b|\bcant live (?:anymore|any longer|like this anymore)\b|\bcant (?:live|go on|do this|keep going)(?: \w+){0,3} so i (?:wont|will not|am not going to|im not going to)\b|\bwhats the point (?:of|in) (?:living|life|being alive|staying alive|existing|me being here|me living)\b|\bpointless (?:to|in) (?:live|living|being alive)\b|\bwant out of (?:this life|life|here)\b|\bdont want to wake up\b/g,
    anchors: ['so', 'whats', 'what', 'why', 'live', 'alive', 'exist', 'existing', 'be here', 'be around', 'living', 'wake', 'waking', 'earth', 'world', 'breathe', 'breathing', 'life', 'worth'],
    negatable: false,
  },
  {
    id: 'deserve_to_die',
    reason: 'active_ideation',
    level: 'crisis',
    re: /\b(?:i|i really|i honestly|i just|and i) deserve to die\b|\b(?:dont|do not|no longer|never) (?:really )?deserved? to (?:live|be alive|be here|exist|have been born|go on)\b/g,
    anchors: ['deserve', 'deserved'],
    negatable: false,
  },
  {
    id: 'standalone',
    perSentence: true,
    reason: 'active_ideation',
    level: 'crisis',
    self: true,
    re: /^(?:i |i just |just |honestly |rn )?(?:die|dying|kill myself|end it|end it all|unalive|suicidal|want to die|wanting to die)(?: rn| right now| honestly| tbh)?$/g,
    anchors: ['die', 'dying', 'myself', 'end it', 'unalive', 'suicidal'],
    historical: false,
  },
  {
    id: 'standalone_topic',
    perSentence: true,
    reason: 'active_ideation',
    level: 'concern',
    self: true,
    re: /^(?:suicide|death|dead|ctb|kys|self harm|cutting|overdose)$/g,
    anchors: ['suicide', 'death', 'dead', 'ctb', 'kys', 'harm', 'cutting', 'overdose'],
    historical: false,
  },
  {
    id: 'feel_like_dying',
    reason: 'active_ideation',
    level: 'crisis',
    re: /\b(?:feel|feels|feeling) like (?:i want to |i should |i could |i need to )?(?:dying|die)\b(?! (?:inside|of|laughing|down)\b)/g,
    anchors: ['dying', 'die'],
  },
  {
    id: 'attempt',
    reason: 'attempt',
    level: 'crisis',
    re: /\b(?:tried|try|trying|attempt|attempted|attempting) (?:to )?(?:kill (?<whoA>myself|himself|herself|themselves)|suicide|to end (?:my|his|her|their) life|hang (?:myself|himself|herself)|overdose)\b|\b(?:suicide|overdose) attempts?\b|\bmade an attempt\b|\b(?:i|he|she|they)(?:\w+ ){0,2}(?:overdosed|od) (?:on purpose|intentionally|last night|yesterday|today|tonight|again|just now)\b|\bi (?:just )?overdosed\b|\bi (?:just )?took an overdose\b|\b(?:just took|has taken|took|taken|had taken) an overdose\b/g,
    anchors: ['taken', 'took', 'tried', 'try', 'trying', 'attempt', 'attempts', 'attempted', 'attempting', 'overdosed', 'overdose'],
    third: true,
    thirdLevel: 'crisis',
  },

  // ---- Slang ---------------------------------------------------------------------------------
  {
    id: 'overdosed_now',
    reason: 'attempt',
    level: 'crisis',
    re: /\b(?:overdosed|overdosing|took an overdose|has overdosed|od)\b(?=[^.]{0,60}\b(?:isnt breathing|not breathing|stopped breathing|unconscious|unresponsive|wont wake|cant wake|not waking|ambulance|911|999|turning blue|passed out|right now|just now)\b)/g,
    anchors: ['overdosed', 'overdosing', 'overdose', 'od'],
    third: true,
  },
  {
    id: 'kys_self',
    reason: 'slang',
    level: 'crisis',
    re: /\b(?:i|im|ill|i will|i should|i might|i want to|i wanna|going to|gonna|about to|should|might|want to|lowkey|honestly|just|literally|finna|ready to) (?:\w+ )?kys\b|\bkys\b(?= \.| ,|$| honestly| rn| right now| lol| lmao| tonight)/g,
    anchors: ['kys'],
  },
  {
    id: 'ctb',
    reason: 'slang',
    level: 'crisis',
    re: /\bctb\b/g,
    anchors: ['ctb'],
  },
  {
    id: 'kys_other',
    reason: 'slang',
    level: 'concern',
    re: /\bkys\b/g,
    anchors: ['kys'],
    negatable: false,
  },

  // ---- Plans, means, timing ------------------------------------------------------------------
  {
    id: 'stockpile',
    reason: 'means',
    level: 'crisis',
    re: /\b(?:sav(?:ed|ing|e)|stockpil(?:ed|ing|e)|hoard(?:ed|ing)?|collect(?:ed|ing)|stash(?:ed|ing)?|hid(?:den|ing)?|gather(?:ed|ing)?|kept(?! (?:his|her|their)\b)|keeping(?! (?:his|her|their)\b)|squirrel(?:ed|ing)? away)(?: up)? (?:\w+ ){0,3}?(?:pills|meds|medication|medications|tablets|painkillers|pain killers|sleeping pills|insulin|opioids|oxy|oxycodone|xanax|valium|tramadol|morphine|antidepressants|prescriptions?)\b|\b(?:pills|meds|medication|tablets|painkillers|sleeping pills)(?: \w+){0,2}? (?:saved(?: up)?|stashed|ready|stockpiled|hidden away|lined up|counted out)\b|\benough (?:pills|meds|medication|tablets|painkillers|sleeping pills|insulin|morphine)(?: \w+){0,3}? (?:to|for)\b|\b(?:i have|ive got|i got|got|i bought|bought|ordered|i ordered|i tied|tied|made|i made|have|found|i found|got myself) (?:a |the |my |some )?(?:rope|noose|ligature|helium|charcoal|razor blades?)(?: ready)?\b(?! (?:course|swing|ladder|light|toy)| (?:\w+ )?(?:he|she|they) (?:used|had|left))|\b(?:loaded|cleaned|holding|bought|got|have|has|took out|getting out|took|keeps|found) (?:a |the |my |dads |his |her |our |my dads |their )?(?:gun|guns|pistol|rifle|shotgun|revolver|handgun|firearm)\b(?=[^.]{0,80}\b(?:myself|himself|herself|my head|his head|her head|mouth|end|do it|use it|using it|on anyone|tonight|thinking|going to|wants?|kill|bullet|trigger|be with|join|die|threaten\w*)\b)|\b(?:use|using|turn|turning|point|pointing) (?:it|the gun|the knife|the pills|a gun|a knife) (?:on|at|against) (?:myself|himself|herself|themselves|me)\b|\b(?:gun|pistol|barrel|knife|blade|razor) (?:to|in|against|at|on) (?:my|his|her|their) (?:head|mouth|temple|chest|wrists?|throat|neck)\b|\b(?:pills|tablets|meds|knife|blade|razor|gun|rope) (?:are |is )?(?:in|on) my (?:hand|hands|mouth|lap)\b|\b(?:sitting|standing|lying|laying|alone|up|awake) (?:\w+ ){0,5}?with (?:a |the |his |her |my |dads |our |all (?:my |the |his |her )?)(?:\w+ )?(?:gun|guns|rifle|shotgun|pistol|revolver|pills|knife|razor|rope|noose|blade)\b|\b(?:locked|shut|barricaded) (?<whoL>myself|himself|herself|themselves) (?:in|inside|into) (?:\w+ ){0,3}?with (?:a |the |his |her |my )?(?:razor|knife|gun|pills|rope|blade|rifle)\b|\b(?:holding|clutching|staring at) (?:the|my|a|all (?:my|the)|a handful of|a bottle of) (?:pills|tablets|meds|knife|blade|razor|gun|rope)\b(?= right now| now| in my|$| \.| ,| and)|\b(?:holding|staring at|looking at|have) (?:a |the |my )?(?:knife|blade|razor)\b(?=[^.]{0,60}\b(?:wrists?|throat|arm|myself|cut|end|veins?|thinking|do it)\b)/g,
    anchors: ['sitting', 'standing', 'lying', 'laying', 'alone', 'up', 'awake', 'locked', 'shut', 'barricaded', 'holding', 'clutching', 'staring', 'hand', 'hands', 'mouth', 'lap', 'pills', 'meds', 'medication', 'medications', 'tablets', 'painkillers', 'killers', 'insulin', 'opioids', 'oxy', 'oxycodone', 'xanax', 'valium', 'tramadol', 'morphine', 'antidepressants', 'prescription', 'prescriptions', 'rope', 'noose', 'ligature', 'helium', 'charcoal', 'razor', 'blade', 'blades', 'gun', 'guns', 'pistol', 'rifle', 'shotgun', 'revolver', 'handgun', 'firearm', 'barrel', 'knife', 'myself', 'himself', 'herself', 'themselves', 'themself', 'yourself', 'ourselves', 'on me', 'at me', 'against me'],
    third: true,
  },
  {
    id: 'took_pills',
    reason: 'attempt',
    level: 'crisis',
    re: /\b(?:going to|gonna|will|ill|want to|about to|planning to|ready to) (?:take|swallow|drink|down|finish) (?:the|a|my|her|his) (?:whole|entire|full) (?:bottle|packet|box|pack|blister pack|supply|prescription)\b|\b(?:take|swallow|down|taking|swallowing|took|swallowed|downed) (?:every|each) (?:single )?(?:pill|tablet|med|capsule)\b|\b(?:take|swallow|down|taking|swallowing|took|swallowed|downed) (?:all the|all my|all of the|all) (?:pills|tablets|meds|medication|medicine) (?:in|from) (?:the|my|this|our) (?:house|home|flat|apartment|place)\b|\b(?:take|swallow|down|taking|swallowing|took|swallowed|downed) (?:everything|all|all the pills|whatever|every pill) (?:in|from) (?:the|my|her|his|our) (?:medicine (?:cabinet|cupboard|box|drawer)|cabinet|bathroom cabinet|cupboard|pill (?:box|bottle|organi[sz]er))\b|\b(?:im going to|im gonna|going to|gonna|i will|ill|want to|about to|planning to|plan to|ready to) (?:take|swallow|down|overdose on) (?:them|those|these|it) all\b(?<=\b(?:pills|tablets|meds|medication|painkillers|insulin|antidepressants|sleeping \w+)\b[^.]{0,100})|\b(?:took|taken|take|taking|swallowed|swallow|swallowing|downed|down|chugged|ate|popped|pop|had) (?:\w+ ){0,2}?(?:all|a whole|the whole|an entire|the entire|a full|the rest of|a bottle|bottles|a box|a pack|a packet|a handful|handfuls|a bunch|a lot|lots|loads|too many|way too many|dozens|heaps|every one|everything|\d+|twenty|thirty|forty|fifty|sixty|hundred|a hundred|ten|fifteen)(?: of)?(?: \w+){0,6}? (?:pills|tablets|meds|medication|medications|antidepressants|painkillers|pain killers|sleeping pills|tylenol|paracetamol|acetaminophen|advil|ibuprofen|aspirin|insulin|xanax|oxy|oxys|opioids|benzos|valium|percocet|tramadol|morphine|prescription|capsules|caps)\b(?!(?: \w+){0,3} (?:every|each|daily|as prescribed|like (?:the|his|her|my) doctor|on time|without fail|religiously|with (?:breakfast|dinner|food|water)))/g,
    anchors: ['every', 'each', 'pill', 'tablet', 'med', 'capsule', 'medicine', 'whole', 'entire', 'full', 'everything', 'whatever', 'all', 'pills', 'tablets', 'meds', 'medication', 'medications', 'antidepressants', 'painkillers', 'killers', 'tylenol', 'paracetamol', 'acetaminophen', 'advil', 'ibuprofen', 'aspirin', 'insulin', 'xanax', 'oxy', 'oxys', 'opioids', 'benzos', 'valium', 'percocet', 'tramadol', 'morphine', 'prescription', 'capsules', 'caps'],
    third: true,
    thirdLevel: 'crisis',
  },
  {
    id: 'took_pills_distress',
    reason: 'attempt',
    level: 'crisis',
    scope: 'message',
    re: /\bi (?:just )?(?:took|swallowed|downed|overdosed on) (?:some |my |the |a few |loads of |lots of |heaps of |her |his )?(?:pills|tablets|meds|painkillers|sleeping pills|medication)\b(?=[^]{0,40}\b(?:a lot|too many|all of them|loads|lots|handful|scared|help me|hospital|dizzy|throwing up|what have i done|sorry|goodbye|on purpose)\b)/g,
    anchors: ['pills', 'tablets', 'meds', 'painkillers', 'medication'],
    self: true,
  },
  {
    id: 'method_seeking',
    reason: 'means',
    level: 'crisis',
    self: true,
    re: /\b(?:lethal|fatal|deadly|toxic|overdose) (?:dose|doses|amount|amounts|quantity|level|limit)\b|\b(?:most|least|more|less) (?:painless|painful|effective|reliable|peaceful|quick|certain) (?:way|ways|method|methods|means)\b|\b(?:painless|quickest|fastest|easiest|surest|simplest|quietest|quick|easy|peaceful|best|cleanest|gentlest|certain|reliable|effective) (?:way|ways|method|methods|means) (?:to|of|for) (?:go|die|dying|end (?:it|my life|things|everything|it all)|kill (?:myself|yourself|oneself|someone|me)|suicide|commit suicide|check out|not wake up|overdose|od|do it|leave this world|exit)\b(?! (?:about|through|forward|back|home|to)\b)|\bhow (?:many|much) (?:\w+ ){0,4}?(?:would|will|does|do|to|should|can|could|is|it takes|would it take|does it take|it would take|to take)(?: \w+){0,4}? (?:kill|die|be (?:lethal|fatal|deadly|enough)|not wake up|overdose|od|stop (?:my|your|a) heart|end it|end my life)\b|\bhow (?:many|much) (?:\w+ ){0,5}?(?:(?:it )?(?:would|will|does|do) (?:it )?take|it takes|to take)\b(?= \.| ,|$| to (?:die|kill|not wake|end|overdose|od|stop))|\bhow (?:to|do i|do you|can i|could i|would i|does one|do people|should i|would someone) (?:\w+ )?(?:kill (?:myself|yourself|oneself|themselves)|commit suicide|end (?:it|my life|it all|your life|things)|die|hang (?:myself|yourself)|overdose|od|tie a noose|slit|cut (?:my|your) wrists|bleed out|suffocate|drown (?:myself|yourself))\b|\b(?:how long|how painful|how fast|how quickly) (?:does|would|will|do|is|would it take|does it take)(?: it)?(?: take)?(?: to)? (?:die|bleed out|drown|suffocate|overdose|hang|dying)\b|\bwhere (?:can|could|do|would) (?:i|you) (?:buy|get|find) (?:a gun|rope|a rope|a noose|enough|helium|cyanide|poison|pills to)\b|\b(?:will|would|could|can) (?:\d+|twenty|thirty|fifty|all|a bottle of|the whole bottle of) (?:\w+ )?(?:pills|tablets|tylenol|paracetamol|sleeping pills)(?: \w+){0,2}? (?:kill|be enough|be lethal|do it)\b|\bwhat happens if (?:i|you) (?:take|swallow|drink) (?:all|a whole|the whole|\d+|too many|a bottle)\b|\bhow high (?:do|does|should|would) (?:a|the|you|i) (?:\w+ ){0,2}(?:jump|fall|be|need)\b|\b(?:overdose|overdosing|drowning|hanging|bleeding out|od|an overdose|suffocating)(?<!\b(?:was|did|were|had) (?:\w+ ){0,3}(?:an )?(?:overdose|overdosing|drowning|hanging|bleeding out|od|suffocating))(?: \w+){0,3}? (?:painless|painful|quick|fast|lethal|fatal|deadly|peaceful|hurt)\b|\bpainless (?:death|suicide|overdose|way out)\b|\b(?:which|what) (?:\w+ ){0,2}?(?:medications?|meds|pills|drugs|tablets|poisons?|chemicals|substances|household \w+) (?:are|is|would be|can be|could be) (?:deadly|lethal|fatal|enough to kill|most dangerous)\b|\b(?:which|what) (?:\w+ ){0,2}?(?:medications?|meds|pills|drugs|tablets) (?:are|is|would be|can be|could be) (?:dangerous|toxic) in (?:large|high|big) (?:amounts|doses|quantities)\b|\b(?:need|want|looking for|find|know|give me|tell me|theres|is there) (?:a |some |any |the )?(?:painless |quick |easy |quiet |peaceful |clean |good )?(?:way|method|means) to (?:end it|die|kill myself|end my life|go|do it)\b(?=(?: \w+){0,4} (?:that )?(?:wont|doesnt|wouldnt|without|with no|that|\.|,)|$| \.| ,)|\bwhich bridge\b|\bwhat (?:bridge|building|height)\b/g,
    anchors: ['way', 'method', 'medication', 'medications', 'meds', 'drugs', 'poison', 'poisons', 'chemicals', 'substances', 'drowning', 'hanging', 'bleeding', 'suffocating', 'overdosing', 'painless', 'lethal', 'fatal', 'deadly', 'toxic', 'overdose', 'ways', 'methods', 'means', 'how many', 'how much', 'how to', 'how do', 'how can', 'how could', 'how would', 'how does', 'how should', 'how long', 'how painful', 'how fast', 'how quickly', 'how high', 'where can', 'where could', 'where do', 'where would', 'pills', 'tablets', 'tylenol', 'paracetamol', 'happens', 'bridge', 'building', 'height'],
    negatable: false,
    historical: false,
  },
  {
    id: 'jump_plan',
    reason: 'plan',
    level: 'crisis',
    re: /\b(?:thinking (?:of|about)|think about|thought about|going to|want to|wanna|planning (?:to|on)|plan to|gonna|might|could just|should just|ready to|about to|considering|urge to|tempted to|i will|ill|im going|going)\b(?: \w+| ,){0,12}? (?:jump|jumping|step|stepping|throw myself|walk|walking|drive|driving|crash|crashing|leap|leaping)(?: \w+){0,3}? (?:off|from|in front of|into|over)\b(?=[^.]{0,50}\b(?:bridge|building|roof|cliff|train|traffic|truck|lorry|bus|balcony|overpass|ledge|window|tower|tracks|river|sea|ocean|lake|tree|wall|edge|road|highway|motorway|freeway)\b)|\b(?:thinking (?:of|about)|going to|want to|planning (?:to|on)|gonna|ready to)\b(?: \w+){0,8}? (?:bridge|roof|cliff|ledge|tracks|railway|overpass)\b(?: \w+){0,6}? (?:and )?(?:jump|jumping|end it|do it)\b|\b(?:im|i am) (?:standing |sitting |up |here )?(?:on|at|by) (?:the|a) (?:edge of (?:the|a) |top of (?:the|a) )?(?:train |railway |railroad )?(?:bridge|roof|rooftop|ledge|cliff|tracks|overpass|line|station platform|building)\b(?= right now| now| ,| \.|$| and| thinking)|\b(?:standing|sitting|climbed|climbing) (?:on|onto|over) (?:the|a) (?:bridge|ledge|roof|rooftop|edge|railing|tracks|balcony railing|parapet)\b|\b(?:so |too |really )?(?:easy|easier|tempting) to (?:just )?(?:drive|jump|step|walk|crash|swerve|let go|take (?:them|all|the pills|everything)|end it|not wake up)\b|\b(?:walk|walking|drive|driving) (?:my car )?(?:into|off) (?:the|a) (?:sea|ocean|river|lake|water|cliff|tree|wall)\b(?=[^.]{0,40}\b(?:never|not come back|end|die|forever|tonight|and)\b)|\bcrash (?:my|the) car (?:on purpose|deliberately|into)\b|\b(?:thinking (?:of|about)|going to|want to|gonna|about to|ready to) (?:driving|drive|jumping|jump|going|go|stepping|step) (?:off|over)(?= \.| ,|$| the edge| it)(?<=\b(?:cliffs?|bridge|edge|roof|rooftop|ledge|overpass|quarry)\b[^.]{0,160})/g,
    anchors: ['off', 'over', 'standing', 'sitting', 'climbed', 'climbing', 'easy', 'easier', 'tempting', 'line', 'station', 'jump', 'jumping', 'step', 'stepping', 'throw', 'walk', 'walking', 'drive', 'driving', 'crash', 'crashing', 'leap', 'leaping', 'bridge', 'roof', 'rooftop', 'cliff', 'ledge', 'tracks', 'railway', 'overpass'],
  },
  {
    id: 'timing',
    reason: 'timing',
    level: 'crisis',
    self: true,
    re: /\b(?:tonight|today|tomorrow|this weekend|this week|friday|saturday|sunday|monday|tuesday|wednesday|thursday)(?:s| is) the (?:night|day)\b(?! (?:of|for|we|that we|my|our|her|his|the)\b)|\b(?:it|this|everything|all this|it all|my pain|the pain)(?: will| is going to| going to|ll|s going to)? (?:all )?be over (?:soon|tonight|tomorrow|by|before)\b|\b(?:ive|i have) (?:set|picked|chosen|decided on) (?:a|the) (?:date|day|time)\b|\b(?:i know|ive decided|decided|i decided) (?:when|how|where) (?:im going to|ill|i will|to) (?:do it|end it|go)\b|\bby (?:tomorrow|morning|the morning|next week|this time tomorrow|monday|the weekend) (?:i will|ill|im going to|i wont)(?: \w+){0,2}? (?:be gone|be dead|not be here|not be around|be with)\b|\b(?:i will|ill) be (?:gone|dead) (?:soon|by|tomorrow|tonight|before)\b|\bwhen you read this\b|\b(?:going to|gonna) (?:actually |really |finally )?do it this time\b|\bmake sure (?:that )?i (?:dont|never|wont|do not|will not) wake up\b|\bthis is (?:the end|it) for me\b|\bits (?:all )?over for me\b|\b(?:nobody|no one|noone) will (?:find|stop|notice|know|save) (?:me )?(?:until|till|before) (?:its|it is) too late\b|\b(?:drink|drinking|sleep|sleeping|drive|driving) until i (?:dont|never|do not|cant) wake up\b|\buntil i (?:stop breathing|pass out and never wake)\b|\b(?:i will|ill|im going to|im gonna) (?:finally )?be (?:at peace|free|at rest|out of (?:your|everyones|the) way|out of pain|no more trouble|no trouble to anyone|in a better place)(?: \w+){0,2}? (?:soon|tonight|tomorrow|shortly|before long|now)\b|\b(?:by the time|when|once) (?:you|anyone|someone|somebody|they|people|my (?:family|kids|mum|mom|dad|wife|husband)) (?:reads?|sees?|finds?|gets?) (?:this|my (?:note|letter|message))\b|\bthis is (?:my|the) last (?:time|message|night|day|post|entry|chat|thing i)\b|\b(?:last|final) (?:message|post|entry|words|letter|note) (?:before i|youll get|you will get|from me)\b|\byou (?:wont|will never|will not|dont have to|never have to|wont have to)(?: \w+){0,2}? (?:hear from|see|worry about|deal with|put up with) me (?:again|anymore|much longer|after)\b|\bmy last (?:night|day|week) (?:alive|on earth|here)\b|\b(?:want|wish|need|going|hope|decided|ready for) (?:this|today|tonight|it|this night|this day) to be (?:my|the) (?:very )?last (?:night|day|breath|birthday|christmas|time)\b|\bit will be (?:done|finished) (?:soon|tonight)\b/g,
    anchors: ['wake', 'do it', 'end', 'over', 'late', 'until', 'drink', 'drinking', 'sleep', 'sleeping', 'drive', 'driving', 'last', 'peace', 'free', 'rest', 'way', 'pain', 'trouble', 'place', 'night', 'day', 'date', 'time', 'i know', 'decided', 'be gone', 'be dead', 'be here', 'be around', 'be with', 'read this', 'reads this', 'see this', 'sees this', 'find this', 'finds this', 'get this', 'gets this', 'my note', 'my letter', 'my message', 'final', 'me again', 'me anymore', 'me much', 'me after', 'done', 'finished'],
    historical: false,
  },
  {
    id: 'goodbye',
    reason: 'goodbye',
    level: 'crisis',
    re: /\bthis is (?:my |the |a )?(?:final |last )?goodbye\b(?! to (?:the|this|our|my|her|his) (?:house|home|city|town|job|place|car|room|old)\b)|\bgoodbye (?:forever|everyone|everybody|world|all|cruel world|for good|my friends|my loves?|my family)\b|\b(?:wrote|written|writing|write|finished|left|leaving|leave|drafted|drafting|typed|typing) (?:my|a|the|some|all my|all the|goodbye|my goodbye)? ?(?:suicide note|suicide letter|goodbye (?:letters?|notes?|messages?|texts?|videos?|emails?)|final (?:letters?|notes?|messages?)|last (?:letters?|notes?) to|notes? for (?:my|everyone)|letters? to (?:everyone|my (?:family|kids|children|parents)) (?:explaining why|saying goodbye|to read after i (?:die|am dead|kill|do it|end)))\b|\b(?:wrote|written|writing|write|finished|left|leaving|leave) my note\b|\b(?:gave|giving|give|given) away (?:all )?(?:of )?(?:my|most of my) (?:things|stuff|belongings|possessions|pets?|dog|cat|clothes|guitar|books|jewelry|jewellery|games|stuff away|valuables|savings|money|car|collection)\b|\b(?:gave|giving|give|given) (?:all )?(?:of )?my (?:things|stuff|belongings|possessions) away\b|\b(?:i wont|i will not|im not going to|i am not going to|im not gonna|i dont think ill|i dont think i will) be (?:around|here|alive)(?: \w+){0,2}? (?:much longer|for long|anymore|tomorrow|by|after (?:tonight|today|this)|next week|to see|soon)\b|\b(?:wont|will not) be around(?= \.| ,|$)|\btell (?:my|our|them|everyone|her|him) (?:\w+ )?(?:that )?i (?:love|loved|am sorry|m sorry|im sorry|said goodbye)\b(?=[^.]{0,80}\b(?:wont|gone|goodbye|after i|when i|for me|sorry|anymore|forever|last)\b)|\b(?:i|im|ive|i have|just|and) (?:saying|said|wanted to say|want to say|say)(?: my)? (?:final |last )?goodbyes? (?:to (?:everyone|everybody|you all|my (?:family|kids|children|friends)))(?= \.| ,|$| now| before| forever| tonight)|\b(?:im|i am) saying (?:my )?(?:final |last )?goodbyes?(?= \.| ,|$| now| forever| tonight)|\bput(?:ting)? my affairs in order\b(?=[^.]{0,40}\b(?:before i go|for when im gone|so nobody|before i do|gone)\b)/g,
    anchors: ['goodbye', 'goodbyes', 'think', 'suicide', 'final', 'last', 'note', 'notes', 'letter', 'letters', 'away', 'be around', 'be here', 'be alive', 'tell', 'affairs'],
    historical: false,
  },
  {
    id: 'goodbye_thanks',
    reason: 'goodbye',
    level: 'crisis',
    scope: 'message',
    self: true,
    re: /\bgoodbye\b[^]{0,80}\b(?:thank you for (?:trying|everything|all)|thanks for (?:trying|everything)|sorry for everything|forgive me|love you all|take care of (?:my|them|her|him|yourselves))\b|\b(?:thank you for (?:trying|everything)|thanks for (?:trying|everything)|sorry for everything|forgive me|love you all)\b[^]{0,80}\bgoodbye\b/g,
    anchors: ['goodbye'],
    historical: false,
  },
  {
    id: 'goodbye_sent',
    reason: 'goodbye',
    level: 'crisis',
    re: /\b(?:texted|messaged|sent|called|emailed|posted|left) (?:me|us|everyone|her|him|them)? ?(?:a |to say |saying )?(?:goodbye|suicide note|goodbye (?:text|message|note|letter|video))\b|\bsaid goodbye to (?:me|us|everyone|the kids|his kids|her kids)\b(?=[^.]{0,80}\b(?:gun|pills|rope|knife|car|drove|left|walked out|not answering|wont answer|cant reach|bridge|woods)\b)/g,
    anchors: ['goodbye', 'suicide'],
    third: true,
  },
  {
    id: 'on_the_edge',
    reason: 'plan',
    level: 'crisis',
    re: /\b(?:on|at|up on|standing on|sitting on) (?:the|a|that|this) (?:edge of (?:the|a) )?(?:bridge|roof|rooftop|ledge|cliff|tracks|railway|overpass|balcony railing|edge)\b[^.]{0,60}\b(?:jump|jumping|end it|do it|let go|fall)\b|\b(?:going to|gonna|threatening to|threatens to|wants? to|about to|ready to|planning to) jump\b(?= \.| ,|$| off| from| tonight| now)/g,
    anchors: ['jump', 'jumping', 'end it', 'do it', 'let go', 'fall'],
    third: true,
  },
  {
    id: 'death_talk',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\b(?:talking|talks|talked|keeps? talking|been talking|talk|posting|posts|writing|writes) (?:a lot |so much |constantly |all the time )?about (?:death|dying|suicide|killing (?:himself|herself|themselves|myself)|wanting to die|not being here|not being around|ending it|ending (?:his|her|their|my) life|giving up|being a burden|how (?:\w+ ){0,3}better off without (?:him|her|them|me))\b/g,
    anchors: ['death', 'dying', 'suicide', 'killing', 'die', 'being here', 'being around', 'ending', 'giving', 'burden', 'better'],
    third: true,
    negatable: false,
  },
  {
    id: 'plan_means',
    reason: 'plan',
    level: 'crisis',
    re: /\b(?:i have|i have got|ive got|i got|got|made|i made|have|making|i am making|im making|working on|i worked out|worked out|figured out) (?:a |my |the |a real |a proper |a whole )?plan\b(?= \.| ,|$| and (?:the )?(?:means|pills|a|the|everything)| and (?:im|i am|i will|ill) (?:going to|gonna)| to (?:kill|end|die|do it|take|overdose|jump|hang)| for (?:how|when|it|tonight|doing it)| now| ready| already)|\bi (?:have|have got|got) (?:the )?means\b|\b(?:and )?i know (?:how|when|where) (?:(?:ill|i will|im going to|to) (?:do it|end it|go))?(?= \.| ,|$)|\b(?:engine|car|motor) (?:is )?running (?:in|inside) (?:the|a|my) (?:garage|closed|shut)\b|\bhose (?:from|to|into|in) (?:the )?(?:exhaust|car|window)\b|\b(?:burning|lit|light) (?:the )?charcoal (?:in|inside) (?:the|my|a) (?:room|car|tent|bathroom)\b|\b(?:put|hung|tied|set|rigged|got|have|bought|hanging) (?:up )?(?:the|a|my) (?:rope|noose|belt|cord|ligature)(?: \w+){0,3}? (?:up|ready|from|over|around|to the|on the|in the (?:garage|closet|attic|barn|shed|basement))\b|\b(?:rope|noose) (?:is|s) (?:up|ready|tied|hanging)\b|\bmy (?:suicide |goodbye |last |final )?(?:note|letter) (?:is|s) (?:ready|written|done|finished|on (?:the|my)|in (?:the|my)|next to|under|beside)\b|\b(?:looked up|looking up|googled|googling|researched|researching|searched|been reading about|reading up on|searching) (?:how (?:many|much)|lethal|ways to (?:die|kill|end)|how to (?:die|kill|end|overdose|hang)|methods|painless ways|suicide methods)\b/g,
    anchors: ['googling', 'researching', 'looking', 'plan', 'means', 'i know', 'running', 'hose', 'charcoal', 'rope', 'noose', 'belt', 'cord', 'ligature', 'note', 'letter', 'looked up', 'googled', 'researched', 'searched', 'reading', 'searching'],
  },
  {
    id: 'picked_spot',
    reason: 'plan',
    level: 'crisis',
    re: /\b(?:picked|chosen|chose|found|scouted|know|decided on|worked out) (?:a |the |my )?(?:spot|place|location|day|date|time|way|method|bridge|building|tree)(?: \w+){0,3}? (?:where|when|how|to) (?:im going to |ill |i will |im gonna |i can |i could )?(?:do it|end it|go|jump|die|end my life|kill myself)\b|\b(?:where|when|how) (?:im going to|ill|i will|im gonna) (?:do it|end it|end my life|kill myself)\b/g,
    anchors: ['do it', 'end it', 'go', 'jump', 'die', 'life', 'myself'],
    self: true,
  },
  {
    id: 'means_nearby',
    reason: 'means',
    level: 'crisis',
    re: /\b(?:rope|noose|ligature)s? (?:is |are )?(?:in|under|behind|inside|hanging in) (?:my|the) (?:car|bag|room|drawer|pocket|trunk|boot|closet|garage|wardrobe|shed|attic)\b/g,
    anchors: ['rope', 'ropes', 'noose', 'ligature'],
    self: true,
  },
  {
    id: 'means_nearby_concern',
    reason: 'means',
    level: 'concern',
    re: /\b(?:gun|pistol|rifle|pills|razor|razors|blade|blades|knife|hose|charcoal)s? (?:is |are )?(?:in|under|behind|inside) (?:my) (?:car|bag|room|drawer|pocket|trunk|boot|closet|garage|wardrobe|shed|hand|nightstand)\b(?=[^.]{0,40}\b(?:ready|waiting|just in case|calling|tempting|thinking|staring)\b)/g,
    anchors: ['gun', 'guns', 'pistol', 'rifle', 'pills', 'razor', 'razors', 'blade', 'blades', 'knife', 'hose', 'charcoal'],
    self: true,
  },
  {
    id: 'courage',
    reason: 'plan',
    level: 'crisis',
    re: /\b(?:find|work up|get|have|muster|build up|summon|gather) (?:the )?(?:courage|nerve|guts|balls) to (?:do it|end it|go through with it|follow through|jump|pull the trigger|take them|take the pills|kill myself|end my life)\b|\b(?:brave|strong) enough to (?:do it|end it|go through with it|kill myself|end my life|jump)\b/g,
    anchors: ['courage', 'nerve', 'guts', 'balls', 'enough'],
  },
  {
    id: 'ready_concern',
    reason: 'plan',
    level: 'concern',
    re: /\beverything is (?:ready|in place|set|prepared|sorted|planned|arranged)(?= \.| ,|$| now)|\b(?:i have|ive got|i got|got) everything (?:i need )?(?:ready|prepared|in place|sorted|planned)\b/g,
    anchors: ['everything', 'ready', 'place', 'set', 'prepared', 'sorted', 'planned', 'arranged'],
    self: true,
  },
  {
    id: 'courage_concern',
    reason: 'active_ideation',
    level: 'concern',
    re: /\b(?:find|work up|get|muster|build up|summon|gather) (?:the )?(?:courage|nerve|guts)(?= \.| ,|$| now| tonight)/g,
    anchors: ['courage', 'nerve', 'guts'],
  },
  {
    id: 'not_make_it',
    reason: 'timing',
    level: 'crisis',
    re: /\b(?:not going to|wont|dont think ill|dont think i will|may not|might not|not gonna|doubt ill|dont know if ill|dont know if i will) (?:be able to )?make it (?:through )?(?:tonight|the night|to (?:morning|tomorrow)|through (?:the weekend|this week)|another day|much longer|til morning|till morning)\b/g,
    anchors: ['make it'],
    negatable: false,
    self: true,
  },
  {
    id: 'time_to_go',
    reason: 'timing',
    level: 'concern',
    re: /\b(?:its|it is) (?:my )?time (?:for me )?to (?:go|leave this world|say goodbye)\b(?! (?:to|home|back|now to|and|out|shopping|bed|to bed|for|through|over|see|get|visit|pick|on|into|in|with|ahead|forward|outside|check)\b)/g,
    anchors: ['time'],
    self: true,
  },
  {
    id: 'do_it_tonight',
    reason: 'timing',
    level: 'concern',
    re: /\b(?:im going to|im gonna|i will|ill|going to|gonna|ready to|about to|time to|i have to|i need to) (?:finally |just )?do it (?:tonight|today|right now|now|soon|tomorrow|this weekend|before)\b/g,
    anchors: ['do it'],
  },
  {
    id: 'tell_them',
    perSentence: true,
    reason: 'goodbye',
    level: 'concern',
    re: /\btell (?:my|our|them|everyone|her|him) (?:\w+ )?(?:that )?(?:i |im |i am )(?:love|loved|so sorry|sorry|said goodbye|tried)\b|^(?:goodbye|bye|farewell|goodbye forever|bye forever|bye everyone|goodbye all)$/g,
    anchors: ['tell', 'goodbye', 'bye', 'farewell'],
    self: true,
  },
  {
    id: 'said_goodbyes',
    reason: 'goodbye',
    level: 'concern',
    re: /\b(?:i|ive|i have|just|and) (?:said|wanted to say|want to say|say) my (?:final |last )?goodbyes?\b(?= \.| ,|$| now| before| forever| tonight)/g,
    anchors: ['goodbye', 'goodbyes'],
    self: true,
  },
  {
    id: 'have_the_means',
    reason: 'means',
    level: 'concern',
    re: /\b(?:i have|ive got|i have got|i got|got) (?:the|my|enough|all the|all my|some|a) (?:pills|tablets|meds|rope|gun|razor|blades?|noose)(?= \.| ,|$| ready| here| now| with me| saved| right here| in my)/g,
    anchors: ['pills', 'tablets', 'meds', 'rope', 'gun', 'razor', 'blade', 'blades', 'noose'],
  },
  {
    id: 'sorry_everyone',
    reason: 'goodbye',
    level: 'concern',
    re: /\b(?:im sorry|sorry|i am sorry|forgive me) (?:to )?(?:everyone|everybody|for everything|all of you|you all)\b/g,
    anchors: ['everyone', 'everybody', 'everything', 'all'],
    self: true,
  },
  {
    id: 'finally_do_it',
    reason: 'active_ideation',
    level: 'concern',
    re: /\b(?:finally|really|actually) (?:going to|gonna) do it\b/g,
    anchors: ['do it'],
  },
  {
    id: 'not_scared',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\bim not (?:scared|afraid) (?:anymore|of dying|to die|of death|of it anymore)\b/g,
    anchors: ['scared', 'afraid'],
  },
  {
    id: 'dont_worry_about_me',
    reason: 'goodbye',
    level: 'concern',
    self: true,
    re: /\b(?:dont|do not|no need to|stop|never) worry(?:ing)? about me (?:anymore|any more|any longer|ever again|again)\b/g,
    anchors: ['worry', 'worrying'],
  },
  {
    id: 'own_death_imagery',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\b(?:picturing|imagining|imagine|picture|visuali[sz]ing|dreaming about|daydreaming about|fantasi[sz]ing about|thinking about|planning) (?:my (?:own )?|me at my (?:own )?)(?:funeral|death|grave|burial|last day)\b/g,
    anchors: ['funeral', 'death', 'grave', 'burial', 'last'],
  },
  {
    id: 'own_death_relief',
    reason: 'passive_ideation',
    level: 'crisis',
    re: /\bmy (?:own )?(?:funeral|death|dying|grave)\b(?: \w+| ,){0,6} (?:relief|relieved|peace|peaceful|comfort|comforting|calm|calming|nice|better|good)\b|\b(?:fantasi[sz]e|fantasi[sz]ing|fantasi[sz]ed|dream|dreaming|daydream|daydreaming) about (?:my own death|my death|dying|being dead|not being alive)\b/g,
    anchors: ['funeral', 'death', 'dying', 'grave', 'dead', 'alive'],
  },
  {
    id: 'own_funeral',
    reason: 'plan',
    level: 'concern',
    re: /\b(?:plan|planning|planned|arranging|arranged|organi[sz]ing|write|writing|wrote) (?:out )?my (?:own )?(?:funeral|eulogy|obituary)\b/g,
    anchors: ['funeral', 'eulogy', 'obituary'],
  },

  // ---- Self-harm -----------------------------------------------------------------------------
  {
    id: 'self_harm',
    reason: 'self_harm',
    level: 'crisis',
    thirdLevel: 'concern',
    re: new RegExp(
      `\\b(?:cut|cutting|cuts|slice|slicing|sliced|slit|slitting|scratch|scratching|scratched|burn|burning|burned|burnt|hit|hitting|punch|punching|punched|harm|harming|harmed|hurt|hurting|bruise|bruising|carve|carving|carved|bite|biting|punish|punishing|mutilate|mutilating|stab|stabbing|stabbed|choke|choking|strangle|strangling|bleed|bleeding) ${refl()}(?! (?:shaving|accidentally|by accident|cooking|making|chopping|slicing|while|on (?:a|the|some|my)|at (?:the|work)|playing|lifting|falling|running|skiing|working out|when i fell|in (?:the|a) (?:kitchen|garden|fall|accident|gym)|badly (?:at|in|on)|out of|up\\b|with (?:a kitchen|the (?:knife|scissors|can|saw|lawn))))`,
      'g',
    ),
    anchors: ['myself', 'himself', 'herself', 'themselves', 'themself', 'yourself', 'ourselves'],
    third: true,
  },
  {
    id: 'self_harm_body',
    reason: 'self_harm',
    level: 'crisis',
    thirdLevel: 'concern',
    re: /\b(?:cut|cutting|cuts|slice|slicing|slit|slitting|carve|carving|carved|burn|burning|burned|scratch|scratching|open|opening|opened) (?<whoB>my|his|her|their|your) (?:own )?(?:arms?|wrists?|thighs?|legs?|skin|stomach|belly|veins?|hips?|forearms?|throat)\b(?! (?:on (?:a|the)|accidentally|by accident|shaving|cooking|while|at work|in the))|\b(?:cutting|harming|self harming|self harm) (?:again|every (?:day|night)|more|deeper|a lot|lately|to feel|to cope|to numb|so i)\b|\b(?:i|ive|i have|im|been|started|start|keep|kept|still|cant stop|can not stop|couldnt stop) (?:been |started |also |still |started to |keep |back to )?(?:self harm(?:ing)?|cutting)\b(?= \.| ,|$| again| myself| every| more| deeper| lately| to | so | and | when| because| since| on my| for)|\bi (?:cut|cut myself|self harmed) (?:again|deep|deeper|last night|today|tonight|yesterday|this morning|badly)\b|\b(?:urges?|urge|need|craving|cravings|tempted|want) (?:to )?(?:cut|self harm|burn myself|hurt myself|harm myself|bleed)\b|\brelapsed?(?: \w+){0,3}? (?:self harm|cutting|cut)\b|\b(?:self harm|cutting)(?: \w+){0,2}? relapse\b|\bfresh (?:cuts|wounds|scars)\b|\bmy (?:cuts|wounds)\b(?=[^.]{0,40}\b(?:bleed|bleeding|deep|hide|infect|stitches|again)\b)|\bi self harm\b|\b(?:i |ive |i have |already |just )+cut (?:myself )?(?:too |really |so )?deep(?:er|ly)?\b|\bcant stop (?:the )?bleeding\b|\bself harm(?:ing)? (?:again|urges?|relapse)\b/g,
    anchors: ['deep', 'deeper', 'deeply', 'bleeding', 'stop', 'arm', 'arms', 'wrist', 'wrists', 'thigh', 'thighs', 'leg', 'legs', 'skin', 'stomach', 'belly', 'vein', 'veins', 'hip', 'hips', 'forearm', 'forearms', 'throat', 'cutting', 'harming', 'harm', 'cut', 'myself', 'bleed', 'relapse', 'relapsed', 'fresh', 'cuts', 'wounds', 'scars'],
    third: true,
  },
  {
    id: 'self_harm_talk',
    reason: 'self_harm',
    level: 'concern',
    third: true,
    re: /\bself harm\b|\b(?:starv(?:e|ing)|punish(?:ing)?) myself\b|\bpunch(?:ing|ed)? (?:the )?walls?\b|\bhead ?bang(?:ing)? (?:against|on) (?:the )?wall\b/g,
    anchors: ['harm', 'starve', 'starving', 'punish', 'punishing', 'myself', 'punch', 'punching', 'punched', 'wall', 'walls', 'bang', 'banging', 'headbang', 'headbanging'],
  },

  // ---- Burden ----------------------------------------------------------------------------------
  {
    id: 'better_off_without',
    reason: 'burden',
    level: 'crisis',
    self: true,
    re: /\b(?:better|happier|easier|better off|happier off|easier off|freer)(?: \w+){0,2}? (?:without me(?! \w+ing\b| (?:around (?:to|for)|there to|at (?:the|work))\b)|if i (?:was|were|wasnt|werent|was not|had|died|disappeared|left|just died|just disappeared|never existed|didnt exist|wasnt around|wasnt here|was gone|were gone|killed myself|ended it|wasnt alive)|when im (?:gone|dead)|once im (?:gone|dead)|with me (?:gone|dead|out of the way))\b|\b(?:nobody|no one|nobody would|not a single person|noone|none of them|no body|who) (?:\w+ ){0,2}?(?:would|will|is going to|gonna|even|ever)?(?: even| really)? ?(?:miss me|notice (?:if|when|that) (?:i|im)|care (?:if|when) (?:i|im) (?:died|was gone|were gone|disappeared|dead|gone|killed|not here|wasnt here|didnt wake))\b|\b(?:world|everyone|everybody|my family|my kids|my children|they|people) (?:\w+ ){0,2}?(?:would|will) (?:be )?(?:better|happier|fine|okay|ok)(?: off)? (?:without me|if i (?:was|were|wasnt|died|disappeared|was gone|wasnt here|wasnt around))\b|\b(?:i|ill|i will) (?:wont|will not|will no longer|wont be|not) (?:be )?(?:a )?burden (?:much longer|anymore|for long|to anyone (?:much longer|anymore|soon))\b|\bwithout me in the way\b|\bif i (?:died|was gone|were gone|disappeared|was dead|killed myself|wasnt here|werent here|vanished)(?: \w+){0,3} (?:nobody|no one|noone|nobody would|no one would|who would|would anyone|everyone would be|they would be|it wouldnt|the world would|would anybody)\b|\b(?:anyone|anybody|people|they|my family|everyone|somebody) would (?:even |actually |really )?(?:notice|care|miss me)(?: \w+){0,2}? (?:if|when) i (?:was|were|died|disappeared|wasnt|werent|killed)\b|\b(?:favou?r|relief|blessing|fine|okay|ok|happier|easier|better|wouldnt (?:even )?(?:notice|care|matter)|nobody would (?:care|notice|mind)|would anyone (?:care|notice))\b(?: \w+){0,4} if i (?:died|was gone|were gone|was dead|were dead|disappeared|killed myself|wasnt (?:here|around|alive)|werent (?:here|around)|just (?:died|disappeared|vanished))\b/g,
    anchors: ['without me', 'if i', 'would notice', 'would care', 'would miss', 'when im', 'once im', 'with me', 'miss me', 'notice', 'care', 'burden'],
  },
  {
    id: 'burden',
    reason: 'burden',
    level: 'concern',
    self: true,
    re: /\b(?:im|i am|i feel like|feel like|i feel|being|im just|im such|im only|im nothing but|i have become|ive become|i became) (?:(?:such|just|only|nothing but|a|so much of|more of|a huge|a big|the) ){0,3}(?:burden|drain|waste of (?:space|air|oxygen|life)|mistake|disappointment|failure to everyone)\b|\b(?:nobody|no one|nobody really|noone) (?:even )?(?:cares|would care|would notice|notices|needs me|wants me|loves me|would miss me|will miss me)\b|\beveryone (?:would be|is) (?:better|happier)\b|\bim worthless\b|\bfeel (?:so )?worthless\b|\bi (?:ruin|ruined) everything\b/g,
    anchors: ['burden', 'drain', 'waste', 'mistake', 'disappointment', 'failure', 'cares', 'notices', 'worthless', 'ruin', 'ruined', 'would care', 'would notice', 'needs me', 'wants me', 'loves me', 'miss me', 'be better', 'be happier', 'is better', 'is happier'],
  },

  // ---- Passive ideation ---------------------------------------------------------------------
  {
    id: 'not_wake_up',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\b(?:sleep|fall asleep|go to sleep|close my eyes|lie down|lay down|drift off|nod off)(?: \w+){0,4}? (?:and )?(?:not|never|dont|wont|didnt|just not|just never) (?:ever )?wake(?: up)?\b|\b(?:hope|hoping|wish|wishing|pray|praying|wouldnt mind|would not mind|wouldnt care|dont care|ok|okay|fine) (?:that |if |if i )?(?:i )?(?:just |simply )?(?:dont|didnt|wont|never|wouldnt|not|do not|did not|could not|couldnt) (?:ever )?(?:wake up|wake|make it|see (?:tomorrow|the morning|another day))\b|\b(?:dont|do not|wouldnt|would not) (?:really |even |honestly )?care (?:if|whether) i (?:wake up|make it|see tomorrow|survive)\b|\bwish (?:i|id) (?:had )?(?:never|not) (?:woken|woke|wake) up\b|\bif i (?:just )?(?:didnt|never|dont|did not|wouldnt) wake up\b|\bsleep forever\b|\beternal sleep\b|\bnever (?:have to )?wake up (?:again|ever)\b|\bnot (?:to )?wake up (?:tomorrow|in the morning|again|ever)\b|\bdont want to wake up\b/g,
    anchors: ['if', 'care', 'wake', 'woken', 'woke', 'make it', 'tomorrow', 'morning', 'another', 'forever', 'eternal'],
    negatable: false,
  },
  {
    id: 'disappear',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\b(?:want|wanna|wish|wishing|wanted|need|going|like|love) (?:to )?(?:\w+ ){0,3}?(?:disappear|vanish|fade away|fade out|run away forever|go away forever|not be here|not be around|be gone|be invisible|evaporate|melt away|sleep for (?:a|an|the) (?:year|month|(?:very |really )?long time|decade|eternity)|sleep (?:and|&) never (?:wake|stop))\b|\b(?:feel|feels|feeling|felt) like (?:im|i am|i was|i)(?: just)? (?:disappearing|fading|fading away|vanishing|not really here|not here|a ghost|already dead|dead inside|slipping away|gone)\b|\b(?:im|i am) (?:just )?(?:disappearing|fading away|vanishing|slipping away)\b|\bwish (?:i|id) (?:was|were|had been) (?:never born|not born|gone|someone else|invisible)\b|\bwish (?:i|it) (?:had been|was|were) me (?:instead|who died|in (?:that|the) (?:car|accident|bed))\b|\b(?:should|it should) have been me\b|\bshould have died (?:instead|with|too|in (?:his|her|their) place|not (?:him|her|them))\b|\bi should (?:be dead|have died)\b|\bshould have been the one\b|\b(?:trade|swap|switch|change) places with (?:him|her|them|my \w+)\b|\btake (?:his|her|their) place\b|\bwhy (?:not|wasnt it) me\b|\bwish (?:i|id) (?:could )?(?:have )?(?:died|go|gone) (?:instead|in (?:his|her|their) place)\b|\beasier (?:to|if i) (?:just )?(?:not exist|not be here|disappear|wasnt here|werent here|didnt exist)\b|\bthink(?:ing)? about (?:my own death|dying|death)(?: \w+){0,3}? (?:a lot|all the time|constantly|every day|more and more|so much|lately|again|often)\b|\b(?:think|thinking|thought)(?: \w+){0,3}? about (?:dying|death|my own death|my death|not being here|not existing|suicide)\b(?! of\b)|\b(?:dark|morbid|bad|scary|intrusive|death|suicidal) thoughts\b|\bthoughts? (?:of|about) (?:death|dying|not being here|not existing|not wanting to (?:be here|live|be alive|exist|wake up|go on))\b|\bnot wanting to (?:be here|live|be alive|exist|wake up|go on)(?: anymore)?\b|\bobsessed with death\b|\b(?:just )?waiting (?:to die|for death|for my turn|for it all to end|to be with (?:him|her|them))\b|\b(?:hope|hoping|wish|wishing|pray|praying) (?:that )?(?:i|id) (?:get|got|would get|could get|will get) (?:hit|run over|killed|cancer|sick and die)\b|\b(?:id|i would) (?:much )?rather be (?:with (?:him|her|them|my \w+)|in heaven|gone|anywhere but here|up there)\b|\b(?:reason|purpose) (?:for|of|to) (?:living|life|being alive|being here|getting up|live)(?: \w+){0,2}? (?:is|s|has|went) (?:gone|dead|died|over|buried)\b|\b(?:hope|wish|pray|cant wait (?:until|till|for)) (?:this|it|everything|life|all this|it all) (?:is |will be |would be |to be )?(?:all )?over (?:soon|already|quickly)\b|\bwhat it (?:would|will|might) (?:be|feel) like to (?:not be here|die|be dead|not exist|not wake up|be gone|disappear)\b|\b(?:afraid|scared|worried|frightened|terrified) (?:of )?what i (?:might|will|could|would|may) do\b|\b(?:might|going to|gonna|will|ill|afraid ill|scared ill|worried ill|could) do something (?:stupid|drastic|dumb|i (?:will|ill|would|might) regret|permanent|i cant take back)\b|\bim not afraid (?:to die|of dying|of death) anymore\b|\bready to go\b(?= \.| ,|$| now| home| soon| whenever)|\b(?:wish|want|need) (?:this|it|it all|everything|life|all of (?:it|this)|this all|the pain|this pain|my pain|the hurt|the hurting|the suffering) (?:would |to |could )?(?:just )?(?:all )?(?:end|stop|be over|go away)\b|\bdont want to be here\b(?! (?:at|for|in|with|when|today|tonight|right now|on)\b)/g,
    anchors: ['sleep', 'never', 'waiting', 'hit', 'run', 'killed', 'cancer', 'sick', 'suicide', 'afraid', 'scared', 'worried', 'frightened', 'terrified', 'rather', 'reason', 'purpose', 'over', 'like', 'something', 'should', 'trade', 'swap', 'switch', 'change', 'take', 'wanting', 'disappear', 'vanish', 'fade', 'forever', 'be here', 'be around', 'be gone', 'invisible', 'evaporate', 'melt', 'sleep for', 'disappearing', 'fading', 'vanishing', 'not here', 'really here', 'ghost', 'dead', 'slipping', 'gone', 'born', 'else', 'me instead', 'me who', 'me in', 'been me', 'not me', 'it me', 'instead', 'place', 'easier', 'death', 'dying', 'thoughts', 'die', 'ready', 'want this', 'want it', 'wish this', 'wish it', 'need this', 'need it', 'want everything', 'wish everything', 'need everything', 'want life', 'wish life', 'want all', 'wish all', 'want the', 'wish the', 'need the', 'want my', 'wish my', 'need my'],
    negatable: false,
  },
  {
    id: 'want_it_all_to_end',
    reason: 'active_ideation',
    level: 'crisis',
    re: /\b(?:want|wish|need|ready for) (?:it all|everything|life|my life|all of it|this life) (?:all )?(?:to )?(?:just )?(?:end|be over)(?: for good| forever| now| tonight| permanently)?\b(?= \.| ,|$| now| tonight| forever| for good)|\bi want out\b(?= \.| ,|$| of (?:this life|life|here))/g,
    anchors: ['want it', 'wish it', 'need it', 'for it', 'want everything', 'wish everything', 'need everything', 'for everything', 'want life', 'wish life', 'need life', 'for life', 'want my', 'wish my', 'need my', 'for my', 'want all', 'wish all', 'want this', 'wish this', 'need this', 'for this', 'want out'],
  },

  // ---- Reunion -------------------------------------------------------------------------------
  {
    id: 'reunion',
    reason: 'reunion',
    level: 'concern',
    re: new RegExp(
      `\\b(?:want|wants|wanted|wanna|wish|wishes|wishing|long|longs|longing|need|needs|yearn|yearns|yearning|ready|cant wait|give anything|do anything|going|gonna|trying|just want|hope|praying|pray|miss (?:him|her|them) so much i want|would love) (?:to )?(?:\\w+ ){0,6}?(?:go )?(?:be|lie|rest|sleep|stay) (?:with|beside|next to|near) (?:him|her|them|you|my ${REL}|(?:the|my) (?:angels|lord)|mom|mum|dad|mommy|mummy|daddy|mama|papa|grandma|grandpa|nana|nan)\\b(?! (?:at|for|on|during|this|today|tomorrow|tonight|when|while|in (?:the|this|my|our|person)|through|${REL}|family|friends|kids|children|people|dog|cat|house|work|class)\\b)|\\b(?:be|go|get) (?:where|wherever) (?:hes|shes|theyre|youre|(?:he|she|they|you) (?:is|are|went|has gone|have gone|are now|is now))\\b|\\b(?:join|joining|follow|following) (?:him|her|them|you|my ${REL})\\b(?= (?:soon|now|tonight|in heaven|in death|there|up there|on the other side|wherever|where|forever|again|someday|one day)\\b| \\.| ,|$)|\\bbe (?:reunited|together) (?:with (?:him|her|them|you|my ${REL}) )?(?:again )?(?:soon|now|sooner|in heaven|on the other side|forever)\\b|\\bbe with (?:him|her|them|you|my ${REL}|\\w+) again\\b(?<!\\bbe with (?:friends|family|people|everyone|them all|the kids|my kids|others|someone) again\\b)|\\bwish (?:i|id) (?:was|were|could be|could go be) (?:with|beside|next to) (?:him|her|them|you|my ${REL})\\b(?! (?:when|at|during|in (?:the|her|his|their) (?:last|final)|that (?:day|night))\\b)|\\b(?:want|wanna|wish|need|ready|going|just want|long|longing) (?:to )?(?:\\w+ )?go to (?:him|her|them|you|heaven|my ${REL})\\b(?! (?:house|home|place|grave|graveside|tomb|funeral|memorial|service|room|for|and|to|at|on|with|party|office|work|school|church|more|concert)\\b)|\\b(?:see|hold|hug) (?:him|her|them|you|my ${REL}) (?:again )?(?:soon|sooner)\\b|\\b(?:cant wait|wait|waiting|counting the days|counting down(?: the days)?) (?:to|until|till) (?:i )?(?:can |will |get to )?(?:see|be with|join|hold|meet) (?:him|her|them|you|my ${REL})(?: again)?\\b(?! (?:next|this|on|at|tomorrow|later|for|when|in (?:a|two|three|\\d+)|after|before|tonight|at the)\\b)|\\b(?:cross|crossing) over\\b(?= to (?:him|her|them|you)| \\.| ,|$)|\\bmeet (?:him|her|them|you) (?:on the other side|in heaven|soon)\\b|\\b(?:crawl|climb|lie|lay|get|be|go|sleep) (?:down )?(?:in|into|inside|beside (?:him|her) in) (?:the|her|his|their|my \\w+s) (?:grave|coffin|casket|tomb)\\b|\\b(?:think(?:ing)? (?:about|of)|dream(?:ing)? (?:about|of)|want(?:ing)? to|long(?:ing)? to|wish(?:ing)?(?: i could)?|fantasi[sz]e about|fantasi[sz]ing about) (?:join|joining|follow|following) (?:him|her|them|you|my ${REL})\\b|\\b(?:heaven|dead|death|being dead|dying|the other side|the grave|nothing) (?:would|must|has to|will|could) be (?:so much |much )?better than (?:here|this|living|life|being here|being alive)\\b|\\bbetter off (?:in heaven|with (?:him|her|them) (?:in heaven|up there)|up there)\\b|\\bcoming (?:to (?:join |be with |see )?)?(?:you|home to you|for you)\\b(?= soon| \\.| ,|$| now| mom| mum| dad| my)`,
      'g',
    ),
    third: true,
    thirdLevel: 'concern',
    anchors: ['wherever', 'again', 'counting', 'mom', 'mum', 'dad', 'mommy', 'mummy', 'daddy', 'mama', 'papa', 'grandma', 'grandpa', 'nana', 'nan', 'grave', 'coffin', 'casket', 'tomb', 'better', 'join', 'joining', 'follow', 'following', 'coming', 'with', 'beside', 'next', 'near', 'where', 'reunited', 'together', 'go to', 'soon', 'sooner', 'wait', 'waiting', 'cross', 'crossing', 'meet'],
  },
  {
    id: 'reunion_intent',
    reason: 'reunion',
    level: 'crisis',
    re: new RegExp(
      `\\b(?:im going to|going to|gonna|i will|ill|im|decided to|ready to|time (?:for me )?to|plan to|planning to|about to|should|should just|could just|might just) (?:\\w+ )?(?:join|joining|be with|go to|follow|following) (?:him|her|them|you|my ${REL_ONE})\\b${ORDINARY_AFTER}(?: \\w+){0,3}? (?:soon|tonight|tomorrow|now|this week|very soon|shortly|before long)\\b|\\b(?:ill|i will) (?:be with|see|join) (?:you|him|her|them)(?: \\w+){0,2}? soon\\b(?=[^.]{0,60}\\b(?:promise|ready|pain|stop|end|gone|made up|decided|over|tonight|everything)\\b)|\\b(?:im|i am|ill be|i will be) coming (?:to (?:you|him|her|them|join you|be with you|see you)|home to you|for you)\\b(?=[^.]{0,30}\\b(?:tonight|soon|today|now|shortly)\\b)|\\bsoon (?:ill|i will) be (?:with|beside|next to|in heaven with) (?:him|her|them|you|my ${REL})\\b|\\b(?:want|wanna|ready|need|going|gonna) (?:to )?(?:go )?(?:be with|join|go to) (?:him|her|them|you|my ${REL_ONE})\\b${ORDINARY_AFTER}(?: \\w+){0,2}? (?:tonight|right now|very soon)\\b|\\bmade up my mind\\b(?=[^.]{0,80}\\b(?:join|with (?:him|her)|go|end|die)\\b)|\\b(?:join|be with|see) (?:him|her|them|you|my ${REL})(?: \\w+){0,4}? ,? (?:ive|i have) made up my mind\\b`,
      'g',
    ),
    anchors: ['should just', 'could just', 'might just', 'join him', 'join her', 'join them', 'join you', 'join my', 'joining him', 'joining her', 'joining them', 'joining you', 'joining my', 'with him', 'with her', 'with them', 'with you', 'with my', 'to him', 'to her', 'to them', 'to you', 'to my', 'see him', 'see her', 'see them', 'see you', 'see my', 'follow him', 'follow her', 'follow them', 'follow you', 'follow my', 'following him', 'following her', 'following them', 'following you', 'following my', 'beside him', 'beside her', 'beside them', 'beside you', 'beside my', 'coming him', 'coming her', 'coming them', 'coming you', 'coming my', 'made up', 'coming to', 'coming home', 'coming for'],
    historical: false,
  },

  // ---- Hopelessness ---------------------------------------------------------------------------
  {
    id: 'hopeless',
    reason: 'hopelessness',
    level: 'concern',
    re: /\b(?:whats|what is|wheres|where is|no|dont see|cant see|see no|there is no|theres no|lost|losing|cant find|cant find any|dont see any|no longer see|not see) (?:even )?(?:the |any |a |much )?point\b(?= \.| ,|$| anymore| now| any more| in (?:anything|it|this|trying|going on|carrying on|living|life|getting up|me|being|any of|everything)\b| of (?:anything|it|it all|this|trying|going on|carrying on|living|life|getting up|me|being|any of it|everything|even trying)\b| to (?:anything|it|this|life|living|trying|me|any of)\b| without| since| left| at all| either| really| anyway| even| for me| in my life| i\b| is there\b)|\bpointless\b|\bmeaningless\b|\b(?:dont|cant|do not|cannot|no longer|not able to|unable to|never) (?:\w+ )?(?:see|picture|imagine|envision) (?:a |any |the |my |much of a )?(?:way (?:forward|out|through|ahead)|future|tomorrow|end to (?:this|it)|light|reason to|point|life without|how (?:i|im|to) (?:can |could |will |going to )?(?:keep going|go on|carry on|get through|survive|live|do this|make it|cope|continue|move on))\b|\bno (?:way (?:forward|out|through)|future|hope|light|escape|reason to (?:go on|keep going|get up|try|carry on|continue))\b(?! of (?:the|this|that|my|our|his|her) (?!pain|grief|life|hell|darkness|loss|misery)[a-z]+)|\b(?:cant|cannot|dont know how to|dont know if i can|not sure i can|dont think i can|unable to|how (?:do|can|am) i (?:supposed to )?|how long can i|no way i can|too hard to|dont have (?:the )?(?:strength|energy) to|dont want to) (?:just )?(?:keep going|go on|carry on|keep doing this|do this anymore|do this any longer|do this much longer|do this alone anymore|do it anymore|do life|take (?:it|this|the pain|much more|any more|anymore|it anymore|this anymore)|handle (?:this|it|the pain|life)(?: anymore)?|cope(?: anymore| with (?:this|life|anything))|bear (?:it|this|the pain)|face (?:another day|tomorrow|the future|life|anything)|survive this|live like this|keep living(?: like this)?|go through this|keep fighting|continue|be strong anymore|hold on(?: much longer| anymore)?|pretend anymore)\b(?! (?:\w+ )?(?:paperwork|work|job|forms|house|calls|meetings|noise)\b| (?:with|about|of) (?:the|this|that|all the|my|his|her|these|those|our) (?!pain|grief|loss|guilt|emptiness|sadness|hurt|life|loneliness|darkness|heartache|torment)[a-z]+)|\bi cant (?:anymore|do this|do it)\b(?= \.| ,|$| anymore| any longer| without)|\bhow much longer (?:can i|i can)\b|\bhow much (?:more|longer)(?: of (?:this|it))? (?:i can|can i) (?:take|handle|bear|do|go on|stand|survive)\b|\b(?:i|ive|i have|im|ive just|i have just) (?:just )?(?:give up|gave up|given up|giving up|quit)(?: on (?:life|everything|myself|living|it all|trying))?\b(?= \.| ,|$| on (?:life|everything|myself|living|it all)\b| on trying(?= \.| ,|$| anymore)| honestly| now)|\b(?:feel like|want to|ready to|about to|thinking about|close to) (?:just )?giv(?:e|ing) up\b(?! on (?:my|the|this|that|a|our) (?:diet|job|house|plans?|degree|course|car|dream|flat|apartment|business)\b)|\b(?:has|have|with|is) no (?:meaning|purpose|point)(?: anymore| now| left)?\b(?= \.| ,|$| anymore| now| without| since)|\bnothing (?:matters(?! (?:more|as much|so much|like)\b)|makes sense|helps|will (?:ever )?get better|is worth it|to look forward to|left (?:for me|in me|to give))\b|\b(?:feel|feels|feeling|im|am|so|totally|completely|utterly|seems|everything is|life is) (?:so |completely |totally |utterly |very )?(?:hopeless|trapped|worthless|defeated|helpless and hopeless)\b(?! (?:in|at|on|by|behind|under) (?:the |a |my )?(?!pain|grief|this life|my (?:own )?(?:head|body|mind|life)|darkness)[a-z]+)|\bhopelessness\b|\b(?:lost|losing) (?:all )?(?:hope|my hope|its meaning|all meaning|meaning)\b|\bno hope left\b|\bhope is gone\b|\b(?:no|lost|losing|lose|lost all|lost my|losing my|losing the|lost the|have no|dont have (?:the|any)|without the|without any)(?: \w+)? (?:will|reason|desire|motivation|strength) to (?:live|go on|keep going|carry on|continue|survive|get up|fight)\b|\b(?:im|i am|i feel|feel) (?:so )?(?:done|finished)\b(?= \.| ,|$| with (?:it all|everything|all of (?:it|this)|this|trying|fighting))|\bmy life is over\b|\b(?:just )?existing(?: ,)? not (?:really )?living\b|\bwhat (?:is|s) (?:the|even the) (?:use|purpose)\b|\bi dont care (?:about anything|what happens(?: to me)?|anymore|about myself|about living)\b|\bi dont (?:really |even |honestly )?care (?:if|whether) i (?:live|die|wake up|eat|make it)\b|\b(?:cant|cannot) live without (?:him|her|them|you|my \w+)\b(?! \w+s\b| (?:cooking|help|advice|support|money|car|phone|coffee)\b)|\b(?:dont|do not) know how to (?:live|go on|keep going|carry on|survive|exist) without\b|\bwhy (?:should|would) i (?:keep going|go on|carry on|bother|keep living|stay)\b|\bwhy (?:go on|keep going|carry on|bother living)\b|\bwhy (?:even )?bother(?: anymore| trying| living| getting up| with anything)?(?= \.| ,|$)|\bwhy (?:i|should i) (?:should )?(?:even )?bother\b|\b(?:feel|feels|feeling) like (?:im|i am) (?:drowning|suffocating|going under)\b|\bend of the road for me\b|\bcant see a way\b|\bcant live with (?:this|the|my) (?:guilt|pain|grief|shame|regret|hurt)\b|\bsurvive (?:this|it|losing|without|her death|his death|their death|the loss)\b(?<=(?:cant|cannot|dont know if i can|not sure i can|dont think i can|wont|how (?:do|can|will) i) (?:\w+ )?survive (?:this|it|losing|without|her death|his death|their death|the loss))|\b(?:what if i|maybe i should|i might as well|should i just|might as well) (?:just )?(?:stop|stopped|give up|gave up|quit|stop trying|stopped trying|stopped living|stop living|went to sleep|disappeared|disappear)\b|\b(?:not sure|dont think|dont know if|wonder if|doubt|unsure if|is) (?:\w+ ){0,2}?(?:life|living|it all|any of (?:it|this)|going on|carrying on) (?:is |even |really )?(?:worth it|worth living)\b|\b(?:life|living|it all|any of this) (?:isnt|is not|aint|no longer|not) worth it\b|\b(?:dont|doesnt|do not|does not|no longer|not sure i|dont know if i|dont think i|not sure if i) (?:really )?want to (?:go on|keep going|carry on|continue|keep fighting|try anymore|keep living|be here)\b|\bthere is no way out\b|\bim so tired of (?:everything|it all|this|fighting|trying|being sad|the pain|hurting)\b|\b(?:so )?tired of everything\b/g,
    anchors: ['lost', 'losing', 'hope', 'be here', 'i should', 'should i', 'feels', 'seems', 'keep living', 'much', 'more', 'picture', 'imagine', 'envision', 'point', 'pointless', 'meaningless', 'future', 'forward', 'tomorrow', 'light', 'way out', 'way through', 'way ahead', 'end to', 'reason to', 'life without', 'see how', 'no way', 'no future', 'no hope', 'no light', 'no escape', 'no reason', 'keep going', 'go on', 'carry on', 'keep doing', 'do this', 'do it', 'do life', 'take it', 'take this', 'take the', 'take much', 'take any', 'take anymore', 'handle', 'cope', 'bear it', 'bear this', 'bear the', 'face', 'survive', 'live like', 'go through', 'keep fighting', 'continue', 'be strong', 'hold on', 'pretend', 'cant anymore', 'much longer', 'give up', 'gave up', 'given up', 'giving up', 'quit', 'meaning', 'purpose', 'nothing matters', 'nothing makes', 'nothing helps', 'nothing will', 'nothing is', 'nothing to', 'nothing left', 'hopeless', 'trapped', 'worthless', 'defeated', 'helpless', 'hopelessness', 'will to', 'desire to', 'motivation to', 'strength to', 'im done', 'so done', 'am done', 'feel done', 'im finished', 'so finished', 'am finished', 'feel finished', 'is over', 'existing', 'the use', 'dont care', 'live without', 'on without', 'why should', 'why would', 'why go', 'why keep', 'why carry', 'why bother', 'why even', 'road', 'see a', 'tired of', 'live with', 'worth it', 'worth living', 'just stop', 'just stopped', 'stopped trying', 'stop trying', 'stopped living', 'stop living', 'might as', 'i just', 'bother', 'drowning', 'suffocating', 'going under', 'should stop', 'should just', 'strength', 'disappear', 'disappeared'],
  },
  {
    id: 'no_point_in_living',
    reason: 'hopelessness',
    level: 'crisis',
    re: /\b(?:no|dont see (?:the|any)|whats the|whats even the|what is the|lost (?:all|any)|not any|no longer (?:any|a)) point (?:in |of |to )?(?:living|life|being alive|staying alive|existing|going on living|keep living|me being alive|be alive|live|my life|being here|me being here)\b/g,
    anchors: ['point'],
    negatable: false,
  },

  // ---- Self-neglect ---------------------------------------------------------------------------
  {
    id: 'self_neglect',
    reason: 'self_neglect',
    level: 'concern',
    re: /\b(?:havent|hasnt|have not|not|didnt|couldnt|cant|barely|hardly|stopped) (?:\w+ )?(?:eaten|eat|eating|drunk anything|had (?:anything|food|a meal)|showered|left (?:the|my) (?:house|bed|room|flat|apartment)|gotten out of bed|got out of bed|get out of bed|taken my (?:meds|medication|medicine|pills|insulin))(?:(?: \w+){0,6}? (?:in|for|since) (?:days|weeks|a week|two days|three days|four days|five days|several days|a few days|ages|\d+ days|the funeral|(?:he|she|they) (?:died|passed)))?(?=[^.]{0,60}\b(?:days|weeks|dont care|do not care|why bother|whats the point|no point|care anymore)\b)|\bstopped (?:eating|taking my (?:meds|medication|medicine|pills|insulin))\b|\b(?:skipping|skip|skipped) (?:meals|my meds|my medication|food|eating)\b(?=[^.]{0,60}\b(?:bother|care|point|why|whatever)\b)|\b(?:starving|neglecting) myself\b|\bi dont care (?:if|whether) i (?:eat|live|sleep|take my meds)\b/g,
    anchors: ['skipping', 'skip', 'skipped', 'eaten', 'eat', 'eating', 'food', 'meal', 'showered', 'shower', 'bed', 'meds', 'medication', 'medicine', 'pills', 'insulin', 'stopped', 'starving', 'neglecting', 'left the', 'left my', 'had anything', 'drunk anything', 'dont care'],
  },
  // ---- Structural families (added after blind testing) --------------------------------------
  // Each family is a general shape rather than a sentence: researching a method, fixating on a
  // means at hand, a method action, finality ("my last message", "won't be around much longer"),
  // putting affairs in order, and a handful of indirect wishes to die or to follow the dead.
  {
    id: 'method_research',
    reason: 'means',
    level: 'crisis',
    re: new RegExp(
      `\\b(?:looked|look|looking|researched|researching|research|googled|googling|google|searched|searching|search|reading|read|checked|checking|worked|working|figured|figuring|calculated|calculating|counted|counting|asked|asking|wondering|wondered|know|knows|knew) (?:up |into |out |on |for |about )?(?:\\w+ ){0,3}?(?:how (?:many|much)(?: \\w+){0,3}? (?:it would take|it takes|would it take|does it take|would take|would kill|would be (?:enough|lethal|fatal)|is (?:enough|lethal|fatal|too many)|to (?:die|overdose|kill|take|be sure|make sure|never wake))|how long (?:\\w+ )?(?:it takes|does it take|it would take|would it take|to) (?:\\w+ ){0,2}?(?:to )?(?:die|bleed out|bleed|drown|suffocate|pass out|lose consciousness|stop breathing|work)|(?:painless|quick|quickest|easiest|fastest|surest|peaceful|effective|best|least painful) (?:ways?|methods?|means)(?: \\w+){0,2}? (?:to (?:die|go|end|kill|do it|overdose)|of (?:dying|suicide|ending))|(?:ways|methods) to (?:die|end it|kill myself|end my life|go peacefully)|lethal (?:dose|doses|amount)|how to (?:bleed out|tie a noose|overdose|hang|end it)|train times|which (?:train|trains|bridge|building)|the (?:tallest|highest) (?:bridge|building|cliff))\\b`,
      'g',
    ),
    anchors: ['many', 'much', 'long', 'painless', 'quick', 'quickest', 'easiest', 'fastest', 'surest', 'peaceful', 'effective', 'best', 'painful', 'ways', 'methods', 'lethal', 'how to', 'train', 'which', 'tallest', 'highest'],
  },
  {
    id: 'method_question',
    reason: 'means',
    level: 'crisis',
    re: new RegExp(
      `\\bhow (?:many|much) (?:of (?:my|these|those|the|her|his) )?(?:\\w+ )?${DRUG}(?: \\w+){0,2}? (?:would it take|does it take|would take|would kill|is (?:lethal|fatal|too many|enough)|to (?:die|overdose|kill|not wake|never wake))\\b`,
      'g',
    ),
    anchors: ['how many', 'how much'],
  },
  {
    id: 'means_fixation',
    reason: 'means',
    level: 'crisis',
    re: new RegExp(
      `\\b(?:keep|keeps|kept|been|cant stop|cannot stop|always|sit|sitting|sat|stood|standing|drove|driving|walked|walking|go|went|going) (?:\\w+ )?(?:looking at|staring at|holding|thinking about|picturing|touching|counting|checking on|playing with|fantasi[sz]ing about|dreaming about|back to|out to|up to|past) (?:\\w+ ){0,2}?(?:the |a |my |that |this |those |these |some )?(?:\\w+ )?${MEANS}\\b(?! (?:where|that|which) (?:he|she|they|my \\w+|we)\\b| (?:he|she|they) (?:used|had|left|died|jumped|took)\\b)`,
      'g',
    ),
    anchors: ['looking at', 'staring at', 'holding', 'thinking about', 'picturing', 'touching', 'counting', 'checking', 'playing with', 'fantasising about', 'fantasizing about', 'dreaming about', 'back to', 'out to', 'up to', 'past', 'sitting with', 'carrying'],
  },
  {
    id: 'means_fixation_after',
    reason: 'means',
    level: 'crisis',
    re: new RegExp(
      `\\bi (?:have |am )?(?:been |just )?(?:keep |kept |cant stop |cannot stop |been |sit |sat )?(?:looking at|staring at|holding|thinking about|counting|picturing|touching|checking|playing with|sitting with|carrying)(?! (?:his|her|their|photos?|pictures?|the (?:photos?|pictures?))\\b)(?<=\\b${MEANS}\\b[^.]{0,100})`,
      'g',
    ),
    anchors: ['looking at', 'staring at', 'holding', 'thinking about', 'picturing', 'touching', 'counting', 'checking', 'playing with', 'sitting with', 'carrying'],
  },
  {
    id: 'have_means_for_it',
    reason: 'means',
    level: 'crisis',
    re: new RegExp(
      `\\b(?:have|got|bought|ordered|found|collected|saved|keep|kept|hidden|hid) (?:\\w+ ){0,3}?${MEANS} (?:\\w+ ){0,5}?(?:to do it|to end it|to go|for (?:it|when|tonight|later)|ready|to make sure|if i need|just in case|for the end)\\b`,
      'g',
    ),
    anchors: ['do it', 'end it', 'to go', 'for it', 'for when', 'for tonight', 'for later', 'ready', 'make sure', 'i need', 'in case', 'the end'],
  },
  {
    id: 'method_action',
    reason: 'attempt',
    level: 'crisis',
    third: true,
    thirdLevel: 'crisis',
    re: new RegExp(
      `\\b(?:take|taking|took|taken|swallow|swallowing|swallowed|down|downing|downed|neck|necking|necked) (?:the lot|them all|all of them|every last one|the whole (?:lot|bottle|box|packet|pack|strip)|(?:a |the )?(?:load|handful|bunch|lot|bottle|box|packet|pack|heap|pile|fistful)s? of (?:my |her |his |the |those |these )?(?:\\w+ )?${DRUG}|(?:[1-9][0-9]+|a dozen|dozens of|twenty|thirty|forty|fifty|sixty|loads of|lots of|too many) (?:of )?(?:my |her |his |the |those |these )?(?:\\w+ )?(?:${DRUG}|of them))\\b(?! (?:to|with me|out|home|back|for|in|into|round|around|away|off|down|up|on|over)\\b)|\\b(?:slit|slitting|slashed|slashing|sliced|slicing|cut open|opened up|open up) (?<whoS>my|his|her|their) (?:wrists?|veins?|throat)\\b`,
      'g',
    ),
    anchors: ['lot', 'all', 'every', 'whole', 'load', 'handful', 'bunch', 'bottle', 'box', 'packet', 'pack', 'heap', 'pile', 'fistful', 'loads', 'lots', 'dozen', 'dozens', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'many', 'wrist', 'wrists', 'vein', 'veins', 'throat', ...DIGITS],
  },
  {
    id: 'place_method',
    reason: 'plan',
    level: 'crisis',
    re: new RegExp(
      `\\b(?:going to|want to|wanted to|will|ill|could|should|might|plan to|planning to|thinking (?:about|of)|thought about|tempted to|urge to|picturing|picture|imagining|imagine|nearly|almost|just|ready to|about to|feel like|considering|keep|kept|if i|to) (?:myself )?(?:\\w+ ){0,2}?(?:drive|driving|drove|crash|crashing|walk|walking|walked|step|stepping|stepped|throw myself|throwing myself|jump|jumping|jumped|swim|swimming|steer|steering|run|running|fall|falling|lie|lying) (?:my car |the car |myself |out |down )?(?:off|into|in front of|under|out into|from|onto|out to|on) (?:a |the |that |this |an |my |our )?(?:\\w+ )?(?:${PLACE})\\b|\\b(?:${PLACE}) (?:\\w+ ){0,6}?(?:and )?(?:just )?keep (?:walking|going|swimming|driving)\\b`,
      'g',
    ),
    anchors: PLACE_WORDS,
  },
  {
    id: 'finality',
    reason: 'timing',
    level: 'crisis',
    re: /\b(?:this is|this will be|thisll be|this might be|this may be|this could be|thats|these are|these will be) (?:probably )?my (?:very )?(?:last|final) (?:message|messages|post|goodbye|words?|note|entry|night|day|time (?:writing|posting|on here|talking|here))\b|(?<!\b(?:said|saying|say|had|got) )\bmy (?:final|last) goodbye\b(?= \.| ,|$| (?:to (?:you|everyone|you all|all)|everyone|all|for now)\b)|\b(?:i )?(?:wont|will not|im not going to|not going to|dont think ill|dont think i will|dont expect to) (?:be (?:here|around|alive|a (?:problem|burden|bother|nuisance|worry)|in (?:anyones|your|the) way)|bother (?:anyone|you|anybody)|trouble (?:anyone|you|anybody))(?: (?:to|for) (?:anyone|anybody|you|them|everyone|you all))? (?:(?:for )?(?:much|very|any) longer|for long|long|by (?:then|christmas|next week|tomorrow|morning|the weekend)|after (?:tonight|today|this week|this weekend|the funeral|the anniversary|(?:his|her|their) (?:birthday|anniversary)))\b|\b(?:dont|do not|no) (?:plan|plans|intend|intention|expect) (?:on|to|of) (?:seeing|see|being (?:here|around) for|making it to|make it to|celebrating|celebrate|reaching|reach|getting to) (?:christmas|new year|the new year|my (?:\w+ )?birthday|another (?:birthday|christmas|year|spring|summer|winter)|next (?:year|christmas|month|week|spring|summer)|spring|summer|winter|(?:his|her|their|our) (?:birthday|anniversary)|the anniversary|tomorrow|the weekend|30|40|50|60)\b|\b(?:ill|i will|i\s?ll) be (?:gone|dead|with (?:him|her|them)) (?:before|by|after) (?:the|this|his|her|their|my|tomorrow|tonight|christmas|morning|next|you)\b|\b(?:i )?(?:wont|will not) (?:be )?need(?:ing)? (?:them|it|these|those|my \w+|any of (?:it|this|them|my \w+)|anything)(?: (?:anymore|any more|where im going|much longer|after|soon|now))?\b(?= \.| ,|$| anymore| any more| where| much| after| soon| now)/g,
    anchors: ['last', 'final', 'here', 'around', 'alive', 'problem', 'burden', 'bother', 'nuisance', 'worry', 'way', 'trouble', 'plan', 'plans', 'intend', 'intention', 'expect', 'worry', 'deal', 'put up', 'gone', 'dead', 'with him', 'with her', 'with them', 'need', 'needing'],
  },
  {
    id: 'no_more_worry',
    reason: 'timing',
    level: 'crisis',
    self: true,
    re: /\b(?:nobody|no one|noone|you|they|anyone|everyone|my family|the kids) (?:will|wont|is going to|has to|will have to|wont have to|needs to|wont need to|dont need to) (?:have to |need to |ever )?(?:worry|deal|put up|bother) (?:about|with) me (?:after|much|any|anymore|soon|for|again|once|when)\b/g,
    anchors: ['worry', 'deal', 'put up', 'bother'],
  },
  {
    id: 'finality_concern',
    reason: 'goodbye',
    level: 'concern',
    re: /\b(?:made|making|make) my peace\b(?! with (?:his|her|their|the|mums?|moms?|dads?) (?:death|passing|loss|illness))|\b(?:written|wrote|writing|write|left|leaving|leave|finished) (?:a |some |the |my |them (?:each|all) (?:a )?|each of them (?:a )?|each (?:a )?)?(?:goodbye |farewell |last )?(?:letters?|notes?|cards?) (?:to|for) (?:my|each of my|all my|all of my) (?:kids|children|daughters?|sons?|girls|boys|babies|loved ones|wife|husband|partner|family|mum|mom|dad|parents|grandkids|grandchildren|friends|sisters?|brothers?)\b(?![^.]{0,100}\b(?:cancer|terminal|diagnos\w*|hospice|palliative|illness|tumou?r|months to live|weeks to live|chemo)\b)|\b(?:written|wrote) (?:them|him|her) (?:each |all )(?:a )?(?:letters?|notes?)\b|\b(?:gave|given|giving|give) (?:away )?(?:(?:all |most of |some of )?my (?:\w+ ){0,2}?(?:things|stuff|belongings|possessions|guitar|watch|jewell?ery|ring|clothes|books|records|car|bike|tools|cat|dog|pets?|plants|collection|savings|money|camera|laptop)|the (?:cat|dog|pets?|bird|rabbit|fish|hamster|kittens?|puppy))(?: (?:and|,) (?:my |the )?\w+){0,3}? (?:away|to)\b/g,
    anchors: ['peace', 'letter', 'letters', 'note', 'notes', 'card', 'cards', 'gave', 'given', 'giving', 'give'],
  },
  {
    id: 'when_im_gone',
    reason: 'timing',
    level: 'concern',
    re: /\b(?:when|after|once|by the time) (?:im|i am) (?:gone|not here|not around|no longer here|dead)\b(?![^.]{0,100}\b(?:cancer|terminal|diagnos\w*|hospice|palliative|illness|tumou?r|months to live|weeks to live|chemo)\b)|\b(?:it )?wont be long now\b/g,
    anchors: ['gone', 'not here', 'not around', 'no longer', 'dead', 'long now'],
  },
  {
    id: 'affairs_in_order',
    reason: 'plan',
    level: 'concern',
    re: /\b(?:sorted|sorting|sort|put|putting|got|getting|set|setting|have|made|making) (?:out )?(?:all )?(?:my|my own) (?:affairs|paperwork|finances|will)(?: (?:in order|sorted|straight|up to date|out))?\b(?! for (?:the|his|her|their))|\b(?:my |all my )?(?:affairs|things|everything|paperwork) (?:is|are) (?:all )?(?:in order|sorted|taken care of|arranged)\b|\b(?:with|next to|beside) (?:the|my) (?:will|life insurance|insurance (?:papers|documents|policy|details))\b|\b(?:the|my) will is with\b|\b(?:cancelled|canceled|closed|ended|paid off|settled|cleared) (?:my |the |all my )?(?:lease|tenancy|accounts?|phone contract|debts?|what i owe|everything i owe|subscriptions)\b(?=[^.]{0,120}\b(?:given|gave|in order|sorted|letter|note|goodbye|last|affairs|peace|cat|dog)\b)|\b(?:ive|i have|i) (?:finally )?(?:decided|made (?:up )?my (?:mind|decision))(?= \.| ,|$| its| this| today| now| tonight)|\bmy mind is made up\b|\b(?:bank details|passwords|pin (?:numbers|codes)|deeds|account details|life insurance)(?: \w+){0,5}? (?:for|to) (?:my|the) (?:son|daughter|kids|children|wife|husband|partner|family|sister|brother|girls|boys)\b/g,
    anchors: ['details', 'passwords', 'pin', 'deeds', 'affairs', 'paperwork', 'finances', 'my will', 'the will', 'in order', 'sorted', 'arranged', 'care of', 'peace', 'insurance', 'lease', 'tenancy', 'account', 'accounts', 'contract', 'debt', 'debts', 'owe', 'subscriptions', 'decided', 'made up', 'my mind', 'my decision'],
  },
  {
    id: 'indirect_wish',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\bno (?:reason|point) (?:left )?(?:to|in) (?:stay|staying|stick around|sticking around|be here|being here|keep going|go on|live|living|get up|wake up|try|carry on|be alive|hang on)\b(?! (?:in|at|with|for|on) (?:the|this|that|my|a)\b)|\bwhy am i (?:still )?(?:here|alive|breathing|the one (?:still )?here|left)\b|\b(?:taken|took|take) me (?:instead|too|with (?:him|her|them))\b|\b(?:should|could|would) have been me\b|\bwish (?:it was|it were|it had been|id been) me\b|\b(?:hoping|hope|wishing|wish|praying|pray) (?:that )?(?:something|someone|a car|a bus|a truck|a lorry) (?:happens|will happen|would happen|hits me|kills me|takes me|would hit me)\b|\b(?:hope|hoping|wish|pray) i (?:crash|get hit|have an accident|get cancer|get sick|dont come back|dont make it home|die in|die before)\b|\bon purpose (?:hoping|to see if|so i)\b|\b(?:envy|envious of|jealous of) (?:him|her|them|the dead)\b(?=[^.]{0,60}\b(?:at peace|at rest|gone|dead|out of (?:it|pain|the pain)|doesnt have to|dont have to|free|stuck here)\b)|\b(?:only|the only reason) (?:im |i am )?(?:still )?(?:here|alive|breathing|hanging on|holding on|going)(?: is)? (?:for|because of|is)\b|\b(?:want|wish|wanna|long|need|would love) to be (?:up )?(?:there|in heaven|on the other side)(?: with (?:him|her|them|you|my \w+))?(?: already| now| too)?\b(?! (?:for|at|on|when|to see|in time)\b)|\b(?:tired|sick) of (?:fighting|trying|struggling) to (?:stay|keep) (?:alive|living|breathing|going)\b|\b(?:im|i am|feel|feeling) (?:so )?(?:sick|tired) of (?:being alive|living|existing|life|breathing|waking up)\b|\b(?:im|i am|feel|feeling|just) (?:\w+ ){0,2}?done with (?:everything|it all|life|living|all of it|this life|existing|being alive)\b|\bdont care what (?:it does|happens|happened) to me\b|\b(?:ive|i have) had enough\b(?= \.| ,|$| of (?:this|it|life|everything|living|being alive|existing)| now| honestly)|\b(?:empty|numb|lost|broken) and (?:hopeless|worthless)\b|\bsee (?:him|her|them|you) again\b(?: \w+){0,2}? ,? (?:whatever it takes|no matter what|at any cost|even if it means|by any means)\b/g,
    anchors: ['no reason', 'no point', 'why am', 'me instead', 'me too', 'me with', 'been me', 'was me', 'were me', 'id been', 'something', 'someone', 'car', 'bus', 'truck', 'lorry', 'i crash', 'i get', 'i have', 'i dont', 'i die', 'purpose', 'envy', 'envious', 'jealous', 'only', 'be there', 'be up', 'be in', 'be on', 'fighting', 'trying', 'struggling', 'sick', 'tired', 'done with', 'to me', 'had enough', 'hopeless', 'worthless', 'whatever', 'matter', 'cost', 'means'],
  },
  {
    id: 'reunion_soon',
    reason: 'reunion',
    level: 'concern',
    re: new RegExp(`\\b(?:ill|i will|im going to|going to|gonna) be (?:seeing|with|joining|holding|hugging) (?:you|him|her|them|my ${REL_ONE})(?: again)?(?: ,)? (?:soon|shortly|very soon|before long)\\b|\\b(?:going|gonna|want|wanna|ready|need) (?:to )?(?:go )?(?:and )?(?:be with|join|go to|follow) (?:him|her|them|you)\\b(?= \\.| ,|$| now| soon| again| already| tonight| finally| for good| forever)`, 'g'),
    anchors: ['seeing', 'with you', 'with him', 'with her', 'with them', 'with my', 'joining', 'holding', 'hugging', 'join', 'go to', 'follow'],
  },
  {
    id: 'burden_fine_without',
    reason: 'burden',
    level: 'concern',
    self: true,
    re: /\b(?:would|will|d|could) (?:all )?(?:cope|manage|be fine|be okay|be ok|be alright|move on|get on|do better|be better off|be happier)(?: \w+){0,2}? without me\b|\b(?:kids|children|family|everyone|they|son|daughter|boys|girls) (?:will|would|d) be (?:better off|fine|happier|ok|okay|alright|safer) (?:with (?:my|their|his|her) (?:\w+ )?(?:sister|brother|mum|mom|dad|parents|gran|nan|grandma|grandparents|aunt|auntie|uncle|ex|dad|father|mother)|without me)\b/g,
    anchors: ['without me', 'better off', 'fine', 'happier', 'ok', 'okay', 'alright', 'safer'],
  },
  {
    id: 'plan_when',
    reason: 'plan',
    level: 'crisis',
    re: /\b(?:know|knows|worked out|decided|figured out|planned|chosen|picked) (?:exactly )?(?:how|where|when) (?:i would|id|im going to|i will|ill|i can|to|i am going to) (?:do it|end it|go|kill myself|die)\b|\bdo it (?:\w+ ){0,3}?when (?:the kids|my kids|the children|everyone|nobody|no one|my (?:wife|husband|partner|family|son|daughter)|they) (?:is |are |go |goes |have )?(?:\w+ )?(?:at|away|out|asleep|gone|not|back|to)\b/g,
    anchors: ['how', 'where', 'when'],
  },
  {
    id: 'kys_mirror',
    reason: 'slang',
    level: 'crisis',
    re: /\bkys\b(?: \w+){0,4}? (?:myself|to me|i tell|in the mirror)\b/g,
    anchors: ['kys'],
  },

  {
    id: 'finality_more',
    reason: 'timing',
    level: 'crisis',
    re: /\b(?:said|saying|made|making) my (?:goodbyes|farewells)\b(?! (?:to (?:him|her|them|my \w+|dad|mum|mom)|at|before (?:he|she|they)|when|in)\b)|\bif (?:im not|i am not|i dont|i do not|you dont hear|you do not hear|i go quiet|i disappear)(?: \w+){0,5}? ,? (?:youll|you will|you|everyone will|youd) know why\b|\b(?:let|help|allow) me (?:go|die|sleep|pass|slip away) (?:peacefully|painlessly|quietly|forever|for good|in my sleep)\b(?=[^.]{0,0})|\b(?:no way|dont think|do not think) (?:im|i am|ill|i will) (?:still )?(?:going to )?be (?:here|around|alive) (?:after|by|for|at|much longer|next|this time next)\b|\b(?:dont|cant|do not|cannot) (?:see|picture|imagine) (?:myself|me) (?:being |still )?(?:alive|here|around) (?:next (?:year|month|week|christmas)|by (?:christmas|next)|much longer|for long|in a (?:year|month))\b|\b(?:notes?|letters?)\b(?: \w+){0,8}? (?:it wasnt (?:their|your|his|her|anyones) fault|so (?:they|he|she|you) (?:understand|understands|know|knows) (?:why|it wasnt))\b|\b(?:this time tomorrow|by tomorrow|by tonight|by morning|by the weekend|tonight|tomorrow|today) (?:ill|i will|i) (?:be|go|am going) (?:with|to) (?:him|her|them|you)\b(?! (?:for|at|in|on|to)\b)/g,
    anchors: ['goodbyes', 'farewells', 'know why', 'peacefully', 'painlessly', 'quietly', 'forever', 'good', 'sleep', 'way', 'think', 'see', 'picture', 'imagine', 'note', 'notes', 'letter', 'letters', 'tomorrow', 'tonight', 'morning', 'weekend', 'today'],
  },
  {
    id: 'means_in_place',
    reason: 'plan',
    level: 'crisis',
    re: /\b(?:in|inside) (?:the|my) (?:car|garage)(?: \w+){0,5}? (?:with )?(?:the )?engine (?:running|on)\b|\bengine (?:running|on) (?:in|inside) (?:the|my) garage\b|\b(?:standing|stood|sitting|sat|im|i am|perched) (?:right )?(?:at|on|by) (?:the )?(?:edge|top) of (?:the |a )?(?:cliff|cliffs|bridge|roof|building|car park|multi storey)\b|\b(?:going to|gonna|go|going|walk|walking|drive|driving|heading) (?:down |out |over )?to (?:the )?(?:train tracks|railway line|railway tracks|railway|tracks|cliff|cliffs|bridge|roof|top of the \w+)(?: \w+){0,2}? (?:later|tonight|now|today|tomorrow|one last time)\b|\b(?:take|taking|swallow|swallowing|down|downing) (?:my|the|all my|all of my) (?:whole|entire|full) (?:prescription|supply|stash|bottle|box|packet)\b/g,
    anchors: ['engine', 'edge', 'top', 'tracks', 'railway', 'cliff', 'cliffs', 'bridge', 'roof', 'whole', 'entire', 'full'],
  },
  {
    id: 'indirect_wish_more',
    reason: 'hopelessness',
    level: 'concern',
    re: /\bno (?:place|room|point|reason|life) for me (?:here|anymore|now|without|in this)\b|\b(?:wish|wishing|wished) (?:id|i had|i was|i were|that i was|that i had) (?:been )?(?:in|on|with|there) (?:the car|the plane|the crash|there|him|her|them|that car)\b|\bgo home to (?:him|her|them|you|god|jesus)\b|\b(?:cant|dont|cannot|do not) see (?:myself|me) (?:getting through|surviving|making it|living|coping|going on|being alive|alive)\b|\bnothing (?:is |left )?(?:keeping|holding) me (?:here|alive|going)\b|\b(?:dont think|not sure|doubt) (?:ill|i will|i can|i could|im going to) (?:survive|get through|make it through|live through)\b|\b(?:stopped|havent been|not been|quit) taking my (?:tablets|meds|medication|medicine|pills|insulin)\b|\b(?:to |just |could |would )not be here\b|\bwish (?:id|i had|i was|i were) never (?:been )?born\b|\bwelcome (?:death|dying|the end)\b|\b(?:so|that) \w+ i could (?:just )?die\b|\btired of being (?:here|alive|around)\b|\b(?:cant|cannot|couldnt) (?:bear|face|take|stand|handle) another day\b|\b(?:i )?(?:cant|cannot) stay\b(?= \.| ,|$| (?:here|any ?longer|anymore|in this world|alive)\b)|\b(?:not|no) long now\b|\b(?:wont|will not) be long\b(?= \.| ,|$)|\b(?:got|have|its|ive got) (?:it )?all planned\b/g,
    anchors: ['place', 'room', 'point', 'reason', 'life', 'wish', 'wishing', 'wished', 'home', 'see', 'nothing', 'think', 'sure', 'doubt', 'taking', 'not be', 'born', 'welcome', 'could', 'tired', 'another', 'stay', 'long', 'planned'],
  },
  {
    id: 'funeral_planning',
    reason: 'goodbye',
    level: 'concern',
    re: /\b(?:chosen|picked|planned|planning|choosing|picking|arranged|arranging|sorted|written|writing) (?:the |my )?(?:\w+ ){0,2}?(?:for|at) my (?:own )?funeral\b/g,
    anchors: ['funeral'],
  },
];

/** Somebody else's finished death, told in the past ("he killed himself", "she took her own life"). */
export const COMPLETED_THIRD =
  /\b(?:killed|hanged|hung|shot|drowned|poisoned|gassed|electrocuted|suffocated|ended|took|unalived) (?:himself|herself|themselves|themself|his (?:own )?life|her (?:own )?life|their (?:own )?li(?:fe|ves))\b|\b(?:died|dead|death|lost (?:him|her|them)|passed|passing|suicide|funeral|buried|grave|ashes|memorial|autopsy|coroners?|toxicology|post mortem|inquest|obituary|late (?:husband|wife|son|daughter|mother|father|mum|mom|dad|brother|sister|partner|friend)|succeeded|didnt make it|didnt survive|never woke up|was found|we lost|had (?:tried|attempted)|then (?:he|she|they) did|(?:he|she|they) did it|went through with it|followed through|the police said|police report|detective|investigation|search history)\b/;

/** A time in the past: lowers a first-person crisis match to a concern ("I used to …"). */
export const HISTORICAL =
  /\b(?:used to|years ago|months ago|a long time ago|long ago|in the past|back then|back in (?:the day|\d{4}|high school|college|school|uni)|as a (?:teen|teenager|kid|child|young (?:man|woman))|when i was (?:younger|a teen|a teenager|a kid|little|young|in (?:high school|college|school|uni|my (?:teens|twenties|20s))|\d+)|in (?:high school|college|my teens|my twenties|my 20s)|decades ago|(?:last|a) (?:year|decade)|in (?:19|20)\d\d|at one point|for a while after|got help|in recovery|im (?:doing )?better now|im safe now|im in a better place|im okay now|im ok now|not anymore|no longer)\b/;

/** …unless something says it is back or happening now. */
export const RECENT =
  /\b(?:again|now|lately|recently|these days|coming back|came back|back again|today|tonight|right now|this (?:week|morning|evening|weekend)|last (?:night|week|weekend)|yesterday|hours? ago|minutes? ago|just now|still|every day|everyday|all the time|constantly|since (?:the funeral|(?:he|she|they) (?:died|passed)|(?:mum|mom|dad)s? (?:death|funeral)))\b/;

/** A third person now, not in the past: "he wants", "she is going to", "he keeps saying". */
export const PRESENT_THIRD =
  /\b(?:wants|want|is|are|hes|shes|theyre|keeps|keep|says|say|saying|threatens|threatening|will|going to|gonna|plans|planning|about to|trying|tries|right now|tonight|today|just|now|again|cant stop|has been|have been|been|tells me|has|isnt|wont|doesnt|might|could|may|not answering|feels|seems|sounds)\b/;

/** "I'm worried he might …": a fear about someone else, not a report of danger. */
export const WORRY =
  /\b(?:worried|worry|afraid|scared|fear|fears|concerned|terrified|anxious|what if|wonder if|nervous)\b[^.]{0,40}\b(?:might|could|may|would|will|is going to)\b/;

/** Which person a clause is about: the nearest subject-like word before the match. */
export const FIRST_WORDS = new Set(['i', 'im', 'id', 'me', 'my', 'myself', 'we', 'us', 'our', 'ourselves', 'mine', 'ill']);
export const SECOND_WORDS = new Set(['you', 'youre', 'your', 'yourself', 'yourselves']);
export const GENERIC_WORDS = new Set([
  'people', 'someone', 'somebody', 'anyone', 'anybody', 'everyone', 'everybody', 'nobody', 'one', 'others',
  'person', 'folks', 'those', 'kids', 'teens', 'men', 'women', 'survivors', 'patients', 'humans', 'many',
]);
export const THIRD_WORDS = new Set([
  'he', 'hes', 'him', 'his', 'himself', 'she', 'shes', 'her', 'herself', 'they', 'theyre', 'them', 'their',
  'themselves', 'themself',
]);
export const REL_RE = new RegExp(`^${REL}$`);
