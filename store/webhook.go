package store

import "time"

// Delivery statuses.
const (
	DeliveryPending   = "pending"
	DeliveryRetrying  = "retrying"
	DeliverySucceeded = "succeeded"
	DeliveryFailed    = "failed"
)

// Webhook is an endpoint that receives events.
type Webhook struct {
	ID          string   `json:"id"`
	Object      string   `json:"object"` // "webhook"
	BusinessID  string   `json:"business_id"`
	URL         string   `json:"url"`
	Events      []string `json:"events"` // event types or ["*"]
	Description string   `json:"description"`
	Enabled     bool     `json:"enabled"`
	// DisabledReason says why delivery stopped (e.g. the receiver answered 410).
	DisabledReason string    `json:"disabled_reason,omitempty"`
	Secret         string    `json:"secret,omitempty"` // shown only on create
	CreatedAt      time.Time `json:"created_at"`
	UpdatedAt      time.Time `json:"updated_at"`
}

// Wants reports whether the webhook subscribes to an event type.
func (w *Webhook) Wants(eventType string) bool {
	for _, e := range w.Events {
		if e == "*" || e == eventType {
			return true
		}
	}
	return false
}

// WebhookPatch is a partial update; nil fields are left unchanged.
type WebhookPatch struct {
	URL         *string
	Events      *[]string
	Description *string
	Enabled     *bool
}

// Attempt is one try at delivering an event to an endpoint.
type Attempt struct {
	At              time.Time `json:"at"`
	StatusCode      int       `json:"status_code"`
	LatencyMS       int64     `json:"latency_ms"`
	Error           string    `json:"error"`
	ResponseExcerpt string    `json:"response_excerpt"`
}

// Delivery is one event to one endpoint, with every attempt.
type Delivery struct {
	ID            string     `json:"id"`
	Object        string     `json:"object"` // "webhook_delivery"
	BusinessID    string     `json:"-"`
	WebhookID     string     `json:"webhook_id"`
	EventID       string     `json:"event_id"`
	EventType     string     `json:"event_type"`
	Status        string     `json:"status"`
	Attempts      []Attempt  `json:"attempts"`
	NextAttemptAt *time.Time `json:"next_attempt_at"`
	CreatedAt     time.Time  `json:"created_at"`
}

// DeliveryJob is a claimed delivery with what the worker needs to send it.
type DeliveryJob struct {
	Delivery Delivery
	Webhook  Webhook // with Secret
	Event    Event
}

// AttemptResult records the outcome of one attempt. NextAttemptAt nil with
// Status DeliveryFailed or DeliverySucceeded ends the delivery; DisableWebhook
// turns the endpoint off (the receiver answered 410).
type AttemptResult struct {
	Attempt        Attempt
	Status         string
	NextAttemptAt  *time.Time
	DisableWebhook bool
}

// WebhookTestData is the data of a webhook.test event, the same on every backend.
type WebhookTestData struct {
	Object    string `json:"object"` // "webhook_test"
	WebhookID string `json:"webhook_id"`
	Message   string `json:"message"`
}

// NewWebhookTestData describes the test event sent to a webhook.
func NewWebhookTestData(webhookID string) WebhookTestData {
	return WebhookTestData{Object: "webhook_test", WebhookID: webhookID, Message: "This is a test event from TourChat."}
}
