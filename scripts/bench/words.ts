/** Spanish word lists for the benchmark catalogue: per category, nouns and the attributes they combine with. */

export type BenchCategory = { name: string; order: number; sizeKind: 'clothing' | 'shoes' | null; nouns: string[]; extras: string[] };

export const BENCH_CATEGORIES: readonly BenchCategory[] = [
  { name: 'Electrodomésticos', order: 1, sizeKind: null,
    nouns: ['Televisor', 'Refrigerador', 'Lavadora', 'Microondas', 'Olla arrocera', 'Olla de presión eléctrica', 'Batidora', 'Licuadora', 'Ventilador', 'Aire acondicionado', 'Cafetera', 'Freidora de aire', 'Plancha', 'Tostadora', 'Congelador'],
    extras: ['de 1.8 L', 'de 32 pulgadas', 'de 55 pulgadas', 'inverter', 'digital', 'de 1000 W', 'de acero inoxidable', 'con temporizador', '4K UHD', 'de bajo consumo'] },
  { name: 'Celulares y Accesorios', order: 2, sizeKind: null,
    nouns: ['Teléfono celular', 'Cargador rápido', 'Audífonos inalámbricos', 'Cable USB-C', 'Batería externa', 'Funda protectora', 'Reloj inteligente', 'Tableta', 'Memoria micro SD', 'Protector de pantalla'],
    extras: ['de 128 GB', 'de 64 GB', 'de 20000 mAh', 'Bluetooth 5.3', 'de 2 metros', 'de 25 W', 'con doble SIM', 'resistente al agua', 'de 6.5 pulgadas', 'con cancelación de ruido'] },
  { name: 'Ropa', order: 3, sizeKind: 'clothing',
    nouns: ['Camiseta', 'Pantalón', 'Vestido', 'Short', 'Blusa', 'Camisa', 'Sudadera', 'Falda', 'Pijama', 'Chaqueta'],
    extras: ['de algodón', 'de mezclilla', 'para niña', 'para hombre', 'para mujer', 'deportiva', 'de lino', 'estampada', 'de manga larga', 'talla única'] },
  { name: 'Calzado', order: 4, sizeKind: 'shoes',
    nouns: ['Zapatillas deportivas', 'Sandalias', 'Zapatos de vestir', 'Chancletas', 'Botas', 'Tenis', 'Mocasines', 'Zapatos escolares'],
    extras: ['de cuero', 'para correr', 'para niño', 'para mujer', 'para hombre', 'antideslizantes', 'de lona', 'con velcro'] },
  { name: 'Alimentos', order: 5, sizeKind: null,
    nouns: ['Café molido', 'Café en grano', 'Leche en polvo', 'Aceite de girasol', 'Arroz', 'Frijoles negros', 'Pollo congelado', 'Picadillo de res', 'Spaghetti', 'Galletas', 'Chocolate', 'Azúcar refino', 'Puré de tomate', 'Jamón', 'Queso gouda'],
    extras: ['de 1 kg', 'de 500 g', 'de 283 g', 'paquete de 10', 'caja de 12', 'de 1 litro', 'importado', 'sin gluten', 'orgánico', 'tradicional'] },
  { name: 'Aseo y Belleza', order: 6, sizeKind: null,
    nouns: ['Champú', 'Jabón de baño', 'Pasta dental', 'Desodorante', 'Crema hidratante', 'Perfume', 'Detergente', 'Suavizante', 'Cepillo de dientes', 'Toallitas húmedas'],
    extras: ['de 400 ml', 'paquete de 3', 'para piel sensible', 'con aloe vera', 'de lavanda', 'de 100 ml', 'sin alcohol', 'familiar', 'antibacterial', 'de coco'] },
  { name: 'Hogar', order: 7, sizeKind: null,
    nouns: ['Juego de sábanas', 'Almohada', 'Colchón', 'Juego de ollas', 'Vajilla', 'Cortina', 'Toalla', 'Lámpara', 'Silla plástica', 'Mesa plegable', 'Organizador'],
    extras: ['de 4 piezas', 'de 6 piezas', 'matrimonial', 'personal', 'de bambú', 'antiadherente', 'de cerámica', 'de microfibra', 'LED', 'de madera'] },
  { name: 'Ferretería', order: 8, sizeKind: null,
    nouns: ['Taladro', 'Juego de destornilladores', 'Panel solar', 'Inversor', 'Planta eléctrica', 'Batería de litio', 'Bombillo LED', 'Extensión eléctrica', 'Candado', 'Llave de paso', 'Manguera'],
    extras: ['de 12 V', 'de 220 V', 'de 3000 W', 'de 100 Ah', 'inalámbrico', 'de 15 metros', 'de 450 W', 'profesional', 'con estuche', 'recargable'] },
  { name: 'Bebés y Niños', order: 9, sizeKind: null,
    nouns: ['Pañales desechables', 'Biberón', 'Coche de bebé', 'Juguete didáctico', 'Muñeca', 'Carrito de control remoto', 'Cuna', 'Leche infantil', 'Mochila escolar', 'Bicicleta infantil'],
    extras: ['etapa 1', 'etapa 3', 'paquete de 40', 'de 250 ml', 'plegable', 'con luces', 'para 3 años', 'de 16 pulgadas', 'unisex', 'de peluche'] },
  { name: 'Motos y Piezas', order: 10, sizeKind: null,
    nouns: ['Moto eléctrica', 'Batería para moto', 'Neumático', 'Casco', 'Cargador para moto', 'Controlador', 'Motor eléctrico', 'Freno de disco', 'Espejo retrovisor', 'Triciclo eléctrico'],
    extras: ['de 72 V', 'de 60 V', 'de 1500 W', 'de 10 pulgadas', 'con alarma', 'homologado', 'de litio', 'de 2000 W', 'con puerto USB', 'reforzado'] },
];

export const BRANDS = [
  'Samsung', 'LG', 'Sony', 'Philips', 'Oster', 'Hisense', 'TCL', 'Panasonic', 'Midea', 'Royal', 'Xiaomi', 'Motorola', 'Nike', 'Adidas',
  'Puma', 'Nestlé', 'Bustelo', 'Colgate', 'Dove', 'Goya', 'Black+Decker', 'Truper', 'Bosch', 'Fisher-Price', 'Mattel', 'Yamaha', 'Bajaj',
];

export const COLOURS = ['negro', 'blanco', 'rojo', 'azul', 'gris', 'verde', 'rosado', 'beige', 'plateado', 'dorado'];

export const SENTENCES = [
  'Producto original con garantía de {n} meses.',
  'Ideal para el hogar y la familia.',
  'Entrega a domicilio en {province}.',
  'Color {colour}, muy resistente y fácil de limpiar.',
  'Importado directamente desde Panamá.',
  'Importado desde Miami con empaque sellado.',
  'Excelente relación calidad y precio.',
  'Incluye manual de instrucciones en español.',
  'Pregunte por la disponibilidad de otros colores.',
  'Recomendado por nuestros clientes en toda Cuba.',
  'Diseño moderno y compacto, perfecto para espacios pequeños.',
  'Oferta por tiempo limitado mientras duren las existencias.',
];

/** A word that appears in very few products (the benchmark's "rare word" search). */
export const RARE_WORD = 'zarzaparrilla';
/** One product in this many carries the rare word. */
export const RARE_EVERY = 20_000;
