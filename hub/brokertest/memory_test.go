package brokertest_test

import (
	"testing"
	"time"

	"github.com/tourchat/tourchat/hub"
	"github.com/tourchat/tourchat/hub/brokertest"
)

// The memory broker is one process: it has no pair sharing a backend, so
// only the single-instance cases apply.
func TestMemoryBroker(t *testing.T) {
	brokertest.Run(t, func(t *testing.T) hub.Broker {
		return hub.NewMemoryBroker(hub.MemoryBrokerOptions{HistorySize: brokertest.HistorySize, HistoryTTL: time.Minute})
	})
}
