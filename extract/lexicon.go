package extract

import (
	"regexp"
	"strings"
)

// The word lists the rules read. Gazetteers of names live in data/;
// these are the ordinary words around names that say what a name is.

var monthWords = map[string]bool{
	"January": true, "February": true, "March": true, "April": true, "May": true, "June": true,
	"July": true, "August": true, "September": true, "October": true, "November": true,
	"December": true, "Jan": true, "Feb": true, "Mar": true, "Apr": true, "Jun": true, "Jul": true,
	"Aug": true, "Sep": true, "Sept": true, "Oct": true, "Nov": true, "Dec": true, "Monday": true,
	"Tuesday": true, "Wednesday": true, "Thursday": true, "Friday": true, "Saturday": true,
	"Sunday": true,
}

// weekdays date a picture to a day of its week: "on Wednesday".
var weekdays = map[string]bool{
	"Monday": true, "Tuesday": true, "Wednesday": true, "Thursday": true, "Friday": true, "Saturday": true, "Sunday": true,
}

// abbrevs keep their dot inside a name run and do not end a sentence.
var abbrevs = map[string]bool{
	"Gen": true, "Dr": true, "Lt": true, "Col": true, "Sgt": true, "St": true, "Sts": true, "Mr": true,
	"Mrs": true, "Ms": true, "Capt": true, "Maj": true, "Brig": true, "Cpl": true, "Pvt": true,
	"Rep": true, "Sen": true, "Gov": true, "Reps": true, "Sens": true, "Spc": true, "Pfc": true,
	"Tech": true, "Ens": true, "Adm": true, "Cmdr": true, "Rev": true, "Prof": true, "Jr": true,
	"Sr": true, "Mt": true, "Jan": true, "Feb": true, "Mar": true, "Apr": true, "Jun": true,
	"Jul": true, "Aug": true, "Sep": true, "Sept": true, "Oct": true, "Nov": true, "Dec": true,
	"No": true, "Ph": true, "Fot": true, // "Radio Okapi/Ph. Name", Polish "Fot. Name": a photographer's label
	"Ste": true, "Ft": true, // "Sault Ste. Marie", "Ft. Lauderdale"
}

// vietnameseAreaNouns, in lower case before a name, give the kind of area
// or site it names: "xã Phong Xuân, huyện Phong Điền, tỉnh Thừa Thiên
// Huế", "thị xã Kỳ Anh", "thành phố Đà Nẵng", "TP Cần Thơ" (thành phố,
// shortened), "sông Hoài" (river), "chùa Sà Lôn" (pagoda). They are
// Vietnamese words only.
var vietnameseAreaNouns = map[string]bool{
	"xã": true, "huyện": true, "tỉnh": true, "phường": true, "quận": true, "thôn": true, "làng": true, "ấp": true,
	"phố": true, "trấn": true, "TP": true,
	"đường": true, "sông": true, "chùa": true, "cầu": true, "đền": true, "hồ": true, "núi": true, "chợ": true,
	"vịnh": true, "đảo": true, "cảng": true,
}

// areaNounsBefore, in lower case before a name, say in other languages that a
// town or an area follows: Romanian "județul Covasna", "orașul", Afaan
// Oromo "magaalaa Adaamaatti", "aanaa", Albanian "fshati", Macedonian and
// Russian "село", Bosnian, Croatian and Serbian "selu" and "rijeku" in
// their cases, Haitian Creole "komin".
var areaNounsBefore = map[string]bool{
	"județul": true, "judetul": true, "orașul": true, "orasul": true, "municipiul": true, "comuna": true, "satul": true, "stațiunea": true,
	"râul": true, "râului": true, "raul": true, "raului": true, "fluviul": true, "fluviului": true, "raionul": true, "raionului": true, // Romanian rivers and Moldovan districts
	"magaalaa": true, "aanaa": true, "godina": true, "godinni": true, "naannoo": true, "ganda": true,
	"fshati": true, "qyteti": true,
	"село": true, "селото": true, "град": true, "градот": true, "општина": true, "посёлок": true, "поселок": true, "деревня": true, "город": true,
	"komin": true, "vil": true, "lavil": true,
	"selu": true, "sela": true, "naselju": true, "naselja": true, "gradu": true, "grada": true, "općini": true, "opštini": true, "rijeku": true, "rijeci": true, "rijeke": true, "rijeka": true, "reku": true, "reke": true, // Bosnian, Croatian, Serbian ("u selu Velika Obarska")
	"селу": true, "насељу": true, "граду": true, "општини": true, "ријеку": true, "ријеке": true, "реку": true, "реке": true,
	"деҳаи": true, "шаҳри": true, "ноҳияи": true, "вилояти": true, "ҷамоати": true, "шаҳраки": true, // Tajik ("дар шаҳри Кӯлоб")
	"wilayani": true, "mkoani": true, "jijini": true, "mjini": true, "kijijini": true, "kisiwani": true, // Swahili ("wilayani Sengerema", in Sengerema district)
	"garin": true, "birnin": true, "jihar": true, "unguwar": true, "kauyen": true, "mazaɓar": true, "mazabar": true, // Hausa ("a garin Magaria", in the town of Magaria; "mazaɓar Ajiya", Ajiya ward)
}

// romanceAreaNouns, in lower case before "de" and a name, say in
// Portuguese, Spanish, French and Italian that a town or an area follows:
// "no bairro da Kissala", "la ciudad de Pucallpa", "la ville de Rimouski".
var romanceAreaNouns = map[string]bool{
	"bairro": true, "cidade": true, "província": true, "município": true, "aldeia": true, "vila": true, "localidade": true, "comuna": true,
	"barrio": true, "ciudad": true, "provincia": true, "municipio": true, "pueblo": true, "aldea": true, "distrito": true, "departamento": true, "región": true, "região": true,
	"calles": true, "afueras": true, "alrededores": true, "ruas": true, "arredores": true, // "las calles de Alto Hospicio", the streets of
	"ville": true, "commune": true, "quartier": true, "village": true, "région": true, "département": true,
	"città": true, "comune": true, "frazione": true, "quartiere": true, "regione": true,
}

// romanceOf are "of" and its forms with an article in those languages.
var romanceOf = map[string]bool{"de": true, "da": true, "do": true, "del": true, "du": true, "des": true, "di": true, "della": true, "dello": true}

// lowerArticles are the articles of Spanish, French and Italian in lower
// case, which open no name after a dropped sentence opener ("Según la
// EPV").
var lowerArticles = map[string]bool{"la": true, "el": true, "los": true, "las": true, "le": true, "les": true, "il": true, "lo": true, "gli": true}

// vietnameseLetters are letters only Vietnamese writes.
const vietnameseLetters = "ơưăđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹƠƯĂĐẠẢẤẦẨẪẬẮẰẲẴẶẸẺẼẾỀỂỄỆỈỊỌỎỐỒỔỖỘỚỜỞỠỢỤỦỨỪỬỮỰỲỴỶỸ"

// indigenousPeoples name the First Nations and Native American nations
// whose communities captions name as "X Cree Nation", "X Dene Nation".
var indigenousPeoples = map[string]bool{
	"Cree": true, "Dene": true, "Ojibwe": true, "Ojibway": true, "Oji-Cree": true, "Dakota": true, "Lakota": true,
	"Navajo": true, "Mohawk": true, "Anishinaabe": true, "Saulteaux": true, "Nakota": true, "Blackfoot": true,
}

// seatTitles are offices held over a town or a province, named after
// "of" (or a Romance "de", "du"): the words after them name the seat.
var seatTitles = map[string]bool{
	"mayor": true, "governor": true, "maire": true, "gouverneur": true, "alcalde": true, "alcaldesa": true,
	"intendente": true, "gobernador": true, "gobernadora": true, "prefeito": true, "prefeita": true,
	"governador": true, "governadora": true, "sindaco": true, "préfet": true,
}

// reEFECode is the code EFE opens a caption with: its desk's three
// letters and the picture's number.
var reEFECode = regexp.MustCompile(`^[A-Z]{3}\d{2,3}$`)

// connectors may join capitalised words inside an organisation's name.
var connectors = map[string]bool{"of": true, "for": true}

// placeOf: "the town of X", "the outskirts of X" type X as a place.
var placeOf = map[string]bool{
	"town": true, "city": true, "village": true, "neighbourhood": true, "neighborhood": true,
	"district": true, "province": true, "governorate": true, "region": true, "area": true,
	"suburb": true, "suburbs": true, "outskirts": true, "capital": true, "campus": true,
	"grounds": true, "countryside": true, "heart": true, "centre": true, "center": true,
	"edges": true, "streets": true, "port": true, "islands": true, "island": true, "state": true,
	"county": true, "municipality": true, "camp": true, "enclave": true, "north": true,
	"south": true, "east": true, "west": true, "northeast": true, "northwest": true,
	"southeast": true, "southwest": true, "part": true, "parts": true, "quarter": true,
	"border": true, "site": true, "ruins": true, "settlement": true, "archipelago": true, "hamlet": true,
	"township": true, "community": true, "commune": true, "municipalities": true,
}

// areaAdjectives say which part of a place is meant: "in central Kyiv".
var areaAdjectives = map[string]bool{
	"central": true, "northern": true, "southern": true, "eastern": true, "western": true,
	"northeastern": true, "northwestern": true, "southeastern": true, "southwestern": true,
	"north-eastern": true, "north-western": true, "south-eastern": true, "south-western": true,
	"downtown": true, "rural": true, "coastal": true, "suburban": true, "greater": true,
}

// placePreps usually precede a place.
var placePreps = map[string]bool{
	"in": true, "at": true, "near": true, "outside": true, "across": true, "around": true,
	"towards": true, "toward": true, "into": true, "inside": true, "from": true, "to": true,
	"through": true,
}

// foreignPlacePreps are other languages' "in", which, unlike Spanish's
// "en" (also Dutch's "and"), come before no person.
var foreignPlacePreps = map[string]bool{"în": true, "dans": true, "em": true, "nel": true, "nella": true, "im": true}

// roleWords before a name make it a person: "the spokesman Ali Ahmad".
var roleWords = map[string]bool{
	"leader": true, "commander": true, "spokesman": true, "spokeswoman": true, "minister": true,
	"president": true, "photographer": true, "chief": true, "mother": true, "father": true,
	"son": true, "daughter": true, "wife": true, "husband": true, "brother": true, "sister": true,
	"named": true, "activist": true, "journalist": true, "candidate": true, "envoy": true,
	"general": true, "resident": true, "mayor": true, "governor": true, "officer": true,
	"volunteer": true, "doctor": true, "nurse": true, "player": true, "artist": true,
	"singer": true, "girl": true, "boy": true, "man": true, "woman": true, "refugee": true,
	"fighter": true, "soldier": true, "surgeon": true, "couple": true, "grandmother": true,
	"grandfather": true, "uncle": true, "aunt": true, "cousin": true, "rapper": true,
	"sheikh": true, "cleric": true, "priest": true, "teacher": true, "student": true,
	"lawmaker": true, "international": true, "striker": true, "midfielder": true,
	"goalkeeper": true, "coach": true, "medic": true, "paramedic": true, "serviceman": true,
	"servicewoman": true, "sniper": true, "farmer": true, "worker": true, "defender": true, "forward": true,
	"chairman": true, "chairwoman": true, "ceo": true, "founder": true,
}

// placeWords at the end of a name make it a place: "Carlton Hotel".
var placeWords = map[string]bool{
	"place": true, "dome": true, "sound": true, "peak": true, "capitol": true, // "Rogers Place", "Gocheok Sky Dome", "McMurdo Sound"
	"hotel": true, "motel": true, "plaza": true, "ruins": true, "garden": true, "gardens": true, "outpost": true, "resort": true, "complex": true, "airport": true, "mansion": true, "strasse": true, "straße": true, "platz": true,
	"havalimanı": true, "mahallesi": true, "meydanı": true, "limanı": true, "köprüsü": true, "camii": true, "köyü": true, // Turkish: airport, quarter, square, port, bridge, mosque, village
	"allee": true, "darya": true, "ssr": true, "caddesi": true, "prospekt": true, "ploshchad": true, "ulitsa": true, "naberezhnaya": true, "shosse": true, "coliseum": true,
	"coliseo": true, "route": true, "amphitheatre": true, "ryokan": true, "amphitheater": true, "esplanade": true, "mosque": true, "hospital": true, "square": true, "roundabout": true, "basin": true, "campus": true,
	"shelf": true, "cliffs": true, "fortress": true, "wat": true, "distrikt": true, "provins": true, "krai": true, "kray": true, "oblast": true, "okrug": true, "raion": true, "rayon": true, "voivodeship": true,
	"street": true, "st": true, "rd": true, "bridge": true, "camp": true, "base": true, "stadium": true, "palace": true,
	"mountains": true, "mountain": true, "river": true, "zoo": true, "aquarium": true, "valley": true, "sea": true, "island": true,
	"islands": true, "province": true, "region": true, "county": true, "district": true, "canton": true,
	"lake": true, "desert": true, "park": true, "gate": true, "market": true, "school": true,
	"prison": true, "tower": true, "dam": true, "road": true, "avenue": true, "highway": true,
	"plain": true, "plains": true, "heights": true, "strait": true, "gulf": true, "bay": true,
	"coast": true, "peninsula": true, "cathedral": true, "mosques": true, "citadel": true,
	"castle": true, "temple": true, "synagogue": true, "crossing": true, "city": true, "governorate": true,
	"interchange": true, "prairie": true, "fountain": true, "bar": true, "pub": true, "tavern": true,
	"saloon": true, "nightclub": true, "clinic": true, "alcázar": true, "alcazar": true, "alcazaba": true, "hermitage": true,
	"port": true, "harbour": true, "harbor": true, "field": true, "oilfield": true, "village": true,
	"town": true, "gap": true, "slum": true, "penitentiary": true, "hall": true, "zone": true,
	"abbey": true, "embassy": true, "plant": true, "reactor": true, "canal": true, "quarter": true,
	"mausoleum": true, "tomb": true, "house": true, "chowk": true, "falls": true, "springs": true,
	"shipyard": true, "masjid": true, "ward": true, "prefecture": true, "highlands": true, "lowlands": true, "uplands": true, "respublikası": true, // Azerbaijani "Naxçıvan Muxtar Respublikası"
	"library": true, "museum": true, "university": true, "college": true, "academy": true,
	"building": true, "courts": true, "courthouse": true, "cemetery": true, "graveyard": true,
	"station": true, "terminal": true, "arena": true, "theatre": true, "theater": true,
	"monument": true, "memorial": true, "residence": true, "compound": true, "motorway": true,
	"expressway": true, "freeway": true, "parkway": true, "turnpike": true, "bayou": true, "boulevard": true, "beach": true, "forest": true,
	"volcano": true, "glacier": true, "icefall": true, "gorge": true, "canyon": true, "shrine": true,
	"reservoir": true, "refinery": true, "airfield": true,
	"checkpoint": true, "pier": true, "mall": true, "bazaar": true, "bazar": true, "souk": true, "souq": true, "way": true, "lane": true, "alley": true,
	"buildings": true, "steps": true, "circuit": true, "raceway": true, "speedway": true,
	"velodrome": true, "hill": true, "hills": true, "shoal": true, "reef": true, "atoll": true,
	"islet": true, "lagoon": true, "corridor": true, "ground": true, "wall": true,
	"chapel": true, "monastery": true, "basilica": true, "pagoda": true, "arch": true,
	"convent": true, "minster": true, "colliery": true, "parish": true, "gallery": true, "causeway": true, "wharf": true, "fjord": true,
	"icefjord": true, "vault": true, "rathaus": true, "infirmary": true, "hauptbahnhof": true,
	"bahnhof": true, "cosmodrome": true, "spaceport": true, "pass": true, "tunnel": true, "flats": true, "jungle": true, "panhandle": true, "depository": true, "drive": true, "reservation": true, "barracks": true, "territory": true, "jail": true, "elementary": true,
	"oval": true, "terrace": true, "seaport": true, "locks": true, "creek": true, "cove": true, "inlet": true, "estate": true,
	"nagar": true, "marg": true, "bhavan": true, "bhawan": true, "bhaban": true, "barrage": true, "waterfall": true, "ghat": true, "ghats": true,
	"precinct": true, "racecourse": true, "junction": true, "fairgrounds": true, "fairground": true, "sangam": true, "dzong": true,
	"mandapam": true, "mine": true, "course": true, "trail": true, "delta": true, "towers": true, "farm": true,
	"fort": true, "beel": true, "setu": true, // "Kangla Fort", Assam's "Deepor Beel" (a wetland), "Bhupen Hazarika Setu" (a bridge)
}

// leadingPlaceWords open a place name: "Camp Lejeune", "Mount Sinjar".
var leadingPlaceWords = map[string]bool{
	"autodromo": true, "autódromo": true, "interstate": true, "camp": true, "mount": true, "mt": true, "lake": true, "fort": true, "cape": true, "wadi": true, "lz": true, "fob": true,
	"museu": true, "museo": true, "musee": true, "musée": true,
	"námestie": true, "námestí": true, "náměstí": true, "ulice": true, // "Námestie SNP"
	"kibbutz": true, "moshav": true, "contrada": true, "cayo": true, "checkpoint": true, "rathaus": true, "loch": true,
	"jebel": true, "jabal": true, "tal": true, "tell": true, "kafr": true, "ras": true, "ain": true,
	"port": true, "isla": true, "rio": true, "san": true, "santa": true, "saint": true, "villa": true, "nueva": true, "nuevo": true,
	"gulf": true, "strait": true, "bay": true, "isle": true, "university": true, "church": true,
	"cathedral": true, "mosque": true, "monastery": true, "basilica": true, "chapel": true, "sanctuary": true,
	"synagogue": true, "temple": true, "shrine": true, "metro": true, "stade": true, "stadio": true,
	"stadion": true, "stadium": true, "casa": true, "vila": true, "masjid": true, "dera": true,
	"fontana": true, "complexo": true, "favela": true, "morro": true, "promenade": true,
	"jalan": true, "kampung": true, "kampong": true, "dataran": true, "taman": true, "pulau": true, "gunung": true,
	"jembatan": true, "gereja": true, "bandara": true, "pelabuhan": true, "pantai": true, "danau": true, "pasar": true,
	"candi": true, "istana": true, "lapangan": true, "stasiun": true, "markas": true, "mapolda": true, "mapolres": true,
	"base": true, "sítio": true, "aldeia": true, "bairro": true, "fazenda": true, // Portuguese: an air base, a historic site, a village, a quarter, a farm
	"cetatea": true, "lacul": true, "hotelul": true, "muzeul": true,
	"catedrala": true, "mănăstirea": true, "biserica": true, "podul": true, "stadionul": true, // Romanian: a citadel, lake, hotel, museum, cathedral, monastery, church, bridge, stadium
	"aanaa": true, "godina": true, "godinni": true, "magaalaa": true, // Afaan Oromo: a district, a zone, a town ("Aanaa Goommaa")
	"ìpínlẹ̀": true, "ipinle": true, // Yoruba: a state ("Ìpínlẹ̀ Ògùn")
	"mapolresta": true, "mapolrestabes": true, "mapolsek": true, // Indonesian: a bridge, church, airport, port, beach, lake, market, temple, palace, field, station, headquarters
	"kuala": true, "sungai": true, "bukit": true, "tanjung": true, "teluk": true, "seberang": true, // "Kuala Krai", "Seberang Perai"
	"museum": true, "gallery": true, "plaza": true, "praça": true, "praca": true, "estadio": true,
	"estádio": true, "avenida": true, "calle": true, "rua": true, "playa": true, "parque": true,
	"place": true, "rue": true, "piazza": true, "palacio": true, "palais": true, "palazzo": true,
	"mont": true, "monte": true, "val": true, "punta": true, "pic": true, "piz": true, "puerto": true, "cerro": true, "colonia": true, "barrio": true, "hotel": true, "hospital": true,
	"estación": true, "aeropuerto": true, "plac": true, "ulica": true, "pont": true, "porte": true,
	"quai": true, "jardin": true, "pointe": true, "anse": true, "baie": true, "county": true, "circuit": true, "outpost": true, "centro": true,
	"dune": true, "gare": true, "lac": true, "bois": true, "forêt": true, "foret": true, "river": true, "zoo": true,
	"passo": true, "paso": true, "alpe": true, "lago": true, "laguna": true, "glaciar": true, "cima": true, "forcella": true,
	"rifugio": true, "colle": true, "caleta": true, "bahía": true, "bahia": true, "volcán": true, "estancia": true,
	"barangay": true, "platja": true, "paseo": true, "aleje": true, "ponte": true, "cuartel": true, "hacienda": true,
	"ciudad": true, "qasr": true, "castillo": true, "castello": true, "iglesia": true, "catedral": true, "igreja": true,
	"torre": true, "ospedale": true, "stazione": true, "arena": true, "fiera": true, "messe": true, "parc": true,
	"via": true, "île": true, "ile": true, "ilha": true, "isola": true, "hôtel": true, "teatro": true, "teatr": true,
	"théâtre": true, "chateau": true, "château": true, "domaine": true, "wat": true, "tham": true, "doi": true, "khao": true, "sanam": true,
	"piața": true, "piata": true, "parcul": true, "strada": true, "bulevardul": true, "calea": true, "palatul": true, // Romanian
	"palácio": true, "aeroporto": true, "praia": true, "largo": true, "lagoa": true, "serra": true, "mercado": true, "ría": true, // Portuguese and Galician
	"mto": true, "ziwa": true, "ikulu": true, // Swahili: "Mto Nyando", "Ziwa Victoria", "Ikulu Ndogo ya Kisumu" (river, lake, state house)
	"inis": true, "oileán": true, "baile": true, "cill": true, "dún": true, "gleann": true, "cnoc": true, "béal": true, "carraig": true,
	"sliabh": true, "trá": true, "páirc": true, "áras": true, // Irish: island, town, church, fort, glen, hill, river mouth, rock, mountain, strand, park, building
}

// buildingParts "of the" a seat of government make it the building: "the
// steps of the Capitol", "the South Lawn of the White House".
var buildingParts = map[string]bool{
	"lawn": true, "steps": true, "grounds": true, "gate": true, "gates": true, "balcony": true,
	"roof": true, "entrance": true, "courtyard": true, "garden": true, "gardens": true,
	"walls": true, "front": true, "sight": true, "halls": true, "corridors": true,
	"room": true, "office": true, "wing": true, "portico": true, "colonnade": true, "defenders": true,
}

// seatApproaches before "the" and a seat of government make it the
// building: "march past the White House", "protesters seized the White
// House".
var seatApproaches = map[string]bool{
	"over": true, "past": true, "for": true, "seized": true, "stormed": true, "storm": true, "shelled": true,
	"surrounded": true, "besieged": true, "entered": true, "enter": true, "leave": true, "leaves": true, "left": true,
}

// venueEnds close the names of buildings that also name the bodies running
// them; sitePreps before one say the building is meant.
// germanStreet: one word made of a name and a street's word, "Stalinallee",
// "Kurfürstendamm", "Friedrichstraße", "Alexanderplatz".
func germanStreet(w string) bool {
	for _, end := range []string{"straße", "strasse", "allee", "platz", "damm", "gasse", "ufer", "chaussee"} {
		if len(w) > len(end)+2 && strings.HasSuffix(w, end) {
			return true
		}
	}
	return false
}

// streetQuadrants follow a street's word in the quarter of a grid city it
// runs through: "Fifth Avenue North", "Pennsylvania Avenue NW".
var streetQuadrants = map[string]bool{
	"north": true, "south": true, "east": true, "west": true, "nw": true, "ne": true, "sw": true, "se": true,
}

var venueEnds = map[string]bool{"centre": true, "center": true, "forum": true, "club": true, "arena": true, "observatory": true,
	"winery": true, "vineyard": true, "vineyards": true, "cellars": true}

var sitePreps = map[string]bool{"at": true, "inside": true, "outside": true}

// placeCentres before "Centre" make a building, not a body.
var placeCentres = map[string]bool{
	"convention": true, "conference": true, "exhibition": true, "trade": true, "shopping": true, "correctional": true,
	"government": true, "medical": true, "detention": true, "community": true, "cultural": true,
	"civic": true, "sports": true, "aquatics": true, "evacuation": true, "distribution": true,
	"registration": true, "reception": true, "transit": true, "processing": true, "holding": true,
	"business": true, "financial": true, "youth": true, "congress": true, "memorial": true,
	"space": true, "launch": true, "satellite": true,
	"visitor": true, "visitors": true, "heritage": true, "islamic": true, "confinement": true,
}

// compassPrefixes open a region's name before a known place.
var compassPrefixes = map[string]bool{
	"North": true, "South": true, "East": true, "West": true, "Upper": true, "Lower": true, "Middle": true,
	"Northern": true, "Southern": true, "Eastern": true, "Western": true, "Central": true, "Greater": true,
	"Northeast": true, "Northwest": true, "Southeast": true, "Southwest": true, "Southcentral": true,
}

// ofHeads are place words that take their name after "of".
var ofHeads = map[string]bool{
	"university": true, "college": true, "academy": true, "faculty": true, "school": true, "cape": true, "gulf": true,
	"strait": true, "straits": true, "bay": true, "sea": true, "church": true, "cathedral": true, "mosque": true, "dome": true,
	"temple": true, "tomb": true, "shrine": true, "palace": true, "museum": true, "house": true,
	"horn": true, "port": true, "lady": true, "hall": true, "wall": true, "gate": true,
	"bridge": true, "tower": true, "garden": true, "gardens": true, "sanctuary": true, "basilica": true,
	"plaza": true, "esplanade": true, "cave": true, "arch": true, "mall": true,
	"monastery": true, "chapel": true, "hermitage": true, "monument": true, "circuit": true, "republic": true, "territory": true,
}

// loneOfHeads head a name across "of" when they open it alone ("Mount of
// Olives", "Valley of the Kings", "Isle of Man"), not after a name ("the
// Swat Valley of Pakistan", "the Canary Island of La Palma").
var loneOfHeads = map[string]bool{"mount": true, "lake": true, "hill": true, "valley": true, "isle": true, "island": true, "islands": true, "field": true}

// abstractNouns name no place or person alone; after "of" or "for" they
// end the name of a monument, a body or an event ("the Statue of Liberty",
// "the Great March of Return").
var abstractNouns = map[string]bool{
	"humanity": true, "liberty": true, "culture": true, "democracy": true, "life": true, "dignity": true,
	"independence": true, "peace": true, "hope": true, "discontent": true, "action": true, "death": true,
	"science": true, "sciences": true, "philosophy": true, "friendship": true, "creation": true,
	"anger": true, "liberation": true, "freedom": true, "justice": true, "unity": true, "solidarity": true,
	"memory": true, "glory": true, "remembrance": true, "reconciliation": true, "tolerance": true,
	"truth": true, "victory": true, "courage": true, "silence": true, "resistance": true, "progress": true,
	"change": true, "love": true, "faith": true, "mercy": true, "charity": true, "honour": true,
	"honor": true, "return": true, "salvation": true, "fraternity": true, "equality": true,
	"prosperity": true, "development": true, "knowledge": true, "light": true, "sorrow": true,
}

// eraMarkers count years from an era: "300 BC", "the seventh century AD".
var eraMarkers = map[string]bool{"AD": true, "BC": true, "BCE": true, "CE": true}

// centuryWords come before an era's marker: "the seventh century AD".
var centuryWords = map[string]bool{"century": true, "centuries": true, "millennium": true}

// battleWords open the name of a fight at a place: "the Battle of Okinawa".
var battleWords = map[string]bool{"Battle": true, "Siege": true}

// genericBodyTails end a sports body's generic name, which a country's
// adjective makes that country's own: "the Lebanese Premier League".
var genericBodyTails = map[string]bool{"League": true, "Association": true, "Federation": true, "Committee": true}

// clubOpeners and clubClosers make a sports club's name: "Real Madrid",
// "Sporting Lisbon", "Leeds United", "Hatayspor".
var (
	clubOpeners = map[string]bool{
		"Real": true, "Atlético": true, "Atletico": true, "Sporting": true, "Deportivo": true,
		"Olympique": true, "Dynamo": true, "Dinamo": true, "Borussia": true, "Inter": true,
		"AC": true, "FC": true, "Racing": true, "Athletic": true, "Club": true, "CF": true, "HC": true, "EC": true,
		"AS": true, "SS": true, "Juventus": true, "Galatasaray": true, "Fenerbahce": true,
		"Fenerbahçe": true, "Besiktas": true, "Beşiktaş": true, "Bayer": true, "Eintracht": true,
		"Hertha": true, "Werder": true, "Schalke": true, "VfB": true, "VfL": true, "RB": true,
		"SSC": true, "SL": true, "FK": true, "NK": true, "PSV": true,
		"Hapoel": true, "Maccabi": true, "Beitar": true, "Bnei": true, "Ironi": true, "Spartak": true, "Lokomotiv": true,
		"Arminia": true, "Fortuna": true, "Hansa": true, "Holstein": true, "Alemannia": true, "Sparta": true, "Slavia": true, "Legia": true,
	}
	clubClosers = map[string]bool{
		"FC": true, "F.C.": true, "CF": true, "SC": true, "AFC": true, "United": true, "Hotspur": true,
		"Rovers": true, "Wanderers": true, "Albion": true, "Athletic": true, "Spor": true, "HC": true,
		"GC": true, "AC": true, // a golf league's team: "Crushers GC"; "Horoya AC"
	}
)

// sportsWords mark a sports caption.
var sportsWords = map[string]bool{
	"match": true, "league": true, "football": true, "soccer": true, "goal": true, "scores": true,
	"striker": true, "midfielder": true, "goalkeeper": true, "defender": true, "season": true,
	"championship": true, "derby": true, "tournament": true, "innings": true, "wicket": true,
	"fans": true, "kickoff": true, "penalty": true, "coach": true, "club": true, "title": true,
	"semi-final": true, "quarter-final": true, "final": true, "playoff": true, "inning": true,
	"race": true, "driver": true, "circuit": true, "lap": true, "outfielder": true,
	"quarterback": true, "pitcher": true, "touchdown": true, "century": true, "batsman": true,
	"bowler": true, "stadium": true, "game": true, "medal": true, "sprint": true, "podium": true,
	"player": true, "players": true, "teammate": true, "teammates": true, "team-mates": true, "trophy": true, "cup": true,
	"rugby": true, "netball": true, "cricket": true, "tennis": true, "golf": true, "golfer": true, "hurling": true, "hurler": true, "gaelic": true, "camogie": true,
	"jockey": true, "racecourse": true, "prix": true, "scoring": true, "scored": true, "referee": true,
	"squad": true, "premiership": true, "fixture": true, "athlete": true, "athletes": true, "olympic": true, "olympics": true,
	"scudetto": true, "dribbles": true, "dribble": true,
	"cycling": true, "peloton": true, "rider": true, "riders": true, "cyclist": true, "cyclists": true,
	"handball": true, "volleyball": true, "basketball": true, "hockey": true,
	// ice hockey and rugby: "Edmonton Oilers forward Connor McDavid", "a scrum"
	"goaltender": true, "goalie": true, "defenseman": true, "defenceman": true, "puck": true, "rink": true,
	"forward": true, "winger": true, "fullback": true, "scrum": true, "lineout": true, "fly-half": true, "scrum-half": true,
	// Latin American football: "the Clásico", "a barra brava", "the Copa Libertadores"
	"clásico": true, "clasico": true, "barra": true, "estadio": true, "copa": true, "ultras": true, "hooligans": true,
}

// shopNouns after "a X" make X the chain that runs the shop ("a Sears
// store"). After "the" they are left alone: "the Makro store" and "the
// Tops Friendly Markets store" split the gold between the chain and the shop.
var shopNouns = map[string]bool{
	"store": true, "stores": true, "shop": true, "outlet": true, "branch": true, "dealership": true,
	"showroom": true, "boutique": true, "pharmacy": true,
}

// saintWords open the names of places and bodies named after a saint.
var saintWords = map[string]bool{"St": true, "St.": true, "Saint": true, "Ste": true, "Ste.": true, "San": true, "Santa": true, "Santo": true, "Sao": true, "São": true, "Sainte": true, "Sankt": true}

// unitGenerics after a place's name make a unit named after it.
var unitGenerics = map[string]bool{"battalion": true, "brigade": true, "regiment": true, "militia": true}

// oldTown names describe a part of the town named after them.
var oldTown = map[string]bool{"Old City": true, "Old Town": true, "Old Quarter": true, "Medina": true}

// stormWords name the storm that follows them: "after storm Daniel", "el
// huracán Sandy", "o ciclone Kenneth", "ang bagyong Yolanda", "ny rivodoza
// Freddy".
var stormWords = withWords(nil, "storm", "hurricane", "typhoon", "cyclone", "tropical", "huracán", "huracan", "tormenta", "ciclón", "ciclon",
	"ciclone", "furacão", "tempestade", "uragano", "tempesta", "ouragan", "tempête", "bagyong", "bagyo", "rivodoza", "siklon", "badai", "sturm",
	"orkan", "zyklon", "kimbunga")

// vehicleWords after a name make it a vehicle's: "a SpaceX Falcon 9 rocket".
var vehicleWords = map[string]bool{
	"rocket": true, "spacecraft": true, "capsule": true, "aircraft": true, "jet": true, "plane": true,
	"helicopter": true, "drone": true, "missile": true, "tank": true, "warship": true, "airliner": true,
	"vehicle": true, "vehicles": true, "cocktail": true, "cocktails": true, // "a Molotov cocktail"
}

// vehicleModifiers come between a model's name and its vehicle word: "a
// Bradley fighting vehicle".
var vehicleModifiers = map[string]bool{
	"fighting": true, "armoured": true, "armored": true, "combat": true, "attack": true,
	"transport": true, "cargo": true, "utility": true,
}

// clubSuffixes end a club's name in a sports caption: "Manchester City".
var clubSuffixes = map[string]bool{
	"City": true, "United": true, "Town": true, "Rovers": true, "Athletic": true,
	"Rangers": true, "Hotspur": true, "Racing": true, "Sox": true, "FC": true,
}

// clubPeople are "of" a club or named after it: "fans of X", "the coach of
// X", "X midfielder Name".
var clubPeople = map[string]bool{
	"fans": true, "players": true, "coach": true, "striker": true, "midfielder": true, "defender": true,
	"goalkeeper": true, "captain": true, "manager": true, "forward": true, "winger": true, "keeper": true,
	"quarterback": true, "linebacker": true, "pitcher": true, "shortstop": true, "outfielder": true,
}

// sportNames and sportModifiers make up a sport's name and nothing else:
// "Tennis", "Ice Hockey", "Wheelchair Rugby" (see sportName).
var (
	sportNames = map[string]bool{
		"tennis": true, "soccer": true, "football": true, "athletics": true, "cycling": true, "golf": true,
		"rugby": true, "swimming": true, "hockey": true, "basketball": true, "boxing": true, "cricket": true,
		"volleyball": true, "handball": true, "skiing": true, "gymnastics": true, "skating": true, "jumping": true,
		"biathlon": true, "fencing": true, "judo": true, "wrestling": true, "rowing": true, "sailing": true,
		"archery": true, "shooting": true, "badminton": true, "boccia": true, "goalball": true, "taekwondo": true,
		"triathlon": true, "diving": true, "equestrian": true, "baseball": true, "softball": true, "snooker": true,
		"darts": true, "karate": true, "weightlifting": true, "powerlifting": true, "canoeing": true, "canoe": true,
		"surfing": true, "skateboarding": true, "climbing": true, "bobsleigh": true, "luge": true, "curling": true,
		"netball": true, "lacrosse": true, "squash": true, "motorsport": true, "motorsports": true,
	}
	sportModifiers = map[string]bool{
		"wheelchair": true, "para": true, "ice": true, "beach": true, "figure": true, "speed": true, "alpine": true,
		"artistic": true, "rhythmic": true, "table": true, "track": true, "field": true, "and": true, "sitting": true,
		"nordic": true, "freestyle": true, "cross-country": true, "water": true, "ski": true, "mountain": true,
		"road": true, "trampoline": true, "sprint": true, "slalom": true, "sport": true,
	}
)

// staffModifiers go before a club's staff: "head coach", "assistant manager".
var staffModifiers = map[string]bool{"head": true, "assistant": true, "interim": true, "caretaker": true, "star": true, "veteran": true}

// victoryWords go before "over" and a beaten side: "a 2-0 win over Cagliari".
var victoryWords = map[string]bool{"win": true, "victory": true, "triumph": true, "wins": true, "victories": true}

// epithets follow "the" after a name they are part of: "John the
// Baptist", "Peter the Great".
var epithets = map[string]bool{
	"Baptist": true, "Great": true, "Evangelist": true, "Apostle": true, "Divine": true, "Terrible": true,
	"Magnificent": true, "Conqueror": true, "Confessor": true, "Martyr": true, "Elder": true, "Younger": true,
}

// clubCrowds after a club's name are its people: "Liverpool fans".
var clubCrowds = map[string]bool{"fans": true, "supporters": true, "players": true, "ultras": true}

// clubStaff after a team's nickname make it the team: "Crusaders coach
// Scott Robertson", "Eagles owner Jeffrey Lurie", "Blues fan Aroha Ngata".
var clubStaff = map[string]bool{"owner": true, "fan": true, "head": true, "chairman": true, "president": true, "supporter": true}

// clubOpponents come before the club a team plays.
var clubOpponents = map[string]bool{
	"against": true, "beat": true, "beats": true, "beating": true, "defeated": true, "defeating": true,
	"versus": true, "vs": true, "host": true, "hosts": true, "hosting": true,
}

// clubThings, after a club's possessive, are what a team has or does:
// "Liverpool's fourth goal".
var clubThings = map[string]bool{
	"goal": true, "goals": true, "win": true, "victory": true, "defeat": true, "loss": true, "title": true,
	"squad": true, "players": true, "fans": true, "supporters": true, "manager": true, "coach": true,
	"captain": true, "striker": true, "midfielder": true, "defender": true, "goalkeeper": true, "equaliser": true, "equalizer": true,
}

var ordinalWords = map[string]bool{
	"first": true, "second": true, "third": true, "fourth": true, "fifth": true, "sixth": true,
	"seventh": true, "eighth": true, "ninth": true, "tenth": true, "opening": true, "late": true, "winning": true,
}

// competitionHeads open a competition's name after its sports body's
// acronym: "FIFA World Cup", "UEFA Champions League", "NBA Finals"; the
// word after, when it matters ("IBO World Heavyweight" is the body's
// title).
var competitionHeads = map[string][]string{
	"World": {"Cup", "Twenty20"}, "Champions": {"League", "Trophy"}, "Europa": {"League"}, "Conference": {"League"},
	"Nations": {"League"}, "Euro": nil, "Club": {"World"}, "Women's": nil, "Men's": nil, "Grand": {"Final"},
	"Finals": nil, "Gold": {"Cup"}, "Cricket": {"World"},
}

// shoutWords are all-caps words in a body that name nothing.
var shoutWords = map[string]bool{
	"TOPSHOT": true, "UPDATE": true, "EDITORS": true, "NOTE": true, "PHOTO": true, "FILE": true, "UNDATED": true, "CIRCA": true,
	"TV": true, "RETRANSMISSION": true, "CORRECTION": true, "ATTENTION": true, "EDITORIAL": true,
	"USE": true, "ONLY": true, "RESTRICTED": true, "MANDATORY": true, "CREDIT": true,
	"HANDOUT": true, "WARNING": true, "GRAPHIC": true, "CONTENT": true, "I": true, "OK": true,
	"TPX": true, "IMAGES": true, "OF": true, "THE": true, "DAY": true, "AM": true, "PM": true,
	"GMT": true, "UTC": true, "FILES": true, "ARCHIVE": true, "L-R": true, "R-L": true, "EXCLUSIVE": true, "WIDER": true, "IMAGE": true,
	"VIDEO": true,
}

// thingAcronyms abbreviate common nouns, not names: "DNA samples", "ID
// cards", "an ATM", "GPS trackers".
var thingAcronyms = map[string]bool{
	"DNA": true, "RNA": true, "ID": true, "ATM": true, "VIP": true, "SUV": true, "DJ": true, "DIY": true,
	"GPS": true, "HIV": true, "AIDS": true, "PCR": true, "MRI": true, "ICU": true, "GDP": true, "UAV": true,
	"IED": true, "LGBT": true, "LGBTQ": true, "LED": true, "LNG": true, "LPG": true, "EV": true, "AI": true,
	"CEO": true, "MP": true, "USD": true, "XL": true, "XXL": true, "SMS": true, "UFO": true, "HQ": true,
}

// settlementLeads open a settlement's name and may be left out: "Kibbutz
// Be'eri" is Be'eri.
var settlementLeads = map[string]bool{"kibbutz": true, "moshav": true}

// likenessNouns depict, mourn or bury someone named after "of" or "to".
var likenessNouns = map[string]bool{
	"monument": true, "statue": true, "bust": true, "portrait": true, "portraits": true,
	"statues": true, "effigy": true, "mural": true, "poster": true, "posters": true,
	"grave": true, "funeral": true, "coffin": true, "casket": true,
	// what befalls a person: "the sentencing of Sean Combs", "the killing of Nahel M."
	"sentencing": true, "arrest": true, "killing": true, "assassination": true, "murder": true, "burial": true,
	"acquittal": true, "conviction": true, "extradition": true, "execution": true, "abduction": true, "kidnapping": true,
	"memory": true, // "a rally in memory of Raman Bandarenka"
}

// forceEnds end the names of forces and bodies that are never a building:
// "National Police", "Brazilian Army", "African Union Mission", "the
// Palestinian Central Council in Ramallah", "the Fair Work Commission in
// Sydney", "the Seattle Police Department, in the Capitol Hill
// neighborhood". A building of theirs says so ("the Central Committee
// building").
var forceEnds = map[string]bool{
	"police": true, "army": true, "mission": true, "forces": true, "guard": true, "militia": true,
	"movement": true, "front": true, "navy": true, "council": true, "committee": true,
	"commission": true, "party": true, "ministry": true, "authority": true,
	"presidency": true, "alliance": true, "league": true, "tribunal": true, "administration": true, "department": true,
}

// unitWords after a bare number make a unit's name: "444 Brigade".
var unitWords = map[string]bool{
	"brigade": true, "battalion": true, "regiment": true, "division": true, "squadron": true,
	"corps": true, "unit": true, "army": true, "fleet": true, "wing": true, "commando": true,
	"marines": true, "infantry": true, "cavalry": true, "artillery": true, "airborne": true, "rangers": true,
}

// numberedHeads take a number after them as part of the name: "Highway 32",
// "Unit 8200", "Terminal 2".
var numberedHeads = map[string]bool{
	"highway": true, "kilometer": true, "kilometre": true, "route": true, "interstate": true, "unit": true, "gate": true,
	"terminal": true, "block": true, "camp": true, "pier": true, "sector": true, "hangar": true,
	"building": true, "area": true, "road": true, "platform": true, "checkpoint": true,
	"brigade": true, "battalion": true, "station": true, "hall": true, "ward": true, "zone": true,
	"base": true, "lot": true, "complex": true, "pad": true, "district": true, "force": true, "arena": true, "hill": true,
}

// monthNames are the unambiguous full month and weekday names.
var monthNames = map[string]bool{
	"January": true, "February": true, "March": true, "April": true, "May": true, "June": true,
	"July": true, "August": true, "September": true, "October": true, "November": true,
	"December": true, "Monday": true, "Tuesday": true, "Wednesday": true, "Thursday": true,
	"Friday": true, "Saturday": true, "Sunday": true,
}

// phraseEnd words end the noun phrase of an appositive.
var phraseEnd = map[string]bool{
	"of": true, "in": true, "from": true, "for": true, "who": true, "which": true, "that": true,
	"known": true, "at": true, "on": true, "with": true, "and": true, "where": true,
	"after": true, "before": true, "during": true, "while": true, "when": true, "since": true,
	"until": true, "by": true, "into": true, "over": true, "under": true, "across": true,
	"through": true, "near": true, "to": true, "or": true, "but": true, "as": true,
}

var (
	appositivePeople = map[string]bool{
		"farmer": true, "evacuee": true, "rescuer": true, "boatman": true, "neighbor": true, "miner": true,
		"neighbour": true, "villager": true, "fisherman": true, "nurse": true, "mother": true, "father": true,
		"resident": true, "migrant": true, "vendor": true, "worker": true, "pilgrim": true,
		"survivor": true, "widow": true, "grandmother": true, "grandfather": true, "student": true,
		"teacher": true, "trader": true, "shopkeeper": true, "driver": true, "volunteer": true,
		"medic": true, "paramedic": true,
	}
	// shipPrefixes open a ship's name, which is none of the entity types:
	// "USS Arizona", "HMS Hood", "MV Wakashio".
	shipPrefixes = map[string]bool{
		"USS": true, "USNS": true, "HMS": true, "HMAS": true, "HMCS": true, "HMNZS": true,
		"INS": true, "RFS": true, "MV": true, "RMS": true,
	}
	vesselWords = map[string]bool{
		"ship": true, "vessel": true, "boat": true, "tanker": true, "ferry": true,
		"freighter": true, "frigate": true, "destroyer": true, "carrier": true, "submarine": true,
		"yacht": true, "trawler": true, "cruiser": true, "icebreaker": true, "corvette": true, "warship": true,
	}
)

// eventOpeners and eventHeads mark the names of events, which are none of
// the entity types.
var (
	eventOpeners = map[string]bool{
		"Operation": true, "Hurricane": true, "Typhoon": true, "Cyclone": true, "Storm": true,
		"Tropical": true, "Soccer": true, "Tour": true, "Copa": true, "Rally": true,
		"Vuelta": true, "Giro": true,
	}
	eventHeads = map[string]bool{
		"Fire": true, "Wildfire": true, "Fires": true, "Day": true, "Cup": true, "Championship": true,
		"Championships": true, "Trophy": true, "Summit": true, "Festival": true, "Expo": true,
		"Fair": true, "Ceremony": true, "Final": true, "Finals": true, "Prelims": true, "Heat": true,
		"Marathon": true, "Prix": true, "Mass": true, "Exhibition": true, "Olympics": true,
		"Games": true, "Open": true, "Holiday": true, "Carnival": true, "Parade": true, "War": true,
		"Crisis": true, "Show": true, "Series": true, "Initiative": true,
		"Challenge": true, "Gala": true, "Awards": true, "Concert": true, "Average": true,
		"Week": true, "Tour": true, "Biennale": true, "Contest": true, "Airshow": true, "Fringe": true, "Regatta": true, "Prize": true, "Prizes": true, "Award": true, "Conference": true, "Rally": true, "Jubilee": true,
		"Convention": true, "Debate": true, "Election": true, "Season": true, // "the Republican National Convention", "the 2016 Presidential Election"
		"Stakes": true, "Handicap": true, "Guineas": true, // horse races: "the Queen Anne Stakes", "the 2,000 Guineas"
		"Yatra": true, "Jatra": true, "Mela": true, // Indian processions and fairs: "the Rath Yatra", "Bali Jatra", "the Kumbh Mela"
	}
	// greatEventHeads close the names of historic events that open with
	// "Great": "the Great East Japan Earthquake", "the Great Depression".
	greatEventHeads = map[string]bool{
		"Earthquake": true, "Depression": true, "Famine": true, "Flood": true, "Fire": true,
		"War": true, "Migration": true, "Purge": true, "Leap": true, "Recession": true,
	}
	// dayNames: "Election Day", "Independence Day", but "Doris Day".
	dayNames = map[string]bool{
		"Election": true, "Independence": true, "Christmas": true, "Victory": true,
		"Memorial": true, "Labor": true, "Labour": true, "Remembrance": true, "Armistice": true,
		"Martyrs": true, "Nakba": true, "Quds": true, "Unity": true, "National": true,
		"Republic": true, "Constitution": true, "Earth": true, "Thanksgiving": true, "Easter": true,
		"Boxing": true, "Liberation": true, "Revolution": true, "Flag": true, "Veterans": true,
		"Inauguration": true, "Polling": true, "Army": true, "Navy": true, "Heroes": true,
		"Workers": true, "Women": true, "Children": true, "Youth": true, "Peace": true,
		"Pride": true, "Anzac": true, "Bastille": true, "Australia": true, "Canada": true,
		"Africa": true, "Europe": true, "Mother": true, "Father": true, "Valentine": true,
		"Year": true, "Forces": true,
	}
)

// eventNames are holidays, pilgrimages and games, and the diseases and
// processes captions name like them ("an Ebola treatment centre", "the
// Brexit deal"): none is a person, place or body.
var eventNames = map[string]bool{
	"Brexit": true, "Covid": true, "COVID": true, "Covid-19": true, "COVID-19": true, "Ebola": true,
	"Zika": true, "Mpox": true, "HIV": true, "AIDS": true, "Omicron": true, "MERS": true,
	"Severe Acute Respiratory Syndrome": true, "Middle East Respiratory Syndrome": true, "H1N1": true, "H5N1": true,
	"Final Four": true, "New Year": true, "Lunar New Year": true, "Christmas": true, "Easter": true, "Ramadan": true,
	"Eid": true, "Eid al-Fitr": true, "Eid al-Adha": true, "Hanukkah": true, "Diwali": true,
	"Holi": true, "Passover": true, "Yom Kippur": true, "Thanksgiving": true, "Nowruz": true,
	"Hajj": true, "Umrah": true, "Ashura": true, "Arbaeen": true, "Kumbh Mela": true, "Olympics": true,
	"Olympic Games": true, "Paralympics": true, "Paralympic Games": true, "World Cup": true,
	"Asian Games": true, "Commonwealth Games": true, "Holocaust": true, "Nakba": true, "Test": true,
	"World Heritage": true, "World Heritage Site": true, "Protection of Civilians": true, "Epiphany": true, "Holy Week": true,
	"Good Friday": true, "Palm Sunday": true, "Ash Wednesday": true, "Maundy Thursday": true, "Holy Thursday": true,
	"Easter Sunday": true, "Easter Monday": true, "Pentecost Sunday": true, "Whitsun": true, "Advent": true, "Bloody Sunday": true, "Black Friday": true, "Black Monday": true,
	"Super Tuesday": true, "Cyber Monday": true, "Mass": true, "International Women's Day": true, "Women's Day": true, "Lassa fever": true, "Marburg virus": true, "Christmas Eve": true, "Lent": true, "Mardi Gras": true,
	"Rosh Hashanah": true, "Sukkot": true, "Purim": true, "Mawlid": true, "Vesak": true,
	"Songkran": true, "Chuseok": true, "Obon": true, "Tet": true, "Navratri": true,
	"Durga Puja": true, "Ganesh Chaturthi": true, "Thaipusam": true, "Oktoberfest": true,
	"Hogmanay": true, "Halloween": true, "Day of the Dead": true, "Timkat": true, "Meskel": true,
	"Maha Kumbh Mela": true, "Kumbh": true, "Inti Raymi": true, "Eve": true, "State of Origin": true,
	"Labor Day": true, "Labour Day": true, "May Day": true,
}

// contestSides, before "'s" and a contest's name, end the contest's
// owner: "the IHF World Men's Handball Championship".
var contestSides = map[string]bool{"Women": true, "Men": true, "Girls": true, "Boys": true, "Ladies": true, "Gentlemen": true}

// numberedEvents, before a number, name a part of a contest: "Game 5".
var numberedEvents = map[string]bool{
	"Game": true, "Stage": true, "Round": true, "Match": true, "Leg": true, "Week": true, "Euro": true,
	// missions and flights: "Apollo 11", "Soyuz MS-22", "Flight 1282"
	"Apollo": true, "Gemini": true, "Soyuz": true, "Shenzhou": true, "Artemis": true, "Chandrayaan": true,
	"Expedition": true, "Flight": true, "Crew": true,
	"Category": true, // a storm's: "Category 4"
	// ballot measures: "Question 1", "Proposition 22", "Measure 26-228"
	"Question": true, "Proposition": true, "Prop": true, "Measure": true,
	"Line": true, // a metro's: "Line 2 of the metro"
	"Expo": true, // "Expo 2020 Dubai"
}

// olympicCodes are the three-letter codes sports desks write after an
// athlete's name for the country they compete for, with the neutral
// athletes' and refugees' codes.
var olympicCodes = func() map[string]bool {
	m := map[string]bool{}
	for _, c := range strings.Fields(`AFG ALB ALG AND ANG ARG ARM AUS AUT AZE BAH BAN BAR BEL BLR BOL BOT BRA BRN
		BUL BUR CAN CHI CHN CIV CMR COD COL CRC CRO CUB CYP CZE DEN DOM ECU EGY ERI ESA ESP EST ETH FIJ FIN
		FRA GBR GEO GER GHA GRE GUA HAI HKG HON HUN INA IND IRI IRL IRQ ISL ISR ITA JAM JOR JPN KAZ KEN KGZ
		KOR KOS KSA KUW LAT LBN LTU LUX MAR MAS MDA MEX MGL MKD MLT MNE MON NAM NED NGR NOR NZL PAK PAN PAR
		PER PHI POL POR PRK PUR QAT ROU RSA RUS SEN SRB SGP SLO SUI SVK SWE SYR THA TJK TPE TRI TUN TUR UAE
		UGA UKR URU USA UZB VEN VIE ZAM ZIM AIN ROC EOR`) {
		m[c] = true
	}
	return m
}()

// currencyWords, before a number, are the South and Southeast Asian and
// East African currencies' abbreviations.
var currencyWords = map[string]bool{"Rs": true, "Tk": true, "Rp": true, "Ksh": true, "KSh": true, "Tsh": true, "TSh": true}

// numberedRules, after one more word and before a number, name a decree
// or a stage of a plan: "Emergency Ordinance 13", "Alert Level 4".
var numberedRules = map[string]bool{"Ordinance": true, "Decree": true, "Level": true}

// festivalKinds say what a festival is of: "the Route 91 Harvest music festival".
var festivalKinds = map[string]bool{
	"music": true, "film": true, "arts": true, "food": true, "religious": true, "harvest": true,
	"annual": true, "folk": true, "jazz": true, "literary": true, "flower": true, "lantern": true,
}

// ministryHeads open the name of a ministry, a body wherever it is.
var ministryHeads = map[string]bool{
	"Ministry": true, "Ministerio": true, "Ministère": true, "Ministero": true, "Ministerium": true,
}

// festivalNouns, written in lower case after a name, make it a festival's
// or a procession's name: "the Songkran festival", "Holy Week celebrations".
var festivalNouns = map[string]bool{
	"festival": true, "festivities": true, "parade": true, "procession": true,
	"celebration": true, "celebrations": true, "carnival": true, "pilgrimage": true,
}

// companySuffixes end a company's name and are dropped from it; they are
// looked up without their dots ("S.A.", "N.V.", "S.p.A.").
var companySuffixes = map[string]bool{
	"Co": true, "Inc": true, "Ltd": true, "Corp": true, "Plc": true, "PLC": true, "LLC": true,
	"GmbH": true, "AG": true, "NV": true, "SA": true, "SpA": true, "AS": true, "ASA": true,
	"AB": true, "PJSC": true, "JSC": true, "Tbk": true, "Bhd": true, "Pty": true, "SE": true,
}

// companyPrefixes are legal forms written before a company's name.
var companyPrefixes = map[string]bool{"PT": true, "PJSC": true, "OAO": true, "OOO": true, "ZAO": true}

// companySuffixWords are the suffixes spelled out; a dot after them ends
// the sentence ("... Union Carbide India Limited.").
// firmWords end a company's name, which a country's possessive before it
// does not make the country's own body.
var firmWords = map[string]bool{
	"group": true, "company": true, "holdings": true, "motors": true, "airlines": true, "airways": true,
	"shipping": true, "corporation": true, "diamonds": true, "gaming": true, "esports": true,
}

var companySuffixWords = map[string]bool{"Limited": true, "Incorporated": true}

// abbreviatedSuffix: a legal suffix whose dot belongs to it ("Tesla Inc.").
func abbreviatedSuffix(w string) bool {
	return companySuffixes[strings.ReplaceAll(w, ".", "")]
}

func companySuffix(w string) bool {
	return abbreviatedSuffix(w) || companySuffixWords[w]
}

// creeds describe a group written after them, like a demonym, and alone
// name no one ("Nationalist troops").
var creeds = map[string]bool{
	"Marxist": true, "Islamist": true, "Jihadist": true, "Leftist": true, "Rightist": true, "Maoist": true,
	"Communist": true, "Nationalist": true, "Royalist": true, "Loyalist": true, "Islamic": true,
}

// spanishArticles open places' names far more often than people's.
var spanishArticles = map[string]bool{"El": true, "La": true, "Las": true, "Los": true}

// collectiveOwners own a body in its name: "Christian Social People's
// Party", "Women's March".
var collectiveOwners = map[string]bool{
	"people": true, "peoples": true, "workers": true, "women": true, "children": true,
	"citizens": true, "veterans": true, "farmers": true, "students": true, "mothers": true,
}

// naturalWords after a company's name make it a place's: "Ford Island".
var naturalWords = map[string]bool{
	"island": true, "river": true, "lake": true, "bay": true, "mountain": true, "creek": true,
	"canyon": true, "valley": true, "peninsula": true, "point": true, "beach": true,
}

// reserveKinds make a "Reserve" a protected area rather than a force.
var reserveKinds = map[string]bool{"nature": true, "game": true, "wildlife": true, "biosphere": true, "forest": true, "marine": true}

// peerages are titles whose "of" names a seat, not a place the caption is
// about: "Duke of Edinburgh", "Princess of Wales".
var peerages = map[string]bool{
	"Duke": true, "Duchess": true, "Prince": true, "Princess": true, "Earl": true,
	"Countess": true, "Marquess": true, "Viscount": true, "Baron": true, "Baroness": true,
}

// legislatures named by one capitalised word are that body even when they
// open a sentence: "Congress held a joint session".
var legislatures = map[string]bool{"Congress": true, "Parliament": true, "Senate": true}

// orgGenerics, written in lower case after a name, make it an organisation.
var orgGenerics = map[string]bool{
	"party": true, "union": true, "movement": true, "militia": true, "coalition": true, "brotherhood": true,
	"alliance": true, "faction": true, "factions": true, "bloc": true, "group": true,
	"newspaper": true, "daily": true, "magazine": true, "weekly": true, "tabloid": true,
	"broadcaster": true, "channel": true, "network": true, "agency": true, "company": true,
	"firm": true, "club": true, "gang": true, "cartel": true, "outlet": true, "brigade": true,
	"battalion": true, "regiment": true, "police": true,
}

// eventNouns after a name say it is named in a meeting's name.
var eventNouns = map[string]bool{
	"summit": true, "session": true, "meeting": true, "conference": true, "congress": true,
	"anniversary": true, "edition": true, "festival": true, "round": true, "convention": true,
}

// politicalNames after a demonym make a party's name: "Scottish
// Conservatives", "Welsh Labour".
var politicalNames = map[string]bool{
	"Conservatives": true, "Labour": true, "Greens": true, "Liberals": true, "Democrats": true,
	"Republicans": true, "Socialists": true, "Tories": true, "Nationalists": true,
}

// partyAdjectives name a party before one of its partyRoles: "Liberal
// leader Justin Trudeau", "a Conservative MP", "Republican presidential
// nominee Mitt Romney". (Labour and Labor are known by the gazetteer.)
var partyAdjectives = map[string]bool{"Liberal": true, "Conservative": true, "Republican": true, "Democratic": true}

var partyRoles = map[string]bool{
	"leader": true, "leadership": true, "mp": true, "mps": true, "mla": true, "mpp": true, "candidate": true,
	"candidates": true, "government": true, "caucus": true, "convention": true, "senator": true,
	"premier": true, "supporters": true, "stronghold": true, "campaign": true, "nominee": true, "politician": true,
	"presidential": true, "lawmaker": true, "lawmakers": true, "senators": true, "hopeful": true, "primary": true,
}

// operatorVerbs before "by" name who runs a business or a site.
var operatorVerbs = map[string]bool{"operated": true, "owned": true, "run": true, "managed": true, "developed": true, "manufactured": true}

// professions open a sentence before a person's name: "Actress Zoe Saldana".
var professions = map[string]bool{
	"incumbent": true, "challenger": true, // "Incumbent Felix Tshisekedi was declared the winner"
	"rival": true, "substitute": true, "opponent": true, // "Rival Alassane Ouattara", "Substitute Franck Kessie"
	"organizer": true, "organiser": true, "spokesperson": true, "protester": true, "lawyer": true,
	"schoolteacher": true, "teacher": true, "doctor": true, "nurse": true, "farmer": true, "student": true,
	"crofter": true, "shrimper": true, "gondolier": true, "grandmaster": true, "grandmasters": true,
	"businessman": true, "businesswoman": true, "entrepreneur": true, "tycoon": true, "billionaire": true, "magnate": true,
	"banker": true, "investor": true, "industrialist": true, "philanthropist": true, "financier": true,
	"actress": true, "actor": true, "singer": true, "director": true, "rapper": true, "musician": true,
	"artist": true, "author": true, "writer": true, "designer": true, "model": true, "athlete": true,
	"host": true, "presenter": true, "footballer": true, "coach": true, "referee": true, "umpire": true, "dancer": true, "comedian": true, "filmmaker": true,
	"producer": true, "journalist": true, "activist": true, "photographer": true, "poet": true, "performer": true, "entertainer": true, "mahout": true, "ranger": true, "zookeeper": true, "keeper": true, "passenger": true, "cosplayer": true, "historian": true, "bookseller": true, "lawyers": true,
	"cosmonaut": true, "astronaut": true, "cosmonauts": true, "astronauts": true, "taikonaut": true, "taikonauts": true, "musher": true, "herder": true, "herders": true, "defendant": true, "defendants": true, "pilot": true,
	"priest": true, "imam": true, "rabbi": true, "monk": true, "nun": true, "survivor": true,
	"refugee": true, "volunteer": true, "boxer": true, "cyclist": true, "skier": true,
	"auctioneer": true, "waiter": true, "waitress": true, "mountaineer": true, "climber": true, "alpinist": true, "sherpa": true, "porter": true,
	"teammate": true, "wrestler": true, "compatriot": true, "countryman": true, "rookie": true,
	"glaciologist": true, "climatologist": true, "meteorologist": true, "seismologist": true, "oceanographer": true, "hydrologist": true, "economist": true,
	"swimmer": true, "runner": true, "striker": true, "goalkeeper": true, "midfielder": true,
	"surgeon": true, "gynaecologist": true, "gynecologist": true, "physician": true, "scientist": true,
	"palaeontologist": true, "paleontologist": true, "archaeologist": true, "geologist": true,
	"microbiologist": true, "virologist": true, "epidemiologist": true, "physicist": true,
	"chemist": true, "astronomer": true, "astrophysicist": true, "engineer": true,
	"volcanologist": true, "biologist": true, "veterinarian": true, "researcher": true, "pacifist": true,
	"philosopher": true, "sociologist": true, "theologian": true, "psychologist": true, "anthropologist": true, "linguist": true,
	"playwright": true, "sculptor": true, "painter": true, "architect": true, "photojournalist": true, "cartoonist": true,
	"screenwriter": true, "guitarist": true, "drummer": true, "curator": true, "mathematician": true, "botanist": true,
	"zoologist": true, "ecologist": true, "diplomat": true,
	"soprano": true, "mezzo-soprano": true, "tenor": true, "baritone": true, "contralto": true, "countertenor": true,
	"conductor": true, "composer": true, "pianist": true, "violinist": true, "cellist": true, "organist": true,
	"ballerina": true, "choreographer": true, "maestro": true,
	"winemaker": true, "vintner": true, "fisherman": true, "shopkeeper": true, "baker": true, "butcher": true,
	"miner": true, "firefighter": true, "paramedic": true, "midwife": true, "shepherd": true, "beekeeper": true,
	"rancher": true, "gunman": true, "assailant": true, "pensioner": true, "retiree": true, "chef": true, "owner": true, "landlord": true, "tenant": true,
	"vendor": true, "trader": true, "labourer": true, "laborer": true, "widow": true, "housewife": true,
	"mechanic": true, "carpenter": true, "tailor": true, "electrician": true, "lineman": true, "plumber": true,
	"jockey": true, "trainer": true, "defender": true, "winger": true, "golfer": true, "caddie": true,
	"rider": true, "skipper": true, "batsman": true, "batter": true, "bowler": true, "pitcher": true, "quarterback": true,
	"deminer": true, "novelist": true, "reporter": true, "cameraman": true, "correspondent": true, "editor": true, "publisher": true,
	"horseman": true, "horsewoman": true,
}

// pluralProfession: w is the plural of a profession's word ("Authors
// Margaret Atwood and ...").
func pluralProfession(w string) bool {
	return len(w) > 4 && strings.HasSuffix(w, "s") && professions[w[:len(w)-1]]
}

// reParty: "R-LA", "D-N.Y.": a US legislator's party and state.
var reParty = regexp.MustCompile(`^[RDI]-[A-Z][A-Za-z.]*$`)

// portfolios qualify a minister's or secretary's title.
var portfolios = map[string]bool{
	"defense": true, "defence": true, "interior": true, "foreign": true, "finance": true,
	"health": true, "justice": true, "education": true, "energy": true, "economy": true,
	"trade": true, "agriculture": true, "environment": true, "transport": true, "labour": true,
	"labor": true, "culture": true, "home": true, "treasury": true, "state": true, "homeland": true,
	"security": true, "information": true, "oil": true, "affairs": true, "mines": true, "mining": true,
	"petroleum": true, "water": true, "fisheries": true, "tourism": true, "industry": true, "planning": true,
	"communications": true, "youth": true, "sport": true, "sports": true, "women": true, "science": true,
	"technology": true, "housing": true, "lands": true, "resources": true, "infrastructure": true,
	"welfare": true, "immigration": true, "commerce": true, "forestry": true, "cooperation": true,
	"public": true, "works": true, "social": true, "national": true, "competition": true, "migration": true,
	"asylum": true, "climate": true, "digital": true, "irrigation": true, "refugees": true, "repatriation": true,
	"employment": true, "wildlife": true, "natural": true, "development": true, "investment": true, "maritime": true,
	"aviation": true, "heritage": true, "arts": true, "media": true, "power": true, "electricity": true,
	"forests": true, "oceans": true,
	"livestock": true, "veterans": true, "diaspora": true, "telecommunications": true, "reconstruction": true,
	"equipment": true, "transportation": true, "family": true, "solidarity": true, "rural": true, "urban": true,
	"railways": true, "railway": true, "roads": true, "highways": true, "ports": true, "gender": true,
	"road": true, "shipping": true, "waterways": true, "food": true, "steel": true, "coal": true, "textiles": true,
	"minority": true, "parliamentary": true, "external": true, "consumer": true,
}

// officerWords, written in lower case, name an office before "of" and the
// body it heads: "deputy head of the Civil Protection Department".
var officerWords = map[string]bool{
	"head": true, "chief": true, "director": true, "spokesman": true, "spokeswoman": true, "commander": true,
	"chairman": true, "chairwoman": true, "president": true, "governor": true, "founder": true, "leader": true,
}

// corporateTitles follow a company's name: "Tesla CEO Elon Musk".
var corporateTitles = map[string]bool{"ceo": true, "chairman": true, "chairwoman": true, "founder": true, "co-founder": true}

// newspaperWords end a newspaper's name: "Apple Daily", "Khaleej Times".
// broadcastWords open a broadcaster's name: "Tele Sahel", "Radio Okapi".
var broadcastWords = map[string]bool{"tele": true, "télé": true, "radio": true, "tv": true}

var newspaperWords = map[string]bool{"Daily": true, "Times": true, "Post": true, "Herald": true, "Tribune": true, "Gazette": true, "Journal": true}

// roadGenerics take a short number before them into the name: "Delmas 32 street".
var roadGenerics = map[string]bool{"street": true, "road": true, "avenue": true}

// orgNouns before a name say what kind of body it is.
var orgNouns = map[string]bool{
	"charity": true, "group": true, "organisation": true, "service": true, "organization": true, "company": true,
	"firm": true, "party": true, "movement": true, "militia": true, "newspaper": true,
	"broadcaster": true, "outlet": true, "club": true, "ngo": true, "watchdog": true, "insurer": true,
	"operator": true, "carrier": true, "airline": true, "network": true, "daily": true, "weekly": true,
	"tabloid": true, "channel": true, "wing": true, "miner": true, "carmaker": true,
	"automaker": true, "steelmaker": true, "chipmaker": true, "retailer": true, "manufacturer": true,
	"conglomerate": true, "lender": true, "developer": true, "supplier": true, "contractor": true,
	"brewer": true, "exporter": true, "utility": true, "startup": true, "start-up": true,
	"shipbuilder": true, "planemaker": true, "producer": true, "collective": true, "brotherhood": true,
	"unit": true, "band": true, "faction": true, "coalition": true, "alliance": true, "squad": true, "label": true,
}

// businessSites, after a name's possessive, make it a company: "Sibanye-
// Stillwater's Kloof gold mine", "Maruti Suzuki's plant".
var businessSites = map[string]bool{
	"plant": true, "plants": true, "factory": true, "factories": true, "mine": true, "mines": true,
	"refinery": true, "smelter": true, "headquarters": true,
	"shares": true, "stock": true, "ceo": true, "chief": true, "employees": true,
	"workers": true, "shareholders": true, "flagship": true,
}

// orgDescriptors open a run before an organisation's name.
var orgDescriptors = map[string]bool{"NGO": true, "NGOs": true}

// orgModifiers stand between a name and its organisation generic.
var orgModifiers = map[string]bool{
	"riot": true, "security": true, "armed": true, "militant": true, "rebel": true,
	"paramilitary": true, "opposition": true, "ruling": true, "political": true, "mercenary": true,
	"football": true, "soccer": true, "state": true, "news": true, "islamist": true,
	"jihadist": true, "criminal": true, "drug": true, "separatist": true, "military": true,
	"national": true, "farmers'": true, "farmers": true, "workers'": true, "trade": true,
	"labour": true, "labor": true, "teachers'": true, "students'": true, "student": true,
	"youth": true, "women's": true, "reform": true, "independence": true, "pro-democracy": true,
	"protest": true, "resistance": true, "nationalist": true,
}

// titleModifiers qualify a title without being a name: "Former President",
// "the late King", "Acting Governor".
var titleModifiers = map[string]bool{
	"former": true, "late": true, "then": true, "acting": true, "interim": true, "outgoing": true,
	"incoming": true, "ousted": true, "deposed": true, "exiled": true, "jailed": true, "slain": true,
	"retired": true, "new": true, "current": true, "caretaker": true,
	"democratic": true, "republican": true,
}

// knownAsWords may stand between a name and another name for it.
var knownAsWords = map[string]bool{
	",": true, "(": true, "also": true, "locally": true, "widely": true, "commonly": true,
	"better": true, "formerly": true, "previously": true, "once": true, "later": true, "known": true, "as": true, "aka": true, "a.k.a.": true,
	"renamed": true, "nicknamed": true, "dubbed": true, "now": true, "the": true, "'": true,
	"‘": true, "\"": true, "“": true, "alias": true, "by": true, "his": true, "her": true,
	"nom": true, "de": true, "guerre": true, "name": true, "war": true, "call": true,
	"sign": true, "callsign": true, "real": true,
	"whose": true, "is": true, "was": true, "legal": true, "birth": true, // "R. Kelly, whose real name is Robert Sylvester Kelly"
}

// personParticles sit lower-case inside personal names, not place names.
var personParticles = map[string]bool{"von": true, "van": true, "der": true, "bin": true, "ibn": true, "ben": true}

// commemorative generics name a facility after what it remembers.
var commemorative = map[string]bool{"memorial": true, "monument": true}

// staffNouns after a name, or before "of" and a name, make it the body
// they work for: "WikiLeaks founder Julian Assange", "editor of Vogue",
// "employees of Sabesp", "Nova Scotia Power customers". A person has
// aides and a town its workers, but neither has founders, editors or
// staff.
var staffNouns = map[string]bool{
	"founder": true, "co-founder": true, "founders": true, "editor": true, "editors": true,
	"employee": true, "employees": true, "staff": true, "staffers": true, "shareholders": true,
	"executives": true, "subscribers": true, "customers": true,
}

// teamRoles follow the team a driver or rider races for.
var teamRoles = map[string]bool{"driver": true, "drivers": true, "rider": true, "riders": true, "teammate": true, "team-mate": true}

// billWords name a measure before its number: "Bill 21", "Proposition 8".
var billWords = map[string]bool{"Bill": true, "Proposition": true, "Prop": true, "Measure": true}

// eventAdjectives are adjectives prose may tag as proper nouns: "the
// Olympic final", "Paralympic athletes".
var eventAdjectives = map[string]bool{"Olympic": true, "Paralympic": true}

// surnamePlaceWords close places' names and are surnames too: "Sally
// Field", "Andy Hill", "Elijah Wood".
var surnamePlaceWords = map[string]bool{
	"Field": true, "Fields": true, "Hill": true, "Hills": true, "Wood": true, "Woods": true, "Green": true, "Ford": true,
	"Brook": true, "Banks": true, "Rivers": true, "Lake": true, "Hall": true, "Parks": true, "Grove": true, "Heath": true, "Marsh": true, "Dale": true,
}

// topographicEnds close English names of districts, streets and open
// ground, which are also surnames.
var topographicEnds = map[string]bool{
	"Grove": true, "Common": true, "Heath": true, "Wood": true, "Green": true, "Fields": true,
	"Vale": true, "Moor": true, "Marsh": true, "Downs": true,
	"Quay": true, "Mews": true,
}

// animalNouns follow the place or people a species or breed is named after.
var animalNouns = map[string]bool{
	"tiger": true, "tigers": true, "rhino": true, "rhinos": true, "rhinoceros": true, "hippo": true,
	"hippos": true, "hippopotamus": true, "elephant": true, "elephants": true, "leopard": true,
	"leopards": true, "lion": true, "lions": true, "panda": true, "pandas": true, "crocodile": true,
	"crocodiles": true, "gorilla": true, "gorillas": true, "orangutan": true, "orangutans": true,
	"wolf": true, "wolves": true, "macaque": true, "macaques": true, "pangolin": true, "pangolins": true,
}
