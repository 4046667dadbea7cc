import { base64UrlToBytes } from './push-subscription';

test.each<[string, number[]]>([
  ['AQID', [1, 2, 3]],
  ['_-8', [255, 239]],
  ['AA', [0]],
])('%j', (text, bytes) => expect([...base64UrlToBytes(text)]).toEqual(bytes));
