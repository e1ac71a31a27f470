package sqlflow

import (
	"context"

	"github.com/tourchat/tourchat/store"
)

// WebhookSteps is the SQL of a webhook's test event.
type WebhookSteps interface {
	Outbox
	// WebhookID answers the id of a webhook of the business; ErrNotFound
	// when none.
	WebhookID(ctx context.Context, businessID, id string) (string, error)
	// EventDelivery reads the delivery of an event sent to one webhook.
	EventDelivery(ctx context.Context, eventID string) (*store.Delivery, error)
}

// SendTestEvent writes a webhook.test event with a delivery to this
// endpoint only, enabled or not, in one transaction.
func SendTestEvent[T WebhookSteps](ctx context.Context, f Backend[T], businessID, id string) (*store.Delivery, error) {
	var d *store.Delivery
	err := f.InTx(ctx, func(tx T) error {
		hookID, err := tx.WebhookID(ctx, businessID, id)
		if err != nil {
			return err
		}
		ev, err := f.event(store.EventWebhookTest, businessID, "", store.NewWebhookTestData(hookID), f.Now())
		if err != nil {
			return err
		}
		if err := tx.InsertEvents(ctx, []store.Event{ev}, [][]string{{hookID}}); err != nil {
			return err
		}
		d, err = tx.EventDelivery(ctx, ev.ID)
		return err
	})
	if err != nil {
		return nil, err
	}
	return d, nil
}
