package memory_test

import (
	"testing"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/memory"
	"github.com/tourchat/tourchat/store/storetest"
)

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store {
		s := memory.New(memory.Options{})
		t.Cleanup(func() { _ = s.Close() })
		return s
	})
}
