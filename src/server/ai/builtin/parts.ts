/** Building blocks shared by the personas: filling templates once per reply, reflections, endings. */
import type { Chooser } from './hash';
import { fill, namesPerson } from './names';
import { QUESTION_SHAPED } from './reflect';
import {
  FEELING_REFLECTIONS,
  QUOTE_REFLECTIONS,
  detectFeeling,
  findQuote,
  type Feeling,
  type Reflection,
} from './reflect';
import { wordCount } from './text';
import { forMatching, type Theme } from './themes';
import type { Turn } from './turn';

/**
 * One reply being written: picks fresh variants and keeps track of whether the person lost has
 * been named yet, so their name comes naturally once rather than in every sentence.
 */
export class Parts {
  refUsed = false;

  constructor(
    readonly t: Turn,
    readonly ch: Chooser,
  ) {}

  fill(template: string, extra?: Record<string, string>): string {
    const s = fill(template, this.t.refs, extra);
    this.note(s);
    return s;
  }

  /** Marks the person as named when the text names them. */
  note(text: string): void {
    if (this.t.refs.known && text.includes(this.t.refs.ref)) this.refUsed = true;
  }

  private candidates(templates: readonly string[], wantRef: boolean, lenient = false): string[] {
    // Lenient: "{ref}" as an object reads well as "them" when the name is not known.
    const needsName = (tp: string) => (lenient ? /\{Ref\}|\{ref\}'s|\{[Ss]hort\}/.test(tp) : namesPerson(tp));
    let list = templates.filter((tp) => this.t.refs.known || !needsName(tp));
    if (wantRef) {
      const withRef = list.filter(namesPerson);
      if (withRef.length) list = withRef;
    } else if (this.refUsed) {
      const without = list.filter((tp) => !namesPerson(tp));
      if (without.length) list = without;
    }
    return list;
  }

  /** A variant not said before in the conversation when there is one; '' when none fits. */
  line(
    templates: readonly string[],
    opts: { wantRef?: boolean; extra?: Record<string, string>; firstOf?: number } = {},
  ): string {
    let list = this.candidates(templates, !!opts.wantRef);
    if (opts.firstOf) list = list.slice(0, opts.firstOf);
    if (!list.length) return '';
    const chosen = this.ch.fresh(list.map((tp) => fill(tp, this.t.refs, opts.extra)));
    this.note(chosen);
    return chosen;
  }

  /** Like line(), but '' when every variant was already said. */
  freshLine(
    templates: readonly string[],
    opts: { extra?: Record<string, string>; wantRef?: boolean; lenient?: boolean } = {},
  ): string {
    const render = (wantRef: boolean) =>
      this.candidates(templates, wantRef, !!opts.lenient).map((tp) => fill(tp, this.t.refs, opts.extra));
    let fresh = render(!!opts.wantRef).filter((s) => !this.ch.said(s));
    if (!fresh.length && opts.wantRef) fresh = render(false).filter((s) => !this.ch.said(s));
    if (!fresh.length) return '';
    const chosen = this.ch.fresh(fresh);
    this.note(chosen);
    return chosen;
  }

  /** Whether a theme still has a line not said in this conversation. */
  hasFresh(theme: Theme): boolean {
    return this.candidates(theme.lines, false).some((tp) => !this.ch.said(fill(tp, this.t.refs)));
  }
}

/** A theme's line for this message: a matching special line first, then its general lines. */
export function themeLine(theme: Theme, p: Parts): { line: string; questions: string[] } {
  const lower = forMatching(p.t.latest);
  const specials = (theme.special ?? []).filter((s) => s.when.test(lower));
  for (const s of specials) {
    const line = p.freshLine(s.lines, { lenient: true });
    if (line) return { line, questions: s.questions ?? theme.questions };
  }
  // The first time a theme comes up, one of its two opening lines (they introduce it best).
  const firstTime = !theme.lines.some((tp) => p.ch.said(fill(tp, p.t.refs).slice(0, 40)));
  return { line: p.line(theme.lines, { firstOf: firstTime ? 2 : undefined }), questions: theme.questions };
}

export interface ReflectOptions {
  /** Never hold up the person's own words (e.g. when they wrote of wanting to die). */
  noQuote?: boolean;
  /** More words never to echo (the memorial persona's). */
  block?: RegExp;
  /** Framings to use instead of the defaults. */
  quoteFramings?: Reflection[];
  feelingFramings?: Reflection[];
  /** The mood is answered elsewhere in the reply: reflect only the feeling in their words. */
  ignoreMood?: boolean;
  /** Openings for a message that asks something, when none of their words can be held up. */
  questionFramings?: string[];
}

/** The reflection of what they wrote: their own key phrase when there is one, else the feeling. */
export function reflection(p: Parts, opts: ReflectOptions = {}): { text: string; feeling: Feeling; quoted: boolean } {
  const { t, ch } = p;
  const feeling = detectFeeling(
    t.latest,
    opts.ignoreMood ? null : t.mood,
    t.themes.find((id) => id !== 'partner' && id !== 'parent' && id !== 'child' && id !== 'pet'),
  );
  const quote = opts.noQuote ? null : findQuote(t.latest, t.person, (r) => ch.said(r), opts.block);
  if (!quote && opts.questionFramings && isQuestion(t.latest)) {
    const text = ch.fresh(opts.questionFramings);
    return { text, feeling, quoted: false };
  }
  const framings = quote ? (opts.quoteFramings ?? QUOTE_REFLECTIONS) : (opts.feelingFramings ?? FEELING_REFLECTIONS);
  const rendered = framings
    // Named once already in this reply: "him" / "her" from here on.
    .map((f) => ({
      f,
      text: f.render(quote, feeling, p.refUsed ? { ...t.refs, known: false } : t.refs, (options) => ch.fresh(options)),
    }))
    .filter((r): r is { f: Reflection; text: string } => !!r.text);
  if (!rendered.length) return { text: '', feeling, quoted: false };
  // Not the framing of the latest reply, and not a sentence already said.
  const fresh = rendered.filter((r) => !ch.saidRecently(r.f.marker) && !ch.said(r.text));
  const pool = fresh.length ? fresh : rendered;
  const chosen = pool[ch.next() % pool.length]!;
  p.note(chosen.text);
  return { text: chosen.text, feeling, quoted: !!quote };
}

/** The message asks something (with or without its question mark). */
export function isQuestion(text: string): boolean {
  // "…, you know?" is not a question to answer.
  const t = text.trim().replace(/,?\s*(you know|right|ok|okay|yeah|eh|huh|isn't it|you see)\?+$/i, '.');
  return /\?\s*$/.test(t) || QUESTION_SHAPED.test(t);
}

/** Joins sentences; a longer reply gets a paragraph break before its second half. */
export function assemble(first: string[], second: string[]): string {
  const head = first.filter(Boolean);
  const tail = second.filter(Boolean);
  // A very short first half takes the next sentence with it, rather than standing alone.
  if (wordCount(head.join(' ')) < 10 && tail.length > 1) head.push(tail.shift()!);
  const a = head.join(' ');
  const b = tail.join(' ');
  if (!a) return b;
  if (!b) return a;
  return wordCount(a) >= 10 && wordCount(a) + wordCount(b) > 48 ? `${a}\n\n${b}` : `${a} ${b}`;
}

/** Exactly one question, at the end: any earlier question mark becomes a full stop. */
export function oneQuestion(text: string): string {
  const last = text.lastIndexOf('?');
  if (last < 0) return text;
  return text.slice(0, last).replace(/\?/g, '.') + text.slice(last);
}
