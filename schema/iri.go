package schema

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/url"
	"strings"
	"unicode"

	"github.com/cayleygraph/quad"
	"golang.org/x/text/unicode/norm"
)

// DefaultBase is the IRI namespace of a graph when the user names none.
// example.org is reserved for documentation, so these IRIs never collide
// with a real site; users publishing a graph set their own with --base.
const DefaultBase = "https://example.org/kg/"

// IRIs mints the stable IRIs of photos and entities under one base.
type IRIs struct{ base string }

// NewIRIs checks base and returns a minter. The base must be an absolute
// http(s) or urn IRI ending in "/" or "#", so minted IRIs are valid RDF.
func NewIRIs(base string) (IRIs, error) {
	if base == "" {
		base = DefaultBase
	}
	u, err := url.Parse(base)
	if err != nil {
		return IRIs{}, fmt.Errorf("base IRI %q: %w", base, err)
	}
	if u.Scheme == "" || strings.ContainsAny(base, " <>\"{}|\\^`") {
		return IRIs{}, fmt.Errorf("base IRI %q: must be an absolute IRI without spaces", base)
	}
	if !strings.HasSuffix(base, "/") && !strings.HasSuffix(base, "#") {
		return IRIs{}, fmt.Errorf("base IRI %q: must end in / or #", base)
	}
	return IRIs{base: base}, nil
}

// Base returns the namespace the minter writes under.
func (m IRIs) Base() string { return m.base }

// Photo returns a photo's IRI: from the input's id when it has one, else from
// a hash of its normalised text, so the same caption always lands on the
// same node.
func (m IRIs) Photo(id, text string) quad.IRI {
	if id != "" {
		return quad.IRI(m.base + "photo/" + url.PathEscape(id))
	}
	sum := sha256.Sum256([]byte(strings.Join(strings.Fields(norm.NFC.String(text)), " ")))
	return quad.IRI(m.base + "photo/sha256-" + hex.EncodeToString(sum[:12]))
}

// Entity returns the IRI of the entity of type t whose canonical name is name.
// Spellings that differ only in case, accents, apostrophes or punctuation
// ("Jawad al Rifai", "Jawad al-Rifai") share one IRI.
func (m IRIs) Entity(t EntityType, name string) quad.IRI {
	return quad.IRI(m.base + t.segment() + "/" + url.PathEscape(Key(name)))
}

// Geo returns the IRI of a place's coordinates node.
func (m IRIs) Geo(place quad.IRI) quad.IRI { return place + "/geo" }

// Prop returns the IRI of an input field that schema.org has no term for.
func (m IRIs) Prop(field string) quad.IRI {
	return quad.IRI(m.base + "vocab/" + url.PathEscape(Key(field)))
}

// Key folds a name to the form that decides identity: lower case, accents
// stripped, every run of other characters than letters and digits one "-".
func Key(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range norm.NFD.String(name) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue // a combining accent: "é" folds to "e"
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(unicode.ToLower(r))
		default:
			dash = true
		}
	}
	if b.Len() == 0 {
		return "-"
	}
	return norm.NFC.String(b.String())
}
