import { messages } from '../messages';
import { agreedSlots } from '../orders/delivery-slots';
import { orderCreatedMail, orderStatusMail } from './order-mails';

const roses = { name: 'Ramo de 12 rosas rojas', deliveryCalendar: { allowed: true, day: 29, month: 11, year: 2026, hours: 4, minutes: 15, ampm: 'PM' } };
const agreed = `Ramo de 12 rosas rojas · Entrega: ${messages.calendar.weekdays[0]} 29 NOV 04:15 PM`;

describe('order e-mails name the agreed delivery slot of calendar lines', () => {
  const order = { orderNumber: 7, total: 24, currentStatus: 'Solicitado', slots: agreedSlots([roses, { name: 'Licuadora', deliveryCalendar: null }]) };

  test('the confirmation', () => {
    const mail = orderCreatedMail('a@b.cu', order, 'https://importa.cu/orders/u/o');
    expect(mail.text.split('\n')).toContain(agreed);
    expect(mail.text).not.toContain('Licuadora');
  });

  test('a status change', () => expect(orderStatusMail('a@b.cu', { ...order, currentStatus: 'Confirmado' }, 'x').text.split('\n')).toContain(agreed));

  test('an order without calendar lines has no slot line', () =>
    expect(orderCreatedMail('a@b.cu', { ...order, slots: [] }, 'x').text).not.toContain('Entrega:'));
});
