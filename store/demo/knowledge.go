package demo

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/tourchat/tourchat/store"
)

// businessFacts are the demo tenant's business-wide facts.
func businessFacts() store.BusinessFacts {
	return store.BusinessFacts{
		CancellationPolicy: store.Text{
			"en": "Free cancellation up to 24 hours before the start for a full refund. Later cancellations and no-shows are not refunded. Some tours have their own policy.",
			"es": "Cancelación gratuita hasta 24 horas antes del inicio con reembolso completo. Las cancelaciones posteriores y las ausencias no se reembolsan. Algunos tours tienen su propia política.",
			"fr": "Annulation gratuite jusqu'à 24 heures avant le début, avec remboursement intégral. Les annulations plus tardives et les absences ne sont pas remboursées. Certaines visites ont leurs propres conditions.",
			"de": "Kostenlose Stornierung bis 24 Stunden vor Beginn mit voller Erstattung. Spätere Stornierungen und Nichterscheinen werden nicht erstattet. Einige Touren haben eigene Bedingungen.",
			"it": "Cancellazione gratuita fino a 24 ore prima dell'inizio con rimborso completo. Le cancellazioni successive e le mancate presenze non sono rimborsate. Alcuni tour hanno condizioni proprie.",
			"pt": "Cancelamento gratuito até 24 horas antes do início, com reembolso total. Cancelamentos posteriores e faltas não são reembolsados. Alguns passeios têm política própria.",
		},
		PaymentMethods: []string{"online", "card", "mb_way", "paypal", "on_arrival", "cash"},
		PaymentNotes: store.Text{
			"en": "Pay online when you book (card, MB WAY or PayPal). Paying on arrival, in cash or by card, is possible for the walking tour and the tuk-tuk tour.",
			"es": "Paga online al reservar (tarjeta, MB WAY o PayPal). En el tour a pie y el tour en tuk-tuk también se puede pagar al llegar, en efectivo o con tarjeta.",
			"fr": "Payez en ligne à la réservation (carte, MB WAY ou PayPal). Pour la visite à pied et le tour en tuk-tuk, vous pouvez aussi payer sur place, en espèces ou par carte.",
			"de": "Bezahlen Sie online bei der Buchung (Karte, MB WAY oder PayPal). Beim Rundgang und bei der Tuk-Tuk-Tour ist auch Zahlung vor Ort möglich, bar oder mit Karte.",
			"it": "Pagate online alla prenotazione (carta, MB WAY o PayPal). Per il tour a piedi e il tour in tuk-tuk si può pagare anche sul posto, in contanti o con carta.",
			"pt": "Pague online ao reservar (cartão, MB WAY ou PayPal). No passeio a pé e no tuk-tuk também pode pagar no local, em dinheiro ou com cartão.",
		},
		Contact: &store.Contact{
			Phone: "+351 210 123 456", Email: "hello@lisbontours.example",
			Address: "Rua Augusta 100, 1100-053 Lisboa, Portugal",
		},
		SupportHours: store.SupportHours{
			"mon": {"09:00-19:00"}, "tue": {"09:00-19:00"}, "wed": {"09:00-19:00"},
			"thu": {"09:00-19:00"}, "fri": {"09:00-19:00"}, "sat": {"10:00-16:00"},
		},
	}
}

// Knowledge decodes the demo's knowledge entries (fixed kb_demo_ ids, all
// six languages), enabled and validated, for the demo business.
func Knowledge() ([]store.KnowledgeEntry, error) {
	var entries []store.KnowledgeEntry
	if err := json.Unmarshal(knowledgeJSON, &entries); err != nil {
		return nil, fmt.Errorf("demo knowledge: %w", err)
	}
	for i := range entries {
		e := &entries[i]
		e.BusinessID, e.Object, e.Enabled = BusinessID, "knowledge_entry", true
		e.CreatedAt = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		e.UpdatedAt = e.CreatedAt
		if err := store.ValidateKnowledgeEntry(e); err != nil {
			return nil, fmt.Errorf("demo knowledge %s: %w", e.ID, err)
		}
	}
	return entries, nil
}
