// Type declarations of the TourChat JavaScript client (src/index.js). Names
// follow the API's wire names (snake_case) in answers and camelCase in
// arguments. The OpenAPI document (rest/openapi.json) is the reference.

export const VERSION: string;

/** The API's error object. */
export interface ApiErrorBody {
  code: string;
  message: string;
  field?: string;
  request_id?: string;
}

/** Error raised for every failed call; connection failures have status 0. */
export class TourChatError extends Error {
  constructor(status: number, body?: { error?: Partial<ApiErrorBody> } | null, headers?: Headers);
  status: number;
  code: string;
  field?: string;
  requestId?: string;
  headers?: Headers;
}
export class InvalidRequestError extends TourChatError {}
export class AuthenticationError extends TourChatError {}
export class PermissionDeniedError extends TourChatError {}
export class NotFoundError extends TourChatError {}
export class ConflictError extends TourChatError {}
export class IdempotencyError extends TourChatError {}
export class RateLimitError extends TourChatError {
  /** Seconds the server asked to wait. */
  retryAfter?: number;
}
export class ServerError extends TourChatError {}
export class ConnectionError extends TourChatError {
  constructor(message: string, cause?: unknown);
}
export class WebhookVerificationError extends Error {}

/** A page of a list. `next_cursor` is null on the last page. */
export interface Page<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

/** Await it for one page, or `for await` it for every item across pages. */
export class ListRequest<T> implements PromiseLike<Page<T>>, AsyncIterable<T> {
  then<A = Page<T>, B = never>(
    onfulfilled?: ((value: Page<T>) => A | PromiseLike<A>) | null,
    onrejected?: ((reason: any) => B | PromiseLike<B>) | null,
  ): Promise<A | B>;
  catch<B = never>(onrejected?: ((reason: any) => B | PromiseLike<B>) | null): Promise<Page<T> | B>;
  finally(onfinally?: (() => void) | null): Promise<Page<T>>;
  [Symbol.asyncIterator](): AsyncIterator<T>;
  /** Every item across pages, up to max (default 10000). */
  toArray(max?: number): Promise<T[]>;
}

export type Language = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt';
export type Metadata = Record<string, unknown> | null;

export interface BookingOption {
  /** The service's id (published field). */
  id: string;
  name: string;
  /** Local start time, like "9:00 AM". */
  time: string;
  /** Like "3 hours". */
  duration: string;
  price: number;
  /** Places left. */
  availability: number;
  slot_id: string;
  service_id: string;
  date: string;
  start: string;
  currency: string;
}

export interface Media {
  type: 'image';
  url: string;
  alt: string;
}

export type SuggestedAction = 'book_tour' | 'more_info' | 'check_other_dates' | 'share_contact' | 'talk_to_human' | 'view_tours';

/** Where an answer to a question came from (docs/knowledge.md). */
export interface AnswerSource {
  type: 'knowledge' | 'service' | 'business';
  id: string;
  /** The fact answered from, for service and business sources. */
  field?: string;
}

export interface ChatReply {
  id: string;
  message: string;
  booking_options: BookingOption[];
  media: Media[];
  suggested_actions: SuggestedAction[];
  session_id: string;
  language: string;
  created_at: string;
  /** "human" while a person handles the conversation: the assistant stayed silent (empty message). */
  handled_by: 'assistant' | 'human';
  /** Present when the reply answers a question from the business's knowledge. */
  sources?: AnswerSource[];
}

/** Metadata of a chat message that books a slot from the widget (the assistant confirms before booking). */
export interface BookMetadata {
  action: 'book';
  slot_id: string;
  guests: number;
  name: string;
  email?: string;
  phone?: string;
}

export interface Token {
  object: 'token';
  token: string;
  kind: 'session' | 'staff';
  session_id?: string;
  expires_at: string;
}

export interface Service {
  id: string;
  object: 'service';
  name: string;
  description: string;
  duration: string;
  duration_minutes: number;
  price: number;
  currency: string;
  capacity: number;
  images: { url: string; alt: string }[];
  /** Weekly start times ("09:00") by weekday ("mon".."sun"). */
  schedule: Record<string, string[]>;
  languages: string[];
  language: string;
  created_at: string;
}

export interface Slot {
  slot_id: string;
  service_id: string;
  name: string;
  date: string;
  time: string;
  start: string;
  end: string;
  duration: string;
  price: number;
  currency: string;
  capacity: number;
  availability: number;
  status: 'available' | 'limited' | 'sold_out' | 'closed';
  bookable: boolean;
}

export interface Customer {
  name: string;
  email: string;
  phone: string;
}

export interface Booking {
  id: string;
  object: 'booking';
  business_id: string;
  service_id: string;
  service_name: string;
  slot_id: string;
  date: string;
  time: string;
  start: string;
  end: string;
  guests: number;
  status: 'confirmed' | 'cancelled';
  unit_price: number;
  total_price: number;
  currency: string;
  customer: Customer;
  notes: string;
  source: 'api' | 'chat' | 'dashboard';
  session_id: string;
  lead_id: string;
  metadata: Metadata;
  cancel_reason?: string;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
}

export interface Availability {
  object: 'availability';
  date: string;
  guests: number;
  service_id: string | null;
  slots: Slot[];
  bookings: Booking[];
}

export type LeadStatus = 'new' | 'contacted' | 'converted' | 'lost';

export interface Lead {
  id: string;
  object: 'lead';
  business_id: string;
  session_id: string;
  name: string;
  email: string;
  phone: string;
  language: string;
  interest: { service_id: string; service_name: string; date: string; guests: number };
  status: LeadStatus;
  booking_id: string;
  created_at: string;
  updated_at: string;
}

export interface StaffMember {
  id: string;
  name: string;
}

export interface Conversation {
  id: string;
  object: 'conversation';
  business_id: string;
  session_id: string;
  language: string;
  /** Who answers: the assistant (bot), nobody yet (waiting), a person (human), or closed. */
  status: 'bot' | 'waiting' | 'human' | 'closed';
  assignee: StaffMember | null;
  handoff_requested_at: string | null;
  /** Visitor messages since staff last read or replied. */
  unread: number;
  lead_id: string;
  handoff: boolean;
  message_count: number;
  last_message_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface TypingFrame {
  type: 'typing';
  channel: string;
  role: 'visitor' | 'staff';
  name?: string;
}

export interface Message {
  id: string;
  object: 'message';
  business_id: string;
  conversation_id: string;
  session_id: string;
  role: 'visitor' | 'assistant' | 'staff';
  text: string;
  language: string;
  intent?: string;
  fallback?: boolean;
  /** The full chat reply, on assistant messages. */
  reply?: ChatReply;
  metadata?: Metadata;
  /** The staff member who wrote a staff message. */
  author?: StaffMember;
  created_at: string;
}

export type EventType =
  | 'booking.created'
  | 'booking.cancelled'
  | 'lead.captured'
  | 'lead.updated'
  | 'conversation.started'
  | 'conversation.message_created'
  | 'conversation.handoff_requested'
  | 'conversation.assigned'
  | 'conversation.released'
  | 'conversation.closed'
  | 'webhook.test';

/** The event envelope of webhooks, the event log and the WebSocket. */
export interface Event<D = Record<string, unknown>> {
  id: string;
  object: 'event';
  type: EventType;
  created_at: string;
  business_id: string;
  data: D;
}

export interface Webhook {
  id: string;
  object: 'webhook';
  business_id: string;
  url: string;
  events: string[];
  description: string;
  enabled: boolean;
  disabled_reason?: string;
  /** Only in the answer of webhooks.create. */
  secret?: string;
  created_at: string;
  updated_at: string;
}

export interface WebhookDeleted {
  id: string;
  object: 'webhook';
  deleted: true;
}

export interface DeliveryAttempt {
  at: string;
  status_code: number;
  latency_ms: number;
  error: string;
  response_excerpt: string;
}

export interface WebhookDelivery {
  id: string;
  object: 'webhook_delivery';
  webhook_id: string;
  event_id: string;
  event_type: string;
  status: 'pending' | 'retrying' | 'succeeded' | 'failed';
  attempts: DeliveryAttempt[];
  next_attempt_at: string | null;
  created_at: string;
}

export interface Analytics {
  object: 'analytics';
  from: string;
  to: string;
  timezone: string;
  totals: {
    conversations: number;
    messages_in: number;
    messages_out: number;
    leads: number;
    bookings: number;
    guests: number;
    revenue: number;
    currency: string;
    conversion_rate: number;
    lead_capture_rate: number;
    fallback_rate: number;
    handoffs: number;
  };
  by_day: { date: string; conversations: number; messages_in: number; leads: number; bookings: number; revenue: number }[];
  by_hour: { hour: number; conversations: number; messages_in: number }[];
  by_language: { language: string; conversations: number; messages_in: number }[];
  top_intents: { intent: string; count: number }[];
  top_services: { service_id: string; name: string; bookings: number; guests: number; revenue: number }[];
}

/** Texts per language code, like {"en": "...", "pt": "..."}. */
export type Texts = Partial<Record<Language | string, string>>;

export interface KnowledgeEntry {
  id: string;
  object: 'knowledge_entry';
  question: Texts;
  answer: Texts;
  service_id?: string | null;
  tags: string[];
  enabled: boolean;
  created_at: string;
  updated_at: string;
}

export interface Closure {
  id: string;
  object?: 'closure';
  service_id?: string;
  date: string;
  time?: string | null;
  reason?: string;
  created_at?: string;
}

export type Role = 'owner' | 'admin' | 'agent';

export interface User {
  id: string;
  object?: 'user';
  email: string;
  name: string;
  role: Role;
  created_at: string;
  last_login_at: string | null;
  /** Only in the answer of users.create. */
  one_time_password?: string;
}

export interface ApiKey {
  id: string;
  object: 'api_key';
  name: string;
  kind: 'secret' | 'publishable';
  /** The key's first 12 characters. */
  prefix: string;
  scopes: string[];
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  /** The key itself: only in the answer of keys.create. */
  key?: string;
}

export interface Presence {
  object: 'presence';
  staff_online: number;
  /** Left out for session tokens. */
  staff?: StaffMember[];
}

export interface Deleted {
  id: string;
  object: string;
  deleted: true;
}

/** A service to create or change: the catalog import's fields and the facts of docs/reference.md. */
export type ServiceInput = Record<string, unknown> & {
  id?: string;
  name?: Texts;
  description?: Texts;
  durationMinutes?: number;
  price?: number;
  capacity?: number;
};

export interface Health {
  status: 'ok';
}
export interface Ready {
  status: 'ok' | 'unavailable';
  checks: Record<string, 'ok' | 'unavailable'>;
}

/** Per-call options of POSTs. */
export interface PostOptions {
  /** Sent as Idempotency-Key; a random one is made when absent. */
  idempotencyKey?: string;
  maxRetries?: number;
}
export interface ListParams {
  limit?: number;
  cursor?: string;
}

export interface TourChatOptions {
  /** Server base URL, like "https://HOST" (default: same origin). */
  baseUrl?: string;
  /** A secret key (servers) or a publishable key (widgetSession only). */
  apiKey?: string;
  /** A session or staff JWT. */
  token?: string;
  /** Supplies the credential before every request instead. */
  getToken?: () => string | Promise<string>;
  fetch?: typeof fetch;
  /** Retries of network errors, 409 idempotency_conflict, 429 and 5xx (default 2). */
  maxRetries?: number;
  /** Per attempt, in ms (default 30000). */
  timeout?: number;
  /** WebSocket constructor for realtime (Node: the `ws` package). */
  WebSocket?: any;
}

export interface WebhookVerifyOptions {
  /** Seconds a timestamp may be away from now (default 300). */
  tolerance?: number;
  /** Now, in ms (for tests). */
  now?: number;
}

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export function verifyWebhook<D = Record<string, unknown>>(
  payload: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  opts?: WebhookVerifyOptions,
): Promise<Event<D>>;

export class TourChat {
  constructor(opts?: TourChatOptions);
  baseUrl: string;
  maxRetries: number;
  timeout: number;

  chat(
    params: { businessId: string; sessionId: string; message: string; language?: Language | string; metadata?: Metadata } & PostOptions,
  ): Promise<ChatReply>;
  widgetSession(params: { businessId: string; sessionId?: string } & PostOptions): Promise<Token>;
  health(): Promise<Health>;
  ready(): Promise<Ready>;
  metrics(): Promise<string>;
  openapi(): Promise<Record<string, unknown>>;
  realtime(opts?: Partial<RealtimeOptions>): Realtime;
  request<T = unknown>(method: string, path: string, body?: unknown, opts?: PostOptions & { raw?: boolean }): Promise<T>;

  tokens: {
    create(params: ({ kind: 'session'; sessionId: string } | { kind: 'staff'; name?: string }) & PostOptions): Promise<Token>;
  };
  services: {
    /** The catalog in id order, `limit` per page (default 20); iterate with `for await` for all of it. */
    list(params?: { language?: Language | string; includeArchived?: boolean; limit?: number; cursor?: string }): ListRequest<Service>;
    get(id: string, params?: { language?: Language | string }): Promise<Service>;
    create(params: ServiceInput & PostOptions): Promise<Service>;
    update(id: string, params: ServiceInput): Promise<Service>;
    /** Archives the service (no new slots; bookings stay valid). */
    delete(id: string): Promise<Service>;
  };
  bookings: {
    availability(params?: { date?: string; serviceId?: string; guests?: number }): Promise<Availability>;
    create(
      params: {
        slotId?: string;
        serviceId?: string;
        date?: string;
        time?: string;
        /** The party size; or give `tickets` instead. */
        guests?: number;
        /** Counts per ticket type, e.g. `{ adult: 2, child: 1 }`, instead of `guests`. */
        tickets?: Record<string, number>;
        customer: { name: string; email?: string; phone?: string };
        notes?: string;
        sessionId?: string;
        metadata?: Metadata;
      } & PostOptions,
    ): Promise<Booking>;
    get(id: string): Promise<Booking>;
    cancel(id: string, params?: { reason?: string } & PostOptions): Promise<Booking>;
  };
  leads: {
    list(params?: { status?: LeadStatus; since?: string; until?: string } & ListParams): ListRequest<Lead>;
    get(id: string): Promise<Lead>;
    update(id: string, params: { status: LeadStatus }): Promise<Lead>;
  };
  conversations: {
    list(params?: { since?: string; status?: Conversation['status'] } & ListParams): ListRequest<Conversation>;
    get(id: string): Promise<Conversation>;
    messages(id: string, params?: ListParams): ListRequest<Message>;
    /** A staff message to the visitor. */
    reply(id: string, text: string, opts?: PostOptions): Promise<Message>;
    assign(id: string, assignee?: 'me', opts?: PostOptions): Promise<Conversation>;
    release(id: string, opts?: PostOptions): Promise<Conversation>;
    close(id: string, opts?: PostOptions): Promise<Conversation>;
    read(id: string, opts?: PostOptions): Promise<Conversation>;
    /** Marks the conversation as waiting for a person. */
    handoff(id: string, opts?: PostOptions): Promise<Conversation>;
  };
  webhooks: {
    create(params: { url: string; events: (EventType | '*')[]; description?: string; enabled?: boolean } & PostOptions): Promise<Webhook>;
    list(params?: ListParams): ListRequest<Webhook>;
    get(id: string): Promise<Webhook>;
    update(id: string, params: { url?: string; events?: (EventType | '*')[]; description?: string; enabled?: boolean }): Promise<Webhook>;
    delete(id: string): Promise<WebhookDeleted>;
    test(id: string, opts?: PostOptions): Promise<WebhookDelivery>;
    deliveries(id: string, params?: ListParams): ListRequest<WebhookDelivery>;
    retry(id: string, deliveryId: string, opts?: PostOptions): Promise<WebhookDelivery>;
    verify<D = Record<string, unknown>>(payload: string | Uint8Array, headers: WebhookHeaders, secret: string, opts?: WebhookVerifyOptions): Promise<Event<D>>;
  };
  events: {
    list(params?: { type?: EventType; since?: string } & ListParams): ListRequest<Event>;
  };
  knowledge: {
    list(params?: { serviceId?: string; tag?: string } & ListParams): ListRequest<KnowledgeEntry>;
    create(params: { question: Texts; answer: Texts; serviceId?: string; tags?: string[]; enabled?: boolean } & PostOptions): Promise<KnowledgeEntry>;
    get(id: string): Promise<KnowledgeEntry>;
    update(id: string, params: { question?: Texts; answer?: Texts; serviceId?: string | null; tags?: string[]; enabled?: boolean }): Promise<KnowledgeEntry>;
    delete(id: string): Promise<Deleted>;
  };
  closures: {
    create(serviceId: string, params: { date: string; time?: string; reason?: string; cancelBookings?: boolean } & PostOptions): Promise<Closure>;
    delete(serviceId: string, closureId: string): Promise<Deleted>;
  };
  slots: {
    update(slotId: string, params: { capacity: number; cancelBookings?: boolean }): Promise<Slot>;
  };
  auth: {
    login(params: { email: string; password: string } & PostOptions): Promise<{ csrf_token: string; user?: User } & Record<string, unknown>>;
    logout(opts?: PostOptions): Promise<Record<string, unknown> | null>;
  };
  me: {
    get(): Promise<User & Record<string, unknown>>;
  };
  users: {
    list(params?: ListParams): ListRequest<User>;
    create(params: { email: string; name: string; role: Role } & PostOptions): Promise<User>;
    update(id: string, params: { name?: string; role?: Role; password?: string }): Promise<User>;
    delete(id: string): Promise<Deleted>;
  };
  keys: {
    list(params?: ListParams): ListRequest<ApiKey>;
    create(params: { name: string; kind: 'secret' | 'publishable'; scopes?: string[] } & PostOptions): Promise<ApiKey>;
    revoke(id: string, opts?: PostOptions): Promise<ApiKey>;
  };
  presence: {
    get(): Promise<Presence>;
  };
  analytics: {
    get(params?: { from?: string; to?: string }): Promise<Analytics>;
  };
}

export interface ChatReplyFrame {
  type: 'chat.reply';
  reply_to: string;
  reply: ChatReply;
}
export interface EventFrame {
  type: 'event';
  channel: string;
  epoch: string;
  offset: number;
  event: Event;
}
export interface SubscribedFrame {
  type: 'subscribed';
  channel: string;
  epoch: string;
  offset: number;
  recovered?: boolean;
}
export interface ErrorFrame {
  type: 'error';
  reply_to?: string;
  error: ApiErrorBody;
}
export interface PongFrame {
  type: 'pong';
}
export type ServerFrame = ChatReplyFrame | EventFrame | SubscribedFrame | ErrorFrame | PongFrame | TypingFrame;

export type RealtimeStatus =
  | 'connecting'
  | 'open'
  | 'closed'
  | 'reconnecting'
  | 'unauthorized'
  | 'forbidden'
  | 'expired'
  | 'auth_failed'
  | 'failed'
  | 'unsupported'
  | 'stopped';

export interface RealtimeOptions {
  baseUrl?: string;
  /** Browsers: answers a session or staff JWT; `refresh` is true on reconnects. */
  getToken?: (refresh: boolean) => string | Promise<string>;
  /** Servers: a secret key, sent in the Authorization header with no Origin. */
  apiKey?: string;
  /** Channels to subscribe at connect: "business" or "session:<id>". */
  channels?: string[];
  onEvent?: (frame: EventFrame) => void;
  /** Someone is typing in a session channel (not stored, never replayed). */
  onTyping?: (frame: TypingFrame) => void;
  onStatus?: (status: RealtimeStatus, info: { code?: number; delay?: number; attempt?: number; error?: unknown }) => void;
  onSubscribed?: (frame: SubscribedFrame) => void;
  onError?: (frame: ErrorFrame) => void;
  minDelay?: number;
  maxDelay?: number;
  replyTimeout?: number;
  /** WebSocket constructor (Node: the `ws` package; browsers: the global one). */
  WebSocket?: any;
}

export class Realtime {
  constructor(opts: RealtimeOptions);
  readonly open: boolean;
  channels: Set<string>;
  connect(): this;
  subscribe(channel: string): void;
  unsubscribe(channel: string): void;
  send(frame: Record<string, unknown>): boolean;
  chat(params: { message: string; language?: string; metadata?: Metadata; sessionId?: string }): Promise<ChatReply>;
  /** The next server frame matching `match`, within timeout ms (default 30000). */
  waitFor<F extends ServerFrame = ServerFrame>(match: (frame: ServerFrame) => boolean, timeout?: number): Promise<F>;
  close(): void;
}
