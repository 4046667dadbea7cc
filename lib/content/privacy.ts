import type { InfoDocument } from './types';

/** Privacy policy of the store (POLITICA DE PRIVACIDAD). */
export const privacyDocument: InfoDocument = {
  updated: '1 de noviembre de 2025',
  intro:
    'En Importa cuidamos sus datos personales. Esta política explica qué datos recogemos, para qué los usamos, con quién los compartimos y cómo puede ejercer sus derechos.',
  sections: [
    {
      heading: '1. Datos que recogemos',
      paragraphs: [
        'Datos de su cuenta: nombre, apellidos, correo electrónico, teléfono y contraseña (guardada cifrada, nunca en texto legible).',
        'Datos de entrega: nombre del destinatario, dirección, municipio, provincia, teléfono y número de carnet de identidad, necesarios para entregar y para que el mensajero compruebe quién recibe.',
        'Datos de compra: carrito, pedidos, pagos, saldo del monedero, cupones y puntos. Si acepta las notificaciones, guardamos la suscripción de su navegador para avisarle del estado de sus pedidos.',
      ],
    },
    {
      heading: '2. Para qué los usamos',
      paragraphs: [
        'Para gestionar su cuenta, preparar y entregar sus pedidos, cobrar y reembolsar, aplicar cupones y puntos, atender sus consultas, avisarle de cambios en sus pedidos y prevenir fraudes. No usamos sus datos para publicidad de terceros.',
      ],
    },
    {
      heading: '3. Con quién los compartimos',
      paragraphs: [
        'Con la tienda que vende el producto y con el mensajero, solo los datos del destinatario necesarios para la entrega. Con Stripe, que procesa los pagos con tarjeta: los datos de su tarjeta van directamente a Stripe y nosotros no los vemos ni los guardamos. Con las autoridades, únicamente cuando la ley lo exija. Nunca vendemos sus datos.',
      ],
    },
    {
      heading: '4. Datos guardados en su navegador',
      paragraphs: [
        'Para que la tienda funcione con conexiones lentas guardamos en su navegador su sesión, la provincia elegida, una copia del carrito, sus favoritos y un identificador anónimo de visita. No usamos cookies de publicidad ni de seguimiento. Puede borrar estos datos desde la configuración de su navegador; al hacerlo se cerrará su sesión.',
      ],
    },
    {
      heading: '5. Cuánto tiempo los conservamos',
      paragraphs: [
        'Conservamos los datos de su cuenta mientras esté activa. Los datos de los pedidos se guardan el tiempo que exigen las obligaciones contables y de atención de reclamaciones; después se eliminan o se anonimizan.',
      ],
    },
    {
      heading: '6. Seguridad',
      paragraphs: [
        'Las conexiones con la tienda van cifradas, las contraseñas se guardan con un algoritmo de cifrado de un solo sentido y el acceso a los datos está limitado al personal que los necesita. Los códigos de verificación que enviamos por correo caducan y solo sirven una vez.',
      ],
    },
    {
      heading: '7. Sus derechos',
      paragraphs: [
        'Puede consultar y corregir sus datos y sus direcciones en MI CUENTA. Para pedir una copia de sus datos, su eliminación o la baja de las notificaciones, escríbanos al correo de soporte; le responderemos en un plazo máximo de 30 días.',
      ],
    },
    {
      heading: '8. Menores de edad',
      paragraphs: ['La tienda está dirigida a mayores de 18 años. No creamos cuentas a sabiendas para menores.'],
    },
    {
      heading: '9. Cambios en esta política',
      paragraphs: [
        'Si cambiamos esta política publicaremos la nueva versión en esta página con su fecha. Los cambios importantes se avisarán también por correo.',
      ],
    },
  ],
};
