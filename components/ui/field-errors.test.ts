import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  const issues = [
    { path: ['price'], message: 'primero' },
    { path: ['price'], message: 'segundo' },
    { path: ['availableCountByTags', 0, 'size'], message: 'talla' },
  ];

  test('keeps the first message of each top-level field', () => {
    expect(fieldErrors(issues)).toEqual({ price: 'primero', availableCountByTags: 'talla' });
  });

  test('can key by the whole dotted path', () => {
    expect(fieldErrors(issues, (path) => path.join('.'))).toEqual({ price: 'primero', 'availableCountByTags.0.size': 'talla' });
  });
});
