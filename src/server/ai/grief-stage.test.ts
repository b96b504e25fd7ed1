import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGE, estimateGriefStage, stageScores, type StageMessage } from './grief-stage';

const user = (...contents: string[]): StageMessage[] => contents.map((content) => ({ role: 'user', content }));

describe('estimateGriefStage', () => {
  it.each([
    ["I can't believe she's gone. I keep expecting her to walk in.", 'denial'],
    ['It all feels unreal, like a bad dream. I feel numb.', 'denial'],
    ["I'm so angry, it is so unfair", 'anger'],
    ['Why did God let this happen? I blame the doctors.', 'anger'],
    ['If only I had called her that morning', 'bargaining'],
    ["I'd give anything for one more day. I should have been there.", 'bargaining'],
    ['I feel so empty and alone', 'depression'],
    ["I can't get out of bed and I cry all day", 'depression'],
    ["I'm grateful for the 30 years we had", 'acceptance'],
    ["I'm learning to live with it, and I carry him with me", 'acceptance'],
    ['I can remember her with a smile now', 'acceptance'],
  ] as const)('%s → %s', (text, stage) => {
    expect(estimateGriefStage(user(text))).toBe(stage);
  });

  it('defaults gently to depression (sadness and missing) when nothing points anywhere', () => {
    expect(DEFAULT_STAGE).toBe('depression');
    expect(estimateGriefStage(user('hello'))).toBe('depression');
    expect(estimateGriefStage([])).toBe('depression');
  });

  it('weighs recent messages more than older ones', () => {
    expect(estimateGriefStage(user("I'm furious at everyone", 'I am furious', 'Today I feel grateful and at peace'))).toBe('acceptance');
    expect(estimateGriefStage(user('Today I feel grateful and at peace', "I'm furious at the hospital, it's so unfair"))).toBe('anger');
  });

  it('takes the mood into account', () => {
    expect(estimateGriefStage(user('hello'), 'angry')).toBe('anger');
    expect(estimateGriefStage(user('hello'), 'grateful')).toBe('acceptance');
    expect(estimateGriefStage(user('hello'), 'peaceful')).toBe('acceptance');
    expect(estimateGriefStage(user('hello'), 'sad')).toBe('depression');
    // Clear words outweigh the mood.
    expect(estimateGriefStage(user('If only I had stayed. I should have known. What if I had called?'), 'grateful')).toBe('bargaining');
  });

  it('reads negations and "blame myself" sensibly', () => {
    expect(stageScores("I'm not angry any more").anger).toBe(0);
    expect(stageScores("I don't feel angry").anger).toBe(0);
    expect(estimateGriefStage(user('I blame myself for everything'))).toBe('bargaining');
    expect(estimateGriefStage(user("I can't accept that he's gone"))).toBe('denial');
  });

  it('reads only what the person wrote, not the companion', () => {
    const messages: StageMessage[] = [
      { role: 'user', content: 'I feel so empty' },
      { role: 'assistant', content: 'Anger is a natural part of grief; you are allowed to be angry and furious.' },
    ];
    expect(estimateGriefStage(messages)).toBe('depression');
  });

  it('is deterministic', () => {
    const messages = user('I miss her', "I can't believe it", 'If only');
    expect(estimateGriefStage(messages, 'sad')).toBe(estimateGriefStage(messages, 'sad'));
  });
});
