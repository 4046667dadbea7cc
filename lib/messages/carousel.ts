export const carouselMessages = {
  previous: 'Anterior',
  slides: 'Diapositivas',
  goTo: (i: number, n: number) => `Diapositiva ${i} de ${n}`,
  pause: 'Pausar',
  play: 'Reanudar',
} as const;
