/**
 * The resources shipped with Forget-me-not, written for this product. Each has a stable seedKey:
 * it is how a start-up knows a shipped resource was already put in the library (and perhaps since
 * edited or removed by an admin), so never change or reuse a key. Links go only to the public
 * sites of well-known organisations, mostly their home pages, which rarely move.
 *
 * Within the featured and the other resources the library shows newest first; the seed gives
 * the resources below descending creation times, so they appear in this order.
 */
import type { ResourceType } from '@shared/schemas/resources';

export interface ShippedResource {
  seedKey: string;
  title: string;
  description: string;
  content: string;
  category: string;
  resourceType: ResourceType;
  isFeatured: boolean;
  externalUrl: string | null;
}

export const SHIPPED_RESOURCES: readonly ShippedResource[] = [
  // ── Crisis help ────────────────────────────────────────────────────────────────────────────
  {
    seedKey: 'crisis-right-now',
    title: 'If you are struggling to stay safe right now',
    description: 'Free, confidential helplines are there day and night. Find the right one for the country you are in.',
    content:
      'Grief can bring moments so heavy that it feels impossible to carry on. If you are thinking about ending your life, or you are worried you might act on thoughts of harming yourself, please reach out now, even if you are not sure what to say. If you are in immediate danger, call your local emergency number. Otherwise, Find A Helpline lists free, confidential crisis lines for many countries, with phone, text and chat options, and you can filter by the kind of support you want. The people who answer are used to hearing from someone who is grieving. You do not need to explain everything at once, and you can simply say that you are having a very hard time and need to talk.',
    category: 'Crisis help',
    resourceType: 'helpline',
    isFeatured: true,
    externalUrl: 'https://findahelpline.com',
  },
  {
    seedKey: 'crisis-988-us',
    title: '988 Suicide & Crisis Lifeline (United States)',
    description: 'Call or text 988, or chat online, any time of day or night, for free and confidential support.',
    content:
      'In the United States you can call or text 988 to reach the 988 Suicide & Crisis Lifeline, or use its online chat. It is free, confidential and open around the clock. You do not have to be suicidal to get in touch: people contact the Lifeline when grief, loneliness or worry becomes too much to hold alone, and when they are concerned about someone else. A trained crisis counselor will listen, help you think through what is happening, and talk with you about what might help you get through the next hours. If you are in immediate danger, call 911. If a call feels too hard, a text or a chat is just as welcome.',
    category: 'Crisis help',
    resourceType: 'helpline',
    isFeatured: false,
    externalUrl: 'https://988lifeline.org',
  },
  {
    seedKey: 'crisis-samaritans-uk-ie',
    title: 'Samaritans (United Kingdom and Ireland)',
    description: 'Call 116 123 for free, any time, to talk to someone who will listen without judging you.',
    content:
      'Samaritans volunteers answer calls on 116 123, free, every hour of every day, across the United Kingdom and Ireland. You can talk about anything that is troubling you, including a death, the guilt or anger that can come with it, or feeling that you cannot go on. They will not tell you what to do and they will not judge you; they listen, and help you find your own way through the moment. Many people ring in the middle of the night, when everything feels louder. If speaking out loud feels like too much, the Samaritans website explains the other ways to get in touch. In an emergency, call 999 or 112.',
    category: 'Crisis help',
    resourceType: 'helpline',
    isFeatured: false,
    externalUrl: 'https://www.samaritans.org',
  },
  {
    seedKey: 'crisis-lifeline-australia',
    title: 'Lifeline (Australia)',
    description: 'Call 13 11 14 at any hour for crisis support from a trained volunteer, or use text and chat.',
    content:
      'In Australia, Lifeline answers 13 11 14 around the clock for anyone having a personal crisis or thinking about suicide. Grief is one of the most common reasons people call. A trained crisis supporter will listen, help you feel a little steadier, and talk through what you can do to stay safe in the hours ahead. Lifeline also offers text and online chat for people who find a phone call hard, and its website has information about coping after a loss and about supporting someone else who is struggling. If you or someone near you is in immediate danger, call 000 first.',
    category: 'Crisis help',
    resourceType: 'helpline',
    isFeatured: false,
    externalUrl: 'https://www.lifeline.org.au',
  },

  // ── Understanding grief ────────────────────────────────────────────────────────────────────
  {
    seedKey: 'grief-what-it-feels-like',
    title: 'What grief can feel like',
    description:
      'Grief is not only sadness. It can touch your body, your sleep, your memory and your sense of who you are.',
    content:
      'Many people are surprised by how physical grief is. You may feel exhausted but unable to sleep, forget why you walked into a room, lose your appetite or eat without noticing. Alongside sadness there can be numbness, anger, guilt, relief after a long illness, or a restless urge to keep busy. Feelings often come in waves: an ordinary afternoon can be overturned by a song or a smell. None of this means you are grieving wrongly. It is how a mind and body adjust to the absence of someone who mattered. Cruse Bereavement Support, a UK charity, has a clear and gentle overview of common grief reactions, and a helpline if you would like to talk it over with someone.',
    category: 'Understanding grief',
    resourceType: 'article',
    isFeatured: true,
    externalUrl: 'https://www.cruse.org.uk',
  },
  {
    seedKey: 'grief-no-timetable',
    title: 'There is no timetable for grief',
    description:
      'Grief does not follow neat stages or end on a set date. It changes shape, and life slowly grows around it.',
    content:
      'You may have heard that grief moves through fixed stages in order. Most bereaved people find it far less tidy: feelings return, overlap and surprise them months or years later. A helpful picture is that grief itself does not shrink so much as your life gradually grows around it, making room for new days alongside the loss. Some weeks you may feel you are going backwards; that is common too, especially near birthdays and anniversaries. Be wary of anyone, including yourself, who says you should be over it by now. Marie Curie, a UK end of life charity, has practical information about grief and bereavement, and ways to find support near you.',
    category: 'Understanding grief',
    resourceType: 'article',
    isFeatured: false,
    externalUrl: 'https://www.mariecurie.org.uk',
  },
  {
    seedKey: 'grief-before-a-death',
    title: 'Grieving before a death',
    description:
      'When someone is seriously ill, grief often begins long before they die. This is called anticipatory grief.',
    content:
      'Caring for someone through a long illness can mean grieving many losses along the way: the holidays you will not take, the conversations that become harder, the person they used to be. This is sometimes called anticipatory grief, and it can sit alongside hope, love, tiredness and even moments of wishing it were over, which is a very human feeling and not a betrayal. It does not always make the death itself easier; people are often still shaken when it comes. Try to take small breaks, accept practical help when it is offered, and tell someone how you are really doing. Hospice Foundation of America has information about caregiving, end of life and grief.',
    category: 'Understanding grief',
    resourceType: 'article',
    isFeatured: false,
    externalUrl: 'https://hospicefoundation.org',
  },

  // ── Coping day to day ──────────────────────────────────────────────────────────────────────
  {
    seedKey: 'coping-hard-days',
    title: 'Getting through the hard days',
    description: 'Small, ordinary things can help on days when everything feels too much. A few ideas to try gently.',
    content:
      'On the hardest days, aim small. Drink some water, eat something simple, step outside for a few minutes, and let the rest wait. It can help to write a short list of people you can message when you are low, so you do not have to think of them at the worst moment. Some people find comfort in a routine, others in a change of scene; notice what eases things for you, even a little. Let yourself cry, and let yourself laugh when it comes. If friends ask how they can help, name something concrete, like a meal or a walk. AtaLoss.org is a UK website that helps bereaved people find support services and groups near them.',
    category: 'Coping day to day',
    resourceType: 'guide',
    isFeatured: false,
    externalUrl: 'https://www.ataloss.org',
  },
  {
    seedKey: 'coping-special-days',
    title: 'Anniversaries, birthdays and holidays',
    description: 'The days that used to bring you together can feel hardest. Planning a little ahead can soften them.',
    content:
      'The run-up to a significant date is often harder than the day itself. It can help to decide in advance how you want to spend it, while allowing yourself to change your mind on the morning. You might keep a tradition, start a new one, visit a meaningful place, cook their favourite meal or simply stay home quietly. Let the people around you know what you would like, because many of them will be unsure whether to mention the person who died. It is fine to leave a gathering early or to skip it altogether this year. What’s Your Grief is a website full of practical writing about grief, including ideas for getting through holidays and anniversaries.',
    category: 'Coping day to day',
    resourceType: 'article',
    isFeatured: false,
    externalUrl: 'https://whatsyourgrief.com',
  },
  {
    seedKey: 'coping-looking-after-yourself',
    title: 'Looking after your body while you grieve',
    description:
      'Sleep, food and movement often suffer after a loss. Gentle care for your body can make the days a little easier.',
    content:
      'Grief is tiring, and it is easy to let your own needs slip. Try to keep some rhythm to your days: getting up and going to bed around the same time, eating at regular points even if only a little, and moving your body, perhaps with a short walk. Be careful with alcohol, which can seem to help at night but often makes sleep and mood worse. If you have ongoing physical symptoms, trouble sleeping for weeks, or you simply feel you are not coping, it is worth talking to your doctor, who sees grief often and can tell you what support is available locally. The NHS website has information about grief and where to find help in the UK.',
    category: 'Coping day to day',
    resourceType: 'article',
    isFeatured: false,
    externalUrl: 'https://www.nhs.uk',
  },
  {
    seedKey: 'coping-back-to-work',
    title: 'Going back to work after a bereavement',
    description: 'Returning to work can feel daunting. A few conversations beforehand can make the first weeks easier.',
    content:
      'There is no right moment to go back to work, and for some people routine is a welcome anchor while for others it feels far too soon. Before you return, it can help to talk with your manager about what colleagues will be told, whether you could start with shorter days, and what to do if you need a quiet moment. You might prepare a simple sentence for when people ask, such as thank you, I am taking it one day at a time. Concentration often takes a while to come back, so make notes and be patient with yourself. In the UK, Acas offers free, impartial guidance on time off and returning to work after a bereavement.',
    category: 'Coping day to day',
    resourceType: 'guide',
    isFeatured: false,
    externalUrl: 'https://www.acas.org.uk',
  },

  // ── Loss of a partner ──────────────────────────────────────────────────────────────────────
  {
    seedKey: 'partner-when-your-partner-dies',
    title: 'When your partner dies',
    description:
      'Losing a partner can change almost every part of daily life, from the quiet of the house to the future you had planned.',
    content:
      'When a partner dies you lose a person, and often a witness to your days, a co-parent, a shared home routine and the future you imagined together. Many people describe the evenings and weekends as the hardest times, and the small moments, such as wanting to tell them something, as the most startling. You may feel pressure to make big decisions about the house, money or moving; where you can, give yourself time before deciding anything that cannot be undone. Keep talking about them if that helps. Widowed and Young, a UK charity known as WAY, offers peer support from others who have lost a partner at a younger age.',
    category: 'Loss of a partner',
    resourceType: 'article',
    isFeatured: false,
    externalUrl: 'https://www.widowedandyoung.org.uk',
  },
  {
    seedKey: 'partner-finding-peer-support',
    title: 'Finding others who understand widowhood',
    description: 'Meeting people who have also lost a partner can ease the loneliness in a way few other things do.',
    content:
      'Friends and family may love you dearly and still not quite understand what it is like to lose a partner. Spending time with people who have been through it can be a relief: you do not have to explain why a wedding invitation hurts, or why you still set out two cups. Peer support might be an in-person group, an online community or a single friendship with someone a little further along. Listen to your own pace; some people join a group within weeks, others wait a year or more. Soaring Spirits International is a non-profit that connects widowed people through local groups, online communities and events.',
    category: 'Loss of a partner',
    resourceType: 'organisation',
    isFeatured: false,
    externalUrl: 'https://www.soaringspirits.org',
  },

  // ── Loss of a parent ───────────────────────────────────────────────────────────────────────
  {
    seedKey: 'parent-losing-a-parent-as-an-adult',
    title: 'Losing a parent as an adult',
    description: 'However old you are, the death of a mother or father can shake the ground beneath you.',
    content:
      'People sometimes expect the death of an elderly parent to be easier, because it follows the natural order. Yet it can feel like losing part of your foundation: the person who remembered you as a child, or whose approval you still sought. Old family tensions may surface while you sort belongings and paperwork with siblings, and you may grieve the relationship you wished you had as well as the one you did. If you were a carer, the sudden empty time can feel disorienting. Cruse Bereavement Support has information about the death of a parent, and a helpline if you would like to talk it through.',
    category: 'Loss of a parent',
    resourceType: 'article',
    isFeatured: false,
    externalUrl: 'https://www.cruse.org.uk',
  },
  {
    seedKey: 'parent-after-caring',
    title: 'After caring for a parent through illness',
    description: 'When caring ends, grief can arrive alongside exhaustion, relief and a strange loss of purpose.',
    content:
      'If you cared for a parent through a long illness, your days may have been shaped around appointments, medication and watching for change. When that ends, many carers feel hollow and unsure what to do with themselves, and some feel guilty for the relief that comes too. Both are common. Give your body time to recover from months or years of strain, and look for small ways to rebuild the parts of your life that were set aside, such as friends, work or a hobby. It can help to talk with someone about what you witnessed, especially if the end was difficult. Marie Curie has bereavement information for people who cared for someone at the end of life.',
    category: 'Loss of a parent',
    resourceType: 'article',
    isFeatured: false,
    externalUrl: 'https://www.mariecurie.org.uk',
  },

  // ── Loss of a child ────────────────────────────────────────────────────────────────────────
  {
    seedKey: 'child-when-a-child-dies',
    title: 'When your child dies',
    description:
      'The death of a son or daughter, at any age, is a loss like no other. Other bereaved parents can walk beside you.',
    content:
      'Losing a child turns the world upside down. Parents often say that the grief is fierce and long, and that people around them do not know what to say, so they say nothing. You are still their parent, and you may want to keep saying their name, marking their birthday and counting them when someone asks how many children you have. Partners often grieve differently, one wanting to talk and the other to keep busy, which can feel lonely; neither way is wrong. The Compassionate Friends is a charity run by and for bereaved parents, siblings and grandparents, with groups in the UK, the United States and elsewhere.',
    category: 'Loss of a child',
    resourceType: 'organisation',
    isFeatured: false,
    externalUrl: 'https://www.compassionatefriends.org',
  },
  {
    seedKey: 'child-families-grieving-together',
    title: 'Grieving together as a family after a child’s death',
    description: 'Brothers, sisters and grandparents grieve too. A few thoughts on caring for each other at home.',
    content:
      'When a child dies, everyone in the family is grieving at once, and each in their own way. Brothers and sisters may feel forgotten, or try to protect their parents by hiding their feelings. Grandparents often grieve twice: for the grandchild and for their own child in pain. It can help to keep simple routines, to let each person remember in the way that suits them, and to say out loud that it is all right to be sad, angry or to have a good day. Ask for practical help from friends with meals, school runs and errands. Child Bereavement UK supports families when a baby or child dies and when a child is bereaved, and has information for each member of the family.',
    category: 'Loss of a child',
    resourceType: 'article',
    isFeatured: false,
    externalUrl: 'https://www.childbereavementuk.org',
  },

  // ── Loss of a pet ──────────────────────────────────────────────────────────────────────────
  {
    seedKey: 'pet-grieving-a-companion',
    title: 'Grieving a companion animal',
    description:
      'The loss of a pet is a real bereavement. The bond you shared, and the gap in your days, deserve to be mourned.',
    content:
      'A pet is often there for every part of the day: the walk in the morning, the greeting at the door, the warm weight at night. When they die, the house can feel painfully quiet, and routines suddenly have nothing to hold them. Some people feel embarrassed by how much it hurts, or meet others who do not understand. Your grief is real and reflects a real bond. You might keep their collar, plant something in their memory, or write down your favourite stories. Children may need simple, honest words about what happened. Blue Cross, a UK animal charity, runs a free and confidential Pet Bereavement Support Service.',
    category: 'Loss of a pet',
    resourceType: 'article',
    isFeatured: false,
    externalUrl: 'https://www.bluecross.org.uk',
  },
  {
    seedKey: 'pet-last-days',
    title: 'Thinking about a pet’s last days',
    description:
      'Deciding when to say goodbye is one of the hardest parts of caring for an animal. Some gentle questions to consider.',
    content:
      'If your pet is old or seriously ill, you may face a decision about ending their suffering. There is rarely a perfect moment, and many people later wonder whether they chose too early or too late. It can help to talk openly with your vet about your pet’s comfort, to notice whether they still enjoy the things they love, and to think about what a peaceful goodbye might look like for you both, whether at the clinic or at home. Decide whether you want to be present, and whether children or other pets should say goodbye. Afterwards, feelings of guilt are common; they usually reflect how much you cared. Be as kind to yourself as you were to them.',
    category: 'Loss of a pet',
    resourceType: 'guide',
    isFeatured: false,
    externalUrl: null,
  },

  // ── Pregnancy and infant loss ──────────────────────────────────────────────────────────────
  {
    seedKey: 'baby-stillbirth-and-neonatal-death',
    title: 'When a baby dies before or soon after birth',
    description:
      'The death of a baby during pregnancy, at birth or in the first weeks is a profound loss that deserves care and time.',
    content:
      'Parents whose baby has died often find that the world does not know how to respond, because many people never met the baby. But you knew them, and you may have loved and imagined them for months. It is natural to want to hold on to memories: a name, photographs, hand and footprints, a lock of hair, a blanket. Some parents find these precious; others prefer not to, and both are fine. Partners, grandparents and siblings grieve too. Sands, the UK stillbirth and neonatal death charity, offers a helpline, support groups and information for anyone affected by the death of a baby.',
    category: 'Pregnancy and infant loss',
    resourceType: 'organisation',
    isFeatured: false,
    externalUrl: 'https://www.sands.org.uk',
  },
  {
    seedKey: 'baby-miscarriage',
    title: 'After a miscarriage',
    description:
      'Miscarriage is common, and the grief that follows is often unseen. It is a loss, whatever the stage of pregnancy.',
    content:
      'A miscarriage can bring sadness, shock, anger, guilt or emptiness, sometimes mixed with physical recovery and unanswered medical questions. Because early pregnancies are often not yet shared, many people grieve privately, and others may not realise what has happened. Please know that a miscarriage is very rarely caused by anything the person did. Partners can be deeply affected too, and may feel they must stay strong. You may want to mark the loss in some way, or you may simply need time. The Miscarriage Association, a UK charity, offers information, a helpline and online support for anyone affected by pregnancy loss.',
    category: 'Pregnancy and infant loss',
    resourceType: 'article',
    isFeatured: false,
    externalUrl: 'https://www.miscarriageassociation.org.uk',
  },
  {
    seedKey: 'baby-remembering',
    title: 'Remembering your baby',
    description: 'Ways to honour a baby whose life was short, and to keep them part of your family’s story.',
    content:
      'Remembering a baby who died can be a quiet, ongoing act of love. Some families light a candle on certain days, keep a memory box, plant a tree, or include their baby’s name in cards and family trees. Others take part in events such as Pregnancy and Infant Loss Awareness Month in October. You might create a memorial page here, and add photographs or a few words whenever you feel ready. There is no need to hurry. Other parents who have lived through this can be a great comfort. The MISS Foundation is a non-profit that supports families after the death of a child, including babies, with peer support and information.',
    category: 'Pregnancy and infant loss',
    resourceType: 'article',
    isFeatured: false,
    externalUrl: 'https://www.missfoundation.org',
  },

  // ── Suicide loss ───────────────────────────────────────────────────────────────────────────
  {
    seedKey: 'suicide-after-a-suicide',
    title: 'After a suicide: grief, questions and guilt',
    description:
      'Losing someone to suicide brings its own kind of grief. You are not to blame, and you do not have to carry it alone.',
    content:
      'People bereaved by suicide often describe a storm of feelings: shock, searching questions about why, anger, rejection, and guilt about what they might have noticed or done differently. These thoughts are very common, and they do not mean you were responsible. Suicide usually has many causes that are not visible from the outside. You may also meet awkward silences or unhelpful comments; it is fine to choose whom you talk to and how much you share. Speaking with others who have lived through this can ease the isolation. Survivors of Bereavement by Suicide, known as SoBS, is a UK charity offering peer support groups and a helpline run by people who understand.',
    category: 'Suicide loss',
    resourceType: 'article',
    isFeatured: true,
    externalUrl: 'https://uksobs.org',
  },
  {
    seedKey: 'suicide-loss-survivors-us',
    title: 'Support for suicide loss survivors',
    description:
      'Resources and community for people who have lost someone to suicide, including support groups and survivor events.',
    content:
      'After a suicide loss, practical and emotional questions can arrive at the same time: what to tell others, how to talk with children, how to get through the first year. Connecting with other loss survivors, in a support group or at an event, helps many people feel less alone and less defined by the way their person died. Take the time you need, and remember that your own wellbeing matters; if you find yourself having thoughts of suicide, please reach out to a crisis line straight away. The American Foundation for Suicide Prevention has a section for people who have lost someone, with a directory of support groups and information about International Survivors of Suicide Loss Day.',
    category: 'Suicide loss',
    resourceType: 'organisation',
    isFeatured: false,
    externalUrl: 'https://afsp.org',
  },

  // ── Helping children grieve ────────────────────────────────────────────────────────────────
  {
    seedKey: 'children-talking-about-death',
    title: 'Talking with children about death',
    description: 'Children cope best with honest, simple words. How to explain a death, and what to expect afterwards.',
    content:
      'It is natural to want to shield children from pain, but they usually sense when something is wrong, and silence can leave them imagining something worse. Use clear words such as died and dead rather than lost or gone to sleep, which can confuse or frighten younger children. Tell them what happened in a way that suits their age, answer questions honestly, and say when you do not know. Expect the same questions more than once. Let them see that you are sad too, and reassure them about who will look after them. Include them in goodbyes if they want to be. Winston’s Wish, a UK childhood bereavement charity, has guidance and a helpline for families.',
    category: 'Helping children grieve',
    resourceType: 'guide',
    isFeatured: true,
    externalUrl: 'https://www.winstonswish.org',
  },
  {
    seedKey: 'children-grief-at-different-ages',
    title: 'How children grieve at different ages',
    description:
      'Children often grieve in bursts, moving quickly between tears and play. What that can look like as they grow.',
    content:
      'Children’s grief can look very different from an adult’s. A young child may ask where the person is again and again, then run off to play; this is how they take in something too big to hold all at once. School-age children may worry about other people dying, or have trouble concentrating. Teenagers may turn to friends rather than family, or seem fine and then struggle months later. As children grow, they often revisit the loss and understand it in new ways. Keep routines steady, keep the person’s memory part of family life, and let teachers know what has happened. The Dougy Center, in the United States, shares tips and activities for supporting grieving children and teens.',
    category: 'Helping children grieve',
    resourceType: 'article',
    isFeatured: false,
    externalUrl: 'https://www.dougy.org',
  },
  {
    seedKey: 'children-supporting-teenagers',
    title: 'Supporting a grieving teenager',
    description:
      'Teenagers may hide their grief, or show it as anger or withdrawal. How to stay close without pushing.',
    content:
      'Grieving teenagers often feel caught between wanting independence and needing comfort. They may not want to talk face to face, but might open up in the car, on a walk or by message. Let them know you are there without insisting they share. Be honest about what happened, and give them a say in things like the funeral and how the person is remembered. Watch for signs that they are struggling a lot, such as pulling away from everyone, risky behaviour or talk of not wanting to be here, and seek help if you are worried. Their school can be an important ally. Child Bereavement UK has information written for young people and for the adults around them.',
    category: 'Helping children grieve',
    resourceType: 'article',
    isFeatured: false,
    externalUrl: 'https://www.childbereavementuk.org',
  },

  // ── Practical matters ──────────────────────────────────────────────────────────────────────
  {
    seedKey: 'practical-first-days-uk',
    title: 'The first days after a death (United Kingdom)',
    description:
      'A gentle overview of what usually needs doing first, and the official guide that walks you through it.',
    content:
      'In the days after a death there can be a bewildering list of tasks, often while you are in shock. In the UK the main early steps are getting a medical certificate, registering the death, and beginning to arrange the funeral. You do not have to do everything at once, and many tasks can wait a few weeks. Ask a friend to keep notes, make calls or come with you to appointments. The GOV.UK guide, What to do after someone dies, explains registering a death, the Tell Us Once service that can inform many government departments in one go, and dealing with the person’s estate. Keep copies of the death certificate handy; many organisations ask for one.',
    category: 'Practical matters',
    resourceType: 'guide',
    isFeatured: true,
    externalUrl: 'https://www.gov.uk/after-a-death',
  },
  {
    seedKey: 'practical-first-days-us',
    title: 'Practical steps after a death (United States)',
    description: 'Where to find official information about death certificates, benefits and notifying agencies.',
    content:
      'After a death in the United States, early practical tasks often include obtaining copies of the death certificate, notifying the Social Security Administration and other agencies, and contacting banks, insurers and employers. Rules differ by state, so it helps to ask the funeral home, who often handle several of these steps, what they will do and what is left to you. Order more certified copies of the death certificate than you think you need. USA.gov, the official guide to government information and services, has a section on the death of a loved one that points to the right agencies and to benefits family members may be entitled to.',
    category: 'Practical matters',
    resourceType: 'guide',
    isFeatured: false,
    externalUrl: 'https://www.usa.gov',
  },
  {
    seedKey: 'practical-planning-a-funeral',
    title: 'Planning a funeral or memorial gathering',
    description: 'There are many ways to say goodbye. A few questions to help you shape a farewell that feels right.',
    content:
      'A funeral or memorial can be religious or not, large or tiny, formal or relaxed, and it can take place soon after the death or weeks later. Start with what you know about the person’s wishes, then ask what would matter to those closest to them. Think about the place, who might speak, readings or music, and whether you would like photographs, flowers or a collection for a cause they cared about. You can ask for help with any part of it, and it is fine to keep things simple. Some families also hold a later gathering, such as scattering ashes or a walk in a favourite place. A memorial page here can hold the stories and photographs people share.',
    category: 'Practical matters',
    resourceType: 'guide',
    isFeatured: false,
    externalUrl: null,
  },
];
