import { PROVINCES, municipalitiesOf } from '@/lib/geo/provinces';

/** How a company charges delivery (one per demo company, so every pattern can be tried). */
export type DeliveryPattern = 'perMunicipality' | 'freeAlways' | 'freeAbove' | 'havanaOnly';

export type CompanySeed = {
  slug: string;
  name: string;
  description: string;
  contact: { name: string; lastName: string };
  email: string;
  phone: string;
  /** Logo background colour. */
  color: string;
  pattern: DeliveryPattern;
  percent: number;
  fastDelivery: boolean;
};

export const DEMO_COMPANIES: readonly CompanySeed[] = [
  {
    slug: 'habana-import-express',
    name: 'Habana Import Express',
    email: 'vendedor@importa.cu',
    phone: '+5352345678',
    contact: { name: 'Carlos', lastName: 'Martínez Rivero' },
    color: '#1e3c72',
    pattern: 'perMunicipality',
    percent: 10,
    fastDelivery: true,
    description:
      'Electrodomésticos, celulares y artículos para el hogar importados de Panamá y Miami. Garantía en todos los equipos y entrega a domicilio en toda La Habana.',
  },
  {
    slug: 'moda-caribe',
    name: 'Moda Caribe',
    email: 'ventas@modacaribe.cu',
    phone: '+5353456789',
    contact: { name: 'Yanet', lastName: 'Hernández Soto' },
    color: '#9b2c4f',
    pattern: 'freeAlways',
    percent: 12,
    fastDelivery: true,
    description: 'Ropa, calzado y productos de aseo y belleza de las mejores marcas. Envío gratis siempre en La Habana, Artemisa, Mayabeque y Matanzas.',
  },
  {
    slug: 'delicias-del-puerto',
    name: 'Delicias del Puerto',
    email: 'tienda@deliciasdelpuerto.cu',
    phone: '+5354567890',
    contact: { name: 'Raúl', lastName: 'González Pérez' },
    color: '#8e4b2e',
    pattern: 'freeAbove',
    percent: 8,
    fastDelivery: true,
    description: 'Alimentos, cakes por encargo, flores y todo para bebés y niños. Entrega gratis en compras superiores a 60 USD.',
  },
  {
    slug: 'ferremotos-habana',
    name: 'Ferremotos Habana',
    email: 'info@ferremotos.cu',
    phone: '+5355678901',
    contact: { name: 'Osmany', lastName: 'Díaz Fuentes' },
    color: '#b3212f',
    pattern: 'havanaOnly',
    percent: 10,
    fastDelivery: false,
    description: 'Herramientas, energía solar, plantas eléctricas, motos eléctricas y sus piezas. Solo entregamos en La Habana.',
  },
];

/** URL of a company's generated logo (200×200 WebP under public/). */
export function companyLogoUrl(slug: string): string {
  return `/demo/logos/${slug}.webp`;
}

/** Base delivery cost in USD for each municipality of La Habana: central ones are cheaper. */
const HAVANA_COSTS: Readonly<Record<string, number>> = {
  'Plaza de la Revolución': 2.5,
  'Centro Habana': 2.5,
  'La Habana Vieja': 3,
  Cerro: 3,
  Playa: 3,
  'Diez de Octubre': 3.5,
  Marianao: 4,
  Regla: 4,
  'La Lisa': 4.5,
  Guanabacoa: 5,
  'San Miguel del Padrón': 5,
  'Arroyo Naranjo': 5,
  Boyeros: 5.5,
  Cotorro: 6,
  'La Habana del Este': 6,
};

export type ProvinceDeliveryCost = {
  provinceName: string;
  available: boolean;
  isFree: { always: boolean; above: boolean; aboveNumber: number };
  municipalities: { name: string; cost: number }[];
};

type Terms = { available: boolean; always?: boolean; above?: number; cost?: (municipality: string, index: number) => number };

function province(provinceName: string, terms: Terms): ProvinceDeliveryCost {
  const cost = terms.cost;
  return {
    provinceName,
    available: terms.available,
    isFree: { always: terms.always ?? false, above: terms.above !== undefined, aboveNumber: terms.above ?? 0 },
    municipalities: terms.available && cost ? municipalitiesOf(provinceName).map((name, i) => ({ name, cost: cost(name, i) })) : [],
  };
}

const havana = (extra: number) => (name: string) => (HAVANA_COSTS[name] ?? 5) + extra;
const flat = (base: number) => (_name: string, i: number) => base + (i % 3);

/** Terms per province for one pattern; provinces not listed do not get a delivery. */
const PATTERN_TERMS: Readonly<Record<DeliveryPattern, Readonly<Record<string, Terms>>>> = {
  perMunicipality: {
    'La Habana': { available: true, cost: havana(0) },
    Artemisa: { available: true, cost: flat(8) },
    Mayabeque: { available: true, cost: flat(8) },
  },
  freeAlways: {
    'La Habana': { available: true, always: true, cost: () => 0 },
    Artemisa: { available: true, always: true, cost: () => 0 },
    Mayabeque: { available: true, always: true, cost: () => 0 },
    Matanzas: { available: true, always: true, cost: () => 0 },
  },
  freeAbove: {
    'La Habana': { available: true, above: 60, cost: havana(0.5) },
    Mayabeque: { available: true, above: 100, cost: flat(7) },
  },
  havanaOnly: {
    'La Habana': { available: true, cost: havana(1) },
  },
};

/** The company's delivery terms for all 16 provinces (available false where it does not deliver). */
export function deliveryCostsFor(pattern: DeliveryPattern): ProvinceDeliveryCost[] {
  const terms = PATTERN_TERMS[pattern];
  return PROVINCES.map((p) => province(p.name, terms[p.name] ?? { available: false }));
}
