package understand

import (
	"strconv"
	"strings"
)

// A budget: the most the visitor wants to pay ("something under 30 euros",
// "max 30€ par personne", "massimo 30 euro a testa", "até 40 euros", "a
// budget of 100 euros for the 4 of us", "30 Euro höchstens"), whether it
// counts per person or for the whole party, and the wish for cheap tours
// as a preference ("something cheap", "pas cher", "algo económico", "petit
// budget"). "The cheapest" itself is Entities.Cheapest (choose.go).
//
// Reading:
//   - The amount is a number (digits with an optional decimal part, or a
//     number word from five up) with a currency beside it ("30€", "€30",
//     "30 euros", "EUR 30", "30eur"), and a cue: a limit before it
//     ("under", "menos de", "max", "jusqu'à", "höchstens", "fino a", "até",
//     "between 30 and"), a limit after it ("30 euros max", "30€ au maximum",
//     "30 euros or less"), or a budget or a sum to spend before it ("budget
//     of", "presupuesto de", "orçamento de", "we can spend"). Only filler
//     words ("about", "de", "i", "is") may stand between a cue and the
//     amount. Without a currency the amount counts only after a budget
//     noun ("a budget of 50") or with "per person" ("max 30 per person"):
//     "kids under 12" is an age, "under 2 hours" a duration.
//   - Per person or for the party: what the message says wins, the marker
//     nearest the amount ("per person", "each", "a testa", "par personne",
//     "pro Person", "por pessoa", "30€/pers"; "in total", "for all of us",
//     "en total", "insgesamt", "in tutto", "ao todo", "for 4 people" after
//     the amount). When nothing says it, a limit on a price reads per
//     person (tours are priced per person, and "under 30 euros" compares
//     with those prices), a budget or a sum to spend reads for the whole
//     party ("our budget is 100 euros").
//   - A range ("between 30 and 40 euros", "30-40€") has its upper end as
//     the ceiling.
//   - The currency is reported (BudgetCurrency: "30 dollars", "max 40
//     USD", "£25", "50 francs suisses", "30 Pfund", "40 dólares", "30
//     dollari", "150 reais"): the dialogue compares the amount with prices
//     only in the business's own currency, and says so otherwise.

// What Entities.BudgetCurrency can hold besides "" (none said).
const (
	CurrencyEUR = "EUR"
	CurrencyUSD = "USD"
	CurrencyGBP = "GBP"
	CurrencyBRL = "BRL"
	CurrencyCHF = "CHF"
)

// budgetCues are the words before an amount that make it a ceiling:
// "limit" a limit on a price (per person unless said), "budget" a sum the
// party can spend (the whole party's unless said).
var budgetCues = func() *phraseSet {
	ps := newPhraseSet(false)
	ps.add("limit",
		// en
		"under", "below", "less than", "max", "maximum", "a maximum of", "up to", "no more than", "not more than",
		"at most", "at the most", "within", "cheaper than", "not over", "not above", "no higher than", "lower than",
		"between", "no more then", "less then", "underneath",
		// es
		"menos de", "por debajo de", "maximo", "como maximo", "como mucho", "hasta", "no mas de", "que no pase de",
		"que no supere", "inferior a", "mas barato que", "un maximo de", "entre", "no superior a",
		// fr
		"moins de", "en dessous de", "en dessous des", "au dessous de", "au maximum", "au max", "maxi", "jusqu a",
		"pas plus de", "inferieur a", "moins cher que", "un maximum de", "a max",
		// de
		"unter", "weniger als", "maximal", "hochstens", "bis", "bis zu", "bis max", "nicht mehr als", "unterhalb von",
		"gunstiger als", "billiger als", "zwischen", "nicht uber",
		// it
		"meno di", "sotto", "sotto i", "sotto le", "massimo", "al massimo", "al max", "fino a", "non piu di",
		"inferiore a", "entro", "entro i", "un massimo di", "tra", "fra", "meno che",
		// pt
		"abaixo de", "abaixo dos", "no maximo", "no max", "ate", "nao mais de", "mais barato que", "um maximo de",
		"inferior a", "menos do que",
	)
	ps.add("budget",
		"budget", "presupuesto", "orcamento", "budget is", "budget de", "budget von", "budget di",
		"presupuesto de", "orcamento de",
	)
	ps.add("spend", "spend", "to spend", "can spend", "gastar", "depenser", "ausgeben", "spendere", "afford",
		"permitirnos", "nos permitir", "se permettre",
		// "we have 60 euros (for the two of us)"
		"we have", "we ve got", "tenemos", "nous avons", "on a", "wir haben", "abbiamo", "temos", "tengo", "i have")
	// spending more than is refused: "we don't want to spend more than 40"
	ps.add("limit", "spend more than", "pay more than", "gastar mas de", "pagar mas de", "depenser plus de",
		"payer plus de", "spendere piu di", "pagare piu di", "gastar mais de", "pagar mais de", "gastar mais do que")
	return ps
}()

// budgetAfter are limits said after the amount: "30 euros max", "30€ au
// maximum", "30 euros or less".
var budgetAfter = listSet([]string{
	"max", "maximum", "tops", "at most", "at the most", "or less", "or under", "or below", "the most",
	"maximo", "como maximo", "como mucho", "o menos", "max.", "maxi", "au maximum", "au max", "ou moins",
	"maximal", "hochstens", "oder weniger", "massimo", "al massimo", "al max", "o meno", "no maximo",
	"no max", "ou menos", "no maximo possivel", "grand max", "maximum par personne",
})

// budgetFillers may stand between a cue and its amount: "budget of about
// 30", "presupuesto de unos 40", "sotto i 30", "bis zu etwa 40".
var budgetFillers = wordSet("of the a about around approx approximately roughly some is s our my de del des di da do dos das los las les le la i il " +
	"unos unas uns umas cerca circa environ etwa ungefahr ca aprox aproximadamente rund so um liegt bei est es ist e " +
	"sera serait seria would be will was only just solo seulement nur solo apenas")

// budgetPer and budgetTotal say whether an amount counts per person or for
// the whole party.
var (
	budgetPer = listSet([]string{
		"per person", "per head", "per pax", "per adult", "a person", "a head", "each", "pp", "p p", "pps", "per persons",
		"por persona", "por cabeza", "cada uno", "cada una", "por adulto", "por pax", "la persona", "x persona", "c u",
		"par personne", "par pers", "par tete", "chacun", "chacune", "par adulte", "la personne", "par perso",
		"pro person", "pro kopf", "pro pers", "je person", "pro erwachsenem", "pro erwachsener", "p p", "pro nase",
		"a testa", "a persona", "per persona", "ciascuno", "cadauno", "a cranio", "per adulto", "x persona", "a pers",
		"por pessoa", "por cabeca", "cada um", "cada uma", "cada", "cada persona", "cada pessoa", "por adulto", "por pax",
	})
	budgetTotal = listSet([]string{
		"in total", "total", "altogether", "all together", "all in", "for all of us", "for us all", "for all",
		"for everyone", "for everybody", "for the whole group", "for the group", "for the family", "for the whole family",
		"for both of us", "for both", "for the two of us", "for us", "for the lot of us", "all of us",
		"en total", "en todo", "para todos", "para todo el grupo", "para la familia", "para los dos", "para las dos",
		"para nosotros", "entre todos", "en conjunto", "todo incluido",
		"au total", "en tout", "pour tous", "pour nous tous", "pour le groupe", "pour la famille", "pour nous deux",
		"pour nous", "a nous tous", "pour tout le monde",
		"insgesamt", "gesamt", "zusammen", "fur alle", "fur uns alle", "fur die familie", "fur uns beide", "fur uns",
		"fur die gruppe", "fur uns zwei", "alles zusammen",
		"in tutto", "in totale", "totale", "per tutti", "per tutti noi", "per la famiglia", "per noi due", "per noi",
		"per il gruppo", "complessivo", "complessivi",
		"no total", "ao todo", "para a familia", "para nos dois", "para nos", "para o grupo", "para todos nos",
	})
)

// budgetPersonNouns after a slash are per person: "30€/person", "30€/pers".
var budgetPersonNouns = wordSet("person persons pers pax head persona personas personne pers perso kopf pessoa tete testa p pp")

// cheapPrefs are the wish for cheap tours without a number.
var cheapPrefs = listSet([]string{
	"cheap", "cheap one", "inexpensive", "affordable", "budget friendly", "low cost", "low budget", "on a budget",
	"tight budget", "small budget", "limited budget", "not too expensive", "not expensive", "nothing expensive",
	"not too pricey", "nothing too pricey", "good value", "low price", "low prices",
	"barato", "barata", "baratos", "baratas", "baratito", "economico", "economica", "economicos", "economicas",
	"asequible", "no muy caro", "no muy cara", "nada caro", "nada muy caro", "poco presupuesto", "presupuesto ajustado",
	"presupuesto limitado", "bajo presupuesto", "presupuesto bajo", "low cost",
	"pas cher", "pas chere", "pas chers", "pas trop cher", "pas trop chere", "bon marche", "economique", "economiques",
	"petit budget", "budget serre", "budget limite", "pas trop de budget", "pas beaucoup de budget", "peu de budget",
	"petit prix", "petits prix", "abordable",
	"gunstig", "gunstige", "gunstiges", "gunstigen", "billig", "billige", "billiges", "preiswert", "preiswerte",
	"preiswertes", "nicht zu teuer", "nicht so teuer", "nichts teures", "kleines budget", "knappes budget",
	"wenig budget", "schmales budget", "begrenztes budget", "wenig geld", "guenstig", "guenstige", "guenstiges",
	"economico", "economica", "economici", "economiche", "poco costoso", "poco costosa", "non troppo caro",
	"non troppo cara", "niente di caro", "budget limitato", "budget ridotto", "poco budget", "budget basso",
	"a buon mercato", "low cost",
	"nao muito caro", "nao muito cara", "nada caro", "orcamento apertado", "mais em conta", "bem em conta",
	"orcamento limitado", "pouco dinheiro", "orcamento baixo", "baratinho", "baratinha",
})

// readBudget reads a price ceiling and marks its tokens, so that "30
// euros per person, 2 people" is no party of 30 and "max 30€" no time.
func (p *parser) readBudget(e *Entities) {
	toks := p.t.Tokens
	if p.t.digits == 0 && !strings.ContainsAny(p.t.Raw, "€$£") && !p.hasCurrencyWord() {
		return
	}
	cues := budgetCues.find(p.t, nil)
	for i := 0; i < len(toks); i++ {
		amount, end, cur, ok := p.budgetAmount(i)
		if !ok {
			continue
		}
		if g := strings.TrimSpace(p.gapAfter(end - 1)); end < len(toks) && toks[end].Num &&
			(g == "-" || g == "–" || rangeJoin[p.t.Word(end)] && end+1 < len(toks) && toks[end+1].Num) ||
			rangeJoin[p.t.Word(end)] && end+1 < len(toks) && toks[end+1].Num {
			continue // the lower end of a range: "between 30 and 40 euros", "30-40€"
		}
		kind, from := p.budgetCueBefore(i, cues)
		if kind == "" {
			if k, after := p.budgetCueAfter(end); k > end {
				kind, from = after, i
				end = k
			}
		}
		if kind == "" && cur != "" {
			// "budget is tight - around 50 euro total": a budget named
			// earlier in the sentence, an amount of money after it
			kind, from = p.budgetNounBefore(i, cues)
		}
		per, total, span := p.budgetScope(from, end)
		switch {
		case kind == "":
			continue
		case cur == "" && (kind == "spend" || kind == "limit" && !per):
			// "kids under 12", "we want to spend 2 days": no money said
			continue
		case cur == "" && (dayUnits[p.t.Word(end)] != 0 || peopleNouns[p.t.Word(end)] || clockUnits[p.t.Word(end)] ||
			monthWords[p.t.Word(end)] != 0):
			continue
		}
		if cur == currencyMoney {
			cur = ""
		}
		e.Budget, e.BudgetCurrency = amount, cur
		e.BudgetTotal = total || kind != "limit" && !per
		p.useRange(from, end-1)
		for _, k := range span {
			p.used[k] = true
		}
		return
	}
}

// hasCurrencyWord reports a currency written as a word ("thirty euros").
func (p *parser) hasCurrencyWord() bool {
	for _, tok := range p.t.Tokens {
		if currencyOfWord(tok.Text) != "" {
			return true
		}
	}
	return false
}

// budgetAmount reads an amount of money at token i: the number, the index
// after it (and after its currency word), and its currency ("" when none
// is written beside it).
func (p *parser) budgetAmount(i int) (amount float64, end int, cur string, ok bool) {
	toks := p.t.Tokens
	if p.used[i] {
		return 0, i, "", false
	}
	w := toks[i].Text
	end = i + 1
	switch {
	case toks[i].Num && len(w) <= 5:
		n, err := strconv.Atoi(w)
		if err != nil || n == 0 {
			return 0, i, "", false
		}
		amount = float64(n)
		// "25.50", "25,50": the cents
		if i+1 < len(toks) && toks[i+1].Num && len(toks[i+1].Text) == 2 && !p.used[i+1] {
			if g := p.gap(i, i+1); g == "." || g == "," {
				c, _ := strconv.Atoi(toks[i+1].Text)
				amount += float64(c) / 100
				end = i + 2
			}
		}
	case w[0] >= '1' && w[0] <= '9' && (strings.HasSuffix(w, "eur") || strings.HasSuffix(w, "euro") ||
		strings.HasSuffix(w, "euros") || strings.HasSuffix(w, "pp")):
		// "30eur", "30euros", "€35pp" (its "pp" is read by budgetScope)
		num := strings.TrimRight(w, "eurosp")
		n, err := strconv.Atoi(num)
		if err != nil || n == 0 || len(num) > 5 {
			return 0, i, "", false
		}
		amount = float64(n)
		if !strings.HasSuffix(w, "pp") {
			return amount, i + 1, CurrencyEUR, true
		}
	default:
		n, next, isNum := p.t.numAt(i)
		if !isNum || n < 5 {
			return 0, i, "", false
		}
		amount, end = float64(n), next
	}
	last := end - 1
	// the currency after the amount: "30€", "30 euros", "30 EUR"
	if g := p.gapAfter(last); strings.ContainsAny(g, "€$£") {
		cur = currencyOfSign(g)
	} else if c := currencyOfWord(p.t.Word(end)); c != "" {
		cur = c
		end++
	}
	// or before it: "€30", "EUR 30", "R$ 150"
	if cur == "" {
		before := p.t.Raw[:toks[i].Start]
		if i > 0 {
			before = p.gap(i-1, i)
		}
		if strings.ContainsAny(before, "€$£") {
			cur = currencyOfSign(before)
		} else if c := currencyOfWord(p.t.Word(i - 1)); c != "" && i > 0 && strings.TrimSpace(p.gap(i-1, i)) == "" {
			cur = c
		}
	}
	return amount, end, cur, true
}

func currencyOfSign(s string) string {
	switch {
	case strings.Contains(s, "R$"):
		return CurrencyBRL
	case strings.Contains(s, "€"):
		return CurrencyEUR
	case strings.Contains(s, "$"):
		return CurrencyUSD
	case strings.Contains(s, "£"):
		return CurrencyGBP
	}
	return ""
}

func currencyOfWord(w string) string { return moneyWords[w] }

// moneyWords (folded) are the words of money and the currency each
// names: an amount beside one is money ("40 quid", "30 Kohle"), and an
// amount of them asked is a price asked ("how many quid?", moneyAsks).
var moneyWords = func() map[string]string {
	m := map[string]string{}
	for cur, ws := range map[string]string{
		CurrencyEUR:   "euros euro eur eu euritos eurillos eus euri",
		CurrencyUSD:   "dollars dollar usd dolares dolar dollari dollaro",
		CurrencyGBP:   "pounds pound gbp quid pfund libras libra sterline sterlina livres sterling",
		CurrencyBRL:   "reais real brl",
		CurrencyCHF:   "chf francs franc franken franchi franco francos",
		currencyMoney: "bucks pavos pelas balles eurinhos kohle paus soldi",
	} {
		for _, w := range strings.Fields(ws) {
			m[w] = cur
		}
	}
	return m
}()

// moneyAsks are the words asking an amount before a word of money: "how
// many quid", "cuántos pavos", "combien de balles", "wie viel Kohle",
// "quanti euri", "quantos paus" ask the price.
var moneyAsks = []string{"how many", "cuantos", "cuantas", "combien de", "combien d", "wie viel", "wieviel",
	"wie viele", "wieviele", "quanti", "quante", "quantos", "quantas"}

// currencyMoney is money said without saying which ("40 bucks", "30
// pavos", "40 balles"): read as the business's own.
const currencyMoney = "money"

// budgetCueBefore finds the cue of the amount at token i among the cues
// found in the message: its kind and the index where it starts. Filler
// words, and the lower end of a range ("between 30 and", "30-"), may stand
// between them, within one sentence ("max. 30€" still is one).
func (p *parser) budgetCueBefore(i int, cues []hit) (kind string, at int) {
	j := i // the cue must end right before token j
	ranged := false
	none := func() (string, int) {
		if ranged {
			return "limit", j // a range of amounts is a limit of its own: "30-40€"
		}
		return "", i
	}
	for steps := 0; steps < 5 && j > 0; steps++ {
		g := p.gap(j-1, j)
		if strings.ContainsAny(g, "!?;\n") || strings.Contains(g, ".") && !abbrevBefore[p.t.Word(j-1)] {
			return none()
		}
		for _, h := range cues {
			if h.At+h.N == j {
				return h.Value, h.At
			}
		}
		w := p.t.Word(j - 1)
		lower := strings.TrimSpace(g)
		switch {
		case rangeJoin[w] && j >= 2 && p.t.Tokens[j-2].Num:
			j -= 2 // "between 30 and 40", "de 30 a 40"
			ranged = true
		case budgetFillers[w] && !p.used[j-1]:
			j--
		case p.t.Tokens[j-1].Num && (lower == "-" || lower == "–" || strings.ContainsAny(lower, "€$£")):
			j-- // "30-40€", "30€ - 40€"
			ranged = true
		default:
			return none()
		}
	}
	return none()
}

// budgetNounBefore finds a budget named a few words before the amount at
// token i, in the same sentence ("our budget is tight, around 50€").
func (p *parser) budgetNounBefore(i int, cues []hit) (string, int) {
	for k := i - 1; k >= 0 && k >= i-8; k-- {
		if strings.ContainsAny(p.gap(k, k+1), ".!?;\n") {
			break
		}
		for _, h := range cues {
			if h.At == k && h.Value == "budget" {
				return "budget", i
			}
		}
	}
	return "", i
}

// abbrevBefore may end in a dot before the amount: "max. 30€", "ca. 40 €".
var abbrevBefore = wordSet("max ca approx aprox env min")

// rangeJoin joins the two ends of a range of amounts.
var rangeJoin = wordSet("and to y a et und bis e ou or o")

// budgetCueAfter finds a cue said after the amount ending at end: a limit
// ("30 euros max", "30 € par personne maximum") or a sum to spend ("150
// euros no total para gastar"). It returns the index after it and its
// kind, or end.
func (p *parser) budgetCueAfter(end int) (int, string) {
	k := end
	if h := p.hitAt(budgetPer, k); h.N > 0 {
		k += h.N // "30 euros por persona como máximo"
	} else if k < len(p.t.Tokens) && strings.Contains(p.gap(k-1, k), "/") && budgetPersonNouns[p.t.Word(k)] {
		k++ // "30€/person tops"
	} else if h := p.hitAt(budgetTotal, k); h.N > 0 {
		k += h.N // "150 euros no total para gastar"
	}
	if k > 0 && k < len(p.t.Tokens) && strings.ContainsAny(p.gap(k-1, k), "!?;\n") {
		return end, ""
	}
	if h := p.hitAt(budgetAfter, k); h.N > 0 {
		return k + h.N, "limit"
	}
	if h := p.hitAt(spendAfter, k); h.N > 0 {
		return k + h.N, "spend"
	}
	return end, ""
}

// spendAfter say the amount before them is a sum to spend: "120 euros to
// spend", "100 € à dépenser".
var spendAfter = listSet([]string{"to spend", "to spend on", "para gastar", "a gastar", "a depenser", "zum ausgeben",
	"auszugeben", "da spendere", "para gastarmos", "budget", "de presupuesto", "de budget", "di budget", "de orcamento"})

// hitAt is the longest phrase of ps starting at token k.
func (p *parser) hitAt(ps *phraseSet, k int) hit {
	if k >= len(p.t.Tokens) || p.used[k] {
		return hit{}
	}
	var best hit
	for _, ph := range ps.byFirst[p.t.Tokens[k].Text] {
		if len(ph.words) > best.N && matchAt(p.t, k, ph.words, p.used) {
			best = hit{At: k, N: len(ph.words), Value: ph.value}
		}
	}
	return best
}

// budgetScope reads whether the amount between tokens from and end counts
// per person or for the party, from the marker nearest it within a few
// words after it (or just before its cue), in the same sentence. span
// lists the marker's tokens.
func (p *parser) budgetScope(from, end int) (per, total bool, span []int) {
	n := len(p.t.Tokens)
	if w := p.t.Word(end - 1); len(w) > 2 && strings.HasSuffix(w, "pp") && w[0] >= '0' && w[0] <= '9' {
		return true, false, nil // "€35pp"
	}
	// "30€/pers", "30 €/Person"
	if end < n && strings.Contains(p.gap(end-1, end), "/") && budgetPersonNouns[p.t.Word(end)] {
		return true, false, []int{end}
	}
	for k := end; k < n && k < end+4; k++ {
		if k > end && strings.ContainsAny(p.gap(k-1, k), ".!?;\n") {
			break
		}
		if p.used[k] {
			continue
		}
		if h := p.hitAt(budgetPer, k); h.N > 0 {
			return true, false, spanOf(h)
		}
		if h := p.hitAt(budgetTotal, k); h.N > 0 {
			return false, true, spanOf(h)
		}
		// "under 100 euros for 4 people", "bis 100 Euro für 4" (right
		// after the amount: "under 30€ on Saturday for 2" gives the party)
		if k == end && forWords[p.t.Word(k)] {
			at := k + 1
			if partyArticles[p.t.Word(at)] {
				at++ // "para los 4", "for the 4 of us"
			}
			if _, _, ok := p.t.numAt(at); ok {
				return false, true, nil
			}
		}
	}
	// "per person, max 30€", "un budget par personne de 30€"
	for k := from - 1; k >= 0 && k >= from-4; k-- {
		if strings.ContainsAny(p.gap(k, k+1), ".!?;\n") {
			break
		}
		if h := p.hitAt(budgetPer, k); h.N > 0 && h.At+h.N <= from+2 {
			return true, false, spanOf(h)
		}
		if h := p.hitAt(budgetTotal, k); h.N > 0 && h.At+h.N <= from+2 {
			return false, true, spanOf(h)
		}
	}
	return false, false, nil
}

// partyArticles stand between "for" and the party's number: "para los 4".
var partyArticles = wordSet("the los las les die i gli le os as")

func spanOf(h hit) []int {
	out := make([]int, h.N)
	for i := range out {
		out[i] = h.At + i
	}
	return out
}

// readCheap reads the wish for cheap tours ("something cheap", "pas
// cher", "algo económico", "petit budget").
func (p *parser) readCheap(e *Entities) {
	// ("el más barato" is Cheapest, not a wish for cheap ones)
	e.Cheap = e.Cheapest == 0 && len(cheapPrefs.find(p.t, p.used)) > 0
}
