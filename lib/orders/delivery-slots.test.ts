import { messages } from '../messages';
import { agreedSlots, distinctSlots } from './delivery-slots';

const sunday = messages.calendar.weekdays[0];
const roses = { name: 'Ramo de 12 rosas rojas', deliveryCalendar: { allowed: true, day: 29, month: 11, year: 2026, hours: 4, minutes: 15, ampm: 'PM' } };
const cake = { name: 'Cake de chocolate', deliveryCalendar: { ...roses.deliveryCalendar } };
const blender = { name: 'Licuadora', deliveryCalendar: null };

test('the calendar lines of an order with their agreed slot; other lines are left out', () => {
  expect(agreedSlots([blender, roses, cake])).toEqual([
    { name: roses.name, slot: `${sunday} 29 NOV 04:15 PM` },
    { name: cake.name, slot: `${sunday} 29 NOV 04:15 PM` },
  ]);
  expect(distinctSlots([blender, roses, cake])).toEqual([`${sunday} 29 NOV 04:15 PM`]);
  expect(agreedSlots([blender, { name: 'Sin fecha', deliveryCalendar: { day: null, month: null, year: null } }])).toEqual([]);
});
