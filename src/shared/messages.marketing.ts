/**
 * The marketing pages' texts (spec sections 2, 8 and 10, word for word where the spec gives them):
 * /ad, /ad-assets and /video-script, and the banners the server draws. One copy for the browser
 * and the server. Claims are the spec's marketing claims (section 10) and nothing more.
 */

/** Spec section 8 (success and error messages of these pages). */
export const MARKETING_MSG = {
  downloadStarted: 'Download Started',
  downloaded: (fileName: string) => `${fileName} downloaded!`,
  downloadFailed: 'Download failed. Please try again.',
  adCopyCopied: 'Ad copy copied to clipboard!',
  scriptCopied: 'Script copied to clipboard!',
  scriptDownloaded: 'Script downloaded!',
  /** Not in the spec: the browser refused the clipboard. */
  copyFailed: 'We could not copy the text. It is selected, so you can copy it yourself.',
} as const;

/** Spec section 10, "Marketing claims". */
export const MARKETING_CLAIMS = {
  rating: '4.9/5 from 2,000+ users',
  people: '10,000+',
  startIn: 'Start in 30 seconds',
} as const;

/** The hero line of /ad and of every banner (spec section 2, "Ad landing"). */
export const AD_HEADLINE = "Grief Doesn't Have a Timeline";
export const AD_SUBLINE = 'A gentle place to remember someone you love, and to find support whenever you need it.';
/** The banners' call to action (true of the product: the free plan needs no card). */
export const AD_CALL_TO_ACTION = 'Start free today';
export const AD_FREE_NOTE = 'Free to try, no credit card required';

/** /ad's three stats (spec section 2). */
export const AD_STATS = [
  { value: '10,000+', label: 'people' },
  { value: '24/7', label: 'support, day and night' },
  { value: '100%', label: 'private' },
] as const;

export const AD_BENEFITS = [
  'A memorial the whole family can visit and add to, wherever they live',
  'Somewhere to talk at three in the morning, without judgement',
  'A private journal that only you can read',
  'Others who understand, in caring communities and support circles',
  'Reminders of birthdays and anniversaries, only if you ask for them',
  'Your memories are yours: export or delete them whenever you choose',
] as const;

// ---- /ad-assets -------------------------------------------------------------------------------

export const BANNER_NAMES = ['hero', 'square', 'story', 'leaderboard'] as const;
export type BannerName = (typeof BANNER_NAMES)[number];

export interface BannerSpec {
  name: BannerName;
  label: string;
  width: number;
  height: number;
  /** The name the download is saved under. */
  fileName: string;
  usage: string;
}

/** Spec section 2, "Ad assets": the four banners at their exact sizes. */
export const BANNERS: readonly BannerSpec[] = [
  {
    name: 'hero',
    label: 'Hero',
    width: 1920,
    height: 1080,
    fileName: 'forget-me-not-hero-1920x1080.png',
    usage:
      'Widescreen (16:9). Website headers, Facebook and YouTube covers, presentation slides and the end card of the video.',
  },
  {
    name: 'square',
    label: 'Square',
    width: 1080,
    height: 1080,
    fileName: 'forget-me-not-square-1080x1080.png',
    usage: 'Square (1:1). Facebook, Instagram and LinkedIn feed posts, and carousel cards.',
  },
  {
    name: 'story',
    label: 'Story',
    width: 1080,
    height: 1920,
    fileName: 'forget-me-not-story-1080x1920.png',
    usage:
      'Vertical (9:16). Instagram and Facebook Stories, Reels and YouTube Shorts. Keep the top and bottom 250 pixels free of stickers: the words sit in the middle.',
  },
  {
    name: 'leaderboard',
    label: 'Leaderboard',
    width: 1536,
    height: 384,
    fileName: 'forget-me-not-leaderboard-1536x384.png',
    usage: 'Wide (4:1). Display-network and website banners, newsletter headers and event pages.',
  },
];

/** Where the server draws a banner (GET, a PNG). */
export const bannerUrl = (name: BannerName) => `/api/marketing/banners/${name}.png`;

export interface AdCopy {
  platform: string;
  /** The parts of the ad, each labelled as the platform's ad form names it. */
  parts: { label: string; text: string }[];
}

/** Per-platform ad copy (spec section 2): what Copy Text puts on the clipboard. */
export const AD_COPY: readonly AdCopy[] = [
  {
    platform: 'Facebook/Instagram',
    parts: [
      {
        label: 'Primary text',
        text: "Grief doesn't have a timeline, and you don't have to carry it alone. Forget-me-not is a gentle place to remember someone you love: a memorial for their photos and stories, a private journal, and a caring AI companion you can talk to at any hour. Free to try, no credit card required.",
      },
      { label: 'Headline', text: AD_HEADLINE },
      { label: 'Description', text: 'Memorials, a private journal and support, 24/7.' },
    ],
  },
  {
    platform: 'Google Ads',
    parts: [
      { label: 'Headline 1', text: AD_HEADLINE },
      { label: 'Headline 2', text: 'Create an Online Memorial' },
      { label: 'Headline 3', text: 'Gentle Grief Support, 24/7' },
      {
        label: 'Description 1',
        text: 'Create a lasting memorial with photos and stories, and find gentle support at any hour.',
      },
      { label: 'Description 2', text: 'A private journal and a caring AI companion. Free to try, no card needed.' },
    ],
  },
  {
    platform: 'LinkedIn',
    parts: [
      {
        label: 'Introductory text',
        text: 'Supporting someone through loss? Forget-me-not gives bereaved families a gentle place to remember the people they love: lasting online memorials, a private journal and a caring AI companion available 24/7. Grief counsellors, funeral homes and support groups can offer it to the families they care for through our partner programme.',
      },
      { label: 'Headline', text: 'A gentle place to remember, and to find support' },
    ],
  },
  {
    platform: 'Twitter/X',
    parts: [
      {
        label: 'Post',
        text: "Grief doesn't have a timeline. Forget-me-not is a gentle place to remember someone you love and to find support at any hour: a memorial for their stories, a private journal and a caring AI companion. Free to try.",
      },
    ],
  },
];

/** The text Copy Text copies: each part under its label. */
export const adCopyText = (copy: AdCopy) => copy.parts.map((p) => `${p.label}: ${p.text}`).join('\n\n');

/** Spec section 10, "Ad benchmarks". */
export const AD_BENCHMARKS = [
  { label: 'Target CTR', value: '2.5%', note: 'Clicks per impression' },
  { label: 'Target CPC', value: '$0.50', note: 'Cost per click' },
  { label: 'Target conversion', value: '15%', note: 'Visitors who start' },
  { label: 'Target CPA', value: '$3.33', note: 'Cost per new person' },
] as const;

// ---- /video-script ----------------------------------------------------------------------------

export interface ScriptScene {
  time: string;
  visual: string;
  voiceover: string;
  onScreen?: string;
}

export interface VideoScript {
  title: string;
  seconds: 60 | 30 | 15;
  scenes: ScriptScene[];
}

/** The 60-second script and its 15- and 30-second social versions (spec sections 2 and 10). */
export const VIDEO_SCRIPTS: readonly VideoScript[] = [
  {
    title: '60-second video',
    seconds: 60,
    scenes: [
      {
        time: '0:00–0:06',
        visual: 'Early morning in a quiet kitchen. Two mugs on the table; one of them has not been touched.',
        voiceover: 'Some mornings, you still make two cups of tea.',
      },
      {
        time: '0:06–0:14',
        visual: 'A woman in her fifties looks through old photos on her phone, smiling and crying at once.',
        voiceover: "Grief doesn't follow a schedule. It comes back on birthdays, in a song, on an ordinary Tuesday.",
      },
      {
        time: '0:14–0:20',
        visual: 'Soft blue forget-me-not flowers in a jar on the windowsill.',
        voiceover:
          'Forget-me-not is a gentle place to remember someone you love, and to find support for as long as you need it.',
        onScreen: AD_HEADLINE,
      },
      {
        time: '0:20–0:32',
        visual:
          'She makes a memorial page: photos, a story, a favourite song. Her brother, far away, adds a memory to the guestbook.',
        voiceover:
          'Create a memorial with their photos, videos and stories, and invite family and friends to share their memories too.',
      },
      {
        time: '0:32–0:42',
        visual:
          'Late at night she types to the AI companion; a calm reply appears. Caption: "An AI companion, not a person."',
        voiceover:
          'When you cannot sleep, a caring AI companion is there to listen, 24/7. A private journal keeps what you write for you alone.',
      },
      {
        time: '0:42–0:50',
        visual: 'A support circle on a tablet: short, kind messages from people who have lost someone too.',
        voiceover: 'And when you are ready, there are others who understand. Go at your own pace.',
      },
      {
        time: '0:50–1:00',
        visual:
          'She closes the laptop and looks at a photo on the fridge, with a small smile. End card: the forget-me-not mark and the site address.',
        voiceover: 'Join more than 10,000 people finding a gentler way through grief. Forget-me-not. Start free today.',
        onScreen: `${AD_FREE_NOTE}. ${MARKETING_CLAIMS.startIn}.`,
      },
    ],
  },
  {
    title: '30-second social version',
    seconds: 30,
    scenes: [
      {
        time: '0:00–0:05',
        visual: 'Two mugs on a kitchen table; one of them has not been touched.',
        voiceover: 'Some mornings, you still make two cups of tea.',
      },
      {
        time: '0:05–0:15',
        visual: 'A memorial page filling with photos and stories; a guestbook message from a cousin far away.',
        voiceover:
          "Grief doesn't have a timeline. Forget-me-not gives you a gentle place to remember them, together with everyone who loved them.",
        onScreen: AD_HEADLINE,
      },
      {
        time: '0:15–0:24',
        visual:
          'Late at night, a private journal, then a calm reply from the AI companion. Caption: "An AI companion, not a person."',
        voiceover: 'And support whenever you need it: a private journal and a caring AI companion, 24/7.',
      },
      {
        time: '0:24–0:30',
        visual: 'End card: the forget-me-not mark and the site address.',
        voiceover: 'Forget-me-not. Start free today.',
        onScreen: AD_FREE_NOTE,
      },
    ],
  },
  {
    title: '15-second social version',
    seconds: 15,
    scenes: [
      {
        time: '0:00–0:05',
        visual: 'A photo held to the fridge by a magnet; morning light.',
        voiceover: "Grief doesn't have a timeline.",
        onScreen: AD_HEADLINE,
      },
      {
        time: '0:05–0:11',
        visual: 'A memorial page, then the AI companion answering late at night.',
        voiceover: 'Remember them together, and find gentle support, 24/7.',
      },
      {
        time: '0:11–0:15',
        visual: 'End card: the forget-me-not mark and the site address.',
        voiceover: 'Forget-me-not. Free to try.',
        onScreen: AD_FREE_NOTE,
      },
    ],
  },
];

/** How the film is made: it is seen by people who are grieving. */
export const PRODUCTION_NOTES = [
  'Music: soft piano or strings, no sudden swells. Let the silences breathe.',
  'Pace: unhurried. Real homes and real ages; no staged tears.',
  'Always show the caption that the companion is an AI, not a person.',
  'Subtitles on every version: many people watch without sound.',
  'Leave out hospitals, coffins and crisis imagery, and never suggest that the person who died is present.',
] as const;

/** /video-script's stats cards. */
export const SCRIPT_STATS = [
  { value: '60s', label: 'Main video' },
  { value: '30s + 15s', label: 'Social versions' },
  { value: '2.5%', label: 'Target CTR' },
  { value: '15%', label: 'Target conversion' },
] as const;

export const SCRIPT_FILE_NAME = 'forget-me-not-video-script.txt';

/** The whole script as plain text: what Copy Script copies and Download Script saves. */
export function videoScriptText(): string {
  const lines: string[] = ['Forget-me-not: video ad script', AD_HEADLINE, ''];
  for (const script of VIDEO_SCRIPTS) {
    lines.push(`${script.title.toUpperCase()} (${script.seconds} seconds)`, '');
    for (const scene of script.scenes) {
      lines.push(`[${scene.time}]`, `VISUAL: ${scene.visual}`, `VOICEOVER: ${scene.voiceover}`);
      if (scene.onScreen) lines.push(`ON SCREEN: ${scene.onScreen}`);
      lines.push('');
    }
  }
  lines.push('PRODUCTION NOTES', ...PRODUCTION_NOTES.map((n) => `- ${n}`), '');
  return lines.join('\n');
}
