import { tabStops } from './dialog-focus';

const element = (id: string, extra: Partial<{ tagName: string; tabIndex: number; type: string; name: string; checked: boolean }> = {}) => ({
  id,
  tagName: 'BUTTON',
  tabIndex: 0,
  getAttribute: () => null,
  ...extra,
});
const radio = (id: string, name: string, checked = false) => element(id, { tagName: 'INPUT', type: 'radio', name, checked });
const ids = (list: { id: string }[]) => list.map((e) => e.id);

describe('tabStops (the in-page dialog keeps Tab inside)', () => {
  it('stops once per radio group, at its checked radio, in document order', () => {
    const list = [radio('a', 'province'), radio('b', 'province', true), radio('c', 'province'), element('select', { tagName: 'SELECT' }), element('close')];
    expect(ids(tabStops(list))).toEqual(['b', 'select', 'close']);
  });

  it('stops at the first radio of a group with none checked', () => {
    expect(ids(tabStops([element('first'), radio('a', 'g'), radio('b', 'g')]))).toEqual(['first', 'a']);
  });

  it('skips elements taken out of the tab order', () => {
    expect(ids(tabStops([element('hidden', { tabIndex: -1 }), element('shown')]))).toEqual(['shown']);
  });
});
