/** Fifteen product-like items, built on each call (the dynamic page and the JSON route render them). */
export function items() {
  const seed = Date.now();
  return Array.from({ length: 15 }, (_, i) => ({
    id: `${seed.toString(36)}-${i}`,
    name: `Producto de prueba ${i + 1}`,
    description: 'Un artículo importado con entrega en toda Cuba, de calidad garantizada y precio justo.',
    price: Math.round((10 + ((seed + i * 37) % 500)) * 100) / 100,
  }));
}
