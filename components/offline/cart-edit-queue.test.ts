import { testLine } from '@/components/checkout/test-lines';
import { editRequest, queuedEdit, withQueuedEdits } from './cart-edit-queue';

const lines = [testLine({ _id: 'a', name: 'Arroz' }, 2), testLine({ _id: 'b', name: 'Olla' }, 1, { size: 'M', color: '#000000' })];

test('changes kept offline are shown applied in order; a line reaching 0 goes', () => {
  const edits = [queuedEdit(lines, 0, 'plus'), queuedEdit(lines, 1, 'minus'), queuedEdit(lines, 0, 'minus'), queuedEdit(lines, 0, 'minus')];
  const view = withQueuedEdits(lines, edits);
  expect(view.map((l) => [l.product._id, l.count])).toEqual([['a', 1]]);
  expect(lines.map((l) => l.count)).toEqual([2, 1]); // the confirmed cart is left as it is
});

test('a kept change names its line, so it applies to the cart the server holds when sent', () => {
  const edit = queuedEdit(lines, 1, 'plus');
  expect(edit).toEqual({ op: 'plus', productId: 'b', size: 'M', color: '#000000', name: 'Olla' });
  const serverCart = [lines[1], testLine({ _id: 'a' }, 5)]; // reordered, 'a' changed elsewhere
  expect(editRequest(serverCart, edit)).toEqual({
    quantity: 1,
    productId: 'b',
    cart: [
      { product: 'b', count: 2, size: 'M', color: '#000000' },
      { product: 'a', count: 5, size: '', color: '' },
    ],
  });
  expect(editRequest(serverCart, queuedEdit(lines, 0, 'remove'))).toEqual({
    quantity: -5,
    productId: 'a',
    cart: [{ product: 'b', count: 1, size: 'M', color: '#000000' }],
  });
  expect(editRequest([lines[0]], edit)).toBeNull();
});
