// Type declarations for tourchat.js, the TourChat JavaScript client.
// Arguments are camelCase; the objects the API answers keep their wire names.

export interface ApiErrorBody {
  code: string;
  message: string;
  field?: string;
  request_id?: string;
}

/** Raised for any non-2xx answer. */
export class TourChatError extends Error {
  status: number;
  code: string;
  field?: string;
  requestId?: string;
}

export interface List<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  next_cursor?: string;
}

export interface BookingOption {
  id: string;
  name: string;
  time: string;
  duration: string;
  price: number;
  availability: number;
  slot_id: string;
  service_id: string;
  date: string;
  start: string;
  currency: string;
}

export interface MediaItem {
  type: 'image' | string;
  url: string;
  alt: string;
}

export type SuggestedAction =
  | 'book_tour'
  | 'more_info'
  | 'check_other_dates'
  | 'share_contact'
  | 'talk_to_human'
  | 'view_tours'
  | string;

export interface ChatReply {
  id: string;
  message: string;
  booking_options: BookingOption[];
  media: MediaItem[];
  suggested_actions: SuggestedAction[];
  session_id: string;
  language: string;
  created_at: string;
  /** "human" while a person handles the conversation: the assistant stayed silent (empty message). */
  handled_by: 'assistant' | 'human';
}

/** Metadata of a chat message that books a slot from the widget. */
export interface BookMetadata {
  action: 'book';
  slot_id: string;
  guests: number;
  name: string;
  email?: string;
  phone?: string;
}

export interface ChatParams {
  businessId: string;
  sessionId: string;
  message: string;
  language?: string;
  metadata?: Record<string, unknown>;
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
  metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
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

export interface Availability {
  object: 'availability';
  date: string;
  guests: number;
  service_id: string | null;
  slots: Slot[];
  bookings: Booking[];
}

export interface AvailabilityParams {
  date?: string;
  serviceId?: string;
  guests?: number;
}

export interface CreateBookingParams {
  slotId?: string;
  serviceId?: string;
  date?: string;
  time?: string;
  guests: number;
  customer: { name: string; email?: string; phone?: string };
  notes?: string;
  sessionId?: string;
  metadata?: Record<string, unknown>;
  /** Sent as the Idempotency-Key header. */
  idempotencyKey?: string;
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

export interface PageParams {
  limit?: number;
  cursor?: string;
}

export interface LeadListParams extends PageParams {
  status?: LeadStatus;
  since?: string;
  until?: string;
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
  secret?: string;
  created_at: string;
  updated_at: string;
}

export interface WebhookParams {
  url?: string;
  events?: string[];
  description?: string;
  enabled?: boolean;
}

export interface WebhookDelivery {
  id: string;
  object: 'webhook_delivery';
  webhook_id: string;
  event_id: string;
  event_type: string;
  status: 'pending' | 'retrying' | 'succeeded' | 'failed';
  attempts: { at: string; status_code: number; latency_ms: number; error: string; response_excerpt: string }[];
  next_attempt_at: string | null;
  created_at: string;
}

export interface TourChatEvent<T = unknown> {
  id: string;
  object?: 'event';
  type: string;
  created_at: string;
  business_id: string;
  data: T;
}

export interface Conversation {
  id: string;
  object: 'conversation';
  business_id: string;
  session_id: string;
  language: string;
  lead_id: string;
  /** Who answers: the assistant (bot), nobody yet (waiting), a person (human), or closed. */
  status: 'bot' | 'waiting' | 'human' | 'closed';
  assignee: StaffMember | null;
  handoff_requested_at: string | null;
  /** Visitor messages since staff last read or replied. */
  unread: number;
  handoff: boolean;
  message_count: number;
  last_message_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface StaffMember {
  id: string;
  name: string;
}

export interface Presence {
  object: 'presence';
  staff_online: number;
  /** Left out for session tokens. */
  staff?: StaffMember[];
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
  reply?: ChatReply;
  metadata?: Record<string, unknown>;
  /** The staff member who wrote a staff message. */
  author?: StaffMember;
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

export interface TokenAnswer {
  token: string;
  expires_at: string;
  session_id?: string;
}

export interface TourChatOptions {
  /** Origin of the API, e.g. the address widget.js was loaded from; '' for the page's own. */
  baseUrl?: string;
  /** A secret key (servers only) or a publishable key. */
  apiKey?: string;
  /** A session or staff JWT. */
  token?: string;
  /** Supplies the credential per request (e.g. a refreshed token). */
  getToken?: () => string | Promise<string>;
  fetch?: typeof fetch;
}

export class TourChat {
  constructor(options?: TourChatOptions);
  baseUrl: string;
  chat(params: ChatParams): Promise<ChatReply>;
  widgetSession(params: { businessId: string; sessionId?: string }): Promise<TokenAnswer>;
  request<T = unknown>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
  realtime(options: RealtimeOptions): Realtime;
  bookings: {
    availability(params?: AvailabilityParams): Promise<Availability>;
    create(params: CreateBookingParams): Promise<Booking>;
    get(id: string): Promise<Booking>;
    cancel(id: string, params?: { reason?: string }): Promise<Booking>;
  };
  leads: {
    list(params?: LeadListParams): Promise<List<Lead>>;
    get(id: string): Promise<Lead>;
    update(id: string, params: { status: LeadStatus }): Promise<Lead>;
  };
  webhooks: {
    create(params: WebhookParams & { url: string; events: string[] }): Promise<Webhook>;
    list(params?: PageParams): Promise<List<Webhook>>;
    get(id: string): Promise<Webhook>;
    update(id: string, params: WebhookParams): Promise<Webhook>;
    delete(id: string): Promise<unknown>;
    test(id: string): Promise<unknown>;
    deliveries(id: string, params?: PageParams): Promise<List<WebhookDelivery>>;
    retry(id: string, deliveryId: string): Promise<WebhookDelivery>;
  };
  analytics: { get(params?: { from?: string; to?: string }): Promise<Analytics> };
  events: { list(params?: PageParams & { type?: string; since?: string }): Promise<List<TourChatEvent>> };
  services: {
    list(params?: PageParams & { language?: string }): Promise<List<unknown>>;
    get(id: string, params?: { language?: string }): Promise<unknown>;
  };
  conversations: {
    list(params?: PageParams & { since?: string; status?: Conversation['status'] }): Promise<List<Conversation>>;
    get(id: string): Promise<Conversation>;
    messages(id: string, params?: PageParams): Promise<List<Message>>;
    reply(id: string, text: string): Promise<Message>;
    assign(id: string, assignee?: 'me'): Promise<Conversation>;
    release(id: string): Promise<Conversation>;
    close(id: string): Promise<Conversation>;
    read(id: string): Promise<Conversation>;
  };
  presence: { get(): Promise<Presence> };
  tokens: {
    create(params: { kind: 'session'; sessionId: string } | { kind: 'staff'; name?: string }): Promise<TokenAnswer>;
  };
}

export interface EventFrame {
  type: 'event';
  channel: string;
  epoch: string;
  offset: number;
  event: TourChatEvent;
}

export interface SubscribedFrame {
  type: 'subscribed';
  channel: string;
  epoch: string;
  offset: number;
  recovered: boolean;
}

export type RealtimeStatus =
  | 'connecting'
  | 'open'
  | 'closed'
  | 'reconnecting'
  | 'unauthorized'
  | 'expired'
  | 'auth_failed'
  | 'failed'
  | 'unsupported'
  | 'stopped';

export interface RealtimeOptions {
  baseUrl?: string;
  /** Answers a JWT; `refresh` is true on reconnects, when a fresh one is wise. */
  getToken(refresh: boolean): string | Promise<string>;
  /** Channels to subscribe at connect and after every reconnect ("business", "session:<id>"). */
  channels?: string[];
  onEvent?(frame: EventFrame): void;
  /** Someone is typing in a session channel (not stored, never replayed). */
  onTyping?(frame: TypingFrame): void;
  onSubscribed?(frame: SubscribedFrame): void;
  onStatus?(status: RealtimeStatus, info: { code?: number; delay?: number; attempt?: number; error?: unknown }): void;
  onError?(frame: { type: 'error'; reply_to?: string; error: ApiErrorBody }): void;
  /** Backoff bounds in milliseconds (defaults 500 and 15000). */
  minDelay?: number;
  maxDelay?: number;
  replyTimeout?: number;
  WebSocket?: typeof WebSocket;
}

/** A WebSocket to /v1/ws that reconnects with backoff and jitter and recovers with `since`. */
export class Realtime {
  constructor(options: RealtimeOptions);
  readonly open: boolean;
  /** Last known position per channel, sent as `since` after a reconnect. */
  positions: Map<string, { epoch: string; offset: number }>;
  connect(): this;
  subscribe(channel: string): void;
  unsubscribe(channel: string): void;
  send(frame: Record<string, unknown>): boolean;
  chat(params: { message: string; language?: string; metadata?: Record<string, unknown> }): Promise<ChatReply>;
  close(): void;
}
