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
  /** Only a reading about someone else ("she's stopped eating") or only about the writer. */
  only?: 'first' | 'third';
  /** Always about the writer, whatever the nearest subject ("everyone would be better off without me"). */
  self?: boolean;
  /**
   * A second, unordered part of the reading: the match counts only if this also occurs in its
   * sentence or the one before or after ("how high … enough" needs a height, a bridge, a floor);
   * with several, each must. Not global.
   */
  requires?: RegExp | RegExp[];
  /** The match counts only if this occurs within a few sentences of it (a window of characters either side). Not global. */
  requiresAround?: RegExp;
  /** The match counts only if this occurs somewhere in the message ("coming to you" needs someone to have died). Not global. */
  requiresInMessage?: RegExp;
  /** The match is dropped when this occurs in its sentence ("… to return them to the pharmacy"). Not global. */
  unless?: RegExp;
  /** The same, looked for in the sentence and the one before and after it. Not global. */
  unlessNear?: RegExp;
  /**
   * A question about a method or a means: dropped when its sentence asks about someone else's death in
   * the past and nothing in it points to the writer ("how many did she take?" is a survivor's question;
   * "how many would I need?" is not).
   */
  asks?: boolean;
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
  '(?:mom|mum|mam|mammy|mother|mommy|mummy|mama|ma|dad|da|father|daddy|papa|pa|oma|opa|abuela|abuelo|nonna|nonno|ammi|abbu|nanay|tatay|lola|lolo|hubby|missus|fella|son|daughter|child|kid|baby|boy|girl|brother|bro|sister|sis|husband|wife|partner|fiance|fiancee|boyfriend|girlfriend|friend|bestie|grandma|grandpa|grandmother|grandfather|nan|nana|gran|granny|grandson|granddaughter|aunt|auntie|uncle|cousin|niece|nephew|twin|bf|gf|roommate|flatmate|coworker|colleague|neighbor|neighbour|classmate|teammate|student|patient|client|ex|stepdad|stepmom|stepmum|stepson|stepdaughter|sibling|parent|mate|buddy|pal|teen|teenager|spouse|love|sweetheart|fiancé)s?';
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
  '(?:pills|tablets|meds|medication|painkillers|pain killers|paracetamol|insulin|rope|noose|gun|shotgun|rifle|pistol|handgun|revolver|firearm|razor|razors|razor blades?|blades?|knife|knives|bridge|cliffs?|ledge|rooftop|car park|multi storey|train tracks|tracks|railway|hosepipe|hose pipe|exhaust|helium|charcoal|ligature|belt|hook|beam|banister|bannister|loft hatch)';
/** Places to fall, drown or be hit. */
const PLACE_WORDS = ['river', 'sea', 'ocean', 'lake', 'canal', 'water', 'waves', 'cliff', 'cliffs', 'edge', 'bridge', 'train', 'trains', 'tracks', 'lorry', 'truck', 'bus', 'traffic', 'motorway', 'highway', 'freeway', 'park', 'storey', 'building', 'roof', 'balcony', 'tree', 'quarry', 'reservoir', 'overpass', 'ledge'];
const PLACE = '(?:river|sea|ocean|lake|canal|water|waves|cliff|cliffs|edge|bridge|train|trains|tracks|lorry|truck|bus|traffic|motorway|highway|freeway|car park|multi storey(?: car park)?|building|roof|balcony|tree|quarry|reservoir|overpass|ledge)';
const DIGITS = Array.from({ length: 90 }, (_, i) => String(i + 10));
//@@BLOCKS

// ---------------------------------------------------------------------------------------------
// Word classes for the general families below (means, places, times, people)
// ---------------------------------------------------------------------------------------------

/** Words of a class, each also with a plural "s": the anchors of rules built on that class. */
const withPlurals = (words: string[]): string[] => [...new Set(words.flatMap((w) => (w.endsWith('s') ? [w] : [w, `${w}s`])))];
/** Medicines, drugs and poisons by name or kind (wider than DRUG): what a dose question or a means at hand is about. */
const MED_WORDS = [
  'tabs', 'pill', 'pills', 'tablet', 'tablets', 'meds', 'medication', 'medications', 'medicine', 'medicines', 'capsules',
  'painkillers', 'killers', 'sleepers', 'paracetamol', 'paracetemol', 'tylenol', 'acetaminophen', 'ibuprofen',
  'nurofen', 'aspirin', 'codeine', 'codamol', 'cocodamol', 'tramadol', 'morphine', 'oramorph', 'oxycodone', 'oxy',
  'oxys', 'oxycontin', 'fentanyl', 'methadone', 'heroin', 'insulin', 'sertraline', 'citalopram', 'fluoxetine',
  'prozac', 'amitriptyline', 'zopiclone', 'zolpidem', 'diazepam', 'valium', 'xanax', 'lithium', 'antidepressants',
  'benzos', 'propranolol', 'quetiapine', 'mirtazapine', 'pregabalin', 'gabapentin', 'warfarin', 'nytol', 'percocet',
  'percocets', 'percs', 'opioids', 'opiates', 'ketamine', 'metformin', 'prescription', 'prescriptions', 'poison',
  'antifreeze', 'bleach', 'insecticide', 'weedkiller', 'killer', 'pesticide', 'paraquat', 'cyanide', 'sniper',
];
const MED = `(?:pain killers|co codamol|weed killer|${MED_WORDS.join('|')})`;
/** The methods and means a question, a plan or a fixation can be about (a `requires` class: anywhere in the sentence). */
const METHOD_WORDS = new RegExp(
  `\\b(?:${MED}|overdose|overdosing|od|dose|bridges?|buildings?|floors|\\d+(?:st|nd|rd|th) floor|storeys?|stories|roofs?|rooftop|cliffs?|heights?|ledge|balcony|car park|multi storey|tower|block of flats|drop|fall|jump|jumping|jumped|river|sea|ocean|lake|loch|water|underwater|drown|drowning|bath|weir|harbour|harbor|canal|reservoir|tide|pier|quarry|headland|trains?|tracks?|railway|railway line|express|level crossing|platform|ropes?|belt|cord|knot|noose|ligature|beam|loft|banister|bannister|door handle|ceiling fan|fan|hook|hang|hanging|scarf|cable ties?|cut|cuts|cutting|veins?|artery|arteries|wrists?|blades?|razors?|knife|knives|lengthways|across|bleed|bleeding|carbon monoxide|co|exhaust|engine|charcoal|barbecue|bbq|gas|hob|oven|helium|plastic bag|bag|guns?|rifle|shotgun|pistol|revolver|bullets?|cartridges?|aim|shot|shoot|trigger|snow|hypothermia|berries|yew|vodka|whisky|wine|alcohol|booze|gin|mix|mixed|crash|tree|full speed|lorry|truck|traffic|car|motorbike|petrol|fire|starve|starving|stop eating|rocks|(?:hold|holding) (?:my|your) breath|drowned|mg|milligrams|grams|strip|strips|propranolol|melatonin|beta blockers|ssris?|tylenol pm|water tablets|fumes|moor|buoys|nets|airbag|pillar|dressing gown|kitchen cupboard|stuff under the sink|cold water|icy water|freeze|freezing|viaduct|flats|storey car park|top of the flats|quarry|jump|jumping|fall|falling|landing|gas oven|carbon|monoxide|poisons?|injections?|needles?|syringes?|antifreeze|tide|current|currents|swim out|swimming out|walk out|walking out|tracks|crossing|a drink|drinking first|on these|on them|these|them all|the lot)\\b`,
);
/** What a question about a method asks: whether it kills, how fast or surely, whether it hurts, how much. */
const LETHAL =
  '(?:enough|kills?(?: (?:me|you|a person|people|someone))?|(?<!\\b(?:someone|somebody|he|she|they|people|person|nobody|everyone|anyone|mum|dad|when) )(?:die|dies)|dying|be dead|lethal|fatal|deadly|(?:it|that|they|this|these|would|will|actually|does it|do they|that one) (?:would |will |actually |definitely |really )?works?|work (?:for me|on me|on a person|on people)|instant|instantly|quick|quicker|quickest|quickly|fast|faster|fastest|painless|(?<!too |so )painful(?! to (?:see|go|visit|look|watch|hear|think|talk|read|remember))|hurts?(?! (?:too much|so much|more|less|my feelings|him|her|them|you|anyone|everyone|the kids|my family|people|to (?:see|go|visit|look|watch|hear|think|talk|read|remember)))|feel (?:it|anything|a thing|the (?:train|impact|fall|water|bullet|cut|blade|rope|cold|landing))|suffer|survive|survives|survivable|wake|in time|for sure|for certain|certain|certainly|surest|definite|definitely|guaranteed|reliable|fail|fails|snap|break|bleed out|drown|pass out|unconscious|lose consciousness|stop (?:my|the|your|a|their) (?:heart|breathing)|too many|too much|be over|end it|swim back|come back up|(?:cant|not) come back|damage|damaged|liver failure|for good|forever|plenty|(?:would|will|could|does|do|is) (?:\\w+ ){0,6}?do (?:it|the job|the trick)|do it for me|drift off|fall asleep|falling asleep|going to sleep|go to sleep|more serious|deeper|(?:more|most|the) dangerous|safest|strongest|peaceful|peacefully|finish (?:it|me)|too late|bring (?:you|me|them|someone) back|save (?:me|you|myself|yourself)|the number|the max|maximum|window|stop noticing|(?:go|went|die|died) in my sleep|give up|gave up|bring me round|sure thing)';
/** Every match of LETHAL holds one of these. */
const LETHAL_WORDS = ['enough', 'kill', 'kills', 'die', 'dies', 'dying', 'dead', 'lethal', 'fatal', 'deadly', 'work', 'works', 'do it', 'job', 'trick', 'instant', 'instantly', 'quick', 'quicker', 'quickest', 'quickly', 'fast', 'faster', 'fastest', 'painless', 'painful', 'hurt', 'hurts', 'feel', 'suffer', 'survive', 'survives', 'survivable', 'wake', 'in time', 'for sure', 'for certain', 'certain', 'certainly', 'surest', 'definite', 'definitely', 'guaranteed', 'reliable', 'fail', 'fails', 'snap', 'break', 'bleed', 'drown', 'pass out', 'unconscious', 'consciousness', 'heart', 'breathing', 'too many', 'too much', 'be over', 'end it', 'swim back', 'come back', 'damage', 'damaged', 'failure', 'for good', 'forever', 'plenty', 'drift off', 'asleep', 'to sleep', 'serious', 'deeper', 'dangerous', 'safest', 'strongest', 'peaceful', 'peacefully', 'finish', 'late', 'bring', 'save', 'number', 'max', 'maximum', 'window', 'noticing', 'sleep', 'give up', 'gave up', 'round', 'sure thing'];
/** A clause that begins as a question ("… , would it …", "is it …"): the only places an auxiliary opens one. */
const ASK_START = '(?<=(?:^|[.,"] |\\b(?:so|but|just|honestly|seriously|genuinely|hypothetically|ok|okay|also|q|question|asking|wondering|curious|tbh|ngl|lol|please|pls|anyway|or) ))';
/** Guns. */
const GUN_WORDS = ['gun', 'guns', 'rifle', 'rifles', 'shotgun', 'shotguns', 'pistol', 'pistols', 'revolver', 'revolvers', 'handgun', 'handguns', 'firearm', 'firearms', '22', 'weapon'];
const GUN = `(?:${GUN_WORDS.join('|')})`;
/** Things to hang with (not a rope swing or a rope bridge). */
const LIGATURE_WORDS = ['rope', 'ropes', 'noose', 'belt', 'cord', 'ligature', 'cable', 'scarf', 'lead', 'line'];
const LIGATURE = '(?:ropes?(?! (?:swing|ladder|bridge|burn|course|light|lights|toy))|noose|belt|cord|ligature|cable ties?|scarf|dog lead|extension lead|washing line)';
/** Things to cut with. */
const BLADE_WORDS = ['razor', 'razors', 'blade', 'blades', 'knife', 'knives', 'scalpel', 'cutter', 'scissors'];
const BLADE = '(?:razors?|razor blades?|blades?|knife|knives|stanley knife|scalpel|box cutter|scissors)';
/** Gas, fire and poison. */
const GAS_WORDS = ['hose', 'hosepipe', 'pipe', 'charcoal', 'barbecue', 'bbq', 'helium', 'exhaust', 'petrol', 'fluid'];
const GAS = '(?:hose|hosepipe|hose pipe|charcoal|disposable barbecue|barbecue|bbq|helium(?: tank)?|exhaust|petrol can|can of petrol|lighter fluid)';
/** Anything a person could use on themself, for statements of having it near. */
const MEANS_ANY = `(?:${GUN}|${LIGATURE}|${BLADE}|${GAS}|${MED}|needles|syringes|insulin pens)`;
const MEANS_ANY_WORDS = withPlurals([...GUN_WORDS, ...LIGATURE_WORDS, ...BLADE_WORDS, ...GAS_WORDS, ...MED_WORDS, 'needle', 'syringe', 'pens']);
/** Alcohol, for means combined with a drink. */
const DRINK = '(?:bottle(?! of)|vodka|whisky|whiskey|gin|wine|jack|jd|rum|brandy|booze|alcohol|beer|cans|spirits|tequila|bourbon|cider)';
/** Where a means is close at hand (not merely stored: "in the drawer" is a keepsake, "in my pocket" is not). */
const NEAR_ME =
  '(?:(?:right )?here (?:with|next to|beside) me|with me|next to me|beside me|in front of me|by my bed|on my bed|by the bed|on my lap|in my lap|(?:in|inside) my (?:hand|hands|pocket|pockets|coat pocket|jacket pocket|bag|handbag|backpack|rucksack|glovebox|glove box|wallet|pencil case|bra|room now|bedroom now|room with me|car)|in the (?:back seat|front seat|passenger seat)|on the (?:back seat|front seat|passenger seat)|in the (?:boot|glovebox|glove box|back) of (?:my|the) car|on (?:the|my) (?:nightstand|bedside table|bedside cabinet)|on the (?:kitchen )?table in front of me|under my pillow|in the car with me|in the (?:boot|glovebox|glove box) of my car)';
/** A means made ready. */
const READY_WORDS =
  '(?:loaded|counted(?: out)?|crushed(?: up)?|lined up|laid out|set up|sharpened|ready|out of (?:the |its |his |her |their )?(?:safe|cabinet|box|case|locker|packets?|blister packs?|bottle)|out again|taped (?:to|on|up)|tied (?:to|round|around|up|onto)|in a pile|one bullet|out to count(?: them)?|out (?:in front of me|on (?:the|my) (?:bed|table|desk|floor|lap))|a bullet|cleaned and loaded)';
/** What someone else's past told in a report sounds like: not the writer's means. */
const TOLD = /\b(?:coroner|coroners|toxicology|inquest|post mortem|autopsy|police|detective|pathologist|paramedics said|evidence bag|was found|were found)\b/;
/** A visit to a grave or a memorial with no means in it: an ordinary plan, not a reunion. */
const VISIT_ONLY =
  /^(?!.*\b(?:pills|tablets|meds|rope|gun|rifle|shotgun|razor|blade|hose|overdose|jump|bridge|drown|tracks|train|decided|planned)\b).*\b(?:grave|graveside|cemetery|crematorium|churchyard|headstone|memorial|plot|bench|candle|flowers|balloons|mass|garden of remembrance|urn|in my dreams|in spirit|in my heart|one day|someday|some day|eventually|when my time comes|not for a long|not yet|not now|not anytime soon|not today)\b/;
/** A sentence put as a question: a question word, an auxiliary opening a clause, "if I …", "… or not". */
const QUESTION = new RegExp(
  `${ASK_START}(?:would|will|does|do|is|are|can|could|should|isnt|wouldnt|doesnt)\\b|\\b(?:how|hows|what|whats|wats|which|whether|wondering|wonder if|anyone know|hypothetically|scenario|is it true|tell me|question|asking for)\\b|\\bif (?:i|you|someone|somebody|a person|one|me)\\b|\\bor (?:not|just|does|would|is|will|do)\\b`,
);
/** Around a means: it is being given back, thrown out, or was someone else's hoard found after their death. */
const DISPOSAL = new RegExp(
  `\\b(?:return|returned|returning|dispose|disposal|get rid|throw (?:them|it) (?:out|away)|bin(?:ned)? them|hand (?:them|it) in|handed (?:them|it) in|take (?:them|it) back|taking (?:them|it) back|(?:to|into|at) the (?:hospital )?(?:pharmacy|chemist)|amnesty|(?:he|she|they|${REL}) (?:had )?(?:been )?(?:hoarding|saving|stockpiling|collecting|hiding))\\b`,
);
/** The writer no longer being there, put many ways ("if I was gone", "me in a box", "my absence", "without me"). */
const MY_ABSENCE =
  '(?:if (?:i|im) (?:just |simply |finally |quietly |ever |suddenly )?(?:went(?! (?:to|back|out|home|on|in|away for|for|with|there|through|up|down)\\b)|died|die|vanished|disappeared|disappear|was gone|were gone|was dead|were dead|wasnt alive|wasnt here|wasnt there|wasnt around|werent here|werent around|wasnt in (?:it|the picture|the house|their lives|the way)|was out of the picture|were out of the picture|didnt exist|never existed|killed myself|ended it|ended things|stopped existing|stopped being here|stopped breathing|was found (?:gone|dead)|carked it|snuffed it|passed|no longer existed|was no more|left (?:for good|forever|permanently|this world)|stop(?= \\.| ,|$)|stopped(?= \\.| ,|$)|comot|no dey)|(?:me|myself) (?:gone|dead|in a box|in the ground|in a coffin|out of the way|out of the picture|not being (?:here|alive|around)|dying|being gone|being dead|(?:going|leaving) (?:for good|forever|permanently))|(?:with|minus) (?:me|both of us) (?:gone|dead|out of the way)|(?:minus|w o|without) (?:me|mine)(?: around| in it| in the way)?|without (?:a|an) \\w+ like (?:this|me)|without my (?:weight|mess|drama|presence|existence)|my (?:death|dying|absence|going|funeral|not being here|existence|being gone)|(?:once|when|after|by the time|the day|the minute|as soon as) (?:im|i am|i was) (?:gone|dead|out of the way)|(?:removing|remove) (?:me|myself|it)|losing me|lose me|the one loss|me not (?:being )?(?:alive|here|around)|(?:take|took|taking) (?:myself|me) (?:out|away)|(?:i|me) (?:just )?(?:stopped|stop) existing|(?:when|once) i (?:do|stop|go|die)|if gone|if i (?:was|were) (?:with (?:my|him|her)|out of the way|in the (?:cemetery|ground|churchyard))|if i (?:followed|joined) (?:\\w+ )?(?:mum|mom|dad|him|her|my \\w+)|if i let go (?:for good|forever)|if i wasnt(?: breathing)?(?= \\.| ,|$| breathing| alive| here| around)|if (?:my|the) (?:name|face|presence|chair|seat) (?:wasnt|was gone|was empty|were empty)|if it (?:was|were|had been) me|(?:by|from) (?:going|leaving|disappearing|not being here|dying)(?: for good| forever| permanently)?|leaving (?:permanently|for good|forever)|(?:be|been|as|off) (?:a )?(?:widow|widower|orphans?)|(?:with|have|had) a headstone|(?:grieve|mourn|cry|be sad|sad)(?: for me| over me)? for a (?:week|month|day|bit|while|few (?:days|weeks))|for me (?:not )?to (?:not be|be gone|disappear|die|go|leave)|best (?:if|thing|gift) (?:i|for them|for her|for him)? ?(?:could|can)? ?(?:do|give)? ?(?:for \\w+ )?(?:is|would be|if)? ?(?:to )?(?:not be|disappear|go|leave|die|my absence|be gone|i came to you|i went|i was gone|i left))'
/** What others would gain, or fail to notice, from it. */
const OTHERS_GAIN =
  /\b(?:better|better off|happier|easier|easy|lighte\w*|reliev\w*|relief|free\w*|peace\w*|rests?|rested|breath\w*|heal\w*|thriv\w*|float|rise|kinder|kindness|kind|kindest|favou?r|gift|blessing|mercy|love|fix\w*|solv\w*|saves?|saved|saving\w*|calmer|quieter|less (?:stressed|drama|worry|hassle|trouble|sad|tears|mess|work|stress)|fewer|one less \\w+|more (?:money|time|peace|fun)|no more|lives back|life back|have a life|fresh start|get on with|set me down|release|glad|move (?:on|forward)|good|years back|get (?:it|them|their \\w+|her \\w+|his \\w+|everything|that) back|improv\w*|stop worrying|stops?|ends?|over|help|inconvenienc\w*|difference|different|wouldnt (?:notice|care|matter|mind|hurt|be needed)|(?:nobody|no one|noone|who)(?: would| d)? (?:even )?(?:notice|miss|grieve|care|clock|blink|ring|call|phone|text|visit|come|cry)|notice|miss me|grieve|clock|blink|matter|shrug|unnoticed)\b/;
/** Every "first second" word pair, for anchors. */
const pairs = (firsts: string[], seconds: string[]): string[] => firsts.flatMap((f) => seconds.map((w) => `${f} ${w}`));
/** Signs that an overdose is under way: effects felt now, or words said while it happens. */
const TAKING_EFFECT =
  /\b(?:sleepy|drowsy|floating|dizzy|spinning|shaking|shaky|numb|kicking in|working|fuzzy|swimmy|melting|slurring|slurred|racing|pounding|being sick|throwing up|vomiting|passed out|passing out|fading|drifting|heavy|going dark|getting dark|cant stand|cant see|cant feel|cant keep|waiting|already|just now|an hour ago|hour ago|minutes ago|mins ago|ago|sorry|forgive me|goodbye|dont call|dont want help|no regrets|whoever finds|ambulance|a e|too late|breathing|eyes keep closing|heart is|hearts|in me|done it|did it|on purpose|tonight|right now|rn|now|not safe|im not|stay with me|dont leave me|alone when it happens|while it happens|when it happens|sweating|moving|sick|ringing|burning|weird)\b/;
/** Parts of the body, for acts of self-harm. */
const BODY =
  '(?:arms?|forearms?|wrists?|legs?|thighs?|skin|stomach|belly|tummy|face|hands?|palms?|knuckles|fingers?|neck|throat|chest|hips?|ankles?|feet|foot|head|scalp|hair|veins?|scars?|cuts|ribs|side|shins?|calf|calves)';
/** Not caring what happens: what turns ordinary grief (not eating, not sleeping) into self-neglect. */
const NOT_CARING =
  /\b(?:(?:dont|do not|didnt|couldnt|cant|can not|wont|doesnt) (?:really |even |much |honestly |actually )?(?:care|mind|bother|want (?:help|anyone|anybody|to (?:stop|be (?:fixed|helped|talked)|know|start|eat|see anyone|go back)))|(?:cant|couldnt|can not) (?:be )?(?:bothered|arsed)|not (?:bothered|interested|fussed|trying|going back|planning to|sorry|about to start)|why (?:would|should|bother|would i|should i)|what for|whats (?:it|the point|the use) for|whats the (?:point|use)|no point|who cares|whatever|so be it|past caring|idc|meh|leave (?:me|it)|no intention|not (?:going to|gonna) (?:stop|start)|on purpose|if (?:it|i|the \w+|my \w+|she|he)(?: \w+){0,3} (?:it|i|she|he) \w+s?|let it (?:come|happen|be|do|go|take)|fine with it|good(?= \.|$| ,)|(?:only|one) (?:thing|way) (?:that )?(?:makes|gets|keeps|holding|shuts|stops|works|takes)|makes it stop|to (?:numb|not feel|forget|blur|blunt|get through|turn (?:it|the volume) down|shut (?:it|my head) up|take the edge off|make it stop)|nothing (?:matters|feels like a priority)|for nobody|for who|there is nobody|theres nobody|nobodys (?:making|here)|no one is|dont want anyone|wont be fixed|givin up|given up on|gave up on|not worth it|not to bother|not bother|(?:make myself|bring myself to) care|stopped caring|not going through (?:all )?(?:that|it|this)|not worried|(?:since|for) (?:days|weeks|months)|since the funeral|since (?:he|she|they) (?:died|passed|went)|in (?:days|weeks|a week|a month)|most days|every day|anymore|any more|nobody to (?:get better|live|cook) for|do what it (?:wants|likes)|could not care less|couldnt care less|cant face (?:it|them|that|going)|whats the difference|(?:doesnt|dont) matter(?: anymore)?|can whistle|i know i know|dont want to(?= \.| ,|$)|dont want (?:it|help|anyone|her fussing|him fussing|them fussing|anybody)|(?:see|know) why (?:id|i would|i should) bother|why id bother|why i would bother|(?:not|never) (?:going|gonna) (?:to )?(?:start|make myself)|not interested in (?:looking after|caring)|dont (?:really )?want to know|which is never|if (?:its|it is) (?:my|\w+) (?:heart|liver|\w+) then|so be it|eh|idc|nothing (?:is )?winning|bigger things|the point was|nowhere to go|what do i need (?:to|it)|(?:i )?(?:dont|do not) (?:feel|see) the point|for what)\b/;
/** Care left undone that is ordinary in grief unless the writer says they don't care (food, sleep, post, appointments). */
const NEGLECT_WEAK =
  '(?:(?:living|surviving|survive|live|existing|run|running) on (?:\\w+ ){0,3}?(?:and|&) \\w+|(?:not|havent|never|didnt) (?:\\w+ )?(?:rung|called|phoned|rang) (?:them|her|him|the \\w+) back|(?:keep letting|i let) (?:the calls?|them|it all) go to voicemail|(?:keep|kept) (?:saying next (?:week|month)|forgetting to ring|cancelling)|conveniently forgetting|i dont eat|(?:skipping|skipped|skip) meals|(?:barely|hardly) (?:eating|eat|sleeping)|not (?:eating|sleeping) much|(?:stay|stayed|staying) up (?:all night|\\d+ nights)|(?:not|havent|havent been|hadnt|didnt|dont|wont|cant|barely|hardly|no|skip|skipping|skipped|gone off|given up|forget to|forgetting to|refusing|refuse|refused|nothing to|not bothering (?:to|with)|not been)\\b (?:\\w+ ){0,4}?(?:eat|eating|eaten|food|meals?|dinner|breakfast|lunch|appetite|cooking|hot meal|proper meal|water|drinking water|hungry)|fasting|lost (?:\\w+ ){0,2}?(?:stone|kg|kilos|pounds|lbs|weight)|(?:leave|left|leaving) (?:\\w+ ){0,3}?(?:plates?|food|dinner|meals?|lasagne|casseroles?)|(?:stay|stayed|staying|up|awake) (?:up )?(?:till|until) \\d+|(?:till|until) \\d+ ?am|(?:sleeping|sleep) (?:about )?(?:\\w+ )?(?:\\d+|two|three|sixteen|fourteen|twelve) hours|not sleeping|(?:havent|not|stopped|dont|didnt|not been) (?:\\w+ ){0,2}?(?:showered|washed|bathed|changed (?:my )?clothes|opened the curtains|been out of (?:my|bed|the house)|got dressed|left the (?:house|flat|bed|sofa)|opened (?:the|my|any|a single) (?:post|letters?|mail)|brushed my|been outside)|heating (?:is |s )?off|sit(?:ting)? in the dark|emergency credit|(?:skipped|skipping|skip|missed|missing|forgot|forgetting|cancelled|canceled|cancel|ignoring|ignored|ignore|not going to|wont go to|not been (?:to|near)|havent been (?:to|near)|walked out of|not (?:let|letting) (?:her|him|them) in)\\b (?:\\w+ ){0,4}?(?:gp|doctor|doctors|dentist|appointments?|physio|rehab|screening|smear|check ?ups?|nurse|therapy|counselling|counsellor|group|aa|meetings|sponsor|bloods|blood tests?|optician|antenatal|letters)|(?:xanax|valium|diazepam|codeine|weed|spliffs?|coke|cocaine|lines|ket|ketamine|nytol|night nurse|zopiclone)\\b)';
/** Care abandoned that is a warning sign in itself: medicine and treatment stopped, drink for meals or every night, numbing, risks. */
const NEGLECT_STRONG =
  '(?:(?:havent|not|didnt|dont|wont|cant|no|barely|hardly)\\b (?:\\w+ ){0,4}?(?:eat|eating|eaten|food|a meal|water)\\b (?:\\w+ ){0,3}?(?:since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|last \\w+|the funeral|christmas|easter|(?:he|she|they) (?:died|passed|went)|\\w+ died)|in (?:days|weeks|a week|two days|three days|\\d+ days)|for (?:days|weeks|\\d+ days))|(?:scrape|scraped|bin|binned|tip|tipped) (?:\\w+ ){0,3}?(?:plates?|food|dinner|meals?)|(?:gave|give|giving) my (?:dinner|food|tea|lunch) to|dont want to (?:sleep|eat)|(?:stopped|stop|quit|quitting|not taking|havent taken|havent had|havent done|havent checked|didnt do|didnt take|not bothered taking|not bothering with|skipped|skipping|missed|threw out|threw away|thrown out|binned|shoved|turned off|cancel|cancelled|band kar di|not taking|stopped counting|stopped checking|stopped doing|not doing|not been doing|havent been doing|off|tip|tipped|let (?:\\w+ ){0,3}?(?:run out|run flat|lapse|slide|slip)|dont take|stopped using|stopped carrying|given up|gave up|no showed|no show|not going to|wont go to|not been (?:to|near)|havent been (?:to|near)|turned away|turning away|turn away|told (?:\\w+ ){0,4}?to stop coming|keep turning|take me off)\\b (?:\\w+ ){0,4}?(?:meds|medication|medicine|tablets|pills|insulin|inhaler|spray|creams?|injections?|antibiotics|treatment|chemo|chemotherapy|dialysis|arvs|hydrocortisone|thinners|blood thinners|statins|metformin|lithium|sertraline|antidepressants|citalopram|warfarin|goli|prescription|repeat prescription|infusions?|dosette|scans?|clinic|hospital|a and e|biopsy|mammogram|follow ?ups?|consultant|carers?|meals on wheels|transplant|list|cpap|epipen|pendant|alarm|pill alarm|hearing aid|glasses|helmet|seatbelt|levels|sugars?|blood sugar|carbs|epilepsy|thyroid|heart|diabetes|iron|dressings?|physio|pt|rehab|cardiac rehab|the lot|them|the doctor)|no (?:meds|medication|tablets|insulin|treatment)|(?:${MED}|antibiotics|inhaler)\\b (?:\\w+ ){0,3}?(?:still (?:in the bag|sealed|unopened|in the box|in the packet))|let the (?:dressings?|infection|wound|ulcer|cough|lump|tooth|cut)|(?:drinking|drink|drunk|boozing|smoking|vaping|doing lines|using|taking|pour|pouring|back on|living on|still drinking)\\b (?:\\w+ ){0,4}?(?:every (?:night|day|evening|morning|weekend)|all day|each night|most (?:nights|days)|from (?:lunchtime|breakfast|morning|noon|\\d+|when i wake)|(?:till|until) i (?:cant|dont|pass|black|fall)|to (?:numb|not feel|stop feeling|blot|blur|forget|get through|sleep|make it stop|turn|shut|take the edge)|the bottle|the drink|a bottle|two bottles|a bottle and a half)|still drinking|(?:gone|went|going) back (?:on|to) (?:smoking|drinking|the drink|the bottle|the booze|the gear)|(?:${DRINK}|cans|tinnies|beers?|daru|buckfast|goon|henny|spliffs?|weed)s?\\b (?:is |s |are )?(?:for|my|instead of) (?:tea|dinner|breakfast|lunch)|(?:been|im|i am|back|night|nights) on the (?:\\w+ )?(?:buckie|buckfast|cans|vino|sauce|piss|booze|drink|bottle|gin|vodka|wine|rum|whisky)|(?:every|each) afternoon|(?:reaching|reach) for the (?:\\w+ )?(?:brandy|bottle|whisky|vodka|gin|wine)|(?:few|six|eight|ten|\\d+) cans (?:\\w+ )?(?:before bed|a night|every night|in the middle of the night)|(?:glasses|bottles) of (?:red|white|wine) (?:\\w+ ){0,2}?(?:every|a) (?:night|day)|(?:a |the )?bottle (?:of \\w+ )?(?:a|every|each) night|(?:every|each) (?:night|day)\\b (?:\\w+ ){0,3}?(?:${DRINK}|cans|bottle)|(?:${DRINK}|cans|daru)\\b (?:\\w+ ){0,2}?(?:every|each) (?:night|day)|(?:night|day) on the (?:rum|gin|vodka|wine|drink|booze|bottle|cans|whisky)|numb(?:ing)? (?:it|myself|the pain|everything)|(?:xanax|valium|diazepam|codeine|weed|spliffs?|coke|cocaine|lines|ket|ketamine|nytol|night nurse|zopiclone|pills)\\b(?: \\w+){0,5}? (?:every (?:day|night|weekend)|all day|in the day|for (?:days|weeks|months)|to (?:numb|get through|sleep|turn|take the edge|blunt|stop|not feel)|just to)|extra (?:sleeping )?(?:tablets?|pills?|ones?|diazepam|co codamol|codeine|zopiclone)|(?:two|2|three) (?:sleeping )?(?:pills|tablets) (?:most nights|a night|instead of)|mixing (?:the )?(?:${DRINK}|drink) with|driving (?:too fast|like an idiot|at \\d+|\\d+ in)|(?:did|doing|was doing|do) \\d+ (?:on|in|down)|no helmet|without (?:a|my) (?:helmet|seatbelt)|stopped wearing (?:a|my) (?:seatbelt|helmet)|(?:dont|didnt|stopped|not) lock(?:ing)? the (?:front )?door|swimming (?:way )?out past|getting into fights|walk(?:ing|ed)? (?:home )?(?:\\w+ ){0,3}?at (?:\\d+ ?am|night|midnight))';
const NEGLECT = `(?:${NEGLECT_STRONG}|${NEGLECT_WEAK})`;
const NEGLECT_WORDS = ['living', 'surviving', 'survive', 'live', 'existing', 'run', 'running', 'rung', 'called', 'phoned', 'rang', 'voicemail', 'keep', 'kept', 'conveniently', 'meals', 'barely', 'hardly', 'not eating', 'not sleeping', 'stay', 'stayed', 'staying', 'warfarin', 'goli', 'prescription', 'infusion', 'infusions', 'sugars', 'carbs', 'pt', 'afternoon', 'reaching', 'reach', 'cans', 'glasses', 'bottles', 'buckie', 'vino', 'sauce', 'piss', 'booze', 'gin', 'vodka', 'wine', 'whisky', 'ciders', 'cider', 'rums', 'gins', 'whiskys', 'wines', 'eat', 'eating', 'eaten', 'food', 'meal', 'meals', 'dinner', 'breakfast', 'lunch', 'appetite', 'cooking', 'water', 'living on', 'surviving on', 'stone', 'kg', 'kilos', 'pounds', 'lbs', 'weight', 'plate', 'plates', 'lasagne', 'casserole', 'casseroles', 'till', 'until', 'hours', 'showered', 'washed', 'bathed', 'changed', 'curtains', 'been out', 'dressed', 'left the', 'post', 'letter', 'letters', 'mail', 'brushed', 'outside', 'dressing', 'dressings', 'heating', 'dark', 'credit', 'meds', 'medication', 'medicine', 'tablets', 'pills', 'insulin', 'inhaler', 'spray', 'cream', 'creams', 'injection', 'injections', 'antibiotics', 'treatment', 'chemo', 'chemotherapy', 'dialysis', 'arvs', 'hydrocortisone', 'thinners', 'statins', 'metformin', 'lithium', 'sertraline', 'antidepressants', 'citalopram', 'dosette', 'scan', 'scans', 'clinic', 'gp', 'doctor', 'doctors', 'dentist', 'hospital', 'appointment', 'appointments', 'physio', 'rehab', 'biopsy', 'screening', 'smear', 'mammogram', 'check', 'checkup', 'checkups', 'follow', 'followup', 'consultant', 'nurse', 'carer', 'carers', 'wheels', 'aa', 'meetings', 'sponsor', 'therapy', 'counselling', 'counsellor', 'group', 'transplant', 'list', 'cpap', 'epipen', 'pendant', 'alarm', 'aid', 'glasses', 'helmet', 'seatbelt', 'coat', 'bloods', 'blood', 'levels', 'sugar', 'epilepsy', 'thyroid', 'heart', 'diabetes', 'every', 'all day', 'each', 'most', 'from', 'since', 'numb', 'feel', 'blot', 'blur', 'forget', 'through', 'sleep', 'stop', 'turn', 'shut', 'edge', 'bottle', 'drink', 'rum', 'bottles', 'lot', 'for tea', 'for dinner', 'for breakfast', 'for lunch', 'my tea', 'my dinner', 'my breakfast', 'my lunch', 'of tea', 'of dinner', 'of breakfast', 'of lunch', 'extra', 'instead', 'mixing', 'driving', 'lock', 'locking', 'swimming', 'fights', 'at', 'hungry', 'fasting', 'since', 'want to', 'no meds', 'no medication', 'no tablets', 'no insulin', 'no treatment', 'still', 'let the', 'gone back', 'went back', 'going back', 'numb', 'numbing', 'xanax', 'valium', 'diazepam', 'codeine', 'weed', 'spliff', 'spliffs', 'coke', 'cocaine', 'lines', 'ket', 'ketamine', 'nytol', 'night nurse', 'zopiclone', 'night on', 'day on', 'a night', 'every night', 'each night', 'daru', 'tinnies', 'cans', 'buckfast', 'goon', 'henny', 'beer', 'beers', 'helmet', 'seatbelt', 'door', 'doctor', 'a and', 'optician', 'antenatal', 'sleeping', 'sleep', 'am', 'hours', 'gave my', 'give my', 'giving my', 'scrape', 'scraped', 'bin', 'binned', 'tip', 'tipped', 'run out', 'run flat', 'lapse', 'off', 'turned', 'turning', 'turn', 'stop coming', 'take me', 'iron', 'them', ...DIGITS, '100', '110', '120', '130', '140', '150'];
/** A time or a date a plan is set for. */
const WHEN_SET =
  /\b(?:tonight|tonights|tomorrow|tmrw|the morra|today|this (?:morning|afternoon|evening|weekend|week|month|friday|saturday|sunday|monday|tuesday|wednesday|thursday)|next (?:week|month|friday|saturday|sunday|monday|tuesday|wednesday|thursday|weekend)|(?:on )?(?:friday|saturday|sunday|monday|tuesday|wednesday|thursday)s?|at (?:dawn|dusk|midnight|first light|sunrise|sunset|\d+(?: ?[ap]m)?|half \w+)|\d+ ?(?:am|pm)|dawn|midnight|first light|(?:on |by )?the \d+(?:st|nd|rd|th)?|\d+(?:st|nd|rd|th)|new year|hogmanay|bank holiday|halloween|christmas(?: eve| day)?|boxing day|easter|eid|diwali|passover|payday|(?:after|once|when) (?:the|his|her|their|my|mums?|dads?) (?:\w+ )?(?:wake|funeral|vigil|mass|service|inquest|cremation|anniversary|birthday|barsi|prayers|cookout|seder|match)|(?:on|for) (?:his|her|their|our|my|the) (?:\w+ )?(?:anniversary|birthday)|end of (?:the )?(?:month|week|term|year|summer)|(?:in|within) (?:\d+|two|three|four|five|a few) (?:days|sleeps|hours|weeks)|\d+ (?:days|sleeps|hours) (?:left|till|until|to go)|t minus|one more sleep|by (?:this time|then|the end|morning|the weekend)|first frost|after (?:tonight|this)|the day after|(?:that|the same) (?:night|day|date)|as soon as (?:its|it is) light|before (?:the|his|her|their|my|mums?|dads?) (?:\\w+ )?(?:inquest|funeral|anniversary|birthday|hearing|cremation)|\\d+ \\d\\d|half (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|past \\w+|\\d+)|first of the month|day after \\w+|night (?:after|before)|24 hours|thanksgiving|fireworks|when the (?:house|kids|clocks|bells|lads|tide|roads)|before (?:anyone|they|the kids|the house)(?: \w+){0,2} (?:up|home|back|wakes?)|(?:once|after|when|as soon as|soon as) (?:\w+ ){0,5}?(?:is (?:over|done|signed|safe|settled|sorted|in)|are (?:asleep|gone|in bed|out)|(?:is|are) (?:asleep|in bed)|falls asleep|fall asleep|goes (?:out|to bed|to sleep|back|off|through)|go (?:to bed|back|home)|completes|clears|goes through|comes through|turns? \d+|is empty|has (?:her|his|their) share|stop coming|ends|finishes)|(?:that|the) (?:first )?(?:night|weekend|week|evening|morning)(?! (?:before|he|she|they|we|mum|dad|of)\b)|(?:the )?week after|end of (?:january|february|march|april|may|june|july|august|september|october|november|december|next week|next month)|(?:\d+|two|three|four|five|six|seven) (?:days|sleeps|weeks) (?:from now|left|to go|till|until)|(?:\d+|two|three|four|five|six|seven) more (?:days|sleeps)|countdown|same (?:day|date|week|night) (?:he|she|they|dad|mum) (?:went|died|did|passed)|(?:his|her|their|the|my \w+s) (?:first )?(?:death )?(?:anniversary|birthday)|spring break|half term|winter break|(?:thanksgiving|easter|christmas) break|bank holiday|new years eve|semester ends|graduation|after (?:my |i (?:turn in|sit|finish) )?(?:my )?(?:last )?(?:exam|final|shift)|(?:first|last) (?:frost|snow|proper snow)|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) ?(?:am|pm|oclock)|early hours|before (?:the traffic|anyone|dawn|sunrise)|as soon as its light)\b/;
/** A self-directed end: the act, or not coming back from a lethal place. */
const END_ACT =
  '(?:(?:end|ending|finish|finishing) it(?: all)?|finish (?:myself|meself|me) off|finish myself|(?:kill|killing) myself|(?:end|ending) my (?:own )?life|tak(?:e|ing) my (?:own )?life|check(?:ing)? out(?! of)|(?:my|the) exit|exit date|lights out|(?:leave|leaving) this (?:world|earth|life)|stop living|stop breathing|done with breathing|(?:not|never|wont) (?:be )?(?:alive|breathing|here|around|surviving|anything)(?: on| by| for| after| when|$| \\.| ,)|not surviving|wont exist|no (?:more|longer) me|me next|my turn(?= \\.| ,|$| now| next| tonight)|the day i (?:die|go|stop|end)|go(?:ing)? for good|gone for good|(?:not|never|wont be|im not) (?:coming|walking|driving|turning|swimming|getting) (?:back|home|out)|dont (?:drive|walk|come) (?:back|home)|(?:drive|driving|drove|crash|crashing) (?:\\w+ ){0,2}?(?:at|into) (?:the |a )?(?:\\w+ )?(?:tree|wall|bridge|pillar)|(?:walk|walking|walked|step|stepping|jump|jumping|go|going|drive|driving|swim|swimming|throw myself|walking out|go over|going over|lie down|lying down) (?:in|into|off|over|under|in front of|past|onto)\\b (?:\\w+ ){0,3}?(?:sea|river|water|loch|lake|canal|reservoir|tide|edge|cliff|cliffs|bridge|viaduct|footbridge|quarry|gorge|rail|line|tracks|train|bus|lorry|traffic|tree|harbour wall|pier|motorway|snow|break|pylon|drop)|(?:my|the) last (?:day|night|sunrise|weekend|week|goodnight)(?: alive| on earth| above ground)?|last (?:day|night|weekend) (?:alive|on earth|above ground)|(?:take|taking|swallow) the (?:pills|tablets)|(?:pills|tablets|rope) at \\d+|(?:do|doing) it (?:\\w+ )?(?:tonight|tomorrow|today|the morra|this \\w+|on (?:the|\\w+day)|at \\w+|after|before|when|once|the (?:night|day|first)|\\w+day|properly|this time)\\b|(?:tonight|tomorrow|today|\\w+day)(?: \\w+)? (?:i ll|ill|im|i m|i will|i am|i)(?: going to| gonna)? (?:do|doing) it\\b|(?:i m|im|i am) gone\\b|it ends\\b|(?:it|this|everything) (?:all )?ends (?:tonight|today|tomorrow|on|this|then)|(?:ill|i will|i ll|im|i am|i ll be|ill be) (?:be )?(?:gone|dead)\\b|(?:gone|dead) by\\b|i (?:jump|end it|do it|walk in|walk out|go in|go off)\\b|overdosing\\b|(?:end|ending) mine\\b|doing myself in|do myself in|finishing (?:myself|meself) off|that s me (?:finished|done|dead)|thats me (?:finished|done|dead)|the end of me|my full stop|not seeing (?:\\w+day|tomorrow|another)|not making it to|wont see another|is it for me|its it for me|(?:when|that is when|thats when) i (?:go|leave|end)|after that i go|so am i|so do i|leave this life|(?:the )?bells will be for me|sab khatam|for good(?= \\.| ,|$)|(?:ill|i will|im going to|im gonna|i m going to|im|i am|i ll|gonna|going to) (?:\\w+ )?(?:do|doing) it\\b|then (?:its|it is|it will be|itll be|it ll be) (?:done|over|finished)|(?:im|i am|i m) out(?= \\.| ,|$| of here)|(?:following|follow|join|joining|going after) (?:him|her|them|dad|mum|my \\w+)(?= \\.| ,|$| that| then| on| there)|(?:the )?same way (?:he|she|they|dad|mum|my \\w+) did|doing what (?:he|she|they) did|(?:go|going|ill go|i ll go) too(?= \\.| ,|$)|(?:im|i am|i m) going(?= \\.|$)|\\bi go(?= \\.| ,|$| that night| then| too| after)|(?:thats|that s|that is) it for me|done done|(?:not|dont) (?:plan|planning|intend|intending|going) (?:on |to )?(?:be |being )?(?:alive|breathing|here|around|seeing)|not being alive|(?:not|dont|no) (?:walk|drive|swim|come) back|(?:keep|keeps) (?:swimming|walking) out|walking (?:in|out into it|into it|off)(?= \\.| ,|$| and| for)|(?:im|i am) finished(?: with this life)?(?= \\.| ,|$| with this life)|(?:time|use them) to die|(?:heading|going|walking|drive|driving) (?:\\w+ ){0,3}?(?:to|up to|down to) (?:the )?(?:\\w+ )?(?:bridge|cliffs?|tracks|pier|dam|lookout|headland|edge|pylon|level crossing|gully|expressway|parking deck|top of)|(?:lie|lying) down on the (?:\\w+ )?(?:expressway|motorway|tracks|line|road)|(?:im|i am) (?:off|leaving)(?= \\.| ,|$| for good)|(?:i|ill|i will) (?:finally )?be out of it|(?:not|wont) (?:be )?(?:getting off|catching a train home|needing (?:one|it|a return))|no (?:return|intention of needing)|nothing keeping me|permanently(?= \\.| ,|$))';
/** A decision set down ("decided", "sorted", "locked in", "the date"). */
const DECIDED_SET =
  '(?:decided|decision(?:s| is)? made|decidido|sorted|locked in|settled|final answer|no u turns|no turning back|planned|its (?:set|fixed|happening|staying)|it s (?:set|fixed)|mind(?:s| is)? made up|made up my mind|my date|the date|(?:set|picked|chosen|got) (?:a|my|the) date|chosen|deadline|my window|thats my window|appointment (?:is )?with|circled|booked my exit|counting(?: down)?|thats (?:it|me|the plan)|that s (?:it|me)|the plan is|the (?:where|when|how) is|worked out (?:how|when|where)|i know (?:when|how|where)|all planned|planned it|all arranged|its all arranged|made sure|selected the date|ive (?:been )?decided|no (?:return|return ticket)|single not return|one way)';
/** Where a plan would happen: a place to fall, drown or be hit, or a means. */
const PLAN_PLACE =
  /\b(?:bridge|viaduct|footbridge|quarry|gorge|cliff|cliffs|pier|harbour wall|level crossing|tracks|railway line|the line|motorway|reservoir|pills|tablets|rope|blade|gun|hose|petrol|ledge|pylon|exit|suicide|die|dying|alive|kill myself|end it|end my life|do it|doing it|forever|for good|permanently|no more me|lights out|checking out|dead by|gone by|be gone|be dead|my death|the end of me|full stop|leave this life|go off|jump|jumping|overdos\w*|garage|water|woods|tide|sea|river|canal|loch|coast|freight|train|the how|the where|go too|im going too)\b/;
/** A question about a timetable ("what time does the train to the coast leave on sunday?"): travel, not a plan. */
const TIMETABLE_QUESTION =
  '(?:what time|when|which|where|how long|is there|are there|does|do|is|are|can)\\b(?!.*\\b(?:jump|step out|in front|not coming back|last one|one way|single)\\b).*\\b(?:leave|leaves|leaving|depart\\w*|arrive\\w*|get in|gets in|platforms?|tickets?|timetable|fares?|return|services?|runs?|running|stops? at|change at|connection)\\b';
/** Fragments of a plan set down in a few words ("2moro. the viaduct.", "thursday, the woods, final answer"). */
const FRAG_PLACE =
  '(?:the (?:viaduct|loch|bridge|cliff|cliffs|reservoir|motorway|quarry|woods|tracks|line|river|sea|canal|pier|harbour wall|garage|pylon|lookout|gorge|tree|rope|hose|pills|tablets|gun|rifle|blade|level crossing|freight|train|water|lake|beach|headland|edge|drop|roof|car park)|(?:\\w+ )?freight|exit|decided|sorted|final answer|thats me|that s me|no u turns|locked in|engine running|planned)';
/** Around a report about someone else: what makes it a present danger rather than news or a worry. */
const THIRD_ALARM =
  /\b(?:wont (?:come|get|move|hang up|answer|open|put|drop|let)|isnt (?:answering|picking up|home)|not (?:answering|picking up|home|coming back)|phones? (?:is |s )?(?:off|switched off|dead|going to voicemail)|cant (?:reach|get hold|find)|no one (?:has seen|knows where)|nobody (?:has seen|knows where)|location|police|999|911|112|000|ambulance|a and e|right now|just now|tonight|this (?:morning|afternoon|evening)|hours? ago|minutes? ago|what (?:do|should|can) (?:i|we) do|help|saying|says|said|keeps saying|told (?:me|us|my \w+|his \w+|her \w+)|texted|text|message|messaged|posted|post|note|letter|letters|goodbye|sorry|thank you for everything|love you|look after|missing|gone missing|jump|end it|kill|die|cant live|cant go on|be with|see (?:him|her|them) again|join|threaten\w*|drunk|locked (?:in|himself|herself)|edge|ledge|railing|over the|wrong side|wants to|going to|gonna|with (?:a|the|his|her|their|dads|mums) (?:gun|knife|rope|pills|tablets|blade|razor|rifle|shotgun|belt|lead|car keys|hose)|car keys|scared|terrified|panicking|crying|out|loaded|holding|in (?:his|her) hands?|livestream\w*|engine|running|fumes|hose|says (?:tonight|its time|hes done|shes done))\b/;
/** A third person's ordinary business that explains where they are or what they have. */
const THIRD_ORDINARY =
  /\b(?:fishing|holiday|on (?:a|the) walk|walking the dog|swimming|surfing|fixing|repair\w*|working|at work|builder|roofer|paint\w*|gutters?|picnic|party|barbecue|bbq|football|rugby|visit\w*|scatter\w*|flowers|memorial|ashes|service|collection|licen[cs]e|amnesty|handed (?:it|them) in|club|committee|tournament|game|shooting (?:club|range)|clay|clays|farm|vermin|rabbits|prescribed|dosette|pharmacy|chemist|hospice|palliative|nurses?|carers?|in (?:19|20)\d\d|years ago|when (?:he|she) was (?:young|little|a (?:kid|child|boy|girl))|used to|gamekeeper|valued|valuation|sell|selling|sold|stalking|hunting|deer|lovely|destroy\w*|finished with|evidence|returned|released|every (?:morning|day|night)|with breakfast|without fail|found (?:it|them) (?:today|in)|the rope he used|burned it|kept (?:his|her) pills)\b/;

/** A gap word that is not a negator (so "hope the cancer doesnt win" is not read as hoping it wins). */
const GAP_POS = '(?:(?!(?:not|dont|doesnt|didnt|wont|isnt|hasnt|havent|never|no|cant)\\b)\\w+ )';
/** A gap word that is not someone else's or a negator ("hope his heart attack was quick" is about him). */
const GAP_MINE = '(?:(?!(?:his|her|their|your|its|he|she|they|not|dont|didnt|doesnt)\\b)\\w+ )';
/**
 * Something befalling the writer, an event that would kill them, told as a condition or a hope:
 * struck ("a bus hit me", "the lorry swerved into me"), taken ("God took me in my sleep", "it came for
 * me"), a vehicle or a building failing ("the plane went down", "the ceiling caved in"), an illness
 * winning ("the cancer comes back", "my heart packs in"), the writer dying or not waking.
 */
const BEFALL_STRUCK =
  '(?:hit|hits|hitting|ran over|runs over|run over|running over|ran|runs|knocked|knocks|flattened|flattens|wiped|wipes|cleaned|cleans|swerved into|swerves into|ploughed into|ploughs into|plowed into|crashed into|crashes into|came through|comes through|fell on|falls on|fallen on|landed on|lands on|mowed down|took out|takes out|take out|finished|finishes|finish) (?:me|mi|us)\\b(?: (?:up|out|off|down|over))?|(?:came|comes|come|went|goes) through the windscreen|(?:came|comes|come|fell|falls|fall|fallen) (?:down |in )?on (?:me|us|the car|my car|the house|my house)|with me (?:in it|inside|under it|on board|in the car|in the house|in the water)|happened to me|happens to me|happen to me';
const BEFALL_TAKEN =
  '(?:(?:took|takes|take|taken|taking|tek|got|gets|get|came for|comes for|come for|coming for|swallowed|swallows|swallow|carried|carry|called|calls|call|collected|collect|picked|chose|chosen|kept|keeps|keep|leave|leaves|left|claimed|claims|claim) (?:me|mi|us)\\b(?! (?:to|through|in(?! my sleep)|back|out|home from|up|off|for|around|round|over|at|on|with|and|down|into|by|a|an|the|some|good|bad|well|ages|forever|years|months|weeks|days|hours|\\d+|one|two|three|four|five|six|ten|twenty)\\b)|(?:keeps|keep|kept|leave|leaves|left) me under|did (?:it|the job) for me|(?:did|does|do) the job|(?:called|calls|call) my number)';
const BEFALL_FELL =
  '(?:went down|goes down|go down|went over|goes over|rolled|rolls|crashed|crashes|never landed|didnt land|caved in|caves in|cave in|collapsed|collapses|(?:mounted|mounts|mount|jumped|jumps|jump) the (?:pavement|curb|kerb)|sank|sinks|ended|ends|ended here|ran out|runs out|stopped|stops|opened up|opens up|fail|fails|failed|didnt come|doesnt come|never came)';
const BEFALL_MAY =
  '(?:would|will|might|could|d|to) (?:just |finally )?(?:go down|crash|never land|cave in|collapse|(?:mount|jump) the (?:pavement|curb|kerb)|sink|fail|end|stop|open up|go over|roll)';
const BEFALL_SUBJ =
  '(?:plane|flight|bus|car|cars|van|lorry|truck|road train|train|tractor|tree|ceiling|roof|house|building|ground|boat|ferry|ship|storm|asteroid|meteor|tsunami|earthquake|wave|avalanche|lightning|barriers?|something|anything|someone|somebody|world|god|lord|jesus|death|universe|fate|anaesthetic|anesthetic|heart attack|stroke|clot|aneurysm|cancer|tumou?r|chemo|treatment|pneumonia|bronchitis|flu|sepsis|illness|disease|virus|covid|infection|bug|whatever|whatevers|heart|ticker|body|lungs|liver|shark)';
/** What can end: "if it all stopped tomorrow", "if my story ended here". */
const BEFALL_ENDS =
  '(?:it all|everything|life|tomorrow|my story|the world|world|it) (?:just )?(?:ended|ends|ended here|ran out|runs out|stopped|stops|didnt come|doesnt come|never came|came for me|comes for me|(?:had )?taken me|took me)(?! (?:raining|snowing|hurting|working|crying|being|for (?!me)|to|with|at|on|by|before|after|and|so|between)\\b)';
const BEFALL_ILL =
  '(?:(?:heart attack|stroke|clot|aneurysm|cancer|tumou?r|chemo|treatment|pneumonia|bronchitis|flu|sepsis|illness|disease|virus|covid|infection|biopsy|lump|scan|results?|murmur|heart|ticker|body|lungs|liver|kidneys) (?:\\w+ ){0,3}?(?:comes back bad|came back bad|comes back positive|come back bad|didnt work|doesnt work|wont work|dont work|won|wins|win|is terminal|was terminal|(?:stopped|stops|stop|packed in|packs in|pack in|gave out|gives out|give out|quit|quits|failed|fails|gave up|gives up)(?! (?:on (?:me|him|her|them|us|you|life)|working|smoking|drinking|hurting|breaking|racing|pounding)\\b))|(?:cancer|tumou?r|it|illness|disease|leukaemia|leukemia|lymphoma)s? (?:\\w+ )?(?:comes back|came back|come back|is back|s back|returns|returned|spreads|spread)(?! (?:clear|fine|ok|okay|negative|normal|benign|good|clean)\\b)|my (?:time|number|turn) (?:\\w+ ){0,2}?(?:comes|came|is up|s up|was up|can be up))';
const BEFALL_SELF =
  '(?:i|id|im|i will|i would|i had) (?:just |also |ever )?(?:\\w+ )?(?:died|die|(?:didnt|dont|never|not|no) (?:wake|woke)(?: up)?(?! you| him| her| them| the| anyone| everyone| my| us| early| late| at)|wasnt here|was gone|were gone|dropped dead|drop dead|dont make it|didnt make it|(?:didnt|dont|never) (?:see|saw) (?:another|the next|next|the (?:spring|summer|winter|new year|morning|end of)|christmas|tomorrow|\\d+|forty|fifty|sixty|seventy|eighty|thirty|twenty|old age)|(?:went|go|going|slipped|slip|passed|pass|drifted|drift) (?:off |away )?in my sleep|stayed asleep|stay asleep|(?:never|didnt|dont) (?:came|come) (?:back|home|round)|got hit|get hit|got run over|get run over|got (?:cancer|sick|ill|covid)|get (?:cancer|sick|ill|covid)|(?:didnt|dont|never) (?:recover|pull through|get better)|catch (?:something|whatever|whatevers|it|covid|the virus|what)|caught (?:something|whatever|whatevers|covid|the virus|what)|was next|were next|am next|faded out|fade out|went first|go first|gone first|bled out|carked it|kicked the bucket|croaked|snuffed it|popped my clogs|keeled over|(?:didnt|dont|never) get to be old|(?:didnt|dont) (?:have to )?(?:keep (?:at it|going|living|doing this)|be here|go on|carry on)(?: much longer| any longer| anymore| for long)?)';
const BEFALL_OTHER =
  `(?:(?:this|next|the) (?:\\w+ )?(?:year|winter|christmas|birthday|summer|spring|autumn|one|anniversary)s? (?:is |will be |would be |was |turns out to be )?my last|(?:this|it) (?:is|was|will be|would be|s) my last (?:\\w+ )?(?:one|christmas|birthday|year|winter|summer|hogmanay|new year|spring|autumn|mothers day|fathers day)|(?:told|tells|tell|said) (?:me )?(?:i|id) (?:had|have|only have|only had|got) (?:\\w+ ){0,2}?(?:months|weeks|to live|left)|something (?:terminal|incurable|bad|serious|nasty))`;
/** The whole event, as a condition ("if the plane went down", "if God took me"). */
const BEFALL = `(?:(?:\\w+ ){0,3}?(?:${BEFALL_STRUCK})|${BEFALL_ENDS}|${BEFALL_SUBJ} ${GAP_POS}{0,4}?(?:${BEFALL_TAKEN}|${BEFALL_FELL})|${BEFALL_ILL}|${BEFALL_SELF}|${BEFALL_OTHER})`;
/** The same, hoped for: a vehicle or a disaster only with "would" ("hoped the bus would mount the pavement"). */
const BEFALL_HOPED = `(?:${BEFALL_ENDS.replace('|it) ', ') ')}|${BEFALL_SUBJ} ${GAP_POS}{0,4}?(?:${BEFALL_STRUCK}|${BEFALL_TAKEN}|${BEFALL_MAY})|${BEFALL_ILL}|${BEFALL_SELF}|${BEFALL_OTHER})`;
/** Accepting one's own death if it came: "wouldn't mind", "I'd welcome it", "fine by me", "I'd not put up a fight". Not global. */
const ACCEPT_DEATH = new RegExp(
  `\\b(?:(?:wouldnt|would not|wont|will not|dont|do not|didnt|not|never|id not|i would not|nae|no|shant|shall not) (?:\\w+ ){0,2}?(?:mind|care|complain|be complaining|object|argue|be arguing|fight it|fight back|put up (?:much of )?a fight|resist|be sorry|be sad|be upset|be mad|be bothered|be fussed|be too fussed|be the worst thing|be a bad thing|bother (?:me|running|moving|getting out|climbing out|swimming|trying)|lift a finger|file a complaint|be climbing out|fuss|shed a tear|cry|hate it|be scared)|(?:would|will|it would|that would|would have|it would have) (?:be |been )(?:so |really |quite |honestly )?(?:no bad thing|no great loss|a relief|a mercy|a blessing|a kindness|a gift|a favour|nice|lovely|fine|ok|okay|alright|easier|easy|simpler|welcome|no loss|grand|ace|perfect|bliss|a release)(?! (?:to|for|knowing|that)\\b)|(?:id|i would|i will|ill|i|i think id|i think i would|id have|i would have) (?:just |honestly |gladly |happily |probably |quite )?(?:welcome (?:it|that|this|death)|count (?:it|myself|that)|think it (?:no bad thing|a mercy|a blessing)|take it|go (?:without|quietly|gladly|happily|willingly)|say thank you|say thanks|thank (?:him|god|them|the lord)|shrug|shrugged|let it (?:have|take) me|be (?:ok|okay|fine|alright|right|relieved|happy|glad|grateful|thankful|at peace|content|ready|cool|sweet)(?= \\.| ,|$| with (?:it|that|this)| honestly| tbh| really| too| mate| love| to go| if| enough))|(?:fine|ok|okay|alright|good|sound) (?:by|with) me|so be it|for all i care|good riddance|no bad thing|whatever(?= \\.| ,|$)|let it (?:come|happen|take me|have me)|(?:rather|just) let it(?= \\.| ,|$| happen| come| take)|bring it on|go for it|shake on it|not gonna (?:argue|fight|complain)|not going to (?:argue|fight|complain))\\b`,
);
/** Hoping, praying, wishing (the writer's own hope about what befalls them). */
const HOPE_FOR =
  '(?:hope|hopes|hoping|hoped|half hoping|pray|praying|prayed|wish|wishing|wished|half wishing|rooting for|cheering on|kinda hoped|secretly hope)';
/** The dead at rest, envied: "she's at peace", "he doesn't have to feel this". Not global. */
const DEAD_AT_REST = /\b(?:at peace|at rest|out of it|out of (?:pain|the pain|this)|(?:doesnt|dont|doesnt have|dont have|no longer has|never has|never have) to (?:feel|deal|suffer|hurt|live|do|face|go through)|not suffering|no more (?:hurting|pain|suffering)|(?:hes|shes|theyre|youre) (?:free|done|out|resting|sleeping)|free now|clock off|clocked off|got to (?:go|leave|clock off|rest|sleep|stop)(?= \.| ,|$| first)|gets? to (?:be done|rest|stop|sleep|be at peace|leave)|stuck here|still stuck|still here|in heaven|escaped|got out|out of all this)\b/;
/** Bad news about the writer's own health, welcomed. Not global. */
const BAD_NEWS_MINE = /\b(?:my (?:blood pressure|heart|cancer|lump|biopsy|scan|tumou?r|diagnosis|results|bloods|condition|liver|lungs|kidneys|chest|sugar|sugars|cholesterol)(?: \w+){0,3}? (?:is|was|s|were|are|came back|looked) (?:\w+ ){0,2}?(?:dangerous|serious|bad|high|failing|weak|terminal|malignant|spreading|back|cancer|worse|concerning|shocking)|i (?:had|have|might have|may have|could have|might be|was|am|ve got|got) (?:\w+ ){0,2}?(?:cancer|a tumou?r|heart disease|terminal|dying|months to live|weeks to live|a heart condition|a bad heart|a shadow)|stroke waiting to happen|heart attack waiting to happen|(?:said|told me) (?:i|it|that i) (?:\w+ ){0,3}?(?:cancer|terminal|serious|malignant|dangerous|a stroke|a heart attack)|same (?:\w+ ){0,2}?(?:thing|gene|condition|cancer|disease|illness) (?:that|which|as|\w+) (?:\w+ )?(?:took|killed|got|had)|(?:ive|i have|i) (?:got |have )?the same (?:\w+ ){0,2}?(?:thing|gene|condition|cancer|disease|heart))\b/;
/** Good news about the writer's own health, regretted. Not global. */
const GOOD_NEWS_MINE = /\b(?:lump|biopsy|scan|tumou?r|results|bloods|tests?|mole|shadow|smear|mammogram|ecg|it) (?:[\w,]+ ){0,5}?(?:nothing|benign|clear|fine|normal|negative|not cancer|all clear|healthy)\b/;
/** On a road, among traffic. Not global. */
const ROAD_NEAR = /\b(?:roads?|streets?|traffic|cars?|junctions?|crossing|crossings|motorway|highway|drive|driving|drove|bus|buses|lorry|lorries|truck|trucks|cross|crossed|bike|cycling)\b/;
/** Not caring what happens, or half meaning it. Not global. */
const DONT_CARE_NEAR = /\b(?:dont care|didnt care|do not care|not bothered|whatever happens|on purpose|part of me|half hoping|if (?:something|a car|anything|a bus|a truck|a lorry|it) (?:\w+ ){0,2}?(?:hits|hit|comes|came|got|gets)|dont really care|couldnt care|honestly dont care)\b/;
/** A gap word that is not someone else ("she told me once she wanted to die" is about her). */
const GAP_OWN = '(?:(?!(?:he|she|they|his|her|their|him|them|hes|shes|theyre)\\b)[\\w,]+ )';
/** Acts and states of a past crisis, told by the writer ("I threw myself in the Liffey", "had a rope up in the loft"). */
const HIST_ACT =
  '(?:overdosed|took an overdose|(?:after|from) (?:an|my) overdose|threw myself|drove (?:my car |the car )?into|cut myself|hanged myself|hung myself|tried (?:to )?(?:\\w+ ){0,3}?(?:kill|end|hang|leave|drown|overdose|unalive|take my)|(?:i |we )?attempted|stood (?:on|at) (?:a|the|our) (?:\\w+ )?(?:bridge|edge|ledge|balcony|platform|cliff|cliffs|roof)(?: \\w+){0,3}? for (?:an hour|hours|a long time|ages|a while)|put (?:the|a|my) (?:gun|rifle|pistol|knife|shotgun) (?:in|to|against) my|held (?:a|the|my) (?:razor|knife|blade|gun) to my|had (?:a|the) rope|a rope up|wrote (?:a (?:suicide )?note|letters to everyone|goodbye letters)|mapped out my|planned (?:it|my (?:own )?(?:death|ending|suicide))|had a plan|had it all (?:planned|worked out)|swallowed (?:\\w+ ){0,2}?(?:pills|tablets)|wanted to (?:die|disappear|end it)|wanting (?:not to exist|to die|to disappear)|thought about (?:it|ending it|dying|killing myself|suicide) (?:a lot|every day|constantly)|planning how (?:i|id) (?:would )?do it|(?:found|stopped|pulled) me (?:in|out|from)|talked me down)';
/** When: years ago, an age, a year, a stage of life. */
const HIST_WHEN =
  '(?:(?:\\w+ )?years ago|(?:a long time|long|a while|months) ago|(?:in|back in|since) (?:19|20)\\d\\d|(?:19|20)\\d\\d|when i was (?:\\d+|a (?:teen|teenager|kid|child|student)|younger|young|at uni|in (?:school|college|uni))|at (?:\\d+|uni|university|college|school)|as (?:a )?(?:teen|teenager|teenagers|kid|child|student)|once|long ago|back then|in my (?:teens|twenties|thirties|forties|20s|30s)|in year \\d+|in (?:\\d+(?:st|nd|rd|th)|\\w+) grade|the year (?:after|before)|years back|freshman year)';
/** Someone else as the subject of a sentence: a pronoun or a person ("she", "my dad", "mum's"). */
const TP_SUBJ = `(?:he|she|they|hes|shes|theyre|his|${REL})`;
/** A gap word after someone else that is not the writer taking over the sentence ("my husband and I … we've stopped talking"). */
const TP_GAP = '(?: (?!(?:i|im|ive|id|we|weve|were|me|us)\\b)\\w+)';
/** Someone else's words that are warning signs (told as "she keeps saying …", "he told me …"). */
const TP_SAID =
  '(?:ready to (?:go|clock off|be with|join)|had enough|(?:done|finished) with (?:it all|everything|all of it|life|this world|living)|(?:so |just )?tired of (?:everything|it all|living|life)|so tired|(?:no|dont see the|doesnt see the|whats the|what is the|whats even the|see no) point|what for|kya fayda|just waiting|waiting to die|should have been (?:him|her|me|them|the one)|it should have been (?:me|him|her)|doesnt (?:care|deserve)|(?:dont|doesnt) care what happens|past caring|done (?:his|her|their|my) bit|nothing to get up for|cant face (?:the quiet|it|anything|life|the world)|a ghost|running on empty|not fussed|took the wrong one|(?:go|going) to heaven|wake up in heaven|(?:dont|doesnt) want to (?:grow up|get better|be here|live|go on|wake up)|(?:doesnt|dont) matter anyway|envies (?:his|her)|out of it all|(?:a )?spare part|took the best of (?:me|him|her)|cant see the road|nowhere to go|not (?:being )?around for|whats the worst that could happen|get why (?:he|she|they) did it|terrible (?:mother|father|mum|dad|wife|husband)|posthumous|cant be bothered|(?:no|nothing) (?:left )?to (?:live|get up|go on) for|nothing matters|whats the use|burden|better off without|wont be (?:here|around) (?:long|much longer)|numb|the void|(?:didnt|doesnt|dont) want to be here|no reason|cumplio su mision|should have died|should have been in|(?:with|see|seeing|join) (?:his|her|their) \\w+ (?:in heaven|soon|again soon)|come and get (?:her|him|me)|(?:is )?waiting for (?:him|her|me)|lost the will|had (?:her|his|my) innings|cant do this without|disappearing|like (?:a )?(?:zombie|nothing)|feels? (?:like )?nothing|far away from everything|broken|no fun|just admin|waiting room|(?:life|lifes|life is) (?:just )?over|(?:doesnt|dont|cant) see (?:a|any) future|no future|too cruel|cant face people|tired of pretending|arent meant to be|not meant to be (?:here|happy)|not belonging|wouldnt matter if|vanished|no strength left|too old to start again|nothing to live for|never again)';
/** Words of an ending near an act of preparing (a goodbye, "won't be long now", "he doesn't need to know"). Not global. */
const FINAL_NEAR = /\b(?:wont be long|not long now|long now|so soon|goodbye|bye|the end|its for me|bury me|when im gone|before i go|after i go|sorry|not to ask|(?:doesnt|dont) need to know|(?:dont|doesnt) know (?:why|its|it is)|wont need|no longer need|wont be needing|no further use|nothing left|nothing of mine|for good|the last (?:thing|things|of)|after (?:this|tonight|the weekend|friday|monday|this week)|ill see|youll see|u ll see|thinks (?:im|i am) (?:moving|emigrating|going)|told (?:him|her|them) (?:im|i am|it was) (?:moving|emigrating|going abroad|growing up)|(?:im|i am) not (?:moving|emigrating|going anywhere)|not the way (?:she|he|they) thinks?|no coming back|im done|me done|me finished|im gone|need them soon|by monday|feels final|(?:nothing|no one|nobody) (?:left )?(?:im |i am )?holding on for|growing up|last time|indefinitely|in every sense|closing the last tab|they dont know|(?:he|she) doesnt know|wont be here|not be here|this week|tonight|keep (?:her|him|them) for good|made my peace|for the end|note|letters)\b/;
//@@END_BLOCKS

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
    re: /\b(?:sleep|fall asleep|go to sleep|close my eyes|lie down|lay down|drift off|nod off)(?: \w+){0,4}? (?:and )?(?:not|never|dont|wont|didnt|no|just not|just never) (?:ever )?wake(?: up)?\b|\b(?:hope|hoping|wish|wishing|pray|praying|wouldnt mind|would not mind|wouldnt care|dont care|ok|okay|fine) (?:that |if |if i )?(?:i )?(?:just |simply )?(?:dont|didnt|wont|never|wouldnt|not|do not|did not|could not|couldnt) (?:ever )?(?:wake up|wake|make it|see (?:tomorrow|the morning|another day))\b|\b(?:dont|do not|wouldnt|would not) (?:really |even |honestly )?care (?:if|whether) i (?:wake up|make it|see tomorrow|survive)\b|\bwish (?:i|id) (?:had )?(?:never|not) (?:woken|woke|wake) up\b|\bif i (?:just )?(?:didnt|never|dont|did not|wouldnt) wake up\b|\bsleep forever\b|\beternal sleep\b|\bnever (?:have to )?wake up (?:again|ever)\b|\bnot (?:to )?wake up (?:tomorrow|in the morning|again|ever)\b|\bdont want to wake up\b/g,
    anchors: ['if', 'care', 'wake', 'woken', 'woke', 'make it', 'tomorrow', 'morning', 'another', 'forever', 'eternal'],
    negatable: false,
  },
  {
    id: 'disappear',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\b(?:want|wanna|wish|wishing|wanted|need|going|like|love) (?:to )?(?:\w+ ){0,3}?(?:disappear|vanish|fade away|fade out|run away forever|go away forever|not be here|not be around|be gone|be invisible|evaporate|melt away|sleep for (?:a|an|the) (?:year|month|(?:very |really )?long time|decade|eternity)|sleep (?:and|&) never (?:wake|stop))\b|\b(?:feel|feels|feeling|felt) like (?:im|i am|i was|i)(?: just)? (?:disappearing|fading|fading away|vanishing|not really here|not here|a ghost|already dead|dead inside|slipping away|gone)\b|\b(?:im|i am) (?:just )?(?:disappearing|fading away|vanishing|slipping away)\b|\bwish (?:i|id) (?:was|were|had been) (?:never born|not born|gone|someone else|invisible)\b|\bwish (?:i|it) (?:had been|was|were) me (?:instead|who died|in (?:that|the) (?:car|accident|bed))\b|\b(?:should|it should) have been me\b|\bshould have died (?:instead|with|too|in (?:his|her|their) place|not (?:him|her|them))\b|\bi should (?:be dead|have died)\b|\bshould have been the one\b|\b(?:trade|swap|switch|change) places with (?:him|her|them|my \w+)\b|\btake (?:his|her|their) place\b|\bwhy (?:not|wasnt it) me\b|\bwish (?:i|id) (?:could )?(?:have )?(?:died|go|gone) (?:instead|in (?:his|her|their) place)\b|\beasier (?:to|if i) (?:just )?(?:not exist|not be here|disappear|wasnt here|werent here|didnt exist)\b|\bthink(?:ing)? about (?:my own death|dying|death)(?: \w+){0,3}? (?:a lot|all the time|constantly|every day|more and more|so much|lately|again|often)\b|\b(?:think|thinking|thought)(?: \w+){0,3}? about (?:dying|death|my own death|my death|not being here|not existing|suicide)\b(?! of\b)|\b(?:dark|morbid|bad|scary|intrusive|death|suicidal) thoughts\b|\bthoughts? (?:of|about) (?:death|dying|not being here|not existing|not wanting to (?:be here|live|be alive|exist|wake up|go on))\b|\bnot wanting to (?:be here|live|be alive|exist|wake up|go on)(?: anymore)?\b|\bobsessed with death\b|\b(?:just )?waiting (?:to die|for death|for my turn|for it all to end|to be with (?:him|her|them))\b|\b(?:hope|hoping|wish|wishing|pray|praying) (?:that )?(?:i|id) (?:get|got|would get|could get|will get) (?:hit|run over|killed|cancer|sick and die)\b|\b(?:id|i would) (?:much )?rather be (?:with (?:him|her|them|my \w+)|in heaven|gone|anywhere but here|up there)\b|\b(?:reason|purpose) (?:for|of|to) (?:living|life|being alive|being here|getting up|live)(?: \w+){0,2}? (?:is|s|has|went) (?:gone|dead|died|over|buried)\b|\b(?:hope|wish|pray|cant wait (?:until|till|for)) (?:this|it|everything|life|all this|it all) (?:is |will be |would be |to be )?(?:all )?over (?:soon|already|quickly)\b|\bwhat it (?:would|will|might) (?:be|feel) like to (?:not be here|die|be dead|not exist|not wake up|be gone|disappear)\b|\b(?:afraid|scared|worried|frightened|terrified) (?:of )?what i (?:might|will|could|would|may) do\b|\b(?:might|going to|gonna|will|ill|afraid ill|scared ill|worried ill|could) do something (?:stupid|drastic|dumb|i (?:will|ill|would|might) regret|permanent|i cant take back)\b|\bim not afraid (?:to die|of dying|of death) anymore\b|\bready to go\b(?= \.| ,|$| now| home| soon| whenever)|\b(?:wish|want|need) (?:this|it|it all|everything|life|all of (?:it|this)|this all|the pain|this pain|my pain|the hurt|the hurting|the suffering) (?:would |to |could )?(?:just )?(?:all )?(?:end|stop|be over|go away)\b|\bdont want to be here\b(?! (?:at|for|in|with|when|today|tonight|right now|on)\b)/g,
    anchors: ['sleep', 'never', 'waiting', 'hit', 'run', 'killed', 'cancer', 'sick', 'suicide', 'afraid', 'scared', 'worried', 'frightened', 'terrified', 'rather', 'reason', 'purpose', 'over', 'like', 'something', 'should', 'trade', 'swap', 'switch', 'change', 'take', 'wanting', 'disappear', 'vanish', 'fade', 'forever', 'be here', 'be around', 'be gone', 'invisible', 'evaporate', 'melt', 'sleep for', 'disappearing', 'fading', 'vanishing', 'not here', 'really here', 'ghost', 'dead', 'slipping', 'gone', 'born', 'else', 'me instead', 'me who', 'me in', 'been me', 'not me', 'it me', 'instead', 'place', 'easier', 'death', 'dying', 'thoughts', 'thought', 'die', 'ready', 'want this', 'want it', 'wish this', 'wish it', 'need this', 'need it', 'want everything', 'wish everything', 'need everything', 'want life', 'wish life', 'want all', 'wish all', 'want the', 'wish the', 'need the', 'want my', 'wish my', 'need my'],
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
    re: /\b(?:whats|what is|wheres|where is|no|dont see|cant see|see no|there is no|theres no|lost|losing|cant find|cant find any|dont see any|no longer see|not see) (?:even )?(?:the |any |a |much )?point\b(?= \.| ,|$| anymore| now| any more| in (?:anything|it|this|trying|going on|carrying on|living|life|getting up|me|being|any of|everything)\b| of (?:anything|it|it all|this|trying|going on|carrying on|living|life|getting up|me|being|any of it|everything|even trying)\b| to (?:anything|it|this|life|living|trying|me|any of)\b| without| since| left| at all| either| really| anyway| even| for me| in my life| i\b| is there\b)|\bpointless\b|\bmeaningless\b|\b(?:dont|cant|do not|cannot|no longer|not able to|unable to|never) (?:\w+ )?(?:see|picture|imagine|envision) (?:a |any |the |my |much of a )?(?:way (?:forward|out|through|ahead)|future|tomorrow|end to (?:this|it)|light|reason to|point|life without|how (?:i|im|to) (?:can |could |will |going to )?(?:keep going|go on|carry on|get through|survive|live|do this|make it|cope|continue|move on))\b|\bno (?:way (?:forward|out|through)|future|hope|light|escape|reason to (?:go on|keep going|get up|try|carry on|continue))\b(?! of (?:the|this|that|my|our|his|her) (?!pain|grief|life|hell|darkness|loss|misery|feeling|hole|pit|dark|place|mess|nightmare)[a-z]+)|\b(?:cant|cannot|dont know how to|dont know if i can|not sure i can|dont think i can|unable to|how (?:do|can|am) i (?:supposed to )?|how long can i|no way i can|too hard to|dont have (?:the )?(?:strength|energy) to|dont want to) (?:just )?(?:keep going|go on|carry on|keep doing this|do this anymore|do this any longer|do this much longer|do this alone anymore|do it anymore|do life|take (?:it|this|the pain|much more|any more|anymore|it anymore|this anymore)|handle (?:this|it|the pain|life)(?: anymore)?|cope(?: anymore| with (?:this|life|anything))|bear (?:it|this|the pain)|face (?:another day|tomorrow|the future|life|anything)|survive this|live like this|keep living(?: like this)?|go through this|keep fighting|continue|be strong anymore|hold on(?: much longer| anymore)?|pretend anymore)\b(?! (?:\w+ )?(?:paperwork|work|job|forms|house|calls|meetings|noise)\b| (?:with|about|of) (?:the|this|that|all the|my|his|her|these|those|our) (?!pain|grief|loss|guilt|emptiness|sadness|hurt|life|loneliness|darkness|heartache|torment)[a-z]+)|\bi cant (?:anymore|do this|do it)\b(?= \.| ,|$| anymore| any longer| without)|\bhow much longer (?:can i|i can)\b|\bhow much (?:more|longer)(?: of (?:this|it))? (?:i can|can i) (?:take|handle|bear|do|go on|stand|survive)\b|\b(?:i|ive|i have|im|ive just|i have just) (?:just )?(?:give up|gave up|given up|giving up|quit)(?: on (?:life|everything|myself|living|it all|trying))?\b(?= \.| ,|$| on (?:life|everything|myself|living|it all)\b| on trying(?= \.| ,|$| anymore)| honestly| now)|\b(?:feel like|want to|ready to|about to|thinking about|close to) (?:just )?giv(?:e|ing) up\b(?! on (?:my|the|this|that|a|our) (?:diet|job|house|plans?|degree|course|car|dream|flat|apartment|business)\b)|\b(?:has|have|with|is) no (?:meaning|purpose|point)(?: anymore| now| left)?\b(?= \.| ,|$| anymore| now| without| since)|\bnothing (?:matters(?! (?:more|as much|so much|like)\b)|makes sense|helps|will (?:ever )?get better|is worth it|to look forward to|left (?:for me|in me|to give))\b|\b(?:feel|feels|feeling|im|am|so|totally|completely|utterly|seems|everything is|life is) (?:so |completely |totally |utterly |very )?(?:hopeless|trapped|worthless|defeated|helpless and hopeless)\b(?! (?:in|at|on|by|behind|under) (?:the |a |my )?(?!pain|grief|this life|my (?:own )?(?:head|body|mind|life)|darkness)[a-z]+)|\bhopelessness\b|\b(?:lost|losing) (?:all )?(?:hope|my hope|its meaning|all meaning|meaning)\b|\bno hope left\b|\bhope is gone\b|\b(?:no|lost|losing|lose|lost all|lost my|losing my|losing the|lost the|have no|dont have (?:the|any)|without the|without any)(?: \w+)? (?:will|reason|desire|motivation|strength) to (?:live|go on|keep going|carry on|continue|survive|get up|fight)\b|\b(?:im|i am|i feel|feel) (?:so )?(?:done|finished)\b(?= \.| ,|$| with (?:it all|everything|all of (?:it|this)|this|trying|fighting))|\bmy life is over\b|\b(?:just )?existing(?: ,)? not (?:really )?living\b|\bwhat (?:is|s) (?:the|even the) (?:use|purpose)\b|\bi dont care (?:about anything|what happens(?: to me)?|anymore|about myself|about living)\b|\bi dont (?:really |even |honestly )?care (?:if|whether) i (?:live|die|wake up|eat|make it)\b|\b(?:cant|cannot) live without (?:him|her|them|you|my \w+)\b(?! \w+s\b| (?:cooking|help|advice|support|money|car|phone|coffee)\b)|\b(?:dont|do not) know how to (?:live|go on|keep going|carry on|survive|exist) without\b|\bwhy (?:should|would) i (?:keep going|go on|carry on|bother|keep living|stay)\b|\bwhy (?:go on|keep going|carry on|bother living)\b|\bwhy (?:even )?bother(?: anymore| trying| living| getting up| with anything)?(?= \.| ,|$)|\bwhy (?:i|should i) (?:should )?(?:even )?bother\b|\b(?:feel|feels|feeling) like (?:im|i am) (?:drowning|suffocating|going under)\b|\bend of the road for me\b|\bcant see a way\b|\bcant live with (?:this|the|my) (?:guilt|pain|grief|shame|regret|hurt)\b|\bsurvive (?:this|it|losing|without|her death|his death|their death|the loss)\b(?<=(?:cant|cannot|dont know if i can|not sure i can|dont think i can|wont|how (?:do|can|will) i) (?:\w+ )?survive (?:this|it|losing|without|her death|his death|their death|the loss))|\b(?:what if i|maybe i should|i might as well|should i just|might as well) (?:just )?(?:stop|stopped|give up|gave up|quit|stop trying|stopped trying|stopped living|stop living|went to sleep|disappeared|disappear)\b|\b(?:not sure|dont think|dont know if|wonder if|doubt|unsure if|is) (?:\w+ ){0,2}?(?:life|living|it all|any of (?:it|this)|going on|carrying on) (?:is |even |really )?(?:worth it|worth living)\b|\b(?:life|living|it all|any of this) (?:isnt|is not|aint|no longer|not) worth it\b|\b(?:dont|doesnt|do not|does not|no longer|not sure i|dont know if i|dont think i|not sure if i) (?:really )?want to (?:go on|keep going|carry on|continue|keep fighting|try anymore|keep living|be here)\b|\bthere is no way out\b|\bim so tired of (?:everything|it all|this|fighting|trying|being sad|the pain|hurting)\b|\b(?:so )?tired of everything\b/g,
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
//@@RULES
  // ---- An attempt or self-harm under way (crisis) --------------------------------------------
  // Taking a quantity of a medicine or a poison with its effects or words said while it happens;
  // bleeding that will not stop; an act of harm on a part of the body, now or again; the writer
  // already in the water, over the edge, with a ligature on. Told in the past it becomes history.
  {
    id: 'attempt_ingest',
    reason: 'attempt',
    level: 'crisis',
    third: true,
    thirdLevel: 'crisis',
    asks: true,
    re: new RegExp(
      `\\b(?:took|taken|swallowed|drank|had|injected) (?:\\w+s|his|her|their|mums|dads|nans|grandads) (?:old |leftover |remaining |whole |spare |last )?(?:\\w+ )?(?:insulin|morphine|oramorph|methadone|fentanyl|oxy|tablets|pills|meds|sleeping pills|painkillers)\\b|\\b(?:took|taken|swallowed|ate|eaten|downed|necked|consumed|injected|inject|injecting|dosed (?:myself|himself|herself) with)\\b (?:\\w+ ){0,3}?(?:every (?:single |last )?(?:one|pill|tablet)|(?:the|a|my|his|her) (?:whole|entire) (?:\\w+ )?(?:bottle|box|packet|pack|jar|strip|lot|prescription|supply|dosette box|tub|blister pack)|half (?:a|the) (?:jar|bottle|box|pack|packet|tub|strip)|(?:a|the) (?:load|lot|handful|bunch|bottle|box|jar|strip|packet|shit ton|ton|pile|fistful)|loads|the rest|the whole pen|(?:\\d\\d+|twenty|thirty|forty|fifty|sixty|a hundred)|all (?:of )?(?:my|his|her|the|mums|dads|nans|their|\\w+s|these|those)|all \\d+)\\b(?: of)?(?: \\w+){0,3}? ${MED}\\b|\\b(?:took|taken|swallowed|downed|necked|consumed|overdosed on)\\b (?:\\w+ ){0,2}?(?:everything|the lot|it all|them all|all of them|every one|(?:the|a|my) (?:whole|entire) (?:bottle|box|packet|pack|jar|strip|lot|prescription|supply|dosette box)(?! of (?!(?:\\w+ )?(?:${MED})))|\\d\\d+)\\b(?= \\.| ,|$| and| at| in| before| after| an hour| tonight| now| just| already| with)|\\b(?:drank|drunk|swallowed|took|taken|had|ate|eaten|consumed) (?:\\w+ ){0,2}?(?:poison|bleach|antifreeze|weedkiller|weed killer|rat poison|sniper|paraquat|pesticide)\\b|\\b(?:swallowed|downed|necked|consumed|overdosed on|injected) (?:\\w+ ){0,4}?${MED}\\b|\\binjected (?:myself|me)\\b`,
      'g',
    ),
    unless: /\b(?:this morning|every (?:day|morning|night)|my usual|as prescribed|like the doctor|with (?:breakfast|dinner|food)|headache|period pain|antibiotics|took (?:him|her|them) (?:to|home|out)|took it (?:back|out|home|to)|took everything (?:to|out|home|back)|(?:to|into|at) the (?:hospital )?(?:pharmacy|chemist|police|tip)|the day off|in (?:19|20)\d\d|years ago|had been|(?:my|our|the) (?:dog|cat|puppy|kitten|horse|pet|rabbit)|during the|riots|war)\b/,
    anchors: ['took', 'taken', 'swallowed', 'ate', 'eaten', 'downed', 'necked', 'consumed', 'injected', 'inject', 'injecting', 'dosed', 'overdosed', 'drank', 'drunk', 'had'],
  },
  {
    id: 'attempt_ingest_felt',
    reason: 'attempt',
    level: 'crisis',
    third: true,
    thirdLevel: 'crisis',
    re: new RegExp(
      `\\b(?:took|taken|swallowed|downed|necked|injected|consumed)\\b (?:\\w+ ){0,3}?(?:them|it all|all of (?:them|it)|something|the stuff)\\b|\\b(?:took|taken|swallowed|downed|necked|injected|consumed|had)\\b (?:the|my|his|her|mums|dads|nans|grandads|\\w+s) (?:\\w+ ){0,2}?${MED}\\b|\\b(?:${MED}|stuff|something) (?:that )?(?:i|ive|i have|id) (?:just )?(?:took|taken|swallowed|had|downed|necked)\\b|\\b(?:started|starting) on (?:them|the \\w+)\\b`,
      'g',
    ),
    requires: [TAKING_EFFECT, new RegExp(`\\b(?:${MED}|stuff|them|something|poison)\\b`)],
    unless: /\b(?:this morning|every (?:day|morning|night)|my usual|as prescribed|like the doctor|with (?:breakfast|dinner|food)|headache|period pain|antibiotics|(?:to|into|at) the (?:hospital )?(?:pharmacy|chemist|police|tip)|in (?:19|20)\d\d|years ago|had been|(?:he|she|they) (?:took|had|swallowed))\b/,
    asks: true,
    anchors: ['took', 'taken', 'swallowed', 'downed', 'necked', 'injected', 'consumed', 'had', ...MED_WORDS, 'stuff', 'something', 'started', 'starting'],
  },
  {
    id: 'attempt_active',
    reason: 'attempt',
    level: 'crisis',
    third: true,
    thirdLevel: 'crisis',
    re: new RegExp(
      `\\b(?:${MED}|the stuff|the poison)\\b (?:are |is |s |re )?(?:in me|in|down|working|kicking in|starting to work|taking effect|already in)\\b(?= \\.| ,|$| now| and| so| already| i)|\\b(?:\\d+|twenty|thirty|forty|fifty|all|every|the whole|a whole) (?:\\w+ )?${MED}\\b (?:down|gone|in me|swallowed|taken)\\b|\\b(?:\\d\\d+|twenty|thirty|forty|fifty) (?:\\w+ )?${MED}\\b(?=[^.]{0,20}\\b(?:help|down|gone|taken|swallowed|ago|now|999|911|ambulance)\\b)|\\b(?:overdid|overdone) it\\b|\\b(?:gone|went) too far with\\b|\\b(?:i (?:have |ve )?)?(?:gone and )?(?:done|did) (?:a thing|something|something bad|something stupid)\\b(?= (?:with|to)| \\.| ,|$)|\\ball gone down\\b|\\bwhile (?:the )?${MED} (?:work|kick in|take effect|do their thing)\\b|\\b(?:dying|killing myself|ending it|ending my life|doing it|cutting|overdosing|hanging)(?: as we speak| while i type| right now| rn)\\b|\\btried (?:\\w+ )?(?:with|using) (?:the |a |my |his |her )?(?:\\w+ )?(?:belt|rope|cord|scarf|pills|tablets|knife|razor|blade|hose|car|lead)\\b|\\b(?:reopened|re opened|opened up) (?:\\w+ ){0,2}?(?:scars?|cuts?|wounds?|stitches|them)\\b|\\b(?:ive|i have|i) (?:just )?cut\\b(?= \\.| ,|$| and| again| deep| bad)|\\b(?:wrists?|arms?|legs?) (?:done|cut|open|slit)\\b(?= \\.| ,|$)|\\bself harm(?:ed)? (?:just now|again|tonight|today|right now|rn|now|last night)\\b|\\b(?:punch|punching|punched|hit|hitting|bang|banging|banged)(?: \\w+){0,3}? (?:until|till) (?:my|the) (?:\\w+ )?(?:knuckles|hands?|head|fists?|face) (?:bleed|bled|split|bruise|bruised)\\b`,
      'g',
    ),
    anchors: [...MED_WORDS, 'stuff', 'poison', 'overdid', 'overdone', 'too far', 'done', 'did', 'gone down', 'as we', 'while i', 'right now', 'rn', 'tried', 'reopened', 're opened', 'opened up', 'cut', 'done', 'open', 'slit', 'harm', 'until', 'till'],
  },
  {
    id: 'attempt_done',
    reason: 'attempt',
    level: 'crisis',
    re: /\b(?:(?:ive|i have|i|just|already) )?(?:already |just |gone and )?(?:done|did) it\b(?= \.| ,|$| again| now| already| pills| tablets| with)/g,
    requires: /\b(?:pills|tablets|tabs|meds|blood|bleeding|cut|rope|belt|ambulance|too late|whoever finds|dont call|dont ring|a e|overdose|swallowed|taken them|took them)\b/,
    unless: /\b(?:cleared|sorted|finished|scattered|booked|passed|exam|test|interview|eulogy|speech|reading|funeral|paperwork|probate|marathon|walk|run|course|counselling|therapy)\b/,
    anchors: ['done it', 'did it'],
  },
  {
    id: 'attempt_bleeding',
    reason: 'attempt',
    level: 'crisis',
    third: true,
    thirdLevel: 'crisis',
    re: /\b(?:bleeding|bled|blood|bleed)\b(?: \w+){0,3}? (?:everywhere|a lot|so much|through|wont stop|will not stop|isnt stopping|not stopping|doesnt stop|cant stop|pouring|dripping|soaked|soaking|all over|on the (?:\w+ )?(?:floor|tiles|keyboard|carpet|sheets|towel|bed|photo|screen|sink|bath|mirror|wall|door)|in my eye|down my (?:arm|leg|wrist|hand))\b|\bcant stop (?:the )?(?:bleeding|red|blood)\b|\bcuts? (?:wont|will not|dont|doesnt|arent) (?:close|stop|closing|stopping)\b|\b(?:bandage|towel|towels|pad|sleeve|hoodie|tissues)s? (?:is |are )?(?:soaked|soaking|full)\b|\b(?:bath ?water|water|sheets|sink|floor)\b(?: \w+){0,4}? (?:going |gone |turning )?(?:red|pink)\b|\b(?:knuckles|skin|hands?|fists?) (?:are |is )?(?:split|bleeding|raw|burst|blistering|bubbling)\b|\b(?:went|gone|cut|go|going|its|it s|theyre) (?:too |really |so |very )?deep(?:er)?(?: this time| tonight| again| now)?(?= \.| ,|$| and| this| tonight| again| now)|\b(?:its|it s) (?:deep|bad) and (?:it )?(?:wont|will not) stop\b|\bopened (?:up )?(?:again|the old|every|my)\b(?=[^.]{0,30}\b(?:scars?|cuts?|wounds?|stitches)\b)|\b(?:forearm|arm|wrist|leg|thigh)s? (?:is |are |s )?open\b|\bblood on (?:his|her|my|dads|mums|the) (?:\w+ )?(?:photo|picture|shirt|jumper|pillow|keyboard|phone|hoodie|sheets|duvet|sofa|carpet|floor)\b/g,
    asks: true,
    unless: /\b(?:scrub\w*|clean\w*|coroner|inquest|post mortem|autopsy|brain|stroke|haemorrhage|hemorrhage|nosebleed|nose|period|blood test|blood pressure|donat\w*|giving blood|bloody|blood bank|blood (?:cancer|clot|sugar)|deep (?:breath|sleep|down|water|voice|love|grief|sadness|hole|end)|in too deep)\b/,
    anchors: ['knuckles', 'skin', 'hand', 'hands', 'fist', 'fists', 'bleeding', 'bled', 'blood', 'bleed', 'red', 'cut', 'cuts', 'bandage', 'towel', 'towels', 'pad', 'sleeve', 'hoodie', 'tissues', 'pink', 'deep', 'deeper', 'opened', 'open'],
  },
  {
    id: 'harm_act',
    reason: 'self_harm',
    level: 'crisis',
    re: new RegExp(
      `\\b(?:cut|cutting|slashed|slashing|sliced|slicing|slit|carved|carving|stabbed|stabbing|dug|digging|gouged|gouging|scalded|scalding|branded|burnt|burned|burning|stuck (?:a |the )?(?:needle|pin|compass|knife|blade)s?|dragged (?:a |the )?(?:blade|razor|knife|glass)|dragging (?:a |the )?(?:blade|razor|knife|glass)|used (?:the |a |my |his |her )?(?:\\w+ ){0,2}?(?:blade|razor|knife|scissors|compass|glass|lighter|iron|sharpener))\\b (?:\\w+ ){0,4}?(?:into |across |on |in |under |against |through |at |down )?(?:both )?(?:(?:my|me|meself|his|her|their|the) (?:own |old )?(?:\\w+ )?${BODY}|myself)\\b`,
      'g',
    ),
    unless: /\b(?:by accident|accidentally|cooking|baking|shaving|chopping|gardening|taking out|at work|fell|falling|tripped|slipped|skiing|football|rugby|gym|training|paper cut|hair ?cut|haircut|cut (?:my|his|her) hair|cut (?:my|his|her) (?:nails|fringe|toenails)|dyed|making|recipe|peeling|opening|tin|can opener|sunburn\w*|the oven tray|cut (?:him|her|them) (?:out|off)|cut (?:my|his|her) losses)\b/,
    anchors: ['cut', 'cutting', 'slashed', 'slashing', 'sliced', 'slicing', 'slit', 'carved', 'carving', 'stabbed', 'stabbing', 'dug', 'digging', 'gouged', 'gouging', 'scalded', 'scalding', 'branded', 'burnt', 'burned', 'burning', 'stuck', 'dragged', 'dragging', 'used'],
  },
  {
    id: 'harm_act_again',
    reason: 'self_harm',
    level: 'crisis',
    re: new RegExp(
      `\\b(?:scratched|scratching|scraped|scraping|hit|hitting|punched|punching|smashed|smashing|banged|banging|headbutted|headbutting|bit|biting|pulling|pulled|pressing|pressed|hurt|hurting|harmed|harming|done|did|had a go at|been at)\\b (?:\\w+ ){0,4}?(?:into |across |on |in |under |against |through |at )?(?:both )?(?:(?:my|me|meself|his|her|their|the) (?:own |old )?(?:\\w+ )?${BODY}|myself|them)\\b|\\b(?:put|kept|held|holding|keeping|putting) (?:my|me) (?:\\w+ ){0,2}?(?:hand|hands|arm|arms|head|face|fingers?|palm|wrist) (?:\\w+ ){0,2}?(?:in|on|into|under|over|against) (?:the |a )?(?:\\w+ )?(?:candle|flame|fire|hob|iron|kettle|boiling|hot tap|hot water|bath water|oven|radiator|grill|lighter)\\b`,
      'g',
    ),
    requires: /\b(?:on purpose|deliberately|again|till|until|bled|bleeding|blood|keep|kept|cant stop|can not stop|wont stop|not stopping|isnt stopping|still (?:doing|going)|doing it|do it|going to do|gonna do|next|more|now|rn|tonight|over and over|every (?:night|day|time)|to feel|to punish|punish|so i (?:can|could)|because|compass|razor|blade|knife|scissors|lighter|iron|kettle|candle|hob|glass|sharpener|needle|grater|hammer|hairbrush|cigarette|deep|cuts|scars|open|split|blister\w*|bubbling|so much|a lot|count|mess|state|swelling|bald|chunks|hot tap|broken)\b/,
    unless: /\b(?:by accident|accidentally|cooking|baking|shaving|chopping|gardening|ironing (?:his|her|the)|taking out|at work|fell|falling|tripped|slipped|skiing|football|rugby|gym|training|brushing|washing|holding (?:my|his|her) hand|held (?:my|his|her) hand|hurt (?:my|his|her) (?:back|knee|ankle|shoulder|foot)|pulled (?:my|his|her) (?:hair )?back|pulling (?:my|his|her) weight|put (?:my|his|her) (?:hand|arm|arms|head) (?:on|round|around)|face (?:the|it|them|him|her)|kept (?:my|his|her) head|hit the (?:road|hay|sack))\b/,
    anchors: ['scratched', 'scratching', 'scraped', 'scraping', 'hit', 'hitting', 'punched', 'punching', 'smashed', 'smashing', 'banged', 'banging', 'headbutted', 'headbutting', 'bit', 'biting', 'pulling', 'pulled', 'pressing', 'pressed', 'holding', 'held', 'put', 'kept', 'keeping', 'putting', 'hurt', 'hurting', 'harmed', 'harming', 'done', 'did', 'go at', 'been at'],
  },
  {
    id: 'attempt_in_place',
    reason: 'attempt',
    level: 'crisis',
    third: true,
    thirdLevel: 'crisis',
    re: new RegExp(
      `\\b(?:${LIGATURE}|lead|it|the \\w+)s? (?:is |s |are )?(?:round|around|on|tight (?:round|around|on)) (?:my|his|her|their) neck\\b|\\b(?:tied|put|got|pulled|wrapped) (?:\\w+ ){0,3}?(?:round|around|on) (?:my|his|her) neck\\b|\\b(?:one leg|both legs|legs|my legs|feet|my feet|foot) (?:\\w+ )?(?:over|dangling over|hanging over|off) (?:the )?(?:edge|side|railing|railings|barrier|drop|ledge|parapet|kante)\\b|\\bwrong side of (?:the )?(?:barrier|railing|railings|fence|rail|bridge)\\b|\\b(?:in|into) the (?:river|sea|water|lake|loch|canal|reservoir|waves)\\b(?: \\w+){0,3}? (?:now|up to my \\w+|up to (?:the|her|his) \\w+|going further|not turning|cant feel)\\b|\\b(?:walked|walking|waded|wading|stood|standing|went|going) (?:out )?(?:into|in) the (?:sea|river|water|lake|loch|waves)\\b(?: \\w+){0,8}? (?:up to|over my|cant feel|not turning|further|now|still)\\b|\\b(?:lying|laying|lay|lie|sitting|sat) (?:down )?(?:in|on) the (?:road|tracks|railway|line|motorway)\\b|\\bpulled the trigger\\b|\\b(?:engine|car)s? (?:is |has been |been )?(?:on|running|going)\\b(?=[^.]{0,40}\\b(?:garage|shut|closed|door down|hose|fumes)\\b)|\\bgarage (?:shut|closed|door (?:down|shut|closed))\\b|\\b(?:climbed|climbing) (?:up )?(?:the |a )?(?:pylon|railing|railings|barrier|parapet|fence|crane|scaffolding)\\b|\\bhanging (?:off|from) (?:the )?(?:balcony|ledge|bridge|railing)\\b|\\b(?:rope|belt|noose) on\\b(?= \\.| ,|$)|\\b(?:balcony|ledge|edge|railing|bridge|roof|bannister|banister)\\b(?: \\w+){0,4}? (?:leaning|tipping) (?:forward|over)\\b|\\b(?:drove|driven|crashed|steered|swerved) (?:\\w+ ){0,3}?into (?:a|the) (?:\\w+ )?(?:tree|wall|bridge|pillar|lorry|truck|river|sea|lake|barrier)\\b(?=[^.]{0,40}\\b(?:on purpose|deliberately|meant to|still in|airbag)\\b)|\\b(?:leaning|tipping|tip) (?:forward|over|into it)\\b(?=[^.]{0,40}\\b(?:neck|edge|drop|bannister|banister|railing|ledge|rope|belt|scarf)\\b)`,
      'g',
    ),
    unless: /\b(?:stillb\w*|born|birth|umbilical|mortuary|body|marks|bruis\w*|paddl\w*|swim(?:ming)? (?:lesson|club|costume)|holiday|surf\w*|fishing|boat|kayak|necklace|scarf (?:he|she) (?:gave|knitted|bought)|wore|wearing|bathroom)\b/,
    anchors: [...LIGATURE_WORDS, 'it', 'neck', 'leg', 'legs', 'feet', 'foot', 'wrong side', 'river', 'sea', 'water', 'lake', 'loch', 'canal', 'reservoir', 'waves', 'road', 'tracks', 'railway', 'line', 'motorway', 'trigger', 'engine', 'car', 'garage', 'pylon', 'railing', 'railings', 'barrier', 'parapet', 'fence', 'crane', 'scaffolding', 'hanging', 'leaning', 'tipping', 'tip', 'balcony', 'ledge', 'edge', 'bridge', 'roof', 'bannister', 'banister', 'drove', 'driven', 'crashed', 'steered', 'swerved'],
  },
  // ---- Perceived burdensomeness (crisis) -----------------------------------------------------
  // The writer's absence set beside what others would gain from it or would not even notice, in any
  // order ("they'd heal without me", "me gone, problem solved", "if I went, mum rests"); a burden,
  // drain or liability the writer says they are; "would anyone notice if I …".
  {
    id: 'burden_absence',
    reason: 'burden',
    level: 'crisis',
    self: true,
    re: new RegExp(`(?:\\b${MY_ABSENCE}|(?:^|(?<=[.,] ))(?:dead|gone)(?= [.,]|$))\\b`, 'g'),
    requires: OTHERS_GAIN,
    unless: /\b(?:for (?:a|the) (?:day|night|weekend|week|bit|while|few days|evening)|while (?:im|i am|i was)|when im (?:at|away|out|on)|this weekend|on holiday|at (?:the|a) (?:conference|hospital|funeral)|nagging|for a change|cancer|terminal|diagnos\w*|hospice|palliative|my will|a will|the will|probate|guardian)\b/,
    negatable: false,
    historical: false,
    anchors: ['dead', 'gone', 'if gone', 'if it', 'if my', 'if the', 'me dying', 'me going', 'me leaving', 'me being', 'both of', 'without a', 'without an', 'without mine', 'minus mine', 'my dying', 'the day', 'the minute', 'as soon', 'removing it', 'remove it', 'the one', 'by going', 'by leaving', 'by disappearing', 'by not', 'by dying', 'from going', 'from leaving', 'from disappearing', 'from not', 'from dying', 'leaving permanently', 'leaving for', 'leaving forever', 'widow', 'widower', 'orphan', 'orphans', 'headstone', 'grieve', 'mourn', 'cry', 'sad', 'for me', 'best', 'if i', 'if im', 'me gone', 'me dead', 'me in', 'me out', 'me not', 'myself gone', 'myself out', 'with me', 'minus me', 'w o', 'without me', 'without my', 'my death', 'my absence', 'my going', 'my funeral', 'my not', 'my existence', 'my being', 'once im', 'when im', 'after im', 'time im', 'once i', 'when i', 'after i', 'removing me', 'removing myself', 'remove me', 'remove myself', 'losing me', 'lose me', 'take myself', 'take me', 'took myself', 'took me', 'taking myself', 'taking me', 'i stopped', 'i stop', 'me stopped', 'me stop', 'i just', 'me just'],
  },
  {
    id: 'burden_label',
    reason: 'burden',
    level: 'crisis',
    re: /\b(?:im|i am|ive become|ive been|i have become|i have been|i became|i feel like|feel like|i feel|being|i was|im becoming|all i am is|i am only|im only|i m)(?: (?:just|only|nothing but|such|now|always|really|honestly|basically|literally|still|becoming|turning into|so much of|more of|a bit of|kind of|sort of|like|the biggest|the main|the one|everyones))* (?:a |an |the |such a |this |one )?(?:(?:huge|massive|big|total|constant|real|heavy|useless|pointless|dead|financial|emotional|extra|biggest|main|only|worst) )?(?:burden|drain|dead weight|millstone|liability|chore|nuisance|encumbrance|weight (?:on|round|around|pulling)|the problem\b(?! (?:is|with|was|here))|a problem (?:to|for)|thing (?:she|he|they) (?:has|have) to worry about|homework for|reason (?:my|the|our|everyone)\w* (?:family|house|home|mum|dad|everyone|life)? ?(?:is|are) (?:falling apart|miserable|sad|struggling)|in (?:the|their|everyones) way)\b|\bi (?:only|just) (?:cause|bring|make|add) (?:pain|problems|trouble|hurt|misery|stress|grief|everything worse|more pain)\b|\b(?:be|get|set|them|him|her) free (?:of|from) me\b|\b(?:stop|stopped|stopping) being (?:a|their|his|her|everyones|the family s|the) burden\b|\bstop worrying about me (?:forever|for good|permanently)\b|\bonly one (?:way|cure|fix|solution) (?:that happens|for (?:it|this|me|that)|to (?:fix|end|stop|set) (?:it|this|that|them|me))\b/g,
    negatable: false,
    anchors: ['burden', 'drain', 'weight', 'millstone', 'liability', 'chore', 'nuisance', 'encumbrance', 'problem', 'thing', 'homework', 'reason', 'way', 'i only', 'i just', 'free', 'worrying', 'only one'],
  },
  {
    id: 'burden_notice',
    reason: 'burden',
    level: 'crisis',
    self: true,
    re: /\b(?:nobody|no one|noone|who|would anyone|would anybody|would they|would people|would my \w+|anyone|anybody|not a soul|none of them)(?: would| will| d| even| really| actually| ever){1,3} (?:notice|clock|realise|realize|miss me|care|grieve (?:me|for me)|blink|come to my funeral|come|lose (?:more than|sleep)|shed a tear|mourn me)\b|\bwho(?: would| d)? (?:even |actually |really )?miss me\b|\b(?:nobody|no one|noone) (?:would|will|d)? ?(?:even )?miss me\b|\b(?:they|you|he|she|everyone|nobody|people) (?:wont|will not|wouldnt|would not) (?:even )?miss me\b|\bmy funeral\b(?: \w+){0,3} (?:nobody|no one|noone|empty)\b|\b(?:nobody|no one|noone) (?:would|will)\b(?= \.| ,|$)(?<=\b(?:miss|notice|care|come)\b[^.]{0,40})/g,
    negatable: false,
    anchors: ['nobody', 'no one', 'noone', 'who', 'anyone', 'anybody', 'soul', 'none', 'would they', 'would people', 'would my', 'miss me', 'my funeral'],
  },
  // ---- Goodbyes, final messages, affairs put in order with finality (crisis) --------------------
  // A farewell made permanent ("bye forever", "last message", "don't look for me", "whoever finds
  // this"); the writer not being there after a date or for what comes next; belongings given or
  // things arranged "for after", "once I'm gone", "so nobody has to"; goodbyes sent or scheduled.
  {
    id: 'farewell_final',
    reason: 'goodbye',
    level: 'crisis',
    self: true,
    historical: false,
    re: new RegExp(
      [
        '\\b(?:bye|goodbye|good bye|farewell|adios|adieu|alvida|paalam|cheerio|hooroo|ta ra|see ya|later|peace out|over and out|logged off|signing off|signing out|gg|night night|goodnight|khuda hafiz)\\b(?: \\w+| ,){0,3}? (?:forever|for good|permanently|4ever|for keeps|for the last time|last time)\\b',
        '\\b(?:this is|heres|here is) my (?:last|final) (?:goodnight|goodbye|good night)\\b|^my (?:last|final) (?:goodnight|good night)(?= x|$| \\.)|\\bmy (?:last|final) (?:act|wish|job) (?:is|will be)\\b|\\bmy last words will\\b|\\b(?:this is|heres|here is|here s|thats|sending) (?:my |the )?(?:last|final) (?:message|msg|post|words|transmission|entry|goodnight|voice note|page|thank you|one|time writing|time posting|time here|photo|act|wish)\\b|^(?:last|final) (?:message|msg|post|words|transmission|entry|one|thank you)\\b|(?<!\\b(?:his|her|their|your|\\w+s|the) )\\b(?:last|final) (?:message|msg|post|words|transmission|entry)(?= \\.| ,|$)',
        '\\b(?:last|final) time (?:you ll|youll|you will|anyone|anybody|you|u) (?:hear|see|get)\\b|\\bthe last (?:thing )?(?:you ll|youll|you will) (?:hear|get)\\b|\\bfor the last time\\b(?=[^.]{0,40}\\b(?:bye|goodbye|thank|love|sorry|signing|me)\\b)|\\b(?:typing|writing|posting|saying|messaging) (?:this )?one last time\\b',
        '\\b(?:dont|do not|nobody|no one|noone|please dont|pls dont|dont anyone) (?:come |go |bother |try )?(?:look|looking|search|searching|come looking) for me\\b|\\bdont (?:come )?follow me\\b|^dont follow\\b|\\bnobody come looking\\b',
        '\\b(?:whoever|when (?:you|they|someone|somebody|mum|dad|my \\w+)|if (?:you|someone|anyone|somebody)) (?:\\w+ )?finds? (?:this|me|my (?:phone|body|note|letter))\\b',
        '\\b(?:tell|please tell) (?:\\w+ ){0,3}?(?:it (?:was not|wasnt|isnt)(?: \\w+)?|it wasnt (?:him|her|you|them|ur|your)|(?:he|she|they) (?:didnt|did nothing)|(?:his|her|their) (?:mum|dad|mummy|daddy) had to go|i had to go|i couldnt stay|i (?:am|m) sorry i couldnt|i was proud|im sorry and i (?:love|loved))\\b',
        '\\b(?:im|i am) not sticking around\\b|\\b(?:im|i am) (?:letting go|done now|gone now|leaving now|going now|off now)\\b(?= \\.| ,|$| for good| forever| now)|\\bi couldnt stay\\b|\\bi m gone(?= \\.| ,|$)|\\bim gone(?= \\.| ,|$)(?<=\\b(?:kiss|love|tell|sorry|bye|hug)\\b[^.]{0,40})',
        '\\b(?:its|it s|it is|this is|thats|that is|it was|this was|that was) (?:actually |really |my |a )*(?:goodbye|my goodbye|a goodbye present|my way of saying goodbye)\\b|\\b(?:this is|heres|here is) me saying (?:goodbye|bye)\\b|\\bsaying goodbye properly\\b|\\bsigning (?:out|off) of (?:this )?(?:world|life)\\b|\\b(?:away|gone|out|off) for good\\b(?<=\\b(?:me|im|i m|thats me|that s me|i am) (?:\\w+ ){0,2}(?:away|gone|out|off) for good)|\\bbefore i go (?:for good|forever)\\b|(?<!\\b(?:see|saw|visit|visited|hold|held|kiss|kissed|hug|hugged) (?:him|her|them|\\w+) )\\bone last time\\b(?<=\\b(?:i|im|me|my|ive)\\b[^.]{0,60})|\\bwhile i still can\\b|\\bno more (?:posts|messages|texts|updates) from me\\b|\\b(?:youll|you will|she ll|shell|hell|he ll|they ll|theyll|mum ll|dad ll) (?:\\w+ )?(?:find|read|get|open) (?:the|my) (?:note|letter|letters|envelope)\\b|\\bi (?:am |m )?sorry (?:im|i am|i m) leaving\\b|\\b(?:raise|look after|bring up|do better by) (?:her|him|them|the kids|the girls|the boys)(?: \\w+){0,2}? better than i (?:can|could|ever)\\b|\\bthe last (?:thing|job) i (?:ll|will|needed|had|have)\\b|\\blast thing i ll (?:ever )?(?:write|say|do|send)\\b|\\b(?:i was|im|i am) (?:secretly )?saying goodbye\\b(?! to (?:the |this |our |my |her |his |their )?(?:\\w+ )?(?:house|home|flat|old|grave|car|room|job|town|city|place|street|shop|office))|\\bsaid goodbye to (?:everyone|my (?:sister|brother|mum|dad|nan|family|friends))\\b(?=[^.]{0,40}\\b(?:without|realis|knowing|know it|didnt know)\\w*)',
        '\\b(?:scheduled|drafted|set up|timed|queued) (?:\\w+ ){0,3}?(?:emails?|messages?|posts?|texts?|goodbyes?|voice notes?)\\b|\\b(?:emails?|messages?|posts?|texts?|letters) (?:is |are )?(?:scheduled|set to send|drafted and scheduled)\\b|\\bsends itself\\b',
      ].join('|'),
      'g',
    ),
    unless: /\b(?:holiday|vacation|trip|flight|moving house|new job|new flat|therapist|counsell?or|grief group|homework|exercise|unsent|to (?:my|his|her) (?:late|dead)|the house|old house|at the grave|read (?:it )?at|eulogy for|memorial page for (?:him|her)|funeral director|chapel of rest|viewing)\b/,
    anchors: ['bye', 'goodbye', 'farewell', 'adios', 'adieu', 'alvida', 'paalam', 'cheerio', 'hooroo', 'ta ra', 'see ya', 'later', 'peace out', 'over and', 'logged off', 'signing', 'gg', 'night night', 'goodnight', 'khuda', 'last', 'final', 'look for', 'looking for', 'come looking', 'search for', 'searching for', 'follow', 'finds', 'find', 'tell', 'letting go', 'done now', 'gone now', 'sticking', 'leaving now', 'going now', 'off now', 'couldnt', 'gone', 'saying goodbye', 'said goodbye', 'saying bye', 'properly', 'world', 'life', 'for good', 'before i', 'one last', 'still can', 'no more', 'find the', 'find my', 'read the', 'read my', 'get the', 'get my', 'open the', 'open my', 'leaving', 'better than', 'last thing', 'last job', 'my last', 'the last', 'scheduled', 'drafted', 'set up', 'timed', 'queued', 'sends'],
  },
  {
    id: 'not_there_after',
    reason: 'goodbye',
    level: 'crisis',
    self: true,
    historical: false,
    re: /\b(?:i )?(?:wont|will not|wont be able to|will not be able to) be (?:here|around|there|alive|at (?:any|another|the)|able to|needing|coming|using|riding|going|seeing|playing|living|finishing)\b(?: \w+){0,4}? (?:to (?:see|hear|hand|give|tell|show|do|watch|say|play|ride|listen|update|spoil|walk|thank|read|open)|for (?:that|any|it|them|the rest|her|him|that part)|after (?:tonight|this|today|\w+day|the weekend|tomorrow)|anymore|any more|again|by (?:then|the time|\w+day)|when (?:it|she|he|they|you)|much longer|myself|past \w+|to do it|in person|or anything else|them again|it again|anywhere|one|a third|that part)\b|\b(?:because|as|since|cos) i (?:wont|will not) be(?= \.| ,|$)|\bi (?:wont|will not) finish (?:anything|any of it)\b|\bwhen (?:its|it is|it s) (?:over|done|happened)\b|\bwhen it happens (?:next|this|on|tonight|tomorrow)\b|\b(?:someone|somebody|nobody|no one) (?:else )?(?:will have to|keeps|can|has to|will need to)(?: \w+){0,4}? after me\b|\b(?:has|have|ll have|will have) to deal with (?:it|everything|me|all this) after\b|\b(?:i )?(?:wont|will not) (?:be )?need(?:ing)? (?:them|it|these|those|my \w+|any of (?:it|this|them)|anything|inki|you)(?: \w+)? (?:after|anymore|any more|where|now|again)\b|\b(?:after|once|when) (?:im|i am|i m) (?:gone|not here|no longer here)\b(?![^.]{0,100}\b(?:cancer|terminal|diagnos\w*|hospice|palliative|illness|tumou?r|months to live|weeks to live|chemo|old|retire\w*)\b)|\bfor after\b(?=[^.]{0,40}\b(?:im|i am|i m|i go|me)\b| ")|" for after "/g,
    unless: /\b(?:holiday|vacation|trip|away (?:for|on)|work(?:ing)? (?:away|abroad)|conference|hospital for|operation|surgery|moving|emigrat\w*|night shift|the funeral (?:is|on)|cancer|terminal|hospice|palliative|exam|trial)\b/,
    anchors: ['wont', 'will not', 'after', 'once', 'when', 'for after', 'finish', 'deal with'],
  },
  {
    id: 'given_for_good',
    reason: 'goodbye',
    level: 'crisis',
    self: true,
    historical: false,
    re: /\b(?:gave|given|giving|give|left|leaving|signed over|handed over|passed on|transferred|put|posted|taken|took|asked (?:\w+ ){0,2}to take|rehomed|told (?:him|her|them) (?:they|its|theyre))\b(?: \w+| ,){0,7}? (?:(?:for|to) (?:keeps|good|ever)|forever|4ever|yours now|theirs now|his now|hers now|his for keeps|for after|a goodbye present|goodbye present|with a note (?:saying|that says) (?:sorry|goodbye)|(?:in|on) (?:a|the) (?:folder|envelope|box) (?:marked|labelled|with)|(?:she|he|they) (?:ll|will) (?:find|need|know)|(?:doesnt|dont|didnt) know (?:why|its|it s|it was)|(?:she|he|they) thinks? (?:im|i m|i am) (?:moving|emigrating|going)|so (?:nobody|no one|noone) (?:has to|gets|is left|will have to|needs to)|(?:once|when|after) (?:im|i m|i am) (?:gone|not here))\b|\b(?:so|then) (?:nobody|no one|noone)(?: \w+){0,2}? (?:has to|have to|gets|is left|will have to|needs to|is) (?:find|deal|clean|chase|chased|sort|pay|with)\b|\b(?:every|all the|the last|no) loose ends?\b|\bnothing (?:of (?:me|mine) )?left (?:for me )?to (?:sort|do|arrange|finish|tie up)\b|\b(?:the last (?:of my things|thing i needed to (?:finish|sort|do))|last (?:of my|thing on my) (?:things|list))\b|\b(?:my|mine) (?:\w+ ){0,2}?(?:is |s |are )?(?:yours|theirs|his|hers|urs) (?:now|forever|4ever|for keeps)\b|\bloose ends\b/g,
    unless: /\b(?:holiday|moving (?:house|flat|in)|new (?:flat|house|home)|downsiz\w*|clear(?:ing)? (?:out )?(?:his|her|their|mums|dads) (?:house|flat|things|room)|charity shop for (?:him|her)|his things|her things|their things|mums things|dads things|in his memory|in her memory)\b/,
    anchors: ['gave', 'given', 'giving', 'give', 'left', 'leaving', 'signed', 'handed', 'passed', 'transferred', 'put', 'posted', 'taken', 'took', 'asked', 'rehomed', 'told', 'nobody', 'no one', 'noone', 'loose', 'left to', 'last', 'yours', 'theirs', 'his', 'hers', 'urs'],
  },
  {
    id: 'goodbye_signoff',
    reason: 'goodbye',
    level: 'crisis',
    self: true,
    historical: false,
    re: /(?:^|(?<=[.,] ))(?:goodbye|good bye|bye|farewell|adios|adieu|alvida|hooroo|cheerio|ta ra|over and out|logged off|signing off|night night|goodnight|paalam|ciao|im gone|i m gone|im off|thats me|that s me|this is it|its time|its goodbye now|im done here)(?: (?:now|all|everyone|everybody|world|my loves?|x|xx|then|i guess|for now|nan|mum|dad|mam|ma|love|kids|guys|lads|pal|mate|you|u))*(?= \.| ,|$)/g,
    requires: /\b(?:sorry(?! (?:for|about) (?:rambling|the (?:long|rant|essay|late)|going on|being|the delay|bothering))|sry|forgive me|love (?:you|u) all|i love (?:you|u)|loved (?:you|u|her|him|them)|note|notes|letter|letters|envelopes?|gave (?:everything|it all|away|all)|given (?:away|everything)|rehomed|the will|my will|papers|passwords|look after (?:my|the|\w+|him|her|them) for me|take care of (?:my|them|him|her|each other|the)|it wasnt (?:your|ur|anyones|him|her|you)|none of (?:this|it) (?:is|was)|for the end|my funeral|nothing (?:left|keeping)|forever|4ever|for good|4 good|permanently|last|final|made my peace|my peace|written down|left everything|it s all written|disappear|im tired|couldnt keep going|tried|out for good|dont (?:look|follow|come)|thank you for (?:being|everything|trying|listening|the)|thanks for (?:everything|trying|the chats|the yarns|being))\b/,
    unless: /\b(?:for now|see you (?:tomorrow|soon|later|next)|talk (?:tomorrow|soon|later)|back (?:tomorrow|later|soon)|speak soon|till tomorrow|until tomorrow|catch you)\b/,
    anchors: ['goodbye', 'good bye', 'bye', 'farewell', 'adios', 'adieu', 'alvida', 'hooroo', 'cheerio', 'ta ra', 'over and', 'logged off', 'signing off', 'night night', 'goodnight', 'paalam', 'ciao', 'im gone', 'i m', 'im off', 'thats me', 'that s', 'this is', 'its time', 'its goodbye', 'im done'],
  },
  {
    id: 'free_to_go',
    reason: 'goodbye',
    level: 'crisis',
    self: true,
    historical: false,
    re: /\b(?:so |and )?i can (?:go|leave|rest|let go)(?: now| knowing| in peace| at last)?\b(?= \.| ,|$| now| knowing)|\bnothing (?:is )?keeping me (?:here|now|anymore)\b|\b(?:loose ends|every loose end)\b|\b(?:dont|do not) come (?:round|over|home|to the house|in)\b(?= tomorrow| tonight| \.| ,|$)/g,
    requires: /\b(?:papers|will|wills|raise|guardian\w*|signed|letters?|notes?|sorted|arranged|provided for|looked after|in order|insurance|solicitor|keys?|passwords?|back door|peace|sorry|goodbye|rehomed|the cat|the dog|nobody|no one)\b/,
    anchors: ['i can', 'keeping me', 'loose', 'come round', 'come over', 'come home', 'come to', 'come in'],
  },
  // ---- Preparing to die and saying goodbye, in more words (crisis) -------------------------------
  // Warning signs of preparation (AFSP, 988): one's own funeral arranged with finality, letters left
  // for after, one's own things given away or accounts closed with words of an ending, a last
  // message, and a note's words ("it wasn't anyone's fault", "tell mum I love her").
  {
    id: 'gb_own_funeral',
    reason: 'goodbye',
    level: 'crisis',
    only: 'first',
    re: /\b(?:paid for|prepaid|paid off|booked|arranged|sorted|signed (?:\w+ ){0,3}?for|chosen|picked|picked out|chose|planned|bought|made) (?:\w+ ){0,3}?(?:my own|my) (?:funeral|plot|grave|cremation|burial|headstone|coffin|casket|funeral plan|readings|hymns|outfit|playlist)\b|\b(?:for|at) my (?:own )?funeral\b|\b(?:bury|cremate) me in\b|\bits for me\b(?= [^.]{0,40}\b(?:wont be long|not long|soon)\b)/g,
    requiresAround: /\b(?:wont be long|not long now|long now|so soon|note|letters?|goodbye|the end|its for me|bury me|sorry|before i go|when im gone|for the end|doesnt matter now|that part will)\b/,
    anchors: ['funeral', 'plot', 'grave', 'cremation', 'burial', 'headstone', 'coffin', 'casket', 'readings', 'hymns', 'outfit', 'playlist', 'bury me', 'cremate me', 'for me'],
  },
  {
    id: 'gb_letters_after',
    reason: 'goodbye',
    level: 'crisis',
    only: 'first',
    re: /\b(?:letters?|notes?|cards?|voice notes?|videos?|message|doc|folder|envelope) (?:[\w"]+ ){0,6}?(?:to be opened|open after|for (?:when|after) (?:im|i am|youre|you are) (?:gone|older|big|grown)|for when (?:youre|you are) (?:older|big|grown)|for whoever (?:finds|reads|comes)|play me when|when (?:im|i am) gone|on a timer|scheduled)\b|\b(?:when you read this|whoever reads this|whoever finds this|if (?:you are|youre|someone is|anyone is) reading this|if (?:someone|anyone|you|u) (?:reads?|sees?) this later|dear whoever|to whoever (?:reads|finds)|by the time you read this|when you (?:read|find) (?:this|these|the letters?))\b/g,
    unlessNear: /\b(?:cancer|terminal|diagnosis|diagnosed|palliative|hospice|months to live|weeks to live|my illness|mnd|als|dying|memory box|therapist|counsellor|grief (?:group|exercise))\b/,
    anchors: ['opened', 'open after', 'for when', 'for after', 'whoever', 'play me', 'when im', 'timer', 'scheduled', 'read this', 'reads this', 'finds this', 'reading this', 'sees this', 'see this', 'dear whoever', 'by the', 'you read', 'you find', 'for whoever'],
  },
  {
    id: 'gb_letters_each',
    reason: 'goodbye',
    level: 'crisis',
    only: 'first',
    re: /\b(?:wrote|written|writing|left|sealed|hid|hidden|put|finished) (?:\w+ ){0,3}?(?:a |the |my |\d+ |four |three |two |five )?(?:letters?|notes?|cards?) (?:\w+ ){0,3}?(?:for|to) (?:each of |all of |everyone|every one of )?(?:my |the |our )?(?:\w+ )?(?:kids|children|family|grandchildren|grandkids|boys|girls|sons|daughters|friends|parents|everyone|family members)\b|\b(?:wrote|written|sealed) (?:\d+|four|three|two|five|six) letters\b|\bthe letters (?:are|on the)\b|\bletters are sealed\b/g,
    requiresAround: /\b(?:sealed|after|gone|goodbye|bye|sorry|find them|when they need|the end|last|bureau|hidden|drawer|loft|wardrobe|on (?:my|the) (?:bed|table|pillow)|tonight|in order|for good|understand why|hope (?:she|he|they) understands?|im so tired)\b/,
    unlessNear: /\b(?:cancer|terminal|diagnosis|diagnosed|palliative|hospice|months to live|weeks to live|my illness|mnd|als|dying|memory box|therapist|counsellor|grief (?:group|exercise))\b/,
    anchors: ['letter', 'letters', 'note', 'notes', 'card', 'cards'],
  },
  {
    id: 'gb_give_final',
    reason: 'goodbye',
    level: 'crisis',
    only: 'first',
    re: /\b(?:gave|given|giving|give|handed|rehomed|rehoming|left|signed|forwarded|transferred|put|sent|shared|found (?:a home|homes|someone) for|found someone to take|asked (?:\w+ ){0,3}?to (?:take|keep|have|look after)|sorted who(?:s| is) having|(?:wrote|written) out who gets|got rid of|bagged up|share all) (?:\w+ ){0,4}?(?:my|mine|all my|every)\b|\ball my (?:money|savings)(?:s| is)? (?:sitting )?in\b|\b(?:my|mine) (?:along )?with them\b|\bmine too\b/g,
    requiresAround: FINAL_NEAR,
    unlessNear: /\b(?:(?:he|she|they) (?:died|passed)|moving (?:house|flat|to)|downsiz\w*|clear(?:ing)? out (?:his|her|their|mums?|dads?)|spring clean|decluttering)\b/,
    anchors: ['my', 'mine', 'all my', 'every'],
  },
  {
    id: 'gb_admin_final',
    reason: 'goodbye',
    level: 'crisis',
    only: 'first',
    re: /\b(?:(?:cancelled|canceled|closed) (?:my |the |all my )?(?:\w+ )?(?:gym|phone|contract|subscriptions?|papers|milk|direct debits?|insurance|membership|account|accounts|netflix|isa|savings|bank)|(?:paid off|settled|cleared) (?:my|all my) (?:\w+ )?(?:debts?|phone|card|loan|credit card|bills|tab|rent|mortgage|car|overdraft)|returned (?:my|the) (?:library books|books|keys|laptop|uniform)|emptied (?:my )?(?:locker|desk|room|account|fridge)|deleted (?:all )?my (?:socials|accounts?|drafts|search history|profile|instagram|facebook)|unfollowed|handed in (?:my|the) (?:notice|resignation|badge|lanyard|keys|laptop|locker)|given (?:the landlord )?notice|topped up the meter|set up a standing order|set (?:my )?(?:phone )?passcode|set (?:my )?out of office)\b/g,
    requiresAround: /\b(?:for the last time|last|for good|indefinitely|no more|after (?:friday|that|this|the weekend)|final|anyone sees me|goodbye|bye|closing the last tab|nobody left|get in after|find someone else|sorry|thanks for putting up|in every sense|just saying bye|last time)\b/,
    anchors: ['cancelled', 'canceled', 'closed', 'paid off', 'settled', 'cleared', 'returned', 'emptied', 'deleted', 'unfollowed', 'handed in', 'notice', 'topped', 'standing order', 'passcode', 'out of'],
  },
  {
    id: 'gb_last_contact',
    reason: 'goodbye',
    level: 'crisis',
    only: 'first',
    re: /\b(?:this(?: will| ll)? be|this is|its) (?:the |my )?(?:last|final) (?:thing (?:i (?:write|say|post))?|message|post|entry|journal entry|words?|time (?:you|anyone) (?:hear|will hear))\b(?! (?:he|she|they|from|i got|i ever got|we)\b)|\b(?:my|the) (?:last|final) (?:journal )?(?:message|post|entry|words|voice note)(?: (?:to|for) (?:\w+ ){0,2}?(?:recorded|saved|scheduled|on a timer|is saved))?\b(?= \.| ,|$| to| for| recorded| saved| is)|\b(?:last|final) (?:journal )?entry\b|\b(?:wont|will not|never) be (?:on here|back on here|posting|writing) (?:again|after)\b|\bi wont be back(?= \.| ,|$| not| on here| here)|\b(?:dont|doesnt) know (?:its|it is|that (?:was|its)) the last\b|\blast time anyone (?:hears|sees|will)\b|\bgiving (?:u|you) the last word\b|\bmy last ever (?:shift|show|gig|post|day)\b|\bhear their voices one last time\b/g,
    unlessNear: /\b(?:(?:his|her|their) (?:last|final) (?:message|words|post|entry|voice note)|died|passed|before (?:he|she|they) died|(?:he|she|they) (?:ever )?sent)\b/,
    anchors: ['last', 'final', 'on here', 'posting', 'writing', 'be back', 'last time', 'last word'],
  },
  {
    id: 'gb_note_words',
    reason: 'goodbye',
    level: 'crisis',
    only: 'first',
    re: /\b(?:it )?(?:wasnt|was not|isnt|is not) (?:anyones|anybodys|your|ur|their|her|his|mums|dads|moms|you|her|him|them)(?: fault)?(?= \.| ,|$| fault| either| at all| not)|\bnone of (?:this|it) (?:was|is) (?:you|ur|your|her|him|them|their|anyones)\b|\b(?:tell|please tell|pls tell) (?:my |our |me |the )?(?:\w+ ){0,2}?(?:i|that i|im) (?:love|loved|am sorry|m sorry|was sorry|never stopped loving|did love)\b|\b(?:please|pls|plz) (?:look after|take care of|feed|delete) (?:\w+ ){0,3}?(?:for me|when im gone|if anything happens)\b|\bkiss the (?:boys|girls|kids)(?: for me)?\b/g,
    requiresAround: /\b(?:sorry|whoever|reads? this|later|goodbye|bye|forgive|finally|leaving|couldnt stay|too heavy|when you read|be brave|im with|i am with|thank (?:you|u) for everything|im gone|at peace|not coming back|this is it|last)\b/,
    unlessNear: /\b(?:died|passed|death|crash|accident|illness|cancer|coroner|inquest|driver|doctors said|post mortem|the (?:nurse|doctor|consultant) said|therapist said|overdose|pills|drugs|suicide|laced|his fault|her fault)\b/,
    anchors: ['wasnt', 'was not', 'isnt', 'is not', 'none of', 'tell', 'look after', 'take care', 'feed', 'delete', 'kiss'],
  },
  {
    id: 'gb_done_now',
    reason: 'goodbye',
    level: 'crisis',
    only: 'first',
    re: /\b(?:thats|that is) me (?:done|finished)(?: now)?(?= \.| ,|$)|\b(?:im|i am) done here\b(?= \.| ,|$)|\bthis is it(?= \.|$)|\bnow its just the leaving part\b|\b(?:im|i am) gone(?= \.|$)|\bout for good\b|\btime i went too\b|\b(?:before|after) i go(?= \.| ,|$)|\b(?:tonight|today) is my goodbye\b|\bsaying goodbye to someone\b|\b(?:gone|going) fi good\b|\bi no go dey again\b|\bmi gone\b/g,
    requiresAround: /\b(?:sorry|goodbye|bye|love|loved|tell|thank|thanks|ta|kiss|letters?|note|given|gave|rehomed|sorted|in order|written|wrote|signed|paid|cat|dog|leaving|gg)\b/,
    anchors: ['me done', 'me finished', 'done here', 'this is', 'leaving part', 'gone', 'for good', 'went too', 'i go', 'my goodbye', 'goodbye to', 'fi good', 'no go', 'mi gone'],
  },
  // ---- History (concern) -------------------------------------------------------------------------
  // C-SSRS lifetime items told as history: a past attempt ("after my attempt at 22", "tried twice
  // in my twenties"), admission or watch, self-harm in the past ("I used to cut", "haven't cut in
  // eleven years", "my wrists tell the story"), a past plan not carried out, and thoughts that come
  // and go or are coming back. About the writer only; a current attempt is read by the crisis rules.
  {
    id: 'history_attempt',
    reason: 'history',
    level: 'concern',
    only: 'first',
    re: /\b(?:my|an|a|one|1|previous|last|first|second|serious|failed) (?:suicide |serious |first |second |last |failed |previous |own )?attempts?\b(?! (?:at|to) (?!\d)\w+)|\battempt survivor\b|\bsurvivor of (?:an |my |a )?(?:suicide )?attempt\b|\bhistory of (?:\w+ ){0,3}?(?:attempts?|self harm|overdoses?|suicidal|cutting)\b|\bthe (?:time|night|year|day) (?:i|when i) (?:tried|attempted|overdosed|nearly|almost)\b|\b(?:\d+|two|three|several|multiple) (?:suicide )?attempts\b|\b(?:i |ive |i have |i had )?(?:tried|attempted) (?:twice|once|three times|\d+ times|before|(?:when|at|in|back in|as a|during|after) (?:i was|\d+|my|the|uni|university|college|school|year|grade|high school|\w+ (?:grade|year)))\b|\bafter i (?:tried|attempted)(?= \.| ,|$)|\b(?:i |ive |i have |i had |i was |got |been |was )(?:\w+ )?(?:sectioned|on suicide watch|in (?:the |a )?psych(?:iatric)? (?:ward|unit|hospital)|hospitali[sz]ed (?:\w+ ){0,3}?for (?:an attempt|suicidal|depression|self harm|an overdose))\b|\b(?:psych ward|psych unit|grippy sock|home treatment team|stomach pumped|suicide watch)\b|\bcrisis team (?:knew|came|were called|had)\b|\bnearly (?:unalived|unalive|killed myself|went through with it|ended it)\b(?! (?:of|laughing|from|on|when|at|in|with|doing|trying|falling|slipping)\b)|\b(?:i|ive|i have|i had) survived (?:a |my |an )?(?:jump|attempt|overdose)\b|\bmy (?:overdose|jump)\b/g,
    anchors: ['attempt', 'attempts', 'survivor', 'history', 'tried', 'attempted', 'overdosed', 'nearly', 'almost', 'sectioned', 'watch', 'psych', 'psychiatric', 'hospitalised', 'hospitalized', 'psych ward', 'grippy', 'crisis team', 'treatment team', 'pumped', 'nearly', 'survived', 'overdose', 'jump'],
    historical: false,
  },
  {
    id: 'history_self_harm',
    reason: 'history',
    level: 'concern',
    only: 'first',
    re: /\b(?:used to|use to) (?:cut|self harm|burn myself|hurt myself|scratch|harm myself)\b|\bi was a cutter\b|\b(?:havent|have not|not|hasnt) (?:cut|self harmed|hurt myself|burned|burnt|scratched)(?: myself)? (?:in|for) (?:\w+ ){0,2}?(?:years|months|weeks|yrs|days)\b|\b(?:clean|free) (?:from|of) (?:cutting|self harm|burning|scratching|self harming)\b|\b(?:old|self harm) scars\b|\bscars are (?:old|mostly faded|faded|fading)\b|\bthe scars are\b|\bmy (?:arms|wrists|thighs|legs|scars) (?:remember|tell)\b|\btracing (?:them|my scars)\b|\bthe last time i (?:cut|self harmed|hurt myself)\b|\b(?:urge|urges|itch) (?:to (?:cut|scratch|self harm|burn) )?(?:is |are |came |has come |have come |coming )?back\b|\brelapsed and (?:cut|scratched|burned|burnt|hurt myself)\b|\b(?:slipped up|relapsed) and (?:\w+ )?(?:cut|scratched)\b|\bi did that to my own (?:arm|arms|wrist|wrists|legs)\b|\b(?:ex|former|recovering|recovered) (?:self harmer|cutter)\b|\bcutter (?:at|when|in|as)\b|\bself harmed (?:in|at|when|as|for|through|during)\b|\b(?:cut|harm|relapse) free\b|\b(?:\d+|\w+) (?:years|yrs|months) clean\b|\bscars on my (?:\w+ )?(?:thighs|arms|wrists|legs|stomach|hips) from\b/g,
    anchors: ['used to', 'use to', 'cutter', 'cut', 'self harmed', 'hurt myself', 'burned', 'burnt', 'scratched', 'clean', 'free', 'scars', 'remember', 'tell', 'tracing', 'last time', 'back', 'relapsed', 'slipped', 'my own', 'self harmer', 'cutter', 'self harmed', 'free', 'clean', 'scars'],
    historical: false,
  },
  {
    id: 'history_plan',
    reason: 'history',
    level: 'concern',
    only: 'first',
    re: /\b(?:never|didnt|did not|couldnt|could not) (?:\w+ )?(?:go|went|follow|followed) through with (?:it|them)\b|\b(?:had|made|mapped out|planned) (?:a plan|it all planned|the whole thing planned|my own ending|a method picked out|a date)(?: \w+){0,2}? (?:once|when|in \d+|back|years|at \d+|before|after|in my)\b|\bi had a plan (?:once|when|in|back|years)\b|\bwrote a note(?: and everything)?(?= \.| ,|$| never| and (?:never|then))|\b(?:researched|looked up|googled) ways to (?:go|die)\b|\b(?:thoughts|urges?|pull|khayal|the thoughts) (?:of|about) (?:it|ending it|dying) (?:\w+ ){0,2}?(?:came back|come back|are back|return)\b|\btalked me down\b/g,
    requiresAround: /\b(?:years|ago|when i was|at \d+|in \d{4}|\d{4}|once|never|didnt|got help|back then|teens?|twenties|thirties|uni|college|school|grade|since|before|used to|talked me down|burned them|deleted)\b/,
    anchors: ['through with', 'plan', 'planned', 'mapped', 'method', 'date', 'note', 'ways to', 'came back', 'come back', 'are back', 'return', 'talked me'],
    historical: false,
  },
  {
    id: 'history_thoughts_return',
    reason: 'history',
    level: 'concern',
    only: 'first',
    re: /\b(?:the|those|old|same|dark|suicidal|these|my) (?:old |dark |same |suicidal )?(?:thoughts|urges?|pull|khayal|ideation) (?:\w+ ){0,3}?(?:come and go|comes and goes|came back|come back|coming back|are back|is back|have been coming back|pop in|popped in|drift(?:ing)? back(?! to (?!it\b))|creep(?:ing)? back|keep (?:coming|drifting) back(?! to (?!it\b))|visit|visits|return|returned|returning|knocking again|comes back|back (?:again|this week|lately|since|a bit))\b|\b(?:thoughts|they|it) (?:still )?(?:drift in|drifts in|show up|shows up|float past|floats past|brush(?:es)? past|never fully left)\b|\bthoughts come(?: ,)? (?:and )?(?:thoughts )?go\b|\b(?:passing|fleeting) (?:thoughts|ones)\b|\ba thought floats past\b|\b(?:i was|i felt|i got|was|felt|been) (?:\w+ )?suicidal (?:after|in|when|at|for|as|during|back|years|once|before|in my)\b|\bsuicidal (?:year|years|bout|bouts)\b|\b(?:thoughts|they) (?:come and go|pop in|visit sometimes)\b|\b(?:passive |suicidal |chronic )?ideation\b|\bsuicidal (?:spell|spells|depression|phase|patch|period|episode|episodes|time|stretch)\b|\b(?:it|they|the thoughts) (?:visits|visit|came|come)(?: ,)? (?:it |they )?(?:leaves|leave|went|go)\b|\b(?:the )?(?:thoughts|urges) (?:are |came |have come )?back\b|\bnot acted on\b|\bwhen i (?:wanted to die|was suicidal|tried)\b|\bbeen there before\b|\bi know (?:my own|the) (?:signs|warning signs)\b/g,
    anchors: ['thoughts', 'urge', 'urges', 'pull', 'khayal', 'ideation', 'fleeting', 'passing', 'brush', 'brushes', 'float', 'floats', 'drift', 'drifts', 'show up', 'shows up', 'left', 'suicidal', 'visits', 'visit', 'came', 'come', 'back', 'acted', 'wanted to', 'was suicidal', 'tried', 'been there', 'signs'],
    historical: false,
  },
  {
    id: 'history_past_act',
    reason: 'history',
    level: 'concern',
    only: 'first',
    re: new RegExp(`\\b${HIST_ACT} ${GAP_OWN}{0,7}?${HIST_WHEN}\\b|\\b${HIST_WHEN} ${GAP_OWN}{0,7}?${HIST_ACT}\\b`, 'g'),
    anchors: ['overdosed', 'overdose', 'threw', 'drove', 'cut', 'hanged', 'hung', 'tried', 'attempted', 'stood', 'gun', 'rifle', 'pistol', 'knife', 'razor', 'blade', 'rope', 'note', 'letters', 'mapped', 'planned', 'plan', 'worked out', 'swallowed', 'wanted', 'wanting', 'thought about', 'planning', 'found me', 'stopped me', 'pulled me', 'talked me'],
    historical: false,
  },
  // ---- Hopelessness (concern) -------------------------------------------------------------------
  // Beck's hopelessness: the future seen as fixed and bad ("it's never going to get better",
  // "nothing's going to change", "this is my life now, forty more years of this"), nothing that
  // helps ("I've tried everything, none of it does anything"), given up on getting better, no point,
  // nothing ahead, trapped with no way out, only existing.
  {
    id: 'hope_never_better',
    reason: 'hopelessness',
    level: 'concern',
    re: /\b(?:never|not ever|wont ever|will never|isnt ever|not going to ever|aint ever|not gonna ever|wont) (?:\w+ ){0,2}?(?:get|gets|getting|be|feel|lift|lifts|lifting|end|ends|stop|stops|heal|heals|improve|turn|turns|come|coming) (?:\w+ )?(?:better|easier|lighter|okay|ok|alright|normal|right|good|round|around|whole|back)\b(?! (?:than|for|at|by|soon|in (?:a|the)|when|once|after)\b)(?<!\b(?:wont|will never) (?:\w+ ){0,2}?(?:come|coming) (?:\w+ )?back)|\bnothing(?: is|s)? (?:\w+ )?(?:ever )?(?:going to|gonna|will|ever) (?:ever )?(?:change|get better|be (?:okay|ok|good|right|normal|different|better)|feel (?:right|normal|good|okay|ok)|fix (?:this|it|me)|help|lift|shift it|work|improve|turn (?:round|around))\b(?! (?:that|the fact|what|how|my love|the way|his|her|their|it)\b)|\b(?:this is|is this) (?:just )?(?:it|my life|the rest of my life|how (?:it|its|life|it is) (?:is|s|will be|is going to be|gonna be|going to be)) (?:now|forever|for ever|then)\b|\b(?:going to|gonna|will) be (?:like )?this (?:forever|for ever)\b|\bmore of this (?:forever|for ever|for the rest of my life)\b|\b(?:\w+ )?more years of (?:this|it)\b|\b(?:cant|cannot|dont|do not|never) (?:\w+ )?(?:see|picture|imagine) (?:it|this|things|myself|me|anything|that) (?:\w+ ){0,2}?(?:ever )?(?:getting better|lifting|changing|improving|turning (?:round|around)|being different|being (?:okay|ok|better)|get better|in (?:\d+|two|five|ten|a) years?|filling|ever (?:lifting|changing|ending|being))\b|\b(?:cant|cannot|dont|do not) (?:\w+ )?see (?:a single thing|anything|nothing) (?:ahead|in front of me|worth)\b|\b(?:cant|cannot|dont|do not) (?:\w+ )?(?:see|find) (?:a |any |the )?(?:door|exit|road|way) (?:out|forward|through)\b|\bdont think (?:ill|i will|i am going to|im going to|im gonna) (?:ever )?(?:be (?:okay|ok|alright|better|happy)|get (?:out|better|over it|through this)|feel (?:okay|ok|better|normal))(?: again)?\b|\b(?:ever|again) going to be (?:okay|ok|alright|good|normal|right)\b|\b(?:it|this|things|grief|the pain|this feeling|the grief|the sadness|the hurt|this pain) (?:\w+ ){0,2}?(?:never|not ever|wont ever|will never|isnt ever|aint ever) (?:\w+ ){0,2}?(?:lift|lifts|end|ends|change|changes|stop|stops|heal|heals|improve|improves)(?= \.| ,|$| does it| is it| honestly| for me| again)|\b(?:dont think|dont believe|doubt|cant see how) (?:that )?(?:it|this|things|anything|that|the pain|grief|any of this) (?:\w+ )?(?:ever )?(?:stops|ends|lifts|changes|gets better|gets easier|gets any better|gets any easier|(?:will|is going to|s going to|is gonna|s gonna|could|would) (?:ever )?(?:stop|end|lift|change|get better|get easier|get any better|improve|be (?:okay|ok|better|different)))\b|\b(?:things|it|this|life) (?:arent|isnt|are not|is not|aint) (?:ever )?(?:going to|gonna) (?:get|be) (?:any )?(?:better|easier|okay|ok)\b|\b(?:cant|cannot|dont|do not) (?:\w+ )?see (?:that )?(?:anything|it|things) (?:is |s )?(?:ever )?going to (?:be different|change|get better|improve)\b|\bnothings going to(?= \.| ,|$)|\bnothing (?:ever )?changes\b|\bnothing (?:ever )?(?:moves|shifts|lifts)(?= \.| ,|$| for me)|\bno version of (?:my life|the future|this|me|things|life)(?: \w+){0,3}? (?:ok|okay|alright|want|good|better)\b|\b(?:cant|cannot) (?:even )?(?:imagine|picture) (?:a |another )?(?:next (?:week|month|year|christmas)|third|tenth|fourth|next one|another year)\b|\b(?:cant|cannot) see past (?:this|it|today|tomorrow|next \w+)\b|\b(?:what|which) future(?= \.| ,|$)|\b(?:always|forever) (?:going to|gonna) be (?:like )?this\b|\bmy life (?:is|s|feels|felt) (?:\w+ )?over\b|\blife (?:is|feels) (?:already )?over\b|\b(?:the |my )?future(?:s| is| looks| feels)? (?:just |like )?(?:\w+ ){0,2}?(?:blank|black hole|gone dark|empty|a void|nothing)\b/g,
    anchors: ['never', 'not ever', 'wont', 'isnt', 'aint', 'nothing', 'nothings', 'this is', 'is this', 'be like', 'be this', 'more of', 'more years', 'see', 'picture', 'imagine', 'find', 'think', 'going to', 'gonna', 'believe', 'doubt', 'version', 'future', 'futures', 'over'],
  },
  {
    id: 'hope_gave_up',
    reason: 'hopelessness',
    level: 'concern',
    re: /\bstopped (?:hoping|expecting (?:anything|it to|things to)|believing (?:it|things|that it)|looking for (?:reasons|a reason|the light)|making plans|telling myself (?:it|things))\b|\b(?:given|gave|give|giving) up (?:on )?(?:getting better|feeling better|things getting better|hope|hoping|ever being|healing|trying to heal|trying to be (?:ok|okay|happy))\b|\b(?:done|tired of|sick of|knackered of|finished with|over) (?:trying|trying to (?:heal|be (?:ok|okay|happy|normal|strong)|get better|feel better|cope))\b(?= \.| ,|$| honestly| anymore| now| to| tbh)|\bout of (?:hope|fight|ideas|options|road|energy)\b|\bno (?:ideas|energy|fight|hope|good days|reasons|future|strength) left\b|\b(?:zero|no) hope(?: left)?\b|\bhope (?:is|feels like) (?:gone|a (?:\w+ ){0,2}?word|a language|dead)\b|\bhopeless(?= \.| ,|$)|\bhopeless case\b|\b(?:a |im a |im just a )?lost cause\b|\bbeyond (?:fixing|help|repair|saving|hope)\b|\bbroken for good\b|\b(?:cant|cannot|wont|isnt going to) be fixed\b|\b(?:isnt|is not|not) the kind of thing that gets fixed\b|\bno (?:getting|fixing|coming back from) (?:better|out of|over|this|it)\b|\b(?:cant|cannot) (?:do|face|take|survive|handle) another (?:year|month|week|winter|christmas) (?:like this|of this)\b|\bwaiting for (?:the better part|it to get better|things to get better|a light)\b(?= [^.]{0,40}\b(?:not coming|never|isnt|doesnt|hasnt)\b)/g,
    anchors: ['stopped', 'given', 'gave', 'give', 'giving', 'trying', 'out of', 'left', 'hope', 'hopeless', 'lost cause', 'beyond', 'for good', 'fixed', 'no getting', 'no fixing', 'no coming', 'another', 'waiting'],
  },
  {
    id: 'hope_nothing_works',
    reason: 'hopelessness',
    level: 'concern',
    re: /\b(?:nothing|none of it|none of (?:them|that|these)) (?:\w+ )?(?:works|worked|helps|helped|has helped|shifts it|touches it|lands|landed|stuck|makes (?:any |a )?difference|makes it better|fixes it|does anything|does a thing|has worked)\b|\b(?:it|this) makes no difference\b|\b(?:tried|done|doing|try) (?:\w+ )?(?:everything|it all|the lot|all the things|all of it)\b/g,
    requires: /\b(?:nothing|none of it|still|no different|where i started|same|doesnt help|didnt help|no use|out of ideas|no difference|nothing shifts|broken|lost cause|worse)\b/,
    unlessNear: /\b(?:tried|did|done) (?:\w+ )?(?:everything|all we could|the lot) (?:to|for) (?:save|help|get|stop|wake|revive|keep|him|her|them|my|his|mum|dad)\b|\bnothing (?:\w+ )?(?:they|the doctors|anyone|we) could\b/,
    anchors: ['nothing', 'none of', 'difference', 'everything', 'it all', 'the lot', 'all the', 'all of'],
  },
  {
    id: 'hope_no_point',
    reason: 'hopelessness',
    level: 'concern',
    re: /\bwhats (?:even |the actual |actually )?the (?:actual )?(?:point|use)(?: of| in)? (?:[\w,]+ ){0,5}?(?:if|when|without|now|anymore|since|with no|its not like)\b|\bwhats the point (?:doing|of doing|in doing) (?:\w+ ){0,3}?again\b|\bno (?:bloody |fucking |fkn |real |actual |flipping )point\b|\bwhats it all for\b|\b(?:what|whats|what is) (?:there|left) to (?:get up|live|wake up|look forward) for\b|(?<!\b(?:know|sure|idea|wondering|wonder|asked|ask|ask them|asked them) )\b(?:for what|what for)(?= \.|$| \?)|\bwhy (?:even )?bother(?= honestly| anymore| tbh)|\b(?:nothing|nowt|not much|nothing much) (?:left )?(?:to|worth) (?:get up|getting up|look forward|looking forward|live|wake up|build) (?:to|for|towards)\b|\bnothing (?:i do|i do now|i do anymore|i try) (?:\w+ )?(?:matters|helps|makes (?:a|any|much) difference)\b|\b(?:have|got|with) (?:no|nothing) (?:\w+ )?to (?:get up|live|look forward|wake up) for\b|\bwhat (?:im|i am) (?:even )?(?:for|working towards) (?:anymore|now)\b|\bno (?:purpose|meaning|reason)(?= \.| ,|$| left| anymore| now)|\bnothing left(?= \.| ,|$| honestly| for me| in me| to (?:lose|give|live for|look forward to|build|fight for))|\bnothing(?:s| is)? (?:ever )?coming(?= \.| ,|$)|\b(?:no|nowt|nothing) (?:good )?(?:ahead|to look forward to)\b|\bno point (?:in )?(?:getting up|trying|going on|bothering|carrying on)\b|\bwhats (?:even )?the (?:use|purpose)(?= \.| ,|$| of| in| anymore)|\b(?:whats|what is) (?:even )?the point (?:of|in) (?:all (?:of )?this|any of (?:this|it)|it all)\b|\bnone of (?:it|them|this|the \w+) (?:really )?matters?\b|\bwhat (?:use|good) is (?:a |an |the |my )?\w+ (?:when|if|without)\b|\b(?:not much|nothing|nowt) left to lose\b|\b(?:no longer|dont|cant|do not|cannot) see (?:the |any )?(?:purpose|point|meaning|sense) (?:in|of|to) (?:any of it|anything|it|it all|life|living|going on|carrying on)\b|\b(?:just |only )?taking up space\b/g,
    anchors: ['whats', 'point', 'what', 'for what', 'what for', 'bother', 'nothing', 'nowt', 'not much', 'with no', 'with nothing', 'have no', 'got no', 'have nothing', 'got nothing', 'purpose', 'meaning', 'reason', 'left', 'coming', 'ahead', 'forward', 'none of', 'space', 'sense'],
  },
  {
    id: 'hope_trapped',
    reason: 'hopelessness',
    level: 'concern',
    re: /\b(?:im|i am|i feel|feel|feeling|im still|still|so|just) (?:so |completely |just )?(?:trapped|stuck)(?: \w+){0,4}? (?:forever|for ever|for good|with no (?:way out|exit|door|end)|and (?:i )?(?:cant|cannot|dont) (?:see|get|find) (?:a |any )?(?:way )?out|and (?:i )?dont think (?:ill|i will) (?:ever )?get out)\b|\bstuck forever\b|\bwalls (?:are )?closing in\b|\bno (?:way|door|exit|escape) out\b(?! of (?:this|the|my|that|a|our|his|her) (?:contract|deal|lease|agreement|plan|policy|arrangement|meeting|booking|job|house|mortgage|car|parking|building|car park|room|tenancy|subscription)\b)|\brock bottom has a basement\b|\b(?:another|a) floor (?:underneath|beneath|below)\b|\bno light at the end\b|\b(?:just )?more tunnel\b|\bno parole\b|\b(?<!(?:got|given|gave|get|serving|serve|handed|received) (?:a |him a |her a )?)(?:life|prison) sentence\b(?! for\b)|\btreadmill going nowhere\b|\bwaiting room for nothing\b|\bsame grey nothing\b|\bsame nothing\b|\bbottom of (?:a|the) (?:pool|pit|hole|well|ocean|sea)\b|\bunder the (?:ice|water) (?:looking up|watching)\b|\bdark road ahead\b|\bghost in my own\b|\bshell of (?:a person|myself|who i was|me|my former self)\b|\b(?:im|i am|feel like|feel) (?:just )?(?:a )?(?:shell|husk)(?= \.| ,|$)|\b(?:just |only )?going through the motions\b|\bnot (?:really )?living(?: ,)? (?:im )?(?:just )?(?:existing|waiting|surviving)\b|\bjust existing\b|\b(?:everything|it all|life|all)(?: is| s| just| feels)? (?:\w+ )?(?:grey|gray)(?= \.| ,|$| forever| now| since| and)|\b(?:grey|gray) (?:grey|gray)\b|\b(?:feel|feeling|im|i am) (?:so |just |completely |like im )?invisible\b|\binvisible again\b|\b(?:im|i am) (?:\w+ )?being (?:slowly )?(?:rubbed out|erased|wiped out)\b/g,
    anchors: ['trapped', 'stuck', 'closing', 'way out', 'door out', 'exit out', 'escape out', 'basement', 'floor', 'light', 'tunnel', 'parole', 'sentence', 'treadmill', 'waiting room', 'grey nothing', 'same nothing', 'bottom', 'under the', 'road ahead', 'ghost', 'shell', 'husk', 'motions', 'living', 'existing', 'grey', 'gray', 'invisible', 'rubbed', 'erased', 'wiped'],
  },
  {
    id: 'hope_promised_better',
    reason: 'hopelessness',
    level: 'concern',
    re: /\b(?:said|says|say|told me|promised|keeps? saying|kept saying|supposed to|meant to|everyone says|they say|people say) (?:\w+ ){0,2}?(?:it|things|time|grief|this) (?:\w+ )?(?:gets|get|will get|would get|getting|heals|will heal|would heal|goes|will go) (?:\w+ )?(?:easier|better|lighter|all wounds|away)\b|\btime has done (?:sod all|nothing|bugger all|fuck all)\b|\b(?:waiting|wait) for (?:the (?:bit|part|day|point) (?:where|when) )?(?:it|things) (?:gets|get|will get) (?:better|easier)\b|\bwaiting for the (?:better|easier) (?:part|bit|days)\b/g,
    requiresAround: /\b(?:hasnt|didnt|doesnt|wont|worse|sod all|bugger all|lying|lied|liars|never|starting to think|not coming|isnt coming|stop asking|exception|nothing)\b/,
    anchors: ['said', 'says', 'say', 'told me', 'promised', 'saying', 'supposed', 'meant', 'time', 'wait', 'waiting'],
  },
  // ---- Means at hand (warning sign: acquiring or readying means) ------------------------------
  // A means (gun, ligature, blade, gas, medicine) close to the writer or made ready, bought or
  // gathered in quantity, combined with drink, or a lethal place the writer is at now. Keepsakes in
  // a drawer, a gun handed in, pills to return, and a report of someone's death are not.
  {
    id: 'ma_near',
    reason: 'means',
    level: 'crisis',
    self: true,
    re: new RegExp(
      `\\b(?:${LIGATURE})s?\\b(?: \\w+){0,3}? (?:is |s |are )?(?:hanging|hung|tied|looped|knotted) (?:on|from|off|over|round|around|to) (?:the )?(?:back of the door|door|banister|bannister|beam|hook|loft hatch|rafters?|stair rail|railing|tree|branch|bed frame)\\b|\\b(?:charcoal|barbecue|bbq|helium|hose|hosepipe)s?\\b(?: \\w+){0,3}? (?:is |s |are )?(?:already )?(?:in|inside) (?:the|my) (?:bedroom|bathroom|room|car|tent|garage|boot|back seat)\\b|\\b(?:${GUN}|${GAS}|helium tank)s? (?:is |s |are )?(?:still |right )?here(?= \\.| ,|$| now| with| next| beside| in front)|\\b(?:at|by|on) the (?:reservoir|river|lake|sea|beach|bridge|cliffs?|quarry|woods|canal|tracks)\\b(?: \\w+){0,3}? with (?:the |my |his |her |a |all )?(?:\\w+ )?${MEANS_ANY}\\b|\\b${MEANS_ANY}s?\\b(?: \\w+){0,7}? (?:is |are |s |re |sitting |lying )?(?:still |all |now |already )?(?:${NEAR_ME}|${READY_WORDS}|out(?= \\.| ,|$| again| on (?:the|my) (?:bed|table|desk|floor)))(?! of (?:the|my) (?:house|home|flat))`,
      'g',
    ),
    unless: new RegExp(`${TOLD.source}|\\b(?:(?:he|she|they|hed|shed) (?:\\w+ )?(?:used|had|bought|took|kept|left|hid|drank)|was|were|had been|used to|wore|wears|wear it|return|returned|returning|dispose|disposal|get rid|handed|hand (?:it|them) in|amnesty|sell|sold|licen[cs]e|museum|coffin|casket|buried with)\\b`),
    unlessNear: DISPOSAL,
    anchors: [...MEANS_ANY_WORDS, 'tank'],
  },
  {
    id: 'ma_ready_after',
    reason: 'means',
    level: 'crisis',
    re: /(?:^|\b(?:its|theyre|it is|they are|still|all|already|both|and|now) )(?:all |still |already |now |right )?(?:loaded|counted|crushed(?: up)?|ready|cleaned and loaded|lined up|right here|here with me|next to me|in my (?:hand|hands|pocket|bag|lap))(?= \.| ,|$| and| now| next| in| on| beside)|\b(?:taken|took|got|getting|get|have|had) (?:it|them) out(?: of (?:the |its |his |her |their |my )?(?:\w+ )?(?:box|safe|cabinet|case|drawer|locker|packets?|blister packs?|bottle|bag))?(?= \.| ,|$| and| again| now| tonight)|\b(?:moved|put|brought|taken|took|carried|hidden|hid) (?:it|them) (?:to|into|in|onto|up to|by|under|next to) (?:my|the) (?:bedside|bed|room|bedroom|car|bag|pocket|nightstand|desk|pillow|coat)\b|\b(?:i )?(?:wanted|want) (?:someone|somebody|you|one person) to know (?:that )?(?:they|it|its|theyre|where they) (?:are |is )?(?:there|are)\b|(?:^|\band )(?:all of them|every (?:last|single) one|the lot)(?= \.| ,|$)|\b(?:fits|fitted|attached|taped|connected|runs|going|goes|feeds) (?:\w+ ){0,2}?(?:the )?(?:exhaust|car window)\b/g,
    requires: new RegExp(`\\b${MEANS_ANY}\\b`),
    unless: TOLD,
    anchors: ['loaded', 'counted', 'crushed', 'ready', 'lined', 'right here', 'here with', 'next to', 'hand', 'hands', 'pocket', 'bag', 'lap', 'it out', 'them out', 'moved it', 'moved them', 'put it', 'put them', 'brought it', 'brought them', 'taken it', 'taken them', 'took it', 'took them', 'carried it', 'carried them', 'hidden it', 'hidden them', 'hid it', 'hid them', 'to know', 'of them', 'last one', 'single one', 'the lot', 'exhaust', 'window'],
  },
  {
    id: 'ma_acquire',
    reason: 'means',
    level: 'crisis',
    third: true,
    thirdLevel: 'crisis',
    re: new RegExp(
      `\\b(?:bought|buying|buy|ordered|ordering|picked up|got hold of|got my hands on|getting|got|get me|collected|stockpiled|stockpiling|hoarded|hoarding|stashed|stashing|hid|hidden|hiding|been carrying|carrying|carry|taken out|took out|got out|getting out|moved)\\b (?:\\w+ ){0,4}?(?:${GUN}|${LIGATURE}|hose|hosepipe|hose pipe|charcoal|disposable barbecue|helium(?! balloons?)|needles|syringes|a blade|blades|razor blades)\\b|\\b(?:bought|ordered|got|picked up) (?:\\w+ ){0,3}?${MED}\\b(?: \\w+){0,5}? (?:from (?:two|three|four|five|several|different|multiple|a few|lots of) (?:different )?(?:shops|chemists|pharmacies|supermarkets|places|stores)|so (?:they|nobody|no one|noone) (?:wouldnt|wont|doesnt|didnt) (?:ask|notice|know|question)|off (?:a guy|someone|a mate|a friend|the internet|a dealer|his dealer|her dealer|the dark web))\\b|\\b(?:going|gone|been going|went) (?:\\w+ )?to (?:different|several|multiple|three|four|other) (?:chemists|pharmacies|shops)\\b|\\b(?:got|bought|have|found|get) (?:\\w+ ){0,6}?(?:stuff|drugs|gear|pills|same thing) (?:he|she|they|my \\w+) (?:overdosed on|used|took|died of|od d on)\\b|\\b(?:went|been|going|go|went down) (?:to|into) (?:a|the) gun (?:shop|store|dealer)\\b|\\bwaiting period\\b|\\b(?:pockets?|coat) (?:full of|filled with|weighed down with) (?:stones|rocks|weights)\\b|\\bweight belt\\b|\\b(?:ladder|chair|stool) (?:and|\\+) (?:the |a )?(?:rope|belt|noose)\\b|\\b(?:rope|belt|noose) (?:and|\\+) (?:the |a )?(?:ladder|chair|stool)\\b`,
      'g',
    ),
    unless: new RegExp(`${TOLD.source}|\\b(?:police|amnesty|rid of|handed|hand (?:it|them) in|sold|sell|selling|destroyed|locked (?:it|them) (?:away|up)|safe place|out of the house|licen[cs]e|collection|museum|tip|dump|party|balloons|garden|gardening|watering|lawn|plants|camping trip|picnic|memorial|swing|climbing|dog|horse|boat|return|returned)\\b`),
    anchors: [...GUN_WORDS, ...LIGATURE_WORDS, 'hose', 'hosepipe', 'pipe', 'charcoal', 'barbecue', 'helium', 'needles', 'syringes', 'blade', 'blades', 'razor', ...MED_WORDS, 'chemists', 'pharmacies', 'shops', 'stuff', 'drugs', 'gear', 'thing', 'period', 'stones', 'rocks', 'weights'],
  },
  {
    id: 'ma_quantity',
    reason: 'means',
    level: 'crisis',
    third: true,
    thirdLevel: 'crisis',
    re: new RegExp(
      `\\b(?:have|has|got|ive got|holding|collected|saved|stockpiled|counted|with|theres|there is|there are|its|now)\\b (?:\\w+ ){0,3}?(?:enough|a lot of|lots of|loads of|a load of|all (?:of )?(?:my|his|her|the|their|\\w+s)|every|a (?:carrier |sandwich |plastic |freezer )?bag (?:full )?of|boxes of|packets of|strips of|bottles of|a pile of|(?:my|his|her) whole|a whole (?:drawer|box|bag|bottle|cupboard|shelf) of|twenty|thirty|forty|fifty|hundreds of|\\d+)(?: \\w+){0,3}? ${MED}\\b|\\b${MED}\\b (?:(?:that|which) )?(?:i |ive |i have |id |i had |im |weve )?(?:been |got |just |all )?(?:saved|saving|stashed|stashing|stockpiled|stockpiling|hoarded|hoarding|hidden away|squirrelled away|collected|collecting)\\b|\\b(?:theres|there is|there are|thats|i have|ive got|got|have) enough(?: \\w+)? (?:for me|to do it|to end it|to kill me|to make sure|to finish)\\b|\\b(?:stockpiled|saved up|saved|collected|stashed|hoarded|have|got) enough\\b(?= \\.| ,|$| now| here| saved| stashed| to do| to end| to die| for me| to make sure)|\\bcounted (?:them|it|the (?:pills|tablets)|out|twice|again)\\b`,
      'g',
    ),
    unless: /\b(?:return|returned|returning|dispose|disposal|get rid|throw (?:them|it) (?:out|away)|bin them|hand (?:them|it) in|take (?:them|it) back|(?:to|into|at) the (?:hospital )?(?:pharmacy|chemist)|(?:he|she|they|mum|dad|mom|nan) (?:had )?(?:been )?(?:hoarding|saving|stockpiling|collecting|hiding)|coroner|toxicology|inquest|post mortem|pharmacist (?:said|asked)|prescribed|a day|every (?:day|morning|night)|with (?:breakfast|food))\b/,
    unlessNear: DISPOSAL,
    anchors: [...MED_WORDS, 'enough', 'counted'],
  },
  {
    id: 'ma_combo',
    reason: 'means',
    level: 'crisis',
    third: true,
    thirdLevel: 'crisis',
    re: new RegExp(
      `\\b${MED}\\b(?: \\w+){0,6}? (?:(?:and|plus|with|n) )?(?:\\w+ ){0,3}?(?:bottles? of |litre of |cans of )?${DRINK}\\b|\\b${DRINK}\\b(?: \\w+){0,3}? (?:(?:and|plus|with|n|mixed with) )?(?:\\w+ ){0,4}?${MED}\\b|\\b${MED}\\b(?: \\w+){0,2}? (?:and|plus) mine\\b`,
      'g',
    ),
    unless: new RegExp(`${TOLD.source}|\\b(?:(?:he|she|they|${REL}) (?:\\w+ )?(?:used|had|took|drank|mixed|swallowed)|was|were|had|used to|hospice|palliative|prescribed|doctor said|gp said|is it safe|is it ok|can i|should i|interact|interaction|instead of)\\b`),
    unlessNear: DISPOSAL,
    anchors: MED_WORDS,
  },
  {
    id: 'ma_know_where',
    reason: 'means',
    level: 'crisis',
    self: true,
    re: /\b(?:i know|i found out|i worked out|ive found out) (?:where|how to get|how to open|the code|the combination|what the code is)\b(?: \w+){0,7}? (?:keeps?|kept|hides?|hid|stores?|put|puts|is|are|to)\b(?: \w+){0,4}?|\b(?:took|take|taken|have|got|stole|pocketed|found|nicked|swiped) (?:\w+ ){0,2}?(?:key|keys|code|combination)\b(?! to (?:the|his|her|my) (?:house|flat|car|room|shed))|\b(?:nobody|no one|noone) knows (?:i have|ive got|about (?:the|my))\b|\bkeys? (?:to|for) (?:the|his|her|dads|my \w+s) (?:\w+ )?(?:cabinet|safe|cupboard|locker)\b/g,
    requires: new RegExp(`\\b(?:${GUN}|${MED}|needles|syringes|${LIGATURE})\\b`),
    unless: /\b(?:police|amnesty|sell|sold|licen[cs]e|return|dispose|get rid|handed)\b/,
    anchors: ['know where', 'know how', 'know the', 'know what', 'found out', 'worked out', 'key', 'keys', 'code', 'combination', 'knows'],
  },
  {
    id: 'ma_high_keys',
    reason: 'means',
    level: 'crisis',
    re: /\bkeys? (?:to|for) the (?:\w+ )?(?:roof|tower|clock tower|church tower|bell tower|top floor|roof access|roof door)\b|\bdoor to the roof (?:isnt|is not|wasnt) locked\b|\broof (?:door )?(?:is|was|isnt) (?:open|unlocked|not locked)\b/g,
    unless: /\b(?:fix|fixing|repair|repairs|gutter|gutters|leak|leaking|aerial|satellite|solar|engineer|builder|roofer)\b/,
    anchors: ['key', 'keys', 'roof'],
  },
  {
    id: 'ma_fixed_on',
    reason: 'means',
    level: 'crisis',
    re: /\b(?:keep|kept|keeps) (?:opening|checking|touching|holding|looking at|counting|taking (?:them|it) out|getting (?:them|it) out|handling|going back to)\b|\b(?:check|count|hold|touch|look at) (?:it|them) (?:every|each) (?:night|day|morning|hour)\b|\bthink (?:about|of) (?:it|them) (?:constantly|all the time|every (?:day|night)|non stop|24 7)\b|\b(?:just )?in case\b(?= \.| ,|$| i need| i want| i decide| it gets| things get| tonight| i change)|\bjust knowing (?:its|theyre|it is|they are) there\b|\blike knowing (?:its|theyre|it is|they are) there\b/g,
    requires: new RegExp(`\\b(?:${MEANS_ANY}|drawer of (?:his|her|their|my) (?:meds|pills|tablets))\\b`),
    unless: /\b(?:return|dispose|get rid|throw (?:them|it) (?:out|away)|photos?|pictures?|phone|voicemail|clothes|jumper|shirt|perfume|letters?|cards?)\b/,
    anchors: ['keep', 'kept', 'keeps', 'check', 'count', 'hold', 'touch', 'look', 'think', 'case', 'knowing'],
  },
  {
    id: 'ma_place_now',
    reason: 'plan',
    level: 'crisis',
    third: true,
    thirdLevel: 'crisis',
    re: /\b(?:im|i am|sitting|sat|standing|parked|perched|waiting|here|lying|laying|crouched|leaning|right|now|up|still|currently|hes|shes|theyre|is)\b(?: \w+){0,5}? (?:on|at|by|near|over|above|facing|in front of|on top of|at the edge of|at the end of|on the edge of|right at|right on|up on)(?: (?:the|a|this|that))?(?: \w+)? (?:cliff edge|cliffs?|edge of the (?:cliff|cliffs|bridge|roof|building|car park|quarry|platform|drop|water)|(?:top|end) of (?:the|a) (?:cliffs?|bridge|roof|building|car park|multi storey|quarry|platform|pier|tower|block)|tracks|train tracks|railway line|railway tracks|railway bridge|level crossing|main line|platform edge|footbridge over the (?:main line|tracks|railway|motorway)|motorway bridge|rooftop|flat roof|roof of (?:the|a|our|my) (?:flats|building|block|car park|multi storey|hospital|tower|station|shopping centre|college|university|school|office)|top (?:deck|level|floor|storey) of (?:the|a) (?:car park|multi storey)|multi storey|window ledge|ledge|balcony railing|railings|parapet|overpass|viaduct)\b|\b(?:parked|sitting|sat|standing|stood|perched|waiting) (?:\w+ ){0,4}?(?:near|at|by|facing|on|over|looking at) the (?:edge|drop)\b(?! of (?:the|my|a) (?:bed|sofa|seat|chair|bath|pool|table|couch|world|road|pavement|kerb))|\b(?:went|go|going|gone|climbed|got|came) up (?:to|on|onto) (?:the )?(?:flat roof|rooftop|roof|top floor|top deck|top level|ledge|tower|bell tower|clock tower)\b/g,
    unless: /\b(?:scatter\w*|ashes|flowers|plaque|wreath|ribbons?|where (?:he|she|they) (?:jumped|fell|was found|were found)|was|were|used to|every (?:day|morning|week)|to work|commute|commuting|train home|waiting for (?:the|my) train|fixing|repair|gutter)\b/,
    anchors: ['cliff', 'cliffs', 'edge', 'end of', 'top of', 'motorway', 'roof', 'car park', 'storey', 'quarry', 'tracks', 'railway', 'crossing', 'main line', 'footbridge', 'rooftop', 'ledge', 'railing', 'railings', 'parapet', 'overpass', 'viaduct', 'drop', 'top floor', 'top deck', 'top level', 'tower'],
  },
  // ---- Method questions (C-SSRS: method) ------------------------------------------------------
  // A question about dose, height, depth, speed, pain or certainty, asked by the writer, with or
  // without a death word: the question shape is the expression, the method or means it is about is
  // `requires` (in the sentence or beside it), and `asks` drops a survivor's question about how
  // someone died ("how many did she take?") and lowers one about people in general.
  {
    id: 'mq_amount',
    reason: 'means',
    level: 'crisis',
    self: true,
    asks: true,
    negatable: false,
    historical: false,
    re: new RegExp(
      `\\bhow (?:many|much)\\b(?: \\w+){0,8}? (?:${LETHAL}|would (?:it|i|someone|you|a person) (?:\\w+ ){0,2}?(?:take|need)|would it take|does it take|it would take|it takes|to take|(?:i|id|would i|do i|someone|a person|an adult|you|youd) (?:\\w+ ){0,2}?need|for me|for someone|would do it|before|until|till|do i take|should i take|can i take|would i take)\\b|\\bhow (?:many|much) (?:of )?(?:\\w+ ){0,3}?(?:${MED}|these|those|them)\\b(?= \\.| ,|$| for me| would| will| do| does| to| is| are| should| exactly| tho| though| then)`,
      'g',
    ),
    requires: METHOD_WORDS,
    unless: /\b(?:a day|per day|daily|every (?:day|morning|night)|each (?:day|morning|night)|a week|prescribed|supposed to|side effects|dispose|disposal|return|take (?:them|it) back|hand (?:them|it) in|cost|costs|pay|paid|came to|turned up|were there)\b/,
    anchors: ['how many', 'how much'],
  },
  {
    id: 'mq_degree',
    reason: 'means',
    level: 'crisis',
    self: true,
    asks: true,
    negatable: false,
    historical: false,
    re: new RegExp(
      `\\bhow (?:high|tall|deep|far|long|fast|quick|quickly|cold|strong|painful|bad|steep|hot)\\b(?: \\w+){0,12}? ${LETHAL}\\b|\\bhow (?:high|tall|deep|long|fast|quick|quickly|painful|far down|far up)\\b(?= \\.| ,|$)|\\bhow (?:high|deep|far|tall|many floors|many storeys) (?:\\w+ ){0,4}?(?:have|has|need|needs) to be\\b|\\bhow (?:does|would|will|do) (?:\\w+ ){0,4}?feel\\b|\\bwhat (?:would|will|could) happen\\b|\\bhow (?:fast|quick|quickly|high|tall|deep|far down) (?:is|are|does|do|would|will) (?:the |a |those |these |that )?(?:\\w+ )?(?:trains?|express|freight|bridge|building|cliffs?|drop|fall|water|river|sea|roof|car park|tower)\\b|\\bhow long (?:does|would|will|do|can|could) (?:\\w+ ){0,3}?take\\b(?= \\.| ,|$| roughly| exactly| with| if)`,
      'g',
    ),
    requires: METHOD_WORDS,
    anchors: ['how high', 'how tall', 'how deep', 'how far', 'how long', 'how fast', 'how quick', 'how quickly', 'how cold', 'how strong', 'how painful', 'how bad', 'how steep', 'how hot', 'how many', 'how does', 'how would', 'how will', 'how do', 'happen'],
  },
  {
    id: 'mq_lethal',
    reason: 'means',
    level: 'crisis',
    self: true,
    asks: true,
    negatable: false,
    historical: false,
    re: new RegExp(`\\b${LETHAL}\\b|\\b(?:quicker|quickest|faster|fastest|surest|more certain|most certain|least painful|less painful|more painful|most painful|kinder|deadlier|more lethal|most lethal|works best|work best|most effective|most reliable|least likely to fail|more likely to work|hurts less|hurt less|less messy|most likely to work|high enough|deep enough|cold enough|strong enough)\\b`, 'g'),
    requires: [METHOD_WORDS, QUESTION],
    anchors: [...LETHAL_WORDS, 'kinder', 'deadlier', 'best', 'effective', 'likely', 'less', 'messy'],
  },
  {
    id: 'mq_either',
    reason: 'means',
    level: 'crisis',
    self: true,
    asks: true,
    negatable: false,
    historical: false,
    re: /\b(?:the )?(?:pills|tablets|meds|bridge|train|jumping|jump|hanging|hang|drowning|drown|rope|gun|river|sea|lake|gas|cutting|overdose|od|knife|wrists|roof|tracks|charcoal|exhaust|poison|insulin|cliff|cliffs|water) or (?:the |a |an )?(?:pills|tablets|meds|bridge|train|jumping|jump|hanging|hang|drowning|drown|rope|gun|river|sea|lake|gas|cutting|overdose|od|knife|wrists|roof|tracks|charcoal|exhaust|poison|insulin|cliff|cliffs|water)\b|\bcut (?:across|down|along|lengthways|sideways|up) or (?:across|down|along|lengthways|sideways|up)\b/g,
    anchors: ['pills or', 'tablets or', 'meds or', 'bridge or', 'train or', 'jumping or', 'jump or', 'hanging or', 'hang or', 'drowning or', 'drown or', 'rope or', 'gun or', 'river or', 'sea or', 'lake or', 'gas or', 'cutting or', 'overdose or', 'od or', 'knife or', 'wrists or', 'roof or', 'tracks or', 'charcoal or', 'exhaust or', 'poison or', 'insulin or', 'cliff or', 'cliffs or', 'water or', 'cut'],
  },
  {
    id: 'mq_strong',
    reason: 'means',
    level: 'crisis',
    self: true,
    asks: true,
    negatable: false,
    historical: false,
    re: new RegExp(
      `\\bhow (?:high|deep|far down|far|tall|cold|many floors|many storeys|many stories)(?: \\w+){0,4}? enough\\b|\\b(?:hold|take|support|bear) (?:my|a persons|someones|a grown (?:man|woman|adult)s?|an adults|a bodys) weight\\b|\\bhold (?:someone|a person|a body|a grown (?:man|woman|adult))\\b|\\b(?:would|will|could|can) (?:anyone|anybody|someone|somebody|they|people|the neighbours|nobody|no one)(?: \\w+){0,2}? (?:find|save|hear|stop|reach|get to) me (?:in time|before|if i|till|until|for days)\\b|\\bmake sure (?:nobody|no one|noone|they cant|they couldnt) (?:can |could |will |would )?(?:save|find|stop|reach|revive) (?:me|you)\\b|\\b(?:quickest|fastest|easiest|surest|painless|most painless|least painful|cleanest) (?:way|method|option|exit)s?\\b(?= \\.| ,|$| for me| to go| out| please| then| tho)|\\bwhich (?:vein|veins|artery|arteries|way (?:\\w+ ){0,2}?(?:cut|cuts)|knot|method)\\b|\\b(?:which|what) (?:way|method|one)\\b(?: \\w+){0,3}? (?:least likely to fail|most likely to work|more likely to work|works best|actually works|most reliable|most effective|painless|least painful|doesnt fail)\\b|\\b(?:want|need|know|whats|something|what is) (?:\\w+ )?painless\\b|\\b(?:whats|what is|which is|wheres|where is) the (?:tallest|highest) (?:bridge|building|cliff|car park|point|drop|tower|block)\\b|\\b(?:methods?|ways?) (?:that|which) (?:dont|doesnt|wont|wouldnt|will not|does not) (?:hurt|fail)\\b|\\b(?:suicide|overdose) methods?\\b(?: \\w+){0,3}? (?:actually )?(?:works?|painless|dont hurt|doesnt hurt)\\b|\\bwhat (?:knot|dose|amount|height|floor)\\b(?: \\w+){0,6}? (?:${LETHAL}|would i|do i|should i|i need|would i need|id need|would someone|youd need|you would need|would you need|do you need)\\b|\\b(?:dose|amount|mg) (?:to|that|which|thatll|that would|that will) (?:not wake|never wake|kill|stop|finish|end)\\b`,
      'g',
    ),
    anchors: ['enough', 'weight', 'hold', 'me', 'sure', 'way', 'ways', 'method', 'methods', 'option', 'options', 'exit', 'exits', 'which', 'what', 'knot', 'dose', 'amount', 'height', 'floor', 'painless', 'whats', 'wheres', 'where', 'tallest', 'highest', 'mg'],
  },
  // ---- Self-neglect and numbing (concern) ------------------------------------------------------
  // Not eating, not taking medicine or going to care, drinking or using to numb, taking risks:
  // about the writer, a concern when they say they do not care, do it on purpose or to numb it;
  // about someone else, a warning sign in itself.
  {
    id: 'neglect_self',
    reason: 'self_neglect',
    level: 'concern',
    re: new RegExp(`\\b${NEGLECT_STRONG}\\b`, 'g'),
    unless: /\b(?:(?:at|with|blame|blaming) (?:him|her|them|my \w+|\w+) for not|for not (?:going|eating|taking|seeing))\b/,
    only: 'first',
    negatable: false,
    anchors: NEGLECT_WORDS,
  },
  {
    id: 'neglect_self_care',
    reason: 'self_neglect',
    level: 'concern',
    re: new RegExp(`\\b${NEGLECT_WEAK}\\b`, 'g'),
    requiresAround: NOT_CARING,
    unless: /\b(?:(?:at|with|blame|blaming) (?:him|her|them|my \w+|\w+) for not|for not (?:going|eating|taking|seeing))\b/,
    only: 'first',
    negatable: false,
    anchors: NEGLECT_WORDS,
  },
  {
    id: 'neglect_other',
    reason: 'self_neglect',
    level: 'concern',
    third: true,
    only: 'third',
    re: new RegExp(`\\b${NEGLECT}\\b|\\b(?:wont|will not|refuses to|refused to|refusing to) (?:eat|get out of bed|get dressed|go out|leave the house|see anyone|answer the door|take (?:his|her|their) (?:meds|tablets|pills|medication|insulin))\\b|\\b(?:drinking|drinks) (?:a lot|more|heavily|from breakfast|from lunchtime|every night|himself|herself)\\b|\\b(?:has|have|hasnt|havent)(?: not)? (?:got dressed|been out|left the house|eaten|showered)\\b(?: \\w+){0,2}? in (?:days|weeks)`, 'g'),
    anchors: [...NEGLECT_WORDS, 'drinking', 'drinks', 'get out', 'go out', 'leave', 'see anyone', 'answer', 'take his', 'take her', 'take their', 'in days', 'in weeks', 'days', 'weeks'],
  },
  {
    id: 'neglect_short',
    reason: 'self_neglect',
    level: 'concern',
    scope: 'message',
    self: true,
    negatable: false,
    re: new RegExp(`^(?=.{1,50}$)(?:(?!\\b(?:he|she|they|hes|shes|his|her|their|mum|mums|dad|dads|mom|moms|him|toxicology|coroner|inquest|post mortem|found|died)\\b).)*?\\b(?:${NEGLECT_WEAK}|not eating|no food|(?:ignoring|ignored) (?:the |my |all the )?(?:\\w+ )?(?:letters|calls|nurse|doctor|gp)|(?:skipped|skipping|cancelled|missed) (?:my |the )?(?:\\w+ )?(?:meds|tablets|pills|insulin|scan|appointment|dialysis|chemo)|nobodys making me eat|who cares if i eat|cant be arsed|(?:drive|driving|ride|riding) (?:too fast|with no lights|without (?:lights|a helmet|my glasses))|(?:whisky|gin|wine|vodka|cider|rum|beer)s? (?:for|is my|s my) (?:breakfast|dinner|tea|lunch))\\b`, 'g'),
    anchors: [...NEGLECT_WORDS, 'ignoring', 'ignored', 'skipped', 'skipping', 'cancelled', 'missed', 'nobodys', 'who cares', 'arsed', 'drive', 'ride', 'riding', 'whisky', 'gin', 'wine', 'vodka', 'cider', 'ciders', 'rum', 'beer', 'eating', 'no food', 'living', 'surviving', 'survive', 'live', 'existing', 'running', 'run', 'rung', 'called', 'phoned', 'rang', 'voicemail', 'keep', 'kept', 'conveniently', 'eat', 'meals', 'barely', 'hardly', 'not eating', 'not sleeping', 'stay', 'stayed', 'staying'],
  },
  // ---- Passive death wishes in euphemism (concern) --------------------------------------------
  // C-SSRS item 1, the wish to be dead, said without the words: accepting one's own death if it
  // came ("wouldn't mind if the plane went down", "if God took me tonight I'd go without a fuss"),
  // hoping for it ("hoping the biopsy comes back bad", "rooting for my bad heart", "hope I don't see
  // another Christmas"), wishing to have died instead, envying the dead, dismay at still being
  // alive, not saving oneself, and sleep or absence that does not end.
  {
    id: 'passive_if_befall',
    reason: 'passive_ideation',
    level: 'concern',
    re: new RegExp(`\\b(?:if|imagine) ${GAP_POS}{0,3}?${BEFALL}\\b`, 'g'),
    requires: ACCEPT_DEATH,
    negatable: false,
    anchors: ['if', 'imagine'],
  },
  {
    id: 'passive_hope_befall',
    reason: 'passive_ideation',
    level: 'concern',
    re: new RegExp(`\\b${HOPE_FOR} (?:that |for )?${GAP_POS}{0,4}?${BEFALL_HOPED}\\b`, 'g'),
    anchors: ['hope', 'hopes', 'hoping', 'hoped', 'pray', 'praying', 'prayed', 'wish', 'wishing', 'wished', 'rooting', 'cheering'],
  },
  {
    id: 'passive_hope_illness',
    reason: 'passive_ideation',
    level: 'concern',
    re: new RegExp(`\\b(?:${HOPE_FOR}|wouldnt mind|would not mind|dont mind|id take|i would take|id welcome|would welcome|welcome|longing for|hoping for|praying for) (?:for )?(?:a |an |some |the |my |that |this )?${GAP_MINE}{0,6}?(?:heart attack|stroke|aneurysm|blood clot|clot|meteor|asteroid|bad version|terminal diagnosis|(?:bad|weak|dodgy|failing|old|dicky) (?:heart|ticker|lungs))\\b`, 'g'),
    anchors: ['heart attack', 'stroke', 'aneurysm', 'clot', 'meteor', 'asteroid', 'version', 'diagnosis', 'heart', 'ticker', 'lungs'],
  },
  {
    id: 'passive_hope_short_life',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\b(?:hope|hopes|hoping|hoped|pray|praying|prayed|wish|wishing) (?:that )?(?:i|im|ill|i will|i wont|i dont|i never|my time) (?:\w+ ){0,2}?(?:not (?:be )?(?:around|here|alive) (?:\w+ )?(?:long|much longer|for long)|(?:dont|wont|never|not|do not|will not) (?:have to )?(?:live|last|make it|get|grow|outlast|outlive|see) (?:\w+ ){0,3}?(?:long|old|older|much longer|another|to see|to be old|by much|the date|next|that old)|(?:dont|wont|do not) have to (?:do this|keep (?:going|doing this|living)|be here|live like this|carry on|go on)(?: \w+){0,2}? (?:long|much longer|forever|many more years|any longer)|(?:isnt|is not|not) (?:too |that |very )?far off)\b/g,
    anchors: ['hope', 'hopes', 'hoping', 'hoped', 'pray', 'praying', 'prayed', 'wish', 'wishing'],
  },
  {
    id: 'passive_instead',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\b(?:wish|wishing|wished|rather|should have been|why wasnt it) (?:that )?(?:it was |it had been |it were )?(?:me|i|id|i was|i were|i had|i had been|id been|theyd|they had|they would have) (?:\w+ ){0,2}?(?:the one (?:in (?:the|that) (?:box|coffin|casket|grave|ground|car|crash|bed)|who (?:died|went|got taken|didnt make it)|that (?:died|went|didnt make it)|with the (?:bad heart|cancer|tumou?r)|they lost|to die|to go)|in (?:the|that|his|her) (?:box|coffin|casket|grave)|born the (?:\w+ )?(?:one|twin|baby) (?:who|that) didnt make it|(?:lost|taken|took) me(?! (?:to|for|out|home|back|with|in|on|along)\b)|let me (?:go|die)(?= \.| ,|$| instead| too| with)|(?:a ghost|dust|ashes|in the ground|buried)(?= \.| ,|$| instead| with| next)|(?:hadnt|had not|didnt|never) (?:survived|made it|come round|came round|woken up|pulled through|been saved|been resuscitated|been revived)|(?:on|in) (?:the|that|his|her|their) (?:car|plane|flight|crash|boat|train|bus|accident) (?:with (?:him|her|them)|instead|too))\b|\bme instead of (?:him|her|them)(?= \.| ,|$)/g,
    anchors: ['wish', 'wishing', 'wished', 'rather', 'should', 'why', 'instead'],
  },
  {
    id: 'passive_not_wake',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\b(?:pray|praying|prayed|prays|hope|hoping|wish|wishing|ask|asking|beg|begging) (?:\w+ ){0,3}?(?:not to|to not|never to|that i dont|that i wont|that i never|i dont|i wont|i never|id never|id not) (?:ever |have to |let me )?(?:wake|waken)(?: up)?\b(?! (?:you|him|her|them|the|anyone|everyone|my|us|early|late)\b)|\b(?:god|lord|jesus|he|him) (?:\w+ ){0,3}?(?:no|not|never|dont|wont) (?:to )?(?:let me )?wake(?: me)?(?: up)?\b(?! (?:early|late|at|before|to)\b)|\b(?:dont|do not|never) let me wake(?: up)?\b(?! (?:early|late|at|before|to|in time)\b)/g,
    anchors: ['wake', 'waken'],
    negatable: false,
  },
  {
    id: 'passive_envy_dead',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\b(?:envy|envying|envied|envious of|jealous of|jealousy of) (?:all )?(?:the dead|the (?:\w+ ){0,4}?(?:graveyard|cemetery|churchyard|obituaries|obits|crematorium|crem)|everyone (?:\w+ ){0,3}?(?:graveyard|cemetery|churchyard|obituaries|ground))\b|\b(?:graveyard|cemetery|churchyard|obituaries|obits|headstones|graves) (?:\w+ ){0,4}?(?:jealous|envious|envy)\b/g,
    anchors: ['dead', 'graveyard', 'cemetery', 'churchyard', 'obituaries', 'obits', 'crematorium', 'crem', 'ground', 'headstones', 'graves'],
  },
  {
    id: 'passive_envy_person',
    reason: 'passive_ideation',
    level: 'concern',
    re: new RegExp(`\\b(?:envy|envying|envious|jealous)(?: of)? (?:him|her|them|you|that|my (?:\\w+ )?${REL_ONE})\\b(?! (?:who|whose|that|with|for|because|and|still|having|has|have|had|when|at|getting|being)\\b)|\\b(?:jealous|envious)(?= \\.| ,|$| tbh| honestly| ngl| isnt)|\\blucky (?:sod|bastard|beggar|git|devil|bugger|duck|thing|so and so)\\b|\\blucky (?:him|her|them|you)(?= \\.| ,|$)|\\bwish (?:that|it) (?:was|were|had been) me\\b`, 'g'),
    requires: DEAD_AT_REST,
    unlessNear: /\b(?:still (?:has|have|got|alive|around)|whose|who (?:still|has|have)|(?:mum|mom|dad|parents|mother|father|husband|wife) (?:is |are )?(?:still )?alive)\b/,
    anchors: ['envy', 'envying', 'envious', 'jealous', 'lucky', 'wish'],
  },
  {
    id: 'passive_swap',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\b(?:switch|swap|trade|change) (?:places )?(?:with (?:him|her|them|you)|me in|us back|me for (?:him|her|them|my \w+|mum|mom|dad|mam|\w+))\b/g,
    requires: /\b(?:at peace|at rest|out of it|god|lord|universe|heaven|death|dead|died|instead|in a (?:second|heartbeat)|(?:her|his|their) place|took|taken|wish|genie)\b/,
    anchors: ['switch', 'swap', 'trade', 'change'],
  },
  {
    id: 'passive_still_here',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\b(?:annoyed|disappointed|gutted|angry|furious|pissed|irritated|resent|resentful|let down|cheated|fed up) (?:\w+ ){0,4}?(?:(?:im|i am|i was|i|me|myself) still (?:here|alive|breathing|around|waking up)|(?:i|that i|when i) (?:woke|wake|keep waking|still wake)(?: up)?(?! (?:late|early|at|to|in|with|and|on|this|that|the|from)\b)|to (?:wake|waking) up|opening my eyes|open my eyes|(?:my )?alarm (?:still )?(?:goes|went) off|i survived|i lived|i made it|i didnt die|my heart (?:is )?still beating|(?:the )?airbag (?:worked|had to work)|another (?:morning|day) came)\b(?! (?:and|but|when|while|without|after)\b)|\bwhy did (?:the |my )?(?:\w+ )?(?:airbag|seatbelt|doctors|paramedics|ambulance|they|surgeons|nurses|hospital) (?:have to |had to )?(?:work|save me|bring me back|revive me|resuscitate me)\b/g,
    anchors: ['annoyed', 'disappointed', 'gutted', 'angry', 'furious', 'pissed', 'irritated', 'resent', 'resentful', 'let down', 'cheated', 'fed up', 'why did'],
  },
  {
    id: 'passive_bad_news_welcome',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\b(?:i thought|thought|i felt|i was|im|i am|i feel|my first thought was|first thing i thought was|part of me was|i was secretly|weird part is im) (?:, )?(?:quite |really |so |actually |almost |weirdly |oddly |kind of )?(?:good|relieved|relief|pleased|glad|great|finally|brilliant|thank god|happy|hopeful|dont keep me waiting|bring it on|about time|excited)\b/g,
    requires: BAD_NEWS_MINE,
    anchors: ['thought', 'felt', 'was', 'im', 'i am', 'feel'],
  },
  {
    id: 'passive_good_news_regret',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\b(?:i felt|i was|i am|im|felt|feel|feeling|part of me was|i was secretly) (?:\w+ )?(?:disappointed|gutted|let down|deflated|cheated)\b/g,
    requires: GOOD_NEWS_MINE,
    anchors: ['disappointed', 'gutted', 'let down', 'deflated', 'cheated'],
  },
  {
    id: 'passive_not_save',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\b(?:not|wouldnt|wont|id not|never|dont think id|dont think i would|would not|will not) (?:\w+ ){0,2}?(?:bother (?:getting|moving|stepping|jumping) out of (?:its|the|their|his) way|bother running|bother (?:swimming|climbing) out|be (?:climbing|swimming|getting) out|lift a finger to (?:save|help) myself|try (?:to|and) save myself|bother saving myself|bother trying to save myself|bother to save myself|get out of (?:its|the) way)\b/g,
    anchors: ['bother', 'climbing', 'swimming', 'getting out', 'finger', 'save', 'way'],
    negatable: false,
  },
  {
    id: 'passive_reckless',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\bwithout (?:looking|checking|a seatbelt|my seatbelt|a helmet)\b|\b(?:dont|didnt|not|never) (?:\w+ ){0,2}?(?:look|looking|wear(?:ing)? (?:a|my) (?:seatbelt|helmet)|bother looking)\b/g,
    requires: [ROAD_NEAR, DONT_CARE_NEAR],
    anchors: ['without', 'look', 'looking', 'wear', 'wearing'],
    negatable: false,
  },
  {
    id: 'passive_hope_dangling',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\b(?:hoping|hoped|wishing)(?= \.| ,|$)/g,
    requires: /\b(?:turbulence|plane|flight|storm|crash|ferry|boat|lorry|truck|bus|train|swerved|aquaplaned|skid|skidded)\b/,
    anchors: ['hoping', 'hoped', 'wishing'],
  },
  {
    id: 'passive_no_resus',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\b(?:want|wanted|like) (?:to be|them to) (?:resuscitated|revived|resuscitate me|revive me|bring me back)\b/g,
    requires: /\b(?:not really|no|dont|didnt|wouldnt|rather not|not)\b/,
    only: 'first',
    anchors: ['resuscitated', 'revived', 'resuscitate', 'revive', 'bring me'],
  },
  {
    id: 'passive_vet',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\b(?:put me to sleep|(?:do|done|did) (?:that|the same|it|me) (?:for |to )?(?:me )?(?:too|as well|after))\b/g,
    requires: /\b(?:vet|vets|put (?:\w+ ){0,2}?to sleep|euthan\w*|put down)\b/,
    anchors: ['sleep', 'too', 'as well', 'after'],
  },
  {
    id: 'passive_no_more_sleep',
    reason: 'passive_ideation',
    level: 'concern',
    self: true,
    re: /\b(?:eternal|forever|permanent|endless|never ending) (?:nap|sleep|snooze|pause)\b|\bthe (?:big|long) (?:sleep|nap)\b|\b(?:rest|sleep|nap) , (?:the )?(?:permanent|eternal|forever) kind\b|\b(?:stay|stayed|staying) asleep (?:[\w,]+ ){0,6}?(?:for good|forever|permanently|for ever)\b|\bnot waking up (?:would be |is |sounds |would |seems )?(?:fine|ok|okay|good|great|nice|bliss|a relief|lovely|the dream|ideal|perfect)\b|\b(?:content|happy|glad|ready|ok|okay|fine|like|love) (?:to|if i) (?:just )?(?:quietly )?(?:slip away|slipped away|drift off|fade away|go in my sleep|die in my sleep)\b|\b(?:to|could|would|just|id) (?:just )?(?:quietly )?slip away (?:in the night|in my sleep|quietly|for good|no fuss)\b|\b(?:lie|lay) down (?:\w+ ){0,4}?(?:and )?(?:not|never) (?:get|getting) up(?: again)?\b|\b(?:like|love|prefer|happy|glad|content|ok|okay|fine|happily) (?:to )?(?:just )?(?:not|never) (?:wake up|wake|waking up|have to wake)\b|\bnot bother (?:with )?waking up\b|\bhibernate (?:\w+ ){0,3}?(?:not|never) (?:come out|wake)\b|\bsleep (?:and )?(?:not|never) (?:come back|come out of it|return)\b/g,
    anchors: ['eternal', 'forever', 'permanent', 'endless', 'ending', 'big sleep', 'long sleep', 'big nap', 'long nap', 'asleep', 'not waking', 'slip away', 'slipped away', 'drift off', 'fade away', 'my sleep', 'get up', 'getting up', 'wake', 'waking', 'hibernate', 'come back', 'come out', 'return'],
  },
  {
    id: 'passive_no_more_off',
    reason: 'passive_ideation',
    level: 'concern',
    self: true,
    re: /\b(?:power|powered|powering|shut|shutting|switch|switching) (?:myself |me )?(?:down|off) (?:\w+ ){0,2}?(?:for good|forever|permanently|for ever|like (?:my|a) (?:phone|laptop|computer|machine|robot))\b|\b(?:switch|turn|power) me (?:off|down)\b|\bunplug me\b|\b(?:be|get|got) switched off(?= \.| ,|$| like| for good| forever)|\bpull (?:my plug|the plug on me)\b|\b(?:ctrl alt delete|unexist|un exist|uninstall|erase) me\b|\b(?:quietly )?uninvented\b|\bfade me (?:out|to black)\b|\b(?:i|me|id|just|to|could|would) (?:just )?(?:quietly )?(?:fade|faded|fading) (?:out|to black)\b(?! of\b)|\b(?:homesick|nostalgic|longing|yearning|yearn|craving|crave) (?:for )?(?:not existing|non existence|nonexistence|oblivion|nothingness|the void)\b|\bstop (?:having a self|being a person|being me)\b|\bjust stop being(?= \.| ,|$)|\b(?:nice|lovely|easier|relief|good|bliss) (?:\w+ ){0,3}?to (?:just )?stop(?= \.| ,|$)|\b(?:keep|leave) me under(?= \.| ,|$| doc| for good| forever| please)|\bcall it a day on (?:life|living|this life|it all|being alive)\b|\blights out (?:would|sounds|please|for me|for good|forever|suits)\b|\bskip (?:the rest|to the end)(?= \.| ,|$| of (?:my life|life|it all))|\b(?:can|could) i (?:just )?(?:not exist|stop existing)(?= \.| ,|$| anymore)|\b(?:id|i would|happily|gladly|want to|wish i could|ill) (?:\w+ )?sign (?:a|the|my) (?:dnr|do not resuscitate)\b|\btake me (?:whenever|anytime|any time)\b|\b(?:can|could|may|is welcome to) (?:just )?have me (?:whenever|anytime|any time|now|next)\b|\b(?:be |being )?(?:let off|excused from) (?:the rest|whatevers left|whatever is left|whats left|life|living)\b|\b(?:be|being) let off(?= \.| ,|$)|\bstopped wanting to (?:be here|live|be alive|exist|wake up|go on)\b|\b(?:dont|do not) want to be (?:a person|a human|human|me) (?:\w+ ){0,3}?(?:anymore|any more|any longer)\b|\b(?:life|it all|everything) can (?:just )?(?:stop|end) (?:now|here|anytime|whenever)\b|\b(?:happily|gladly) (?:\w+ )?(?:hand|give) (?:it |this |my life |life |mine |the rest )?back\b|\b(?:evaporating|disappearing|vanishing|not existing|not being here|oblivion) (?:sounds|seems|would be|feels) (?:\w+ )?(?:nice|good|lovely|great|restful|peaceful|appealing|tempting|better|easier|like a relief|ace|grand)\b|\b(?:grass|earth|dirt|soil) (?:\w+ ){0,2}?(?:grow|grows|cover|covers|close|closes) over me\b/g,
    anchors: ['power', 'powered', 'powering', 'shut', 'shutting', 'switch', 'switching', 'switch me', 'turn me', 'power me', 'unplug', 'switched', 'plug', 'delete', 'unexist', 'exist', 'uninstall', 'erase', 'uninvented', 'fade me', 'fade', 'faded', 'fading', 'homesick', 'nostalgic', 'longing', 'yearning', 'yearn', 'craving', 'crave', 'stop having', 'stop being', 'to stop', 'just stop', 'me under', 'day on', 'lights out', 'skip', 'existing', 'dnr', 'resuscitate', 'whenever', 'anytime', 'any time', 'have me', 'let off', 'excused', 'stopped wanting', 'a person', 'a human', 'human', 'be me', 'can stop', 'can end', 'can just', 'happily', 'gladly', 'evaporating', 'disappearing', 'vanishing', 'not existing', 'not being', 'oblivion', 'over me'],
  },
  {
    id: 'passive_no_more_left',
    reason: 'passive_ideation',
    level: 'concern',
    self: true,
    re: /\bno more (?:of )?me(?= \.| ,|$)|\bno more (?:mornings|birthdays|christmases|years|days|tomorrows|waking up)(?: for me)? (?:please|thanks|ta)\b|\bover being (?:around|here|alive|a person)\b|\bwhatever happens (?:to me )?happens\b|\banother day of (?:being alive|living|existing|breathing)\b|\brather not (?:have to )?(?:go on|be here|be alive|carry on|keep going|wake up|exist|live)(?= \.| ,|$| for| living| like this| without)|\bwaiting (?:to stop|for it to stop|for the end|for my time|for my turn)(?= \.| ,|$| honestly)|\b(?:ok|okay|fine|alright|happy|at peace|content) with (?:just )?(?:not|never) (?:seeing (?:\d+|another|next|the next|christmas|forty|thirty|twenty|fifty|sixty|seventy|eighty|old age)|reaching \d+|making it to|living to|turning \d+|being (?:here|around|alive)|waking up)\b/g,
    anchors: ['no more', 'over being', 'whatever happens', 'another day', 'rather not', 'waiting to', 'waiting for', 'with not', 'with never', 'with just'],
  },
  {
    id: 'passive_no_more_sorry',
    reason: 'passive_ideation',
    level: 'concern',
    self: true,
    re: /\b(?:not|never|wouldnt|wont|shant|shall not) (?:\w+ )?(?:be )?(?:sorry|sad|upset|unhappy) (?:to go|to die|to leave this world|to be gone|when my time comes|when (?:it|the end) comes)\b/g,
    anchors: ['sorry', 'sad', 'upset', 'unhappy'],
  },
  {
    id: 'passive_no_more_here',
    reason: 'passive_ideation',
    level: 'concern',
    self: true,
    re: /\b(?:could|to|just|happily|gladly|rather|prefer to|want to) (?:just |happily )?not be(?: here| around)?(?= \.| ,|$| anymore| any more| at all)|\b(?:relief|nice|easier|better|fine|lovely) (?:\w+ ){0,2}?(?:not to be|to not be) (?:here|around|alive)\b|\b(?:rather|prefer) (?:i |it if i )?(?:wasnt|werent|was not)(?: here| around| alive)?(?= \.| ,|$)/g,
    anchors: ['not be', 'not to', 'to not', 'wasnt', 'werent', 'was not'],
  },
  {
    id: 'passive_no_more_care',
    reason: 'passive_ideation',
    level: 'concern',
    self: true,
    re: /\b(?:wouldnt|would not|dont) (?:really |honestly )?mind (?:not being (?:here|around|alive)|being gone|not waking|not existing|dying|being dead)\b|\b(?:not bothered|not fussed|dont care|couldnt care less|not fussy) (?:about|whether i am|if im) (?:the )?(?:living|being alive|staying alive|surviving|waking up|life)\b|\b(?:couldnt care less|could not care less|dont (?:really |even )?care|not (?:really )?(?:fussed|bothered)|dont mind|wouldnt (?:really )?mind) (?:if|whether) (?:i|im) (?:\w+ ){0,2}?(?:make it(?! to (?:the|a|his|her|their|work|school|class))|wake|live|see (?:another|next|my next|\d+)|reach|last|survive|die|come off|come back|get hit|crash|drown|recover|pull through)\b/g,
    anchors: ['mind not', 'mind being', 'mind dying', 'not bothered', 'not fussed', 'dont care', 'care less', 'not fussy', 'really care', 'even care', 'fussed', 'bothered', 'dont mind', 'wouldnt mind', 'really mind'],
  },
  {
    id: 'passive_taken',
    reason: 'passive_ideation',
    level: 'concern',
    re: /\b(?:god|lord|jesus|death|universe|heaven|angels|man upstairs|him upstairs) (?:, )?(?:\w+ ){0,3}?(?:(?:take|takes|took|tek|teks|come for|comes for|came for|come get|swap|swaps) (?:me|mi|us)\b(?! (?:to|through|in(?! my sleep)|back|out|under|into|away from|there|for (?:a|an|the)|on|up on|by|over|around|round|along|with (?:him|her|them) to|and (?:my|the))\b)|(?:carry|carries|carried|call|calls|called|collect|collects) (?:me|mi|us) (?:home|away|off|up|in my sleep|one night|now|tonight|whenever|anytime|too|next|first|already|soon)\b|(?:doesnt|does not|wont|will not|dont) keep me (?:here |waiting )?(?:too |much )?(?:long|longer|waiting)\b)|\b(?:him|he) (?:to |would |will |could )?(?:just )?take me in my sleep\b|\bcall my number\b|\b(?:pray|praying|prayed|prayers|asking|asked|ask|begging|begged|beg|hoping|hope) (?:\w+ ){0,3}?(?:to be|for me to be|that i am|that im|that i be|im|i am|ill be|i will be|to get) (?:the )?(?:next|took|taken|called (?:home|up)|collected)\b(?! (?:week|month|year|time|day|in line for|to (?:speak|talk|read|sing|go up))\b)|\b(?:pray|praying|prayed|asking|begging|hoping) (?:\w+ ){0,2}?for (?:me|myself) to (?:go|die|be taken|be next|not wake)(?= \.| ,|$| too| next| soon| first| instead)|\b(?:happy|glad|ok|okay|fine|ready|wouldnt mind) (?:\w+ ){0,3}?(?:to be|being) (?:the )?next (?:name on|one to go|to go|in the ground|one in the ground|on the plaque)\b/g,
    anchors: ['god', 'lord', 'jesus', 'death', 'universe', 'heaven', 'angels', 'upstairs', 'sleep', 'number', 'next', 'took', 'taken', 'called', 'collected', 'go', 'die', 'not wake'],
  },
  // ---- A plan with a time (crisis) ------------------------------------------------------------
  // The act, or not coming back from a place, set beside a time or a date; or a decision set down
  // beside a time and a place or a means ("thursday, the woods, final answer").
  {
    id: 'plan_time_act',
    reason: 'plan',
    level: 'crisis',
    third: true,
    completed: true,
    thirdLevel: 'crisis',
    re: new RegExp(`\\b${END_ACT}(?![a-z])`, 'g'),
    requires: WHEN_SET,
    unless: /\b(?:speech|eulogy|ashes|scatter\w*|reading|paperwork|forms?|shopping|exam|test|interview|hair|tattoo|course|marathon|sell|selling|pack|packing|move|moving|visit|visiting|clear(?:ing)? (?:out )?(?:his|her|the|their)|sort(?:ing)? (?:out )?(?:his|her|the|their)|charity|sponsored|fun run|parkrun|bungee|skydive|swim(?:ming)? (?:club|lesson|race)|wild swim\w*|holiday|concert|gig|diet|job|the washing|the dishes|homework|cremation (?:is|on)|funeral (?:is|on)|long walk off a short pier|group|bereavement|survivor|prevention|awareness|talk about)\b/,
    anchors: ['end', 'ending', 'finish', 'finishing', 'kill', 'killing', 'life', 'check', 'checking', 'exit', 'lights', 'leave', 'leaving', 'living', 'breathing', 'alive', 'here', 'around', 'surviving', 'anything', 'exist', 'more me', 'longer me', 'me next', 'my turn', 'day i', 'for good', 'coming', 'walking', 'driving', 'turning', 'swimming', 'getting', 'drive', 'walk', 'come', 'walked', 'step', 'stepping', 'jump', 'jumping', 'go', 'going', 'swim', 'throw', 'go over', 'lie', 'lying', 'last', 'take', 'taking', 'swallow', 'pills', 'tablets', 'rope', 'doing', 'do', 'do it', 'gone', 'khatam', 'permanently', 'my exit', 'the exit', 'exit date', 'ends', 'dead', 'i jump', 'i go', 'i end', 'i do', 'i walk', 'overdosing', 'mine', 'myself in', 'off', 'finished', 'done', 'end of', 'full stop', 'seeing', 'making it', 'see another', 'for me', 'i go', 'i leave', 'after that', 'am i', 'do i', 'this life', 'bells', 'drove', 'crash', 'crashing', 'joining', 'join', 'following', 'follow', 'going after', 'be out', 'out', 'do', 'doing', 'done', 'same way', 'what', 'too', 'going', 'i go', 'it for', 'plan', 'planning', 'intend', 'intending', 'being alive', 'back', 'swimming', 'walking', 'finished', 'die', 'heading', 'lie', 'lying', 'off', 'leaving', 'getting off', 'train home', 'needing', 'intention', 'keeping me', 'over'],
  },
  {
    id: 'plan_time_decided',
    reason: 'plan',
    level: 'crisis',
    third: true,
    completed: true,
    thirdLevel: 'crisis',
    re: new RegExp(`\\b${DECIDED_SET}\\b`, 'g'),
    requires: [WHEN_SET, PLAN_PLACE],
    unlessNear: /\b(?:speech|eulogy|ashes|scatter\w*|headstone|plaque|flowers|wreath|memorial|service|funeral (?:is|on|for)|cremation|wake|mass|vigil|holiday|party|dinner|lunch|visit|meeting|appointment (?:with|at) (?:the|my) (?:gp|doctor|dentist|solicitor|bank|counsellor)|probate|will reading|house|flat|sale|move|group|bereavement|survivor|prevention|awareness|programme|assembly|training|talk|church at)\b/,
    anchors: ['decided', 'decision', 'decisions', 'decidido', 'sorted', 'locked', 'settled', 'final', 'u turns', 'turning back', 'planned', 'its set', 'its fixed', 'its happening', 'its staying', 's set', 's fixed', 'mind', 'minds', 'made up', 'date', 'chosen', 'deadline', 'window', 'appointment', 'circled', 'exit', 'counting', 'thats it', 'thats me', 'thats the', 's it', 's me', 'plan is', 'where is', 'when is', 'how is', 'worked out', 'i know', 'all planned', 'planned it', 'arranged', 'made sure', 'selected', 'no return', 'return', 'one way'],
  },
  {
    id: 'plan_fragments',
    reason: 'plan',
    level: 'crisis',
    scope: 'message',
    self: true,
    re: new RegExp(`^(?=.{1,60}$)(?!${TIMETABLE_QUESTION})(?=.*\\b${FRAG_PLACE}\\b)(?!.*\\b(?:plaque|unveil\\w*|memorial|flowers|ashes|service|ribbons?|wreath|roses?|lilies|bench|candle|vigil|scatter\\w*|headstone|charity|fundraiser|funeral|wedding|party|dinner|lunch|match|game|holiday|trip|visit|picnic|walk for|swim for|run for|photos?|sunset|with the (?:kids|dog|family))\\b).*\\b(?:tonight|tomorrow|the morra|today|friday|saturday|sunday|monday|tuesday|wednesday|thursday|dawn|midnight|\\d+ ?(?:am|pm)|(?:half|at) \\w+|the \\d+(?:st|nd|rd|th)?|\\d+(?:st|nd|rd|th)|hogmanay|new year|christmas(?: eve)?|easter|payday|weekend)\\b.*$`, 'g'),
    anchors: ['tonight', 'tomorrow', 'morra', 'today', 'friday', 'saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'dawn', 'midnight', 'am', 'pm', 'half', 'at', 'the', 'hogmanay', 'new year', 'christmas', 'easter', 'payday', 'weekend', ...Array.from({ length: 12 }, (_, i) => `${i + 1}am`), ...Array.from({ length: 12 }, (_, i) => `${i + 1}pm`), ...DIGITS, '1', '2', '3', '4', '5', '6', '7', '8', '9', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th'],
  },
  {
    id: 'plan_when_deixis',
    reason: 'plan',
    level: 'crisis',
    only: 'first',
    re: /\b(?:thats|that is|thats the|that will be|thatll be|its|it s) (?:when|the day|the night|the date|my (?:date|window|day|night|time|exit|deadline)|my date too)(?= \.| ,|$| i\b| then| too)|\bthe (?:date|day|night)(?: s| is| i have| ive| i ve)? (?:chosen|picked|set|decided)\b|\b(?:the date|the day) (?:is|s) (?:\w+ ){0,2}?and (?:its|it s) staying\b|\bit has a (?:date|day)\b|\bhas a day and a time\b|\b(?:picked|chosen|set|circled|written|given myself|booked) (?:a |the |my )?(?:date|day|deadline)\b|\b(?:given|giving) myself (?:till|until|a deadline)\b|\bthe (?:\w+ ){0,2}?is the day\b|\bthe countdown\b|\bits (?:a )?schedule\b/g,
    requiresAround: /\b(?:do it|doing it|gone|die|dead|alive|breathing|bridge|cliff|cliffs|tracks|train|rope|pills|garage|hose|pier|river|canal|edge|gun|shot|jump|not come back|no return|stop me|spot|the how|what i need|everything i need|the end|same way|for good|my exit|out of it|nothing hurts|calm|im going|i go|im done|helpline|end it|ending|nobody will|no one will|doing it|finally|the last|cry for help|out of here|not (?:be )?(?:alive|breathing|here)|wont be|find me|go too|woods|tree|single ticket|one way)\b/,
    unlessNear: /\b(?:funeral|service|wedding|party|dinner|lunch|holiday|trip|visit|meeting|appointment|exam|interview|scatter\w*|ashes|headstone|memorial|vigil|mass|cremation|inquest|court|hearing|surgery|operation|due date is)\b(?![^.]{0,60}\b(?:do it|die|end it|gone|rope|pills|bridge|cliff|tracks)\b)/,
    anchors: ['thats', 'that is', 'that will', 'thatll', 'its', 'it s', 'the date', 'the day', 'the night', 'has a', 'picked', 'chosen', 'set', 'circled', 'written', 'given myself', 'booked', 'giving myself', 'is the', 'countdown', 'schedule'],
  },
  // ---- Joining the dead -----------------------------------------------------------------------
  // An act toward the dead ("coming to you", "joining him", "wait for me", "heaven tonight") is a
  // concern that screen.ts raises to crisis when a time or a decision stands beside it; a longing
  // ("take me with you", "let me be with her", "wherever he is") is a concern.
  // An act toward the dead is a concern that screen.ts raises to crisis when a time or a decision
  // stands beside it; split by head word so each part reads only the sentences that can hold it.
  {
    id: 'reunion_coming',
    reason: 'reunion',
    level: 'concern',
    third: true,
    thirdLevel: 'concern',
    re: new RegExp(
      [
        `\\b(?:im|i am|ill be|i will be|mummys|mommys|daddys|mamas|papas|im finally|i) (?!not |never )(?:\\w+ )?coming\\b(?= \\.| ,|$| (?:to (?:you|him|her|them|join|be with|see|find|get)|home|for you|tonight|soon|now|up|tomorrow|on \\w+day|this|mum|mom|mam|dad|da|nan|nana|grandad|grandma|gran|love|baby|babe|son|darling|sweetheart|sis|bro|my (?:love|darling|baby|boy|girl|angel|sweetheart))\\b)(?![^.]{0,30}\\b(?:because|cos|for (?:advice|help|support)|to talk|to chat|to tell|to ask|to vent|back here|on here)\\b)`,
        `\\bcoming (?:to (?:you|him|her|them)|home to (?:you|him|her|them)|for you)\\b(?![^.]{0,30}\\b(?:because|cos|for (?:advice|help|support)|to talk|to chat|to tell|to ask|to vent)\\b)`,
        `\\bcoming (?:mum|mom|mam|dad|da|nan|nana|grandad|grandma|gran|love|my love|baby|babe|son|darling|sweetheart|mama|papa)\\b(?= \\.| ,|$| x)`,
      ].join('|'),
      'g',
    ),
    unless: VISIT_ONLY,
    anchors: ['coming'],
  },
  {
    id: 'reunion_join',
    reason: 'reunion',
    level: 'concern',
    third: true,
    thirdLevel: 'concern',
    re: new RegExp(
      [
        `\\b(?:join|joining|rejoin|rejoining) (?:you|him|her|them|my (?:best |little |big |baby |twin |wee |late |older |younger |eldest |youngest )?${REL_ONE}|(?!(?:zoom|teams|facebook|instagram|tiktok|tinder|whatsapp|the|a|an|us|in|up|forces|army|navy|gym|choir|club|them|him|her|you|my|our|his|their|in)\\b)[a-z]+(?= (?:in heaven|up there|tonight|tomorrow|on (?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|the \\d+\\w*)|this (?:weekend|week)|soon|there|by|at the end)\\b))\\b(?! (?:for|at (?!the end|midnight|dawn)|in (?!heaven\\b|the (?:sea|river|lake|water|ground|stars|sky)\\b)\\w+|on (?:the|a|facebook|instagram|zoom) (?!same)|with|and|to (?:the|a))\\b| (?:\\w+ )?(?:club|choir|group|team|gym|class|church|family|friends|charity|walk|run|cause|campaign|page|book|course|business|company|band|circle|society|party|mates|side|memory|honour|honor)s?\\b)`,
      ].join('|'),
      'g',
    ),
    unless: VISIT_ONLY,
    anchors: ['join', 'joining', 'rejoin', 'rejoining'],
  },
  {
    id: 'reunion_go',
    reason: 'reunion',
    level: 'concern',
    third: true,
    thirdLevel: 'concern',
    re: new RegExp(
      [
        `\\b(?:go|going|goin|come|off|getting|get) (?:straight |right |back |home )?(?:to|home to|and (?:find|meet|be with|join)|to (?:find|meet|be with|join)|in after) (?:you|both of you|him|her|them|both of them|my (?:best |little |big |baby |twin |wee |late |older |younger |eldest |youngest )?${REL_ONE}|my (?:wee |little |baby |angel )?(?:boy|girl|baby|angel)|mum|mom|mam|dad|nan|nana|grandad|grandma|mama|papa|mummy|daddy)\\b(?! (?:house|place|flat|home|grave|graveside|room|school|work|party|funeral|for|and|at (?!the end|midnight|dawn)|to|with|in (?:the|a) (?:hospital|car|kitchen|pub|park|cafe|shop|city|morning|afternoon|evening)|on (?:the|a) (?!same)|s)\\b| (?:\\w+ )?(?:club|choir|group|team|gym|class|church|family|friends|charity|walk|run|cause|campaign|page|book|course|business|company|band|circle|society|party|mates|side|memory|honour|honor|house|flat|place|home|grave|room)s?\\b)`,
        `\\b(?:going|gone|go|im going) where (?:\\w+ ){0,3}?went\\b|\\b(?:be|back|off|go|going|run|running|fall|falling|home|lie|lying) (?:in|to|into) (?:your|ur|his|her|my (?:\\w+ )?\\w+s) arms\\b|\\boff to (?:be with|join|see|meet)\\b`,
      ].join('|'),
      'g',
    ),
    unless: VISIT_ONLY,
    anchors: [...pairs(['to', 'find', 'meet', 'with', 'join', 'after', 'of'], ['you', 'him', 'her', 'them', 'my', 'mum', 'mom', 'mam', 'dad', 'nan', 'nana', 'grandad', 'grandma', 'mama', 'papa', 'mummy', 'daddy']), 'arms', 'off to', 'going where', 'gone where', 'go where'],
  },
  {
    id: 'reunion_be_with',
    reason: 'reunion',
    level: 'concern',
    third: true,
    thirdLevel: 'concern',
    re: new RegExp(
      [
        `\\b(?:ill|i will|im going to|going to|gonna|ill finally|i can|i shall|ill soon|ill be) (?:finally |soon |just )?(?:be )?(?:there |up there |right there )?(?:with|beside|next to|holding|cuddling|hugging|lying next to) (?:you|your hand|him|his hand|her|her hand|them|my (?:best |little |big |baby |twin |wee |late |older |younger |eldest |youngest )?${REL_ONE}|my (?:wee |little |baby |angel )?(?:boy|girl|baby|angel))\\b(?! (?:for (?:dinner|lunch|tea|coffee|a (?:bit|while|drink|walk|chat|meal))|at (?:the|a|his|her|my)|on (?:the|a)|in (?:the|a) (?:hospital|car|kitchen)|in person|while|when|and)\\b)`,
        `\\b(?:with|beside|next to) (?:you|u|him|her) (?:soon|tonight|tomorrow|by \\w+|before \\w+|on \\w+day)\\b`,
      ].join('|'),
      'g',
    ),
    unless: VISIT_ONLY,
    anchors: pairs(['with', 'beside', 'to', 'holding', 'cuddling', 'hugging'], ['you', 'your', 'him', 'his', 'her', 'them', 'my', 'u']),
  },
  {
    id: 'reunion_heaven',
    reason: 'reunion',
    level: 'concern',
    third: true,
    thirdLevel: 'concern',
    re: new RegExp(
      [
        `\\bsee (?:you|him|her|them|my ${REL_ONE}) (?:again )?(?:in heaven|up there|on the other side|in the stars|at the gates|in a bit|real soon)\\b(?! (?:one day|someday|some day|eventually|when))`,
        `\\b(?:heaven|pearly gates|the gates|the other side|the stars)\\b (?:here i come|tonight|tomorrow|soon|bound|by (?:morning|\\w+day)|this (?:weekend|week|\\w+day))\\b`,
      ].join('|'),
      'g',
    ),
    unless: VISIT_ONLY,
    anchors: ['heaven', 'gates', 'other side', 'stars', 'up there', 'a bit', 'real soon'],
  },
  {
    id: 'reunion_wait',
    reason: 'reunion',
    level: 'concern',
    third: true,
    thirdLevel: 'concern',
    re: new RegExp(
      [
        `\\bwait (?:up )?for me\\b(?! (?:at|outside|in|by|downstairs|after|before|while|to)\\b)|\\bwait up there\\b|\\bsave me a (?:seat|place|spot)\\b|\\bnearly there (?:mum|mom|mam|dad|nan|nana|grandad|grandma|love|baby)\\b`,
        `\\b(?:were|we are|well be|we will be|be) (?:finally )?together again\\b(?! (?:one day|someday|some day|in (?:gods|his) time))`,
        `\\bspend (?:it|christmas|the day|(?:his|her|our) (?:birthday|anniversary)) with (?:him|her|them|you)\\b`,
        `\\b(?:lie|lying|lay|sleep|rest) (?:down )?(?:next to|beside|with) (?:you|him|her|them)\\b(?= in (?:the |a )?(?:\\w+ )?(?:ground|earth|grave|churchyard|cemetery))`,
        `\\b(?:on my way|right behind (?:you|u)|catch(?:ing)? (?:you|u) up|keep my (?:seat|spot|place)|save my (?:seat|spot|place)|one way ticket to (?:you|u|him|her)|a pair again|crossing over|(?:go|going|goin|come|coming) (?:to )?where (?:ur|youre|you are|u are) at|(?:the )?(?:rainbow bridge|pearly gates|gates|heaven|stars) (?:tonight|tomorrow|by \\w+|this \\w+|sunday|monday|tuesday|wednesday|thursday|friday|saturday)|(?:going|coming|im|i am) home to (?:him|her|you|u)|(?:your|ur|ya) (?:boy|girl|baby|son|daughter|twin|wife|husband|mum|mam|mom|dad|little \\w+)s (?:coming|on (?:her|his) way))\\b(?= \\.| ,|$| (?:mum|mom|mam|mama|mamma|mummy|mommy|ma|dad|da|daddy|papa|pa|nan|nana|nanna|gran|granny|grandma|grandad|grandpa|granda|love|my love|babe|baby|sweetheart|darling|twin|bro|sis|son|my boy|my girl|angel|my angel|sweetpea|buddy|mate|pal|bestie|little bro|little sis)\\b| tonight| tomorrow| soon| now| by| at| this| on| before)`,
        `\\b(?:see|c) (?:you|u|ya) (?:at|by|in|on|tonight|tomorrow|soon|sunday|monday|tuesday|wednesday|thursday|friday|saturday)(?: \\w+)?(?: ,)? (?:mum|mom|mam|mama|mamma|mummy|mommy|ma|dad|da|daddy|papa|pa|nan|nana|nanna|gran|granny|grandma|grandad|grandpa|granda|love|my love|babe|baby|sweetheart|darling|twin|bro|sis|son|my boy|my girl|angel|my angel|sweetpea|buddy|mate|pal|bestie|little bro|little sis)\\b`,
        `\\b(?:its |now its |now )?my turn\\b(?= \\.| ,|$| to (?:go|die|join|come|be with)| now| next| tonight)`,
        `\\bfollow(?:ing)? (?:you|him|her|them|my ${REL_ONE})\\b(?= (?:into|in|to|off|over|down|soon|now|tonight|there)\\b| \\.| ,|$)(?! in (?:his|her|their) footsteps| into (?:the )?(?:business|trade|army|job))`,
      ].join('|'),
      'g',
    ),
    unless: VISIT_ONLY,
    anchors: ['wait for', 'up for', 'wait up', 'save me', 'nearly there', 'together', 'spend', 'ground', 'earth', 'grave', 'churchyard', 'cemetery', 'on my', 'behind', 'catch', 'catching', 'keep my', 'save my', 'ticket', 'pair', 'crossing', 'ur at', 'youre at', 'are at', 'rainbow', 'gates', 'heaven', 'stars', 'home to', 'coming', 'her way', 'his way', 'see you', 'see u', 'see ya', 'c you', 'c u', 'c ya', 'my turn', 'follow', 'following'],
  },
  {
    id: 'reunion_longing',
    reason: 'reunion',
    level: 'concern',
    third: true,
    thirdLevel: 'concern',
    re: new RegExp(
      [
        `\\btake (?:me|her|him) (?:with (?:you|him|her|them)|too|also|home|away|up|now|as well|instead)\\b|\\btake me\\b(?= \\.| ,|$| na| please)`,
        `\\bcome (?:and )?(?:get|take|fetch|collect) me\\b(?! (?:from|at|after|in the|tomorrow|later|on|when|up|out)\\b)`,
        `\\blet me (?:go (?:to|with)|be with|follow|join|come (?:to|with)|die with) (?:him|her|them|you|my ${REL}|the angels|\\w+)\\b`,
        `\\bwhy (?:couldnt|cant|didnt|could not|cannot|did not|wasnt) i (?:just )?(?:go|die|be|have gone|have died|leave) (?:with|beside) (?:him|her|them|you)\\b|\\bwhy (?:not )?both of us\\b|\\bwhy (?:did you|didnt you) (?:leave me|not take me)\\b`,
        `\\b(?:be|go|get|come|walk|walking|run|crawl|join|being|reach|to|with)\\b(?: \\w+| ,){0,4}? (?:where|wherever) (?!we |i |you and i)(?:\\w+ ){0,3}?(?:is|are|has gone|have gone|is now|are now|at)\\b(?! (?:buried|laid|resting|from|at|on|in (?:the|a) (?:car|kitchen|hospital|shop))\\b)|\\bwherever that is\\b`,
        `\\b(?:wish|want|long|need|belong|be|was|were|been|being|spend|spending|go|going)\\b (?:\\w+ ){0,2}?(?:up there|in heaven|on the other side|with the angels|in the stars)\\b(?! (?:one day|someday|some day|when))`,
        `\\bbelong (?:with|beside|next to) (?:him|her|them|you)\\b|\\b(?:wants?|want) to follow\\b|\\b(?:cant|cannot|couldnt|can not) follow\\b|\\bfollow (?:him|her|them|you) anywhere\\b`,
        `\\b(?:give|trade|swap|hand over|exchange)\\b(?: \\w+){0,8}? (?:to be with|for one more (?:day|minute|hour) with)\\b|\\b(?:swap|trade) (?:this|the) (?:whole )?(?:world|life)\\b`,
        `\\bwhen (?:i die|my time comes|its my (?:time|turn)|i go)\\b(?: \\w+| ,){0,14}? (?:cant wait|looking forward|impatient|the sooner the better|hope (?:its|it is) soon)\\b|\\b(?:looking forward to|cant wait for|impatient for|long for|longing for|aching for|so impatient for) (?:when |the day )?(?:my time|my turn|that day|i die|dying|death|being with|the day (?:i|we))\\b`,
        `\\b(?:dont|didnt) (?:want to )?have to wait (?:too |so |much )?(?:long|many years|much longer|any longer)\\b|\\bwait (?:so |too )?long to (?:get to|see|be with|join|hold)\\b`,
        `\\b(?:could have|couldve|should have|shouldve|wish i had|wish id|if only i could have|if only id) (?:just )?(?:gone|died|left|been taken) (?:with|too|alongside|beside) (?:him|her|them)\\b|\\bsaid (?:we|wed|we would|we d) (?:go|die) together\\b|\\bwent without me\\b|\\bgone on ahead without me\\b`,
        `\\bdont want to come back\\b`,
        `\\b(?:want|wanted|wanting|wish|wished) (?:i could |to )?(?:stay|be|lie|lay|sleep)(?: there| here| down there| down)? (?:with|next to|beside) (?:him|her|them)\\b(?! (?:at|for|on|when|while|in the hospital|in hospital)\\b)|\\bin the (?:ground|earth|grave) (?:next to|beside|with) (?:him|her|them)\\b`,
        `\\breunite (?:us|me)\\b|\\b(?:long|longing|yearn|yearning|ache|aching|pray|praying|prayed|hope|hoping|cant wait|impatient)\\b(?: \\w+){0,6}? (?:be |being |to be )?reunited\\b`,
        `\\bwant to be (?:in )?(?:the better place|heaven|there|in it) (?:too|with (?:him|her|them))\\b|\\bthen let me be with\\b|\\b(?:live|be|go) with (?:him|her|them|you|my \\w+) in heaven\\b`,
      ].join('|'),
      'g',
    ),
    unless: /\b(?:one day|someday|some day|eventually|in (?:gods|his) (?:own )?time|not for a long time|not yet|when im old)\b/,
    anchors: ['take me', 'take her', 'take him', 'get me', 'take me', 'fetch me', 'collect me', 'let me', 'why couldnt', 'why cant', 'why didnt', 'why could', 'why cannot', 'why did', 'why wasnt', 'why not', 'both of', 'where', 'wherever', 'up there', 'in heaven', 'other side', 'the angels', 'the stars', 'belong', 'follow', 'give', 'trade', 'swap', 'hand over', 'exchange', 'when i', 'when my', 'when its', 'looking forward', 'cant wait', 'impatient', 'long for', 'longing for', 'aching for', 'wait', 'could have', 'couldve', 'should have', 'shouldve', 'i had', 'wish id', 'only i', 'only id', 'together', 'without me', 'come back', 'stay', 'be with', 'be next', 'be beside', 'lie', 'lay', 'sleep', 'ground', 'earth', 'grave', 'reunite', 'reunited', 'better place', 'heaven', 'there too', 'it too', 'in it', 'spend', 'spending', 'go', 'going'],
  },
  // ---- Longing to join the dead, in more words (concern; crisis with a decision or a time) ------
  // Wanting to go where they are, to follow, to be in the same grave, to be taken up; the dead
  // waiting ("Jim will be waiting", "keep a seat warm for me"); half of me already with them.
  {
    id: 'reunion_where_they_are',
    reason: 'reunion',
    level: 'concern',
    re: new RegExp(`\\b(?:go|be|get|move|come|follow|stay|sit|live) (?:\\w+ ){0,2}?(?:wherever|where|to where) (?:he|she|they|you|my \\w+|\\w+) (?:is|are|went|has gone|s gone|have gone|gone|is now|are now|deh|dey)\\b|\\b(?:wanting|want|wanna|longing|long|wish i could|would|id|i would) (?:to )?follow(?: (?:you|him|her|them|my \\w+))?(?= \\.| ,|$| through| there| wherever| anyway| no hesitation| i would)|\\b(?:ask|asking|asked|pray|praying|prayed|beg|begging|whisper) (?:\\w+ ){0,3}?(?:to let me (?:come|go|stay|be|sit)|to be taken up|to take me (?:up|too|with)|if i can stay|let me come up|to be with (?:him|her|them))\\b|\\btake me (?:back )?with you\\b|\\b(?:part|half) of me is (?:already )?(?:with (?:him|her|them|you)|over there|up there|gone with)\\b|\\b(?:left|go|gone|went) without me\\b|\\b(?:we |i )?(?:should|were meant to|was meant to) (?:be|go|die) together\\b|\\bshould be with (?:her|him|them)(?= \\.| ,|$| up there| now)|\\b(?:same place as|wrong side of the veil|other side of the veil)\\b|\\b(?:crawl|crawled|climb|climbed|get|got) (?:in|into) (?:the|his|her) (?:casket|coffin|grave|ground)\\b|\\b(?:let them |they could )?bury (?:us|me) (?:both|together|with (?:him|her|them))\\b|\\bstay there with (?:him|her|them) forever\\b|\\b(?:homesick for|ache to be with|aching to be with) (?:you|him|her|them)\\b|\\bright behind (?:him|her|them|you)\\b|\\bready when (?:you|yuh|he|god|the lord) (?:is |are |re )?ready\\b|\\bwhenever (?:the (?:good )?lord|god|he) (?:is |s )?(?:ready|decides|wants me)\\b|\\bheaven (?:cant|can not) come (?:quick|soon|fast) enough\\b|\\b(?:if there is|if theres) (?:a heaven|an afterlife)(?: ,)? i want in\\b|\\bi want in\\b(?= \\.| ,|$| just)|\\b(?:keep|keeping) (?:a|my) (?:seat|place|spot|chair) (?:warm )?for me\\b|\\bhold my (?:place|seat|spot)(?: up there)?\\b|\\b(?:kettle|tea) on for me\\b|\\bmake room for me\\b|\\bwait up(?= \\.| ,|$)|\\b(?:same grave|same plot)(?= \\.| ,|$| please| as)|\\b(?:grave|plot) (?:\\w+ ){0,2}?(?:has |with )?room for (?:both of us|me|us)\\b|\\b(?:plot|grave|space) (?:beside|next to) (?:\\w+ ){0,2}?(?:is )?(?:paid for|waiting|reserved|mine)\\b|\\bnext to (?:\\w+ ){0,2}?in the ground\\b|\\b(?:be|lie|lying|lay) (?:buried )?(?:beside|next to) (?:him|her|them)(?: \\w+){0,3}? (?:wish|far off|soon|sooner|cant wait)\\b`, 'g'),
    anchors: ['wherever', 'where', 'follow', 'let me', 'taken up', 'take me', 'to be', 'if i', 'with you', 'part of', 'half of', 'without me', 'together', 'should be', 'same place', 'veil', 'casket', 'coffin', 'grave', 'ground', 'bury', 'forever', 'homesick', 'ache', 'aching', 'behind', 'ready', 'whenever', 'heaven', 'want in', 'for me', 'my place', 'my seat', 'my spot', 'wait up', 'same grave', 'same plot', 'room for', 'plot', 'space', 'next to', 'beside'],
  },
  {
    id: 'reunion_waiting',
    reason: 'reunion',
    level: 'concern',
    re: /\b(?:waiting for me|will be waiting|ll be waiting|be waiting for me)\b(?= \.| ,|$| up there| on the| in heaven| at the| there| i)|\b(?:reunited|together again|all back together|back together|back round (?:\w+ ){0,2}?table|meet again|(?:see|hold|hug|be with) (?:him|her|them|you|my \w+|\w+) again|seeing (?:my \w+|him|her|them) (?:and \w+ )?again|(?:being|be) with (?:him|her|them|you) again)\b/g,
    requires: /\b(?:cant wait|sooner than later|sooner|only thing|one thing|want (?:that|it) (?:more|so)|not too far off|too far off|look(?:ing)? forward|counting|feel it|when i get there|when my time|my own time|would believe anything|makes me smile|nicest thought|only (?:thing|peace))\b/,
    anchors: ['waiting', 'reunited', 'together', 'table', 'meet again', 'again'],
  },
  // ---- Someone else in danger (crisis) or showing warning signs (concern) ----------------------
  // A named person (son, wife, mate, he, she) at a lethal place, holding a means, missing after a
  // goodbye, or sending one; read only about someone else, and only with signs of a present danger
  // around it (saying, not answering, police, a means, "what do I do").
  {
    id: 'tp_place',
    reason: 'third_party_risk',
    level: 'crisis',
    asks: true,
    third: true,
    thirdLevel: 'crisis',
    only: 'third',
    re: new RegExp(`\\b(?:${REL}|he|she|they|hes|shes|theyre)\\b(?: \\w+){0,3}? (?:is |s |are |re |has been |been )?(?:\\w+ing )?(?:on|at|in|by|near|up on|up|onto|over|in front of|at the top of|on the edge of|on top of|from|from the top of) (?:the |a |her |his |their )?(?:\\w+ )?(?:bridge(?! club| game| night| party| team| tournament)|roof|rooftop|ledge|window ledge|balcony|cliff|cliffs|edge|tracks|railway|train line|motorway|traffic|quarry|pylon|reservoir|river|sea|canal|water|woods|garage|loft|shed|bath|bathroom|car park|multi storey|viaduct|railing|railings|barrier|parapet|tower|crane)\\b`, 'g'),
    requires: THIRD_ALARM,
    unlessNear: THIRD_ORDINARY,
    anchors: ['bridge', 'roof', 'rooftop', 'ledge', 'balcony', 'cliff', 'cliffs', 'edge', 'tracks', 'railway', 'line', 'motorway', 'traffic', 'quarry', 'pylon', 'reservoir', 'river', 'sea', 'canal', 'water', 'woods', 'garage', 'loft', 'shed', 'bath', 'bathroom', 'car park', 'storey', 'viaduct', 'railing', 'railings', 'barrier', 'parapet', 'tower', 'crane'],
  },
  {
    id: 'tp_means',
    reason: 'third_party_risk',
    level: 'crisis',
    asks: true,
    third: true,
    thirdLevel: 'crisis',
    only: 'third',
    re: new RegExp(`\\b(?:${REL}|he|she|they|hes|shes|theyre)\\b(?: \\w+){0,6}? (?:(?:has|have|has got|got|hes got|shes got)(?! been) (?:\\w+ ){0,2}?(?:the |a |his |her |their |dads |mums |grandads |nans )?(?:\\w+ )?(?:${MEANS_ANY})s?\\b|(?:is holding|holding|held|wont (?:drop|put down|let go of|give (?:it|them) (?:up|back|to me))|refuses to (?:put down|give)|sat with|sitting with|bought|buying|taken|took|hidden|hiding|keeps|kept|stockpil\\w*|saving|saved|with|showed me|sent (?:me )?(?:a )?(?:photos?|pictures?|pics?) of|counting|cleaning|loading|texting me photos of) (?:\\w+ ){0,6}?(?:${MEANS_ANY})s?\\b)|\\bto (?:put|give|hand) (?:the |his |her |that |dads |mums )?(?:${GUN}|knife|pills|tablets|rope|blade|razor) (?:away|down|over|up|back)\\b|\\bput down (?:the |his |her )?(?:${GUN}|knife|pills|tablets|rope|blade|razor)\\b|\\b(?:${MEANS_ANY}) in (?:his |her |their )?hands?\\b`, 'g'),
    requires: THIRD_ALARM,
    unlessNear: THIRD_ORDINARY,
    anchors: [...MEANS_ANY_WORDS, 'put', 'give', 'hand'],
  },
  {
    id: 'tp_missing',
    reason: 'third_party_risk',
    level: 'crisis',
    third: true,
    thirdLevel: 'crisis',
    only: 'third',
    re: /\b(?:missing|gone missing|disappeared|gone out|went out|walked out|left the house|not answering|not picking up|wont answer|isnt answering|hasnt answered|not answered|phones? (?:is |s )?(?:off|switched off|dead)|cant reach|cant get hold of|location(?:s| is)? (?:is )?(?:off|at|on|shows|the)|nobody has seen|no one has seen|not come home|hasnt come (?:home|back)|not in (?:her|his|their) room|room(?:s| is)? empty|car(?:s| is)? gone)\b/g,
    requires: /\b(?:note|goodbye|bye|sorry|said|saying|texted|messaged|posted|last (?:text|message|thing|post|words)|pills|tablets|gun|rifle|rope|knife|bridge|cliff|cliffs|river|sea|tracks|lake|reservoir|car keys|be with|end it|die|cant live|cant go on|not coming back|look after|wallet|keys|ring|letters|dont follow|thank you for everything|love you|gone to (?:see|be with|join)|nothing left|no point|wants? to die)\b/,
    unlessNear: THIRD_ORDINARY,
    anchors: ['missing', 'disappeared', 'gone out', 'went out', 'walked out', 'left the', 'answering', 'picking up', 'answer', 'answered', 'phone', 'phones', 'reach', 'hold of', 'location', 'locations', 'seen', 'come home', 'come back', 'room', 'rooms', 'car', 'cars'],
  },
  {
    id: 'tp_goodbye',
    reason: 'third_party_risk',
    level: 'crisis',
    third: true,
    thirdLevel: 'crisis',
    only: 'third',
    re: new RegExp(`\\b(?:${REL}|he|she|they)\\b(?: \\w+){0,3}? (?:texted|messaged|sent|sending|called|rang|phoned|emailed|posted|left|wrote|said|says|saying|keeps saying|been posting|has been posting|posting|gave|given|giving) (?:\\w+ ){0,5}?(?:see (?:u|you) never|(?:not|never) (?:be )?(?:seeing|see|hear from) (?:him|her|them) again|goodbye|bye|farewell|adieu|sorry|thank you for everything|thanks for everything|good knowing|love you all|i love you|look after|last post|see you on the other side|dont follow|dont look for|a note|a letter|letters|his watch|her ring|his ring|her bank card|the deeds|bank card|the pin|passwords|who gets what|his things|her things)\\b`, 'g'),
    requires: /\b(?:just|tonight|now|not answering|phone|missing|cant reach|weird|worried|since|hasnt|isnt|wont|not picking up|location|gone|left|went|hours? ago|minutes? ago|mins ago|this (?:morning|afternoon|evening)|what (?:do|should) i do|out of character|scared|cliffs|bridge|pills|tablets|gun|rope|license|licence|going to|car|drive|lake|river|sea|proud of me|look after|with (?:mam|mum|dad|him|her))\b/,
    unlessNear: THIRD_ORDINARY,
    anchors: ['sending', 'texted', 'messaged', 'sent', 'called', 'rang', 'phoned', 'emailed', 'posted', 'left', 'wrote', 'said', 'says', 'saying', 'posting', 'gave', 'given', 'giving'],
  },
  {
    id: 'tp_acts',
    reason: 'third_party_risk',
    level: 'crisis',
    asks: true,
    third: true,
    completed: true,
    thirdLevel: 'crisis',
    only: 'third',
    re: new RegExp(`\\b(?:${REL}|he|she|hes|shes)\\b (?:has |s |just |has just |ive just found (?:him|her) |may have |is )?(?:overdosed|od d|taken (?:an overdose|something|a load|a lot|too many|loads|all)|took (?:an overdose|something|a load|too many|all (?:his|her))|locked (?:himself|herself|themselves) in|cut (?:himself|herself|his wrists|her wrists)|jumping|cutting|overdosing|hanging|drowning|swallowing|turned (?:the )?gas on|(?:walked|gone|jumped|gone off|driven|driving|walking) (?:into|in|off|over|towards) (?:the |a )?(?:canal|river|sea|lake|loch|reservoir|bridge|cliff|cliffs|quarry|water|edge|traffic|road))\\b|\\b(?:${REL}|he|she|hes|shes)\\b(?: \\w+){0,2}? (?:not waking(?: up)?|wont wake(?: up)?|cant wake|unconscious|unresponsive|not breathing(?: properly)?|barely breathing|slurring|drifting in and out|being sick|turning blue|very sleepy|very drowsy|really drowsy|isnt making sense|not making sense)\\b(?=[^.]{0,80}\\b(?:pills|tablets|tabs|took|taken|overdose|empty|packets|blister|bottle|gas|car|garage|rope|cut|bleeding|blood|drank|swallowed|insulin|morphine|co codamol|sleeping)\\b)|\\b(?:not waking(?: up)?|wont wake(?: up)?|unconscious|unresponsive|not breathing|slurring|drifting in and out|being sick|very sleepy|very drowsy|isnt making sense)\\b(?<=\\b(?:pills|tablets|tabs|took|taken|overdose|empty|packets|blister|bottle|swallowed|insulin|morphine|sleeping)\\b[^.]{0,100})|\\b(?:found|find) (?:my |our )?(?:${REL}|him|her) (?:\\w+ ){0,3}?(?:with (?:the|a) (?:car running|rope|belt|ligature|pills|knife)|in the (?:garage|car|bath|loft|shed) (?:with|and))\\b`, 'g'),
    unless: /\b(?:would (?:\w+ )?have|post mortem|timeline|in (?:19|20)\d\d|years|anniversary|funeral|inquest|coroner|was found dead|wasnt found|found (?:him|her)|when (?:he|she) died|before (?:he|she) died|last (?:year|month)|struggling|missed the signs)\b/,
    anchors: ['overdosed', 'od', 'taken', 'took', 'locked', 'cut', 'found', 'find', 'jumping', 'cutting', 'overdosing', 'hanging', 'drowning', 'swallowing', 'gas', 'walked', 'gone', 'jumped', 'driven', 'driving', 'walking', 'waking', 'wake', 'unconscious', 'unresponsive', 'breathing', 'slurring', 'drifting', 'sick', 'blue', 'sleepy', 'drowsy', 'sense'],
  },
  {
    id: 'tp_burden',
    reason: 'third_party_risk',
    level: 'crisis',
    third: true,
    thirdLevel: 'crisis',
    only: 'third',
    re: /\b(?:better|happier|easier|better off|fine|free) (?:off )?(?:without (?:him|her|them)|if (?:he|she|they) (?:was|were|wasnt|werent|died|was dead|was gone|disappeared))\b|\b(?:he|she|hes|shes) (?:is |s )?(?:a |the )?(?:burden|problem|drain)\b(?= to| on| for| \.| ,|$)/g,
    unlessNear: THIRD_ORDINARY,
    anchors: ['without him', 'without her', 'without them', 'if he', 'if she', 'if they', 'burden', 'problem', 'drain'],
  },
  // ---- Someone else showing warning signs (concern) --------------------------------------------
  // The warning signs of the 988 Lifeline and AFSP lists, seen in someone else without a present
  // danger: withdrawing (not leaving the room, stopped answering, gone quiet), drinking or using to
  // numb, giving their own things away, stopping medicine or treatment, and saying hopeless or
  // passive things ("keeps saying she's ready to go", "dad said no point without your mother").
  {
    id: 'tpc_withdrawn',
    reason: 'third_party_risk',
    level: 'concern',
    third: true,
    only: 'third',
    thirdLevel: 'concern',
    re: new RegExp(`\\b${TP_SUBJ}\\b${TP_GAP}{0,6}? (?:(?:hasnt|has not|not|wont|doesnt|never|stopped|quit|refuses to|refusing to|refused to|cant|barely|hardly|rarely) (?:\\w+ )?(?:left|leave|leaves|leaving|been out of|come out of|came out of|gone out|go out|goes out|going out|get out of|getting out of|gets out of|been (?:out|down|back) (?:to|of)|answering|answer|answers|replying|reply|replies|picking up|pick up|opening|open|opens|talking to|talks to|speaking to|speaks to|seen|seeing) (?:of )?(?:the |his |her |their |a |anyone|anybody|her \\w+s|his \\w+s)?(?:house|room|bed|flat|apartment|chair|sofa|settee|door|phone|post|texts?|messages?|calls?|club|church|mass|work|school|job|group chat|friends|mates|sisters|brothers|me|us|anyone|anybody|dressing gown)|stopped (?:going|answering|replying|talking|speaking|seeing|playing|drawing|laughing|showering|shaving|cooking|going out|picking up|opening|walking|looking after|responding|doing (?:her|his|their)|gaming|singing|smiling)|(?:stays|staying|stayed|hiding|hides|lies|lying|sits|sitting|sleeps|sleeping|locks (?:himself|herself)|locking (?:himself|herself)) (?:all day )?(?:in|on) (?:his|her|their) (?:room|bed)|(?:in bed|sleeps|sleeping) all day|(?:lies|lying) on the (?:floor|sofa|settee|couch)|stares? (?:at )?(?:the )?walls?|staring at (?:the )?walls?|sits? (?:alone )?in the dark|(?:sleeping|sleeps|slept) (?:in (?:his|her|the|their) (?:car|truck|shed|van|sons bed|daughters bed)|at (?:the |\\w+s |his \\w+s |her \\w+s )?grave)|cancel(?:led|s|ling)? (?:everything|every plan|all (?:her|his|their) plans)|lost (?:all )?interest in|let (?:himself|herself|themselves) go|(?:not|isnt|is not|aint) coping|given up on (?:himself|herself|themselves|life|everything)|(?:quit|dropped out of|dropped|left) (?:uni|university|school|college|his job|her job|the band|his band|her band|basketball|rugby|football|therapy|the group|his classes|her classes|his course|her course)|(?:ready to go|had enough|past caring|done with (?:it all|everything|life))|(?:isnt|is not|not) (?:ok|okay|right|himself|herself|the same)|(?:barely|hardly) (?:talks|speaks|eats|sleeps|leaves the house|gets up)|(?:totally |completely )?withdrawn|gone off the radar|fading away|switched off|(?:hasnt|not) (?:opened|open) the curtains|curtains (?:shut|closed|drawn) (?:all day|for (?:days|weeks))|skipping (?:meals|lectures|school|work|classes|college|uni)|(?:not|isnt) going to (?:office|work|school|college|uni|church)|stopped (?:everything|his (?:choir|club|running|gym|football|allotment|band|music|walks)|her (?:choir|club|running|gym|book club|knitting|puzzles|walks|music))|(?:sits?|sat|sitting|sleeps?|sleeping) (?:in|on) (?:his|her|the|their) (?:car|van|truck|chair|sofa|settee) (?:\\w+ ){0,3}?(?:every (?:night|evening|day|afternoon)|all day|for (?:hours|days|weeks|\\w+ weeks)|till|until|from morning)|just sits in (?:the|his|her) (?:car|van|chair)|(?:on|in) the (?:same )?(?:sofa|chair|settee) (?:in the dark|for (?:days|weeks|\\w+ weeks))|deleted (?:all )?(?:his|her|their) social media)\\b|\\b${TP_SUBJ} (?:has |is |s |just )?(?:gone|going|become|got|been|is|s|seems|went) (?:really |very |so |totally |completely |all )?(?:quiet|silent|dark|withdrawn|distant|numb|switched off)(?: on (?:everyone|us|me))?\\b`, 'g'),
    unlessNear: /\b(?:hospice|palliative|dementia|last (?:days|weeks|months)|before (?:he|she|they) died|in (?:his|her|their) last)\b/,
    anchors: ['hasnt', 'has not', 'not', 'wont', 'doesnt', 'never', 'stopped', 'quit', 'refuses', 'refusing', 'refused', 'cant', 'barely', 'hardly', 'rarely', 'quiet', 'silent', 'dark', 'withdrawn', 'distant', 'numb', 'switched', 'room', 'bed', 'all day', 'floor', 'sofa', 'settee', 'couch', 'wall', 'walls', 'in the', 'car', 'truck', 'shed', 'van', 'grave', 'cancel', 'cancelled', 'cancels', 'cancelling', 'interest', 'let himself', 'let herself', 'let themselves', 'coping', 'given up', 'dropped', 'left', 'ready to', 'had enough', 'past caring', 'done with', 'isnt', 'is not', 'radar', 'fading', 'curtains', 'skipping', 'sits', 'sit', 'sat', 'sitting', 'sleeps', 'sleep', 'sleeping', 'sofa', 'chair', 'deleted'],
  },
  {
    id: 'tpc_substance',
    reason: 'third_party_risk',
    level: 'concern',
    third: true,
    only: 'third',
    thirdLevel: 'concern',
    re: new RegExp(`\\b${TP_SUBJ}\\b${TP_GAP}{0,6}? (?:(?:drinking|drinks|drunk|drank) (?:every (?:day|night)|from|alone|heavily|a lot|more|daily|nightly|all day|since|himself|herself|themselves|til|until|after work|on (?:his|her) own|in the garage|at night|before|the minute)|on the (?:bottle|gear|booze|drink|sauce)|hitting the (?:vodka|bottle|booze|drink|gin|whisky|whiskey|wine)|(?:taking|started taking|been taking|takes) (?:his|her|their) (?:late \\w+ |\\w+s )?(?:tramadol|pills|tablets|meds|oxy|codeine|sleeping pills|diazepam|valium|painkillers|morphine)|liquor runs|(?:at|down) the (?:bookies|pub) every (?:day|night)|(?:gaming|gambling) (?:til|until|all night)|(?:stopped|quit) going to (?:his |her |their )?(?:aa|na|meetings)|drinking again|drinks after|(?:works|working) and drinks|off (?:his|her|their) (?:head|face|tits)|on the piss|(?:completely |totally )?(?:paralytic|hammered|wasted|smashed|legless)(?: every| most| each)?)\\b|(?:,|and) drinking(?= ,| \\.|$| and)`, 'g'),
    unlessNear: /\b(?:hospice|palliative|dementia|last (?:days|weeks|months)|before (?:he|she|they) died|drank himself to death|drank herself to death|liver (?:failure|gave))\b/,
    anchors: ['drinking', 'drinks', 'drunk', 'drank', 'bottle', 'gear', 'booze', 'drink', 'sauce', 'hitting', 'taking', 'takes', 'liquor', 'bookies', 'pub', 'gaming', 'gambling', 'stopped going', 'quit going', 'piss', 'paralytic', 'hammered', 'wasted', 'smashed', 'legless', 'head', 'face', 'tits'],
  },
  {
    id: 'tpc_says',
    reason: 'third_party_risk',
    level: 'concern',
    third: true,
    only: 'third',
    thirdLevel: 'concern',
    re: new RegExp(`\\b${TP_SUBJ}\\b${TP_GAP}{0,4}? (?:says|keeps saying|keep saying|said|saying|told (?:me|us|everyone|the \\w+|her \\w+|his \\w+|my \\w+)|tells (?:me|us|everyone|the \\w+)|keeps telling (?:me|us|everyone|the \\w+)|telling (?:me|us|everyone|the \\w+)|keeps asking|asks (?:him|her|god)|posted|posting|posts|keeps posting|wrote|writes|writing about|written|texted|texts|texting|calls (?:himself|herself)|calling (?:himself|herself)|talks about|talking about|keeps talking about|jokes about|keeps making jokes about|making jokes about|keeps calling (?:himself|herself)|announced|insists|muttered|whispered|captions like|feels|feel) (?:that )?(?:[\\w,"]+ ){0,8}?${TP_SAID}\\b`, 'g'),
    unlessNear: /\b(?:hospice|palliative|dementia|last (?:days|weeks|months)|before (?:he|she|they) died|in (?:his|her|their) last|the night (?:he|she|they) died|the day (?:he|she|they) died|always said|used to say|always used to)\b/,
    anchors: ['says', 'saying', 'said', 'told', 'tells', 'telling', 'asking', 'posted', 'wrote', 'writes', 'texted', 'texts', 'calls', 'calling', 'talks', 'announced', 'insists', 'muttered', 'whispered', 'asks', 'posting', 'posts', 'writing', 'written', 'texting', 'talks', 'talking', 'jokes', 'captions', 'feels', 'feel'],
  },
  {
    id: 'tpc_giving_away',
    reason: 'third_party_risk',
    level: 'concern',
    third: true,
    only: 'third',
    thirdLevel: 'concern',
    re: /\b(?:she|shes|mum|mums|mom|moms|mam|mams|mother|mothers|wife|wifes|sister|sisters|daughter|daughters|gran|grans|nan|nans|nana|nanas|grandma|grandmas|aunt|aunts|auntie|aunties|girlfriend|girlfriends|gf|gfs|niece|nieces) (?:\w+ ){0,4}?(?:giving|given|gave|gives|selling|sold|sells) (?:away )?(?:all )?(?:of )?her\b|\b(?:he|hes|dad|dads|father|fathers|husband|husbands|brother|brothers|son|sons|grandad|grandads|grandpa|grandpas|uncle|uncles|boyfriend|boyfriends|bf|bfs|nephew|nephews|roommate|roommates|mate|mates|friend|friends) (?:\w+ ){0,4}?(?:giving|given|gave|gives|selling|sold|sells) (?:away )?(?:all )?(?:of )?his\b/g,
    requires: /\b(?:since|died|passed|lost|funeral|death|gone|away)\b/,
    unlessNear: /\b(?:late (?:husband|wife|father|mother|dad|mum|son|daughter)|(?:hes|shes|theyre) (?:moving|downsizing|emigrating|clearing)|charity shop|car boot|to make room)\b/,
    anchors: ['giving', 'given', 'gave', 'gives', 'selling', 'sold', 'sells'],
  },
  {
    id: 'tpc_neglect',
    reason: 'third_party_risk',
    level: 'concern',
    third: true,
    only: 'third',
    thirdLevel: 'concern',
    re: new RegExp(`\\b${TP_SUBJ}\\b${TP_GAP}{0,6}? (?:(?:skipping|skipped|skips|stopped|quit|cancelled|canceled|refusing|refused|refuses|not taking|missing|stopped going to|given up) (?:his|her|their) (?:meds|medication|medicine|tablets|pills|insulin|dialysis|chemo|physio|rehab|cardiac rehab|treatment|appointments?|injections?|inhaler|check ups?|food)|(?:hasnt|has not|havent|not|stopped|never) (?:\\w+ )?(?:showered|shaving|shaved|showering|washing|washed|bathed|changed (?:his|her) clothes|been out of (?:his|her) dressing gown|cooked|cooking|eaten|eating|eats)|(?:isnt|is not|not|wont|barely|hardly|doesnt) (?:\\w+ )?(?:eating|eat|eats|taking (?:food|medicines|medication|meds))|only (?:eating|eats) (?:toast|biscuits|tea)|(?:driving|drives|driven) (?:like a maniac|stupid fast|too fast|recklessly|like (?:an idiot|a lunatic)|drunk)|(?:stopped|not) paying (?:his|her|their|the) bills|(?:no|not) (?:chop|come|eating|kumain))\\b`, 'g'),
    unlessNear: /\b(?:hospice|palliative|dementia|last (?:days|weeks|months)|before (?:he|she|they) died|in (?:his|her|their) last|end of life|nil by mouth|feeding tube)\b/,
    anchors: ['skipping', 'skipped', 'skips', 'stopped', 'quit', 'cancelled', 'canceled', 'refusing', 'refused', 'refuses', 'not taking', 'missing', 'given up', 'hasnt', 'has not', 'havent', 'not', 'never', 'isnt', 'wont', 'barely', 'hardly', 'doesnt', 'only', 'driving', 'drives', 'driven', 'no'],
  },
  {
    id: 'tpc_worried',
    reason: 'third_party_risk',
    level: 'concern',
    third: true,
    only: 'third',
    thirdLevel: 'concern',
    re: new RegExp(`\\b(?:worried|worrying|concerned|scared|frightened|anxious|worried sick) (?:about|for|abt) (?:my|our) (?:\\w+ )?${REL}\\b(?! (?:being|getting|having|finding|seeing|going|coming|doing|when|if|at|on|in)\\b)|\\b${REL}(?: is| s)? (?:really )?(?:worrying|scaring|frightening) me\\b|\\bis my (?:\\w+ )?${REL} (?:ok|okay|alright)\\b|\\b${REL}(?: is| s)? (?:not|isnt) (?:ok|okay|coping)\\b|\\b${REL}s? grief (?:scares|frightens|worries) me\\b`, 'g'),
    anchors: ['worried', 'worrying', 'concerned', 'scared', 'frightened', 'anxious', 'scaring', 'frightening', 'is my', 'not', 'isnt', 'scares', 'frightens', 'worries'],
  },
//@@END_RULES
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
