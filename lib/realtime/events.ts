/** Socket.IO event names, shared by the server and the browser. */
export const SOCKET_EVENTS = {
  addUser: 'addSocketToImportUser',
  removeUser: 'removeSocketFromImportUser',
  orderCreated: 'orderCreated',
  orderUpdated: 'orderUpdated',
  /** To a seller's room: a line of theirs arrived or changed status (the deliveries screen reloads its list). */
  deliveriesChanged: 'deliveriesChanged',
  /** To the admins' room: a buyer sent a transfer receipt (/adminTransfers reloads its queue). */
  transferReceiptSent: 'transferReceiptSent',
  newMessage: 'newMessage',
  /** A conversation was read by one side (clears the new-messages mark in that side's other tabs). */
  conversationRead: 'conversationRead',
} as const;

/** The room of one signed-in user; only sockets authenticated as that user join it. */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/**
 * Every socket signed in as the user, joined at connection and never emitted to: revocations and
 * role changes reach the user's sockets on every process through it (lib/realtime/server.ts).
 */
export function userSocketsRoom(userId: string): string {
  return `sockets-of:${userId}`;
}

/** The room of order administrators (import admins and super admins). */
export const ADMINS_ROOM = 'admins';
