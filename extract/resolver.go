package extract

import (
	"sort"
	"strings"
	"sync"

	"github.com/kg-archive/kg/schema"
)

// Resolver maps the many ways a corpus writes one thing to one canonical
// name, across captions: "SDF" in one caption and "Syrian Democratic Forces
// (SDF)" in another become the same node. It is safe for concurrent use.
//
// The result depends only on the set of records learned, never on their
// order: when an alias has several candidate canonical names the
// lexicographically smallest wins, and the gazetteer beats anything learned.
type Resolver struct {
	gaz *gazetteer
	mu  sync.RWMutex
	// learned[type][folded alias] = candidate canonical names
	learned map[schema.EntityType]map[string]map[string]bool
	// known[type][folded name]: canonical names seen so far
	known map[schema.EntityType]map[string]bool
}

// NewResolver returns a resolver that already knows the gazetteer's aliases.
func NewResolver() *Resolver {
	g, _ := sharedGazetteer()
	return &Resolver{
		gaz:     g,
		learned: map[schema.EntityType]map[string]map[string]bool{},
		known:   map[schema.EntityType]map[string]bool{},
	}
}

func resolvable(t schema.EntityType) bool {
	return t == schema.Org || t == schema.Person || t == schema.Place
}

// Learn records the alias definitions found in rec.
func (r *Resolver) Learn(rec schema.Record) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, e := range rec.Entities {
		if !resolvable(e.Type) || e.Name == "" {
			continue
		}
		r.markKnown(e.Type, e.Name)
		for _, a := range e.Aliases {
			fa := fold(a)
			if fa == "" || fa == fold(e.Name) {
				continue
			}
			byType := r.learned[e.Type]
			if byType == nil {
				byType = map[string]map[string]bool{}
				r.learned[e.Type] = byType
			}
			cands := byType[fa]
			if cands == nil {
				cands = map[string]bool{}
				byType[fa] = cands
			}
			cands[e.Name] = true
			r.markKnown(e.Type, a)
		}
	}
	for _, p := range rec.Photographers {
		r.markKnown(schema.Person, p)
	}
	for _, a := range rec.Agencies {
		r.markKnown(schema.Org, a)
	}
	for _, p := range rec.PartOf {
		r.markKnown(schema.Place, p[0])
		r.markKnown(schema.Place, p[1])
	}
}

func (r *Resolver) markKnown(t schema.EntityType, name string) {
	k := r.known[t]
	if k == nil {
		k = map[string]bool{}
		r.known[t] = k
	}
	k[fold(name)] = true
}

// Known reports whether resolving rec now gives what resolving it after the
// whole corpus would, so a build can write it at once instead of holding it
// back. That is so when every name in rec that a later caption could define
// as an alias is already in the gazetteer or learned. Alias-shaped names are
// single words and all-capital acronyms ("SDF", "Assad", "Ghouta"): those are
// what definitions and surnames make aliases of. A longer name is taken as
// its own canonical form; a later gloss such as "Jaish al-Islam (Islam Army)"
// after a bare "Islam Army" is the case this trades for writing most records
// while extraction runs. A later, smaller candidate for an alias that is
// already ambiguous is the other.
func (r *Resolver) Known(rec schema.Record) bool {
	r.mu.RLock()
	defer r.mu.RUnlock()
	isKnown := func(t schema.EntityType, name string) bool {
		if !aliasShaped(name) || r.gazCanonical(t, name) != "" {
			return true
		}
		return r.known[t][fold(name)]
	}
	for _, e := range rec.Entities {
		if resolvable(e.Type) && !isKnown(e.Type, e.Name) {
			return false
		}
	}
	for _, p := range rec.Photographers {
		if !isKnown(schema.Person, p) {
			return false
		}
	}
	for _, a := range rec.Agencies {
		if !isKnown(schema.Org, a) {
			return false
		}
	}
	for _, p := range rec.PartOf {
		if !isKnown(schema.Place, p[0]) || !isKnown(schema.Place, p[1]) {
			return false
		}
	}
	return true
}

// aliasShaped reports whether name is one word or an all-capital acronym.
func aliasShaped(name string) bool {
	name = strings.TrimSpace(name)
	return !strings.Contains(name, " ") || strings.ToUpper(name) == name
}

func (r *Resolver) gazCanonical(t schema.EntityType, name string) string {
	if r.gaz == nil {
		return ""
	}
	if e, ok := r.gaz.byFold[fold(name)]; ok && e.Type == t {
		return e.Name
	}
	if t == schema.Place {
		// "Calif.", "CA": extraction names a state as the caption writes it
		if state, ok := r.gaz.stateAbbrevs[strings.TrimSuffix(name, ".")]; ok {
			return state.name
		}
	}
	return ""
}

// nodeName is the name an entity's node takes: its canonical name, or for
// a body named without its owner ("Defence Ministry", written "Azerbaijan's
// Defence Ministry") the owner's form, so two countries' ministries stay
// two nodes.
func (r *Resolver) nodeName(e schema.Entity) string {
	c := r.canonical(e.Type, e.Name)
	if c != e.Name || e.Type != schema.Org {
		return c
	}
	for _, a := range e.Aliases {
		if i := strings.Index(a, "'s "); i > 0 && fold(a[i+3:]) == fold(e.Name) {
			return a
		}
	}
	return c
}

// canonical follows gazetteer and learned aliases to a fixed point. Callers
// hold at least the read lock.
func (r *Resolver) canonical(t schema.EntityType, name string) string {
	cur := name
	seen := map[string]bool{}
	for steps := 0; steps < 16; steps++ {
		f := fold(cur)
		if seen[f] {
			break
		}
		seen[f] = true
		if g := r.gazCanonical(t, cur); g != "" {
			return g
		}
		cands := r.learned[t][f]
		next := ""
		for c := range cands {
			if fold(c) == f {
				continue
			}
			if next == "" || c < next {
				next = c
			}
		}
		if next == "" {
			break
		}
		cur = next
	}
	return cur
}

// Resolve rewrites rec's names to their canonical forms and merges entities
// that become equal, keeping every written form as an alias.
func (r *Resolver) Resolve(rec schema.Record) schema.Record {
	r.mu.RLock()
	defer r.mu.RUnlock()
	out := rec
	var ents []schema.Entity
	index := map[[2]string]int{}
	renamed := map[[2]string]string{} // [type, folded written name] -> node name
	name := func(t schema.EntityType, n string) string {
		if c, ok := renamed[[2]string{string(t), fold(n)}]; ok {
			return c
		}
		return r.canonical(t, n)
	}
	for _, e := range rec.Entities {
		e.Aliases = append([]string(nil), e.Aliases...)
		if resolvable(e.Type) {
			if c := r.nodeName(e); c != e.Name {
				renamed[[2]string{string(e.Type), fold(e.Name)}] = c
				e.Aliases = append([]string{e.Name}, e.Aliases...)
				e.Name = c
			}
		}
		k := [2]string{string(e.Type), fold(e.Name)}
		if i, ok := index[k]; ok {
			merged := &ents[i]
			merged.Aliases = mergeAliases(merged.Name, merged.Aliases, append([]string{e.Name}, e.Aliases...))
			if merged.CountryCode == "" {
				merged.CountryCode = e.CountryCode
			}
			if merged.GeoNamesID == 0 && e.GeoNamesID != 0 {
				merged.GeoNamesID, merged.Latitude, merged.Longitude = e.GeoNamesID, e.Latitude, e.Longitude
			}
			continue
		}
		e.Aliases = mergeAliases(e.Name, nil, e.Aliases)
		index[k] = len(ents)
		ents = append(ents, e)
	}
	for i := range ents {
		sort.Strings(ents[i].Aliases)
		if len(ents[i].Aliases) == 0 {
			ents[i].Aliases = nil
		}
	}
	if ents == nil {
		ents = []schema.Entity{}
	}
	out.Entities = ents
	out.Photographers = rewriteList(schema.Person, rec.Photographers, name)
	out.Agencies = rewriteList(schema.Org, rec.Agencies, name)
	out.PartOf = [][2]string{}
	seen := map[[2]string]bool{}
	for _, p := range rec.PartOf {
		q := [2]string{name(schema.Place, p[0]), name(schema.Place, p[1])}
		if fold(q[0]) == fold(q[1]) || seen[q] {
			continue
		}
		seen[q] = true
		out.PartOf = append(out.PartOf, q)
	}
	return out
}

func rewriteList(t schema.EntityType, names []string, name func(schema.EntityType, string) string) []string {
	out := make([]string, 0, len(names))
	seen := map[string]bool{}
	for _, n := range names {
		c := name(t, n)
		if seen[fold(c)] {
			continue
		}
		seen[fold(c)] = true
		out = append(out, c)
	}
	return out
}
