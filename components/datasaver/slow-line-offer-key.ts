/** The offer of the light pages, closed for the rest of the visit (this tab). */
export const CLOSED_KEY = 'importa-oferta-ahorro';
