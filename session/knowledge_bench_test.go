package session

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

// benchVocabulary feeds the synthetic entries of the knowledge benchmark:
// tourist words of several languages, so that postings are as long as a
// real business's.
var benchVocabulary = strings.Fields(`parking bicycle bike helmet umbrella raincoat camera photo tripod drone
museum castle tower palace church tram metro train bus taxi airport station ferry harbour beach sand
shells sunset sunrise viewpoint tiles history king queen earthquake market fish sardines cheese bread
coffee pastry wine beer juice water ice cream vegan gluten allergy nuts milk eggs shellfish pork beef
chicken vegetables fruit breakfast lunch dinner snack restaurant menu receipt invoice tax company
school students teachers seniors pensioners disabled guide dog locker shower towel wetsuit board
paddle kayak boat sail captain crew lifejacket insurance doctor pharmacy sunscreen hat water bottle
aparcamiento bicicleta casco paraguas chubasquero camara museo castillo torre palacio iglesia tranvia
playa arena atardecer mirador azulejos historia mercado pescado queso pan cafe pastel vino cerveza
parking velo casque parapluie appareil musee chateau tour eglise plage sable coucher belvedere marche
fromage pain cafe biere glace Parkplatz Fahrrad Helm Regenschirm Kamera Museum Burg Turm Kirche Strand
Sand Sonnenuntergang Aussicht Markt Fisch Kase Brot Kaffee Bier parcheggio bicicletta casco ombrello
macchina museo castello torre chiesa spiaggia sabbia tramonto belvedere mercato pesce formaggio pane
estacionamento bicicleta capacete guarda-chuva maquina museu castelo torre igreja praia areia
miradouro mercado peixe queijo pao cafe cerveja gelado`)

// addBenchKnowledge fills the fixture's business up to n entries.
func addBenchKnowledge(tb testing.TB, f *fixture, n int) {
	tb.Helper()
	rng := rand.New(rand.NewPCG(13, 500))
	ctx := context.Background()
	existing, err := f.st.EnabledKnowledge(ctx, f.biz.ID)
	if err != nil {
		tb.Fatal(err)
	}
	words := func(k int) string {
		w := make([]string, k)
		for i := range w {
			w[i] = benchVocabulary[rng.IntN(len(benchVocabulary))]
		}
		return strings.Join(w, " ")
	}
	for i := len(existing); i < n; i++ {
		e := &store.KnowledgeEntry{BusinessID: f.biz.ID, Enabled: true, Question: store.Text{}, Answer: store.Text{},
			Tags: []string{benchVocabulary[rng.IntN(len(benchVocabulary))]}}
		for _, l := range Languages {
			e.Question[l] = fmt.Sprintf("%s %s?", words(3), words(3))
			e.Answer[l] = words(25) + "."
		}
		if err := f.st.CreateKnowledgeEntry(ctx, e); err != nil {
			tb.Fatal(err)
		}
	}
}

// benchQuestionDialogues mix questions into booking conversations.
var benchQuestionDialogues = [][]string{
	{"Hi! Do you have the kayak tour tomorrow for 2?", "is it ok for a 10 year old?", "where do we meet?", "can I pay on arrival?"},
	{"¿Hay plazas para el tour a pie el sábado por la mañana?", "¿es accesible en silla de ruedas?", "¿qué hay que llevar?", "¿hacéis descuento para grupos?"},
	{"Bonjour, il reste de la place sur le voilier dimanche ?", "qu'est-ce qui est inclus ?", "et s'il pleut ?", "je peux venir avec mon chien ?"},
	{"Habt ihr morgen um 14 Uhr noch Plätze im Tuk-Tuk?", "wo ist der Treffpunkt?", "wie sind eure Stornobedingungen?", "danke!"},
}

// BenchmarkChatTurnKnowledge measures chat turns that answer questions
// from a business with 500 knowledge entries on the memory store, and
// reports the 99th percentile of the thread CPU time per turn (target:
// under 300 µs).
func BenchmarkChatTurnKnowledge(b *testing.B) {
	f := newFixture(b)
	addBenchKnowledge(b, f, 500)
	ctx := context.Background()
	// The index is built once per change of the entries, not per turn.
	if _, err := f.eng.Chat(ctx, Request{Business: f.biz, SessionID: "warm", Message: "where do we meet for the kayak?"}); err != nil {
		b.Fatal(err)
	}
	wall := make([]time.Duration, 0, b.N)
	cpu := make([]time.Duration, 0, b.N)
	lockThread()
	defer unlockThread()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d := benchQuestionDialogues[(i/4)%len(benchQuestionDialogues)]
		req := Request{Business: f.biz, SessionID: fmt.Sprintf("kbench-%d", i/4), Message: d[i%4]}
		c0, t0 := threadCPU(), time.Now()
		if _, err := f.eng.Chat(ctx, req); err != nil {
			b.Fatal(err)
		}
		wall = append(wall, time.Since(t0))
		cpu = append(cpu, threadCPU()-c0)
	}
	b.StopTimer()
	b.ReportMetric(float64(percentile(wall, 0.99).Microseconds()), "p99-µs")
	b.ReportMetric(float64(percentile(cpu, 0.99).Microseconds()), "p99-cpu-µs")
	b.ReportMetric(float64(percentile(wall, 0.50).Microseconds()), "p50-µs")
}
