package extract

import (
	"math/bits"
	"slices"
	"strings"
	"unicode"

	"github.com/kg-archive/kg/schema"
)

// German captions (dpa's, epd's) capitalise every noun, so a capital opens
// no name there: "Helfer suchen in den Trümmern" names nobody. The
// extractor reads a German caption's capitals as names only on evidence:
// the gazetteer, a known given name, an acronym, a place word or a bare
// "in" before them.

// germanFunctionWords are the articles, prepositions and auxiliaries
// German writes most.
var germanFunctionWords = map[string]bool{
	"der": true, "den": true, "dem": true, "das": true, "und": true, "im": true, "zum": true, "zur": true,
	"vom": true, "beim": true, "mit": true, "auf": true, "für": true, "bei": true, "nach": true, "wurde": true,
	"wurden": true, "ist": true, "sind": true, "hat": true, "haben": true, "sich": true, "ein": true,
	"eine": true, "einer": true, "einem": true, "eines": true, "nicht": true, "auch": true, "werden": true,
	"wird": true, "über": true, "seine": true, "seiner": true, "seines": true, "ihre": true, "ihrer": true,
	"ihren": true, "aus": true, "zu": true, "des": true, "die": true, "am": true, "vor": true, "unter": true,
}

// englishFunctionWords and frenchFunctionWords outvote a few German-looking
// words in an English or French caption ("die", "des", "am").
var englishFunctionWords = map[string]bool{
	"the": true, "of": true, "and": true, "in": true, "on": true, "at": true, "with": true, "for": true,
	"a": true, "an": true, "is": true, "was": true, "are": true, "were": true, "his": true, "her": true,
	"their": true, "from": true, "by": true, "to": true, "during": true, "after": true,
}

var frenchFunctionWords = map[string]bool{
	"le": true, "la": true, "les": true, "du": true, "et": true, "une": true, "dans": true, "sur": true,
	"pour": true, "avec": true, "des": true, "au": true, "aux": true, "lors": true, "à": true, "est": true,
}

// dutchFunctionWords outvote German in Dutch and Afrikaans, which write
// nouns in lower case ("die uitgebrande gebou in Albertstraat").
var dutchFunctionWords = map[string]bool{
	"het": true, "van": true, "en": true, "op": true, "nie": true, "deur": true, "word": true, "wat": true,
	"te": true, "een": true, "naar": true, "worden": true,
}

// spanishFunctionWords are the articles and prepositions Spanish writes
// most, and its "y".
var spanishFunctionWords = map[string]bool{
	"el": true, "los": true, "las": true, "del": true, "y": true, "con": true, "por": true, "para": true,
	"una": true, "que": true, "se": true, "al": true, "su": true, "sus": true, "tras": true, "durante": true,
}

// portugueseFunctionWords are the contractions and prepositions
// Portuguese writes most and Spanish does not.
var portugueseFunctionWords = map[string]bool{
	"da": true, "dos": true, "das": true, "em": true, "na": true, "nas": true, "com": true, "pelo": true,
	"pela": true, "uma": true, "ao": true, "são": true, "foi": true, "não": true, "nesta": true, "neste": true,
}

// spanishBreakWords: "y" joins two names in a Spanish caption and sits
// inside none: "Tulum y Puerto Morelos", "Protección Civil y de la
// Guardia Nacional".
var spanishBreakWords = map[string]bool{"y": true}

// markBreakWords marks the words of a set as breaks between names.
func markBreakWords(toks []token, breaks []bool, words map[string]bool) {
	for i, t := range toks {
		if t.Kind == tokWord && words[t.Text] {
			breaks[i] = true
		}
	}
}

// spanishGroupNouns name the people of a body before "de" or "del" (or
// "da", "do") at the head of a Spanish or Portuguese sentence: "Elementos
// del Ejército Mexicano", "Personal de Protección Civil".
var spanishGroupNouns = map[string]bool{
	"Elementos": true, "Integrantes": true, "Miembros": true, "Agentes": true, "Personal": true,
	"Trabajadores": true, "Efectivos": true, "Soldados": true, "Rescatistas": true, "Voluntarios": true,
	"Brigadistas": true, "Socorristas": true, "Simpatizantes": true, "Militantes": true, "Funcionarios": true,
	// and more of them, in Spanish, Portuguese and Galician ("Membros da Real Academia Galega")
	"Membros": true, "Moradores": true, "Trabalhadores": true, "Peregrinos": true, "Pescadores": true,
	"Mariscadoras": true, "Bombeiros": true, "Manifestantes": true, "Vecinos": true, "Veciños": true,
	"Turistas": true, "Adeptos": true, "Foliões": true, "Alunos": true, "Estudantes": true, "Crianças": true,
	"Nenos": true, "Agricultores": true, "Apoiantes": true, "Eleitores": true, "Votantes": true, "Fiéis": true,
	"Fieis": true, "Voluntários": true, "Banhistas": true, "Moradoras": true, "Mulleres": true,
	"Mulheres": true, "Estudiantes": true, "Familiares": true, "Seguidores": true, "Pobladores": true,
	"Habitantes": true, "Bomberos": true, "Militares": true, "Comuneros": true, "Feligreses": true,
	"Fieles": true,
}

// governmentNouns before "de" and a person's name name that person's
// government, no body of its own: "el Gobierno de Dina Boluarte", "o
// Governo de Jair Bolsonaro" (but "el Gobierno de Chile").
var governmentNouns = map[string]bool{"Gobierno": true, "Governo": true, "Administración": true, "Gestión": true}

// splitSpanishGroups cuts a group noun and its "de", "del" or "de la"
// off the body's name after them, and a government's word off the person
// who leads it.
func (g *gazetteer) splitSpanishGroups(toks []token, runs []run) []run {
	for i, r := range runs {
		k := r.a
		if romanceArticles[toks[k].Text] {
			k++ // "El Gobierno de ..."
		}
		if governmentNouns[toks[k].Text] && r.b-k >= 4 && toks[k+1].Text == "de" && g.givenNames[toks[k+2].Text] {
			runs[i].a = k + 2
			continue
		}
		if !spanishGroupNouns[toks[r.a].Text] {
			continue
		}
		k = r.a + 1
		for k < r.b && (toks[k].Text == "de" || toks[k].Text == "del" || toks[k].Text == "la" || toks[k].Text == "da" || toks[k].Text == "do" || toks[k].Text == "das" || toks[k].Text == "dos") {
			k++
		}
		if k > r.a+1 && k < r.b {
			runs[i].a = k
		}
	}
	return runs
}

// functionWordCounts are how many function words of each language a
// caption's body holds; one pass over its words serves every language's
// check.
type functionWordCounts struct{ de, en, fr, nl, es, pt, id, idDi, sc, sl, fi, fiCase, it, lt, sw, ha int }

// italianFunctionWords, lithuanianFunctionWords and swahiliFunctionWords
// tell captions in those languages.
var (
	italianFunctionWords = map[string]bool{
		"il": true, "della": true, "dello": true, "delle": true, "degli": true, "dei": true, "nel": true, "nella": true,
		"alla": true, "dalla": true, "sul": true, "sulla": true, "che": true, "è": true, "sono": true, "gli": true,
		"dopo": true, "anche": true, "presso": true, "mentre": true, "hanno": true,
	}
	lithuanianFunctionWords = map[string]bool{
		"ir": true, "kad": true, "bei": true, "nuo": true, "prie": true, "metu": true, "iš": true, "į": true,
		"buvo": true, "yra": true, "tarp": true, "kuris": true, "kurie": true, "nuotr": true,
	}
	swahiliFunctionWords = map[string]bool{
		"ya": true, "wa": true, "kwa": true, "za": true, "cha": true, "baada": true, "katika": true, "kwamba": true,
		"wakati": true, "siku": true,
	}
	// hausaFunctionWords tell a Hausa caption: "da ke" (which is at),
	// "sun"/"suka" (they did), "ranar" (on the day of), "yayin" (during),
	// "bayan" (after), "cikin" (in), "domin" (for).
	hausaFunctionWords = map[string]bool{
		"ke": true, "sun": true, "suka": true, "yana": true, "tana": true, "ranar": true, "yayin": true, "bayan": true,
		"cikin": true, "domin": true, "wanda": true, "wadda": true, "kuma": true, "wata": true, "wani": true, "wasu": true,
	}
)

// hausa reports whether the body is Hausa: three or more of its function
// words, and more than of English's.
func (c functionWordCounts) hausa() bool { return c.ha >= 3 && c.ha > c.en }

// hausaBreakWords break names in a Hausa caption: "na" (of) and "da"
// (and), lower case between names ("Bello Matawalle na APC", "Hotoro da
// Tarauni"), and the weekdays its capitals may join to a name.
var hausaBreakWords = map[string]bool{
	"na": true, "da": true, "ta": true, "Talata": true, "Laraba": true, "Juma'a": true, "Juma’a": true,
}

// markHausaStates breaks a run at "Jihar" (the state of) that opens a
// state's name after a comma or a lower-case word, "birnin Yola, Jihar
// Adamawa"; after a capital it is inside a body's name, "Majalisar Dokokin
// Jihar Kano" (the Kano State Assembly).
func markHausaStates(toks []token, breaks []bool) {
	for i, t := range toks {
		if t.Text == "Jihar" && (i == 0 || toks[i-1].Kind != tokWord || !isCapitalized(toks[i-1].Text)) {
			breaks[i] = true
		}
	}
}

// lithuanian reports whether the body is Lithuanian: two or more of its
// function words, and more than of English's.
func (c functionWordCounts) lithuanian() bool { return c.lt >= 2 && c.lt > c.en }

// italian reports whether the body is Italian: three or more of its
// function words, and more than of English's and Spanish's.
func (c functionWordCounts) italian() bool { return c.it >= 3 && c.it > c.en && c.it > c.es }

// dutch reports whether the body is Dutch (or Frisian, which shares its
// articles): three or more of its function words, and more than of
// English's and German's.
func (c functionWordCounts) dutch() bool { return c.nl >= 3 && c.nl > c.en && c.nl > c.de }

// dutchOpeners are Dutch and Frisian articles opening a sentence, before
// the name they introduce: "De Rijksrecherche", "Het KFPS", "Een Friese
// hengst", "It Fryske".
var dutchOpeners = map[string]bool{"De": true, "Het": true, "Een": true, "It": true, "In": true}

// swahili reports whether the body is Swahili: three or more of its
// function words, and more than of English's.
func (c functionWordCounts) swahili() bool { return c.sw >= 3 && c.sw > c.en }

// rwandaAreaNouns are the nouns of Rwanda's and Burundi's administrative
// areas, with their vowel and without it after "mu" (in): "mu Karere ka
// Musanze" (in the district of Musanze), "Umurenge wa Kinigi", "mu Mujyi
// wa Kigali". The name follows "ka", "wa" or "ya"; the noun names nothing
// by itself.
var rwandaAreaNouns = map[string]bool{
	"Akarere": true, "Karere": true, "Umurenge": true, "Murenge": true, "Umujyi": true, "Mujyi": true,
	"Intara": true, "Ntara": true, "Akagari": true, "Kagari": true, "Umudugudu": true, "Mudugudu": true,
}

// swahiliWeekdays close a name in a Swahili caption, never open one:
// "Ikulu Ndogo ya Kisumu Alhamisi, Juni 27, 2024".
var swahiliWeekdays = map[string]bool{
	"Jumatatu": true, "Jumanne": true, "Jumatano": true, "Alhamisi": true, "Ijumaa": true, "Jumamosi": true, "Jumapili": true,
}

// weekdayNames are the days of the week, capitalised as many languages
// write them in a dateline ("el Martes", "ena Vakarauwai, 12 Okosita"):
// no name by themselves. Those that are also names are left out
// ("Domingo", "Sabato", "Piątek", "Talata", "Pazar", "Sonntag", "Montag",
// "Freitag"), and French's, which
// French writes in lower case but in names ("Journal du Dimanche").
var weekdayNames = map[string]bool{
	"Lunes": true, "Martes": true, "Miércoles": true, "Jueves": true, "Viernes": true, "Sábado": true,
	"Dienstag": true, "Mittwoch": true, "Donnerstag": true, "Samstag": true,
	"Lunedì": true, "Martedì": true, "Mercoledì": true, "Giovedì": true, "Venerdì": true,
	"Maandag": true, "Dinsdag": true, "Woensdag": true, "Donderdag": true, "Vrijdag": true, "Zaterdag": true, "Zondag": true,
	"Poniedziałek": true, "Wtorek": true, "Czwartek": true, "Niedziela": true,
	"Pazartesi": true, "Salı": true, "Çarşamba": true, "Perşembe": true, "Cumartesi": true,
	"Àìkú": true, "Ìṣẹ́gun": true, "Ọjọ́rú": true, "Ọjọ́bọ̀": true, "Ẹtì": true, "Àbámẹ́ta": true, // Yoruba's, after "Ọjọ́" (day)
	"Mọnde": true, "Tiuzdee": true, "Wenezdee": true, "Tọzdee": true, "Fraịdee": true, "Satọde": true, "Sọnde": true, // Igbo's
	"Moniti": true, "Tusiti": true, "Vukelulu": true, "Lotulevu": true, "Vakaraubuka": true, "Vakarauwai": true, "Sigatabu": true, // Fijian
	"Litinin": true, "Alhamis": true, "Asabar": true, "Lahadi": true, // Hausa
	"Δευτέρα": true, "Τρίτη": true, "Τετάρτη": true, "Πέμπτη": true, "Παρασκευή": true, "Σάββατο": true, "Κυριακή": true, // Greek, and its genitives
	"Δευτέρας": true, "Τρίτης": true, "Τετάρτης": true, "Πέμπτης": true, "Παρασκευής": true, "Σαββάτου": true, "Κυριακής": true,
	"Mosupologo": true, "Labobedi": true, "Laboraro": true, "Labone": true, "Labotlhano": true, "Matlhatso": true, // Setswana
	"Lolemba": true, "Lachiwiri": true, "Lachitatu": true, "Lachinayi": true, "Lachisanu": true, "Loweruka": true, "Lamlungu": true, // Chichewa
	"Mɔnde": true, "Tyusde": true, "Wɛnsde": true, "Tɔzde": true, "Fraide": true, "Satide": true, "Sɔnde": true, // Krio
	"Miyerkules": true, "Miyerkoles": true, "Huwebes": true, "Biyernes": true, "Sabado": true, "Linggo": true, // Tagalog
	"Thawhtanni": true, "Thawhlehni": true, "Nilaini": true, "Ningani": true, "Zirtawpni": true, "Inrinni": true, "Pathianni": true, // Mizo
}

// lugandaWeekdays are the days of the week in Luganda, which no other
// language writes.
var lugandaWeekdays = map[string]bool{
	"Bbalaza": true, "Lwokubiri": true, "Lwokusatu": true, "Lwokuna": true, "Lwokutaano": true, "Lwomukaaga": true, "Ssabbiiti": true, "Sabbiiti": true,
}

// markPlaceAnd marks as a break a lower-case "and" between two places
// GeoNames knows: the Swahili "na" ("kati ya Mwanza na Bukoba"), the
// Portuguese and Galician "e" ("Verín e Xinzo de Limia"), the Spanish
// "y", the Slavic "i". Elsewhere the word may join a name ("Shirika la
// Madaktari Wasio na Mipaka", "São Tomé e Príncipe").
func (g *gazetteer) markPlaceAnd(toks []token, breaks []bool, and string) {
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].Text != and || !g.placeEndsAt(toks, i) || !g.placeStartsAt(toks, i+1) || g.knownAcross(toks, i) {
			continue
		}
		breaks[i] = true
	}
}

// placeEndsAt reports whether one to three capitalised words ending just
// before toks[i] name a place GeoNames knows; placeStartsAt, whether such
// words open at toks[i].
func (g *gazetteer) placeEndsAt(toks []token, i int) bool {
	for a := i - 1; a >= 0 && a >= i-3 && toks[a].Kind == tokWord; a-- {
		if len(g.geoLookup(strings.Join(texts(toks, a, i), " "))) > 0 && isCapitalized(toks[a].Text) {
			return true
		}
	}
	return false
}

func (g *gazetteer) placeStartsAt(toks []token, i int) bool {
	for b := i + 1; b <= len(toks) && b <= i+3 && toks[b-1].Kind == tokWord; b++ {
		if isCapitalized(toks[i].Text) && len(g.geoLookup(strings.Join(texts(toks, i, b), " "))) > 0 {
			return true
		}
	}
	return false
}

// knownAcross reports whether a known name spans toks[i]: "Bosnia i
// Hercegovina", "Trinidad e Tobago", the towns "San Juan y Martínez" and
// "Scarperia e San Piero".
func (g *gazetteer) knownAcross(toks []token, i int) bool {
	for a := max(0, i-3); a < i; a++ {
		for b := i + 2; b <= len(toks) && b <= a+max(g.maxTokens, 6); b++ {
			if g.lookupTokens(texts(toks, a, b)) != nil || len(g.geoLookup(strings.Join(texts(toks, a, b), " "))) > 0 {
				return true
			}
		}
	}
	return false
}

// placeAnds are "and" in the languages whose captions join two towns
// with it, as markPlaceAnd finds them.
var placeAnds = map[string]bool{"na": true, "e": true, "y": true, "i": true}

// swahiliHeads open a Swahili name whose other words follow "ya", "wa",
// "la", "cha" or "za" (of), and say what it names: "Bodi ya Nafaka na
// Mazao" (the National Cereals and Produce Board), "Uwanja wa Ndege wa
// Kimataifa wa Eldoret" (Eldoret International Airport), "Msitu wa
// Kaptagat" (Kaptagat Forest).
var swahiliHeads = map[string]schema.EntityType{
	"Uwanja": schema.Place, "Msitu": schema.Place, "Bandari": schema.Place, "Barabara": schema.Place, "Soko": schema.Place,
	"Hospitali": schema.Place, "Kanisa": schema.Place, "Ziwa": schema.Place, "Mto": schema.Place, "Mlima": schema.Place,
	"Bonde": schema.Place, "Hifadhi": schema.Place,
	"Bodi": schema.Org, "Jeshi": schema.Org, "Kampuni": schema.Org, "Wizara": schema.Org, "Mamlaka": schema.Org,
	"Wakfu": schema.Org, "Benki": schema.Org, "Baraza": schema.Org, "Tume": schema.Org, "Halmashauri": schema.Org,
	"Shirika": schema.Org, "Taasisi": schema.Org, "Bunge": schema.Org, "Chama": schema.Org, "Chuo": schema.Org,
	"Klabu": schema.Org, "Umoja": schema.Org, "Ofisi": schema.Org,
}

// swahiliOf are Swahili's "of", in its noun classes.
var swahiliOf = map[string]bool{"ya": true, "wa": true, "la": true, "cha": true, "za": true}

// swahiliNames finds the names that a Swahili head noun opens (see
// swahiliHeads): the head, perhaps one capitalised word describing it
// ("Kanisa Kuu", the cathedral), then capitalised words joined by "of"
// or, inside the name, by "na" (and).
func swahiliNames(body string, toks []token, inDate []bool) []mention {
	var out []mention
	capital := func(k int) bool {
		return k < len(toks) && toks[k].Kind == tokWord && !inDate[k] && isCapitalized(toks[k].Text) && !swahiliWeekdays[toks[k].Text]
	}
	for i := 0; i < len(toks); i++ {
		typ, ok := swahiliHeads[toks[i].Text]
		if !ok {
			continue
		}
		j := i + 1
		if capital(j) {
			j++ // "Kanisa Kuu la ..."
		}
		if j+1 >= len(toks) || !swahiliOf[toks[j].Text] || !capital(j+1) {
			continue
		}
		for j < len(toks) && (capital(j) || (swahiliOf[toks[j].Text] || toks[j].Text == "na") && capital(j+1)) {
			j++
		}
		out = append(out, mention{pos: toks[i].Start, tokStart: i, tokEnd: j, score: 8,
			entity: schema.Entity{Type: typ, Name: spanText(body, toks, i, j)}})
		i = j - 1
	}
	return out
}

// withPhrases puts the mentions of whole phrases in place of the mentions
// found inside them, in order.
func withPhrases(ms, phrases []mention) []mention {
	if len(phrases) == 0 {
		return ms
	}
	var out []mention
	for _, m := range ms {
		inside := slices.ContainsFunc(phrases, func(p mention) bool { return m.tokStart < p.tokEnd && p.tokStart < m.tokEnd })
		if !inside {
			out = append(out, m)
		}
	}
	out = append(out, phrases...)
	slices.SortFunc(out, func(a, b mention) int { return a.tokStart - b.tokStart })
	return out
}

// swahiliNouns are common nouns that Swahili captions capitalise at the
// head of a name or alone ("Kisiwa cha Ukara", the island of Ukara;
// "Mama Maria Nyerere"); in a Swahili caption they are no name by
// themselves.
var swahiliNouns = map[string]bool{
	"Kisiwa": true, "Kata": true, "Bandari": true, "Picha": true, "Mama": true, "Baba": true, "Jamhuri": true,
	"Muungano": true, "Taifa": true, "Uwanja": true, "Mkoa": true, "Wilaya": true, "Kijiji": true, "Mtaa": true,
	"Meli": true, "Hewa": true, "Maktaba": true, "Mpigapicha": true, "Kanisa": true, "Hospitali": true, "Shule": true,
	"Soko": true, "Abiria": true, "Wakazi": true, "Wananchi": true, "Polisi": true, "Ndege": true, "Kimataifa": true,
	"Usalama": true, "Bodi": true, "Wakfu": true, "Msitu": true, "Mwanariadha": true, "Bingwa": true,
}

// markWeekdays marks the weekdays as breaks between names, but for one
// before a capitalised word, with which it names a feast ("Viernes
// Santo", "Lunes del Cerro").
func markWeekdays(toks []token, breaks []bool) {
	for i, t := range toks {
		next := i + 1
		if next+1 < len(toks) && nameParticles[toks[next].Text] {
			next++ // "Lunes del Cerro"
		}
		if t.Kind == tokWord && weekdayNames[t.Text] && !(next < len(toks) && toks[next].Kind == tokWord && isCapitalized(toks[next].Text)) {
			breaks[i] = true
		}
	}
}

// irishWeekdays are the days of the week in Irish, after "Dé" ("Dé
// Domhnaigh", Sunday) or alone ("Déardaoin"); no other language writes
// these words.
var irishWeekdays = map[string]bool{
	"Luain": true, "Máirt": true, "Céadaoin": true, "Déardaoin": true, "hAoine": true, "Sathairn": true, "Domhnaigh": true,
}

// markIrishWeekdays marks the Irish weekdays, and the "Dé" before them,
// as breaks between names.
func markIrishWeekdays(toks []token, breaks []bool) {
	for i, t := range toks {
		if t.Kind == tokWord && irishWeekdays[t.Text] {
			breaks[i] = true
			if i > 0 && toks[i-1].Text == "Dé" {
				breaks[i-1] = true
			}
		}
	}
}

// bantuPlaceNouns, and the "ya", "cha", "la" (or the other classes' "of")
// after them, put a place after them: Swahili "Kaunti ya Kisumu" (Kisumu
// County), "kijiji cha Kochogo" (the village of Kochogo), "eneo la
// Nyando"; Luganda "disitulikiti ya Luuka"; Chichewa "m'boma la Karonga";
// Setswana "motse wa Robelela", "kgaolong ya Bokone Botlhaba";
// Kirundi "komine ya Kiremba", "intara ya Ngozi", "igisagara ca Gitega";
// Kinyarwanda "akarere ka Nyagatare", "umurenge wa Kimironko"; Runyankore
// "omu karere ka Ntungamo"; Bemba "mu distrikiti ya Masaiti"; Silozi "mwa
// silalo sa Zambezi".
var bantuPlaceNouns = map[string]bool{
	"kaunti": true, "kijiji": true, "eneo": true, "mji": true, "wilaya": true, "jimbo": true, "mtaa": true, "mkoa": true,
	"disitulikiti": true, "ggombolola": true, "ssaza": true, "munisipaali": true,
	"motse": true, "motseng": true, "kgaolo": true, "kgaolong": true, "lefelo": true, "lefelong": true, "toropo": true, "toropong": true, "noka": true, // Setswana: village, district, town, river
	"boma": true, "m'boma": true, "mzinda": true, "dera": true, "m'dera": true, "chigawo": true, "msumba": true, // Chichewa and Tumbuka: district, city, area, region, town
	"komine": true, "intara": true, "igisagara": true, "umusozi": true, "akarere": true, "umurenge": true, "umujyi": true, "akagari": true,
	"karere": true, "kibuga": true, "ekibuga": true, "nkambi": true, "enkambi": true, "ekyaro": true, // Runyankore-Rukiga: district, town, camp, village
	"distrikiti": true, "icifulo": true, "umushi": true, "provinsi": true, // Bemba: district, place, village, province
	"silalo": true, "sibaka": true, "tolopo": true, // Silozi: region, place, town
}

// bantuOf are "of" in the noun classes of those languages' area nouns.
var bantuOf = map[string]bool{"ya": true, "cha": true, "la": true, "wa": true, "ca": true, "ka": true, "lya": true, "kya": true, "rya": true, "sa": true}

// bantuLocatives put a place straight after them in Luganda and Lusoga
// ("e Iganga", "y'e Kamuli", "k'e Iganga": at, of at), in Kirundi and
// Kinyarwanda ("b'i Gishora"), the Luganda town and village nouns
// without "of" ("mu kibuga Jinja", "ku kyalo Kiyunga"), and the "in" of
// many Bantu languages ("mu Solwezi").
var bantuLocatives = map[string]bool{
	"e": true, "y'e": true, "gw'e": true, "k'e": true, "ly'e": true, "w'e": true, "b'e": true, "ey'e": true, "gy'e": true,
	"lw'e": true, "z'e": true, "ez'e": true, "ab'e": true, "eky'e": true, "ow'e": true,
	"b'i": true, "y'i": true, "w'i": true, "c'i": true, "z'i": true, "kw'i": true, "ry'i": true,
	"kibuga": true, "kyalo": true, "mu": true,
}

// openVowelLanguage reports whether toks hold two lower-case words written
// with "ɛ" or "ɔ", as Krio, Lingala, Twi and Ewe write them: there "na"
// (at, in, and) stands between names, never inside one ("Bo Central
// Market na Bo").
func openVowelLanguage(toks []token) bool {
	n := 0
	for _, t := range toks {
		if t.Kind == tokWord && strings.ContainsAny(t.Text, "ɛɔ") && !isCapitalized(t.Text) {
			n++
		}
	}
	return n >= 2
}

// openVowelBreakWords break names in a caption openVowelLanguage tells.
var openVowelBreakWords = map[string]bool{"na": true}

// lugandaBreakWords break names in a caption lugandaLike tells: its
// weekdays, and "e" (at) before a place ("Kyabazinga e Igenge", the king
// at Igenge).
var lugandaBreakWords = func() map[string]bool {
	m := map[string]bool{"e": true}
	for w := range lugandaWeekdays {
		m[w] = true
	}
	return m
}()

// lugandaLike reports whether toks hold an elided locative that only
// Luganda, Lusoga, Kirundi and Kinyarwanda write ("y'e", "b'i") or a
// Luganda weekday, so a bare "e" before a name is "at" there, not
// Portuguese's "and".
func lugandaLike(toks []token) bool {
	for _, t := range toks {
		if t.Kind == tokWord && (t.Text != "e" && bantuLocatives[t.Text] && strings.Contains(t.Text, "'") || lugandaWeekdays[t.Text]) {
			return true
		}
	}
	return false
}

// foreign reports whether the body is in a language other than English:
// three or more of another language's function words, and more than of
// English's.
func (c functionWordCounts) foreign() bool {
	most := max(c.de, c.fr, c.nl, c.es, c.pt, c.sc, c.sl, c.fi+c.fiCase, c.id, c.it, c.lt, c.sw)
	return most >= 3 && most > c.en
}

// functionWordLanguages maps each function word to the languages whose
// lists hold it, one bit per list in the order of counters below, so a
// word is looked up once, not once per language. German's "die" is left
// out: Afrikaans writes it too.
var functionWordLanguages = func() map[string]uint16 {
	m := map[string]uint16{}
	for bit, words := range []map[string]bool{
		germanFunctionWords, englishFunctionWords, frenchFunctionWords, dutchFunctionWords, spanishFunctionWords,
		portugueseFunctionWords, scandinavianFunctionWords, slavicFunctionWords, finnishFunctionWords,
		italianFunctionWords, lithuanianFunctionWords, swahiliFunctionWords, indonesianFunctionWords, hausaFunctionWords,
	} {
		for w := range words {
			if bit == 0 && w == "die" {
				continue
			}
			m[w] |= 1 << bit
		}
	}
	return m
}()

func countFunctionWords(toks []token) functionWordCounts {
	var c functionWordCounts
	// in the order of functionWordLanguages' lists
	counters := [...]*int{&c.de, &c.en, &c.fr, &c.nl, &c.es, &c.pt, &c.sc, &c.sl, &c.fi, &c.it, &c.lt, &c.sw, &c.id, &c.ha}
	const scandinavian, slavic, indonesian = 1 << 6, 1 << 7, 1 << 12
	for i, t := range toks {
		if t.Kind != tokWord {
			continue
		}
		if indonesianWeekdays[t.Text] && i+1 < len(toks) && toks[i+1].Text == "(" {
			c.id += 2 // Antara's "Sabtu (29/9/2018)"
		}
		w := strings.ToLower(t.Text)
		langs := functionWordLanguages[w]
		if t.Text == "i" && i > 0 && i+1 < len(toks) && isCapitalized(toks[i-1].Text) && isCapitalized(toks[i+1].Text) {
			langs |= scandinavian // ("Trängslet i Älvdalens kommun i Dalarna")
		}
		if strings.ContainsAny(w, slavicLetters) || cyrillic(w) {
			langs |= slavic
		}
		if t.Text == w && strings.ContainsAny(w, "åæø") {
			langs |= scandinavian // a lower-case word with their letters: "gården", "også", "første"
		}
		for set := langs; set != 0; set &= set - 1 {
			*counters[bits.TrailingZeros16(set)]++
		}
		if langs&indonesian != 0 && w == "di" {
			c.idDi++ // Italian writes "di" too
		}
		if finnishCased(w) {
			c.fiCase++
		}
	}
	return c
}

// german reports whether the body is German: three or more of German's
// function words, and more of them than of English's, French's or Dutch's.
func (c functionWordCounts) german() bool {
	return c.de >= 3 && c.de > c.en && c.de > c.fr && c.de > c.nl
}

// spanish reports whether the body is Spanish: three or more of Spanish's
// function words, and more than of English's.
func (c functionWordCounts) spanish() bool {
	return c.es >= 3 && c.es > c.en
}

// portuguese reports whether the body is Portuguese: three or more of its
// function words, and more than of English's.
func (c functionWordCounts) portuguese() bool {
	return c.pt >= 3 && c.pt > c.en
}

// scandinavianFunctionWords are the conjunctions, prepositions and
// auxiliaries Norwegian, Swedish and Danish write most and the other
// languages read here do not.
var scandinavianFunctionWords = map[string]bool{
	"og": true, "och": true, "på": true, "av": true, "af": true, "til": true, "till": true, "för": true,
	"ved": true, "vid": true, "fra": true, "från": true, "etter": true, "efter": true, "ble": true,
	"blev": true, "blir": true, "bliver": true, "ikke": true, "inte": true, "som": true, "med": true,
	"har": true, "er": true, "är": true, "et": true, "ett": true, "hvor": true, "där": true, "også": true,
	"också": true, "mellom": true, "mellem": true, "mellan": true,
	"sedan": true, "eller": true, "mot": true, "sitt": true, "sina": true, "hade": true, "hadde": true, "ska": true, "skal": true,
	"skulle": true, "när": true, "samt": true, "genom": true, "gjennom": true, "gennem": true, "utanför": true, "utenfor": true,
	"bland": true, "blant": true, "hos": true, "varit": true, "uden": true, "utan": true, "uten": true,
}

// scandinavian reports whether the body is Norwegian, Swedish or Danish:
// three or more of their function words (an "i" between two names counts),
// and more than of English's, German's, Dutch's or the Slavic languages'
// (Polish joins names with "i" too). There "i" is "in", which joins no name:
// "Bryggen i Bergen", "Salutorget i Åbo".
func (c functionWordCounts) scandinavian() bool {
	return c.sc >= 3 && c.sc > c.en && c.sc > c.de && c.sc > c.nl && c.sc > c.sl
}

// scandinavianBreakWords are "i", the preposition, which in other
// languages joins a name ("Puig i Cadafalch").
var scandinavianBreakWords = map[string]bool{"i": true}

// scandinavianPlacePreps weigh the place a Scandinavian preposition puts
// after it: "i" (in) most, "på" and "ved" (at) and "gennem" (through) less.
var scandinavianPlacePreps = map[string]float64{"i": 5, "på": 3, "ved": 3, "vid": 3, "gennem": 3, "genom": 3, "gjennom": 3}

// romanceArticles open a Spanish or Portuguese sentence without opening
// a name: "El Gobierno", "El Instituto Geofísico del Perú". A name the
// gazetteer or GeoNames knows with its article keeps it ("El Alto", "La
// Paz", "Os Lusíadas").
var romanceArticles = map[string]bool{"El": true, "La": true, "Los": true, "Las": true, "Os": true, "As": true}

// romancePrepositions open a Spanish or Portuguese sentence before the
// place or body it locates, and are no part of its name: "En Pucón,
// competidores nadan", "Desde Temuco", "Em Castro".
var romancePrepositions = map[string]bool{"En": true, "Desde": true, "Durante": true, "Tras": true, "Hacia": true, "Em": true, "Após": true}

// french reports whether the body is French: three or more of French's
// function words, and more of them than of English's, Spanish's or
// German's.
func (c functionWordCounts) french() bool {
	return c.fr >= 3 && c.fr > c.en && c.fr > c.es && c.fr > c.de
}

// indonesian reports whether the body is Indonesian or Malay: two or more
// of their function words, one of them not "di", and more of them than of
// English's, Spanish's or French's. Antara's captions are short, and no
// other language writes "yang", "dan" or "dari".
func (c functionWordCounts) indonesian() bool {
	return c.id >= 2 && c.id > c.idDi && c.id > c.en && c.id > c.es && c.id > c.fr
}

// frenchBreakWords join names in a French caption and sit inside none:
// "Jean Béliveau au Centre Bell", "le Carnaval de Québec sur la Grande
// Allée". (In English captions "au" and "sur" stay particles: "Port au
// Prince", "Boulogne sur Mer".)
var frenchBreakWords = map[string]bool{
	"au": true, "aux": true, "sur": true, "à": true, "et": true, "dans": true, "avec": true, "pour": true,
	"lors": true, "par": true, "chez": true, "après": true, "devant": true, "près": true, "entre": true,
	"contre": true, "vers": true, "pendant": true, "depuis": true, "selon": true, "où": true, "qui": true,
	"que": true, "est": true, "sont": true, "a": true, "ont": true,
}

// frenchOpeners open a French sentence without opening a name: "Le
// Portugais Cristiano Ronaldo", "Un Canadair", "Des Nantais". A name the
// gazetteer knows with its article keeps it ("Le Havre", "La Paz").
var frenchOpeners = map[string]bool{
	"Le": true, "La": true, "Les": true, "Un": true, "Une": true, "Des": true, "Du": true, "Au": true,
	"Aux": true, "Ce": true, "Cette": true, "Ces": true, "Lors": true, "Selon": true, "Après": true,
	"Dans": true, "Pour": true, "Sur": true, "Devant": true, "Depuis": true, "Pendant": true, "À": true,
}

// germanBreaks marks the function words of a German caption, which end a
// name whatever their case: "Am Rande des G20-Gipfels", "Epizentrum im
// Bezirk Elbistan", "Pennsylvania von Agenten". A noble particle stays in
// a person's name: "Ursula von der Leyen", "Hans-Dietrich von Arnim".
func (g *gazetteer) germanBreaks(toks []token, breaks []bool) {
	for i, t := range toks {
		w := strings.ToLower(t.Text)
		if t.Kind != tokWord || !germanFunctionWords[w] && w != "von" {
			continue
		}
		switch {
		case w == "von" && i > 0 && g.givenFirst(toks[i-1].Text),
			(w == "der" || w == "den") && lower(toks, i-1) == "von":
			continue
		}
		breaks[i] = true
	}
}

// givenFirst reports whether a word is a known given name or opens with
// one before a hyphen: "Angela", "Hans-Dietrich".
func (g *gazetteer) givenFirst(w string) bool {
	first, _, _ := strings.Cut(w, "-")
	return g.givenNames[w] || g.givenNames[first]
}

// givenFirstAnyScript is givenFirst, or in Cyrillic a name whose Latin
// spelling is known ("Радован").
func (g *gazetteer) givenFirstAnyScript(w string) bool {
	return g.givenFirst(w) || slices.ContainsFunc(transliterations(w), g.givenFirst)
}

// germanArticles before a capitalised word make it a noun, whatever town
// GeoNames knows by that name: "die Lage", "der Rat".
var germanArticles = map[string]bool{
	"der": true, "die": true, "das": true, "den": true, "dem": true, "des": true, "ein": true, "eine": true,
	"einer": true, "einem": true, "eines": true, "einen": true, "im": true, "am": true, "zum": true,
	"zur": true, "vom": true, "beim": true, "ins": true,
}

// germanPlaceNouns name a kind of place before its name: "im Bezirk
// Elbistan", "im Stadtteil St. Pauli", "auf der Straße Schulterblatt".
var germanPlaceNouns = map[string]bool{
	"Bezirk": true, "Stadtteil": true, "Gebiet": true, "Provinz": true, "Bundesstaat": true, "Bundesland": true,
	"Straße": true, "Strasse": true, "Region": true, "Stadt": true, "Dorf": true, "Ort": true, "Ortsteil": true,
	"Kreis": true, "Landkreis": true, "Viertel": true, "Hafenstadt": true, "Hauptstadt": true, "Gemeinde": true,
	"Insel": true, "Kanton": true, "Oblast": true,
}

// germanPlacePrepositions before a bare capitalised word (no article)
// mark a place: "in Hamburg", "nach Kiel", "aus Wewelsfleth".
// ("auf Sylt", "auf Teneriffa": an island)
var germanPlacePrepositions = map[string]bool{"in": true, "nach": true, "aus": true, "bis": true, "auf": true}

// germanGoverns reports whether a genitive or "von" follows a noun, as
// after "in Form von", "in Höhe der": a noun, not a place.
func germanGoverns(toks []token, b int) bool {
	w := lower(toks, b)
	return w == "von" || w == "der" || w == "des"
}

// germanPlaceWord reports whether one word names a place by its last part:
// "Schanzenviertel", "Fischmarkt", "Friedrichstraße".
func germanPlaceWord(w string) bool {
	if germanStreet(w) {
		return true
	}
	for _, end := range []string{"viertel", "markt", "bahnhof", "brücke", "kirche", "stadion", "hafen", "park"} {
		if len(w) > len(end)+2 && strings.HasSuffix(w, end) {
			return true
		}
	}
	return false
}

// splitGermanRuns cuts a noun off the name after it: a title or a role
// before a known given name ("Bundeskanzlerin Angela Merkel", "Vorgängers
// Stephan Weil"), a place noun before a place's name ("Bezirk Elbistan"),
// and a noun before an acronym ("Hafenlogistiker HHLA").
func (g *gazetteer) splitGermanRuns(toks []token, runs []run) []run {
	out := make([]run, 0, len(runs))
	for _, r := range runs {
		cut := r.a
		for k := r.a + 1; k+1 < r.b; k++ {
			if g.givenFirst(toks[k].Text) && g.lookupTokens(texts(toks, r.a, k)) == nil && !g.givenFirst(toks[r.a].Text) {
				cut = k
				break
			}
		}
		switch {
		case cut > r.a, r.b-r.a < 2 || g.lookupTokens(texts(toks, r.a, r.b)) != nil:
		case germanPlaceNouns[toks[r.a].Text]:
			cut = r.a + 1
		case isAllCaps(toks[r.b-1].Text) && len(toks[r.b-1].Text) >= 2 && !hasAcronym(toks[r.a:r.b-1]):
			cut = r.b - 1
		}
		if cut > r.a {
			out = append(out, run{r.a, cut}, run{cut, r.b})
			continue
		}
		out = append(out, r)
	}
	return out
}

// dropGermanNouns keeps, of a German caption's names, those with evidence
// that they name something: the gazetteer or GeoNames knows them, a known
// given name or a title opens them, they hold an acronym, a place noun or a bare
// place preposition stands before them, they end in a place's word, or
// they stand in the caption's dateline ("Kanada, Coutts:"). A name after
// a place noun or ending in a place's word is a place.
func (g *gazetteer) dropGermanNouns(toks []token, ms []mention) []mention {
	dateline := germanDatelineEnd(toks)
	out := ms[:0]
	for _, m := range ms {
		a, b := m.tokStart, m.tokEnd
		switch {
		case a > 0 && germanPlaceNouns[toks[a-1].Text], b-a == 1 && m.gaz == nil && germanPlaceWord(strings.ToLower(toks[a].Text)):
			m.entity.Type = schema.Place
		case m.gaz != nil || m.place != nil && !germanArticles[lower(toks, a-1)],
			g.givenFirst(toks[a].Text) && b-a >= 2,
			a > 0 && g.isTitleWord(toks[a-1].Text) && b-a >= 2, // "Bürgermeisterin Elke Kahr"
			hasAcronym(toks[a:b]),
			a > 0 && germanPlacePrepositions[toks[a-1].Text] && !germanGoverns(toks, b),
			b <= dateline:
		default:
			continue
		}
		out = append(out, m)
	}
	return out
}

// germanDatelineEnd returns the index of the colon or full stop that
// closes dpa's or epd's dateline ("11.02.2023, Türkei, Kahramanmaras:",
// "Kiel-Schilksee.") when only names, dates and commas come before it;
// otherwise 0.
func germanDatelineEnd(toks []token) int {
	for i, t := range toks {
		switch {
		case i > 12:
			return 0
		case t.Text == ":" || t.Text == "." && i > 0 && isCapitalized(toks[i-1].Text):
			return i // "Hamburg:", "Kiel-Schilksee."
		case t.Kind == tokWord && !isCapitalized(t.Text) && !isNumber(t.Text),
			t.Kind != tokWord && t.Text != "," && t.Text != ".":
			return 0
		}
	}
	return 0
}

// hasAcronym reports whether a name holds a word in capitals, "SPD",
// "HHLA", "NDR".
func hasAcronym(ts []token) bool {
	for _, t := range ts {
		if len(t.Text) >= 2 && isAllCaps(t.Text) && strings.IndexFunc(t.Text, unicode.IsLetter) >= 0 {
			return true
		}
	}
	return false
}

// frenchHeads open the name of a French body or place that writes the
// words after its first in lower case: "Conseil constitutionnel", "Parti
// libéral du Québec", "Assemblée nationale", "Parc olympique". Those
// marked true English does not write, so they open a French name in an
// English caption too: "the Fédération étudiante universitaire du
// Québec (FEUQ)".
var frenchHeads = map[string]bool{
	"Conseil": true, "Assemblée": true, "Rassemblement": true, "Cour": true, "Ministère": true, "Sécurité": true,
	"Armée": true, "Confédération": true, "Fédération": true, "Syndicat": true, "Comité": true, "Société": true,
	"Présidence": true, "Conférence": true,
	"Parti": false, "Front": false, "Bloc": false, "Service": false, "Protection": false, "Garde": false,
	"Gendarmerie": false, "Police": false, "Forces": false, "Union": false, "Mouvement": false, "Agence": false,
	"Office": false, "Commission": false, "Coalition": false, "Institut": false, "Centre": false, "Banque": false,
	"Direction": false, "Tribunal": false, "Haut": false, "Haute": false, "Stade": false, "Parc": false,
	"Place": false, "Palais": false, "Musée": false, "Hôpital": false, "Gare": false, "Aéroport": false,
	"Cathédrale": false, "Église": false, "Basilique": false, "Université": false, "Collège": false,
	"Lycée": false, "École": false, "Bibliothèque": false,
}

// frenchAdjectiveEnds are the endings of the adjectives in such names:
// "national", "constitutionnel", "islamique", "socialiste", "québécois".
var frenchAdjectiveEnds = []string{
	"al", "ale", "ales", "aux", "el", "elle", "els", "elles", "ien", "ienne", "iens", "iennes", "ique", "iques",
	"iste", "istes", "aire", "aires", "ais", "aise", "aises", "ois", "oise", "oises", "if", "ive", "ifs", "ives",
	"ain", "aine", "ains", "aines", "éen", "éenne", "ieur", "ieure", "ant", "ante", "ants", "antes",
}

// frenchNotAdjectives end like adjectives but are none.
var frenchNotAdjectives = map[string]bool{
	"mais": true, "jamais": true, "trois": true, "quel": true, "quelle": true, "demain": true, "certain": true,
	"certaine": true, "prochain": true, "prochaine": true, "moins": true, "fois": true, "mois": true,
	"dernier": true, "lequel": true, "laquelle": true, "auquel": true, "tel": true, "telle": true,
	"avant": true, "devant": true, "pendant": true, "durant": true, "maintenant": true, "cependant": true,
}

func frenchAdjective(w string) bool {
	if len(w) < 5 || frenchNotAdjectives[w] || !unicode.IsLower([]rune(w)[0]) {
		return false
	}
	for _, end := range frenchAdjectiveEnds {
		if strings.HasSuffix(w, end) {
			return true
		}
	}
	return false
}

// extendFrenchNames carries a run opened by one of frenchHeads over the
// lower-case adjectives after it, over a "de" and one lower-case noun
// that end a phrase ("Fédération française de tennis,"), and over a "de",
// "du", "des" or "de la" into the name that follows ("Centre culturel
// islamique de Québec"). In a caption in another language only the
// heads English does not write open such a name.
func extendFrenchNames(toks []token, runs []run, french bool) []run {
	out := runs[:0]
	for i := 0; i < len(runs); i++ {
		r := runs[i]
		frenchOnly, head := frenchHeads[toks[r.b-1].Text]
		if !head || !french && !frenchOnly || r.b-r.a > 1 && r.b < len(toks) && toks[r.b].Kind != tokWord {
			out = append(out, r)
			continue
		}
		k := frenchAdjectivesEnd(toks, r.b)
		if k == r.b {
			out = append(out, r)
			continue
		}
		r.b = k
		j := k
		for j < len(toks) && j < k+2 && (toks[j].Text == "de" || toks[j].Text == "du" || toks[j].Text == "des" || toks[j].Text == "la") {
			j++
		}
		switch {
		case j > k && i+1 < len(runs) && runs[i+1].a == j:
			r.b = runs[i+1].b
			i++
		case j == k+1 && toks[k].Text == "de" && j < len(toks) && toks[j].Kind == tokWord && !isCapitalized(toks[j].Text) && !frenchBreakWords[toks[j].Text]:
			if e := frenchAdjectivesEnd(toks, j+1); e == len(toks) || toks[e].Kind != tokWord {
				r.b = e
			}
		}
		out = append(out, r)
	}
	return out
}

// frenchAdjectivesEnd returns the end of the French adjectives from k on.
func frenchAdjectivesEnd(toks []token, k int) int {
	for k < len(toks) && toks[k].Kind == tokWord && frenchAdjective(toks[k].Text) {
		k++
	}
	return k
}

// splitFrenchRuns drops a noun before a French name when a known given
// name follows it: "le Belge François Englert", "le Portugais
// Cristiano Ronaldo" (French capitalises a nationality used as a noun),
// but not a place's head ("Place Charles de Gaulle").
func (g *gazetteer) splitFrenchRuns(toks []token, runs []run) []run {
	out := make([]run, 0, len(runs))
	for _, r := range runs {
		a := r.a
		if frenchOpeners[toks[a].Text] && a+1 < r.b {
			a++ // "Le Belge François Englert" (but a run of the opener alone, "Ce", has no noun)
		}
		w := toks[a].Text
		if k := g.facilityOfTown(toks, r); k > 0 {
			out = append(out, run{a, k}, run{k + 1, r.b})
			continue
		}
		if r.b-a >= 3 && toks[a].Kind == tokWord && !g.givenFirst(w) && g.givenFirst(toks[a+1].Text) && !isFrenchHead(w) &&
			!placeWords[strings.ToLower(w)] && !leadingPlaceWords[strings.ToLower(w)] && g.lookupTokens(texts(toks, a, a+2)) == nil && g.lookupTokens(texts(toks, a, r.b)) == nil {
			out = append(out, run{a + 1, r.b}) // (the noun names nobody)
			continue
		}
		out = append(out, r)
	}
	return out
}

// frenchFacilityNouns, in lower case before a name, make it a building's
// or a site's: "au stade Lumumba", "le pont Tshopo", "la cathédrale
// Notre-Dame du Rosaire".
var frenchFacilityNouns = map[string]bool{
	"stade": true, "pont": true, "cathédrale": true, "hôpital": true, "marché": true, "aéroport": true, "port": true,
	"camp": true, "lycée": true, "collège": true, "palais": true, "boulevard": true, "avenue": true, "place": true,
}

// facilityOfTown returns where "de" splits a run after a French facility
// noun into the site and the known town that holds it: "au stade
// Lumumba de Kisangani". 0 when it does not.
func (g *gazetteer) facilityOfTown(toks []token, r run) int {
	if r.a == 0 || !frenchFacilityNouns[toks[r.a-1].Text] {
		return 0
	}
	for k := r.a + 1; k+1 < r.b; k++ {
		if toks[k].Text != "de" {
			continue
		}
		if g.knownPlace(texts(toks, k+1, r.b)) {
			return k
		}
	}
	return 0
}

// isFrenchHead reports whether w is one of frenchHeads, whichever its mark.
func isFrenchHead(w string) bool {
	_, ok := frenchHeads[w]
	return ok
}

// Indonesian and Malay write common nouns in lower case, as English does,
// but Antara's and Kompas's captions open most sentences with the people
// or things shown ("Warga melintasi", "Petugas Basarnas mengevakuasi"),
// write the weekday before the date ("Minggu (12/3/2023)") and name an
// area after its kind ("Kecamatan Baleendah", "Kota Palu").

// indonesianFunctionWords are the relative pronoun, conjunctions and
// prepositions Indonesian and Malay write most.
var indonesianFunctionWords = map[string]bool{
	"yang": true, "dan": true, "di": true, "ke": true, "dari": true, "untuk": true, "pada": true, "dengan": true,
	"saat": true, "akan": true, "ini": true, "itu": true, "oleh": true, "setelah": true, "dalam": true,
	"tersebut": true, "telah": true, "usai": true, "sebagai": true, "karena": true, "bagi": true, "juga": true,
	"tidak": true, "sudah": true, "masih": true, "sejumlah": true, "seorang": true, "serta": true, "hingga": true,
	"sejak": true, "agar": true, "atau": true, "bahwa": true, "kepada": true, "terhadap": true, "sekitar": true,
}

// indonesianWeekdays are the days of the week in Indonesian and Malay.
var indonesianWeekdays = map[string]bool{
	"Senin": true, "Selasa": true, "Rabu": true, "Kamis": true, "Jumat": true, "Sabtu": true, "Minggu": true,
	"Isnin": true, "Khamis": true, "Jumaat": true, "Ahad": true,
}

// indonesianPlacePreps before a name mark a place: "di Palu", "ke
// Jakarta", "dari Surabaya".
var indonesianPlacePreps = map[string]bool{"di": true, "ke": true, "dari": true}

// indonesianBreakWords join names and sit inside none: "Gunung Semeru di
// Desa Sumberwuluh", "Jembatan Ponulele atau Jembatan Kuning", "Kapolri
// Tito Karnavian dan Panglima TNI".
var indonesianBreakWords = map[string]bool{
	"di": true, "ke": true, "dari": true, "dan": true, "yang": true, "atau": true, "untuk": true,
	"dengan": true, "pada": true, "bersama": true, "serta": true, "saat": true, "oleh": true,
}

// indonesianPlaceNouns, in either case, name a kind of place before its
// name: "jembatan Gladak Perak", "desa Petobo", "Kota Palu".
var indonesianPlaceNouns = map[string]bool{
	"kecamatan": true, "kabupaten": true, "kota": true, "provinsi": true, "desa": true, "kelurahan": true,
	"dusun": true, "kampung": true, "jembatan": true, "jalan": true, "pulau": true, "pantai": true,
	"sungai": true, "danau": true, "gunung": true, "pelabuhan": true, "bandara": true, "pasar": true,
	"kawasan": true, "perairan": true, "wilayah": true, "daerah": true,
}

// indonesianAreaNouns name an area's kind before its name, which is the
// name without them: "Kecamatan Baleendah", "Kabupaten Bandung", "Kota
// Palu", "Desa Petobo". The English generic each stands for becomes the
// area's generic word, by which the nesting knows the kind written between
// two areas ("Desa Sumberejo, Kecamatan Pronojiwo") for the second's.
var indonesianAreaNouns = map[string]string{
	"Kecamatan": "district", "Kabupaten": "regency", "Kota": "city", "Provinsi": "province", "Desa": "village",
	"Kelurahan": "village", "Dusun": "hamlet", "Kampung": "village", "Negeri": "state", "Daerah": "region",
}

// indonesianOpeners are the nouns an Indonesian or Malay caption's
// sentences open with, capitalised only there: the people or things the
// picture shows, or a quantity before them.
var indonesianOpeners = map[string]bool{
	"Warga": true, "Petugas": true, "Relawan": true, "Personel": true, "Prajurit": true, "Polisi": true,
	"Anggota": true, "Sejumlah": true, "Seorang": true, "Para": true, "Pengunjung": true, "Wisatawan": true,
	"Nelayan": true, "Petani": true, "Pekerja": true, "Pedagang": true, "Siswa": true, "Mahasiswa": true,
	"Umat": true, "Jemaah": true, "Pengungsi": true, "Tim": true, "Aparat": true, "Buruh": true, "Massa": true,
	"Suasana": true, "Kendaraan": true, "Sebuah": true, "Tentara": true, "Penumpang": true, "Pemudik": true,
	"Pendukung": true, "Peserta": true, "Penari": true, "Pemain": true, "Keluarga": true, "Jenazah": true,
	"Korban": true, "Anak": true, "Foto": true, "Kondisi": true, "Banjir": true, "Asap": true, "Api": true,
	"Rumah": true, "Bangunan": true, "Kapal": true, "Pesawat": true, "Pasukan": true, "Ribuan": true,
	"Ratusan": true, "Puluhan": true, "Beberapa": true, "Salah": true, "Pengendara": true, "Penduduk": true,
	"Seniman": true, "Pelajar": true, "Murid": true, "Guru": true, "Dokter": true, "Perawat": true,
	"Tenaga": true, "Pemilih": true, "Demonstran": true, "Pengunjuk": true, "Satgas": true,
}

// splitIndonesianRuns cuts a sentence's opening noun off the name after
// it ("Petugas Basarnas"), drops it when it stands alone ("Warga"), and
// cuts an area's kind off its name ("Kecamatan Baleendah"). A name the
// gazetteer knows whole keeps its words ("Kota Kinabalu").
func (g *gazetteer) splitIndonesianRuns(toks []token, runs []run, sentStart []bool) []run {
	out := runs[:0]
	for _, r := range runs {
		first := toks[r.a].Text
		switch {
		case g.lookupTokens(texts(toks, r.a, r.b)) != nil:
		case indonesianOpeners[first] && sentStart[r.a]:
			r.a++
		case indonesianAreaNouns[first] != "" && r.b-r.a >= 2:
			r.a++
		}
		if r.a < r.b {
			out = append(out, r)
		}
	}
	return out
}
