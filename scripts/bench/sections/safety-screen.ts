/**
 * The crisis-safety screen's speed on the builtin path: every message of the labelled corpus, and
 * long dense messages, through the whole layered screen (rules, classifier, conversation) in
 * process, after a warm-up. Goal from the issue: p95 ≤ 5 ms per message. Beside it, the same
 * messages through the rules alone, as the baseline measured in the same run. A message's time is
 * the median of three runs.
 */
import type { Section } from '../context';
import { percentile } from '../harness';

export const safetyScreenSection: Section = {
  name: 'screen',
  title: 'Crisis-safety screen, per message, in process',
  async run(ctx) {
    const { screenConversation, screenMessage } = await import('../../../src/server/ai/safety/screen');
    const { screenRules } = await import('../../../src/server/ai/safety/rules');
    const { loadCorpus } = await import('../../../src/server/ai/safety/train');
    const texts = loadCorpus().map((e) => e.text);
    const dense = 'I want to die tonight, the pills are here, goodbye. I miss her so much. '.repeat(70).slice(0, 5000);
    const ordinary = 'We scattered his ashes at the lake he loved and I keep thinking about that morning. '
      .repeat(60)
      .slice(0, 5000);
    const all = [...texts, ...Array.from({ length: 50 }, () => dense), ...Array.from({ length: 50 }, () => ordinary)];
    // Each message is screened three times in three passes; its time is the median of the three, so
    // one stall of a busy machine does not count as the screen's own time.
    const time = (fn: (t: string) => unknown) => {
      for (const t of all.slice(0, 300)) fn(t);
      const runs = [0, 1, 2].map(() =>
        all.map((t) => {
          const start = performance.now();
          fn(t);
          return performance.now() - start;
        }),
      );
      return all.map((_, i) => runs.map((r) => r[i]!).sort((a, b) => a - b)[1]!).sort((a, b) => a - b);
    };
    const rules = time(screenRules);
    const layered = time(screenMessage);
    const withHistory = time((t) =>
      screenConversation([
        { role: 'user', content: 'I have not been sleeping since the funeral.' },
        { role: 'assistant', content: 'That sounds exhausting. What are the nights like?' },
        { role: 'user', content: 'Long. I keep thinking there is no point to any of it.' },
        { role: 'assistant', content: 'I hear how heavy it is.' },
        { role: 'user', content: t },
      ]),
    );
    const fmt = (s: number[]) =>
      `p50 ${percentile(s, 50).toFixed(2)} ms, p95 ${percentile(s, 95).toFixed(2)} ms, max ${s.at(-1)!.toFixed(1)} ms`;
    ctx.report.figure('screen', 'rules alone (baseline)', `${fmt(rules)} over ${rules.length}`);
    const p95 = percentile(layered, 95);
    ctx.report.figure('screen', 'one message, all layers', `${fmt(layered)} over ${layered.length}`, {
      text: 'p95 ≤ 5 ms',
      met: p95 <= 5,
    });
    const p95c = percentile(withHistory, 95);
    ctx.report.figure('screen', 'in a conversation (3 earlier messages)', fmt(withHistory), {
      text: 'p95 ≤ 5 ms',
      met: p95c <= 5,
    });
  },
};
