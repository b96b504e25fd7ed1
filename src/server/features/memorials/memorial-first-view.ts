/**
 * The first view of a public memorial, sent in the page's HTML (decision 040): the header, the
 * cover photo as a real <img>, the name, the years and the family's words, as the app's
 * `MemorialFrame` and `MemorialHero` (src/web/features/memorials/view-frame.tsx) draw them, with
 * the same classes, so the page paints its largest picture and its words before any script runs.
 * The app removes it when it shows the memorial (routes/memorial.tsx). Everything in it is escaped.
 *
 * Keep the markup in step with MemorialHero: the browser test `tests/e2e/memorial-first-view.spec.ts`
 * compares the two.
 */
import { COVER_SIZES } from '@shared/photo-sizes';
import { APP_NAME } from '@shared/constants';
import { FIRST_VIEW_ID } from '@shared/first-view';
import { lifeYears } from '@shared/schemas/memorials';
import { escapeHtml } from '../../lib/html';

export interface FirstViewMemorial {
  title: string;
  birthDate: string | null;
  passingDate: string | null;
  description: string;
}

export interface FirstViewCover {
  url: string;
  width: number | null;
  height: number | null;
  caption: string | null;
  /** The phone-sized and display copies with their widths, when the phone-sized one exists. */
  srcset?: string;
}

/** lucide's flower-2, as the app's SiteLogo and MemorialHero draw it. */
const FLOWER = (cls: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-flower-2 ${cls}" aria-hidden="true"><path d="M12 5a3 3 0 1 1 3 3m-3-3a3 3 0 1 0-3 3m3-3v1M9 8a3 3 0 1 0 3 3M9 8h1m5 0a3 3 0 1 1-3 3m3-3h-1m-2 3v-1"></path><circle cx="12" cy="8" r="2"></circle><path d="M12 10v12"></path><path d="M12 22c4.2 0 7-1.667 7-5-4.2 0-7 1.667-7 5Z"></path><path d="M12 22c-4.2 0-7-1.667-7-5 4.2 0 7 1.667 7 5Z"></path></svg>`;

export function memorialFirstView(memorial: FirstViewMemorial, cover: FirstViewCover | null): string {
  const years = lifeYears(memorial.birthDate, memorial.passingDate);
  const description = memorial.description.trim();
  const shortDescription = description.length <= 220 && !description.includes('\n');
  const dims = (n: number | null, name: string) => (n ? ` ${name}="${n}"` : '');
  const alt = cover?.caption ? `${memorial.title}: ${cover.caption}` : memorial.title;
  const parts = [
    `<div id="${FIRST_VIEW_ID}" class="min-h-dvh bg-gradient-to-b from-secondary/60 via-background to-background">`,
    '<header class="border-b border-border bg-card/70 backdrop-blur supports-[backdrop-filter]:bg-card/60">',
    '<div class="mx-auto flex h-14 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">',
    '<a href="/" class="inline-flex items-center gap-2 rounded-md font-serif text-lg font-semibold text-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring">',
    `<span class="flex size-8 items-center justify-center rounded-full bg-secondary text-primary">${FLOWER('size-5')}</span>${escapeHtml(APP_NAME)}</a>`,
    '</div></header>',
    '<main class="mx-auto max-w-6xl px-4 pb-16 sm:px-6">',
    cover
      ? `<img src="${escapeHtml(cover.url)}"${cover.srcset ? ` srcset="${escapeHtml(cover.srcset)}" sizes="${COVER_SIZES}"` : ''} alt="${escapeHtml(alt)}"${dims(cover.width, 'width')}${dims(cover.height, 'height')} fetchpriority="high" decoding="async" class="mt-6 aspect-[16/7] max-h-[28rem] w-full rounded-2xl object-cover shadow-sm">`
      : '',
    `<section aria-labelledby="memorial-title" class="text-center ${cover ? 'py-8 sm:py-10' : 'py-10 sm:py-14'}">`,
    cover
      ? ''
      : `<span class="mx-auto flex size-12 items-center justify-center rounded-full bg-card text-primary shadow-sm ring-1 ring-border">${FLOWER('size-6')}</span>`,
    `<h1 id="memorial-title" class="mx-auto mt-5 max-w-3xl text-4xl leading-tight font-semibold text-balance break-words sm:text-5xl">${escapeHtml(memorial.title)}</h1>`,
    years ? `<p class="mt-3 text-lg tracking-wide text-muted-foreground tabular-nums">${escapeHtml(years)}</p>` : '',
    '<div aria-hidden="true" class="mx-auto mt-6 h-px w-24 bg-gradient-to-r from-transparent via-primary/40 to-transparent"></div>',
    description
      ? `<p class="mx-auto mt-6 max-w-2xl text-lg leading-relaxed break-words whitespace-pre-line text-foreground/90 ${shortDescription ? 'text-center' : 'text-left'}">${escapeHtml(description)}</p>`
      : '',
    '</section></main></div>',
  ];
  return parts.join('');
}
