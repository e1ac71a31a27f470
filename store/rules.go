package store

// leadTransitions are the allowed lead status moves: new -> contacted ->
// converted | lost, and straight from new to converted or lost.
var leadTransitions = map[string][]string{
	LeadNew:       {LeadContacted, LeadConverted, LeadLost},
	LeadContacted: {LeadConverted, LeadLost},
	LeadLost:      {LeadContacted},
}

// LeadTransitionAllowed reports whether a lead may move from one status to another.
func LeadTransitionAllowed(from, to string) bool {
	for _, s := range leadTransitions[from] {
		if s == to {
			return true
		}
	}
	return false
}
