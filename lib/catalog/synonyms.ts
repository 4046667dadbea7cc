import { foldText } from './search-text';

/**
 * The words shoppers use for the same goods, one group per kind of thing (Cuban usage first: a
 * 'pulóver' is a T-shirt, 'espejuelos' are glasses, a 'split' is an air conditioner). A search word
 * in a group also finds the products that use another word of its group: 'teléfono' finds the
 * phones whose listings say 'celular'. Singular and plural need not both be listed (see
 * wordForms). One word per entry, written as shoppers spell them; folded (lower-case, no
 * accents) when read. Keep each group to words that mean the same thing to a buyer and to nothing
 * else in the catalogue ('goma' is a tyre but also every rubber sole): a group widens every search
 * for any of its words.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['teléfono', 'celular', 'móvil', 'smartphone'],
  ['zapato', 'calzado', 'tenis', 'zapatilla'],
  ['chancleta', 'chancla', 'sandalia'],
  ['televisor', 'televisión', 'tv', 'tele'],
  ['refrigerador', 'nevera', 'frigorífico', 'refri'],
  ['split', 'acondicionado', 'climatizador'],
  ['computadora', 'ordenador', 'computador', 'laptop', 'portátil', 'pc'],
  ['tablet', 'tableta'],
  ['audífono', 'auricular'],
  ['bocina', 'altavoz', 'parlante'],
  ['reloj', 'smartwatch'],
  ['pulóver', 'camiseta', 'playera', 'remera'],
  ['pantalón', 'jean', 'vaquero', 'mezclilla'],
  ['short', 'bermuda'],
  ['sudadera', 'suéter'],
  ['bolso', 'cartera'],
  ['espejuelos', 'gafas', 'lentes'],
  ['pañal', 'culero'],
  ['biberón', 'tetero'],
  ['cochecito', 'coche', 'carriola'],
  ['bicicleta', 'bici'],
  ['moto', 'motocicleta'],
  ['neumático', 'llanta'],
  ['cocina', 'hornilla', 'fogón'],
  ['olla', 'cazuela'],
  ['ventilador', 'abanico'],
  ['bombillo', 'bombilla', 'foco'],
  ['colchón', 'colchoneta'],
  ['champú', 'shampoo'],
  ['perfume', 'colonia', 'fragancia'],
  ['refresco', 'gaseosa'],
  ['cake', 'pastel', 'torta'],
  ['frijol', 'judía'],
];

/** Folded word → the other words of its groups. */
const SYNONYMS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>();
  for (const group of SYNONYM_GROUPS) {
    const words = group.map(foldText);
    for (const word of words) {
      const set = map.get(word) ?? new Set<string>();
      for (const other of words) if (other !== word) set.add(other);
      map.set(word, set);
    }
  }
  return new Map([...map].map(([word, set]) => [word, [...set]]));
})();

/**
 * The singular and plural of a folded Spanish word, itself first ('zapatos' → zapatos, zapato;
 * 'telefono' → telefono, telefonos; 'pantalon' → pantalon, pantalones). Rough on purpose: a form
 * that is no word finds nothing, so a wrong guess costs nothing.
 */
export function wordForms(word: string): string[] {
  const forms = [word];
  if (word.length < 3) return forms;
  if (word.endsWith('es')) forms.push(word.slice(0, -2), word.slice(0, -1));
  else if (word.endsWith('s')) forms.push(word.slice(0, -1));
  else if (/[aeiou]$/.test(word)) forms.push(`${word}s`);
  else forms.push(`${word}es`);
  return [...new Set(forms)];
}

/**
 * The folded words a search word stands for (pure): itself and its singular or plural, then the
 * synonyms of any of them with their forms ('telefono' → telefono, telefonos, celular, celulares,
 * movil, moviles, smartphone, smartphones). The word itself comes first.
 */
export function wordAlternatives(word: string): string[] {
  const own = wordForms(word);
  const synonyms = own.flatMap((form) => SYNONYMS.get(form) ?? []);
  return [...new Set([...own, ...synonyms.flatMap(wordForms)])];
}
