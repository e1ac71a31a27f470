package knowledge

import (
	"slices"
	"testing"
)

// TestAgesListedAfterChildren checks the children's ages said after them
// without a unit, in six languages (teenagers too), and numbers after
// children, or years gone by, that are no ages.
func TestAgesListedAfterChildren(t *testing.T) {
	for text, want := range map[string][]int{
		"two kids aged 3 and 11, anything on sunday?":         {3, 11},
		"our children are 7 and 12":                           {7, 12},
		"dos hijos (4 y 8), ¿qué hay el domingo?":             {4, 8},
		"deux enfants, 6 et 9, on peut venir ?":               {6, 9},
		"drei Kinder im Alter von 2, 5 und 9":                 {2, 5, 9},
		"tre bambini di 5, 7 e 10, cosa consigliate?":         {5, 7, 10},
		"dois filhos com 4 e 6 anos":                          {4, 6},
		"3 kids 2 adults":                                     nil,
		"2 kids 10 am saturday":                               nil,
		"a kid aged 6":                                        {6},
		"my mother is 78 and my daughter is 5, is that fine?": {5},
		// teenagers with their ages after them
		"our two teenagers (15 and 17)": {15, 17},
		"zwei Teenager (13 und 15)":     {13, 15},
		"dos adolescentes (14 y 16)":    {14, 16},
		"deux ados (12 et 14)":          {12, 14},
		"due adolescenti (13 e 16)":     {13, 16},
		"dois adolescentes (14 e 17)":   {14, 17},
		// years gone by are no age
		"we got married after 9 years together":     nil,
		"después de 9 años de novios":               nil,
		"on se marie après 7 ans ensemble":          nil,
		"nach 10 Jahren endlich wieder in Lissabon": nil,
		"sposati dopo 9 anni di fidanzamento":       nil,
		"depois de 8 anos juntos":                   nil,
	} {
		if got := Ages(text); !slices.Equal(got, want) {
			t.Errorf("Ages(%q) = %v, want %v", text, got, want)
		}
	}
}
