package store

// The checks every backend applies to its inputs before writing, so that the
// memory and Postgres stores refuse the same things with the same errors. An
// unknown business is ErrNotFound in both (the memory store looks it up; the
// Postgres schema's foreign keys refuse it).

// ValidateNewBooking checks what CreateBooking needs.
func ValidateNewBooking(nb NewBooking) error {
	switch {
	case nb.Booking.BusinessID == "":
		return Param("business_id", "required")
	case nb.Booking.SlotID == "":
		return Param("slot_id", "required")
	case nb.Booking.Guests < 1:
		return Param("guests", "must be at least 1")
	}
	return nil
}

// ValidateTurn checks what SaveTurn needs.
func ValidateTurn(t Turn) error {
	switch {
	case t.BusinessID == "":
		return Param("business_id", "required")
	case t.SessionID == "":
		return Param("session_id", "required")
	}
	return nil
}

// ValidateLeadCapture checks what CaptureLead needs.
func ValidateLeadCapture(c LeadCapture) error {
	switch {
	case c.BusinessID == "":
		return Param("business_id", "required")
	case c.SessionID == "":
		return Param("session_id", "required")
	}
	return nil
}

// ValidateKey checks what CreateKey needs.
func ValidateKey(k *APIKey) error {
	switch {
	case k.BusinessID == "":
		return Param("business_id", "required")
	case len(k.Hash) == 0:
		return Param("hash", "required")
	}
	return nil
}

// ValidateService checks what UpsertService needs.
func ValidateService(s *Service) error {
	switch {
	case s.BusinessID == "":
		return Param("business_id", "required")
	case s.ID == "":
		return Param("id", "required")
	}
	return nil
}
