package postgres

// OwnerHeld reports whether s holds its liveness lock, for tests that need
// an instance known to be alive.
func OwnerHeld(s *Store) bool {
	s.owner.mu.Lock()
	defer s.owner.mu.Unlock()
	return s.owner.conn != nil
}
