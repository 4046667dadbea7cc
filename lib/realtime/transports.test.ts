import { socketTransports } from './server';

describe('socketTransports', () => {
  test('a store served by several processes accepts only WebSocket: a polling session would land on processes that do not know it', () => {
    expect(socketTransports({ sharedWithOtherProcesses: true })).toEqual(['websocket']);
  });

  test('a single process keeps long polling for browsers that cannot open a WebSocket', () => {
    expect(socketTransports({ sharedWithOtherProcesses: false })).toEqual(['polling', 'websocket']);
  });
});
