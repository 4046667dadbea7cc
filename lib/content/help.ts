import type { DeliveryTimeLabels, FaqTopic } from './types';

/** The questions of the help page (PREGUNTAS FRECUENTES), by topic. */
export function helpFaq(d: DeliveryTimeLabels): readonly FaqTopic[] {
  return [
    {
      topic: 'Entrega',
      entries: [
        {
          question: '¿Dónde entregan?',
          answer:
            'Por el momento entregamos en todos los municipios de La Habana. Estamos trabajando para llegar pronto a otras provincias; elija su provincia en el filtro de la barra superior para ver qué productos hay para usted.',
        },
        {
          question: '¿Cuánto tarda mi pedido?',
          answer: `Depende de cómo llega el producto. Entrega inmediata: ${d.fast}, porque el producto ya está en Cuba. Importación aérea: ${d.byAir}. Importación marítima: ${d.bySea}. Cada anuncio muestra su plazo junto al precio.`,
        },
        {
          question: '¿Qué es la entrega con ' + d.calendar + '?',
          answer:
            'Algunos productos (cakes, flores, comidas) se entregan el día y la hora que usted elija al añadirlos al carrito, dentro del horario de la tienda. Si la entrega es para hoy, la tienda necesita unas horas de antelación.',
        },
        {
          question: '¿Cuánto cuesta la entrega?',
          answer:
            'Cada tienda fija su costo por municipio y algunas entregan gratis siempre o a partir de cierto importe. Lo verá en el carrito, por tienda, en cuanto elija la dirección de entrega.',
        },
        {
          question: '¿Quién puede recibir el pedido?',
          answer: 'La persona que usted ponga como destinatario, mostrando su carnet de identidad. Revise el pedido delante del mensajero antes de firmar.',
        },
      ],
    },
    {
      topic: 'Pagos',
      entries: [
        {
          question: '¿Cómo puedo pagar?',
          answer:
            'En efectivo al recibir, con el saldo de su monedero o en línea con tarjeta de crédito o débito (USD, EUR o MXN). El pago en línea se hace en la página segura de Stripe: nosotros no vemos los datos de su tarjeta.',
        },
        {
          question: '¿En qué moneda están los precios?',
          answer:
            'En dólares estadounidenses (USD). El precio ya incluye el costo de importación; el costo de entrega y la guía aérea se suman en el carrito antes de confirmar.',
        },
        {
          question: '¿Qué es la guía aérea?',
          answer:
            'Es un cargo fijo de 25 USD por pedido cuando el pedido lleva productos de importación. Sus puntos lo rebajan: con 125 puntos paga tres cuartos, con 250 la mitad y con 500 queda gratis.',
        },
        {
          question: 'Pagué con tarjeta y el pedido sigue en Solicitado, ¿qué hago?',
          answer:
            'El pago puede tardar unos minutos en confirmarse. Si pasada una hora no cambia, escríbanos por WhatsApp con el número del pedido y lo revisamos.',
        },
      ],
    },
    {
      topic: 'Cupones y puntos',
      entries: [
        {
          question: '¿Cómo uso un cupón de descuento?',
          answer:
            'Pida a otro usuario su cupón de 6 caracteres y escríbalo en el carrito. Obtiene hasta un 5 % de descuento sobre el precio de los productos que lo admiten (marcados con POSIBLE DESCUENTO). No puede usar su propio cupón.',
        },
        { question: '¿Dónde está mi cupón para compartir?', answer: 'En MI CUENTA. Compártalo con familiares y amigos: ellos ahorran en sus compras.' },
        {
          question: '¿Cómo gano puntos?',
          answer:
            'Los productos de importación suman los puntos que indica su anuncio al hacer el pedido; los de entrega inmediata no suman. Los puntos rebajan la guía aérea de sus pedidos.',
        },
      ],
    },
    {
      topic: 'Pedidos y devoluciones',
      entries: [
        {
          question: '¿Cómo sigo mi pedido?',
          answer:
            'En MIS PEDIDOS verá el estado de cada pedido (Solicitado, Confirmado, Embalado, Enviado, Recibido, Entregado) y de cada producto. Si activa las notificaciones le avisaremos de cada cambio.',
        },
        {
          question: '¿Puedo cancelar un pedido?',
          answer:
            'Sí, mientras esté en estado Solicitado. Escríbanos con el número del pedido y lo cancelamos sin costo; si ya lo pagó, le devolvemos el importe.',
        },
        {
          question: 'Mi producto llegó dañado o no es el que pedí',
          answer:
            'Escríbanos en los 7 días siguientes a la entrega con fotos del producto y del embalaje. Los alimentos deben reclamarse en el momento de la entrega. La tienda lo repone o le devolvemos el dinero al monedero o por el mismo medio de pago.',
        },
        {
          question: '¿Por qué hay un máximo de unidades por pedido?',
          answer:
            'Por las regulaciones de aduana y por las existencias de la tienda. Cuando llegue al máximo, haga su pedido y añada más unidades en un pedido nuevo.',
        },
      ],
    },
    {
      topic: 'Cuenta',
      entries: [
        {
          question: '¿Cómo me registro?',
          answer:
            'Pulse INICIAR SESION y elija registrarse. Le enviaremos a su correo un código de 4 dígitos para confirmar la cuenta; si no llega en unos minutos, revise la carpeta de correo no deseado o pida que se lo reenviemos.',
        },
        {
          question: 'Olvidé mi contraseña',
          answer:
            'En el formulario de inicio de sesión elija recuperar la contraseña, escriba su correo y el código de 4 dígitos que le enviamos, y ponga una contraseña nueva.',
        },
        {
          question: 'Quiero vender en Importa',
          answer:
            'Si tiene una empresa importadora escríbanos por WhatsApp o por correo. Al activar su cuenta de vendedor verá el botón VENDE para publicar sus anuncios.',
        },
      ],
    },
  ];
}
