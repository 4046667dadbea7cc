/** Search suggestions under the top bar's search box (decision 7.9). */
export const searchSuggestMessages = { list: 'Sugerencias de búsqueda', count: (n: number) => (n === 1 ? '1 sugerencia' : `${n} sugerencias`) } as const;
