import type { CourierCash } from './reconcile';

export type CashReport = { couriers: (CourierCash & { name: string })[]; totals: { collected: number; pending: number } };
