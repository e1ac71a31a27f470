package understand

import (
	"strings"
	"unicode"
)

// strongNameCues are followed by the visitor's name whatever its case.
var strongNameCues = []string{
	"my name is", "my name s", "name is", "name", "i am called", "call me", "me llamo", "mi nombre es",
	"nombre", "je m appelle", "mon nom est", "mon nom c est", "nom", "ich heisse", "mein name ist", "name ist",
	"mi chiamo", "il mio nome e", "nome", "meu nome e", "o meu nome e", "chamo me", "me chamo", "on behalf of",
	"a nombre de", "au nom de", "auf den namen", "a nome di", "em nome de", "under the name", "booking for",
}

// weakNameCues are followed by a name only when it is capitalised and not a
// common word ("I'm Ana" but not "I'm interested").
var weakNameCues = []string{
	"i m", "im", "i am", "this is", "it s", "soy", "je suis", "moi c est", "c est", "ich bin", "hier ist",
	"sono", "sou", "sou o", "sou a", "aqui e", "here is", "ici",
}

var strongNameSet, weakNameSet = listSet(strongNameCues), listSet(weakNameCues)

var nameStop = map[string]bool{
	"and": true, "y": true, "et": true, "und": true, "e": true, "my": true, "mi": true, "mon": true, "ma": true,
	"mein": true, "meine": true, "il": true, "o": true, "a": true, "email": true, "mail": true, "e mail": true,
	"phone": true, "tel": true, "telefono": true, "telephone": true, "telefon": true, "telemovel": true,
	"number": true, "numero": true, "nummer": true, "from": true, "de": true, "aus": true, "da": true,
	"di": true, "the": true, "is": true, "es": true, "est": true, "ist": true, "at": true, "for": true,
	"para": true, "pour": true, "fur": true, "per": true, "with": true, "con": true, "avec": true, "mit": true,
	"com": true, "please": true, "thanks": true, "gracias": true, "merci": true, "danke": true, "grazie": true,
	"obrigado": true, "obrigada": true, "here": true, "aqui": true, "ici": true, "hier": true, "qui": true,
	"contact": true, "contacto": true, "contatto": true, "kontakt": true, "you": true, "can": true, "reach": true,
	"cell": true, "mobile": true, "movil": true, "portable": true, "handy": true, "cellulare": true,
}

// notNames are words that follow a weak cue but are not names.
var notNames = map[string]bool{
	"interested": true, "looking": true, "traveling": true, "travelling": true, "coming": true, "here": true,
	"sure": true, "ok": true, "okay": true, "yes": true, "si": true, "oui": true, "ja": true, "sim": true,
	"claro": true, "vale": true, "perfect": true, "perfecto": true, "perfetto": true, "perfeito": true,
	"parfait": true, "perfekt": true, "great": true, "hello": true, "hi": true, "hola": true, "ola": true,
	"bonjour": true, "hallo": true, "ciao": true, "thanks": true, "gracias": true, "merci": true, "danke": true,
	"grazie": true, "obrigado": true, "obrigada": true, "please": true, "the": true, "book": true,
}

func (p *parser) readName(expectName bool) string {
	for _, h := range strongNameSet.find(p.t, nil) {
		if h.N == 1 && (h.Value == "name" || h.Value == "nome" || h.Value == "nombre" || h.Value == "nom") {
			// a bare "name" must be a label: "name: Ana", "Nome - Rita"
			if !p.punctAfter(h.At) {
				continue
			}
		}
		if n := p.nameAt(h.At+h.N, false); n != "" {
			return n
		}
	}
	for _, h := range weakNameSet.find(p.t, nil) {
		if n := p.nameAt(h.At+h.N, true); n != "" {
			return n
		}
	}
	if !expectName {
		return ""
	}
	// Waiting for a name: "Ana Silva, ana@x.pt" or just "John Smith".
	for i, tok := range p.t.Tokens {
		if p.used[i] || !tok.Upper || !isAlpha(tok.Orig) || notNames[tok.Text] || commonWord(tok.Text) {
			continue
		}
		if n := p.nameAt(i, true); n != "" {
			return n
		}
	}
	if len(p.t.Tokens) <= 3 && len(p.t.Tokens) > 0 {
		all := true
		for i, tok := range p.t.Tokens {
			if p.used[i] || !isAlpha(tok.Orig) || notNames[tok.Text] || commonWord(tok.Text) || nameStop[tok.Text] {
				all = false
			}
		}
		if all {
			return p.nameAt(0, false)
		}
	}
	return ""
}

// punctAfter reports whether token i is followed by ':' or '-' or '='.
func (p *parser) punctAfter(i int) bool {
	tok := p.t.Tokens[i]
	rest := strings.TrimLeft(p.t.Raw[tok.Start+len(tok.Orig):], " ")
	return strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, "-") || strings.HasPrefix(rest, "=")
}

// nameAt reads up to three name words from token i, stopping at punctuation
// or a function word.
func (p *parser) nameAt(i int, needUpper bool) string {
	var parts []string
	for k := i; k < len(p.t.Tokens) && len(parts) < 3; k++ {
		tok := p.t.Tokens[k]
		if p.used[k] || !isAlpha(tok.Orig) || nameStop[tok.Text] || notNames[tok.Text] {
			break
		}
		if needUpper && (!tok.Upper || commonWord(tok.Text)) {
			break
		}
		if k > i {
			prev := p.t.Tokens[k-1]
			gap := p.t.Raw[prev.Start+len(prev.Orig) : tok.Start]
			if strings.ContainsAny(gap, ",.;:!?()/\n") {
				break
			}
		}
		parts = append(parts, titleWord(tok.Orig))
		p.used[k] = true
	}
	return strings.Join(parts, " ")
}

func isAlpha(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return len(s) > 1
}

func titleWord(s string) string {
	for _, r := range s {
		if unicode.IsUpper(r) {
			return s
		}
		break
	}
	rs := []rune(s)
	rs[0] = unicode.ToUpper(rs[0])
	return string(rs)
}
