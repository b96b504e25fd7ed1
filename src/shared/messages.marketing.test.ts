/** The marketing texts keep to the platforms' limits and to the spec's figures. */
import { describe, expect, it } from 'vitest';
import { AD_BENCHMARKS, AD_COPY, VIDEO_SCRIPTS } from './messages.marketing';

const part = (platform: string) => AD_COPY.find((c) => c.platform === platform)!.parts;

describe('the marketing texts', () => {
  it('fit each ad platform’s limits', () => {
    for (const p of part('Google Ads'))
      expect(p.text.length).toBeLessThanOrEqual(p.label.startsWith('Headline') ? 30 : 90);
    for (const p of part('Twitter/X')) expect(p.text.length).toBeLessThanOrEqual(280);
    for (const p of part('LinkedIn')) expect(p.text.length).toBeLessThanOrEqual(p.label === 'Headline' ? 70 : 600);
  });

  it('have a CPA that follows from the CPC and the conversion rate', () => {
    const value = (label: string) => Number(AD_BENCHMARKS.find((b) => b.label === label)!.value.replace(/[$%]/g, ''));
    expect((value('Target CPC') / (value('Target conversion') / 100)).toFixed(2)).toBe(String(value('Target CPA')));
  });

  it('time each script to its length, scene after scene without a gap', () => {
    const seconds = (t: string) => Number(t.split(':')[0]) * 60 + Number(t.split(':')[1]);
    for (const script of VIDEO_SCRIPTS) {
      let at = 0;
      for (const scene of script.scenes) {
        const [from, to] = scene.time.split('–').map(seconds);
        expect(from).toBe(at);
        at = to!;
      }
      expect(at).toBe(script.seconds);
    }
  });
});
