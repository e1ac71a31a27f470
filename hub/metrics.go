package hub

import (
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promauto"
)

// metrics are the hub's Prometheus instruments; with a nil Registerer they
// still count (tests read them) but are exported nowhere.
type metrics struct {
	connections   prometheus.Gauge
	subscriptions prometheus.Gauge
	deliveries    prometheus.Counter
	slowClients   prometheus.Counter
	// deferredWrites counts fan-out writes the socket did not take whole.
	deferredWrites prometheus.Counter
	chatTurns      *prometheus.CounterVec
	chatLatency    prometheus.Histogram
}

func newMetrics(reg prometheus.Registerer) *metrics {
	f := promauto.With(reg)
	return &metrics{
		connections: f.NewGauge(prometheus.GaugeOpts{
			Name: "tourchat_hub_connections", Help: "WebSocket connections being served.",
		}),
		subscriptions: f.NewGauge(prometheus.GaugeOpts{
			Name: "tourchat_hub_subscriptions", Help: "Channel subscriptions of the served connections.",
		}),
		deliveries: f.NewCounter(prometheus.CounterOpts{
			Name: "tourchat_hub_deliveries_total", Help: "Live event frames queued to connections.",
		}),
		slowClients: f.NewCounter(prometheus.CounterOpts{
			Name: "tourchat_hub_slow_clients_dropped_total", Help: "Connections closed with 4008 because their queue overflowed.",
		}),
		deferredWrites: f.NewCounter(prometheus.CounterOpts{
			Name: "tourchat_hub_deferred_writes_total", Help: "Event frames a connection's socket did not take at once, left to a writer goroutine (a client reading slowly).",
		}),
		chatTurns: f.NewCounterVec(prometheus.CounterOpts{
			Name: "tourchat_hub_chat_turns_total", Help: "Chat frames handled, by result (ok or error).",
		}, []string{"result"}),
		chatLatency: f.NewHistogram(prometheus.HistogramOpts{
			Name: "tourchat_hub_chat_duration_seconds", Help: "Time to answer a chat frame.",
			Buckets: prometheus.ExponentialBuckets(0.001, 2.5, 10),
		}),
	}
}
