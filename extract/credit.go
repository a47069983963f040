package extract

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kg-archive/kg/schema"
)

// Credit is a parsed photo credit line.
type Credit struct {
	// Text is the credit as written, without its brackets.
	Text string
	// Start is the byte offset in the caption where the credit (or its
	// opening bracket) begins; the caption body is text[BodyStart:Start].
	Start int
	// BodyStart is where the body begins after a credit that opens the
	// caption ("REUTERS/Bobby Yip — A woman ..."); zero for most credits.
	BodyStart int
	// Photographers are the people named, in credit order.
	Photographers []string
	// Agencies are the organisations named (agency, distributor, handout
	// source), in credit order, canonical where the gazetteer knows them.
	Agencies []string
	// Written maps each agency to the form the credit used, when different.
	Written map[string]string
	// Taken is the day the credit itself dates the picture to ("CNA photo
	// Nov. 26, 2022"), as ISO 8601 and as written; empty for most credits.
	Taken, TakenWritten string
}

var (
	reCreditPrefix = regexp.MustCompile(`(?i)^\s*(?:(?:photo\s+)?credit\s+should\s+read\s*:?|(?:(?:file|archive|copyright|court(?:room)?|staff)\s+)?(?:photo|picture|image|photograph|photographer|foto|fotó|fotoğraf|fotograf[ií]a|fotografi|fotografija|ảnh|фото|фота|акс|сурат|surat(?:ni)?|сурет|сүрөт(?:түн\s+автору)?|itaba|hoto|litråtu|litratu|cal|φωτο|φωτ\.|φωτογραφία|снимка|snimka|сн\.|dealbh|grianghraf|pictiúr|íomhá|llun|(?:ljós)?mynd|bild|(?:arkisto)?kuva(?:aja)?|pic|pix|फोटो|फ़ोटो|तस्बिर|तस्वीर|فوٹو|فوٽو|تصوير|صورة|عکس|عکاس|وێنە|ritratt|beeld|snim(?:io|ila|ili)|siasing|thlalak|dur|ekif(?:aananyi)?|(?:ama|i)foto|argazkia|larawan|litrato|imatge|ph\.|pikchɔ|fɔtɔ|chithun?zi|pressbild|(?:แฟ้ม)?ภาพ|ພາບ|ඡායා(?:රූප(?:ය)?)?|සේයාරුව|படம்|படங்கள்|ஒளிப்படம்|படப்பிடிப்பு|sawir(?:ka|ro|qaade)?|isithombe|تصویر|عکاسی|ছবি|ফটো|আলোকচিত্ৰ|আলোকচিত্র|মমি|ꯃꯃꯤ|sary|suuraa(?:\s+kan\s+ka['’]e)?|(?:гэрэл\s+)?зураг|ფოტო|potrèt|potret|sursa\s+foto|sketch|drawing|illustration)s?\s*(?:credit)?\s*(?:by|:|ः|di\s)|photo\s+d['’]archives?\s|ภาพโดย|(?:larawang\s+)?(?:litrato|hulagway|kuha|larawan)\s+(?:ni|gikan\s+sa|kay|halin\s+sa|mula\s+sa|sa)\s|រូបថត\s*៖|ဓာတ်ပုံ\s*[-−:]|ඡායාරූපය\s*[-–]|(?:ፎቶ(?:\s+ፋይል)?|ስእሊ|ምስል)\s*[፦:፡]|የፎቶው\s+ባለመብት\s*[,፣]|(?:(?:[\p{Kannada}\p{Gujarati}\p{Gurmukhi}]+\s+){0,2}(?:ಚಿತ್ರ|તસવીર|ફોટો|ਫੋਟੋ|ਤਸਵੀਰ)|छाया(?:चित्र)?|ଫଟୋ|ଚିତ୍ର)\s*:|(?:ଫଟୋ|ଚିତ୍ର)\s*[-–]\s|ihe\s+onyonyo\s*:|انځور\s*:|པར་?\s*[/:།]|onye\s+sere\s+foto\s*:|ചിത്രം\s*:|ഫോ\x{200C}?ട്്?ടോ\s*:|(?:ఫొటో|ఫోటో|చిత్రం|ఛాయాచిత్రం)\s*:|ifoto\s+yafashwe\s+na\s|צילום\s*:|ႁၢင်ႈ\s*[-−:]|(?:(?:or[ií]\pM*[sṣ]\pM*un|[aà]\pM*k[oọ]\pM*l[eé]\pM*)\s+[aà]\pM*w[oò]\pM*r[aá]\pM*n\s*[:,]|[aà]\pM*w[oò]\pM*r[aá]\pM*n(?:\s*:|\s+l[aá]\pM*ti\s+[oọ]\pM*w[oọ]\pM*\s))|f[oọ]\pM*t[oò]\pM*\s*:|rikch['’]ay\s*:|ta['’]ãnga\s*:|լուսանկար(?:ը|ներ|ները)?\s*[՝:]|(?:pics?|ifoto)\s*/|(?:ljós)?mynd\s*/|фото\s|фота\s|акси\s|гэрэл\s+зургийг\s|beeld\s|nuotr\.|fot\.|picha\s*(?:\||:|na\s|kwa\s+hisani\s+ya\s)|setshwantsho\s*(?::|ka\s)|(?:ekishushani|ekisisani)\s*(?::|kya\s)|efoto\s*:|sifwanani\s*:|ekipicai\s*:|uwakop(?:a|ele)\s+icikope\s*:|cifwanikiso\s*(?::|ca\s)|xifaniso\s*:|(?:फोटो|तस्बिर|तस्वीर)\s+सौजन्य\s*:|chithun?zi\s+(?:ndi|cha|chojambulidwa\s+ndi)\s|wojambula\s*:|foto\s+de\s+(?:arquivo\s*:\s*)?|foto\s+cedida\s+(?:pel[oa]|por)\s|icikope\s*(?::|ca\s+kwa\s|ca\s|cakopwa\s+na\s|ukufuma\s+ku\s)|siswaniso\s*(?::|ka\s)|ja\s*:|govva\s*:|autor/allikas\s*:|submitted\s+by|(?:video|footage|photo|image)s?\s+obtained\s+by|(?:handout\s+)?(?:photo|picture|image|pic)\s+courtesy(?:(?:\s+of)?(?:\s+the)?\s|\s*:)|photo\s+credit\s*:?|courtesy\s*:|supplied\s*:|editorial\s+credit\s*:|ảnh\s+tư\s+liệu\s*:|φωτογραφ[ίι]α\s+αρχε[ίι]ου\s*:|լուս\.\s*[՝:]|hakkin\s+mallakar\s+hoto\s*:|hoto\s+daga\s|(?:world\s+)?copyright\s*:|handout\s+(?:photo|picture)s?\s*:|cr[ée]dit(?:\s+image)?\s*:|cr[ée]dito\s*:|credit\s*(?:\.{3}|…)|cr[ée]dit\s+photo\s*:|mandatory\s+credit\s*(?::|©))\s*(?:©\s*)?(?:(?:cortes[ií]a|courtesy|courtoisie|gentileza)(?:\s+(?:of|de))?\s+)?`)
	reCreditGloss  = regexp.MustCompile(`\s*\([^()]*\)`)
	reCreditSuffix = regexp.MustCompile(`(?i)(?:\s+Livepic(?:\s*/\s*File\s+Photo)?)?(?:\s*(?:TPX IMAGES OF THE DAY(?:\s*-?\s*[A-Z0-9]*\d[A-Z0-9]*)?|ATTENTION EDITORS.*|EDITORIAL USE ONLY.*)\s*)?$`) // "Name Livepic": Reuters' sports picture service, before its notes
	// reQuotedPaperThenName: a paper named in quotes, lower-case words
	// saying whose photographer, and the name: Kazakh's "«Алматы ақшамы»
	// газетінің фототілшісі Ерлан Қаринұлы".
	reQuotedPaperThenName = regexp.MustCompile(`^\s*«([^»]+)»(?:\s+\p{Ll}+)+\s+(\p{Lu}[\pL\pM.' -]+)$`)
	// reSourcePhotoBy: "Ceylon Today pic by Name": the source, then its
	// photographer, the reverse of the usual "Name/Source".
	reSourcePhotoBy = regexp.MustCompile(`(?i)^[^/]+?\s+(?:photo|picture|photograph|pic)s?\s+by\s+[^/,]+$`)
	reInnerPhotoBy  = regexp.MustCompile(`(?i)\s+(?:photo|picture|photograph|pic)s?\s+by\s+|/\s*(?:photo|foto)\s*:\s*`) // ("Bundesarchiv/Photo: Horst Sturm")
	reIDCode        = regexp.MustCompile(`^(?:Bild\s+|(?i:image|photo)\s*#\s*)?[A-Z0-9_-]*\d[A-Z0-9_-]*$`)              // ("Bild 183-M1205-331": the Bundesarchiv's number)
	// reTrailingID: "(Photo by Name/Agency) ID: 1163542870", "RIA
	// Novosti/Name. Image #530174", "Name/NurPhoto. BGD-DHK-20241231-0042":
	// an archive's picture number after the credit.
	// reTrailingBracketID: "(PTI Photo/Name)(PTI01_29_2025_000045B)", Aflo's "[0045]".
	// reTrailingBracketInitials: "(Xinhua/Name)(zcc)", the editor's initials.
	reTrailingBracketID = regexp.MustCompile(`(?i)\s*[(\[]\s*(?:(?:ref|id|no)\s*[.:#]?\s*)?[A-Z0-9_-]*\d[A-Z0-9_-]*\s*[)\]]\s*$`)
	// reTrailingHandle: "(Name/Las Vegas Review-Journal) @namephoto": the
	// photographer's social-media handle after the credit.
	reTrailingHandle = regexp.MustCompile(`(?:\s+@[\w.]+)+\s*$`)
	// reCopyrightSuffix: "MoD Crown Copyright/Name": the owner's claim
	// after its name.
	reCopyrightSuffix = regexp.MustCompile(`(?i)\s+(?:crown\s+)?copyright$`)
	// reTrailingFileNote: "Photo: Name/AP (File)": the picture is from the
	// archive; the credit is before it. The US military's "(Released)"
	// clears a picture for the public.
	reTrailingFileNote = regexp.MustCompile(`(?i)\s*\((?:file|file photo|archive|archive photo|released)\)\s*$`)
	// reTrailingSquareCode: "PAP/Name [PAP 2021-11-18 BIA 0042]": a
	// picture code in square brackets, in capitals and digits.
	reTrailingSquareCode      = regexp.MustCompile(`\s*\[[A-Z0-9][A-Z0-9 _./-]*\d[A-Z0-9_-]*\s*\]\s*$`)
	reTrailingBracketInitials = regexp.MustCompile(`\)\s*\([a-z]{2,4}\)\s*$`)
	// reReutersTags: "REUTERS/Name (SYRIA - Tags: CONFLICT POLITICS) RTR42LKW",
	// and the older story slug "REUTERS/Name (HAITI-QUAKE/ RTR2A5YF)".
	reReutersTags = regexp.MustCompile(`\s*\([A-Z][A-Z ,./-]*-\s*Tags:[^)]*\)(?:\s+(?:-\s+)?[A-Z0-9]*\d[A-Z0-9]*)?\s*$|\s*\([A-Z]+(?:-[A-Z]+)+/\s*(?:[A-Z0-9]*\d[A-Z0-9]*)?\s*\)\s*$`)
	// reAfterBracketID: "(Photo by Name / AFP) / AFP_34PZ7WD", "(AP Photo/Name)
	// XZH105", "(Photo by Name/IHA) IHA-20230206-0412": a code after the
	// closing bracket.
	reAfterBracketID = regexp.MustCompile(`\)\s*/?\s*(?:[A-Z]+[_-])?[A-Z0-9-]*\d[A-Z0-9-]*\s*$|\)\s*==\s*\S+\s*$`)
	// reCountryOut: AFP's "/ Japan OUT" or "***FINLAND OUT***" after the
	// credit, markets the picture may not be sold in.
	reCountryOut = regexp.MustCompile(`(?:\s*(?:/|\*+)\s*[A-Z][A-Za-z .'-]* OUT\s*\**)+\s*$`)
	// reEditorTail: "ANTARA FOTO/Name/ama/14.": the editor's initials and
	// the year after the photographer.
	reEditorTail = regexp.MustCompile(`\s*/\s*[a-z]{2,4}\s*/\s*\d{2,4}\.?\s*$`)
	// reShoutedPhoto: "PHOTO OLIVIER PONTBRIAND, LA PRESSE", a shouted
	// photographer and the paper after a comma.
	reShoutedPhoto = regexp.MustCompile(`^\s*PHOTO\s+\p{Lu}[\p{Lu}\p{M}'’. -]+,\s*\S`)
	// reAgencyColonName: "MTI Fotó: Name", "APA-FOTO: NAME": an agency's
	// photo and its photographer after a colon.
	reAgencyColonName = regexp.MustCompile(`^\s*(\S+?)(?:\s+|-)(?i:photo|foto|fotó)\s*:\s*(\S.*)$`)
	// reInlineLabel: " Pic: ", a credit's label inside a sentence, DPPI's
	// " - Photo " after a dash, INPHO's " Mandatory Credit ©", AFP's
	// " Photo credit should read " after another credit, BackpagePix's
	// "©Name/BackpagePix" after the date.
	reInlineLabel = regexp.MustCompile(`\s©\s?\p{Lu}|\s(?:Photo|Picture|Pic|Foto|Fotó|Fotoğraf|Ảnh|Фото|ΦΩΤΟ|Φωτο|Φωτ\.|Φωτογραφία|Снимка|Snimka|Сн\.|Dealbh|Llun)s?\s*:\s|\s[-–—]\s(?:Photo|Foto)\s|\sФото\s\p{Lu}[\p{Lu}-]+/|\sMandatory [Cc]redit\s*©|\s(?:Photo|PHOTO) (?:credit|CREDIT) (?:should|SHOULD) (?:read|READ)\s|\sཔར་?\s*[/:]`)
	// reAgencyColon: "ST PHOTO: JASON QUAH", a credited body and its
	// photographer after a colon.
	reAgencyColon = regexp.MustCompile(`^\s*(\p{Lu}[^:/]{1,40}?)\s*:\s*(\p{Lu}.*)$`)
	// reLabelAgencyColon: "Foto Prensa Libre: Name", the label first, then
	// the paper and its photographer after a colon.
	reLabelAgencyColon = regexp.MustCompile(`^\s*(?i:photo|foto)\s+(\S[^:/]*?)\s*:\s*(\S.*)$`)
	// reLicence: "/ CC-BY-SA 3.0", a free licence after a credit.
	reLicence = regexp.MustCompile(`\s*/\s*CC[- ]BY(?:[- ](?:SA|ND|NC))*\s*\d(?:\.\d)?\s*$`)
	// reLeadingNumericDate: "16.07.2016 ", a numeric date opening the
	// segment that holds the credit.
	reLeadingNumericDate = regexp.MustCompile(`^\p{Nd}{1,4}[./-]\p{Nd}{1,2}[./-]\p{Nd}{2,4}\s+`) // (in any script's digits: "၂၀၁၉/၀၃/၁၂")
	// reLeadingOut: "Finland OUT / Photo credit should read ...", "CHINA
	// OUT STR/AFP": markets closed before the credit.
	reLeadingOut = regexp.MustCompile(`^[-–— ]*(?:[A-Z][A-Za-z.'-]*(?: [A-Z][A-Za-z.'-]*)* OUT(?:\s*/\s*|\s+))+`)
	// reLowerID: "EPA-EFE/NAME epa11436279", the agency's own picture number.
	reLowerID    = regexp.MustCompile(`\s+[a-z]{2,4}\d{6,}\s*$`)
	reTrailingID = regexp.MustCompile(`(?i)[\s.]*\b(?:(?:Image\s+)?(?:ID|Ref|No|URN)\s*[:#.]?|Image\s*#)\s*[A-Z0-9][A-Z0-9_-]*\d[A-Z0-9_-]*\s*\.?\s*$|\.\s+[A-Z]{2,}(?:-[A-Z0-9]+)*-[A-Z0-9]*\d[A-Z0-9]*\s*$`)
	// reCreditNotePrefix: "Mandatory credit Kyodo/via REUTERS", "Courtesy
	// of Saudi Royal Court": words that introduce a credit part, not names.
	// "Press service of the General Staff ...": the body itself supplied it.
	reCourtesyOf       = regexp.MustCompile(`(?i)^\s*(?:(?:photo|picture|image)\s+)?(?:courtesy\s+(?:of\s+)?|cortes[ií]a\s+de\s+|courtoisie\s+)\S`)
	reCreditNotePrefix = regexp.MustCompile(`(?i)^(?:mandatory\s+credit\s*:?|courtesy(?:\s+of)?(?:\s+the\b)?\s|courtoisie\s|courtesy\s*:|credit\s*:|supplied\s+by|press\s+(?:service|office)\s+of(?:\s+the)?\s|collection\s+of(?:\s+the)?\s|official\s|דוברות\s)\s*`)
	reTrailingPartDate = regexp.MustCompile(`\s+(?:\p{Lu}\p{Ll}+\.?\s+\d{1,2},?\s+(?:19|20)\d\d|\d{1,2}\.?\s+\p{Lu}?\p{Ll}+\.?\s+(?:19|20)\d\d|\d{1,2}[./-]\d{1,2}[./-](?:19|20)?\d\d)$`)
	reFilesSuffix      = regexp.MustCompile(`\s+(?:FILES?|Files?|[Ss]taff|STAFF)$`) // ("Island Times staff": the paper's own photographers)
	reCreditNoteSuffix = regexp.MustCompile(`\s+press\s+(?:service|office)$`)       // lower case: "Azov Regiment press service", not "Government Press Service"
	// rePoolPart: "Kremlin Pool Photo", "WPA Pool": a pool of photographers
	// named after whoever runs it, which supplies no agency of its own.
	rePoolPart   = regexp.MustCompile(`(?i)^(.+?)\s+pool(?:\s+(?:photos?|foto))?$`)
	rePoolSuffix = regexp.MustCompile(`(?i)-pool$`)
	// reNumberedName: "Flash90", "Suwayda24", "Gabon 24": a publisher or a
	// channel named with a number.
	// "SDIS 33": a French département's fire service; "24 Chasa", "20
	// Minutes": a paper named after its number; "15min": a news site.
	// In scripts without capitals: "פלאש 90", "عرب 48".
	reNumberedName = regexp.MustCompile(`^\p{Lu}(?:\p{Ll}+|\p{Lu}+) ?\d{1,3}$|^\p{Lu}\p{Ll}+\d+$|^\d{1,3} \p{Lu}\p{Ll}+$|^\d{1,3}\p{Ll}{3,}$|^\p{Lo}[\p{Lo}\pM]+ \d{1,3}$`)
	// reGlossed: "WANA (West Asia News Agency)": an acronym credited with
	// its long name in brackets.
	reGlossed = regexp.MustCompile(`^(\S+)\s*\(([^()]+)\)$`)
	// reCopyrightLead: "© UNICEF/...", "Satellite image ©2022 Maxar
	// Technologies/...": a copyright sign, perhaps after what the picture
	// is and before the year, opens the credit of its owner.
	reCopyrightLead = regexp.MustCompile(`^(?:(?i:satellite\s+)?(?i:image|photo|picture)\s+)?©\s*(?:(?:19|20)\d\d\s+)?`)
	// reNumericDayAfterCredit is a day in numbers that ends a credit.
	reNumericDayAfterCredit = regexp.MustCompile(`,?\s+(\d{1,2}[./]\d{1,2}[./](?:19|20)?\d\d)\.?$`)
	// reDatedCredit: "CNA photo Nov. 26, 2022", an agency's photo and the
	// day it was taken.
	reDatedCredit = regexp.MustCompile(`^(\S+(?:\s\S+)?\s+(?i:photo|foto))\s+(\p{Lu}\p{Ll}{2,8}\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\s+\p{Lu}\p{Ll}{2,8}\.?\s+\d{4}|\d{4}-\d\d-\d\d)$`)
	// reSlashedCode: " // SI201807010123", an archive code set off by double slashes.
	reSlashedCode = regexp.MustCompile(` // [A-Z0-9]*[0-9][A-Z0-9]*$`)
	rePhotoBy     = regexp.MustCompile(`(?i)^\s*(?:photo|picture)s?\s+by\s`)
	// reAgencyPhotoName: "BELGA PHOTO NICOLAS MAETERLINCK", a credit with
	// no slash between agency and photographer.
	reAgencyPhotoName = regexp.MustCompile(`^(\S+(?:\s\S+)?)\s+(?:PHOTO|Photo|FOTO|Foto)\s+(\S.*)$`)
	// reTrailingCode: "Leonardo Fernandez Viloria RC2J59AKVTKN", an
	// archive code after the last name.
	// (but not the number of a channel: "Gabon 24", "France 24")
	// reCodedPhoto: "PHOTO-32U", the agency's word for its picture with
	// the picture's number joined by a hyphen.
	reCodedPhoto   = regexp.MustCompile(`(?i)\b(photo)-[A-Z]*[0-9][A-Z0-9]*$`)
	reTrailingCode = regexp.MustCompile(`\s+(?:[A-Z0-9]*[A-Z][A-Z0-9]*[0-9][A-Z0-9]*|[A-Z0-9]*[0-9][A-Z0-9]*[A-Z][A-Z0-9]*|[0-9]{4,})$`)
)

// editorsNotes end a credit line: agencies' notes to editors that name no one.
var editorsNotes = []string{
	" ATTENTION EDITORS", " FOR EDITORIAL USE ONLY", " EDITORIAL USE ONLY", " MANDATORY CREDIT", " THIS IMAGE HAS BEEN",
	" THIS PICTURE WAS", " THIS IMAGE WAS", " NO RESALES", " NO ARCHIVES", " NO COMMERCIAL", " COPYRIGHT RESERVED", " COPYRIGHTS RESERVED", " ALL RIGHTS RESERVED", " HAK CIPTA TERPELIHARA",
	" JAPAN OUT", " NO THIRD PARTY SALES", " NOT FOR SALE", " CONDITIONS APPLY", " PROVIDES ACCESS",
	" NO ARCHIVING", " NO LICENSING", " +++", " CONDITIONS -", " -- IMAGE RESTRICTED", " IMAGE RESTRICTED", " --IMAGE RESTRICTED", " AUSTRALIA AND NEW ZEALAND OUT", " SEARCH \"", " SEARCH “",
	" RESTRICTED TO EDITORIAL USE", " BEST QUALITY AVAILABLE", " (RESTRICTIONS APPLY", " RESTRICTIONS APPLY", " RESTRICTIONS:", " This official White House photograph", " ---EDITORS NOTE", " --- EDITORS NOTE", " ---EDITOR'S NOTE",
	" NOTE TO USER:", " Mandatory Copyright Notice:", // Getty's sports notices
	" NO PUSH TO MOBILE / MOBILE USE SOLELY WITHIN EDITORIAL ARTICLE -", " NO PUSH TO MOBILE",
	" (For Use Only in", " (FOR USE ONLY IN", // Yonhap's "(For Use Only in the Republic of Korea. No Redistribution)"
	" SOLO USO EDITORIAL", " SÓLO USO EDITORIAL", " NO VENTAS", // EFE's "SOLO USO EDITORIAL/NO VENTAS"
	// the German leagues' notices on football pictures
	" DFL REGULATIONS PROHIBIT", " DFL/DFB REGULATIONS PROHIBIT", " DFB REGULATIONS PROHIBIT", " WICHTIGER HINWEIS:",
	" Handout image supplied by",    // Getty's "Photo by Name for OIS/IPC. Handout image supplied by OIS/IPC"
	" Usage for editorial use only", // Red Bull Content Pool's "// Name / Red Bull Content Pool // ID // Usage for editorial use only //"
	// Shutterstock's "Editorial credit: Name / Shutterstock.com. Stock photo ID: 1456789012"
	" Stock photo ID:", " Stock Photo ID:",
}

// editorsNoteStart returns where the first editors' note in text begins, or -1.
func editorsNoteStart(text string) int {
	first := -1
	for _, note := range editorsNotes {
		if i := strings.Index(text, note); i >= 0 && (first < 0 || i < first) {
			first = i
		}
	}
	return first
}

// creditAfterNotes reports whether the last segment after the editors'
// notes that start at notes looks like a credit: "... SUPPLIED BY A THIRD
// PARTY. Armenian Defence Ministry/Handout via REUTERS". Only a segment
// with a slash or a "via" counts, so a closing note ("NO ARCHIVES.") is
// never taken for a credit.
func (g *gazetteer) creditAfterNotes(t string, notes int) bool {
	start := lastSegmentStart(strings.TrimRight(t, ". "))
	if start <= notes {
		return false
	}
	seg := strings.TrimRight(t[start:], ". ")
	if !strings.Contains(seg, "/") && !strings.Contains(strings.ToLower(seg), " via ") {
		return false
	}
	return editorsNoteStart(" "+seg) < 0 && g.looksLikeCredit(seg, false)
}

// dropLeadingNote removes an editors' note that opens the last segment of
// text when a credit follows it: "... RESTRICTED TO EDITORIAL USE
// HANDOUT/SRI LANKA MINISTRY OF DEFENCE/AFP".
func (g *gazetteer) dropLeadingNote(text string) string {
	t := strings.TrimRight(text, ". ")
	start := lastSegmentStart(t)
	for _, note := range editorsNotes {
		note = strings.TrimSpace(note)
		// ("Handout image supplied by OIS/IOC" repeats who supplied the
		// credit before it)
		if !strings.HasPrefix(t[start:], note+" ") || strings.HasSuffix(note, " by") {
			continue
		}
		rest := strings.TrimSpace(t[start+len(note):])
		if strings.Contains(rest, "/") && editorsNoteStart(" "+rest) < 0 && g.looksLikeCredit(rest, false) {
			return text[:start] + rest
		}
	}
	return text
}

// fullerAfterNotes reports whether the credit that ends t, after editors'
// notes, names all that the credit before the notes does and more: "AFP
// PHOTO / GLYN KIRK RESTRICTED TO EDITORIAL USE. ... GLYN KIRK/AFP/Getty
// Images".
func (g *gazetteer) fullerAfterNotes(t string, early Credit) bool {
	t = strings.TrimRight(t, ". ")
	late := g.parseCreditBody(t[lastSegmentStart(t):])
	if len(late.Agencies)+len(late.Photographers) <= len(early.Agencies)+len(early.Photographers) {
		return false
	}
	return containsAll(late.Agencies, early.Agencies) && containsAll(late.Photographers, early.Photographers)
}

func containsAll(set, items []string) bool {
	for _, it := range items {
		if !slices.Contains(set, it) {
			return false
		}
	}
	return true
}

// creditSkip are credit words that name no one.
var creditSkip = map[string]bool{
	"handout": true, "stringer": true, "str": true, "pool": true, "file": true, "file photo": true,
	"topshot": true, "uncredited": true, "ho": true, "stf": true, "released": true, "ugc": true, "photo": true, "collected": true, // Bangladeshi papers' "Photo: Collected"
	"photos": true, "handout photo": true, "via": true, "public domain": true, "kod": true, // TT's picture code "Kod 10060", its number cut
	"files": true, "courtesy": true, "staff": true, "social media": true, "social media website": true, "screengrab": true,
	"video grab": true, "afp/file": true, "pool photo": true, "crown copyright": true, "copyright": true,
	"contributor": true, "illustration": true, "photo illustration": true, "supplied": true, "inc": true, "inc.": true, "ltd": true, "llc": true, "difusión": true, "difusion": true, "divulgação": true, "divulgacao": true, "d.r": true, "d.r.": true, // Portuguese "D.R." (direitos reservados, rights reserved)
	"special arrangement": true, "contributed": true, // The Hindu's "Photo: Special Arrangement", a Namibian paper's "Photo: Contributed"
	"photographer": true, "staff photographer": true, "chief photographer": true, "senior photographer": true, // a role after the name: The Gleaner's "Name/Photographer"
	"correspondent": true, "our correspondent": true, "contributing photographer": true, "photo editor": true, "multimedia photo editor": true, "freelance": true, "freelancer": true,
	"our photographer": true, "mpigapicha wetu": true, "mpiga picha wetu": true, // Swahili papers' "Picha na Mpigapicha Wetu" (our photographer)
	"staff photo": true, "staff photos": true, // "Staff photo/Tripura Times"
	"নিজস্ব": true, "সংগৃহীত": true, "নিজস্ব চিত্র": true, // Bengali papers' "ছবি: নিজস্ব" (own picture) and "সংগৃহীত" (collected)
	"יח\"צ": true, "יחצ": true, "באדיבות": true, // Hebrew papers' "צילום: יח\"צ" (publicity: a handout) and "courtesy of"
	"solo uso editorial": true, "sólo uso editorial": true, "no ventas": true, // EFE's "EFE/Conaf/SOLO USO EDITORIAL/NO VENTAS"
}

// archiveWords name an agency's or a paper's archive, in its own language;
// alone they name no one, and before a source they name its archive
// ("Archivo El Nacional").
var archiveWords = map[string]bool{
	"archivo": true, "arquivo": true, "archive": true, "archives": true, "archivio": true, "arhiva": true, "archiv": true, "archief": true,
	"maktaba": true, "архив": true, "архіў": true, // Swahili, Russian, Belarusian
}

func init() {
	for w := range archiveWords {
		creditSkip[w] = true
	}
}

// agencyPhotoSuffix: "AFP Photo", "AP Photo", "XINHUA PHOTO", "UPI Telephoto",
// "Chicago Tribune historical photo".
var reAgencyPhoto = regexp.MustCompile(`(?i)^(.+?)(?:\s+(?:historical|file|staff))?\s+(?:` + photoWords + `)(?:\s+archives?)?$`)

// photoWords name the picture after an agency's name: "AFP PHOTO", "UPI
// Telephoto".
const photoWords = `photos?|fotos?|pix|telephoto|wirephoto|radiophoto|फोटो|फ़ोटो|ఫొటో|ఫోటో|ഫോട്ടോ|ଫଟୋ|ಚಿತ್ರ|ફોટો|ਫੋਟੋ`

// twoLetterSources close a credit as its source, not an editor's
// initials: "Name/PA" is the Press Association, "Name/PR" Brazil's
// Presidência da República, "Name/HT" the Hindustan Times.
var twoLetterSources = map[string]bool{"PA": true, "PR": true, "HT": true, "AD": true, "RM": true} // AD: the Algemeen Dagblad; RM: Rádio Moçambique

// reAgencyWebAddress is a stock agency named by its web address
// ("Shutterstock.com"); an outlet named so keeps it ("INQUIRER.net").
var reAgencyWebAddress = regexp.MustCompile(`^\s*(.+?)\.com\s*$`)

// rePhotoOfAgency: "Photo ITAR-TASS", "Foto EFE": the picture service
// named after the word; before a credit's first part ("Photo MONUSCO/Name")
// the word is a label.
var rePhotoOfAgency = regexp.MustCompile(`(?i)^(?:photo|foto)\s+(.+)$`)

// reGluedPhotoOfAgency: "fotoBERNAMA", the word in lower case glued to
// the agency's name in capitals.
var reGluedPhotoOfAgency = regexp.MustCompile(`^(?:photo|foto)(\p{Lu}{2,}(?:\s\p{Lu}+)*)$`)

// cutPublicationWord cuts a lower-case "newspaper" or "magazine" from the
// end of a credit part that names the publication before it.
func cutPublicationWord(p string) (string, bool) {
	for _, w := range []string{" newspaper", " magazine", " ጋዜጣ"} { // (Amharic's "ፎቶ፦ በኩር ጋዜጣ", the Bekur newspaper)
		if src, ok := strings.CutSuffix(p, w); ok && strings.TrimSpace(src) != "" && (isCapitalized(strings.Fields(src)[0]) || caselessOpened(src)) {
			return strings.TrimSpace(src), true
		}
	}
	return "", false
}

// reProvidedBy opens a Ukrainian or Russian credit that names who
// provided the picture, perhaps their press service: "надане пресслужбою",
// "предоставлено пресс-службой".
var reProvidedBy = regexp.MustCompile(`^(?i:надан[еоаі]|предоставлен[оаы]?)\s+(?:(?i:прес-?служб|пресс-?служб)\pL*\s+)?`)

// reScriptPaperPhoto is a paper's name in an Indian script and its word
// for picture after it: "ಪ್ರಜಾವಾಣಿ ಚಿತ್ರ", "ಸಂಯುಕ್ತ ಕರ್ನಾಟಕ ಚಿತ್ರ/ Name".
var reScriptPaperPhoto = regexp.MustCompile(`^` + indicWord + `(?:\s+` + indicWord + `)?\s+(?:ಚಿತ್ರ|ಫೋಟೋ|చిత్రం|ఫొటో|ചിത്രം|படம்|તસવીર|ਤਸਵੀਰ|ଫଟୋ|चित्र|छायाचित्र)(?:\s*[/:]|\s*$)`)

// indicWord is a word of an Indian script, its joiners included.
const indicWord = `[\p{Kannada}\p{Telugu}\p{Malayalam}\p{Tamil}\p{Gujarati}\p{Gurmukhi}\p{Oriya}\p{Devanagari}\x{200c}\x{200d}]+`

// reBantuOf is the "of" Kirundi and Kinyarwanda glue to the next word,
// which a body's name holds and a person's does not: "Ibiro vy'Umukuru
// w'igihugu" (the Office of the Head of State).
var reBantuOf = regexp.MustCompile(`(?:^|\s)(?:vy|w|y|z|ry|cy|by|rw|kw|tw|bw|gw)['’]\pL`)

// cutStaffWord cuts off the words for a paper's photographer, its photo
// service or its courtesy that Indian papers write after its name in
// their scripts: "సాక్షి ఫొటోగ్రాఫర్", "सकाळ छायाचित्रसेवा", "ఇస్రో
// సౌజన్యంతో".
func cutStaffWord(p string) (string, bool) {
	for _, w := range staffWords {
		if src, ok := strings.CutSuffix(p, " "+w); ok && caselessOpened(src) {
			return strings.TrimSpace(src), true
		}
	}
	return "", false
}

// indicCreditScripts are the scripts of the Indian and Sri Lankan papers
// that name their desk's town after their own name.
var indicCreditScripts = append([]*unicode.RangeTable{unicode.Devanagari, unicode.Bengali, unicode.Sinhala}, indicScripts...)

var staffWords = []string{"ఫొటోగ్రాఫర్", "ఫోటోగ్రాఫర్", "సౌజన్యంతో", "సౌజన్యం", "ഫോട്ടോഗ്രാഫർ", "കടപ്പാട്", "ಛಾಯಾಗ್ರಾಹಕ", "फोटोग्राफर", "छायाचित्रसेवा", "सौजन्य", "সৌজন্যে"}

// cutPublisherArticle cuts a Romance article in lower case before a
// body's name ("Foto cedida por el Ayuntamiento de Zaragoza"); "El País"
// keeps its capital article.
func cutPublisherArticle(p string) string {
	for _, w := range []string{"el ", "la ", "les ", "los ", "las ", "o ", "a "} {
		if rest, ok := strings.CutPrefix(p, w); ok && startsUpper(rest) && !strings.Contains(rest, "/") {
			return rest // (but "la diaria" writes its article and its name in lower case)
		}
	}
	return p
}

// orgWords mark an organisation in a credit part or a caption name.
var orgWords = map[string]bool{
	"ministry": true, "office": true, "service": true, "services": true, "agency": true,
	"gaming": true, "esports": true, "clan": true, "diamonds": true, // "Weibo Gaming", "FaZe Clan", "Graff Diamonds"
	"krewe": true, // a Mardi Gras club: "the Krewe of Rex"
	"youth": true, // a party's youth wing: "the Sandinista Youth"
	"press": true, "news": true, "media": true, "army": true, "forces": true, "force": true,
	"council": true, "presidency": true, "centre": true, "center": true, "network": true,
	"department": true, "committee": true, "committees": true, "images": true, "pictures": true, "tv": true,
	"government": true, "command": true, "unit": true, "units": true, "brigade": true,
	"brigades": true, "battalion": true, "corps": true, "party": true, "front": true,
	"movement": true, "organization": true, "organisation": true, "observatory": true,
	"union": true, "bank": true, "societies": true, "municipality": true, "association": true,
	"federation": true, "institute": true, "foundation": true, "commission": true, "court": true,
	"coalition": true, "alliance": true, "authority": true, "guard": true, "guards": true,
	"police": true, "group": true, "company": true, "church": true, "league": true, "helmets": true,
	"defence": true, "defense": true, "crescent": true, "cross": true, "fund": true,
	"program": true, "programme": true, "mission": true, "parliament": true, "assembly": true,
	"senate": true, "congress": true, "cabinet": true, "regiment": true, "division": true,
	// legislatures by their own names ("Yekaterinburg City Duma", "Oliy Majlis"); not "senedd",
	// which names the building as often as the body
	"duma": true, "majlis": true, "rada": true, "knesset": true, "bundestag": true, "bundesrat": true, "landtag": true,
	"sejm": true, "storting": true, "riksdag": true, "folketing": true, "eduskunta": true, "althing": true,
	"oireachtas": true, "dáil": true, "seanad": true, "jirga": true,
	"militia": true, "fleet": true, "council's": true, "times": true, "post": true, "journal": true,
	"television": true, "radio": true, "channel": true, "shimbun": true, "cartel": true,
	"confederation": true, "guardia": true, "polizia": true, "carabinieri": true, "policia": true,
	"policía": true, "ejercito": true, "ejército": true, "fuerzas": true, "ministerio": true,
	"ministère": true, "ministero": true, "partido": true, "parti": true, "partito": true,
	"partei": true, "frente": true, "movimiento": true, "lines": true, "airlines": true,
	"airways": true, "shipping": true, "holdings": true, "motors": true, "patrol": true,
	"customs": true, "judiciary": true, "navy": true, "gendarmerie": true, "society": true,
	"hebdo": true, "echo": true, "chronicle": true, "courier": true, "brothers": true, "constabulary": true, "trust": true, "cooperative": true, "headquarters": true, "inspectorate": true,
	"consortium": true, "syndicate": true, "inquiry": true, "yeomanry": true, "legion": true, "railway": true, "railways": true, "railroad": true, "corporation": true, "rifles": true,
	"board": true, "publishing": true, "framework": true, "community": true, "website": true,
	"wire": true, "bureau": true, "protection": true, "directorate": true, "administration": true,
	"banco": true, "banque": true, "agencia": true, "agencja": true, "agence": true, "agenzia": true, "agência": true, "diocese": true, "archdiocese": true, "patriarchate": true, "daily": true, "herald": true,
	"secretaría": true, "secretaria": true, "presidencia": true, "fiscalía": true, "fiscalia": true,
	"tribune": true, "gazette": true, "archives": true, "archive": true, "team": true, "club": true,
	"forum": true, "commando": true, "tele": true, "télé": true, "tribe": true, "tribes": true, "cooperation": true,
	"tribunal": true, "communities": true, "technologies": true, "rescue": true, "shura": true, "survey": true,
	"chemical": true, "chemicals": true, "logistics": true, "polymers": true, "industries": true,
	"pharmaceuticals": true, "petroleum": true, "petrochemical": true, "mining": true,
	"helicopters": true, "energy": true, "kitchen": true, "minerals": true, "resources": true, "robotics": true,
	"enterprises": true, "labs": true, "studios": true, "productions": true, "entertainment": true,
	"genomics": true, "therapeutics": true, "biotech": true, "laboratories": true, "laboratory": true,
	"instituto": true, "dirección": true, "direccion": true, "gobierno": true, "governo": true, "congreso": true, // Spanish and Portuguese bodies
	"fundación": true, "fundacion": true, "fundação": true, "asociación": true, "asociacion": true, "associação": true,
	"comisión": true, "comision": true, "comissão": true, "consejo": true, "conselho": true, "servicio": true, "serviço": true,
	"superintendencia": true, "defensoría": true, "defensoria": true, "prefeitura": true, "sindicato": true, "marinha": true,
	"exército": true, "defesa": true, "defensa": true,
	"ministério": true, "câmara": true, "sociedade": true, "federação": true, "polícia": true, "universidade": true, "clube": true, // Portuguese and Galician
	"xunta": true, "consellería": true, "confraría": true, "deputación": true, "concello": true,
	"vereniging": true, "ministerie": true, "gemeente": true, "politie": true, "rederij": true, "stichting": true, "kommisje": true, // Dutch and Frisian
	"društvo": true, "zajednica": true, "nadbiskupija": true, "sveučilište": true, "stranka": true, "savez": true, // Croatian
	"община": true, "агенция": true, "агентство": true, "министерство": true, "партия": true, "администрация": true, // Bulgarian and Russian bodies
	"правителство": true, "правительство": true, "съвет": true, "совет": true, "комисия": true, "комиссия": true, "полиция": true,
	"служба": true, "прокуратура": true, "съд": true, "суд": true,
	"міністерство": true, "адміністрація": true, "поліція": true, "рада": true, "управління": true, "пресслужба": true, // Ukrainian
	"канцеларија": true, "kancelarija": true, "влада": true, "vlada": true, "министарство": true, "ministarstvo": true, // Serbian
	"полиција": true, "policija": true, "општина": true, "opština": true, "скупштина": true, "skupština": true,
	"wasaaradda": true, "xafiiska": true, "komishanka": true, "ciidamada": true, "hay'adda": true, // Somali
	"bashkia": true, "bashkisë": true, "presidenca": true, "qeveria": true, "ministria": true, "komuna": true, "kuvendi": true, "zyra": true, "ditore": true, // Albanian
	"biiroo": true, "yunivarsiitii": true, "waajjira": true, "mootummaa": true, "komishinii": true, "paartii": true, "poolisii": true, // Afaan Oromo
	"prezidansan'ny": true, "minisiteran'ny": true, "ministeran'ny": true, "fikambanana": true, "governemanta": true, // Malagasy
	"guvernul": true, "ministerul": true, "primăria": true, "consiliul": true, "poliția": true, "jandarmeria": true, "inspectoratul": true,
	"agenția": true, "partidul": true, "universitatea": true, // Romanian
	"kormány": true, "minisztérium": true, "rendőrség": true, "egyetem": true, // Hungarian
	"lapolis": true, "gouvènman": true, "ministè": true, // Haitian Creole
	"jeshi": true, "wizara": true, "mamlaka": true, "halmashauri": true, "shirika": true, "tume": true, "baraza": true,
	"taasisi": true, "kampuni": true, "serikali": true, "idara": true, // Swahili
	"nazirliyi": true, "nazirliyinin": true, "prokurorluq": true, "prokurorluğu": true, "agentliyi": true, "fondu": true,
	"fondunun": true, "xidməti": true, "komitəsi": true, "partiyası": true, "universiteti": true, // Azerbaijani
	"вазорати": true, "хадамоти": true, "кумитаи": true, "ҳизби": true, // Tajik, before the body's field ("Вазорати тандурустӣ")
	"hukumar": true, "ma'aikatar": true, "jam'iyyar": true, "rundunar": true, // Hausa ("Hukumar Lafiya ta Duniya")
	"ministerstwo": true, "urząd": true, "policja": true, "straż": true, "oddział": true, "wojska": true, "uniwersytet": true, // Polish
	"ሚኒስቴር": true, "ኮሚሽን": true, "ቢሮ": true, "ዩኒቨርሲቲ": true, "ፖሊስ": true, "ኤጀንሲ": true, "ድርጅት": true, "ፓርቲ": true, // Amharic
	"দৈনিক": true, "পত্রিকা": true, "ফটোজ": true, "روزنامہ": true, "نیوز": true, // Bengali and Urdu papers ("daily", "newspaper", "news")
	"badan": true, "dinas": true, "kementerian": true, "partai": true, "komisi": true, "biro": true, "pos": true, // Indonesian: agency, office, ministry, party, commission, bureau, post
	"polda": true, "polres": true, "polresta": true, "polrestabes": true, "polsek": true, "brimob": true, "kodam": true, "korem": true, "kodim": true,
	"winery": true, "wineries": true, "vineyards": true, "aquaculture": true, "sciences": true, "pharmaceutica": true, "pharma": true,
	"engineering": true, "prospecting": true, "estates": true, "mines": true, "copper": true, "gold": true, "products": true,
	"racing": true, "kaisha": true, "records": true, "akhara": true, "bahini": true, "zrt": true, "steel": true, "breweries": true,
	"brewing": true, "beverages": true, "telecom": true, "telekom": true, "telecoms": true, "telecommunications": true,
	"communications": true, "wireless": true, "cellular": true, "infocomm": true, "broadband": true, "plastics": true,
	"constructions": true, "exchange": true, "zeitung": true, "gazeta": true, "gazzetta": true,
	"conseil": true, "assemblée": true, "rassemblement": true, "comité": true, "syndicat": true, "confédération": true,
	"fédération": true, "présidence": true, "armée": true, "institut": true, "société": true, "mouvement": true,
	"sécurité": true, "conférence": true, "cour": true,
	"valiliği": true, "valiligi": true, "belediyesi": true, "bakanlığı": true, "başkanlığı": true, "müdürlüğü": true,
	"kaymakamlığı": true, "havayolları": true, "akimat": true, "akimaty": true,
	"orchestra": true, "philharmonic": true, "symphony": true, "ballet": true, "quartet": true, "choir": true, "chorus": true,
	"architects": true, "guild": true, "guilds": true, "promotions": true,
	"motorsport": true, "motorsports": true, "autosport": true, "corse": true, // racing teams
	"hermandad": true, "cofradía": true, "cofradia": true, "brotherhood": true, // Holy Week's brotherhoods
	"ensemble": true, "orchestre": true, "orchester": true, "staatskapelle": true, "philharmoniker": true,
}

// findCredit locates the caption's final credit line and returns it parsed.
// bare says text may be nothing but a credit; in a caption, an unbracketed
// credit follows some text of its own.
func (g *gazetteer) findCredit(text string, bare bool) (Credit, bool) {
	body := g.dropLeadingNote(text)
	if c, ok := g.lithuanianCredit(body); ok {
		return c, true
	}
	if c, ok := chineseCredit(body); ok {
		return c, true
	}
	if c, ok := koreanCredit(body); ok {
		return c, true
	}
	if c, ok := g.japaneseCredit(body); ok {
		return c, true
	}
	if c, ok := g.arabicCredit(body); ok {
		return c, true
	}
	c, ok := g.findLastCredit(body, bare)
	if ok && !strings.ContainsFunc(c.Text, unicode.IsLetter) {
		c, ok = Credit{}, false // "Sabtu (4/12/2021).": a date in brackets credits no one
	}
	if !ok {
		c, ok = g.datedAfterCredit(body, bare)
	}
	if !ok {
		c, ok = g.leadingCredit(body)
	}
	if !ok {
		c, ok = g.wireDatelineCredit(body, len(text))
	}
	if !ok {
		c, ok = g.arabicDatelineCredit(body, len(text))
	}
	m := reMandatoryCredit.FindStringSubmatchIndex(text)
	if m == nil {
		return c, ok
	}
	note := g.parseCreditBody(text[m[2]:m[3]])
	switch {
	case !ok && len(note.Agencies) > 0:
		// `... released by the Polish Ministry of Defence. RESTRICTED TO
		// EDITORIAL USE - MANDATORY CREDIT "AFP PHOTO / POLISH MINISTRY OF
		// DEFENCE"`: the note's credit is the only one
		note.Start = m[0]
		return note, true
	case ok && len(c.Photographers) == 0:
		// `(Photo by Handout / ESA / AFP) / ... MANDATORY CREDIT "AFP PHOTO
		// / ESA / S. CORVAJA"`: the credit AFP asks for names the photographer
		c.Photographers = note.Photographers
	}
	return c, ok
}

// reLeadingCredit is a credit that opens the caption, set off by a dash,
// ended by a full stop or a colon, or followed by the picture's number:
// "REUTERS/Bobby Yip — A woman ...", "Photograph: Nacho Doce/Reuters.
// Cattle are ...", "Jiji Press photo — ...", "AFP PHOTO / VIKTOR DRACHEV --
// ...", "Photo: MAP | Laayoune, ...", "PHOTO BY NAME / ALTAPRESS: Guests
// ...", "Mandatory Credit: Photo by Name/PIXSELL/Shutterstock (10321456c)
// Sailors ...".
var reLeadingCredit = regexp.MustCompile(`^\s*((?:(?i:mandatory\s+credit)\s*:\s*)?(?:(?i:photo(?:graph)?|foto|фото|picture|pic)\s*:\s*|(?i:fot|ph)\.\s*:?\s*)?(?:[^.,:;—–()\[\]]|\.[a-z]{2,4}\b|\b\p{Lu}\p{Ll}?\.\s\p{Lu}\p{Ll}){3,70}?)(?:\s+(?:[—–|]|--?)\s+|[.:]\s+\p{Lu}|\s+\([A-Za-z0-9]*\d[A-Za-z0-9]*\)\s+\p{Lu})`)

// wireDatelineCredit reads the agency of a wire's dateline as the
// caption's only credit, which ends at end (but "MAGARIA (Niger) –" names
// the town's country).
func (g *gazetteer) wireDatelineCredit(body string, end int) (Credit, bool) {
	m := reWireDatelineAgency.FindStringSubmatch(body)
	if m == nil {
		m = reBracketDatelineAgency.FindStringSubmatch(body)
	}
	if m == nil {
		return Credit{}, false
	}
	agency := m[len(m)-1] // (after the month's group)
	if e := g.lookupTokens(strings.Fields(agency)); e != nil && e.Type == schema.Place {
		return Credit{}, false
	}
	c := Credit{Text: agency, Start: end, Agencies: []string{agency}}
	if ag := g.creditAgency(agency); ag != "" && ag != agency {
		c.Agencies[0], c.Written = ag, map[string]string{ag: agency}
	}
	return c, true
}

// reWireDatelineAgency is a wire's dateline and the agency in brackets
// after its town: "ARUA (URN) -", "SANAA, Yemen (Saba) –".
// The dateline may give the day: "ONGOLE, India, May 26 (Reuters) -".
var reWireDatelineAgency = regexp.MustCompile(`^\s*\p{Lu}[\p{Lu} .'’-]+(?:,\s*\p{Lu}[\pL .'’-]*)?(?:,\s*` + monthPat + `\s+\d{1,2}(?:,\s*\d{4})?)?\s*\((\p{Lu}[\pL\d&.'’ -]{1,28})\)\s*[-–—]`)

// reBracketDatelineAgency is ANI's dateline and its agency: "Palnadu
// (Andhra Pradesh) [India], May 23 (ANI):".
var reBracketDatelineAgency = regexp.MustCompile(`^\s*\p{Lu}[\pL.'’-]*(?:\s+\p{Lu}[\pL.'’-]*){0,3}\s*(?:\([^()]{2,40}\)\s*)?\[[^\[\]]{2,40}\],\s*` + monthPat + `\s+\d{1,2}\s*\((\p{Lu}[\pL-]*)\)\s*:`)

// reLeadingBracketCredit is a bracketed credit that opens the caption:
// "(AFP PHOTO / Name) Fans welcome ...", "[Photo: Name/Flash90] Competitors
// swim ...".
var reLeadingBracketCredit = regexp.MustCompile(`^\s*[(\[]([^()\[\]]{3,70})[)\]]\s+\p{Lu}`)

// reLeadingShoutedCredit is a labelled credit in capitals that opens the
// caption and runs straight into its first sentence: "PICTURE: WILLEM DU
// TOIT/NAMIB TIMES Lesser flamingos feed ...".
var reLeadingShoutedCredit = regexp.MustCompile(`^\s*((?i:photo|picture|foto)\s*:\s*[\p{Lu}\d /.'&-]{2,69}?[\p{Lu}\d-])\s+\p{Lu}\p{Ll}`)

// Sri Lankan papers credit a correspondent with his town: after his name,
// in brackets or after a dash (reTownAfterName: "ඡායාරූපය: නිමල් ජයසිංහ
// (රඹුක්කන)", "(ඡායා: සුනිල් ගමගේ - වීරකැටිය)"), before it (reTownBeforeName:
// "ඡායාරූපය: බදුල්ල - චමින්ද ප්‍රියදර්ශන"), or as the town's correspondent,
// before, after or instead of his name (reTownBeforeTitle: "படம்: ஹட்டன்
// நிருபர் க. ராஜேந்திரன்"; reTownTitleAfter: "- ஹட்டன் நிருபர்", ",
// வவுனியா விசேட நிருபர்", "படம்: கொட்டகலை நிருபர்").
var (
	reTownAfterName   = regexp.MustCompile(`^((?:\S+:\s*)?\S+(?: \S+){1,2}?)\s*(?:[-–]\s*(\S+)|\((\S+)\))$`)
	reTownBeforeTitle = regexp.MustCompile(`^(\S+:\s*)?\S+\s+(?:நிருபர்|செய்தியாளர்|වාර්තාකරු)\s+`)
	reTownTitleAfter  = regexp.MustCompile(`(?:^(?:\S+:)?|,|\s[-–])\s*\S+\s+(?:விசேட\s+)?(?:நிருபர்|செய்தியாளர்)$`)
	reTownBeforeName  = regexp.MustCompile(`^(\S+:\s*)(\S+)\s+[-–]\s+(\S+(?: \S+){1,2})$`)
)

// cutCorrespondentTown takes a correspondent's town out of a Sinhala or
// Tamil credit: no source, unlike a paper the gazetteer knows ("සුදත්
// මලවීර (දිනමිණ)").
func (g *gazetteer) cutCorrespondentTown(body string) string {
	if !hasScript(body, []*unicode.RangeTable{unicode.Sinhala, unicode.Tamil}) {
		return body
	}
	body = reTownBeforeTitle.ReplaceAllString(body, "$1")
	body = reTownTitleAfter.ReplaceAllString(body, "") // "படம்: கி. வசந்தரூபன், வவுனியா விசேட நிருபர்", "- ஹட்டன் நிருபர்"
	if m := reTownBeforeName.FindStringSubmatch(body); m != nil && g.creditBody(m[2]) == nil && caselessWord(m[2]) {
		return m[1] + m[3] // "ඡායාරූපය: බදුල්ල - චමින්ද ප්‍රියදර්ශන": the town, then its correspondent
	}
	if m := reTownAfterName.FindStringSubmatch(body); m != nil {
		if town := m[2] + m[3]; caselessWord(town) && g.creditBody(town) == nil {
			return m[1]
		}
	}
	return body
}

// reDashedPaperPhoto is a paper's name and "photo" after a dash, closing
// a caption.
var reDashedPaperPhoto = regexp.MustCompile(`^[-–—]\s*((\p{Lu}[\pL.&'-]*(?:\s+\p{Lu}[\pL.&'-]*){0,3})\s+(?i:photo|photos|file photo))$`)

// reGlossedAcronym is a credit part that glosses its name with an acronym.
var reGlossedAcronym = regexp.MustCompile(`^(\S.*\S)\s*\(\p{Lu}{2,8}\)$`)

// reBracketedSource is a credit's last name and a source in brackets
// after it.
var reBracketedSource = regexp.MustCompile(`([\pL\pM]+(?: [\pL\pM]+)?)\s*\(([^()]+)\)\s*$`)

// reLeadingDandaCredit is a labelled credit in a Bengali, Devanagari or
// Burmese caption, ended by the danda as its sentences are: "ছবি: বিশ্বজিৎ
// চক্রবর্তী। শিলচর, ...", "ဓာတ်ပုံ - ကြေးမုံ ။ ...".
var reLeadingDandaCredit = regexp.MustCompile(`^\s*((?:(?:ছবি|ফটো|फोटो|फ़ोटो|तस्वीर|तस्बिर)\s*:|ဓာတ်ပုံ\s*[-−:])\s*[^.,:;।။|()]{3,60}?)\s*[।။]\s*`)

// leadingCredit reads a credit that opens the caption. Without a label
// the credit must pair names with a slash or call itself a photo, so a
// dateline or a sentence's opening words are never taken for one.
func (g *gazetteer) leadingCredit(text string) (Credit, bool) {
	bodyStart := 3 // the separator opens the body: a dash or full stop stays in it
	m := reLeadingDandaCredit.FindStringSubmatchIndex(text)
	if m != nil {
		bodyStart = 1 // (the label's own dash would end reLeadingCredit's credit: "ဓာတ်ပုံ - ကြေးမုံ ။")
	} else if m = reLeadingShoutedCredit.FindStringSubmatchIndex(text); m == nil {
		m = reLeadingCredit.FindStringSubmatchIndex(text)
	}
	if m == nil {
		m = reLeadingBracketCredit.FindStringSubmatchIndex(text)
	}
	if m == nil {
		return Credit{}, false
	}
	credit := strings.TrimLeft(text[m[2]:m[3]], "© ") // "© UNHCR/Helena Pires. Children play ..."
	labelled := reCreditPrefix.MatchString(credit)
	if !labelled && !strings.Contains(credit, "/") && !reTrailingPhoto.MatchString(credit) || reAnyYear.MatchString(credit) || !g.looksLikeCredit(credit, false) {
		return Credit{}, false
	}
	c := g.parseCreditBody(credit)
	if len(c.Agencies) == 0 && (len(c.Photographers) == 0 || !labelled) {
		return Credit{}, false
	}
	c.Start, c.BodyStart = len(text), m[bodyStart]
	return c, true
}

// reDateAfterCredit: "(Fotoğraf: AA) 29.07.2021", "(İHA) 31 Ekim 2020",
// "Foto: İHA Ağustos 2023": Turkish agencies date the picture after its
// credit; so do Pakistan's papers: "(فوٹو: اے پی پی) ۲۸ نومبر ۲۰۱۸".
var reDateAfterCredit = regexp.MustCompile(`\s+(\d{1,2}[./]\d{1,2}[./](?:19|20)\d\d|(?:\p{Nd}{1,2}\s+)?\pL[\pL\pM]+\s+\p{Nd}{4})\s*[.۔]?$`)

// datedAfterCredit finds the credit before a date that ends the text; the
// date is the day the credit gives the picture.
func (g *gazetteer) datedAfterCredit(text string, bare bool) (Credit, bool) {
	m := reDateAfterCredit.FindStringSubmatchIndex(text)
	if m == nil {
		return Credit{}, false
	}
	iso, ok := ParseDate(text[m[2]:m[3]])
	if !ok {
		return Credit{}, false
	}
	c, ok := g.findLastCredit(text[:m[0]], bare)
	if ok && c.Taken == "" {
		c.Taken, c.TakenWritten = iso, text[m[2]:m[3]]
	}
	return c, ok
}

// reMandatoryCredit finds the quoted credit of an editors' note.
var reMandatoryCredit = regexp.MustCompile(`(?i)mandatory credit\s*:?\s*["“]([^"”]{3,120})["”]`)

// findLastCredit locates the credit that ends text.
func (g *gazetteer) findLastCredit(text string, bare bool) (Credit, bool) {
	// "... via REUTERS ATTENTION EDITORS - THIS IMAGE WAS PROVIDED BY A THIRD PARTY."
	if i := editorsNoteStart(text); i > 0 {
		t := strings.TrimRightFunc(text, unicode.IsSpace)
		if open := matchingOpen(t); strings.HasSuffix(t, ")") && open > i && g.looksLikeCredit(t[open+1:len(t)-1], true) {
			// AFP's note before its credit: "... - NO MARKETING NO
			// ADVERTISING CAMPAIGNS (Photo by HANDOUT/Ministry/AFP)"
			text = text[:i+1] + t[open:]
		} else if !g.creditAfterNotes(t, i) {
			text = text[:i]
		} else if early, before := g.findCredit(text[:i], bare); before && !g.fullerAfterNotes(t, early) {
			text = text[:i] // the notes' own slashes come after a credit
		}
	}
	// "(Photo by YONHAP / AFP) / South Korea OUT / REPUBLIC OF KOREA OUT"
	// ("EPA-EFE/NAME HUNGARY OUT" first: the pattern would take the name)
	text = reCountryOut.ReplaceAllString(g.trimMarketsOut(text), "")
	// Most captions end in a letter, which none of these codes does, so
	// the last character picks the patterns worth trying.
	endsWith := func(set string) bool {
		t := strings.TrimRight(text, " \t\n.")
		return t != "" && strings.IndexByte(set, t[len(t)-1]) >= 0
	}
	if endsWith(")") {
		if loc := findAtEnd(reTrailingBracketInitials, text); loc != nil {
			text = text[:loc[0]+1]
		}
	}
	if loc := findAtEnd(reTrailingID, text); loc != nil && loc[0] > 0 {
		text = text[:loc[0]]
	}
	if loc := findAtEnd(reTrailingHandle, text); loc != nil && loc[0] > 0 {
		text = text[:loc[0]]
	}
	if endsWith(")]") {
		for _, re := range []*regexp.Regexp{reTrailingBracketID, reTrailingSquareCode, reTrailingFileNote} {
			if loc := findAtEnd(re, text); loc != nil && loc[0] > 0 {
				text = text[:loc[0]]
			}
		}
	}
	if endsWith("0123456789") {
		for _, re := range []*regexp.Regexp{reEditorTail, reLicence, reLowerID} {
			if loc := findAtEnd(re, text); loc != nil && loc[0] > 0 {
				text = text[:loc[0]]
			}
		}
	}
	text = g.trimMarketsOut(reReutersTags.ReplaceAllString(text, "")) // ("NAME POLAND OUT epa03942187": the markets before the number)
	if loc := reAfterBracketID.FindStringIndex(text); loc != nil {
		text = text[:loc[0]+1]
	}
	// "(Photo by Name / AFP) / -- IMAGE RESTRICTED ...": the note is cut,
	// its dashes and slash go with it
	t := strings.TrimRightFunc(text, func(r rune) bool { return unicode.IsSpace(r) || r == '.' || r == '/' || r == '-' })
	if t == "" {
		return Credit{}, false
	}
	if len(t) < len(text) && text[len(t)] == '.' && endsInInitial(t) {
		t += "." // "EPA-EFE/ANGEL MEDINA G.", "Name/Ernesto Guzmán Jr."
	}
	if open := strings.LastIndexByte(t, '['); strings.HasSuffix(t, "]") && open >= 0 && !strings.ContainsAny(t[open+1:len(t)-1], "[]()") {
		// "[State Department photo by Name/ Public Domain]": square
		// brackets read as round ones (the offsets stay the same)
		t = t[:open] + "(" + t[open+1:len(t)-1] + ")"
	}
	if strings.HasSuffix(t, ")") {
		if open := matchingOpen(t); open >= 0 && !g.unknownGloss(t, open) {
			inner := t[open+1 : len(t)-1]
			if loc := reCopyrightLead.FindStringIndex(inner); loc != nil && loc[1] > 0 {
				inner = inner[loc[1]:] // "(Satellite image ©2023 Maxar Technologies via AP)"
			}
			label := 0
			if n := unknownLabel(inner); n > 0 && g.looksLikeCredit(inner[n:], true) {
				label = n // "(Aputo: Joseph Omoding/Aicerit)"
			}
			var taken, takenWritten string
			if day, rest, ok := strings.Cut(inner, " | "); ok && reCreditPrefix.MatchString(rest) {
				if iso, ok := ParseDate(day); ok && len(iso) == len("2006-01-02") {
					// "(டிசெம்பர் 22, 2018 | படம்: Name | Paper)": the day, then the credit
					taken, takenWritten, label = iso, day, len(day)+len(" | ")
				}
			}
			if g.looksLikeCredit(inner[label:], true) && !g.glossClosesCredit(t, open) {
				c := g.parseCreditBody(inner[label:])
				if taken != "" {
					c.Taken, c.TakenWritten = taken, takenWritten
				}
				c.Text, c.Start = inner, g.earlierCredit(t, open)
				if name, at, _, ok := g.nameBeforeAgency(t, open, c); ok {
					c.Photographers, c.Start, c.Text = []string{name}, at, t[at:]
				}
				return c, true
			}
			// "Foto: Héctor Giner (À Punt)": after a labelled name, a
			// bracket names its source though no one knows it
			if name, at, labelled, ok := g.nameBeforeAgency(t, open, Credit{Agencies: []string{inner}, Start: open}); ok && labelled && g.sourceShaped(inner) && !g.glossClosesCredit(t, open) {
				return Credit{Text: t[at:], Start: at, Photographers: []string{creditPerson(name)}, Agencies: []string{strings.TrimSpace(inner)}}, true
			}
			if g.loneBracketSource(t, open) {
				src := inner
				if rest := archiveOf(inner); rest != "" {
					src = rest
				}
				return Credit{Text: inner, Agencies: []string{src}, Start: open}, true
			}
		}
	}
	// An unbracketed credit after the last sentence: "... 2016. REUTERS/Name".
	if loc := reSlashedCode.FindStringIndex(t); loc != nil && loc[0] > 0 {
		t = t[:loc[0]] // Red Bull Content Pool's "// Name / Red Bull Content Pool // SI201807010123"
	}
	start := lastSegmentStart(t)
	if i := strings.LastIndex(t, " // "); i >= 0 && i+4 > start && g.looksLikeCredit(t[i+4:], false) {
		start = i + 4 // "... in July 2018 // Name / Red Bull Content Pool"
	}
	copyrighted := false
	if loc := reCopyrightLead.FindStringIndex(t[start:]); loc != nil && start > 0 {
		start += loc[1] // "© UNICEF/UNI471223/El Baba", "Satellite image ©2022 Maxar Technologies/Handout"
		copyrighted = true
	}
	if loc := reLeadingOut.FindStringIndex(t[start:]); loc != nil {
		start += loc[1]
	}
	if loc := reLeadingNumericDate.FindStringIndex(t[start:]); loc != nil && g.looksLikeCredit(t[start+loc[1]:], false) {
		start += loc[1] // "Istanbul. 16.07.2016 Serkan Avcı / IHA": the day, then the credit
	}
	seg := reCreditSuffix.ReplaceAllString(t[start:], "") // ("Name Livepic TPX IMAGES OF THE DAY")
	if trimmed := strings.TrimLeft(seg, "/-–—=| "); trimmed != seg && (reCreditPrefix.MatchString(trimmed) || g.allAgencies([]string{trimmed})) {
		// ("... on December 27, 2007. — APP": a dash before the agency,
		// "... 2018. | Photo Credit: H. Vibhu": a bar before the credit)
		// "(Photo by Name / AFP) / Photo credit should read NAME/AFP via
		// Getty Images": the fuller second credit
		start += len(seg) - len(trimmed)
		seg = trimmed
	}
	if m := reDashedPaperPhoto.FindStringSubmatchIndex(t[start:]); m != nil {
		// "... on Sunday. — New Age photo", "—Star photo": Bangladeshi
		// papers' own picture, after a dash
		paper := strings.TrimSuffix(t[start+m[4]:start+m[5]], " File")
		return Credit{Text: t[start+m[2]:], Start: start + m[2], Agencies: []string{paper}}, true
	}
	var taken, takenWritten string
	if m := reDatedCredit.FindStringSubmatch(seg); m != nil && g.creditAgency(m[1]) != "" {
		if iso, ok := ParseDate(m[2]); ok {
			seg, taken, takenWritten = m[1], iso, m[2] // "CNA photo Nov. 26, 2022"
		}
	} else if m := reNumericDayAfterCredit.FindStringSubmatchIndex(seg); m != nil && strings.Contains(seg[:m[0]], "/") {
		if iso, ok := ParseDate(seg[m[2]:m[3]]); ok {
			// "Picture by Name/Pacemaker Press 23/8/2017": the day after
			// the credit, its slashes no parts of it
			seg, taken, takenWritten = seg[:m[0]], iso, seg[m[2]:m[3]]
		}
	}
	if n := unknownLabel(seg); n > 0 && start > 0 && g.looksLikeCredit(seg[n:], false) {
		c := g.parseCreditBody(seg[n:])
		c.Start, c.Text = start, seg // the label is the credit's, not the text's
		return c, true
	}
	if (start > 0 || bare) && (g.looksLikeCredit(seg, false) || copyrighted && !reInlineLabel.MatchString(seg) && capitalisedParts(g.splitCredit(seg))) {
		c := g.parseCreditBody(seg)
		c.Start = start
		if taken != "" {
			c.Taken, c.TakenWritten = taken, takenWritten
		}
		return c, true
	}
	// Reuters' sports captions run the credit on without a full stop:
	// "... with Virgil van Dijk Action Images via Reuters/Jason Cairnduff"
	if i := g.agencyCreditStart(seg); i > 0 && g.looksLikeCredit(seg[i:], false) {
		c := g.parseCreditBody(seg[i:])
		c.Start = start + i
		return c, true
	}
	// "... for trainer Gordon Elliott Aintree 6.4.19 Pic: Name/racingfotos.com":
	// so do racing desks, after a label
	if locs := reInlineLabel.FindAllStringIndex(seg, -1); locs != nil {
		i := locs[len(locs)-1][0] + 1
		i += len(seg[i:]) - len(strings.TrimLeft(seg[i:], "-–— "))
		if g.looksLikeCredit(seg[i:], false) {
			c := g.parseCreditBody(seg[i:])
			c.Start = start + i
			return c, true
		}
	}
	return Credit{}, false
}

// nameBeforeAgency: "... after six years of construction. Paco Puentes
// (El País)": a person's name alone after the last sentence, before a
// bracket holding nothing but an agency, is its photographer. It returns
// the name and where it starts.
func (g *gazetteer) nameBeforeAgency(t string, open int, c Credit) (name string, at int, labelled, ok bool) {
	if len(c.Photographers) > 0 || len(c.Agencies) != 1 || c.Start != open {
		return "", 0, false, false
	}
	before := strings.TrimRight(t[:open], " ")
	at = lastSegmentStart(before)
	if loc := reCreditPrefix.FindStringIndex(before[at:]); loc != nil && at > 0 {
		at += loc[1] // "Photo: Miguel Ángel Montesinos (Levante-EMV)"
		labelled = true
	}
	name = before[at:]
	words := strings.Fields(name)
	if at == 0 || len(words) > 4 || !personLike(name) || isOrgPhrase(name) || glossesWordsBefore(t[open+1:len(t)-1], before) {
		return "", 0, false, false // ("Photo: Austrian Alpine Club (OeAV)": a body and its acronym)
	}
	if labelled && caselessOpened(name) {
		return name, at, true, true // "ఫొటో: పి. వెంకటేశ్వర్లు (ఆంధ్రజ్యోతి)": no capital to check
	}
	for _, w := range words {
		if !isCapitalized(w) && !nameParticles[w] {
			return "", 0, false, false
		}
	}
	// (a label vouches for a name no list of first names knows: "Foto:
	// Héctor Giner (À Punt)")
	if len(words) < 2 || !labelled && !g.givenNames[words[0]] {
		return "", 0, false, false
	}
	return name, at, labelled, true
}

// sourceShaped reports whether p may name a photo's source in brackets
// after its photographer: one to five words, the first capitalised, no
// person's name.
func (g *gazetteer) sourceShaped(p string) bool {
	words := strings.Fields(p)
	return len(words) >= 1 && len(words) <= 5 && isCapitalized(words[0]) && personLike(p) && !g.opensWithGivenName(p)
}

// loneBracketSource: "... three weeks before her arrest. (Newsis)", "...
// (Presidential Office)": after the last sentence, a bracket holding one
// unknown word that is no first name or place, or a body's name, names
// the picture's source.
func (g *gazetteer) loneBracketSource(t string, open int) bool {
	inner := strings.TrimSpace(t[open+1 : len(t)-1])
	before := strings.TrimRight(t[:open], " ")
	if g.knownArchive(inner) && strings.HasSuffix(before, ".") {
		return true // "(Archivo El Nacional)"
	}
	words := strings.Fields(inner)
	if !strings.HasSuffix(before, ".") || len(words) == 0 || len(words) > 4 || !personLike(inner) {
		return false
	}
	for _, w := range words {
		if !isCapitalized(w) && w != "of" && w != "the" {
			return false
		}
	}
	if len(words) == 1 {
		return !g.givenNames[titleCase(inner)] && g.lookupTokens(words) == nil && !monthWords[inner] && !abbrevs[inner]
	}
	return isOrgPhrase(inner)
}

// unknownGloss reports whether the bracket that closes t at open is an
// acronym no one knows, defined by the words before it: "... of
// Sagittarius Mines Inc. (SMI)." ("... courtesy of the Armed Forces of the
// Philippines (AFP)" names a known body, which may be the credit's, and
// "Foto: Info-Prim Neo (IPN)" glosses its credit).
func (g *gazetteer) unknownGloss(t string, open int) bool {
	inner := t[open+1 : len(t)-1]
	return g.byFold[fold(inner)] == nil && glossesWordsBefore(inner, strings.TrimRight(t[:open], " ")) && !g.glossClosesCredit(t, open)
}

// glossesWordsBefore reports whether acr spells the initials of the words
// before it: "... the Tampakan project of Sagittarius Mines Inc. (SMI)."
// defines an acronym and credits nobody.
func glossesWordsBefore(acr, before string) bool {
	toks := tokenize(strings.TrimRight(before, "."))
	if len(toks) == 0 {
		return false
	}
	_, ok := acronymWindow(toks, len(toks), acr)
	return ok
}

// glossClosesCredit: "Photo: Name/News Agency of Nigeria (NAN)": the
// closing bracket glosses the agency's name with its acronym, so the
// credit is the whole last sentence, not the bracket alone.
func (g *gazetteer) glossClosesCredit(t string, open int) bool {
	inner := t[open+1 : len(t)-1]
	before := strings.TrimRight(t[:open], " ")
	if strings.Contains(inner, " ") || !isAllCaps(inner) || len(before) == len(t[:open]) && open > 0 {
		return false // a gloss is one acronym, after a space
	}
	r, _ := utf8.DecodeLastRuneInString(before)
	start := lastSegmentStart(before)
	return unicode.IsLetter(r) && start > 0 && g.looksLikeCredit(before[start:], false)
}

// tailReach bounds the text that a pattern anchored at the end of a
// caption is run on: codes and notes after a credit are short, and a
// backtracking match tried at every word of a long caption is not.
const tailReach = 160

// findAtEnd is re.FindStringIndex for a pattern anchored at the end of
// text, run on its last tailReach bytes (from a rune boundary).
func findAtEnd(re *regexp.Regexp, text string) []int {
	from := max(len(text)-tailReach, 0)
	for from > 0 && !utf8.RuneStart(text[from]) {
		from--
	}
	loc := re.FindStringIndex(text[from:])
	if loc == nil {
		return nil
	}
	return []int{loc[0] + from, loc[1] + from}
}

// trimMarketsOut cuts the markets a picture may not be sold in from the end
// of text: "EPA-EFE/NAME HUNGARY OUT", "NAME AUSTRALIA AND NEW ZEALAND
// OUT", "ANP / NAME netherlands out - belgium out".
func (g *gazetteer) trimMarketsOut(text string) string {
	for {
		t := strings.TrimRight(text, " -,/.") // ("China Daily via REUTERS. CHINA OUT.")
		if len(t) < 4 || !strings.EqualFold(t[len(t)-4:], " out") {
			return text
		}
		words := reWord.FindAllStringIndex(t[:len(t)-4], -1)
		cut := -1
		for k := len(words) - 1; k >= 0 && k >= len(words)-6; k-- {
			ws := make([]string, 0, len(words)-k)
			for _, w := range words[k:] {
				ws = append(ws, t[w[0]:w[1]])
			}
			if g.countryList(ws) {
				cut = words[k][0]
			}
		}
		if cut <= 0 {
			return text
		}
		text = t[:cut]
	}
}

// reWord finds the words of a credit with their offsets.
var reWord = regexp.MustCompile(`\S+`)

// countryList reports whether words name one country or several joined by
// "and", in any case.
func (g *gazetteer) countryList(words []string) bool {
	var part []string
	for i, w := range words {
		and := strings.EqualFold(w, "and")
		if !and {
			if strings.ToLower(w) == w {
				w = titleCase(w) // "netherlands out"
			}
			part = append(part, w)
		}
		if and || i == len(words)-1 {
			if e := g.lookupTokens(part); e == nil || e.Kind != "country" {
				return false
			}
			part = part[:0]
		}
	}
	return len(words) > 0
}

// earlierCredit: "(Photo by Seth Wenig / POOL / AFP) (Photo by SETH
// WENIG/POOL/AFP via Getty Images)": AFP's credit and Getty's after it.
// It returns where the first of the brackets before open that credit
// the photo begins.
func (g *gazetteer) earlierCredit(t string, open int) int {
	for {
		before := strings.TrimRight(t[:open], " /")
		if !strings.HasSuffix(before, ")") {
			// "Photo by NAME / AFP (Photo credit should read NAME/AFP via
			// Getty Images)": a labelled credit before a labelled bracket
			if s := lastSegmentStart(before); s > 0 && reCreditPrefix.MatchString(before[s:]) && reCreditPrefix.MatchString(t[open+1:]) && g.looksLikeCredit(before[s:], false) {
				return s
			}
			return open
		}
		prev := matchingOpen(before)
		if prev < 0 || !rePhotoBy.MatchString(before[prev+1:]) || !g.looksLikeCredit(before[prev+1:len(before)-1], true) {
			return open
		}
		open = prev
	}
}

// agencyCreditStart finds where a known agency opens a credit inside s:
// one to three words the gazetteer knows as an agency, followed, perhaps
// after "via X", by a slash.
func (g *gazetteer) agencyCreditStart(s string) int {
	for i := 0; i < len(s); i++ {
		if i > 0 && s[i-1] != ' ' {
			continue
		}
		words := strings.Fields(s[i:])
		for j, w := range words {
			// "REUTERS/Molly Darlington": a slash ends the agency's name
			if k := strings.Index(w, "/"); k > 0 {
				words = append(words[:j:j], w[:k], w[k:])
				break
			}
		}
		for n := min(3, len(words)); n >= 1; n-- {
			name := strings.Join(words[:n], " ")
			if !g.isAgency(name) && !(n == 1 && g.agencyPair(name)) {
				continue
			}
			rest := strings.TrimSpace(s[i+len(name):])
			if strings.HasPrefix(rest, "/") || strings.HasPrefix(strings.ToLower(rest), "via ") && strings.Contains(rest, "/") {
				return i
			}
		}
	}
	return -1
}

// agencyPair: "EPA-EFE", two agencies joined by a hyphen.
func (g *gazetteer) agencyPair(w string) bool {
	a, b, ok := strings.Cut(w, "-")
	return ok && g.isAgency(a) && g.isAgency(b)
}

// ParseCredit parses a credit line, with or without its brackets, or finds
// the credit at the end of a whole caption.
func ParseCredit(text string) (Credit, bool) {
	g, err := sharedGazetteer()
	if err != nil {
		return Credit{}, false
	}
	return g.findCredit(text, true)
}

func matchingOpen(t string) int {
	depth := 0
	for i := len(t) - 1; i >= 0; i-- {
		switch t[i] {
		case ')':
			depth++
		case '(':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// armenianBefore reports whether s ends in an Armenian letter: Armenian
// text often ends a sentence with a colon.
func armenianBefore(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return unicode.Is(unicode.Armenian, r)
}

// lastSegmentStart finds where the last sentence or line of t begins.
func lastSegmentStart(t string) int {
	best := 0
	for _, sep := range []string{". ", ".\n", "\n", ") ", "! ", "? ", ".” ", ".\" ", ".' ", ".’ ", " -- ", "। ", "។ ", "။ ", "። ", "། ", "۔ ", "꯫ ", "։ ", ": ", " ∙ ", " –"} {
		end := len(t)
		for {
			i := strings.LastIndex(t[:end], sep)
			if i < 0 {
				break
			}
			// ("..., in Orchard Park, N.Y. Photo: Name/AP": an abbreviation
			// ends the sentence when a credit opens after it)
			if sep[0] == '.' && abbrevBefore(t[:i]) && !reCreditPrefix.MatchString(t[i+len(sep):]) || sep == ". " && particleSurname(t[i+len(sep):]) {
				// ("Photo: Jac. de Nijs/Anefo": a first name cut short
				// before a surname's particle)
				end = i
				continue
			}
			if sep == " –" && !reScriptPaperPhoto.MatchString(t[i+len(sep):]) {
				end = i // "... ಸಾಗಿತು –ಪ್ರಜಾವಾಣಿ ಚಿತ್ರ": a Kannada paper's dash before its picture's word
				continue
			}
			if (sep == " -- " || sep == ": " || sep == " ∙ ") && !reCreditPrefix.MatchString(t[i+len(sep):]) || sep == ": " && !armenianBefore(t[:i]) {
				// "-- RESTRICTED TO EDITORIAL USE -- Photo credit should
				// read NAME/AFP": dashes (and Manorama's "∙") end a note only before a credit,
				// as a colon ends an Armenian sentence ("...: Լուսանկարը՝ X")
				end = i
				continue
			}
			if sep == ") " && glossContinues(t[i+len(sep):]) {
				// "WANA (West Asia News Agency) via REUTERS": one credit
				end = i
				continue
			}
			if i+len(sep) > best {
				best = i + len(sep)
			}
			break
		}
	}
	for best < len(t) && t[best] == ' ' {
		best++
	}
	return best
}

// unknownLabel returns the length of a label in a language the credit
// patterns do not know that opens seg, or 0: one capitalised word and a
// colon, before a credit with a slash ("Kifwanyikizho: Rodgers
// Kasanda/ZANIS").
func unknownLabel(seg string) int {
	word, after, ok := strings.Cut(seg, ": ")
	if !ok || len([]rune(word)) < 3 || !startsUpper(word) || strings.ContainsFunc(word, func(r rune) bool { return !unicode.IsLetter(r) }) ||
		!strings.Contains(after, "/") || reCreditPrefix.MatchString(seg) {
		return 0
	}
	return len(seg) - len(strings.TrimLeft(after, " "))
}

// particleSurname: "de Nijs/Anefo", a lower-case particle and a capital,
// which go on a name and never open a sentence.
func particleSurname(s string) bool {
	first, rest, _ := strings.Cut(s, " ")
	return nameParticles[first] && isCapitalized(rest)
}

// glossContinues reports whether rest carries on a credit after a
// bracketed gloss: "via REUTERS", "/Handout".
func glossContinues(rest string) bool {
	if reCreditPrefix.MatchString(strings.TrimLeft(rest, "/ ")) {
		return false // "(Photo by Name / AFP) / Photo credit should read ..."
	}
	low := strings.ToLower(strings.TrimSpace(rest))
	return strings.HasPrefix(low, "via ") || strings.HasPrefix(low, "/")
}

// capitalisedParts reports whether a credit has two parts or more, all
// short names opening with a capital: after "©" they are its holders ("©
// L'Express du Faso / Kader Traoré"). (A lone word after it is read as a
// source elsewhere.)
func capitalisedParts(parts []string) bool {
	for _, p := range parts {
		if f := strings.Fields(p); len(f) == 0 || len(f) > 5 || !startsUpper(p) || labelWords[strings.ToLower(f[0])] {
			return false
		}
	}
	return len(parts) > 1
}

func (g *gazetteer) looksLikeCredit(s string, bracketed bool) bool {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 200 {
		return false
	}
	courtesy := reCourtesyOf.MatchString(s)
	if reCreditPrefix.MatchString(s) || reShoutedPhoto.MatchString(s) || bracketed && courtesy {
		return true // "(Courtesy of Gilead Sciences)": the source, in brackets
	}
	parts := g.splitCredit(s)
	// "... 2022. Courtesy of FECAFOOT": a lender of capitalised words after
	// the last sentence; "(Team Scotland handout)": a supplier's handout
	// alone in brackets
	lent := courtesy
	known := 0
	for _, p := range parts {
		p = strings.TrimSpace(reTrailingCode.ReplaceAllString(p, ""))
		if t := trimHandoutWords(p); t != "" {
			lent = lent || bracketed && len(parts) == 1 && t != p
			p = t // "(Ford Motor Co. handout via AP)"
		}
		if g.editorInitials(p) || reIDCode.MatchString(p) {
			continue
		}
		if reGlossed.MatchString(p) {
			known++
			continue
		}
		if names, _ := g.partAgencies(p); names != nil || creditSkip[strings.ToLower(p)] || webAddress(p) || emailAddress(p) || g.agencyPrefixed(p) || reNumberedName.MatchString(p) && len(parts) > 1 {
			known++
			continue
		}
		if stripped := g.stripTitles(p); stripped != "" && stripped != p && personLike(stripped) {
			continue // "Mass Communication Specialist 3rd Class Kaitlin Watt"
		}
		words := strings.Fields(p)
		// ("24th King Danylo Separate Mechanized Brigade of the Ukrainian
		// Armed Forces": a unit's full name may run long, all capitals)
		if len(words) == 0 || len(words) > 9 && (len(words) > 14 || !isOrgPhrase(p) || lowerContentWords(words) > 0) {
			return false
		}
		if (isOrgPhrase(p) || companySuffix(lastWord(p))) && len(words) > 1 && len(parts) >= 2 && (len(words) <= 3 || lowerContentWords(strings.Fields(reCreditNoteSuffix.ReplaceAllString(p, ""))) <= 1) {
			// "Press service of the State Emergency Service of Ukraine", but
			// not a sentence: "Police patrol the Bel Air neighborhood of
			// Port-au-Prince, Haiti".
			known++
			continue
		}
		if len(words) > 7 {
			return false
		}
		for k, w := range words {
			// ("No 10 Downing Street": a number inside a name)
			inner := isNumber(w) && k > 0 && k+1 < len(words) && isCapitalized(words[k+1])
			w = strings.Trim(w, `'"‘’“”`) // "Dmytro 'Orest' Kozatskyi"
			r, _ := utf8.DecodeRuneInString(w)
			suffix := k > 0 && k == len(words)-1 && generationSuffix[titleCase(strings.TrimSuffix(w, "."))] // "EFE/Lavandeira jr"
			if !unicode.IsUpper(r) && !caseless(r) && !inner && !suffix && !nameParticles[strings.ToLower(w)] && !elidedName(w) && !prefixParticles[strings.ToLower(strings.SplitN(w, "-", 2)[0])] && w != "of" && w != "the" && w != "for" && w != "and" {
				return false
			}
		}
	}
	if len(parts) >= 2 {
		if known > 0 || bracketed || lent {
			return true
		}
		_, pair := g.unknownSource(parts, rePhotoBy.MatchString(s))
		return pair
	}
	// "... à Nouméa. Photo LNC", "Photo Tahiti Infos": a French paper's
	// credit, its label without a colon
	unlabelled := len(parts) == 1 && rePhotoOfAgency.MatchString(s) && startsUpper(s)
	return known > 0 || lent || unlabelled
}

// caseless reports whether r is a letter of a script without capitals to
// mark a credited name: Arabic, Thai, Ethiopic, the Indic scripts, Georgian
// (whose capitals only headlines use) ("رويترز/محمد نور الدين عبد الله",
// "ფოტო: ნინო ბაქრაძე/ინტერპრესნიუსი").
func caseless(r rune) bool {
	return isArabicLetter(r) || unicode.IsLetter(r) && !unicode.IsUpper(r) && !unicode.IsLower(r) || unicode.Is(unicode.Georgian, r)
}

// splitCredit splits a credit body into its parts: "Name/AFP/Getty Images",
// "Handout via Reuters", "Name for The Times".
func (g *gazetteer) splitCredit(s string) []string {
	// "Mandatory Credit: Photo by Name/...": one prefix may follow another
	labelled := false
	if m := reScriptPaperLabel.FindStringSubmatch(s); m != nil {
		s, labelled = m[2]+"/"+m[1], true // "ಉದಯವಾಣಿ ಚಿತ್ರ: Name": the paper's picture, by its photographer
	}
	for t := reCreditPrefix.ReplaceAllString(s, ""); t != s; t = reCreditPrefix.ReplaceAllString(s, "") {
		s, labelled = t, true
	}
	if m := reQuotedPaperThenName.FindStringSubmatch(s); m != nil {
		s = m[2] + "/" + m[1] // "«Алматы ақшамы» газетінің фототілшісі Name": the paper's photographer
	}
	if reShoutedPhoto.MatchString(s) {
		s = strings.TrimSpace(s)[len("PHOTO"):] // La Presse's "PHOTO OLIVIER PONTBRIAND, LA PRESSE"
	}
	// "WANA (West Asia News Agency)": the gloss names the same agency, and
	// is kept as "WANA (West Asia News Agency)" for parseCreditBody.
	s = reCreditGloss.ReplaceAllStringFunc(s, func(g string) string {
		inner := strings.TrimSpace(g)
		inner = strings.TrimSpace(inner[1 : len(inner)-1])
		if len(strings.Fields(inner)) >= 2 && !strings.ContainsAny(inner, "/") && isOrgPhrase(inner) {
			return " (" + inner + ")"
		}
		return ""
	})
	var parts []string
	if m := reAgencyColonName.FindStringSubmatch(s); m != nil && g.creditAgency(m[1]) != "" {
		s = m[1] + "/" + m[2] // "MTI Fotó: Name", "APA-FOTO: NAME"
	}
	if m := reLabelAgencyColon.FindStringSubmatch(s); m != nil && g.creditAgency(m[1]) != "" {
		s = m[1] + "/" + m[2]
	}
	// ("ABC Kimberley: Name": a broadcaster's desk, named after its acronym)
	if m := reAgencyColon.FindStringSubmatch(s); m != nil && (g.creditAgency(m[1]) != "" || acronymOpened(m[1]) && g.plainPersonName(m[2])) {
		s = m[1] + "/" + m[2] // "ST PHOTO: JASON QUAH": the paper, then its photographer
	}
	s = reInnerPhotoBy.ReplaceAllString(s, "/")
	s = reCodedPhoto.ReplaceAllString(s, "$1") // UNI's "UNI PHOTO-32U": the picture's number
	s = strings.ReplaceAll(s, "\\", "/")       // "Vadim Braidov\TASS"
	for _, name := range g.slashNames {
		// "Name/RFE/RL": a slash inside a known name splits nothing
		if i := strings.Index(strings.ToLower(s), strings.ToLower(name)); i >= 0 {
			s = s[:i] + strings.ReplaceAll(s[i:i+len(name)], "/", slashMark) + s[i+len(name):]
		}
	}
	for _, p := range strings.Split(s, "/") {
		p = strings.ReplaceAll(p, slashMark, "/")
		p = reMinistryList.ReplaceAllStringFunc(p, func(m string) string { return strings.ReplaceAll(m, ", ", commaMark) })
		if before, after, ok := strings.Cut(p, " FOR "); ok && isAllCaps(p) && g.opensWithGivenName(before) {
			p = before + " for " + after // "MARC ASPLAND FOR THE TIMES", not "CENTERS FOR DISEASE CONTROL"
		}
		if body := reTrailingPartDate.ReplaceAllString(p, ""); body != p && reAgencyPhoto.MatchString(body) {
			p = body // "CNA photo March 28, 2021": the day the service gives its picture
		}
		for _, w := range []string{" pour ", " para ", " für "} {
			if before, after, ok := strings.Cut(p, w); ok && (g.opensWithGivenName(before) || len(strings.Fields(before)) >= 2 && personLike(before)) && startsUpper(after) {
				p = before + " for " + after // "Ahmed Zaidou pour Al-Watwan", "Name para El País"
			}
		}
		for _, q := range splitWords(g.protectFor(p), " via ", " Via ", " VIA ", " for ", " - ", " – ", " — ", ", ", " | ", " • ", " ∙ ", " · ", ";", "፤", "، ", " © ") {
			q = strings.ReplaceAll(strings.ReplaceAll(q, forMark, " for "), commaMark, ", ")
			q = strings.TrimSpace(q)
			dotted := strings.HasSuffix(q, ".")
			q = strings.TrimSpace(strings.Trim(q, "-–—.,:"))
			if dotted && (strings.Contains(q, " ") && endsInInitial(q) || strings.Contains(q, ".") && dottedAbbrev(q)) {
				q += "."
			}
			for _, pre := range []string{"via ", "Via ", "VIA ", "and ", "For "} { // "NASA, ESA, CSA, and STScI", "Name/For China Daily"
				q = strings.TrimPrefix(q, pre)
			}
			if strings.HasPrefix(strings.ToLower(q), "kod ") {
				q = "kod" // TT's and Bildbyrån's picture code: "kod SE", "kod 10060"
			}
			if rest, ok := strings.CutPrefix(q, "Photo "); ok && len(strings.Fields(rest)) >= 2 && personLike(rest) && g.creditAgency(rest) == "" {
				q = rest // ACP's "ACP/Photo Godé Mutombo": the label after the agency
			}
			if rest := strings.TrimSpace(reCreditNotePrefix.ReplaceAllString(q, "")); !g.officeOf(rest) {
				q = rest // "Press service of the General Staff", not "Press Service of the President of Turkmenistan"
			}
			if body := reCreditNoteSuffix.ReplaceAllString(q, ""); isOrgPhrase(body) || g.byFold[fold(body)] != nil {
				q = body // "Azov Regiment press service", but not "El Salvador presidential press office"
			}
			if body := reCopyrightSuffix.ReplaceAllString(q, ""); body != "" && !strings.EqualFold(body, "crown") {
				q = body // "MoD Crown Copyright": the owner
			}
			if body := reFilesSuffix.ReplaceAllString(q, ""); body != q && (isOrgPhrase(body) || g.byFold[fold(body)] != nil) && !staffTitles[lastWord(body)] {
				q = body // "WINNIPEG FREE PRESS FILES": the paper's own archive
			}
			if m := reTypeQuotedName.FindStringSubmatch(q); m != nil {
				q = m[1] // "АМИТ «Ховар»": the agency's legal form, then its name
			}
			if m := reQuotedNameThenType.FindStringSubmatch(q); m != nil {
				q = m[1] // Armenian's "«Ազատություն» ռադիոկայան": the name, then what it is
			}
			// (Press service of "Concord", "Валентина Биларева, „Марица“"; but
			// "Агенция „Фокус“" keeps the quotes its name closes with)
			if strings.IndexAny(q, "„«") > 0 {
				q = strings.TrimSpace(strings.TrimLeft(q, `"“”„«»`))
			} else {
				q = strings.TrimSpace(strings.Trim(q, `"“”„«»`))
			}
			q = strings.TrimPrefix(q, "Ph. ") // "Radio Okapi/Ph. Name"
			if m := rePhotoOfAgency.FindStringSubmatch(q); m != nil && len(parts) == 0 && startsUpper(q) && startsUpper(m[1]) && g.byFold[fold(q)] == nil && !labelled {
				// "Photo MONUSCO/Name", "Photo Spada/LaPresse": the label, with
				// no colon (after "Photo by", "Foto Olimpik" is an agency's name)
				q = m[1]
			}
			if q != "" && !reporterRole(q) {
				parts = append(parts, q)
			}
		}
	}
	return parts
}

// reporterRole reports whether a credit part is the photographer's role
// rather than a source: "Matara Group Corr." (but "Caucasian Knot
// correspondent" names the source).
func reporterRole(q string) bool {
	last := strings.ToLower(lastWord(q))
	return strings.Contains(q, " ") && last == "corr"
}

// lenderPart returns the name of the credit part that "Courtesy of" opens
// after a slash, as splitCredit leaves it.
func lenderPart(body string) string {
	for _, p := range strings.Split(body, "/")[1:] {
		if reCourtesyOf.MatchString(p) {
			rest := strings.TrimSpace(reCreditNotePrefix.ReplaceAllString(strings.TrimSpace(p), ""))
			return strings.TrimSpace(strings.Trim(rest, "-–—.,:"))
		}
	}
	return ""
}

// endsInInitial: a name's last word is an initial or "Jr", whose dot is
// part of the name ("Angel Medina G.", "Ernesto Guzmán Jr.").
func endsInInitial(s string) bool {
	w := lastWord(s)
	return initial(w) || generationSuffix[titleCase(w)] || companySuffix(w) // "Tokyo Electric Power Co."
}

// slashMark stands in for the slash inside a known name while a credit is
// split at its slashes.
const slashMark = "\x01"

// commaMark stands in for the commas of a ministry's list of portfolios
// ("Ministry of Justice, Communication and Foreign Affairs") while a credit
// part is split at its commas.
const commaMark = "\x02"

var reMinistryList = regexp.MustCompile(`\b(?:Ministry|Department) of \p{Lu}\pL+(?:, \p{Lu}\pL+)+ and \p{Lu}`)

// staffTitles end a body's name in "Staff": "Malian Armed Forces General
// Staff" is no paper's staff photographers.
var staffTitles = map[string]bool{"General": true, "Joint": true, "Defence": true, "Defense": true, "of": true}

// forMark stands in for the " for " inside a body's name while a credit
// part is split at "Name for The Times".
const forMark = "\x00for\x00"

// protectFor keeps "Center for Volcanology" whole: " for " after an
// organisation word belongs to the name.
func (g *gazetteer) protectFor(p string) string {
	words := strings.Split(p, " for ")
	out := words[0]
	for _, w := range words[1:] {
		f := strings.Fields(out)
		// ("Biden for President": a campaign)
		// ("ARC Centre of Excellence for Coral Reef Studies": a body's name
		// goes on after "of")
		// ("Hillary for America", "Pete for America": a campaign named
		// with one name and the country it runs in)
		if len(f) > 0 && (orgWords[strings.ToLower(f[len(f)-1])] || isOrgPhrase(out) && strings.Contains(out, " of ")) && !g.knownAgencyEnd(out) || strings.HasPrefix(w, "President") ||
			len(f) == 1 && !g.isAgency(out) && g.region(w) {
			out += forMark + w
		} else {
			out += " for " + w
		}
	}
	return out
}

// knownAgencyEnd reports whether s ends with a known agency's name:
// "Getty Images for TAS Rights Management" credits two.
func (g *gazetteer) knownAgencyEnd(s string) bool {
	f := strings.Fields(s)
	for n := 1; n <= 3 && n <= len(f); n++ {
		if g.isAgency(strings.Join(f[len(f)-n:], " ")) {
			return true
		}
	}
	return false
}

func splitWords(s string, seps ...string) []string {
	parts := []string{s}
	for _, sep := range seps {
		var next []string
		for _, p := range parts {
			next = append(next, strings.Split(p, sep)...)
		}
		parts = next
	}
	return parts
}

// creditAgency returns the canonical agency a credit part names, or "".
// Only news and photo agencies are rewritten to their canonical name; any
// other organisation (a ministry supplying a handout) keeps the credit's words.
func (g *gazetteer) creditAgency(p string) string {
	name := func(e *gazEntry) string {
		if e.Kind == "agency" {
			return e.Name
		}
		return collapseSpace(p)
	}
	if e := g.creditBody(p); e != nil {
		return name(e)
	}
	agency := func(re *regexp.Regexp) (*gazEntry, []string) {
		m := re.FindStringSubmatch(p)
		if m == nil {
			return nil, nil
		}
		return g.agencyFold[fold(m[1])], m
	}
	if e, _ := agency(rePhotoOfAgency); e != nil {
		return e.Name // "Photo ITAR-TASS / Name"
	}
	if e, _ := agency(reAgencyWebAddress); e != nil {
		return e.Name // "Shutterstock.com": a known agency by its address
	}
	if e, _ := agency(reGluedPhotoOfAgency); e != nil {
		return e.Name // Bernama's "--fotoBERNAMA"
	}
	if e, m := agency(reAgencyPhoto); m != nil {
		if e != nil {
			return e.Name
		}
		if e := g.byFold[fold(m[1])]; e != nil && e.Type == schema.Org || isOrgPhrase(m[1]) {
			return collapseSpace(m[1]) // "U.S. Army photo"
		}
		if agencyShaped(m[1]) || caselessName(m[1]) {
			return m[1] // "PTI Photo": an acronym's photo service; "पीटीआई फोटो", in a script without capitals
		}
	}
	return ""
}

// partAgencies returns the agencies one credit part names: one for "AFP
// Photo", two for "EPA-EFE", none for a person.
func (g *gazetteer) partAgencies(p string) (names, written []string) {
	if a := g.creditAgency(p); a != "" {
		return []string{a}, []string{p}
	}
	// "EPA-EFE", "ESA-CNES-ARIANESPACE": agencies joined by hyphens
	if pieces := strings.Split(p, "-"); len(pieces) >= 2 {
		for _, piece := range pieces {
			a := g.creditAgency(piece)
			if a == "" {
				return nil, nil
			}
			names = append(names, a)
		}
		return names, pieces
	}
	return nil, nil
}

// paperDashAgency splits "The Cincinnati Enquirer-USA TODAY Sports" at the
// hyphen whose left side is a body's name of two or more words and whose
// right side is a known press body ("Long Beach Press-Telegram" is one
// paper's name).
func (g *gazetteer) paperDashAgency(p string) (paper, agency string) {
	for _, s := range hyphenSplits(p) {
		if left, right := s[0], s[1]; strings.Contains(left, " ") && isOrgPhrase(left) && g.pressBody(right) {
			return left, right
		}
	}
	return "", ""
}

// hyphenSplits returns p cut in two at each of its hyphens, left to right.
func hyphenSplits(p string) [][2]string {
	var out [][2]string
	for i := 0; i < len(p); i++ {
		if p[i] == '-' && i > 0 {
			out = append(out, [2]string{strings.TrimSpace(p[:i]), strings.TrimSpace(p[i+1:])})
		}
	}
	return out
}

// nameDashAgency splits "Kevin Jairaj-USA TODAY Sports" at the hyphen whose
// right side is a known agency and whose left side is a name, or
// "ESA-M. PEDOUSSAUT" whose left side is the agency.
func (g *gazetteer) nameDashAgency(p string) (name, agency string) {
	for _, s := range hyphenSplits(p) {
		left, right := s[0], s[1]
		if g.creditAgency(right) != "" && strings.Contains(left, " ") && personLike(left) && !isOrgPhrase(left) { // (not "Long Beach Press-Telegram")
			return left, right
		}
		// ("Ana-Maria Vanterpool": a given name is no agency's)
		if g.creditAgency(left) != "" && !g.givenNames[left] && strings.Contains(right, " ") && personLike(right) && g.creditAgency(right) == "" {
			return right, left
		}
	}
	return "", ""
}

// allAgencies reports whether every credit part names a known agency.
func (g *gazetteer) allAgencies(parts []string) bool {
	for _, p := range parts {
		if !g.isAgency(g.creditAgency(strings.TrimSpace(p))) {
			return false
		}
	}
	return len(parts) > 0
}

// nameThenAgency splits credit part p into a name of two or more words and
// the known agency that closes it with no slash between them.
func (g *gazetteer) nameThenAgency(p string) (name, agency string) {
	words := strings.Fields(p)
	for n := 1; n <= 3 && len(words)-n >= 2; n++ {
		tail, head := strings.Join(words[len(words)-n:], " "), strings.Join(words[:len(words)-n], " ")
		if g.isAgency(g.creditAgency(tail)) && personLike(head) && !isOrgPhrase(head) && g.creditAgency(head) == "" {
			return head, tail
		}
	}
	return "", ""
}

func (g *gazetteer) parseCreditBody(body string) Credit {
	c := Credit{Text: strings.TrimSpace(body)}
	// "Photo by SEYLLOU / AFP": after "Photo by" the first part is the
	// photographer, even one shouted name, when an agency follows
	photoBy := rePhotoBy.MatchString(body)
	addAgency := func(name, written string) {
		name, written = cutPublisherArticle(name), cutPublisherArticle(written)
		if rest, ok := strings.CutPrefix(name, "የ"); ok && strings.Contains(rest, " ") && hasScript(rest, ethiopic) {
			name, written = rest, strings.TrimPrefix(written, "የ") // "ፎቶ፡ የጉራጌ ዞን ... መምሪያ": (the picture) of the Gurage zone's office
		}
		if rest, ok := strings.CutPrefix(name, "د "); ok && strings.Contains(rest, " ") {
			name, written = rest, strings.TrimPrefix(written, "د ") // Pashto's "انځور: د باختر خبري آژانس": (the picture) of Bakhtar News Agency
		}
		for _, a := range c.Agencies {
			if a == name {
				if written == name {
					delete(c.Written, name) // "HT Photo/Hindustan Times": written in full as well
				}
				return
			}
		}
		c.Agencies = append(c.Agencies, name)
		if written != name {
			if c.Written == nil {
				c.Written = map[string]string{}
			}
			c.Written[name] = written
		}
	}
	// addSource credits a part as its supplier: the agency it names, else
	// the body as written
	addSource := func(p string) {
		if names, written := g.partAgencies(p); names != nil {
			addAgency(names[0], written[0])
		} else {
			addAgency(g.unitOf(p), p)
		}
	}
	// "Name/Eyepix Group/Future Publishing via Getty Images", "Name/UNDP
	// Papua New Guinea/via REUTERS": once a photographer is named, a later
	// part shaped like a name is the source or a distributor, not a second
	// photographer.
	body = g.cutCorrespondentTown(body)
	if m := reBracketedSource.FindStringSubmatchIndex(body); m != nil && caselessName(body[m[2]:m[3]]) && caselessName(body[m[4]:m[5]]) {
		// "ဓာတ်ပုံ - အောင်မျိုးသန့် (ကြေးမုံ)": in scripts without
		// capitals the paper follows its photographer in brackets
		body = body[:m[3]] + "/" + body[m[4]:m[5]]
	}
	parts := tibetanParts(g.splitCredit(body))
	for i, p := range parts {
		if m := reGlossedAcronym.FindStringSubmatch(p); m != nil {
			parts[i] = m[1] // "Sri Lanka Cricket (SLC)/AFP": the body's name without its acronym
		}
	}
	// "(ఫొటో: ఆంధ్రజ్యోతి, 08-03-2024)", "ፎቶ፦ Name/አሚኮ፤ ጥቅምት 17 ቀን 2012
	// ዓ.ም", "Photo: Name/Nyasa Times, August 2016": a part that is a full
	// date, or a month, is when the credit dates the picture, and no source
	parts = slices.DeleteFunc(parts, func(p string) bool {
		if !strings.ContainsFunc(p, unicode.IsDigit) {
			return false
		}
		// ("انځور: Name / خیبر نیوز (۲۰۱۹)": a year in brackets too)
		inner, bracketed := strings.CutPrefix(p, "(")
		if bracketed = bracketed && strings.HasSuffix(inner, ")"); bracketed {
			p = strings.TrimSuffix(inner, ")")
		}
		iso, ok := ParseDate(strings.TrimSuffix(p, "ء")) // (Urdu's year mark: "۳۱ جنوری ۲۰۲۳ء")
		if ok = ok && (len(iso) >= len("2006-01") || bracketed); ok && c.Taken == "" {
			c.Taken, c.TakenWritten = iso, p
		}
		return ok
	})
	// "Photo: Punch", "Photo: Apsnypress": a lone word after the label
	// names the paper or agency; a photographer would be named in full
	// ("Photo: IA Res", "FILE PHOTO: Guardian Nigeria", "Foto: La
	// República": so does a name shaped like a publisher's or opened by
	// an article)
	labelled := reCreditPrefix.MatchString(body)
	// ("Handout photo courtesy of the Calgary Stampede": a handout's
	// lender is its supplier, unless plainly a person)
	handoutLender := len(parts) == 1 && strings.HasPrefix(strings.ToLower(body), "handout ") && !g.plainPersonName(parts[0])
	loneSource := len(parts) == 1 && (labelled && (handoutLender || !strings.Contains(parts[0], " ") && !burmeseGivenName(burmeseCreditName(parts[0])) || g.publisherShaped(parts[0]) || reNumberedName.MatchString(parts[0]) || isOrgPhrase(parts[0]) && caselessOpened(parts[0]) || articleOpened(parts[0]) && !g.opensWithGivenName(parts[0]) || g.knownArchive(parts[0]) || reBantuOf.MatchString(parts[0])) ||
		labelled && (g.agencyPrefixed(parts[0]) || g.holdsCountryName(parts[0])) || // "Фото: Суспільне Полтава", "ፎቶ፦ ሶከር ኢትዮጵያ": a desk, a body named after its country
		reCourtesyOf.MatchString(body) && g.lenderShaped(parts[0]) ||
		!labelled && rePhotoOfAgency.MatchString(body) && !g.opensWithGivenName(parts[0])) // "Photo Tahiti Infos"
	pairSource := -1 // which of two unknown parts is the publisher
	lender := lenderPart(body)
	if src, ok := g.unknownSource(parts, photoBy); ok && lender == "" {
		pairSource = src
	}
	if len(parts) == 2 && reSourcePhotoBy.MatchString(body) {
		pairSource = 0
	}
	for i, p := range parts {
		if src, ok := cutStaffWord(p); ok {
			addSource(src) // "సాక్షి ఫొటోగ్రాఫర్": the paper's photographer
			continue
		}
		if loc := reProvidedBy.FindStringIndex(p); loc != nil && loc[1] < len(p) && startsUpper(p[loc[1]:]) {
			addSource(p[loc[1]:]) // "Фото надане пресслужбою ДТЕК": provided by DTEK's press service
			continue
		}
		if i > 0 && i == len(parts)-1 && len(c.Agencies) > 0 && len(c.Photographers) == 0 && hasScript(p, indicCreditScripts) && !strings.Contains(p, " ") {
			continue // "(ఫొటో: ఈనాడు, తిరుపతి)": the paper's desk's town
		}
		if len(parts) > 1 && p == lender && !g.plainPersonName(p) {
			// "Photo by Zeke/Courtesy of Krewe du Vieux": the lender is
			// the source
			addSource(p)
			continue
		}
		if loneSource && !creditSkip[strings.ToLower(p)] {
			p = trimHandoutWords(p) // "Photo: ICRC handout"
			if rest := archiveOf(p); rest != "" {
				p = rest // "Photo: Archivo La Razón": the paper's archive
			} else if src := g.knownSourceArchive(p); src != "" {
				p = src
			}
			if src, ok := cutPublicationWord(p); ok {
				p = src // "(Photo: Rodiaki newspaper)"
			}
			addSource(p)
			continue
		}
		if g.byFold[fold(p)] == nil { // ("Rescue 1122" is a known name)
			p = strings.TrimSpace(strings.Trim(reTrailingCode.ReplaceAllString(p, ""), "= "))
		}
		p = dropOwnInitials(p)
		p = rePoolSuffix.ReplaceAllString(p, "") // "Justin Lane-Pool"
		if name, ok := strings.CutSuffix(p, " POOL"); ok && g.plainPersonName(name) {
			p = name // "EFE/Ernesto Mastrascusa POOL", but "KOREA SUMMIT PRESS POOL"
		}
		p = strings.TrimSuffix(p, " collection") // "Chicago Daily News collection": the paper's archive is the paper
		p = strings.TrimSuffix(p, " archive")    // "Nation Media Group archive"
		p = strings.TrimPrefix(p, "HO-")         // "THE CANADIAN PRESS/HO-Name": a handout's photographer
		p = strings.TrimSuffix(p, " Date")       // DC Thomson's "Supplied by Name/DC Thomson Date; 23/10/2023"
		if rest, ok := strings.CutPrefix(p, "ARCHIVES "); ok && g.fullName(rest) {
			p = rest // "BELGA PHOTO/ARCHIVES HERWIG VERGULT": an old picture of a photographer's
		}
		if creditCollections[p] {
			addAgency(p, p) // "Photo by Express/Getty Images"
			continue
		}
		if body := reCreditNoteSuffix.ReplaceAllString(p, ""); body != p && lowerContentWords(strings.Fields(body)) == 0 {
			addAgency(body, body) // "Centrenergo press service": the company's own
			continue
		}
		if i == len(parts)-1 && i > 0 && len(c.Photographers) > 0 && len(p) == 2 && isAllCaps(p) && !g.creditOrg(p) && !twoLetterSources[p] {
			continue // "REUTERS/Viktor Korotayev VK/FA": the editor's initials
		}
		low := strings.ToLower(p)
		if creditSkip[low] || reIDCode.MatchString(p) || g.editorInitials(p) || emailAddress(p) {
			continue
		}
		if slices.ContainsFunc(c.Photographers, func(n string) bool { return fold(n) == fold(p) }) {
			continue // AFP's "Photo by Allison Marion / ALLISON MARION / AFP": the photographer again
		}
		// "BELGA PHOTO NICOLAS MAETERLINCK": agency, "PHOTO", photographer
		// ("BTA Photo Archive" is the agency's archive)
		if m := reAgencyPhotoName.FindStringSubmatch(p); m != nil && (g.creditAgency(m[1]) != "" || agencyShaped(m[1]) && isAllCaps(m[1]) && g.nameOfNoBody(m[2])) && personLike(m[2]) && !creditSkip[strings.ToLower(m[2])] {
			addSource(m[1]) // ("VNS Photo Chi Tuong": an unknown acronym's photo service too)
			// ("BELGA PHOTO POOL DIRK WAEM": the pool is no part of the name)
			if name := g.stripTitles(strings.TrimPrefix(strings.TrimPrefix(m[2], "POOL "), "Pool ")); name != "" {
				c.Photographers = append(c.Photographers, creditPerson(name))
			}
			continue
		}
		// "EUNAVFOR ASPIDES/Handout", "Kenya Judiciary/Handout": a credit
		// that opens with the handout's supplier names an organisation
		// ("REUTERS/Galapagos National Park/Handout", "Name/No 10 Downing
		// Street/Handout": after another part, a place's name supplies the
		// handout too)
		siteSupplier := i > 0 && strings.Contains(p, " ") && placeWords[strings.ToLower(lastWord(p))] && !g.opensWithGivenName(p)
		// ("Rudi Weissenstein/HANDOUT/...": a given name opens a photographer's,
		// but "Alberta Wildfire/Handout" is a province's service)
		photographer := personLike(p) && strings.Contains(p, " ") && g.opensWithGivenName(p) && g.byFold[fold(p)] == nil && !isOrgPhrase(p) && !g.adminArea(strings.Fields(p)[0])
		if i+1 < len(parts) && strings.EqualFold(parts[i+1], "handout") && (g.stripTitles(p) == p || isOrgPhrase(p)) && !reGlossed.MatchString(p) &&
			(i == 0 && !photographer || isOrgPhrase(p) || companySuffix(lastWord(p)) || g.byFold[fold(p)] != nil || siteSupplier) {
			// ("REUTERS/Tokyo Electric Power Co/Handout")
			addSource(p)
			continue
		}
		if strings.Contains(p, " ") && companySuffix(lastWord(p)) && !isAllCaps(p) && (!g.opensWithGivenName(p) || len(strings.Fields(p)) > 2) {
			// "HS2 Ltd / PA", "Photo courtesy of Ford Motor Co.": a company's
			// legal form names no photographer (but "EVARISTO SA/AFP" does)
			addSource(p)
			continue
		}
		if src, ok := cutPublicationWord(p); ok {
			addSource(src) // "(Photo: Rodiaki newspaper)": the paper, named without its word
			continue
		}
		if src, ok := strings.CutSuffix(p, " handout"); ok && !creditSkip[strings.ToLower(src)] && !g.plainPersonName(src) {
			// AP's "(Ford Motor Co. handout via AP)": the supplier of a handout
			p = strings.TrimSpace(src)
			addSource(p)
			continue
		}
		if m := reGlossed.FindStringSubmatch(p); m != nil {
			// written as the name before the gloss, as a glossed name in
			// a caption is: "Jaish al-Islam (Islam Army)"
			long := collapseSpace(m[2])
			if names, _ := g.partAgencies(long); names != nil {
				addAgency(names[0], m[1])
			} else if names, _ := g.partAgencies(m[1]); names != nil {
				addAgency(names[0], m[1])
			} else {
				addAgency(long, m[1])
			}
			continue
		}
		if m := rePoolPart.FindStringSubmatch(p); m != nil && g.creditAgency(p) == "" && !initial(strings.TrimSuffix(lastWord(m[1]), ".")) {
			// (but "Red Bull Content Pool" is an agency's name, and "Smiley
			// N. Pool" a photographer's)
			if names, written := g.partAgencies(m[1]); names != nil && g.isAgency(names[0]) {
				addAgency(names[0], written[0]) // "AFP Pool"
			}
			continue
		}
		handedOut := strings.HasSuffix(low, " handout")
		p = trimHandoutWords(p)
		low = strings.ToLower(p)
		if p == "" || creditSkip[low] {
			continue
		}
		if handedOut && i == 1 && !g.opensWithGivenName(p) && !g.opensWithGivenName(titleCase(p)) && !strings.ContainsAny(p, "-.") && g.creditAgency(p) == "" {
			addSource(p) // EPA's "EPA/NRE TASMANIA HANDOUT": the body that handed it out
			continue
		}
		if names, written := g.partAgencies(p); names != nil {
			for i := range names {
				addAgency(names[i], written[i])
			}
			continue
		}
		if pairSource == i {
			addAgency(g.unitOf(p), p)
			continue
		}
		if strings.Contains(p, "&") {
			addAgency(p, p) // "S&G", "Hulton & Co": a firm, never a person
			continue
		}
		// "ANP KOEN VAN WEEL": an agency and a shouted name, no slash (but
		// "ANA LUCIA DE SOUSA" opens with a first name an airline shares)
		if f := strings.Fields(p); len(f) >= 3 && isAllCaps(p) && g.pressBody(f[0]) {
			rest := strings.Join(f[1:], " ")
			if r, ok := strings.CutPrefix(rest, "POOL "); ok && strings.Contains(r, " ") {
				rest = r // "ANP POOL MARCO DE SWART"
			}
			if personLike(rest) && !isOrgPhrase(rest) && g.lookupTokens(wordTexts(titleCase(rest))) == nil {
				addAgency(g.creditAgency(f[0]), f[0])
				c.Photographers = append(c.Photographers, creditPerson(rest))
				continue
			}
		}
		// "Valérian Mazataud Le Devoir": a photographer and the paper, unseparated
		if name, agency := g.nameThenAgency(p); agency != "" {
			c.Photographers = append(c.Photographers, creditPerson(name))
			addAgency(g.creditAgency(agency), agency)
			continue
		}
		// "The Cincinnati Enquirer-USA TODAY Sports": a paper hyphenated to
		// the agency that distributes it
		if paper, agency := g.paperDashAgency(p); agency != "" {
			addAgency(paper, paper)
			addAgency(g.creditAgency(agency), agency)
			continue
		}
		// "Kevin Jairaj-USA TODAY Sports": a photographer hyphenated to an agency
		if name, agency := g.nameDashAgency(p); agency != "" {
			c.Photographers = append(c.Photographers, creditPerson(name))
			addAgency(g.creditAgency(agency), agency)
			continue
		}
		if (i == 0 || !strings.Contains(p, " ")) && (!g.opensWithGivenName(p) || isOrgPhrase(p)) && (strings.Contains(body, p+" via ") || strings.Contains(body, p+" VIA ")) {
			// "Photo by HYBE via Getty Images", "Newsis via AP", "(Agnico
			// Eagle via AP)": the supplier; a photographer is named with
			// a given name ("(Elizabeth Williams via AP)")
			addAgency(g.unitOf(p), p)
			continue
		}
		if photoBy && i == 0 && i+1 < len(parts) && isAllCaps(p) && !strings.Contains(p, " ") && utf8.RuneCountInString(p) > 3 && g.byFold[fold(p)] == nil && g.creditAgency(parts[i+1]) != "" && !webAddress(p) {
			c.Photographers = append(c.Photographers, creditPerson(p))
			continue
		}
		if i == 0 && len(parts) >= 2 && isAllCaps(p) && !strings.ContainsAny(p, " .-") && len(p) > 4 && g.byFold[fold(p)] == nil && (g.allAgencies(parts[1:]) || len(parts) == 2 && isOrgPhrase(parts[1]) && !isAllCaps(parts[1])) {
			// "RIJASOLO / AFP", "NEUMAYR / Salzburger Nachrichten": one name
			c.Photographers = append(c.Photographers, creditPerson(p))
			continue
		}
		if i > 0 && i == len(parts)-1 && reAgencyPhoto.MatchString(parts[i-1]) && !creditSkip[strings.ToLower(parts[i-1])] && isAllCaps(p) && !strings.Contains(p, " ") && g.byFold[fold(p)] == nil {
			c.Photographers = append(c.Photographers, creditPerson(p)) // "AFP PHOTO / SEYLLOU": one name
			continue
		}
		if hyphenedBody(p) && !g.givenNames[titleCase(p)] && !g.opensWithGivenName(strings.ReplaceAll(p, "-", " ")) {
			addAgency(p, p) // "Arctic-Images", "Rhein-Erft-Kreis": a body's one hyphened name
			continue
		}
		if g.surnameLikeOrgWord(p) {
			c.Photographers = append(c.Photographers, creditPerson(p))
			continue
		}
		// "HANDOUT/Nigeria State House": what follows a leading handout is
		// its supplier, unless it is plainly a person's name
		// ("HANDOUT/Royal Household of Spain": a body's "of" outweighs a
		// first word that is also a given name)
		handoutSource := i > 0 && (strings.EqualFold(parts[i-1], "handout") || strings.EqualFold(parts[i-1], "ho")) && len(c.Photographers) == 0 && (!g.opensWithGivenName(p) || strings.Contains(p, " of "))
		// ("Photo courtesy of Crimean Solidarity": a name opened by a
		// demonym is a body's, not a person's)
		demonymOpened := len(parts) == 1 && strings.Contains(p, " ") && g.demonyms[strings.Fields(p)[0]] && !g.opensWithGivenName(p)
		// ("Sri Lanka Cricket (SLC)/AFP": a body opened by its country)
		if isOrgPhrase(p) && !g.surnameLikeBody(p) || agencyShaped(p) || reNumberedName.MatchString(p) || g.agencyPrefixed(p) || handoutSource || demonymOpened || g.countryOpened(p) ||
			(len(c.Photographers) > 0 && (personLike(p) || caselessOpened(p))) { // ("צילום: Name, לע"מ")
			addAgency(g.unitOf(p), p)
			continue
		}
		if i+1 < len(parts) && len(c.Photographers) == 0 && !isAllCaps(p) && !g.opensWithGivenName(p) && pairSource != i+1 && !(photoBy && i == 0) && (g.plainPersonName(parts[i+1]) || i+2 == len(parts) && g.oneWordPublisher(p, parts[i+1])) {
			// "Colprensa/Diego Pineda", "AP Photo/Newtown Bee, Shannon
			// Hicks": a name with no first name before a full name is its
			// publisher (but "Shadati/Xinhua" is a photographer's one name)
			addAgency(p, p)
			continue
		}
		if first, second, ok := strings.Cut(p, " and "); ok && strings.Contains(first, " ") && strings.Contains(second, " ") && personLike(first) && personLike(second) {
			// "Vladimir Musaelyan and Eduard Pesov": two photographers
			c.Photographers = append(c.Photographers, creditPerson(first), creditPerson(second))
			continue
		}
		// "Photo: Viața liberă", "пресс-служба Северного флота/ТАСС",
		// "Кавказ.Реалии": a body's name, never a person's ("соцсети",
		// social media, names no one)
		lowerNamed := lowerWordNamed(p)
		if strings.Contains(p, " ") && lowerNamed || dottedName(p) {
			// ("Caucasian Knot correspondent": the body's reporter)
			for _, role := range []string{" correspondent", " reporter"} {
				p = strings.TrimSuffix(p, role)
			}
			addAgency(g.unitOf(p), p)
			continue
		} else if lowerNamed {
			continue
		}
		if isAllCaps(p) && !strings.Contains(p, " ") && utf8.RuneCountInString(p) <= 4 && i == len(parts)-1 && len(c.Photographers) == 0 && len(c.Agencies) == 0 {
			addAgency(p, p) // "(File Photo | EPS)": a short shout alone is a body's acronym
			continue
		}
		name := g.stripTitles(p)
		if name == "" || !personLike(name) {
			continue
		}
		if name != p {
			name = dropUnit(name)
		}
		c.Photographers = append(c.Photographers, creditPerson(name))
	}
	g.givenNameFirst(&c)
	// a photographer in the genitive is named in the nominative, the
	// written form kept: "Фото Сергея Кузьмичёва", "Լուսանկարը՝ Արմեն
	// Ղազարյանի"
	eastSlavic := reEastSlavicPhotoOf.MatchString(body)
	for i, written := range c.Photographers {
		name := armenianPersonName(written)
		if i == 0 && eastSlavic {
			name = eastSlavicNominative(written)
		}
		if name != written {
			c.Photographers[i] = name
			if c.Written == nil {
				c.Written = map[string]string{}
			}
			c.Written[name] = written
		}
	}
	return c
}

// reScriptPaperLabel is a paper's name before the word for its picture
// and the photographer, as Kannada, Gujarati and Punjabi papers credit:
// "ಪ್ರಜಾವಾಣಿ ಚಿತ್ರ: Name".
var reScriptPaperLabel = regexp.MustCompile(`^\s*((?:[\p{Kannada}\p{Gujarati}\p{Gurmukhi}]+\s+){1,2})(?:ಚಿತ್ರ|ફોટો|તસવીર|ਫੋਟੋ|ਤਸਵੀਰ)\s*:\s*(\S.*)$`)

// reQuotedNameThenType is a body's name in quotes before a lower-case
// noun saying what it is, as Armenian writes a paper or a station:
// "«Սյունյաց երկիր» թերթ" (newspaper), "«Ազատություն» ռադիոկայան".
var reQuotedNameThenType = regexp.MustCompile(`^[«„]([^«»„“”]+)[»“”]\s+\p{Ll}+$`)

// reTypeQuotedName is a body's name in quotes after the initials of its
// legal form or kind, or after the word for a paper: "АМИТ «Ховар»", "ОАО
// «Гродно Азот»", "газета «Листок»", Bulgarian "в. „Утро“".
var reTypeQuotedName = regexp.MustCompile(`^(?:\p{Lu}{2,6}|в\.|газета|вестник)\s*[«„]([^«»„“”]+)[»“”]$`)

// reEastSlavicPhotoOf is Russian's and Belarusian's "photo of" without a
// colon, before the photographer's name in the genitive.
var reEastSlavicPhotoOf = regexp.MustCompile(`^\s*(?:Фото|Фота|ФОТО|ФОТА)\s+\p{Cyrillic}`)

// eastSlavicNominative turns a Russian or Belarusian name in the genitive
// back into the nominative: "Сергея Кузьмичёва" is Сергей Кузьмичёв,
// "Валентины Жуковской" Валентина Жуковская, "Алега Лукашэвіча" Алег
// Лукашэвіч. A surname in "-ой" or "-ай", or a first name in "-ы" or "-и"
// before an undeclined surname ("Анны Ковальчук"), is a woman's.
func eastSlavicNominative(name string) string {
	words := strings.Fields(name)
	if len(words) < 2 || len(words) > 3 {
		return name
	}
	last := words[len(words)-1]
	first := words[0]
	female := hasAnySuffix(last, "ой", "ай") || hasAnySuffix(first, "ы", "і", "и") && !hasAnySuffix(last, "а", "я")
	endings := eastSlavicMaleGenitives
	if female {
		endings = eastSlavicFemaleGenitives
	}
	for i, w := range words {
		if n, ok := fleetingVowelNames[w]; ok {
			words[i] = n
			continue
		}
		for _, e := range endings {
			if stem, ok := strings.CutSuffix(w, e.ending); ok && utf8.RuneCountInString(stem) >= 2 {
				if e.ending == "и" && !hasAnySuffix(stem, "г", "к", "х", "ж", "ш", "ч", "щ") {
					words[i] = stem + "я" // "Тани" is Таня, "Ольги" Ольга
					break
				}
				words[i] = stem + e.nominative
				break
			}
		}
	}
	return strings.Join(words, " ")
}

func hasAnySuffix(s string, suffixes ...string) bool {
	for _, x := range suffixes {
		if strings.HasSuffix(s, x) {
			return true
		}
	}
	return false
}

// fleetingVowelNames are first names whose genitive drops a vowel.
var fleetingVowelNames = map[string]string{"Льва": "Лев", "Павла": "Павел", "Петра": "Пётр"}

// eastSlavicMaleGenitives and eastSlavicFemaleGenitives are the genitive
// endings of Russian, Belarusian and Ukrainian names and their
// nominatives, longest first; a name in "-о" or "-ук" does not decline, but
// Ukrainian's "-енко" does ("Ткаченка" Ткаченко).
var (
	eastSlavicMaleGenitives = []caseEnding{
		{"енка", "енко"},
		{"ского", "ский"}, {"цкого", "цкий"}, {"скага", "скі"}, {"цкага", "цкі"}, {"ия", "ий"}, {"ыя", "ый"}, {"ія", "ій"},
		{"ея", "ей"}, {"ая", "ай"}, {"ьи", "ья"}, {"ы", "а"}, {"я", "ь"}, {"а", ""},
	}
	eastSlavicFemaleGenitives = []caseEnding{
		{"ской", "ская"}, {"цкой", "цкая"}, {"скай", "ская"}, {"цкай", "цкая"}, {"ой", "а"}, {"ай", "а"},
		{"ии", "ия"}, {"ьи", "ья"}, {"ы", "а"}, {"і", "а"}, {"и", "а"},
	}
)

// surnameFirstAgencies write their own photographers' names surname first,
// "ČTK/Zehl Igor", where the languages of their staff put the given name
// first (MTI's Hungarian names stand as written).
var surnameFirstAgencies = map[string]bool{"CTK": true}

// givenNameFirst turns a surname-first photographer's name of such an
// agency around: a two-word name whose second word alone is a given name.
func (g *gazetteer) givenNameFirst(c *Credit) {
	house := false
	for _, a := range c.Agencies {
		house = house || surnameFirstAgencies[a]
	}
	if !house {
		return
	}
	for i, p := range c.Photographers {
		if f := strings.Fields(p); len(f) == 2 && g.givenNames[f[1]] && !g.givenNames[f[0]] {
			c.Photographers[i] = f[1] + " " + f[0]
		}
	}
}

// trimHandoutWords takes the words that say how a picture came from a
// credit part's supplier: "SANA Handout", "Handout SANA", "Syrian
// Presidency handout", "SANA HANDOUT HANDOUT".
func trimHandoutWords(p string) string {
	for trimmed := true; trimmed; {
		trimmed = false
		for _, w := range []string{" handout", "handout ", "pool ", " file", " stringer"} {
			low := strings.ToLower(p)
			if strings.HasSuffix(low, w) && strings.HasPrefix(w, " ") {
				p, trimmed = strings.TrimSpace(p[:len(p)-len(w)]), true
			} else if strings.HasPrefix(low, w) && strings.HasSuffix(w, " ") {
				p, trimmed = strings.TrimSpace(p[len(w):]), true
			}
		}
	}
	return p
}

// dropUnit: "Sgt Rupert Frere RLC", a serviceman credited with his rank
// before his name and his corps after it.
func dropUnit(name string) string {
	words := strings.Fields(name)
	last := words[len(words)-1]
	if len(words) < 3 || len(last) < 2 || len(last) > 4 || !isAllCaps(last) || isAllCaps(strings.Join(words[:len(words)-1], "")) {
		return name
	}
	return strings.Join(words[:len(words)-1], " ")
}

// unitOf: "Operational Command South of the Ukrainian Armed Forces", "110th
// Separate Mechanized Brigade of the Ukrainian Armed Forces": a unit that
// supplies a picture is named without the force it belongs to.
func (g *gazetteer) unitOf(p string) string {
	unit, force, ok := strings.Cut(p, " of the ")
	if e := g.byFold[fold(force)]; ok && e != nil && (e.Kind == "military" || e.Kind == "armed") && isOrgPhrase(unit) {
		return unit
	}
	return p
}

// isAgency reports whether the gazetteer knows name as a news or photo agency.
func (g *gazetteer) isAgency(name string) bool {
	return g.agencyFold[fold(name)] != nil
}

// pressBody: name is an agency's or a paper's or broadcaster's.
func (g *gazetteer) pressBody(name string) bool {
	e := g.byFold[fold(name)]
	return e != nil && (e.Kind == "agency" || e.Kind == "media")
}

// creditOrg reports whether p names a body that may supply a picture:
// "UN" may, "FA" (a football association) in a Reuters credit is an
// editor's initials.
func (g *gazetteer) creditOrg(p string) bool {
	e := g.byFold[fold(p)]
	return e != nil && e.Type == schema.Org && e.Kind != "sport"
}

// dropOwnInitials: "Viktor Korotayev VK", a Reuters photographer's name
// followed by its own initials, or "Mirco Lazzari gp", by a desk's code in
// lower case.
func dropOwnInitials(p string) string {
	words := strings.Fields(p)
	if len(words) < 3 {
		return p
	}
	last := words[len(words)-1]
	if n := utf8.RuneCountInString(last); n >= 2 && n <= 3 && strings.ToLower(last) == last && !nameParticles[last] && isCapitalized(words[len(words)-2]) && isCapitalized(words[0]) {
		return strings.Join(words[:len(words)-1], " ")
	}
	var in []rune
	for _, w := range words[:len(words)-1] {
		r, _ := utf8.DecodeRuneInString(w)
		in = append(in, unicode.ToUpper(r))
	}
	// ("Dylan Martinez DJM", "Finbarr O'Reilly FOR": a middle initial or
	// a surname's second capital may come in too)
	code := []rune(last)
	if !isAllCaps(last) || len(code) < len(in) || len(code) > len(in)+1 || code[0] != in[0] || !subsequence(in, code) {
		return p
	}
	return strings.Join(words[:len(words)-1], " ")
}

// subsequence reports whether the runes of a appear in b in order.
func subsequence(a, b []rune) bool {
	i := 0
	for _, r := range b {
		if i < len(a) && a[i] == r {
			i++
		}
	}
	return i == len(a)
}

// editorInitials: "aww", the lower-case initials of the editor who filed a
// picture, at the end of an Antara credit; "dpa" is an agency.
func (g *gazetteer) editorInitials(p string) bool {
	if len(p) < 2 || len(p) > 4 || g.byFold[fold(p)] != nil {
		return false
	}
	for _, r := range p {
		if !unicode.IsLower(r) {
			return false
		}
	}
	return true
}

// opensWithGivenName reports whether credit part p opens with a given name
// in any case ("RUDI Weissenstein").
func (g *gazetteer) opensWithGivenName(p string) bool {
	f := strings.Fields(p)
	return len(f) > 0 && g.givenNames[titleCase(f[0])]
}

// lenderShaped: "Courtesy of Gilead", "Courtesy of Opus One Winery",
// "Courtesy of the Calgary Stampede": a lender named in one word or in
// three or more, with a body's word, or after a city, is a body; "Courtesy
// of Kingsley Roberts", opening with a given name, is a person.
func (g *gazetteer) lenderShaped(p string) bool {
	f := strings.Fields(p)
	if len(f) == 0 || g.opensWithGivenName(p) {
		return false
	}
	if len(f) == 1 || len(f) >= 3 || isOrgPhrase(p) || g.byFold[fold(p)] != nil || !g.givenNames[f[0]] && !initial(strings.TrimSuffix(f[0], ".")) {
		return true // ("Courtesy of Caminando Fronteras": no given name opens it)
	}
	// ("Courtesy of Maccabi Tel Aviv": a city may close the name too)
	for i := range f {
		for n := 1; n <= 2 && i+n <= len(f); n++ {
			for _, c := range g.geoLookup(strings.Join(f[i:i+n], " ")) {
				if c.kind() == "city" {
					return true
				}
			}
		}
	}
	return false
}

// plainPersonName reports whether credit part p can only be a person's
// name: two or more words opening with a given name, no body's word, no
// agency, no demonym ("Georgian Public Broadcaster").
func (g *gazetteer) plainPersonName(p string) bool {
	return g.nameOfNoBody(p) && g.opensWithGivenName(p)
}

// unknownSource reads a credit of two parts the gazetteer knows neither
// of, "TASR/Jaroslav Novak", "mbl.is/Eyþór Árnason", "ÁLVARO MONGE / EL
// PERIÓDICO": one part is a person's full name and the other is shaped
// like a publisher, never a person. It returns the publisher's index.
func (g *gazetteer) unknownSource(parts []string, photoBy bool) (int, bool) {
	if len(parts) != 2 {
		return 0, false
	}
	found, src := 0, 0
	for i, p := range parts {
		name := parts[1-i]
		// a publisher with a name of its own leaves the person's first
		// name unknown ("mbl.is/Eyþór Árnason"); a lone word or capitals
		// against a name's mixed case need a known first name beside it
		strong := agencyShaped(p) || webAddress(p) || isOrgPhrase(p) || articleOpened(p) || acronymOpened(p) || g.placeNamed(p)
		// "Frontier Myanmar/Thura": beside a publisher's name, one
		// photographer's name may be one word
		oneName := strong && !strings.Contains(name, " ") && personLike(name) && !isAllCaps(name) && g.byFold[fold(name)] == nil
		// ("Photo by Qilak/Arctic Sounder": after "Photo by", one word
		// is the photographer's name)
		weak := !strong && personLike(p) && !(photoBy && i == 0) && (!strings.Contains(p, " ") || isAllCaps(p) && !isAllCaps(name)) && !g.opensWithGivenName(p) &&
			(g.opensWithGivenName(name) || !strings.Contains(p, " ") && !isAllCaps(p) && !isAllCaps(name) && strings.Contains(name, " ") && !articleOpened(name)) // "Republica/Keshab Thapa", not "Yaku / La República"
		// "Teresa Ayuga / Ultima Hora": after a name opening with a known
		// first name, a name opening with none is the paper's
		second := i == 1 && !strong && !weak && g.plainPersonName(name) && !g.opensWithGivenName(p) && g.byFold[fold(p)] == nil
		if ((strong || weak || second) && g.fullName(name) || oneName) && !g.placeNamed(name) {
			found++
			src = i
		}
	}
	return src, found == 1
}

// caselessOpened reports whether p opens with a letter of a script
// without capitals, where a body's word tells its name from a person's
// ("ስእሊ፦ ትግራይ ቴሌቪዥን", Tigrai Television).
func caselessOpened(p string) bool {
	r, _ := utf8.DecodeRuneInString(p)
	return unicode.IsLetter(r) && caseless(r)
}

// publisherShaped: "IA Res", "PSA SINGAPORE", "Village Urugwiro": a name
// opened by an acronym or a place's word, or closed by a country, is a
// publisher's or a body's, never a person's.
func (g *gazetteer) publisherShaped(p string) bool {
	f := strings.Fields(p)
	return len(f) > 1 && !g.opensWithGivenName(p) && (acronymOpened(p) || g.placeNamed(p) || placeWords[strings.ToLower(f[0])])
}

// placeNamed: "Aton Chile", "FLORIDA TODAY": a name of two or more words
// that closes with a country or state, or opens with one in capitals, is
// a publisher's ("Florida" and "Israel" are first names too, so a name in
// mixed case that opens with one may be a person's).
func (g *gazetteer) placeNamed(p string) bool {
	f := strings.Fields(p)
	if len(f) < 2 {
		return false
	}
	return g.region(f[len(f)-1]) && !g.opensWithGivenName(p) || g.region(f[0]) && isAllCaps(p) || g.countryOpened(p)
}

// countryOpened: "Sri Lanka Cricket", "Papua New Guinea Post-Courier": a
// country of two words or more, which is no first name, opens a body's
// name.
func (g *gazetteer) countryOpened(p string) bool {
	f := strings.Fields(p)
	for k := min(3, len(f)-1); k >= 2; k-- {
		if g.region(strings.Join(f[:k], " ")) {
			return true
		}
	}
	return false
}

// region reports whether the words w name a country or a state.
func (g *gazetteer) region(w string) bool {
	e := g.lookupTokens(strings.Fields(titleCase(w)))
	return e != nil && e.Type == schema.Place && (e.Kind == "country" || e.Kind == "province")
}

// fullName: credit part p reads as a person's name of two or more words:
// no body's words, no place, no acronym before mixed case ("UNMAS Iraq").
func (g *gazetteer) fullName(p string) bool {
	return g.nameOfNoBody(p) && !acronymOpened(p) && g.lookupTokens(wordTexts(titleCase(p))) == nil
}

// articleOpened: "El Periódico", "LA PRENSA", "Le Devoir": a name opened
// by an article is a paper's.
func articleOpened(p string) bool {
	f := strings.Fields(p)
	return len(f) > 1 && (paperArticles[strings.ToLower(f[0])] || len(f[0]) > 3 && (strings.HasPrefix(f[0], "L'") || strings.HasPrefix(f[0], "L’"))) // ("L'Observateur Paalga")
}

var paperArticles = map[string]bool{"the": true, "el": true, "la": true, "le": true, "les": true, "los": true, "il": true, "der": true, "die": true, "de": true, "het": true, "o": true, "a": true}

// acronymOpened: "UNMAS Iraq", "WFP Somalia": an acronym before words in
// mixed case opens a body's name, never a person's.
func acronymOpened(p string) bool {
	f := strings.Fields(p)
	return len(f) > 1 && !isAllCaps(p) && len(f[0]) >= 2 && agencyShaped(f[0]) && isAllCaps(f[0])
}

// oneWordPublisher: "Sowetan/Mbuzeni Zulu": an unknown one-word name
// before a closing two-word name that is no body's is the publisher of a
// photographer whose first name the gazetteer may not know.
func (g *gazetteer) oneWordPublisher(p, next string) bool {
	return !strings.Contains(p, " ") && g.byFold[fold(p)] == nil && len(strings.Fields(next)) == 2 &&
		g.nameOfNoBody(next) && g.byFold[fold(next)] == nil && !articleOpened(next)
}

// nameOfNoBody: credit part p has a person's shape, two or more words,
// and no body's word, agency or opening demonym.
func (g *gazetteer) nameOfNoBody(p string) bool {
	f := strings.Fields(p)
	return len(f) > 1 && personLike(p) && !isOrgPhrase(p) && !companySuffix(lastWord(p)) && g.creditAgency(p) == "" && !g.demonyms[f[0]]
}

// officeOf reports whether s names an office: a title and "of" ("President
// of Turkmenistan").
func (g *gazetteer) officeOf(s string) bool {
	f := strings.Fields(s)
	return len(f) > 2 && g.isTitleWord(f[0]) && f[1] == "of"
}

func lastWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return strings.TrimSuffix(f[len(f)-1], ".")
}

// creditPerson writes a credited name as a name: "KHALED DESOUKI" is
// Khaled Desouki.
func creditPerson(name string) string {
	if isAllCaps(strings.ReplaceAll(name, " ", "")) {
		name = titleCase(name)
	}
	name = burmeseCreditName(name)
	return collapseSpace(name)
}

// agencyPrefixed: "Sipa USA", "Getty Images North America" are an agency's
// regional desks, named after it.
func (g *gazetteer) agencyPrefixed(p string) bool {
	if left, _, ok := strings.Cut(p, "-"); ok && !strings.Contains(p, " ") && isAllCaps(left) && len(left) >= 2 {
		if e := g.byFold[fold(left)]; e != nil && e.Type == schema.Org {
			return true // "WWF-Indonesia", "WWF-US": a body's national office
		}
	}
	words := strings.Fields(p)
	for n := len(words) - 1; n >= 1; n-- {
		prefix := strings.Join(words[:n], " ")
		if e := g.agencyFold[fold(prefix)]; e != nil {
			if n == 1 && isAllCaps(e.Name) && !isAllCaps(prefix) && !strings.EqualFold(e.Name, p) {
				continue // "Idi Abdou Mallam": a name that opens like an acronym's letters (IDI)
			}
			// (but "Ina Fassbender" is a photographer, not the agency INA)
			return !(n == 1 && len(words) == 2 && g.givenNames[titleCase(words[0])] && !creditSkip[strings.ToLower(words[1])] && !agencyNameWords[strings.ToLower(words[1])])
		}
	}
	// "EUNAVFOR ASPIDES": a known body's operation or office, shouted (an
	// agency before a shouted name is "ANP KOEN VAN WEEL")
	if len(words) >= 2 && isAllCaps(p) && !g.givenNames[titleCase(words[0])] {
		if e := g.byFold[fold(words[0])]; e != nil && e.Type == schema.Org && e.Kind != "agency" {
			return true
		}
	}
	// "UNICEF PACIFIC": a known body's office for a region
	if len(words) == 2 {
		body, region := g.byFold[fold(words[0])], g.lookupTokens([]string{titleCase(words[1])})
		return body != nil && body.Type == schema.Org && region != nil && region.Type == schema.Place
	}
	return false
}

// hyphenedBody: "Arctic-Images", "Rhein-Erft-Kreis": capitalised words
// hyphened into one name, as bodies and collections are named (a person's
// hyphened name comes with another word: "Jean-Pierre Dupont").
func hyphenedBody(p string) bool {
	pieces := strings.Split(p, "-")
	if len(pieces) < 2 || strings.ContainsAny(p, " .") || isAllCaps(p) && len(pieces) == 2 {
		return false
	}
	for _, w := range pieces {
		if utf8.RuneCountInString(w) < 3 || !isCapitalized(w) {
			return false
		}
	}
	return true
}

// agencyShaped: a one-word credit part in capitals ("WANA") or with a
// capital inside ("BelTA", "LightRocket") names an organisation, not a
// photographer.
func agencyShaped(p string) bool {
	if strings.ContainsAny(p, " -'’.") {
		return false
	}
	letters := 0
	inner := false
	lowerSeen := false
	for _, r := range p {
		if !unicode.IsLetter(r) {
			return false
		}
		letters++
		if unicode.IsLower(r) {
			lowerSeen = true
		} else if lowerSeen && !strings.HasPrefix(p, "Mc") && !strings.HasPrefix(p, "Mac") {
			inner = true
		}
	}
	return letters >= 2 && (isAllCaps(p) || inner)
}

func isOrgPhrase(p string) bool {
	if strings.HasPrefix(p, "The ") {
		return true // "AP Photo/The Record, Name": a newspaper, never a person
	}
	words := strings.Fields(p)
	if len(words) > 1 {
		// "Antara Foto", "Xinhua Photo": a picture service; "Honolulu
		// Star-Advertiser": a paper named with two of its words
		last := strings.ToLower(words[len(words)-1])
		if i := strings.LastIndex(last, "-"); i > 0 && unicode.IsLetter(rune(last[i-1])) {
			last = last[i+1:]
			if orgWords[last] {
				return true // "Pittsburgh Post-Gazette"
			}
		} else {
			// (after a hyphen these close a surname: "Yusuf Adeyemi-Park")
			switch last {
			case "region", "province", "prefecture", "governorate", // "Veneto Region/via REUTERS": a region's government
				"library", "libraries", "archive", "archives", "collection", "museum", // "John F. Kennedy Presidential Library"
				"park", "online", // "Galapagos National Park via AP", "Ahram Online / Sherif Sonbol"
				"city", "county": // "Photo courtesy of Nishinomiya City": the city's government
				return true
			}
		}
		switch last {
		case "foto", "photo", "photos", "pictures", "image", "images", "imagens", "fotos", "press", "pix", "scanpix", "news", "photography", "sport", "sports",
			"observer", "star", "chronicle", "mail", "standard", "monitor", "courier", "mirror", "express",
			"guardian", "nation", "independent", "bulletin", "advertiser", "telegram", "picayune", "examiner", "inquirer",
			"enquirer", "advocate", "sentinel", "dispatch", "register", "review", "record", "recorder", "democrat", "telegraph", "globe", "sun", "beacon",
			"digital", "deportivo", "deportiva", // "Proceso Digital", "Mundo Deportivo"
			"nachrichten", "kurier", "tagblatt", "rundschau", "anzeiger", "matin", "soir", "wort", "info", "pravda", "gazeta", "izvestia", "vedomosti", "novosti", // "Eswatini Observer/Sibusiso Zwane" (orgWords hold "Times", "Journal" and "Zeitung")
			"newsroom", "sc", "fc", // "Photo: Citi Newsroom", "Photo: Asante Kotoko SC": a newsroom or a club
			"mercury", "live", "tidende", "aftenblad", "avis", "avisen", "dagblad", "dagbladet", "posten", "folkeblad", "sanomat", // "Picture: Leicester Mercury", "Bergens Tidende", "Helsingin Sanomat"
			"নিউজ", "টাইমস", "টিভি", "ডটকম", "न्यूज़", "न्यूज", "टाइम्स", "நியூஸ்", "පුවත්",
			"ਟ੍ਰਿਬਿਊਨ", "ਸਪੋਕਸਮੈਨ", "ਨਿਊਜ਼", "ਟਾਈਮਜ਼", "ਦਫ਼ਤਰ", "ਦਫਤਰ", "विभाग", "कार्यालय", "मन्त्रालय", "मंत्रालय", "آژانس", "نیوز": // "ছবি: জাগো নিউজ" (Jago News), news and times written in other scripts, Punjabi's papers and offices
			return true
		}
	}
	if webAddress(p) || strings.Contains(p, "&") || strings.Contains(p, " for ") {
		return true // "S&G", "Underwood & Underwood"; protectFor kept " for " only in a body's name
	}
	if len(words) > 1 && bodyOpeners[strings.ToLower(words[0])] {
		return true // "Parque Nacional Galápagos", "Armada del Ecuador", "Foto Olimpik"
	}
	if len(words) > 1 && !slices.ContainsFunc(words, func(w string) bool { return !urduLetterNames[w] }) {
		return true // "پی پی آئی" (PPI), "آئی ایس پی آر" (ISPR): an acronym spelt out letter by letter
	}
	if scriptAcronyms(words, unicode.Cyrillic, unicode.Armenian, unicode.Greek) {
		// "Լուսանկարը՝ ՀՀ ՊՆ" (the Armenian defence ministry), "Фото: МВД
		// РК": credits in these scripts shout no names
		return true
	}
	if len(words) > 1 && slavicPlaceAdjective(words[0]) && scriptAcronyms(words[len(words)-1:], unicode.Cyrillic) {
		return true // "Тернопільська ОВА", "Харківська ОДА": a region's administration
	}
	for _, w := range words {
		if orgWords[strings.ToLower(w)] || creditBodyWords[strings.ToLower(w)] || germanBody(w) {
			return true
		}
	}
	if len(words) > 2 && (words[1] == "of" && municipalHeads[words[0]] || (words[1] == "de" || words[1] == "di") && townHallWords[words[0]]) {
		return true // "City of Memphis via AP", "Ville de Lac-Mégantic"
	}
	// "Afghan Presidential Palace via AP", "Nigeria State House": a seat
	// of government supplies a picture as its office
	last := strings.ToLower(lastWord(p))
	// ("Augusta National/Handout", "Amnesty International")
	return len(words) > 1 && (last == "palace" || last == "house" || last == "national" || last == "international")
}

// urduLetterNames are the names of the Latin letters as Urdu writes
// them, in which it spells out acronyms.
var urduLetterNames = withWords(nil, "اے", "بی", "سی", "ڈی", "ای", "ایف", "جی", "ایچ", "آئی", "جے", "کے", "ایل", "ایم", "این", "او", "پی", "کیو", "آر", "ایس", "ٹی", "یو", "وی", "ڈبلیو", "ایکس", "وائی", "زیڈ")

// tibetanParts splits a Dzongkha credit's parts at their spaces, which
// part phrases where its words are parted by the tsheg ("པར་/ པདྨ་ཚེ་རིང་
// ཀུན་གསལ།": Pema Tshering, Kuensel), and takes the tsheg and the shad off
// each end.
func tibetanParts(parts []string) []string {
	if !slices.ContainsFunc(parts, func(p string) bool { return hasScript(p, tibetan) }) {
		return parts
	}
	var out []string
	for _, p := range parts {
		for _, f := range strings.Fields(p) {
			if f = strings.TrimRight(f, "་།"); f != "" {
				out = append(out, f)
			}
		}
	}
	return out
}

var tibetan = []*unicode.RangeTable{unicode.Tibetan}

// slavicPlaceAdjective: an adjective made of a place's name in Ukrainian,
// Russian or Belarusian ("Тернопільська", "Одеська", "Московский").
func slavicPlaceAdjective(w string) bool {
	low := strings.ToLower(w)
	for _, end := range []string{"ська", "ське", "ський", "цька", "цьке", "цький", "зька", "ская", "ское", "ский", "цкая", "цкое", "цкий"} {
		if strings.HasSuffix(low, end) {
			return true
		}
	}
	return false
}

// germanBody: a German compound that names a body by its last part,
// "Bayerische Staatskanzlei", "Landespolizei", "Bundesinnenministerium".
func germanBody(w string) bool {
	low := strings.ToLower(w)
	for _, end := range []string{"kanzlei", "ministerium", "polizei", "regierung", "zeitung", "verwaltung", "präsidium", "praesidium", "feuerwehr", "kriminalamt"} {
		if strings.HasSuffix(low, end) {
			return true
		}
	}
	return false
}

// surnameLikeBody: "Seth Herald", "Emily Post": a given name before one
// word that is both a paper's or body's word and a surname names a
// person; so does a given name before particles and a body's word ("Luis
// de la Guardia").
func (g *gazetteer) surnameLikeBody(p string) bool {
	words := strings.Fields(p)
	if len(words) < 2 || !g.givenNames[titleCase(words[0])] || g.byFold[fold(p)] != nil {
		return false
	}
	if len(words) == 2 {
		return surnameBodyWords[strings.ToLower(words[1])]
	}
	// "Luis de la Guardia": particles before the last word make it a surname
	for _, w := range words[1 : len(words)-1] {
		if !nameParticles[strings.ToLower(w)] {
			return false
		}
	}
	last := strings.ToLower(words[len(words)-1])
	return orgWords[last] || surnameBodyWords[last]
}

// surnameBodyWords are organisation words that are also surnames.
var surnameBodyWords = map[string]bool{"herald": true, "post": true, "bank": true, "church": true, "court": true, "guard": true, "cross": true, "press": true}

// creditBodyWords, in a credit, name the body that supplied the picture
// ("Smithsonian's National Zoo via AP", "Colorado Parks and Wildlife").
var creditBodyWords = map[string]bool{
	"zoo": true, "aquarium": true, "wildlife": true, "sanctuary": true,
	"university": true, "universidad": true, "université": true, "plantation": true, "plantations": true,
	"tourism": true, "tourismus": true, "turismo": true, "tourisme": true, // "Photo courtesy of Oetztal Tourismus"
	"mines": true, "festival": true, "studio": true, // "(Mopani Copper Mines via AP)", "Glastonbury Festival/Handout", "Studio Kalangou"
	// in scripts without capitals: Ge'ez television, TV, media, radio,
	// "voice", news; Hebrew's spokesperson's unit, news, police, authority, council,
	// city, fire service and ministry; Arabic's site, channel and agency
	"ቴሌቪዥን": true, "ቴቪ": true, "ሚድያ": true, "ሚዲያ": true, "ሬድዮ": true, "ሬዲዮ": true, "ድምጺ": true, "ዜና": true,
	"דוברות": true, "דובר": true, "חדשות": true, "משטרת": true, "רשות": true, "עיריית": true, "כבאות": true, "משרד": true, "מועצה": true, "موقع": true, "قناة": true, "وكالة": true,
	// a paper's word in its own language: "Tribun Kaltim", "Diario Libre"
	"tribun": true, "harian": true, "diario": true, "diário": true, "jornal": true,
	"utusan": true, "suara": true, "berita": true, "sinar": true, "warta": true, "kosmo": true, // "Utusan Borneo", "Suara Sarawak"
	"trybuna": true, "tribuna": true, "dziennik": true, "noticias": true, "notícias": true,
	// Sinhala and Tamil bodies, in scripts with no capitals to tell a
	// name: "ජනාධිපති මාධ්‍ය අංශය" (the President's Media Division),
	// "பொலிஸ் ஊடகப் பிரிவு" (police media unit)
	"අංශය": true, "මාධ්‍ය": true, "හමුදාව": true, "පොලිසිය": true, "අමාත්‍යාංශය": true, "දෙපාර්තමේන්තුව": true,
	"பிரிவு": true, "ஊடகப்": true, "அமைச்சு": true, "திணைக்களம்": true,
	// Nepali and Hindi papers' words: "समय दैनिक" (Samaya Daily),
	// "सिक्किम हेराल्ड", "अन्नपूर्ण पोस्ट"
	"दैनिक": true, "हेराल्ड": true, "पत्रिका": true, "पोस्ट": true, "टाइम्स": true, "समाचार": true, "खबर": true,
	"कार्यालय": true, "मन्त्रालय": true, "प्रहरी": true, "निकुञ्ज": true, // an office, a ministry, the police, a park
	// and Bengali ones: "কালের কণ্ঠ", "দৈনিক সংবাদ", "বাংলাদেশ প্রতিদিন", "বরাক বুলেটিন"
	"কণ্ঠ": true, "সংবাদ": true, "দৈনিক": true, "পত্রিকা": true, "প্রতিদিন": true, "বার্তা": true, "বুলেটিন": true, "बुलेटिन": true,
}

// bodyOpeners open the names of bodies in Spanish, Portuguese and French,
// and of picture agencies named "Foto ..." ("Photo by Foto
// Olimpik/NurPhoto"), never a person's name.
var bodyOpeners = map[string]bool{
	"foto": true, "fotó": true, "sports": true, // "Sports Nippon/Getty Images"
	"giornale": true, "corriere": true, // "Giornale di Sicilia", "Corriere della Sera"
	"parque": true, "museo": true, "museu": true, "ministerio": true, "ministério": true, "armada": true,
	"ejército": true, "ejercito": true, "policía": true, "policia": true, "gobierno": true, "governo": true,
	"prefeitura": true, "secretaría": true, "secretaria": true, "fundación": true, "fundação": true, "instituto": true,
	"concello": true, "ayuntamiento": true, "ajuntament": true, // a town hall: "Foto: Concello de Camariñas"
	"γραφείο": true, "γραφειο": true, "υπουργείο": true, "υπουργειο": true, "περιφέρεια": true, "περιφερεια": true, // "ΓΡΑΦΕΙΟ ΤΥΠΟΥ ΠΡΩΘΥΠΟΥΡΓΟΥ": the Greek prime minister's press office
	"presidência": true, "presidencia": true, // "Presidência da República"
	"وزارة": true, "وكالة": true, "شركة": true, "خبرگزاری": true, "باشگاه": true, "وەزارەتی": true, // Arabic, Persian and Kurdish ministries, agencies and clubs
	"primăria": true, "primaria": true, "consiliul": true, "inspectoratul": true, "arhiepiscopia": true, "partit": true, // Romanian town halls and councils, Maltese parties
	"ofisi": true, "wizara": true, "idara": true, "shirika": true, "halmashauri": true, // Swahili: "PICHA: OFISI YA WAZIRI MKUU", the Prime Minister's Office
	"فەرمانگەی": true, "دەزگای": true, // Sorani: "فەرمانگەی میدیا و زانیاری", the Department of Media and Information
}

// townHallWords open a municipality's name in French, Italian and Spanish:
// "Ville de Lac-Mégantic", "Comune di Napoli".
var townHallWords = map[string]bool{"Ville": true, "Comune": true, "Città": true, "Ciudad": true, "Municipalidad": true, "Prefeitura": true}

// municipalHeads open the names of towns and counties as bodies.
var municipalHeads = map[string]bool{"City": true, "Town": true, "County": true, "Borough": true, "Municipality": true, "Province": true, "State": true}

// surnameLikeOrgWord: "Carl Court", "HENRI BUREAU": a known first name
// and a surname that is also an organisation word, which names a person.
func (g *gazetteer) surnameLikeOrgWord(p string) bool {
	words := strings.Fields(p)
	if len(words) != 2 || !personLike(p) {
		return false
	}
	first, last := titleCase(words[0]), strings.ToLower(words[1])
	return g.givenNames[first] && !orgWords[strings.ToLower(first)] && orgWords[last] && !agencyEnds[last]
}

// agencyEnds end an organisation's name, never a person's.
var agencyEnds = map[string]bool{
	"ministry": true, "office": true, "service": true, "services": true, "agency": true, "press": true,
	"news": true, "media": true, "army": true, "forces": true, "force": true, "images": true,
	"pictures": true, "tv": true, "government": true, "police": true, "presidency": true,
	"department": true, "council": true, "committee": true, "network": true, "channel": true,
	"radio": true, "television": true, "navy": true, "command": true, "municipality": true,
	"chronicle": true, "echo": true, "courier": true, "tribune": true, "gazette": true, "herald": true,
	"constabulary": true,
}

// personLike accepts one to five words made of letters (and name punctuation).
func personLike(p string) bool {
	words := strings.Fields(p)
	if len(words) == 0 || len(words) > 5 {
		return false
	}
	for _, w := range words {
		for _, r := range w {
			if !unicode.IsLetter(r) && !unicode.IsMark(r) && r != '-' && r != '.' && !isApos(r) && r != '\u200c' && r != '\u200d' && r != '་' {
				// (the zero-width non-joiner inside Persian names, "رحیمی‌نژاد",
				// the joiner of Sinhala's conjuncts, "ප්‍රියංකර", and the
				// tsheg between Tibetan syllables, "པདྨ་ཚེ་རིང")
				return false
			}
		}
	}
	return true
}

// surnameAbbrev reports whether w, written after the capitalised word
// prev, is a surname that looks like a title's abbreviation and so can end
// the text before a credit: "a call with Cambodia's Hun Sen. Royal Thai
// Government/Handout" (a title comes before a name, never after it).
func surnameAbbrev(prev, w string) bool {
	return w == "Sen" && isCapitalized(prev) && !abbrevs[prev] && !strings.Contains(prev, ".")
}

// abbrevBefore reports whether s ends with an abbreviation ("Sgt", "U.S")
// whose dot does not end a sentence.
func abbrevBefore(s string) bool {
	k := strings.LastIndexAny(s, " (\n/")
	w := s[k+1:]
	r, _ := utf8.DecodeRuneInString(w)
	if k := strings.LastIndexByte(w, '-'); k >= 0 && initial(w[k+1:]) {
		return true // "EPA-EFE/ESA-M. PEDOUSSAUT": an initial after an agency's hyphen
	}
	if k > 0 && s[k] == ' ' && surnameAbbrev(s[strings.LastIndexAny(s[:k], " (\n/")+1:k], w) {
		return false // "Cambodia's Hun Sen."
	}
	if len(w) == 2 && w[1] == 'h' && strings.IndexByte("BCDGKPST", w[0]) >= 0 && k > 0 && (s[k] == '/' || strings.HasSuffix(s[:k], ":")) {
		return true // "Photo: Ch. Narayana Rao/Deccan Chronicle": a South Indian name's two-letter initial opening a credit
	}
	return abbrevs[w] || dottedAbbrev(w) && unicode.IsLetter(r) || caselessInitial(w) // not "on May 7."
}

// caselessInitial reports whether w is an initial in a script without
// capitals: one or two letters with their vowel signs, as Tamil and
// Sinhala write "எஸ். தில்லைநாதன்" (S. Thillainathan), or several such
// initials run together, as Malayalam writes "വി.വി. സത്യൻ".
func caselessInitial(w string) bool {
	if before, after, ok := strings.Cut(w, "."); ok {
		return caselessInitial(before) && caselessInitial(after)
	}
	letters := 0
	for _, r := range w {
		switch {
		case unicode.IsMark(r):
		case caseless(r) && !isArabicLetter(r):
			letters++
		default:
			return false
		}
	}
	return letters >= 1 && letters <= 2
}

// stripTitles removes leading titles and ranks from a credited name.
func (g *gazetteer) stripTitles(name string) string {
	toks := tokenize(name)
	start := 0
	for moved := true; moved; {
		moved = false
		if start+1 < len(toks) && reOrdinal.MatchString(toks[start].Text) && g.titleWords[strings.ToLower(toks[start+1].Text)] {
			start++ // "1st Lt. Zachary West": a rank's grade
		}
		for _, tf := range g.titles {
			n := len(tf.tokens)
			// ("CPL Vanessa Parker/NZDF": a credit may shout the rank)
			if start+n < len(toks) && equalFoldTokens(toks[start:start+n], tf.tokens) {
				start += n
				moved = true
				break
			}
		}
		for start < len(toks) && toks[start].Kind != tokWord {
			start++
		}
	}
	if start >= len(toks) {
		return ""
	}
	if tail := g.nameAfterTitle(name); tail != "" {
		return tail
	}
	rest := strings.TrimSpace(name[toks[start].Start:])
	if start > 0 && (!strings.Contains(rest, " ") || honorificNames[toks[0].Text]) && toks[start-1].Text != "." && strings.Contains(name, " ") {
		// "Sayyid Azim": an honorific that is also a first name, before
		// a lone surname, is the first name; "Sultan Al Hasani": a
		// photographer is credited by name, never by a ruler's title
		return name
	}
	return rest
}

// nameAfterTitle returns the name that closes a credit part after a title
// and what the title governs, or "": "Governor of Belgorod Region
// Vyacheslav Gladkov", "Belgorod Governor Vyacheslav Gladkov". The name
// opens with a given name and has two or three words; an office's credit
// ("Office of Governor Kathy Hochul") names the office.
func (g *gazetteer) nameAfterTitle(p string) string {
	words := strings.Fields(p)
	if len(words) < 3 || isOrgPhrase(p) {
		return ""
	}
	for k := len(words) - 2; k >= 1 && k >= len(words)-3; k-- {
		if !g.givenNames[words[k]] || g.givenNames[words[k-1]] {
			continue
		}
		for _, w := range words[:k] {
			if g.titleWords[strings.ToLower(w)] && !honorificNames[w] { // ("Sultan Mahmud Mukut" is his name)
				return strings.Join(words[k:], " ")
			}
		}
	}
	return ""
}

// creditCollections are archive collections named by a common word, read
// as a source only in a credit ("the Coromandel Express" is a train).
var creditCollections = map[string]bool{"Express": true}

// honorificNames are titles that are also common first names.
var honorificNames = map[string]bool{"Sultan": true, "Sayyid": true, "Sheikh": true, "Emir": true, "Amir": true, "Mirza": true, "Malik": true, "Khalifa": true}

// lowerWordNamed reports whether credit part p has a word in lower case
// that no person's name has: longer than the short particles and
// patronymic words names keep ("ap", "anak", "binti", "dal", "jr."), and not a
// particle hyphened to a name ("al-Jurani").
func lowerWordNamed(p string) bool {
	if r, _ := utf8.DecodeRuneInString(p); unicode.Is(unicode.Georgian, r) {
		return !georgianPersonName(p)
	}
	for _, w := range strings.Fields(p) {
		r, _ := utf8.DecodeRuneInString(w)
		if k := strings.LastIndexByte(w, '-'); k >= 0 {
			if after, _ := utf8.DecodeRuneInString(w[k+1:]); unicode.IsUpper(after) {
				continue // "al-Jurani", "el-Qattan"
			}
		}
		if unicode.IsLower(r) && !caseless(r) && !nameParticles[w] && utf8.RuneCountInString(w) > 4 && !strings.ContainsAny(w, "'’.") && w != "binti" {
			return true
		}
	}
	return false
}

// georgianPersonName reports whether p, in Georgian's caseless script,
// has a person's shape: two or three words, the last with a surname's
// ending ("ნინო ბაქრაძე", "ნათია ხარაიშვილი"), and none in the genitive
// that opens a body's name ("ჯანდაცვის სამინისტროს პრესსამსახური").
func georgianPersonName(p string) bool {
	words := strings.Fields(p)
	if len(words) < 2 || len(words) > 3 {
		return false
	}
	for _, w := range words[:len(words)-1] {
		if strings.HasSuffix(w, "ის") || strings.HasSuffix(w, "ოს") {
			return false
		}
	}
	last := words[len(words)-1]
	for _, end := range []string{"შვილი", "ძე", "ია", "ავა", "უა", "ანი", "ელი", "ური"} {
		if strings.HasSuffix(last, end) {
			return true
		}
	}
	return false
}

// dottedName: "Кавказ.Реалии", "Kavkaz.Realii": words joined by a dot
// with no space, none of them an initial, name a publisher.
func dottedName(p string) bool {
	words := strings.Split(p, ".")
	if len(words) < 2 || strings.ContainsAny(p, " ") {
		return false
	}
	for _, w := range words {
		if utf8.RuneCountInString(w) < 3 || !personLike(w) {
			return false
		}
	}
	return true
}

// lowerContentWords counts the words of a credit part that are neither
// capitalised nor function words: a name has at most one ("Press service
// of ..."), a sentence has verbs and nouns.
func lowerContentWords(words []string) int {
	n := 0
	for _, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		switch strings.ToLower(w) {
		case "of", "the", "for", "and", "de", "du", "des", "la", "le", "al":
			continue
		}
		if !unicode.IsUpper(r) && !unicode.IsDigit(r) {
			n++
		}
	}
	return n
}

// webAddress: "ABACAPRESS.COM", "agencia.com.br", "mbl.is" credit a
// publisher: a name of two or more letters before a generic or a
// country's domain (a one-letter label is an initial: "U.S").
func webAddress(p string) bool {
	return strings.Contains(p, ".") && !strings.Contains(p, " ") && reWebAddress.MatchString(strings.ToLower(p))
}

// emailAddress: "Name/mocner@miamiherald.com": the photographer's
// address, which names no one else.
func emailAddress(p string) bool {
	user, host, ok := strings.Cut(p, "@")
	return ok && user != "" && !strings.Contains(user, " ") && webAddress(host)
}

var reWebAddress = regexp.MustCompile(`^[\pL\d-]{2,}(?:\.[\pL\d-]{2,})*\.(?:com|net|org|info|news|media|[a-z]{2})$`)

// archiveOf returns the source after an archive's word that opens p
// ("Archivo El Nacional", "Arquivo O Globo"), or "".
func archiveOf(p string) string {
	word, rest, ok := strings.Cut(strings.TrimSpace(p), " ")
	if !ok || !archiveWords[strings.ToLower(word)] {
		return ""
	}
	return strings.TrimSpace(rest)
}

// knownSourceArchive returns the known source whose archive p names with
// the word after it ("Télam archive"; but "Okinawa Prefectural Archives"
// is an archive's own name), or "".
func (g *gazetteer) knownSourceArchive(p string) string {
	k := strings.LastIndexByte(p, ' ')
	if k < 0 || !archiveWords[strings.ToLower(p[k+1:])] || g.byFold[fold(p[:k])] == nil {
		return ""
	}
	return p[:k]
}

// knownArchive reports whether p names the archive of a source the
// gazetteer knows: "Archivo La Razón".
func (g *gazetteer) knownArchive(p string) bool {
	rest := archiveOf(p)
	return rest != "" && g.byFold[fold(rest)] != nil
}

// reLithuanianCredit is ELTA's and BNS's credit after the caption: the
// photographer in the genitive, the agency in brackets, "nuotr." (photo):
// "Dainiaus Labučio (ELTA) nuotr.", "ELTA nuotr.", "Roberto Tenio („Kauno
// diena“) nuotr.".
var reLithuanianCredit = regexp.MustCompile(`(\p{Lu}(?:\.|[\pL-]+)(?:\s+\p{Lu}(?:\.|[\pL-]+)){0,2})\s+(?:\(\s*([^()]+?)\s*\)\s+)?nuotr\.?\s*$`)

// lithuanianCredit parses such a credit; the photographer's name is put
// back in the nominative.
func (g *gazetteer) lithuanianCredit(text string) (Credit, bool) {
	if !strings.Contains(text, "nuotr") {
		return Credit{}, false // (most captions: no regular expression run)
	}
	m := reLithuanianCredit.FindStringSubmatchIndex(text)
	if m == nil {
		return Credit{}, false
	}
	c := Credit{Text: strings.TrimSpace(text[m[2]:]), Start: m[2], Written: map[string]string{}}
	addAgency := func(written string) {
		written = cutPublisherArticle(strings.Trim(written, "„“\"”"))
		name := g.creditAgency(written)
		if name == "" {
			name = written
		}
		if name != written {
			c.Written[name] = written
		}
		c.Agencies = append(c.Agencies, name)
	}
	first := text[m[2]:m[3]]
	switch {
	case m[4] >= 0:
		c.Photographers = []string{lithuanianNominative(first)}
		addAgency(text[m[4]:m[5]])
	case g.creditAgency(first) != "":
		addAgency(first)
	default:
		c.Photographers = []string{lithuanianNominative(first)}
	}
	return c, true
}

// reChineseCredit: Xinhua's and China News Service's "新华社记者 张涛 摄"
// (photographed by Xinhua reporter Zhang Tao; the Guangzhou Daily's
// "全媒体记者", all-media reporter), two reporters joined by "、"; the
// picture desks' "图/视觉中国" (picture: VCG); Taiwan's and Hong Kong's
// papers in traditional characters, "中央社記者林宏翰攝 103年8月1日" (with the
// day in Republic of China years), "聯合報記者陳柏亨／攝影", "（記者黃建豪攝）",
// "（蘋果日報攝影記者 何志強攝）", "（HK01記者 梁浩賢攝）", "（東方日報 陳嘉豪攝）",
// "（攝：立場新聞 / 陳朗軒）", "（星島日報圖片）", "（圖／內政部空中勤務總隊提供）"
// (supplied by) and "（總統府提供）". Its groups come in pairs, agency and
// photographer, then the day.
var reChineseCredit = regexp.MustCompile(`(?:^|[。！？”」）\s（(])(?:` +
	`([\p{Han}A-Za-z\d]{2,10}?)?(?:全媒体|全媒體|攝影|摄影)?[记記]者\s*(\p{Han}[\p{Han}·]{1,5}(?:\s*[、和]\s*\p{Han}[\p{Han}·]{1,5})*)\s*[／/]?\s*[摄攝]影?|` +
	`([\p{Han}A-Za-z\d]{2,10})\s+(\p{Han}{2,4})\s*[摄攝]|` +
	`[摄攝][：:]\s*(\p{Han}{2,10})\s*[／/]\s*(\p{Han}{2,4})|` +
	`[图圖]\s*[／/]\s*(\p{Han}{2,20}?)(?:提供)?()|` +
	`[（(](\p{Han}{2,20}?)(?:提供|圖片|图片)())` +
	`\s*[）)]?\s*((?:民國)?\d{2,3}年\d{1,2}月\d{1,2}日)?\s*$`)

// chineseCredit parses such a credit.
func chineseCredit(text string) (Credit, bool) {
	if !strings.ContainsAny(text, "摄攝图圖供") {
		return Credit{}, false // (most captions: no regular expression run)
	}
	m := reChineseCredit.FindStringSubmatchIndex(text)
	if m == nil {
		return Credit{}, false
	}
	start := m[0]
	if r, size := utf8.DecodeRuneInString(text[start:]); start > 0 && strings.ContainsRune("。！？”」）", r) || unicode.IsSpace(r) {
		start += size
	}
	c := Credit{Text: strings.TrimSpace(text[start:]), Start: start, Written: map[string]string{}}
	for pair := 1; pair <= 9; pair += 2 {
		if agency := 2 * pair; m[agency] >= 0 {
			c.Agencies = []string{text[m[agency]:m[agency+1]]}
		}
		if name := 2 * (pair + 1); m[name] < m[name+1] {
			c.Photographers = strings.FieldsFunc(text[m[name]:m[name+1]], func(r rune) bool { return r == '、' || r == '和' || unicode.IsSpace(r) })
		}
	}
	if day := len(m) - 2; m[day] >= 0 {
		if iso, ok := ParseDate(text[m[day]:m[day+1]]); ok {
			c.Taken, c.TakenWritten = iso, text[m[day]:m[day+1]] // the day the picture was taken
		}
	}
	return c, true
}

// Korean agencies open a caption with their dateline, the town and the
// agency, and perhaps the reporter or the press pool: "(무안=연합뉴스) 정회성
// 기자 = ...", "(판문점=연합뉴스) 한국공동사진기자단 = ...";
// the end may name who supplied the picture ("[해양수산부 제공=연합뉴스]",
// "(사진=제주도 제공)"), the agency's archive ("[연합뉴스 자료사진]") or
// the agency again ("2025.2.15/뉴스1", "photo@newsis.com").
var (
	reKoreanDateline = regexp.MustCompile(`^\s*[(\[]\p{Hangul}+=(\p{Hangul}[\p{Hangul}\d]*)[)\]]\s*(?:(\p{Hangul}{2,4})\s*기자\s*=|(\p{Hangul}{2,}사진기자단)\s*=)?`)
	reKoreanSupplier = regexp.MustCompile(`[\[(](?:사진\s*=\s*)?(\p{Hangul}[\p{Hangul}\d ]*?)\s*제공(?:\s*=\s*\p{Hangul}[\p{Hangul}\d]*)?[^\])]*[\])]|\[\p{Hangul}[\p{Hangul}\d]*\s*자료사진\]|photo@newsis\.com|/\p{Hangul}[\p{Hangul}\d]*\s*$`)
)

// reKoreanEndCredit is a Korean paper's credit without a dateline: the
// reporter and an address ("이현덕기자 lhd@yeongnam.com"), or the
// paper's archive ("매일신문 DB").
var reKoreanEndCredit = regexp.MustCompile(`(?:^|\s)(?:(\p{Hangul}{2,4})\s*기자\s+[\w.-]+@[\w.-]+|(\p{Hangul}[\p{Hangul}\d]*)\s+DB)\s*$`)

// reKoreanPaperReporter is a paper and its reporter at a Korean caption's
// end: "[국제신문 김종진 기자] kjj@kookje.co.kr", "사진=한라일보 강희만기자",
// "/조선일보 최원석 기자", "매일신문 김영진 기자", or the reporter, his
// address and the paper's copyright: "김경현 기자 view@busan.com ⓒ부산일보".
var reKoreanPaperReporter = regexp.MustCompile(`(?:^|[\s/\[])(?:사진\s*=\s*)?(?:(\p{Hangul}[\p{Hangul}\d]{1,7})\s+(\p{Hangul}{2,4})\s*기자\]?(?:\s+[\w.-]+@[\w.-]+)?|(\p{Hangul}{2,4})\s*기자\s+[\w.-]+@[\w.-]+\s+ⓒ\s*(\p{Hangul}+))\s*$`)

// koreanCredit parses such a caption's credit: the dateline's agency, its
// reporter, and the supplier of the picture. Start is where the end's
// credit opens, or the text's end.
func koreanCredit(text string) (Credit, bool) {
	m := reKoreanDateline.FindStringSubmatchIndex(text)
	if m == nil {
		if p := reKoreanPaperReporter.FindStringSubmatchIndex(text); p != nil {
			c := Credit{Text: strings.TrimSpace(strings.TrimLeft(text[p[0]:], "/[ ")), Start: p[0], Written: map[string]string{}}
			if p[2] >= 0 {
				c.Agencies, c.Photographers = []string{text[p[2]:p[3]]}, []string{text[p[4]:p[5]]}
			} else {
				c.Agencies, c.Photographers = []string{text[p[8]:p[9]]}, []string{text[p[6]:p[7]]}
			}
			return c, true
		}
		e := reKoreanEndCredit.FindStringSubmatchIndex(text)
		if e == nil {
			return Credit{}, false
		}
		c := Credit{Text: strings.TrimSpace(text[e[0]:e[1]]), Start: e[0], Written: map[string]string{}}
		if e[2] >= 0 {
			c.Photographers = []string{text[e[2]:e[3]]}
		} else {
			c.Agencies = []string{text[e[4]:e[5]]}
		}
		return c, true
	}
	c := Credit{Text: strings.TrimSpace(text[m[0]:m[1]]), Start: len(text), Written: map[string]string{}}
	c.Agencies = []string{text[m[2]:m[3]]}
	if m[4] >= 0 {
		c.Photographers = []string{text[m[4]:m[5]]}
	}
	if m[6] >= 0 {
		c.Agencies = append(c.Agencies, text[m[6]:m[7]]) // "한국공동사진기자단": the press pool
	}
	for _, t := range reKoreanSupplier.FindAllStringSubmatchIndex(text, -1) {
		if t[0] < m[1] {
			continue
		}
		c.Start = min(c.Start, t[0])
		if t[2] >= 0 && strings.TrimSpace(text[t[2]:t[3]]) != "독자" { // (not "독자 제공", a reader's picture)
			c.Agencies = append(c.Agencies, strings.TrimSpace(text[t[2]:t[3]]))
		}
	}
	if c.Start < len(text) {
		c.Text += " " + strings.TrimSpace(text[c.Start:])
	}
	return c, true
}

// lithuanianNominative turns a name in the genitive back into the
// nominative: "Dainiaus Labučio" is Dainius Labutis, "Josvydo Elinsko"
// Josvydas Elinskas, "Agnės" Agnė; an initial stays.
func lithuanianNominative(name string) string {
	words := strings.Fields(name)
	for i, w := range words {
		for _, e := range lithuanianGenitives {
			if stem, ok := strings.CutSuffix(w, e.ending); ok && len([]rune(stem)) >= 2 {
				words[i] = stem + e.nominative
				break
			}
		}
	}
	return strings.Join(words, " ")
}

// lithuanianGenitives are the genitive endings of names and their
// nominatives, longest first.
var lithuanianGenitives = []caseEnding{
	{"čio", "tis"}, {"džio", "dis"}, {"iaus", "ius"}, {"aus", "us"}, {"io", "is"}, {"ės", "ė"}, {"os", "a"}, {"o", "as"},
}

// holdsCountryName reports whether one of p's words, or a word of a
// script without capitals with its prefixes and endings, names a country:
// a person is not named after one.
func (g *gazetteer) holdsCountryName(p string) bool {
	for _, w := range strings.Fields(p) {
		if e := g.lookupTokens([]string{w}); e != nil && e.Kind == "country" {
			return true
		}
		if script := scriptOf(w); script != nil {
			if _, e := g.scriptPlace(script, []string{w}); e != nil && e.Kind == "country" {
				return true
			}
		}
	}
	return false
}
