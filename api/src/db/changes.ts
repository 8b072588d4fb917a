import { Client, escapeIdentifier, type ClientBase, type ClientConfig, type Notification } from 'pg';

/**
 * The channel migration 029's triggers notify the changes of the tables in `schema` on: one per
 * schema, so the schemas of one server (each test file's, a bench's, another installation's)
 * do not hear each other's changes.
 */
export const changeChannel = (schema: string): string => `api_change_${schema}`;

/** Notifies, in the current transaction or at once, that everything cached of the current schema may be out of date. */
export const NOTIFY_EVERYTHING_CHANGED = `SELECT pg_notify('api_change_' || current_schema(), '*')`;

/** What a subscriber to a {@link ChangeFeed} is told. */
export interface ChangeSubscriber {
  /** A change was committed: its notification, such as 'session:<id>' or '*'. */
  onChange(notification: string): void;
  /** Notifications may have been missed: anything cached is out of date. */
  onGap(): void;
}

/**
 * The changes the database notifies (migration 029), as they commit, from every instance. A
 * change made through this instance's own connections reaches the subscribers before the
 * statement that made it answers; another instance's a moment after it commits.
 */
export interface ChangeFeed {
  /** Whether notifications reach the subscribers now: false while PostgreSQL's listener reconnects. */
  readonly live: boolean;
  /** Answers the function that ends the subscription. */
  subscribe(subscriber: ChangeSubscriber): () => void;
}

/** The subscribers of one database and the fan-out to them; the two kinds of database feed it. */
export class ChangeFanOut implements ChangeFeed {
  private readonly subscribers = new Set<ChangeSubscriber>();
  live = true;

  subscribe(subscriber: ChangeSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  notify(notification: string): void {
    for (const subscriber of this.subscribers) subscriber.onChange(notification);
  }

  /** Marks the feed as not (yet, or no longer) live, and tells the subscribers. */
  lost(): void {
    this.live = false;
    for (const subscriber of this.subscribers) subscriber.onGap();
  }
}

/** Waits before a lost listener connects again. */
const RECONNECT_MS = 1000;

/**
 * PostgreSQL's side of a {@link ChangeFeed}. A connection of its own listens all the time, so
 * other instances' changes arrive when the pool has no connection open; each pool connection
 * listens too, because PostgreSQL tells a connection of its own notifications before its
 * statement answers, where the listener hears them only a moment later.
 */
export class PostgresChangeFeed extends ChangeFanOut {
  private listener: Client | null = null;
  private reconnect: NodeJS.Timeout | null = null;
  private closed = false;

  private readonly listen: string;

  /** `schema`: the one the connections of `config` work in (their current schema). */
  constructor(
    private readonly config: ClientConfig,
    private readonly schema: string,
  ) {
    super();
    this.live = false;
    this.listen = `LISTEN ${escapeIdentifier(changeChannel(schema))}`;
  }

  private readonly onNotification = (message: Notification): void => {
    if (message.channel === changeChannel(this.schema) && message.payload !== undefined) this.notify(message.payload);
  };

  /** Makes a new pool connection listen; the pool hands it out once this has answered. */
  async attach(connection: ClientBase): Promise<void> {
    connection.on('notification', this.onNotification);
    await connection.query(this.listen);
  }

  /** Connects the listener; when it cannot, or later loses its connection, tries again until closed. */
  async start(): Promise<void> {
    if (this.closed) return;
    const listener = new Client(this.config);
    const onLost = () => {
      if (this.listener !== listener) return;
      this.listener = null;
      this.lost();
      listener.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    listener.on('error', onLost);
    listener.on('end', onLost);
    listener.on('notification', this.onNotification);
    this.listener = listener;
    try {
      await listener.connect();
      await listener.query(this.listen);
      // Whatever was cached before this moment may have missed notifications: it goes first.
      if (this.listener === listener) {
        this.lost();
        this.live = true;
      }
    } catch {
      onLost();
    }
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnect) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      void this.start();
    }, RECONNECT_MS);
    this.reconnect.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    const listener = this.listener;
    this.listener = null;
    this.live = false;
    await listener?.end().catch(() => undefined);
  }
}
