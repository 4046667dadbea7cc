import { lineIsSlow } from './slow-line';

test.each([
  [{ saveData: true, effectiveType: '4g' }, true],
  [{ effectiveType: 'slow-2g' }, true],
  [{ effectiveType: '2g' }, true],
  [{ effectiveType: '3g', downlink: 0.4, rtt: 400 }, true],
  [{ effectiveType: '3g', downlink: 1.5, rtt: 450 }, true],
  [{ effectiveType: '3g', downlink: 1.5, rtt: 300 }, false],
  [{ effectiveType: '4g', downlink: 10, rtt: 50 }, false],
  [{ saveData: false }, false],
  [null, false],
  [undefined, false],
])('%p is slow: %p', (line, slow) => expect(lineIsSlow(line)).toBe(slow));
