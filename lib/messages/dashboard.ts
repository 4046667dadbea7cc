export const dashboardMessages = {
  sell: 'VENDER',
  mySales: 'MIS VENTAS',
  accounting: 'CONTABILIDAD',
  totalSales: 'VENTAS TOTALES',
  totalIncome: 'INGRESOS',
  topSold: 'TOP 5 MAS VENDIDOS',
  topIncome: 'TOP 5 MAS INGRESO',
} as const;
