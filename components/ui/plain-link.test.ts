import { inAppDestination, PLAIN_LINK_ATTRIBUTE, type ClickedLink, type LinkClick } from './plain-link';

const ORIGIN = 'https://importa.example';
const click = (changes: Partial<LinkClick> = {}): LinkClick => ({
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  ...changes,
});
const link = (href: string, { target = '', attributes = [PLAIN_LINK_ATTRIBUTE] }: { target?: string; attributes?: string[] } = {}): ClickedLink => ({
  href,
  target,
  hasAttribute: (name) => attributes.includes(name),
});

describe('inAppDestination', () => {
  test('a plain click on a plain link of this store opens its path, query and fragment in the app', () => {
    expect(inAppDestination(click(), link(`${ORIGIN}/products/detail/abc?x=1#fotos`), ORIGIN)).toBe('/products/detail/abc?x=1#fotos');
    expect(inAppDestination(click(), link('/distributor/u1'), ORIGIN)).toBe('/distributor/u1');
  });

  test('new-tab and new-window clicks, middle clicks and clicks a handler took are left to the browser', () => {
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(inAppDestination(click({ [modifier]: true }), link('/a'), ORIGIN)).toBeNull();
    }
    expect(inAppDestination(click({ button: 1 }), link('/a'), ORIGIN)).toBeNull();
    expect(inAppDestination(click({ defaultPrevented: true }), link('/a'), ORIGIN)).toBeNull();
  });

  test('other links, downloads, other targets and other sites are left to the browser', () => {
    expect(inAppDestination(click(), link('/a', { attributes: [] }), ORIGIN)).toBeNull();
    expect(inAppDestination(click(), link('/a', { attributes: [PLAIN_LINK_ATTRIBUTE, 'download'] }), ORIGIN)).toBeNull();
    expect(inAppDestination(click(), link('/a', { target: '_blank' }), ORIGIN)).toBeNull();
    expect(inAppDestination(click(), link('/a', { target: '_self' }), ORIGIN)).toBe('/a');
    expect(inAppDestination(click(), link('https://otro.example/a'), ORIGIN)).toBeNull();
  });
});
