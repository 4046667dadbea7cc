/** Socket.IO event names, shared by the server and the browser. */
export const SOCKET_EVENTS = {
  addUser: 'addSocketToImportUser',
  removeUser: 'removeSocketFromImportUser',
  orderCreated: 'orderCreated',
  orderUpdated: 'orderUpdated',
  newMessage: 'newMessage',
} as const;

/** The room of one signed-in user; only sockets authenticated as that user join it. */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/** The room of order administrators (import admins and super admins). */
export const ADMINS_ROOM = 'admins';
