/**
 * The order in which PGlite runs the protocol messages of the socket's connections.
 *
 * pglite-socket 0.2.17 queues each message on its own, so when two connections speak the extended
 * protocol at once (Parse, Bind, Describe, Execute, Sync: every parameterised query `pg` sends),
 * one connection's Parse can land between another's Parse and Bind. PGlite has a single unnamed
 * statement, so the other query fails ('bind message supplies 3 parameters, but prepared
 * statement "" requires 1') — sign-ins and jobs failed that way under load
 * (electric-sql/pglite#1046). Here a connection keeps its turn from its first message until it
 * ends the cycle (Sync, a simple Query or Terminate) and, as in pglite-socket, for as long as
 * its transaction is open; the others wait.
 */
import type { PGlite } from '@electric-sql/pglite';

interface Message {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

/** Protocol message types that end a connection's turn outside a transaction. */
const CYCLE_ENDS = new Set(['S', 'Q', 'X'].map((type) => type.charCodeAt(0)));
const PROTOCOL_3 = 196608;

/** Whether the message ends a cycle; a startup message (no type byte) is a cycle of its own. */
function endsCycle(message: Uint8Array): boolean {
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
  if (message[0] === 0 && message.byteLength >= 8 && view.getInt32(4) === PROTOCOL_3) return true;
  return CYCLE_ENDS.has(message[0]!);
}

export class ConnectionTurns {
  private queue: Message[] = [];
  private processing = false;
  /** The connection whose turn it is, until its cycle ends and no transaction is open. */
  private holder: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  /** A connection that went away: its waiting messages fail and its turn passes. */
  clearQueueForHandler(handlerId: number): void {
    this.queue = this.queue.filter((entry) => {
      if (entry.handlerId !== handlerId) return true;
      entry.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.holder !== handlerId) return;
    this.holder = null;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    void this.process();
  }

  private next(): Message | undefined {
    if (this.holder === null) return this.queue.shift();
    const index = this.queue.findIndex((entry) => entry.handlerId === this.holder);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      // Without the holder's next message there is nothing to run: its arrival calls this again.
      for (let entry = this.next(); entry; entry = this.next()) {
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(entry!.message, {
              onRawData: (data) => {
                bytes += data.length;
                entry!.onData(data);
              },
            }),
          );
        } catch (error) {
          this.holder = null;
          entry.reject(error);
          continue;
        }
        this.holder = endsCycle(entry.message) && !this.db.isInTransaction() ? null : entry.handlerId;
        entry.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }
}
