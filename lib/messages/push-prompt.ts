/** The start-up notification permission prompt (components/auth/NotificationPrompt.tsx). */
export const pushPromptMessages = {
  title: 'NOTIFICACIONES',
  text: '¿Desea que le avisemos en este dispositivo cuando cambie el estado de sus pedidos?',
  enable: 'ACTIVAR',
  later: 'AHORA NO',
  enabled: 'Notificaciones activadas.',
  refused: 'No se activaron las notificaciones. Puede permitirlas en la configuración del navegador.',
} as const;
