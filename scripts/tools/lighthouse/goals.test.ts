import { firstLoadGoal, lcpGoal, median, performanceGoal, tbtGoal } from './goals';

describe('decision 21 goals against the bare page', () => {
  test('performance: within 5 points, and at least 90 once the bare page reaches 95', () => {
    expect(performanceGoal(92, 97).pass).toBe(true);
    expect(performanceGoal(91, 97).pass).toBe(false);
    // A slow machine where the bare page itself scores 88: 83 is within 5 points.
    expect(performanceGoal(83, 88).pass).toBe(true);
    expect(performanceGoal(82, 88).pass).toBe(false);
    // 5 points under a bare 95 is 90: still allowed; a bare 99 asks 94.
    expect(performanceGoal(90, 95).pass).toBe(true);
    expect(performanceGoal(93, 99).pass).toBe(false);
  });

  test('TBT: at most 1.5× the bare page, with tiny figures left alone', () => {
    expect(tbtGoal(300, 200).pass).toBe(true);
    expect(tbtGoal(301, 200).pass).toBe(false);
    expect(tbtGoal(40, 0).pass).toBe(true);
    expect(tbtGoal(60, 0).pass).toBe(false);
  });

  test('LCP at most 2.0 s and first-load JS at most 1.15×', () => {
    expect(lcpGoal(2000).pass).toBe(true);
    expect(lcpGoal(2001).pass).toBe(false);
    expect(firstLoadGoal(115, 100).pass).toBe(true);
    expect(firstLoadGoal(116, 100).pass).toBe(false);
  });

  test('median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
