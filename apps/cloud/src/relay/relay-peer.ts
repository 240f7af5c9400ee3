/** One connected client socket, as the relay hub sees it. */
export interface RelayPeer {
  /** Unique per socket. */
  readonly socketId: string;
  /**
   * Who the client is across reconnects: the `iss` of its relay JWT (a did:key), else the socket
   * id. Messages are never delivered back to the client that published them.
   */
  readonly clientId: string;
  /** Sends one JSON-RPC payload; a closed socket drops it. */
  send(payload: object): void;
}
