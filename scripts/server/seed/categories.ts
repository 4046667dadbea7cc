import type { CategorySeed } from './types';
import { ELECTRODOMESTICOS } from './data/electrodomesticos';
import { CELULARES } from './data/celulares';
import { ROPA } from './data/ropa';
import { CALZADO } from './data/calzado';
import { ALIMENTOS } from './data/alimentos';
import { ASEO } from './data/aseo';
import { HOGAR } from './data/hogar';
import { FERRETERIA } from './data/ferreteria';
import { BEBES } from './data/bebes';
import { MOTOS } from './data/motos';

/** The demo categories in menu order, each with its products and the company that sells them. */
export const DEMO_CATEGORIES: readonly CategorySeed[] = [
  {
    slug: 'electrodomesticos',
    name: 'Electrodomésticos',
    order: 1,
    sizeKind: null,
    colors: ['#1e3c72', '#2a5298'],
    pictogram: 'tv',
    company: 'habana-import-express',
    products: ELECTRODOMESTICOS,
  },
  {
    slug: 'celulares',
    name: 'Celulares y Accesorios',
    order: 2,
    sizeKind: null,
    colors: ['#134e5e', '#71b280'],
    pictogram: 'phone',
    company: 'habana-import-express',
    products: CELULARES,
  },
  { slug: 'ropa', name: 'Ropa', order: 3, sizeKind: 'clothing', colors: ['#c94b4b', '#4b134f'], pictogram: 'shirt', company: 'moda-caribe', products: ROPA },
  {
    slug: 'calzado',
    name: 'Calzado',
    order: 4,
    sizeKind: 'shoes',
    colors: ['#f7971e', '#c0392b'],
    pictogram: 'shoe',
    company: 'moda-caribe',
    products: CALZADO,
  },
  {
    slug: 'alimentos',
    name: 'Alimentos',
    order: 5,
    sizeKind: null,
    colors: ['#8e4b2e', '#d9a066'],
    pictogram: 'cup',
    company: 'delicias-del-puerto',
    products: ALIMENTOS,
  },
  {
    slug: 'aseo-y-belleza',
    name: 'Aseo y Belleza',
    order: 6,
    sizeKind: null,
    colors: ['#d66d75', '#9b4f96'],
    pictogram: 'bottle',
    company: 'moda-caribe',
    products: ASEO,
  },
  {
    slug: 'hogar',
    name: 'Hogar',
    order: 7,
    sizeKind: null,
    colors: ['#11998e', '#2c7a4b'],
    pictogram: 'house',
    company: 'habana-import-express',
    products: HOGAR,
  },
  {
    slug: 'ferreteria',
    name: 'Ferretería',
    order: 8,
    sizeKind: null,
    colors: ['#485563', '#29323c'],
    pictogram: 'wrench',
    company: 'ferremotos-habana',
    products: FERRETERIA,
  },
  {
    slug: 'bebes-y-ninos',
    name: 'Bebés y Niños',
    order: 9,
    sizeKind: null,
    colors: ['#56ccf2', '#2f80ed'],
    pictogram: 'teddy',
    company: 'delicias-del-puerto',
    products: BEBES,
  },
  {
    slug: 'motos-y-piezas',
    name: 'Motos y Piezas',
    order: 10,
    sizeKind: null,
    colors: ['#cb2d3e', '#6d1b2a'],
    pictogram: 'moto',
    company: 'ferremotos-habana',
    products: MOTOS,
  },
];

/** URL of a category's generated icon (96×96 WebP under public/). */
export function categoryIconUrl(slug: string): string {
  return `/demo/categories/${slug}.webp`;
}
