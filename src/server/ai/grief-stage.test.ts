import { describe, expect, it } from 'vitest';
import { MIN_MESSAGES, estimateGriefStage, stageScores, type StageMessage } from './grief-stage';

const user = (...contents: string[]): StageMessage[] => contents.map((content) => ({ role: 'user', content }));
/** A few ordinary messages before the ones under test, so there are enough to read. */
const opening = ['hello', 'I lost someone', 'thank you for listening'];
const talk = (...contents: string[]) => user(...opening, ...contents);

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
  ] as const)('%s → %s (repeated, after a few messages)', (text, stage) => {
    expect(estimateGriefStage(talk(text, text))).toBe(stage);
  });

  it('says nothing until there is enough to go on', () => {
    expect(MIN_MESSAGES).toBe(3);
    expect(estimateGriefStage([])).toBeNull();
    expect(estimateGriefStage(user('hello', 'hi', 'how are you'))).toBeNull();
    // One sad message is not "depression"; nor are two before the third arrives.
    expect(estimateGriefStage(user('I feel so empty and alone'))).toBeNull();
    expect(estimateGriefStage(user('I feel so empty and alone', 'I cry all day'))).toBeNull();
    expect(estimateGriefStage(talk('I feel so empty and alone'))).toBeNull();
    expect(estimateGriefStage(user('I feel so empty and alone', 'I cry all day', "I can't get out of bed"))).toBe(
      'depression',
    );
    // A mood alone is never enough.
    expect(estimateGriefStage(user('hello', 'hi', 'ok'), 'angry')).toBeNull();
  });

  it('says nothing when two stages are level', () => {
    expect(estimateGriefStage(talk("I'm so angry and I'm so grateful", 'angry and grateful'))).toBeNull();
  });

  it('weighs recent messages more than older ones', () => {
    expect(
      estimateGriefStage(
        user(
          "I'm furious at everyone",
          'I am furious',
          'Today I feel grateful and at peace',
          'I feel grateful, and at peace with it',
        ),
      ),
    ).toBe('acceptance');
    expect(
      estimateGriefStage(
        user('hello', 'Today I feel grateful and at peace', "I'm furious at the hospital, it's so unfair"),
      ),
    ).toBe('anger');
  });

  it('takes the mood into account', () => {
    // A mood tips a reading that is nearly there.
    expect(estimateGriefStage(talk("I'm so angry"))).toBeNull();
    expect(estimateGriefStage(talk("I'm so angry"), 'angry')).toBe('anger');
    expect(estimateGriefStage(talk("I'm grateful"), 'grateful')).toBe('acceptance');
    // Clear words outweigh the mood.
    expect(
      estimateGriefStage(talk('If only I had stayed. I should have known. What if I had called?'), 'grateful'),
    ).toBe('bargaining');
  });

  it('reads negations and "blame myself" sensibly', () => {
    expect(stageScores("I'm not angry any more").anger).toBe(0);
    expect(stageScores("I don't feel angry").anger).toBe(0);
    expect(estimateGriefStage(talk('I blame myself for everything', 'I blame myself'))).toBe('bargaining');
    expect(estimateGriefStage(talk("I can't accept that he's gone", "I can't accept it"))).toBe('denial');
  });

  it('reads only what the person wrote, not the companion', () => {
    const messages: StageMessage[] = [
      ...talk('I feel so empty', 'so alone, so empty'),
      {
        role: 'assistant',
        content: 'Anger is a natural part of grief; you are allowed to be angry and furious. So angry, so unfair.',
      },
    ];
    expect(estimateGriefStage(messages)).toBe('depression');
  });

  it('is deterministic', () => {
    const messages = user('I miss her', "I can't believe it", 'If only');
    expect(estimateGriefStage(messages, 'sad')).toBe(estimateGriefStage(messages, 'sad'));
  });
});
