import { commonMessages } from './common';
import { cancel } from './shared';

/** Super admin screens. */
export const adminMessages = {
  save: 'GUARDAR', saved: 'Cambios guardados correctamente.', none: 'No hay resultados.', cancel,
  users: {
    search: 'Buscar por nombre, apellidos o correo', roles: 'Roles', seller: 'Vendedor (empresa importadora)',
    orderAdmin: 'Administrador de pedidos', superAdmin: 'Superadministrador', wallet: 'Monedero', adjust: 'AJUSTAR MONEDERO',
    adjustTitle: (name: string) => `AJUSTAR MONEDERO DE ${name}`,
    amount: 'Cantidad en USD (negativa para descontar)', reason: 'Motivo',
    reasonRequired: 'Debe poner el motivo del ajuste (al menos 3 caracteres).',
    amountInvalid: 'Ponga una cantidad distinta de 0, de 10000 USD como máximo y con 2 decimales como máximo.',
    walletNegative: 'El monedero no puede quedar por debajo de 0.', adjusted: 'Monedero ajustado correctamente.',
    rolesSaved: 'Roles actualizados correctamente.', ownSuperAdmin: 'No puede quitarse a sí mismo el rol de superadministrador.',
    history: 'HISTORIAL DEL MONEDERO', noHistory: 'El monedero no tiene ajustes.',
    roleHistory: 'HISTORIAL DE ROLES', roleHistoryOf: (name: string) => `HISTORIAL DE ROLES DE ${name}`,
    noRoleChanges: 'Los roles de este usuario no han cambiado.', buyerOnly: 'Solo comprador',
    roleHistoryOpen: (email: string) => `Historial de roles de ${email}`,
    entry: (before: string, after: string) => `${before} → ${after}`,
  },
  products: {
    search: 'Buscar anuncios por nombre', promote: 'PROMOCIONAR', unpromote: 'QUITAR PROMOCIÓN', hide: commonMessages.hide, show: 'MOSTRAR',
    hidden: 'OCULTO POR LA ADMINISTRACIÓN', seller: (name: string) => `Vendedor: ${name}`,
    hiddenSaved: 'El anuncio ya no se muestra a los compradores.', shownSaved: 'El anuncio vuelve a mostrarse a los compradores.',
  },
  categories: {
    iconUrl: 'Icono (dirección de la imagen)', order: 'Orden', sizeKind: 'Tallas',
    sizeNone: 'Sin tallas', sizeClothing: 'Ropa (XS a XXL)', sizeShoes: 'Calzado (35 a 46.5)',
    create: 'CREAR CATEGORÍA', created: 'Categoría creada correctamente.', nameRequired: 'Debe poner el nombre de la categoría.',
    notEmpty: 'No se puede eliminar una categoría que tiene anuncios.', duplicate: 'Ya existe una categoría con ese nombre.',
    products: (n: number) => `${n} ${n === 1 ? 'anuncio' : 'anuncios'}`, deleteTitle: 'Eliminar Categoría',
    deleteQuestion: 'Seguro desea eliminar la categoría:', deleted: 'Se eliminó la categoría.',
  },
  distributors: {
    companyName: 'Nombre de la empresa', minPercent: 'Porcentaje mínimo',
    maxPercent: 'Porcentaje máximo', fastDelivery: 'Entrega rápida',
    percentRange: 'El porcentaje debe estar entre el mínimo y el máximo, de 0 a 100.', deliveryCosts: 'COSTOS DE ENTREGA',
    addProvince: 'AÑADIR PROVINCIA', removeProvince: 'Quitar provincia', delivers: 'Entrega en esta provincia',
    freeAlways: 'Entrega siempre gratis', freeAbove: 'Gratis a partir de un importe', aboveNumber: 'Importe mínimo (USD)',
    municipalityCost: (name: string) => `${name} (USD)`, provinceInvalid: 'Provincia o municipio no válido.',
    duplicateProvince: 'Cada provincia solo puede aparecer una vez.',
  },
  finances: {
    from: 'Desde', to: 'Hasta', show: 'VER', period: 'Periodo', seller: 'Vendedor', units: 'Unidades', sales: 'Ventas (USD)',
    importCosts: 'Importación (USD)', delivery: 'Entrega (USD)', platform: 'Ganancia plataforma (USD)',
    byPeriod: 'POR PERIODO', bySeller: 'POR VENDEDOR', exportCsv: 'EXPORTAR CSV',
    rangeInvalid: 'El periodo debe ir de un mes a otro igual o posterior, 24 meses como máximo.',
  },
  currency: {
    rate: (currency: string) => `1 USD en ${currency.toUpperCase()}`, updated: (date: string, who: string) => `Cambiado el ${date} por ${who}`,
    saved: 'Tasa de cambio actualizada correctamente.', valueInvalid: 'La tasa debe ser un número mayor que 0, con 4 decimales como máximo.',
    currency: 'Moneda', value: 'Nueva', date: 'Fecha', author: 'Autor', all: 'Todas', empty: 'Todavía no hay cambios.',
  },
} as const;
