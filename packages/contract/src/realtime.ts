/** Payload of every deck change pushed to connected clients. */
export interface DeckUpdatedPayload {
  deckTitle: string;
}

/** Every event the server emits over socket.io; server and web share this one map. */
export interface ServerToClientEvents {
  'deck-updated': (payload: DeckUpdatedPayload) => void;
  'teacher-deck-updated': (payload: DeckUpdatedPayload) => void;
}

/** The web client only listens; it sends nothing of its own. */
export type ClientToServerEvents = Record<string, never>;
