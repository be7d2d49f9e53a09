import { io, type Socket } from 'socket.io-client';
import {
  LIVE_GAME_NAMESPACE,
  SOCKET_PATH,
  type LiveClientToServerEvents,
  type LiveServerToClientEvents,
} from '@chronodeck/contract';

export type LiveGameSocket = Socket<LiveServerToClientEvents, LiveClientToServerEvents>;

/**
 * A connection to the live-game namespace, not yet open (the screen's effect opens it); a
 * signed-in player's session cookie goes with it. It has a connection of its own: sharing the
 * tab's (multiplexing) would tie it to the page being left, whose last listener closes that one.
 */
export const connectLiveGame = (): LiveGameSocket =>
  io(LIVE_GAME_NAMESPACE, {
    path: SOCKET_PATH,
    withCredentials: true,
    autoConnect: false,
    multiplex: false,
  });
