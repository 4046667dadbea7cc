import type { DeliveryTimeLabels, InfoDocument } from './types';

/** Terms of sale of the store (INFORMACION LEGAL). */
export function legalDocument(d: DeliveryTimeLabels): InfoDocument {
  return {
    updated: '1 de noviembre de 2025',
    intro:
      'Estos términos regulan la compra de productos importados en Importa con entrega en Cuba. Al crear una cuenta o hacer un pedido usted acepta estas condiciones; léalas con calma y escríbanos si algo no queda claro.',
    sections: [
      {
        heading: '1. Quiénes somos',
        paragraphs: [
          'Importa es una plataforma en línea que reúne a compradores con empresas importadoras (los vendedores o tiendas). Cada tienda publica sus anuncios, fija sus precios y responde por la descripción, la disponibilidad y la entrega de sus productos. Importa gestiona la plataforma, los pagos en línea y la atención al cliente.',
        ],
      },
      {
        heading: '2. Precios y moneda',
        paragraphs: [
          'Todos los precios se muestran en dólares estadounidenses (USD). El precio de cada anuncio ya incluye el costo de importación: el flete aéreo se calcula por el mayor entre el peso real y el peso volumétrico (largo × alto × ancho / 6000) y el flete marítimo por el peso real. Los productos de entrega inmediata ya están en Cuba y no pagan flete.',
          'En el carrito verá, antes de confirmar, el costo de entrega de cada tienda según su municipio (puede ser GRATIS), la guía aérea de los pedidos con productos de importación y los descuentos que correspondan. El precio de un pedido queda fijado cuando usted lo confirma.',
        ],
      },
      {
        heading: '3. Pedidos y disponibilidad',
        paragraphs: [
          'Un pedido pasa por los estados Solicitado, Confirmado, Embalado, Enviado, Recibido y Entregado. Tras recibir su pedido comprobamos con la tienda la disponibilidad de cada producto y le avisamos si alguno no puede entregarse; ese producto no se cobra o se le devuelve su importe.',
          'Cada anuncio puede tener un máximo de unidades por pedido. Es un límite de las regulaciones de importación y de las existencias de la tienda; si necesita más unidades haga un pedido nuevo.',
        ],
      },
      {
        heading: '4. Formas de pago',
        paragraphs: [
          'Puede pagar en efectivo al recibir, con el saldo de su monedero o en línea con tarjeta (en USD, EUR o MXN a través de Stripe). El pago en línea se hace en la página segura del procesador de pagos; Importa no ve ni guarda los datos de su tarjeta.',
          'El saldo del monedero cubre como máximo 500 USD por pedido; el resto se paga con la forma de pago elegida.',
        ],
      },
      {
        heading: '5. Entrega',
        paragraphs: [
          'Por el momento solo entregamos en La Habana. Los plazos orientativos son: entrega inmediata, ' +
            d.fast +
            '; importación aérea, ' +
            d.byAir +
            '; importación marítima, ' +
            d.bySea +
            '. Los productos con ' +
            d.calendar +
            ' se entregan el día y la hora que usted elige al añadirlos al carrito.',
          'Los plazos de importación dependen de vuelos, buques y trámites de aduana y pueden variar. El destinatario debe presentar su carnet de identidad al recibir el pedido y revisarlo delante del mensajero.',
        ],
      },
      {
        heading: '6. Aduana',
        paragraphs: [
          'Los productos importados están sujetos a las regulaciones de la Aduana General de la República de Cuba publicadas en la Gaceta Oficial. La tienda realiza los trámites de importación; las cantidades por pedido y ciertos artículos pueden estar limitados por esas normas.',
        ],
      },
      {
        heading: '7. Cancelaciones, devoluciones y reembolsos',
        paragraphs: [
          'Puede cancelar un pedido sin costo mientras esté en estado Solicitado escribiendo a soporte. Si el producto llega defectuoso, dañado o distinto al anunciado, avísenos en los 7 días siguientes a la entrega con fotos del producto y de su embalaje; los alimentos y productos perecederos deben reclamarse en el momento de la entrega.',
          'Aprobada la reclamación, la tienda repone el producto o le devolvemos su importe al monedero o por el mismo medio de pago. No se aceptan devoluciones de productos usados, de higiene personal abiertos o hechos por encargo, salvo defecto.',
        ],
      },
      {
        heading: '8. Cupones y puntos',
        paragraphs: [
          'Cada usuario tiene un cupón de 6 caracteres que puede compartir. Quien lo use obtiene hasta un 5 % de descuento sobre el precio (no sobre el costo de importación) de los productos que admiten descuento. No puede usar su propio cupón.',
          'Los productos de importación suman puntos a su cuenta. Con 125, 250 o 500 puntos la guía aérea de su próximo pedido baja un cuarto, la mitad o queda gratis. Los puntos no tienen valor en efectivo.',
        ],
      },
      {
        heading: '9. Su cuenta',
        paragraphs: [
          'Usted es responsable de que los datos de su cuenta y de sus direcciones de entrega sean verídicos y de mantener su contraseña en secreto. Podemos suspender cuentas usadas para fraude o para incumplir estos términos.',
        ],
      },
      {
        heading: '10. Cambios y contacto',
        paragraphs: [
          'Podemos actualizar estos términos; la fecha de la última actualización aparece al inicio y los pedidos ya confirmados se rigen por los términos vigentes cuando se hicieron. Para cualquier duda o reclamación escríbanos por WhatsApp o por correo desde la página de ayuda.',
        ],
      },
    ],
  };
}
