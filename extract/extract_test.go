package extract

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kg-archive/kg/schema"
)

func entityKeys(rec schema.Record) []string {
	var out []string
	for _, e := range rec.Entities {
		out = append(out, string(e.Type)+":"+e.Name)
	}
	return out
}

func hasEntity(rec schema.Record, t schema.EntityType, name string) bool {
	_, ok := rec.Entity(t, name)
	return ok
}

func TestExtractNames(t *testing.T) {
	x := sharedExtractor(t)
	tests := []struct {
		name   string
		text   string
		want   []string // TYPE:Name that must be present
		absent []string // TYPE:Name (or any type when no colon) that must not be
	}{
		{"title stripped", "A poster of Syria's President Bashar al-Assad hangs in Damascus.",
			[]string{"PERSON:Bashar al-Assad", "PLACE:Syria", "PLACE:Damascus"}, []string{"President Bashar al-Assad"}},
		{"a minister's portfolios joined by \"and\", after \"of\" or \"for\", before the name", "Minister of Equipment and Water Nizar Baraka visits Laayoune. Minister for Foreign Affairs and Trade Penny Wong speaks.",
			[]string{"PERSON:Nizar Baraka", "PERSON:Penny Wong", "PLACE:Laayoune"}, []string{"Equipment", "Water Nizar Baraka", "Trade Penny Wong"}},
		{"a Spanish sentence's opening preposition and its article, Irish islands and weekdays", "Un trabajador supervisa la carga. Según la EPV, el puerto creció. Foirne ag rámhaíocht ar Inis Mór, Dé Domhnaigh 21 Lúnasa 2022.",
			[]string{"ORG:EPV", "PLACE:Inis Mór"}, []string{"la EPV", "Según la EPV", "Dé Domhnaigh", "Domhnaigh"}},
		{"a labelled agency opening the caption, set off by a bar", "Photo: MAP | Laayoune, June 9, 2023 – Minister of Equipment and Water Nizar Baraka visits the port of Laayoune.",
			[]string{"ORG:MAP", "PLACE:Laayoune", "PERSON:Nizar Baraka"}, []string{"June 9", "Photo"}},
		{"a city's name without its hyphen, a city named like a person in a Romanian sentence, Oromo districts and zones", "Passengers board a plane near Targu Mures. Militari defilează în Alba Iulia, sâmbătă. Qonnaan bultoonni Aanaa Goommaa, Godina Jimmaa keessatti buna funaanaa jiru.",
			[]string{"PLACE:Targu Mures", "PLACE:Alba Iulia", "PLACE:Aanaa Goommaa", "PLACE:Godina Jimmaa"}, []string{"PERSON:Alba Iulia", "PERSON:Targu Mures"}},
		{"a Russian title's town in the genitive, before the full name it governs, and back in the nominative where GeoNames knows it", "Мэр Иркутска Руслан Болотов осматривает мост. Глава Бурятии Алексей Цыденов открыл больницу.",
			[]string{"PLACE:Иркутск", "PERSON:Руслан Болотов", "PLACE:Бурятии", "PERSON:Алексей Цыденов"}, []string{"PERSON:Иркутска", "PERSON:Бурятии"}},
		{"Belarusian, Tajik and Azerbaijani towns in their own letters and cases", "Удзельнікі шэсця ў Гомелі. Зиёраткунандагон дар шаҳри Кӯлоб. Şəki rayonunun Baş Şabalıd kəndində sel. Gəncə şəhərinin mərkəzi.",
			[]string{"PLACE:Гомель", "PLACE:Кӯлоб", "PLACE:Şəki", "PLACE:Baş Şabalıd", "PLACE:Gəncə"}, []string{"PERSON:Şəki", "PERSON:Baş Şabalıd"}},
		{"weekdays, centuries and Cyrillic initials are no names", "Llegaron el Martes a la plaza. Un fort du XVIII siècle, des IX–XI siècles. Военнослужащие ВС РФ на улице. Fans at the Lunes del Cerro.",
			[]string{"ORG:ВС РФ"}, []string{"Martes", "PERSON:Llegaron el Martes", "XVIII", "IX", "XI", "PERSON:ВС РФ", "Cerro"}},
		{"a Swahili caption: common nouns, titles, and places after their area nouns", "Wakazi wa Kisiwa cha Ukara wilayani Ukerewe, mkoani Mwanza, wakitazama. Mama Maria Nyerere, mjane wa Baba wa Taifa, Mwalimu Julius Kambarage Nyerere, akiwa Butiama mkoani Mara katika safari kati ya Mwanza na Bukoba.",
			[]string{"PLACE:Ukara", "PLACE:Ukerewe", "PERSON:Maria Nyerere", "PERSON:Julius Kambarage Nyerere", "PLACE:Butiama", "PLACE:Bukoba"}, []string{"PERSON:Kisiwa", "PERSON:Mama", "PERSON:Baba", "PLACE:Taifa", "PERSON:Mwalimu Julius Kambarage Nyerere", "Mwanza na Bukoba"}},
		{"Yoruba: a state's noun before its name, titles, and the weekdays", "Àwọn olùdìbò ní Ìkẹ́nnẹ́, Ìpínlẹ̀ Ògùn, ní Ọjọ́ Àbámẹ́ta. Ààrẹ Bola Tinubu àti Ọ̀jọ̀gbọ́n Yemi Osinbajo wà níbẹ̀. Ọba Lékan Balógun kí wọn.",
			[]string{"PLACE:Ìpínlẹ̀ Ògùn", "PERSON:Bola Tinubu", "PERSON:Yemi Osinbajo", "PERSON:Lékan Balógun"}, []string{"PERSON:Ìpínlẹ̀ Ògùn", "Ọjọ́ Àbámẹ́ta", "PERSON:Ààrẹ Bola Tinubu", "PERSON:Ọba Lékan Balógun"}},
		{"Nigeria's local government areas are places, and nest in their state", "Farmers harvest yams in Ibarapa North Local Government Area of Oyo State. Voters queue in Akinyele Local Government Area of Ibadan.",
			[]string{"PLACE:Ibarapa North Local Government Area", "PLACE:Oyo", "PLACE:Akinyele Local Government Area", "PLACE:Ibadan"}, []string{"ORG:Akinyele Local Government Area", "Ibarapa North Local Government Area of Oyo State"}},
		{"Nepali, Hindi and Bengali names after a title or an age, closed by a stop word, a case ending or a place's case", "धरानका मेयर राम बहादुर पनि सहभागी थिए। प्रधानमंत्री अमित शर्मा ने भाषण दिया। मुख्यमन्त्री सीता थापा दाङको भ्रमणमा। ৬০ বছরের রহিম উদ্দিনকে সম্মাননা। মেয়র পদে তিনি জয়ী।",
			[]string{"PERSON:राम बहादुर", "PERSON:अमित शर्मा", "PERSON:सीता थापा", "PERSON:রহিম উদ্দিন"}, []string{"PERSON:पनि", "PERSON:सीता थापा दाङ", "PERSON:পদে তিনি জয়ী"}},
		{"Hebrew, Amharic, Tamil, Malayalam and Sinhala names after a title or before an honorific; a country's name inside a person's is his", "ראש הממשלה משה כהן ושר החוץ ישראל לוי ביקרו בנמל. ראש עיריית נתיבות יעקב אזולאי הגיע. הרב אמר שלום. ጠቅላይ ሚኒስትር ዶክተር አበበ ከበደ በሐዋሳ ከተማ ተገኝተዋል። የክልሉ ርዕሰ መስተዳድር ሆነው ከተመረጡ በኋላ። மாவட்ட ஆட்சியர் ராஜேஷ் குமார் முன்னிலையில் கூட்டம். உறுப்பினர் எஸ். முருகன், முதல்வர் ஜெயலலிதாவின் இல்லம். മുഖ്യമന്ത്രി രാജൻ ബാലകൃഷ്ണന്റെ വസതി. ජනාධිපති සුනිල් පෙරේරා මහතා පැමිණියේය.",
			[]string{"PERSON:משה כהן", "PERSON:ישראל לוי", "PERSON:יעקב אזולאי", "PERSON:አበበ ከበደ", "PERSON:ராஜேஷ் குமார்", "PERSON:எஸ். முருகன்", "PERSON:ஜெயலலிதா", "PERSON:രാജൻ ബാലകൃഷ്ണൻ", "PERSON:සුනිල් පෙරේරා"},
			[]string{"PLACE:ישראל", "PERSON:אמר שלום", "PERSON:נתיבות יעקב", "PERSON:ሆነው ከተመረጡ", "PERSON:ராஜேஷ் குமார் முன்னிலையில்", "PERSON:ஜெயலலிதாவின்"}},
		{"a Spanish sentence's opening preposition, and an office's seat after \"of\", \"du\" or Bulgarian \"на\"", "En Temuco, cientos de personas marchan por el centro de la ciudad durante la protesta de los mapuches. Aliza Bloch, elected mayor of Beit Shemesh, celebrates. Le gouverneur du Katanga, Moïse Katumbi, a présidé la cérémonie. Кметът на Бургас Димитър Николов гласува.",
			[]string{"PLACE:Temuco", "PLACE:Beit Shemesh", "PLACE:Katanga", "PLACE:Бургас", "PERSON:Димитър Николов"}, []string{"En Temuco", "PERSON:Beit Shemesh", "PERSON:Katanga", "PERSON:Бургас Димитър Николов"}},
		{"a building's or institution's name that names two things after \"of\"; a known name before \"and\" ends there", "Revellers parade past the House of Humour and Satire in Gabrovo. He visited the House of Lords and Parliament.",
			[]string{"PLACE:House of Humour and Satire", "PLACE:Gabrovo"}, []string{"House of Humour", "Satire", "House of Lords and Parliament"}},
		{"EFE's picture code opening the caption; a town after Spanish \"las calles de\"", "IQU05. IQUIQUE (CHILE), 02/04/2014.- La presidenta recorre las calles de Alto Hospicio, donde el terremoto derrumbó decenas de viviendas. EFE/Claudio Aguirre Vega",
			[]string{"PLACE:Alto Hospicio", "ORG:EFE"}, []string{"IQU05", "PERSON:Alto Hospicio"}},
		{"Ukrainian towns whose case ending opened the nominative's closed syllable; a Russian form keeps its own", "Рятувальники гасять пожежу у Харкові. Пасажири прибули з Києва до Тернополя.",
			[]string{"PLACE:Харків", "PLACE:Київ", "PLACE:Тернопіль"}, []string{"PLACE:Kyiv"}},
		{"a Russian town's case form is no Ukrainian one", "Журналисты у больницы в Харькове.", nil, []string{"PLACE:Харьків"}},
		{"countries and known places named in scripts without capitals, with their prefixes and endings; not inside a longer name, nor a common word", "חיילים בגבול לבנון ובישראל, בירושלים ובנמל חיפה. ხალხი საქართველოში და რუსეთის საზღვარზე. ভারতের প্রধানমন্ত্রী ঢাকায়। የኢትዮጵያ ብሔራዊ ምርጫ ቦርድ በኤርትራ። बा शहर में कतार में खड़े मतदाता।",
			[]string{"PLACE:לבנון", "PLACE:ישראל", "PLACE:ירושלים", "PLACE:საქართველო", "PLACE:რუსეთი", "PLACE:ভারত", "PLACE:ኤርትራ"}, []string{"PLACE:ኢትዮጵያ", "PLACE:कतार", "PLACE:חיפה"}},
		{"Greek towns in their cases, after a preposition, an article or a municipality; weekdays and a month alone", "Χιλιάδες πολίτες στην πλατεία της Λάρισας και στον Δήμο Σουφλίου την Κυριακή. Φεβρουάριος 2024.",
			[]string{"PLACE:Λάρισα", "PLACE:Σουφλί", "DATE:2024-02"}, []string{"Κυριακή", "PLACE:Λάρισας", "Δήμο Σουφλίου"}},
		{"Vietnamese: a capitalised head opens a body's or a site's name, titles and events stand apart, places without a family name", "Thiếu tướng Nguyễn Văn Man, Phó Tư lệnh Quân khu 4, tại Thủy điện Rào Trăng 3 ở xã Phong Xuân. Dự án do Bộ Quốc phòng Việt Nam thực hiện. Lễ hội trước Ngọ Môn, sáng 2/2/2024.",
			[]string{"PERSON:Nguyễn Văn Man", "ORG:Quân khu 4", "PLACE:Thủy điện Rào Trăng 3", "ORG:Bộ Quốc phòng Việt Nam", "PLACE:Ngọ Môn"}, []string{"Thiếu", "Phó Tư", "PERSON:Thủy", "Bộ Quốc", "PERSON:Ngọ Môn", "Lễ"}},
		{"Armenian: a plural noun opening a run, a surname's article, towns in their cases and a town's genitive before a name", "Նիկոլ Փաշինյանը Սպիտակում հարգանքի տուրք մատուցեց։ Զբոսաշրջիկները Պարզ լճի ափին։ Երթի մասնակիցները Վանաձորի կենտրոնում։ Վանաձորի Հովհաննես Աբելյանի անվան թատրոնը։",
			[]string{"PERSON:Նիկոլ Փաշինյան", "PLACE:Սպիտակ", "PLACE:Վանաձոր"}, []string{"PERSON:Նիկոլ Փաշինյանը Սպիտակում", "Զբոսաշրջիկները Պարզ", "PERSON:Վանաձորի Հովհաննես Աբելյան"}},
		{"a lower-case Russian title in any case, its seat in the genitive, then the full name; a country in any case", "Встреча: президент Армении Серж Саргсян и мэра Кишинева Ион Чебан. Пограничники на границе Ирана.",
			[]string{"PERSON:Серж Саргсян", "PLACE:Армения", "PERSON:Ион Чебан", "PLACE:Иран"}, []string{"PERSON:Армении Серж Саргсян", "PERSON:Кишинева Ион Чебан"}},
		{"Georgian towns in their cases, found by their romanisation", "შინაგან საქმეთა მინისტრი თელავში და სიღნაღის მუნიციპალიტეტში, ბათუმიდან ჩამოსული.",
			[]string{"PLACE:თელავი", "PLACE:სიღნაღი", "PLACE:ბათუმი"}, []string{"PLACE:თელავში", "PLACE:მინისტრი"}},
		{"Hausa: titles, \"na\" and \"da\" between names, its dates and months", "Gwamna Abdullahi Umar Ganduje na APC ya lashe zaɓen ranar Asabar, 23 ga Maris, 2019. Wasu sun taru a unguwannin Hotoro da Tarauni a watan Afrilun 2019 tare da Alhaji Shehu Idris. Yana kaɗa ƙuri'arsa a mazaɓar Ajiya da ke birnin Yola, Jihar Adamawa.",
			[]string{"PERSON:Abdullahi Umar Ganduje", "ORG:APC", "DATE:2019-03-23", "DATE:2019-04", "PERSON:Shehu Idris", "PLACE:Ajiya", "PLACE:Adamawa"}, []string{"Jihar Adamawa", "Gwamna Abdullahi Umar Ganduje", "Abdullahi Umar Ganduje na APC", "Hotoro da Tarauni", "PERSON:Maris", "Alhaji Shehu Idris"}},
		{"a dateline of a town named like a person, before a date in numbers", "Kazimierz Dolny, 30.07.2022 r. Grażyna Torbicka otwiera festiwal.",
			[]string{"PLACE:Kazimierz Dolny", "PERSON:Grażyna Torbicka"}, []string{"PERSON:Kazimierz Dolny"}},
		{"a dateline before a German date", "Eupen, 15. November 2019: Der Ministerpräsident spricht.",
			[]string{"PLACE:Eupen"}, []string{"PERSON:Eupen"}},
		{"a Swahili head noun opens a name joined by its 'of'", "Abiria wakishuka katika Bandari ya Bukoba baada ya meli kufanyiwa ukarabati na Kampuni ya Huduma za Meli. Mwanariadha Eliud Kipchoge akipanda miti katika Msitu wa Kaptagat.",
			[]string{"PLACE:Bandari ya Bukoba", "ORG:Kampuni ya Huduma za Meli", "PERSON:Eliud Kipchoge", "PLACE:Msitu wa Kaptagat"}, []string{"PERSON:Huduma", "PERSON:Kaptagat", "PERSON:Mwanariadha Eliud Kipchoge"}},
		{"a seat before the name its title governs is a place, a portfolio is not", "Prime Minister of Israel Benjamin Netanyahu speaks. Minister for Health Simon Harris listens. MS Dhoni, captain of Chennai Super Kings, lifts the trophy.",
			[]string{"PLACE:Israel", "PERSON:Benjamin Netanyahu", "PERSON:Simon Harris"}, []string{"PLACE:Health", "ORG:Chennai", "PLACE:Chennai"}},
		{"a French elided article before a name", "Des militants de l'UDPS accueillent la dépouille d'Etienne Tshisekedi en Côte d'Ivoire, près du Pont de l'Alma et de l'Organisation mondiale de la santé.",
			[]string{"ORG:UDPS", "PERSON:Etienne Tshisekedi", "PLACE:Côte d'Ivoire", "PLACE:Pont de l'Alma"}, []string{"PERSON:Tshisekedi", "Organisation", "ORG:l'Organisation"}},
		{"'Former' opens no name; a saint's facility named after its place", "epa09184321 Former Lord's Resistance Army (LRA) commander Dominic Ongwen sits. Children sleep at St. Mary's Hospital Lacor, Gulu, on June 15.",
			[]string{"ORG:Lord's Resistance Army", "PERSON:Dominic Ongwen", "PLACE:St. Mary's Hospital Lacor", "PLACE:Gulu"}, []string{"ORG:Former Lord's Resistance Army", "PLACE:Hospital Lacor"}},
		{"Kyrgyz patronymics close a name", "Herder Bakyt Toktosun uulu, 58, drives his sheep. Herders such as Aiperi Kubanychbek kyzy, 19, spend June there.",
			[]string{"PERSON:Bakyt Toktosun uulu", "PERSON:Aiperi Kubanychbek kyzy"}, []string{"PERSON:Bakyt Toktosun"}},
		{"Haiti's department after the country's possessive", "Farmers harvest rice in Mirebalais, in Haiti's Centre department, on May 3, 2023.",
			[]string{"PLACE:Mirebalais", "PLACE:Haiti", "PLACE:Centre"}, []string{"PLACE:Haiti's Centre"}},
		{"\"and\" inside a works' name and a museum's fields, but a philosopher's name closing on the same word", "A view of the idle Baikalsk Pulp and Paper Mill in Baikalsk. A visitor at the Gagauz National Museum of History and Ethnography in Comrat. A statue of John Stuart Mill in London.",
			[]string{"PLACE:Baikalsk Pulp and Paper Mill", "PLACE:Baikalsk", "PLACE:Gagauz National Museum of History and Ethnography", "PERSON:John Stuart Mill"}, []string{"Paper Mill", "Baikalsk Pulp", "Ethnography"}},
		{"a wire's agency after a dateline's region it does not define", "HARGEISA, Somaliland (AP) — Women wait to vote in Hargeisa. BERBERA, Somaliland (Reuters) - Trucks leave the port.",
			[]string{"PLACE:Somaliland", "ORG:AP", "ORG:Reuters"}, []string{"ORG:Somaliland"}},
		{"Korean people before their titles, and a word with a particle is no name", "이철우 경북도지사와 김장호 구미시장 등이 박정희 전 대통령 생가에서 헌화하고 있다. 시민들이 기자회견을 지켜봤다.",
			[]string{"PERSON:이철우", "PERSON:김장호", "PERSON:박정희"}, []string{"시민들", "기자회견"}},
		{"Vietnamese honorifics, the shortened word for city and a river's word", "Ông Nguyễn Văn Út đứng trên đường Hai Bà Trưng, TP Cần Thơ. Bà Trần Thị Lan nhìn ra sông Hoài tại Việt Nam.",
			[]string{"PERSON:Nguyễn Văn Út", "PERSON:Trần Thị Lan", "PLACE:Cần Thơ", "PLACE:Hoài", "PLACE:Việt Nam"}, []string{"Ông Nguyễn Văn Út", "TP Cần Thơ", "PERSON:Hoài"}},
		{"a Cyrillic caption's genitive place before a given name", "Міський голова Конотопа Артем Семеніхін говорить з мешканцями. Президент України Віктор Ющенко відкрив пам'ятник.",
			[]string{"PERSON:Артем Семеніхін", "PERSON:Віктор Ющенко", "PLACE:України"}, []string{"Конотопа Артем Семеніхін", "України Віктор Ющенко"}},
		{"countries and capitals in Cyrillic, not a country's own Latin name inside a street's", "Россия. Москва. 26 марта 2018. Фото: Иван Петров/ТАСС. Residents watch the vote on a screen in Corso Italia in Cortina d'Ampezzo.",
			[]string{"PLACE:Россия", "PLACE:Москва", "PLACE:Corso Italia"}, []string{"PLACE:Italia"}},
		{"Chinese and Japanese places by their unit words, bare provinces, and no place in a word that opens with a unit's", "这是在湖南省长沙市拍摄的受灾村庄。市民在四川观看灯光秀。新华社记者 李明 摄",
			[]string{"PLACE:湖南", "PLACE:长沙", "PLACE:四川"}, []string{"受灾", "市民"}},
		{"Arabic places after their area nouns and by the gazetteer's Arabic names, a body by its opening noun, and no country in an adjective", "كوادر من وزارة الصحة في مدينة كسلا شرقي السودان، ومهاجرون لبنانيون وسورياً. (أ ف ب)",
			[]string{"PLACE:كسلا", "PLACE:السودان", "ORG:وزارة الصحة", "ORG:أ ف ب"}, []string{"PLACE:سوريا"}},
		{"Arabic names after titles and what the titles govern", "تفقد وزير الداخلية سامر الحسيني مخيم اللاجئين، ورئيس حركة الاستقلال كريم داود يدلي بصوته في مدينة كسلا. (سونا)",
			[]string{"PERSON:سامر الحسيني", "PERSON:كريم داود", "ORG:حركة الاستقلال"}, []string{"PERSON:كريم داود يدلي"}},
		{"Arabic names after a rank and after a title that governs a coordination, and no verb or adverb in them", "يتفقد وزير الإدارة المحلية وإدارة الكوارث سامي الأحمد الموقع، وانتُخب النائب خالد العلي رئيساً للمجلس. (سانا)",
			[]string{"PERSON:سامي الأحمد", "PERSON:خالد العلي"}, []string{"PERSON:وإدارة الكوارث سامي", "PERSON:خالد العلي رئيساً"}},
		{"a Maltese place's name opened by Ta'", "Bankers leave an office in Ta' Xbiex, Malta. Ritratt: Jason Borg",
			[]string{"PLACE:Ta' Xbiex", "PLACE:Malta", "PERSON:Jason Borg"}, []string{"PLACE:Xbiex"}},
		{"a prefecture inside a club's katakana name is no place", "声援に応えるファジアーノ岡山の選手たち＝2024年12月7日、広島市南区（共同）",
			[]string{"PLACE:広島市", "PLACE:南区"}, []string{"PLACE:岡山"}},
		{"Romanian and Portuguese places by their opening word", "Protesters fill Piața Victoriei in Bucharest. Fans dance in Parcul Central in Cluj. Tourists walk past the Palácio do Planalto in Brasília.",
			[]string{"PLACE:Piața Victoriei", "PLACE:Parcul Central", "PLACE:Palácio do Planalto"}, []string{"PERSON:Piața Victoriei", "PERSON:Parcul Central", "PERSON:Palácio do Planalto"}},
		{"an Indonesian caption: its opening noun, weekday, area words, offices and provinces", "Relawan Basarnas mencari korban longsor di Desa Cibenda, Kabupaten Garut, Jawa Barat, Kamis (7/3/2024). Gubernur Ridwan Kamil dan Kapolda Irjen Suntana meninjau jembatan Cikaso yang putus. ANTARA FOTO/Novrian Arbi/nym.",
			[]string{"ORG:Basarnas", "PLACE:Cibenda", "PLACE:Garut", "PLACE:Jawa Barat", "PERSON:Ridwan Kamil", "PERSON:Suntana", "PLACE:Cikaso"},
			[]string{"Relawan Basarnas", "Kamis", "Desa Cibenda", "Gubernur Ridwan Kamil", "PERSON:Jawa Barat", "PERSON:Cikaso"}},
		{"Spanish and Portuguese sentences open with an article or a common noun", "AREQUIPA (PERÚ), 12/12/2022.- Manifestantes marchan por el centro. El Instituto Nacional de Defensa Civil informó que el Gobierno de Dina Boluarte declaró la emergencia. EFE/Juan Pérez",
			[]string{"ORG:Instituto Nacional de Defensa Civil", "PERSON:Dina Boluarte", "PLACE:AREQUIPA"},
			[]string{"Manifestantes", "El Instituto Nacional de Defensa Civil", "Gobierno de Dina Boluarte"}},
		{"a Brazilian dateline's dash opens a sentence, and a base named after its town", "Recife (PE) - Voluntários retiram óleo da praia, nesta segunda-feira. Aeronaves decolam da Base Aérea de Recife. Foto: Divulgação",
			[]string{"PLACE:Recife", "PLACE:Base Aérea de Recife"}, []string{"Voluntários", "PERSON:Base Aérea de Recife"}},
		{"a First Nation named after its chief", "RCMP officers patrol James Smith Cree Nation, Saskatchewan, on Monday.",
			[]string{"PLACE:James Smith Cree Nation"}, []string{"PERSON:James Smith Cree Nation", "PERSON:James Smith"}},
		{"Cyrillic towns GeoNames spells in Latin, and a municipality's body", "Пловдив, 12 януари 2019 г. Посетители пред сградата на Община Бургас в Харманли. Снимка: БТА",
			[]string{"PLACE:Пловдив", "PLACE:Харманли", "ORG:Община Бургас"}, []string{"PERSON:Община Бургас", "Посетители"}},
		{"towns written with a Slavic or Finnish case ending, after Slavic prepositions", "Ľudia zapaľujú sviečky na Námestí SNP v Bratislave. Pápež František počas stretnutia v Košiciach. Люди на вокзале в Волгограде. Raja-Joosepin rajanylityspaikka Inarissa, kun se oli auki ja myös Rovaniemellä.",
			[]string{"PLACE:Bratislava", "PLACE:Námestí SNP", "PLACE:Košice", "PLACE:Волгоград", "PLACE:Inari", "PLACE:Rovaniemi"},
			[]string{"ORG:SNP", "PERSON:Bratislave"}},
		{"a Finnish caption told by its case endings, and a country in the genitive", "Päävalmentaja juhli maailmanmestaruutta Areenalla sunnuntaina. Suomi voitti loppuottelussa Kanadan jatkoajalla.",
			[]string{"PLACE:Canada"}, []string{"Kanadan", "Kanada"}},
		{"a Scandinavian caption's \"i\" joins no names, and its titles", "Sjøen står over kaikanten ved Bryggen i Bergen og Ordfører Børge Haugetun i Øygarden var til stede.",
			[]string{"PLACE:Bryggen", "PLACE:Bergen", "PERSON:Børge Haugetun", "PLACE:Øygarden"}, []string{"Bryggen i Bergen", "Ordfører Børge Haugetun", "PERSON:Øygarden"}},
		{"a given name before a demonym is a person, and a Philippine province", "Turkish Cypriot leader Ersin Tatar speaks. Comedian Dawn French waves. Police patrol Sagay City, Negros Occidental. Ethnic Armenians and Bosnian Serbs gather.",
			[]string{"PERSON:Ersin Tatar", "PERSON:Dawn French", "PLACE:Negros Occidental"}, []string{"PERSON:Negros Occidental", "Ethnic Armenians", "Bosnian Serbs"}},
		{"a dateline in another language, the case form of its town, and a sentence's first noun", "Jeseník, 15. září 2024 - Rozvodněná řeka Bělá zaplavila ulice Jeseníku. Horníci vyvezli symbolický vozík.",
			[]string{"PLACE:Jeseník"}, []string{"PERSON:Jeseník", "Jeseníku", "Horníci"}},
		{"a Lithuanian caption's towns and countries in their cases", "Vilniuje, Lukiškių aikštėje, tūkstančiai žmonių laukė kalbos, o svečiai iš Latvijos ir Estijos dainavo. Kaune, prie paminklo, ir Klaipėdos uoste.",
			[]string{"PLACE:Vilnius", "PLACE:Latvia", "PLACE:Estonia", "PLACE:Kaunas", "PLACE:Klaipėda"}, []string{"Vilniuje", "Estija", "PERSON:Estijos", "Kaune"}},
		{"a title's body or place in the genitive before a full name, and titles in other languages", "Il presidente della Repubblica Sergio Mattarella viene accolto dal governatore della Lombardia Attilio Fontana a Codogno. Prezydent Gdańska Paweł Adamowicz zmarł w szpitalu. Koning Willem-Alexander en de burgemeester lopen door het centrum.",
			[]string{"PERSON:Sergio Mattarella", "PERSON:Attilio Fontana", "PERSON:Paweł Adamowicz", "PERSON:Willem-Alexander"}, []string{"Repubblica Sergio Mattarella", "Lombardia Attilio Fontana", "Gdańska Paweł Adamowicz", "Koning Willem-Alexander"}},
		{"a Swahili caption: its place nouns, weekdays and months", "Wakazi wa kijiji cha Kochogo, Kaunti ya Kisumu wakivuka maji baada ya Mto Nyando kuvunja kingo zake Jumapili, Aprili 30, 2023.",
			[]string{"PLACE:Kochogo", "PLACE:Kisumu", "PLACE:Mto Nyando", "DATE:2023-04-30"}, []string{"Kaunti", "PERSON:Mto Nyando", "Jumapili"}},
		{"a law or a bill is no entity", "Protesters march against the Finance Bill and the Inflation Reduction Act in Nairobi.",
			[]string{"PLACE:Nairobi"}, []string{"Finance Bill", "Inflation Reduction Act"}},
		{"ANP's shouted dateline of a village", "ZEERIJP - Commissievoorzitter Tom van der Lee overhandigt het eindrapport aan de Kamervoorzitter.",
			[]string{"PLACE:ZEERIJP"}, []string{"ORG:ZEERIJP", "Commissievoorzitter"}},
		{"a Dutch sentence's first noun after ANP's dateline", "GRONINGEN - Deelnemers aan de fakkeltocht tegen de gaswinning vertrekken vrijdagavond vanaf de Vismarkt.",
			[]string{"PLACE:GRONINGEN"}, []string{"Deelnemers"}},
		{"Anadolu's dateline: a town and the agency in brackets", "GAZİMAĞUSA (AA) - Kuzey Kıbrıs Türk Cumhuriyeti (KKTC) sınırları içindeki Kapalı Maraş bölgesi açıldı.",
			[]string{"PLACE:GAZİMAĞUSA", "ORG:AA", "PLACE:Kuzey Kıbrıs Türk Cumhuriyeti", "PLACE:Kapalı Maraş"}, []string{"ORG:GAZİMAĞUSA"}},
		{"a Swedish caption with few function words, told by the \"i\" between two names", "En polisbil brinner i Sveaparken i Örebro under upploppen i samband med Rasmus Paludans planerade koranbränning på långfredagen. Örebro 2022-04-15. Foto: Kicki Nilsson/TT",
			[]string{"PLACE:Sveaparken", "PLACE:Örebro"}, []string{"Sveaparken i Örebro"}},
		{"a dateline's town that prose reads as a common word", "Szeged, 2019. október 13. Szavazók a városházán. MTI Fotó: Rosta Tibor",
			[]string{"PLACE:Szeged"}, nil},
		{"a Vietnamese town with its barred d", "Người dân đẩy xe máy qua đường ngập ở Đà Nẵng, ngày 14/10/2022. Ảnh: Tuổi Trẻ",
			[]string{"PLACE:Đà Nẵng"}, []string{"PERSON:Đà Nẵng"}},
		{"a shouted headline before the caption names nothing, a dateline's town does", "SUBMERGED: Residents wade through floodwater in Serian. KUCHING: Mourners pay their respects to Allahyarham Adenan Satem. Foto: Suara Sarawak",
			[]string{"PLACE:KUCHING", "PERSON:Adenan Satem", "ORG:Suara Sarawak"}, []string{"SUBMERGED", "Allahyarham Adenan Satem", "PERSON:Suara Sarawak"}},
		{"Indonesian words that join names", "Warga melintasi Jembatan Ampera atau Jembatan Merah di Palembang, Sumatera Selatan, Senin (4/9/2023).",
			[]string{"PLACE:Jembatan Ampera", "PLACE:Jembatan Merah", "PLACE:Palembang", "PLACE:Sumatera Selatan"},
			[]string{"Jembatan Ampera atau Jembatan Merah", "Senin", "Warga"}},
		{"Austria's parties, in APA's spelling too", "Mayor Elke Kahr (KPÖ) was elected with the votes of the SPÖ. The OeVP and the FPOe lost seats.",
			[]string{"ORG:KPÖ", "ORG:SPÖ", "ORG:OeVP", "ORG:FPOe"}, []string{"PLACE:OeVP", "PLACE:FPOe"}},
		{"a legislature named as the house of its members is a body", "Lawmakers vote in the Tennessee House of Representatives in Nashville. Police stand guard outside the House of Assembly in Bridgetown.",
			[]string{"ORG:Tennessee House of Representatives", "ORG:House of Assembly", "PLACE:Nashville"}, []string{"PLACE:Tennessee House of Representatives", "PLACE:House of Assembly"}},
		{"German offices before a name", "Unter den Trauernden waren Bundeskanzler Christian Stocker, Vizekanzler Andreas Babler und Bürgermeisterin Elke Kahr. Graz, 10.06.2025.",
			[]string{"PERSON:Christian Stocker", "PERSON:Andreas Babler", "PERSON:Elke Kahr"}, []string{"Bürgermeisterin Elke Kahr", "Vizekanzler Andreas Babler"}},
		{"a ship named after a titled person", "The Russian aircraft carrier Admiral Kuznetsov sails off Norway. Survivors of the cruiser General Belgrano gather in Ushuaia.",
			[]string{"PLACE:Norway", "PLACE:Ushuaia"}, []string{"Kuznetsov", "Belgrano", "Admiral Kuznetsov", "General Belgrano"}},
		{"one letter alone names nothing", "O presidente discursa em Brasília. A car bearing the letter V drives through Moscow.",
			[]string{"PLACE:Brasília", "PLACE:Moscow"}, []string{"O", "V"}},
		{"a shouted short town opening a dateline, not a picture's number", "ABD0038_20150620 - LINZ - ÖSTERREICH: Polizisten stehen am Hauptplatz.",
			[]string{"PLACE:LINZ"}, []string{"ABD0038", "ORG:LINZ"}},
		{"a shouted short town opening the text", "BERN: Polizisten stehen am Bahnhof.", []string{"PLACE:BERN"}, []string{"ORG:BERN"}},
		{"given names from the news that the faker locales lack", "UN envoy for Syria Geir Pedersen meets Staffan de Mistura. Figure skater Yuzuru Hanyu waves.",
			[]string{"PERSON:Geir Pedersen", "PLACE:Syria", "PERSON:Staffan de Mistura", "PERSON:Yuzuru Hanyu"}, nil},
		{"legislatures by their own names are bodies", "Roizman speaks at a session of the Yekaterinburg City Duma in Yekaterinburg. Mirziyoyev takes the oath before the Oliy Majlis in Tashkent. Deputies sit in the Landtag.",
			[]string{"ORG:Yekaterinburg City Duma", "ORG:Oliy Majlis", "ORG:Landtag", "PLACE:Tashkent"}, []string{"PLACE:Oliy Majlis"}},
		{"arenas and fairgrounds by the word that opens their names", "Cranes tower over the unfinished Arena Santa Giulia in Milan. Staff walk through the pavilions of the Fiera Milano exhibition centre.",
			[]string{"PLACE:Arena Santa Giulia", "PLACE:Milan"}, []string{"PERSON:Arena Santa Giulia", "PERSON:Fiera Milano"}},
		{"a given name that is also a town abroad, before a country", "Swiss President Alain Berset and Thomas Jordan attend. Activists Phoebe Plummer and Anna Holland are arrested.",
			[]string{"PERSON:Thomas Jordan", "PERSON:Anna Holland"}, []string{"PLACE:Jordan", "PLACE:Holland"}},
		{"Nordic and Thai companies and parties from the gazetteer", "Hungary will buy Gripen jets made by Saab. Voters back Move Forward in Chiang Mai.",
			[]string{"ORG:Saab", "ORG:Move Forward", "PLACE:Chiang Mai"}, []string{"PERSON:Saab", "PERSON:Move Forward"}},
		{"a station keeps its generic, unlike the district it is named after", "A train arrives at Elisa Correa station in Santiago. Migrants arrive at Hyllie station in Malmo.",
			[]string{"PLACE:Elisa Correa station", "PLACE:Hyllie station", "PLACE:Malmo"}, []string{"PERSON:Elisa Correa"}},
		{"lower-case generics a facility's name keeps", "Water is released from the Idukki reservoir in Kerala. Trucks queue at the Beitbridge border post. Crowds gather at the Moskwa cinema in Warsaw.",
			[]string{"PLACE:Idukki reservoir", "PLACE:Beitbridge border post", "PLACE:Moskwa cinema", "PLACE:Warsaw"}, nil},
		{"a French joining word is no facility's modifier", "Des milliers d'amateurs ont défilé devant le cercueil de Jean Béliveau au Centre Bell.",
			[]string{"PERSON:Jean Béliveau"}, []string{"PLACE:Jean Béliveau au Centre"}},
		{"a German court written in German, and a navy's unit before a name", "Judges of the Bundesverfassungsgericht enter. Former Thai Navy SEAL Saman Kunan is honoured.",
			[]string{"ORG:Bundesverfassungsgericht", "PERSON:Saman Kunan"}, []string{"PERSON:Thai Navy SEAL Saman Kunan"}},
		{"a town or country inside a personal name", "Dominik Paris of Italy races in Kitzbuehel. Halima Aden Mohamed, 34, carries water in Baidoa. New Zealand's wing Will Jordan is tackled.",
			[]string{"PERSON:Dominik Paris", "PLACE:Italy", "PERSON:Halima Aden Mohamed", "PERSON:Will Jordan"}, []string{"PLACE:Paris", "PLACE:Aden", "PLACE:Jordan"}},
		{"para-sport classes", "Jonnie Peacock wins the men's 100m T44 final. Markus Rehm wins the men's long jump T64. Tatyana McFadden races in the women's T54 marathon.",
			[]string{"PERSON:Jonnie Peacock", "PERSON:Markus Rehm", "PERSON:Tatyana McFadden"}, []string{"T44", "T64", "T54"}},
		{"a sport and a medal match in a results header", "Paralympics - Wheelchair Tennis - Women's Singles Gold Medal Match - Ariake Tennis Park, Tokyo, Japan - September 4, 2021. REUTERS/Ivan Alvarado",
			[]string{"PLACE:Ariake Tennis Park", "PLACE:Tokyo"}, []string{"Wheelchair Tennis", "Singles Gold Medal Match", "Women's Singles Gold Medal Match"}},
		{"a sport that is a town's name", "Tennis - Australian Open - Melbourne Park, Melbourne, Australia. A lorry leaves a site in Rugby, Warwickshire.",
			[]string{"PLACE:Rugby", "PLACE:Melbourne Park"}, []string{"Tennis"}},
		{"a dateline with a shortened month", "CHAMDO, Nov. 13 (Xinhua) -- Aerial photo taken on Nov. 13, 2020 shows a bridge.",
			[]string{"PLACE:CHAMDO"}, []string{"ORG:CHAMDO"}},
		{"a legion is a body", "Members of the Spanish Legion carry a statue in Malaga, Spain, April 14, 2022.",
			[]string{"ORG:Spanish Legion", "PLACE:Malaga"}, []string{"PLACE:Spanish Legion", "PLACE:Legion"}},
		{"a scholar's university is a body", "Researchers from the North-Eastern Federal University examine a mammoth in Yakutsk, Russia. Christine Blasey Ford, a professor at Palo Alto University, testifies in Washington.",
			[]string{"ORG:North-Eastern Federal University", "ORG:Palo Alto University"}, []string{"PLACE:North-Eastern Federal University", "PLACE:Palo Alto University"}},
		{"a club before its head coach, and a side beaten", "Napoli head coach Antonio Conte and captain Giovanni Di Lorenzo lift the Serie A trophy at the stadium in Naples after the 2-0 win over Cagliari, 23/05/2025.",
			[]string{"ORG:Napoli", "ORG:Cagliari", "PLACE:Naples"}, []string{"PLACE:Cagliari"}},
		{"a university's people and doings belong to a body", "University of Chile students march along the Alameda in Santiago. Graduates cheer during Harvard University's 373rd Commencement in Cambridge, Massachusetts.",
			[]string{"ORG:University of Chile", "ORG:Harvard University"}, []string{"PLACE:University of Chile", "PLACE:Harvard University"}},
		{"a known body's name that goes on into a place", "Hooded members of the National Liberation Front of Corsica hold a news conference near Ajaccio. Volunteers from the Red Cross Society of Moldova hand out meals in Palanca. Supporters of the National Democratic Party of Germany march in Berlin.",
			[]string{"ORG:National Liberation Front of Corsica", "ORG:Red Cross Society of Moldova", "ORG:National Democratic Party of Germany"}, []string{"of Corsica", "ORG:National Liberation Front", "ORG:Society of Moldova", "ORG:Democratic Party of Germany"}},
		{"a race named with an agency's letters", "Michael Dunlop wins the Senior TT at Ballaugh Bridge, Isle of Man, June 3, 2023. (AP Photo/Peter Morrison)",
			[]string{"PERSON:Michael Dunlop", "PLACE:Isle of Man"}, []string{"TT", "TT News Agency"}},
		{"theme parks are places", "Visitors wearing face masks enter Tokyo Disneyland in Urayasu, Chiba Prefecture, July 1, 2020.",
			[]string{"PLACE:Tokyo Disneyland", "PLACE:Urayasu"}, []string{"PERSON:Tokyo Disneyland"}},
		{"the article an, the Final Four", "CANBERRA, Oct. 14 (Xinhua) -- An Australian Electoral Commission official counts ballots. Anadolu Efes players celebrate winning the Final Four. South Korea's An Se-young smashes.",
			[]string{"ORG:Australian Electoral Commission", "PERSON:An Se-young"}, []string{"ORG:An Australian Electoral Commission", "Final Four"}},
		{"clubs' leading words and founding years, a party's youth wing, a jubilee", "Schalke 04 fans jeer. Hapoel Tel Aviv beat Legia Warsaw. Members of the Sandinista Youth march. Pilgrims gather for the Jubilee of Youth. Uhuru Kenyatta leads the Jubilee coalition.",
			[]string{"ORG:Schalke 04", "ORG:Hapoel Tel Aviv", "ORG:Legia Warsaw", "ORG:Sandinista Youth", "ORG:Jubilee"}, []string{"Schalke", "Hapoel", "Youth", "Jubilee of Youth"}},
		{"a title's word before a body's or a place's one word", "James Levine leads the Metropolitan Opera Orchestra. Renée Fleming sings at the Metropolitan Opera.",
			[]string{"PERSON:James Levine", "PERSON:Renée Fleming"}, []string{"PERSON:Opera"}},
		{"a minister's list of portfolios with an article", "South Africa's Minister of Forestry, Fisheries and the Environment Barbara Creecy speaks. Leader of the Social Democratic Party Marcel Ciolacu votes.",
			[]string{"PERSON:Barbara Creecy", "ORG:Social Democratic Party"}, []string{"Environment Barbara Creecy", "Democratic Party"}},
		{"bodies in the gazetteer: an academy, a state fund", "Peter Handke speaks at the Swedish Academy in Stockholm. Najib Razak is tried over the 1MDB scandal.",
			[]string{"ORG:Swedish Academy", "ORG:1MDB", "PLACE:Stockholm"}, []string{"PLACE:Swedish Academy"}},
		{"a family named by its surname in the plural", "President Joe Biden and first lady Jill Biden lay flowers on Bourbon Street in New Orleans. The Bidens later attend a service. Emmanuel Macron visits Grande Glorieuse, in the Glorieuses islands.",
			[]string{"PERSON:Joe Biden", "PLACE:Bourbon Street", "PLACE:Glorieuses"}, []string{"Bidens"}},
		{"a draw's labels, a tournament's days and an award's categories name nothing", "LONDON, ENGLAND - JULY 14: Novak Djokovic of Serbia celebrates after the Gentlemen's Singles Final on Day Fourteen of The Championships Wimbledon 2024 at All England Lawn Tennis and Croquet Club in London, England. Iga Swiatek wins the Ladies' Singles. Frances McDormand accepts the Oscar for Actress in a Leading Role. Viola Davis accepts the award for Outstanding Lead Actress in a Drama Series.",
			[]string{"PERSON:Novak Djokovic", "PERSON:Iga Swiatek", "PERSON:Viola Davis", "PLACE:London"}, []string{"Gentlemen", "Singles", "Ladies", "Day Fourteen", "Leading Role", "Outstanding Lead Actress"}},
		{"Spanish's doubled abbreviation of the United States", "Aficionados celebran el desfile en Nueva Orleans, Luisiana (EE.UU.), este martes. Morocco's FF.AA. parade. World War II. REUTERS/Name Surname",
			[]string{"PLACE:EE.UU.", "PLACE:Luisiana"}, []string{"ORG:EE", "ORG:UU", "EE", "UU"}},
		{"a plural trade opening a sentence before names it does not know", "Actors Zazie Beetz and Jack Quaid announce the nominations in Beverly Hills. Writers Guild of America members walk the picket line in Burbank.",
			[]string{"PERSON:Zazie Beetz", "PERSON:Jack Quaid", "ORG:Writers Guild of America"}, []string{"Actors Zazie Beetz", "Guild of America"}},
		{"a facility's word closes a name of one word, \"of\" and more", "Police respond to a shooting at the Tree of Life synagogue in the Squirrel Hill neighborhood of Pittsburgh. Protesters march from the Angel of Independence monument in Mexico City. The Duke of Sussex visits a hospital.",
			[]string{"PLACE:Tree of Life synagogue", "PLACE:Angel of Independence monument", "PLACE:Squirrel Hill"}, []string{"PLACE:Tree", "PLACE:Angel", "Duke of Sussex hospital"}},
		{"a tournament's group letter, a game counted in words, and a border named with the U.S.", "Gareth Bale celebrates during the Euro 2016 group B match in Bordeaux, France. Fans gather before Game Six in Edmonton. Trucks block Highway 4 at the Canada-U.S. border crossing in Coutts, Alberta.",
			[]string{"PERSON:Gareth Bale", "PLACE:Bordeaux", "PLACE:Coutts", "PLACE:Alberta"}, []string{"B", "Game Six", "Canada-U"}},
		{"a rival or a substitute opening a sentence, a force's level, a currency", "Laurent Gbagbo takes the oath in Abidjan. Rival Alassane Ouattara was declared the winner. Substitute Franck Kessie scores. State police officers guard a hotel in Tulum, Mexico. Farmers are paid 1,800 CFA francs a kilogram.",
			[]string{"PERSON:Alassane Ouattara", "PERSON:Franck Kessie", "PLACE:Tulum"}, []string{"Rival Alassane Ouattara", "Substitute Franck Kessie", "State", "CFA"}},
		{"a name closed by a place's word: place, dome, sound, peak, capitol", "Fans celebrate outside Rogers Place in Edmonton. Penguins gather on the sea ice of McMurdo Sound. Fans fill the Gocheok Sky Dome in Seoul. Climbers rest below Broad Peak.",
			[]string{"PLACE:Rogers Place", "PLACE:McMurdo Sound", "PLACE:Gocheok Sky Dome", "PLACE:Broad Peak"}, []string{"PERSON:Rogers Place", "PERSON:McMurdo Sound", "PERSON:Broad Peak"}},
		{"a guild is a body, and an acronym after its \"of\" place and \"and\" another", "Members of the Writers Guild of America and SAG-AFTRA picket outside Netflix in Los Angeles. Oscar De La Hoya of Golden Boy Promotions watches in Las Vegas.",
			[]string{"ORG:Writers Guild of America", "ORG:SAG-AFTRA", "ORG:Golden Boy Promotions"}, []string{"Writers Guild", "PLACE:America", "Writers Guild of America and SAG-AFTRA", "PERSON:Golden Boy Promotions"}},
		{"Australia's Labor by its short name, but not Labor Day", "Supporters cheer in Sydney after Labor won the federal election. Gustavo Petro speaks during a Labor Day rally in Bogota.",
			[]string{"ORG:Labor", "PLACE:Sydney", "PERSON:Gustavo Petro"}, []string{"PLACE:Labor", "Labor Day"}},
		{"initials before one name", "O. Panneerselvam pays tribute to J. Jayalalithaa at the Marina beach in Chennai.",
			[]string{"PERSON:O. Panneerselvam", "PERSON:J. Jayalalithaa", "PLACE:Chennai"}, []string{"PLACE:J. Jayalalithaa"}},
		{"Pacific titles", "President Ratu Wiliame Katonivere swears in Sitiveni Rabuka. Samoa's Head of State Tuimalealiifano Va'aletoa Sualauvi II arrives in Apia.",
			[]string{"PERSON:Wiliame Katonivere", "PERSON:Tuimalealiifano Va'aletoa Sualauvi II"}, []string{"Ratu Wiliame Katonivere", "State Tuimalealiifano Va'aletoa Sualauvi II"}},
		{"a number inside a known name", "Villagers wade through water in North 24 Parganas district, West Bengal. Residents wait for Signal No 10 to be lowered.",
			[]string{"PLACE:North 24 Parganas", "PLACE:West Bengal"}, []string{"North", "Parganas", "No 10"}},
		{"a wire's dash opens a sentence", "MINNEAPOLIS, June 25 (Xinhua) -- Former Minneapolis police officer Derek Chauvin is seen. LUSAKA, Jan. 11, 2024 (Xinhua) -- Health workers attend to patients.",
			[]string{"PLACE:Minneapolis", "PERSON:Derek Chauvin"}, []string{"Former Minneapolis", "Health"}},
		{"a line of business before a name", "Businessman Azruddin Mohamed greets supporters. Tycoon Jimmy Lai arrives at court.",
			[]string{"PERSON:Azruddin Mohamed", "PERSON:Jimmy Lai"}, []string{"PERSON:Businessman Azruddin Mohamed", "PERSON:Tycoon Jimmy Lai"}},
		{"a trade before a name, a loch", "Crofter Morag Maciver, 67, feeds her flock. A search team scans the water on Loch Ness near Drumnadrochit, Scotland.",
			[]string{"PERSON:Morag Maciver", "PLACE:Loch Ness"}, []string{"PERSON:Crofter Morag Maciver", "PERSON:Loch Ness"}},
		{"a legislature a scene is near", "Protesters gather near the National Assembly in Seoul, South Korea, on December 7, 2024.",
			[]string{"PLACE:National Assembly", "PLACE:Seoul"}, []string{"ORG:National Assembly"}},
		{"a golf course named as a club", "Residents protest outside the Lotte Skyhill Country Club in Seongju, South Korea, on April 26, 2017.",
			[]string{"PLACE:Lotte Skyhill Country Club"}, []string{"ORG:Lotte Skyhill Country Club"}},
		{"Getty's notice to users", "LeBron James reacts at Crypto.com Arena on February 07, 2023 in Los Angeles, California. NOTE TO USER: User expressly acknowledges and agrees that, by downloading and or using this photograph, User is consenting to the terms and conditions of the Getty Images License Agreement. (Photo by Harry How/Getty Images)",
			[]string{"PERSON:LeBron James", "PERSON:Harry How", "ORG:Getty Images"}, []string{"License Agreement", "NOTE TO USER", "Getty Images License Agreement"}},
		{"a town's site at the scene", "Mourners gather in San Sebastián's Parte Vieja on January 25, 1995.",
			[]string{"PLACE:Parte Vieja", "PLACE:San Sebastián"}, []string{"PERSON:Parte Vieja"}},
		{"a town's official is a person", "Protesters meet Moscow's Sergei Sobyanin in Moscow on June 25, 2018.",
			[]string{"PERSON:Sergei Sobyanin"}, []string{"PLACE:Sergei Sobyanin"}},
		{"a legislature that acts", "The National Assembly voted to impeach the president in Seoul, South Korea, on December 14, 2024.",
			[]string{"ORG:National Assembly"}, []string{"PLACE:National Assembly"}},
		{"trades before a name", "Pensioner Giorgos Chatzifotiadis sits outside a bank in Thessaloniki, Greece, July 3, 2015. Owner Dror Levi said his family had left.",
			[]string{"PERSON:Giorgos Chatzifotiadis", "PERSON:Dror Levi"}, []string{"PERSON:Pensioner Giorgos Chatzifotiadis", "PERSON:Owner Dror Levi"}},
		{"an energy company", "Workers of LUMA Energy repair power lines in Ponce, Puerto Rico, on September 20, 2022.",
			[]string{"ORG:LUMA Energy"}, []string{"PERSON:LUMA Energy"}},
		{"rank with dot", "Lt. Gen. Ahmed Hassan inspects troops in Baghdad, Iraq.",
			[]string{"PERSON:Ahmed Hassan", "PLACE:Baghdad", "PLACE:Iraq"}, []string{"Gen", "Lt"}},
		{"title alone before a known name", "Israeli Prime Minister Benjamin Netanyahu attends a meeting.",
			[]string{"PERSON:Benjamin Netanyahu"}, []string{"Prime Minister", "Israeli"}},
		{"a party named by its adjective", "Conservative leader Andrew Scheer and Liberal MP Ralph Goodale speak in Regina. Stephane Dion won the Liberal leadership in 2006.",
			[]string{"ORG:Conservative", "ORG:Liberal", "PERSON:Andrew Scheer", "PERSON:Ralph Goodale"}, []string{"PLACE:Liberal", "PERSON:Liberal MP Ralph Goodale"}},
		{"a place between a place and a date", "Pilot Philip Mehrtens walks after his release in Timika, Central Papua, on September 21, 2024.",
			[]string{"PLACE:Timika", "PLACE:Central Papua"}, []string{"PERSON:Central Papua"}},
		{"a person named after a place", "Burhan receives the envoy for Sudan, Ramtane Lamamra, in Port Sudan, Sudan, Feb. 11, 2024.",
			[]string{"PERSON:Ramtane Lamamra"}, []string{"PLACE:Ramtane Lamamra"}},
		{"a street written short", "Flowers lie on Madras St, Christchurch, on March 16, 2019. A garage collapsed on Ann St. in the Financial District.",
			[]string{"PLACE:Madras St", "PLACE:Ann St."}, []string{"PERSON:Madras St", "PERSON:Ann St"}},
		{"countries counted, none named", "Soldiers stand guard inside the demilitarized zone separating the two Koreas, in Paju, South Korea.",
			[]string{"PLACE:Paju", "PLACE:South Korea"}, []string{"Koreas"}},
		{"a march's name", `Emma Gonzalez speaks during the March for Our Lives rally in Washington. Meredith set out on a "March Against Fear" from Memphis to Jackson.`,
			[]string{"PERSON:Emma Gonzalez", "PLACE:Memphis"}, []string{"Our Lives", "Against Fear"}},
		{"a march's name after its adjective", "Families walk in the annual March of Silence in Montevideo. Pride organisers called off the planned March for Dignity in Tbilisi.",
			[]string{"PLACE:Montevideo", "PLACE:Tbilisi"}, []string{"Silence", "Dignity"}},
		{"an abstract noun ends a name", "USNS Comfort sails past the Statue of Liberty in New York. Fireworks explode in Mons, Belgium, in its year as European Capital of Culture. The hall was destroyed in the Battle of Okinawa in 1945.",
			[]string{"PLACE:New York", "PLACE:Mons", "PLACE:Okinawa"}, []string{"Liberty", "Culture", "Battle"}},
		{"a preposition opens a sentence", "Prince Albert walks behind the coffin in Monaco on April 15, 2005. Behind Albert walks his sister Caroline.",
			[]string{"PERSON:Albert", "PLACE:Monaco"}, []string{"Behind Albert"}},
		{"a state named with its generic", "Popocatepetl spews ash as seen from Amecameca, State of Mexico, Mexico, on May 24, 2023.",
			[]string{"PLACE:State of Mexico", "PLACE:Amecameca"}, []string{"PLACE:State"}},
		{"a French coast's words open a place", "Prefect Jerome Filippini visits Pointe aux Sables, near Port Louis. Tourists swim at Anse Source d'Argent on La Digue.",
			[]string{"PERSON:Jerome Filippini", "PLACE:Pointe aux Sables", "PLACE:Anse Source d'Argent"}, []string{"PERSON:Pointe aux Sables", "Prefect Jerome Filippini"}},
		{"a stadium named after a day", "Fans fill the Estádio 11 de Novembro in Camama, Luanda, on May 3, 2022.",
			[]string{"PLACE:Estádio 11 de Novembro", "PLACE:Camama"}, []string{"11 de Novembro"}},
		{"an era is no body", "The shrine, built in the seventh century AD on a site settled in 300 BC, stands in Karbala.",
			[]string{"PLACE:Karbala"}, []string{"AD", "BC"}},
		{"a place known with its article", "Migrants cross the Channel near Dover. Viewers of Channel 4 read The Hindu in Calais.",
			[]string{"PLACE:Channel", "PLACE:Dover"}, []string{"ORG:Channel", "PLACE:Channel 4", "PLACE:Hindu"}},
		{"an island written with its generic", "Gold miners dig on Japan's Sado Island on May 3, 2019. Lava reaches the sea on Hawaii's Big Island.",
			[]string{"PLACE:Sado Island", "PLACE:Big Island", "PLACE:Japan"}, []string{"Island", "Sado", "Iceland"}},
		{"an island's kind before its name", "Migrants land at La Restinga, on the Canary Island of El Hierro, Spain, October 22, 2023.",
			[]string{"PLACE:La Restinga", "PLACE:El Hierro"}, []string{"Canary Island", "Canary Island of El Hierro"}},
		{"places named after a day", "Relatives march along 18 de Julio Avenue in Montevideo. Fans fill the Stade du 28 Septembre in Conakry. Murals cover the 23 de Enero neighbourhood.",
			[]string{"PLACE:18 de Julio Avenue", "PLACE:Stade du 28 Septembre", "PLACE:23 de Enero"}, []string{"Julio Avenue", "Stade", "Septembre", "Enero"}},
		{"Yonhap's notice", "A rocket lifts off from Sohae in Cholsan County on Nov. 21, 2023. (For Use Only in the Republic of Korea. No Redistribution) (KCNA-Yonhap)",
			[]string{"ORG:KCNA", "ORG:Yonhap"}, []string{"For Use Only", "No Redistribution"}},
		{"the Kansas town of Liberal", "Wheat fields stretch outside Liberal, Kansas, on July 3, 2012.", []string{"PLACE:Liberal"}, []string{"ORG:Liberal"}},
		{"a party after a demonym", "Welsh Labour leader Mark Drakeford speaks in Cardiff.", []string{"ORG:Welsh Labour", "PERSON:Mark Drakeford"}, []string{"PERSON:Welsh Labour"}},
		{"a Sherpa's given name", "Tenzing Norgay stands on the summit of Mount Everest on May 29, 1953.", []string{"PERSON:Tenzing Norgay"}, []string{"PLACE:Tenzing Norgay"}},
		{"shouted label", "FILE PHOTO: Smoke rises over Mariupol, Ukraine.",
			[]string{"PLACE:Mariupol", "PLACE:Ukraine"}, []string{"FILE PHOTO", "FILE"}},
		{"country name opening a person's name", "Rock drummer Chad Smith performs in Los Angeles.",
			[]string{"PERSON:Chad Smith", "PLACE:Los Angeles"}, []string{"PLACE:Chad"}},
		{"determiner before a generic word", "Marines of the 1st Battalion, 5th Marines pick their way through the ruins of Shuri Castle.",
			[]string{"ORG:1st Battalion, 5th Marines", "PLACE:Shuri Castle"}, []string{"1st Battalion, 5th Marines pick their way"}},
		{"island generic before a known island", "Migrants land at the port of La Restinga, on the Canary Island of El Hierro, Spain.",
			[]string{"PLACE:La Restinga", "PLACE:El Hierro", "PLACE:Spain"}, []string{"Island of", "Island of El Hierro"}},
		{"ship names are none of the types", "Sailors aboard the USS Iwo Jima and HMS Hood off Oahu, Hawaii.",
			[]string{"PLACE:Oahu", "PLACE:Hawaii"}, []string{"USS", "Iwo Jima", "USS Iwo Jima", "HMS Hood"}},
		{"town ending in a demonym after a particle", "A soldier destroys poppies near Coyuca de Catalan, Guerrero state, Mexico.",
			[]string{"PLACE:Coyuca de Catalan", "PLACE:Guerrero"}, []string{"Catalan"}},
		{"role before a name ending in a place word", "Republican gubernatorial candidate Kari Lake speaks in Phoenix.",
			[]string{"PERSON:Kari Lake", "PLACE:Phoenix"}, []string{"PLACE:Kari Lake"}},
		{"two titles joined by and", "Former US President and Republican presidential candidate Donald Trump speaks in Arizona.",
			[]string{"PERSON:Donald Trump", "PLACE:Arizona"}, []string{"President and Republican"}},
		{"titled name before of and a state", "Senate Majority Leader Mitch McConnell of Kentucky walks to the chamber.",
			[]string{"PERSON:Mitch McConnell", "PLACE:Kentucky"}, []string{"Senate Majority Leader Mitch McConnell of Kentucky"}},
		{"title to a country", "Former U.S. Ambassador to Ukraine Marie Yovanovitch testifies in Washington.",
			[]string{"PLACE:Ukraine", "PERSON:Marie Yovanovitch"}, []string{"Ukraine Marie Yovanovitch"}},
		{"plural acronyms are common nouns", "MPs and MSPs leave in SUVs after the vote in Edinburgh.",
			[]string{"PLACE:Edinburgh"}, []string{"MPs", "MSPs", "SUVs"}},
		{"a regime and a monument name people", "Tribunals followed the fall of the Batista regime, near a monument to Lenin in Sudzha.",
			[]string{"PERSON:Batista", "PERSON:Lenin", "PLACE:Sudzha"}, []string{"PLACE:Batista", "PLACE:Lenin"}},
		{"a force's name in a place is the force", "Suspects are shown at the headquarters of the Haitian National Police in Port-au-Prince.",
			[]string{"ORG:Haitian National Police", "PLACE:Port-au-Prince"}, []string{"PLACE:Haitian National Police"}},
		{"Russian regions and districts by their adjectives, in any case", "Жители Суджанского района в Курской области и Белгородской области.",
			[]string{"PLACE:Суджанский район", "PLACE:Курская область", "PLACE:Белгородская область"}, []string{"PERSON:Жители Суджанского", "Белгородской"}},
		{"Sahel armed groups in French and English, an Indian procession", "Des combattants d'Al-Qaïda au Maghreb islamique (AQMI) et du MUJAO à Gao. Devotees pull the chariot during the Rath Yatra in Puri.",
			[]string{"ORG:AQMI", "ORG:MUJAO", "PLACE:Gao", "PLACE:Puri"}, []string{"Rath Yatra"}},
		{"a district judge's court is no place", "U.S. District Judge David Norton found that the shooting amounted to murder, as Los Angeles Superior Court Judge Brenda Penny ruled.",
			[]string{"PERSON:David Norton", "ORG:Los Angeles Superior Court", "PERSON:Brenda Penny"}, []string{"U.S. District", "PLACE:Los Angeles Superior Court"}},
		{"a police department set in a neighbourhood is the body", "Protesters gather outside the East Precinct building, abandoned by the Seattle Police Department, in the Capitol Hill neighborhood of Seattle.",
			[]string{"ORG:Seattle Police Department", "PLACE:Capitol Hill"}, []string{"PLACE:Seattle Police Department"}},
		{"a name with founders and editors is a body", "Protesters back WikiLeaks founder Julian Assange. Anna Wintour, editor of Vogue, watches them.",
			[]string{"ORG:WikiLeaks", "ORG:Vogue", "PERSON:Julian Assange", "PERSON:Anna Wintour"}, []string{"PLACE:WikiLeaks", "PLACE:Vogue"}},
		{"what a body says is reported by its name", "Residents owe more than R17 billion, according to Eskom.",
			[]string{"ORG:Eskom"}, []string{"PLACE:Eskom"}},
		{"a name before a fashion season is a label", "A model presents a creation from the Zankov Fall-Winter 2024 collection in Paris.",
			[]string{"ORG:Zankov", "PLACE:Paris"}, []string{"PLACE:Zankov", "PLACE:Zankov Fall-Winter"}},
		{"a state's college programme is a team by its players", "Colorado quarterback Shedeur Sanders throws a pass during the game against TCU in Fort Worth, Texas.",
			[]string{"ORG:Colorado", "PERSON:Shedeur Sanders", "PLACE:Fort Worth", "PLACE:Texas"}, []string{"PLACE:Colorado"}},
		{"a plural possessive inside a known body", "Abiy Ahmed addresses the House of Peoples' Representatives in Addis Ababa.",
			[]string{"ORG:House of Peoples' Representatives", "PLACE:Addis Ababa"}, []string{"PLACE:House of Peoples", "PLACE:Representatives"}},
		{"a title ends where a known body outruns it", "Speaker of the House of Commons Lindsay Hoyle opens the session in London.",
			[]string{"ORG:House of Commons", "PERSON:Lindsay Hoyle"}, []string{"PERSON:Speaker of the House of Commons Lindsay Hoyle"}},
		{"a town named after a titled person", "A ferry docks in Prince Rupert, British Columbia, as Prince George visits London.",
			[]string{"PLACE:Prince Rupert", "PLACE:British Columbia", "PERSON:George", "PLACE:London"}, []string{"PERSON:Rupert", "PLACE:Prince George"}},
		{"Sainte abbreviated inside a town's name", "Pilgrims wade into Lac Ste. Anne, Alberta.",
			[]string{"PLACE:Lac Ste. Anne", "PLACE:Alberta"}, []string{"PLACE:Lac Ste", "PERSON:Anne"}},
		{"a parkway named after a person is a road", "Crowds fill the Benjamin Franklin Parkway in Philadelphia.",
			[]string{"PLACE:Benjamin Franklin Parkway", "PLACE:Philadelphia"}, []string{"PERSON:Benjamin Franklin Parkway"}},
		{"the words before an island's name say where it lies", "Migrants land on the Aegean island of Lesbos.",
			[]string{"PLACE:Lesbos"}, []string{"PLACE:Aegean", "PLACE:Aegean Sea"}},
		{"a name whose mother is named is a person", "Cambria Harris, whose mother is believed to be in the landfill, speaks at a rally in Winnipeg.",
			[]string{"PERSON:Cambria Harris", "PLACE:Winnipeg"}, []string{"PLACE:Cambria Harris"}},
		{"a service named after its noun is a body", "A member of the regional firefighting service Infoca died fighting the fire.",
			[]string{"ORG:Infoca"}, []string{"PERSON:Infoca", "PLACE:Infoca"}},
		{"a moderator is a title", "Church of Scotland Moderator Iain Greenshields attends an ecumenical prayer in Juba.",
			[]string{"PERSON:Iain Greenshields", "PLACE:Juba"}, []string{"PLACE:Church of Scotland Moderator Iain Greenshields"}},
		{"a known body's name and an organisation's word name another body", "Spain's National Geographic Institute recorded more than 200 tremors.",
			[]string{"ORG:National Geographic Institute"}, []string{"ORG:National Geographic", "ORG:Institute"}},
		{"names listed before a plural place noun are places", "Flash flooding in Knott, Breathitt and Perry counties has killed 25 people.",
			[]string{"PLACE:Knott", "PLACE:Breathitt", "PLACE:Perry"}, []string{"PERSON:Breathitt", "PERSON:Perry"}},
		{"names a plural place noun includes are places", "Snow cut off mountain villages, including Barwari Bala and Kani Masi.",
			[]string{"PLACE:Barwari Bala", "PLACE:Kani Masi"}, []string{"PERSON:Barwari Bala", "PERSON:Kani Masi"}},
		{"Villa and Nueva open Spanish places' names", "Gunmen shot down a helicopter near Villa Purificacion, west of Nueva Italia.",
			[]string{"PLACE:Villa Purificacion", "PLACE:Nueva Italia"}, []string{"PERSON:Villa Purificacion", "PERSON:Nueva Italia"}},
		{"a rally, a storm's category and a bayou", "Thierry Neuville drives during the Rally Sweden as the storm strengthened to Category 4 and Brays Bayou overflowed.",
			[]string{"PERSON:Thierry Neuville", "PLACE:Brays Bayou"}, []string{"PLACE:Rally", "PLACE:Category", "PERSON:Brays Bayou"}},
		{"a council meeting in a town is the council", "Mahmoud Abbas speaks during a session of the Palestinian Central Council in Ramallah.",
			[]string{"ORG:Palestinian Central Council", "PLACE:Ramallah"}, []string{"PLACE:Palestinian Central Council"}},
		{"hyphenated given names", "Supporters of Jean-Bertrand Aristide celebrate his victory. Inspector Amy Scott spoke.",
			[]string{"PERSON:Jean-Bertrand Aristide", "PERSON:Amy Scott"}, []string{"PLACE:Jean-Bertrand Aristide", "Inspector Amy Scott"}},
		{"a member's state abbreviation", "House Speaker Nancy Pelosi of Calif. presides over the vote.",
			[]string{"PERSON:Nancy Pelosi", "PLACE:Calif."}, []string{"PLACE:Calif"}},
		{"little before a known place", "Exiles rally in the Little Havana neighborhood of Miami.",
			[]string{"PLACE:Little Havana", "PLACE:Miami"}, []string{"PLACE:Havana"}},
		{"monument to and a numbered kilometre", "Crowds march to the Monument to the Revolution; generals meet at Kilometer 101.",
			[]string{"PLACE:Monument to the Revolution", "PLACE:Kilometer 101"}, []string{"PLACE:Monument", "PLACE:Revolution", "PLACE:Kilometer"}},
		{"a weapon after a name", "A fighter hurls a Molotov cocktail outside the Defence Science and Technology Laboratory.",
			[]string{"ORG:Defence Science and Technology Laboratory"}, []string{"Molotov", "Defence Science"}},
		{"a kibbutz named with and without its generic", "Soldiers walk past a home in Kibbutz Kfar Aza on October 10, 2023 in Kfar Aza, Israel.",
			[]string{"PLACE:Kfar Aza", "PLACE:Israel"}, []string{"PLACE:Kibbutz Kfar Aza"}},
		{"a church named for a saint is a building", "Mourners pack Regina Mundi Church in Soweto and the Church of the Immaculate Conception in Qaraqosh.",
			[]string{"PLACE:Regina Mundi Church", "PLACE:Church of the Immaculate Conception"}, []string{"ORG:Regina Mundi Church", "ORG:Church of the Immaculate Conception"}},
		{"a saint's church", "Pallbearers leave St Peter's Basilica; a helicopter flies past the dome of St Peter's.",
			[]string{"PLACE:St Peter's Basilica", "PLACE:St Peter"}, []string{"PERSON:St Peter", "PLACE:Basilica"}},
		{"a state that shares a country's name", "Women mourn outside a school in Tegina, Niger State, Nigeria, May 31, 2021.",
			[]string{"PLACE:Niger State", "PLACE:Nigeria"}, []string{"PLACE:Niger"}},
		{"an airline before its flight", "The wrecked nose of Pan Am Flight 103 lies near Lockerbie; Jet Star Flight 9 crashed.",
			[]string{"ORG:Pan Am", "ORG:Jet Star", "PLACE:Lockerbie"}, []string{"Pan Am Flight", "Jet Star Flight"}},
		{"a known party carried on to its country", "Lee Jae-myung of the Democratic Party of Korea waves in Seoul.",
			[]string{"ORG:Democratic Party of Korea", "PLACE:Seoul"}, []string{"of", "PLACE:Korea", "ORG:Democratic Party"}},
		{"mountain places", "Climbers cross the Khumbu Icefall above Everest base camp; Mont Blanc and K2 loom.",
			[]string{"PLACE:Khumbu Icefall", "PLACE:Everest base camp", "PLACE:Mont Blanc", "PLACE:K2"}, []string{"PERSON:Khumbu Icefall", "Everest base", "PERSON:Mont Blanc", "ORG:K2"}},
		{"a grave and a relative clause name people", "Leaders stand at the grave of Yitzhak Rabin in Jerusalem. The funeral of Suharto, who died on Sunday, drew crowds.",
			[]string{"PERSON:Yitzhak Rabin", "PERSON:Suharto", "PLACE:Jerusalem"}, []string{"PLACE:Yitzhak Rabin", "PLACE:Suharto"}},
		{"a profession before a person named like a town", "Singer Whitney Houston performs; the Soviet flag is lowered over the Kremlin in Lourenço Marques.",
			[]string{"PERSON:Whitney Houston", "PLACE:Kremlin", "PLACE:Lourenço Marques"}, []string{"Singer Whitney", "PLACE:Houston", "ORG:Kremlin", "PERSON:Lourenço Marques"}},
		{"country before a title of two words", "U.S. Vice President Mike Pence and U.S. Special Envoy Steve Witkoff met in Warsaw.",
			[]string{"PLACE:U.S.", "PERSON:Mike Pence", "PERSON:Steve Witkoff"}, []string{"U.S. Vice President Mike Pence", "Vice President Mike Pence"}},
		{"place then title", "Homs Governor Talal Barazi visits the market.",
			[]string{"PLACE:Homs", "PERSON:Talal Barazi"}, []string{"Governor Talal Barazi"}},
		{"leading place word", "Marines train at Camp Lejeune, North Carolina.",
			[]string{"PLACE:Camp Lejeune"}, []string{"PERSON:Camp Lejeune"}},
		{"demonym before title", "Turkish President Tayyip Erdogan speaks in Ankara.",
			[]string{"PERSON:Tayyip Erdogan", "PLACE:Ankara"}, []string{"Turkish", "PLACE:Turkey"}},
		{"ages dropped", "Newly-wed couple Nada Merhi, 18, and Hassan Youssef, 27, pose in the city of Homs.",
			[]string{"PERSON:Nada Merhi", "PERSON:Hassan Youssef", "PLACE:Homs"}, []string{"Newly-wed"}},
		{"clubs of South America and Poland", "Gornik Zabrze fans cheer before the league match against Ruch Chorzow. Cruzeiro players celebrate a goal against Penarol in the Copa Libertadores match.",
			[]string{"ORG:Górnik Zabrze", "ORG:Ruch Chorzów", "ORG:Cruzeiro", "ORG:Peñarol"}, []string{"PERSON:Gornik Zabrze", "PLACE:Cruzeiro"}},
		{"a rider's team after of", "Alberto Contador of Tinkoff-Saxo rides during stage 5 of the Tour de France cycling race. John John Florence of Hawaii surfs in the final.",
			[]string{"PERSON:Alberto Contador", "ORG:Tinkoff-Saxo", "PLACE:Hawaii"}, []string{"PLACE:Tinkoff-Saxo"}},
		{"an event's last word alone in its run", "Valverde wins the Vuelta a Espana in Madrid. Upton runs during the State of Origin series. The UAE Pavilion at Expo 2020 Dubai opens.",
			[]string{"PLACE:Madrid", "PLACE:Dubai"}, []string{"PLACE:Espana", "PLACE:Origin", "PLACE:Expo"}},
		{"a numeric date after a comma is no age", "Cologne, 21.08.2019: Visitors crowd the stand. Divers survey the northern Great Barrier Reef, 28/03/2016.",
			[]string{"PLACE:Cologne", "PLACE:Great Barrier Reef"}, []string{"PERSON:Cologne", "PERSON:Great Barrier Reef"}},
		{"a rider's team in brackets and a name before of", "Cadel Evans (BMC Racing Team) rides the time trial. Team Sky's Chris Froome of Britain rides.",
			[]string{"PERSON:Cadel Evans", "ORG:BMC Racing Team", "PERSON:Chris Froome", "PLACE:Britain"}, []string{"PERSON:BMC Racing Team", "Chris Froome of"}},
		{"creeks and tribes", "Abandoned cabins stand along Bonanza Creek outside Dawson City. Cowichan Tribes Chief Cindy Daniels speaks to reporters.",
			[]string{"PLACE:Bonanza Creek", "ORG:Cowichan Tribes", "PERSON:Cindy Daniels"}, []string{"PERSON:Bonanza Creek", "PERSON:Cowichan Tribes"}},
		{"an ampersand or a trade word joins no person's name", "Grape pickers harvest in a vineyard of Moet & Chandon near Epernay. Hancock Prospecting chairman Gina Rinehart speaks. Police stand outside Schemengees Bar & Grille. Ivanhoe Mines trucks haul ore near Kolwezi.",
			[]string{"ORG:Moet & Chandon", "ORG:Hancock Prospecting", "PERSON:Gina Rinehart", "PLACE:Schemengees Bar & Grille", "ORG:Ivanhoe Mines"}, []string{"PLACE:Moet & Chandon", "PERSON:Hancock Prospecting", "PERSON:Ivanhoe Mines"}},
		{"a teammate, compatriot or scientist before a name", "Oscar Piastri celebrates. Teammate Lando Norris finished second. Compatriot Funa Nakayama took bronze. Glaciologist Matthias Huss measures the ice.",
			[]string{"PERSON:Oscar Piastri", "PERSON:Lando Norris", "PERSON:Funa Nakayama", "PERSON:Matthias Huss"}, []string{"Teammate Lando Norris", "Compatriot Funa Nakayama", "Glaciologist Matthias Huss"}},
		{"a national's noun or a climber's trade before a name", "Frenchman Cyril Despres celebrates in Dakar. Dutchwoman Anna Bakker rides. Mountaineer Reinhold Messner poses. Sherpa Kami Rita waves to Pemba Sherpa.",
			[]string{"PERSON:Cyril Despres", "PERSON:Anna Bakker", "PERSON:Reinhold Messner", "PERSON:Kami Rita", "PERSON:Pemba Sherpa"}, []string{"Frenchman Cyril Despres", "Dutchwoman", "Mountaineer Reinhold Messner", "Sherpa Kami Rita"}},
		{"Italian and Spanish generics that open a place's name", "A cable car climbs to Alpe Cermis above Passo Rolle. Ice falls from Glaciar Grey into Lago Grey.",
			[]string{"PLACE:Alpe Cermis", "PLACE:Passo Rolle", "PLACE:Glaciar Grey", "PLACE:Lago Grey"}, []string{"PERSON:Alpe Cermis", "PERSON:Glaciar Grey", "PERSON:Lago Grey"}},
		{"rail operators, ferry lines and abbreviated police ranks", "Passengers queue for Eurostar services as Deutsche Bahn cancels trains. The Marine Atlantic ferry departs. RCMP Const. Heidi Stevenson was killed.",
			[]string{"ORG:Eurostar", "ORG:Deutsche Bahn", "ORG:Marine Atlantic", "ORG:RCMP", "PERSON:Heidi Stevenson"}, []string{"PERSON:Eurostar", "PERSON:Deutsche Bahn", "Const"}},
		{"a word of a quoted title", `Director Mike Flanagan holds the award for "The Life of Chuck" in Toronto. Michelle Yeoh wins for "Everything Everywhere All at Once". A banner reads "Justice for Rafael Nahuel".`,
			[]string{"PERSON:Mike Flanagan", "PLACE:Toronto", "PERSON:Michelle Yeoh", "PERSON:Rafael Nahuel"}, []string{"Chuck", "Everything Everywhere All", "Once"}},
		{"a rally is an event", "Cars race in the Dakar Rally near Jeddah, Saudi Arabia. Marine Le Pen of the National Rally speaks in Paris.",
			[]string{"PLACE:Jeddah", "PLACE:Saudi Arabia", "PERSON:Marine Le Pen", "ORG:National Rally", "PLACE:Paris"}, []string{"Dakar Rally", "PERSON:Le Pen"}},
		{"coves, inlets and a street's side", "Waves crash below the lighthouse at Delaps Cove. Fans greet the director on King Street West in Toronto.",
			[]string{"PLACE:Delaps Cove", "PLACE:King Street West", "PLACE:Toronto"}, []string{"PERSON:Delaps Cove", "Street West"}},
		{"a trophy named after a place and an event's ordinal", "Boats race in the 37th America's Cup off Barcelona. Fans visit the America's Cup Village.",
			[]string{"PLACE:Barcelona"}, []string{"America", "37th", "Cup"}},
		{"a body's short plural name opening a sentence", "Rangers patrol in Virunga National Park.",
			[]string{"PLACE:Virunga National Park"}, []string{"Rangers"}},
		{"a body's short plural name inside a sentence", "Paramilitary Rangers detained Imran Khan in Islamabad.",
			[]string{"ORG:Rangers", "PERSON:Imran Khan"}, nil},
		{"a two-word demonym, a trade before a surname like a place's word, a preposition before a facility", "Fuchs greets New Zealander Edmund Hillary. Actress Sally Field holds her Oscar. Protesters rally outside Temple Trees.",
			[]string{"PERSON:Edmund Hillary", "PERSON:Sally Field", "PLACE:Temple Trees"}, []string{"New Zealander Edmund Hillary", "PLACE:Sally Field", "Actress Sally Field"}},
		{"a portfolio named with a body's word before a title, im inside a town's name", "Saudi Arabia's Energy Minister Khalid al-Falih speaks. Brazil's Communications Minister Fabio Faria waves. Floods hit Rust im Tullnerfeld, Austria.",
			[]string{"PERSON:Khalid al-Falih", "PERSON:Fabio Faria", "PLACE:Rust im Tullnerfeld"}, []string{"Energy Minister Khalid al-Falih", "Communications Minister Fabio Faria", "PLACE:Rust"}},
		{"Thai words that open a place's name", "Divers enter the Tham Luang cave. The royal barge passes Wat Arun. Mourners gather at Sanam Luang.",
			[]string{"PLACE:Tham Luang cave", "PLACE:Wat Arun", "PLACE:Sanam Luang"}, []string{"PERSON:Tham Luang", "PERSON:Wat Arun", "PERSON:Sanam Luang"}},
		{"resorts and casino groups", "Guests swim atop Marina Bay Sands, run by Las Vegas Sands. Thomas Cook planes sit parked at Manchester Airport.",
			[]string{"PLACE:Marina Bay Sands", "ORG:Las Vegas Sands", "ORG:Thomas Cook", "PLACE:Manchester Airport"}, []string{"PERSON:Marina Bay Sands", "PERSON:Thomas Cook"}},
		{"an event's head alone", "Dancers perform during Carnival celebrations in New Delhi. Athletes compete at the Games. Nadia Comaneci scores a perfect ten in Olympic history.",
			[]string{"PLACE:New Delhi", "PERSON:Nadia Comaneci"}, []string{"Carnival", "Games", "Olympic"}},
		{"an adjective prose reads as one", "A woman in traditional Silesian costume casts her vote in Katowice. A razor-wire fence erected by Slovenian soldiers runs along the border.",
			[]string{"PLACE:Katowice"}, []string{"Silesian", "Slovenian"}},
		{"Fr before a priest's name, splinter groups and apps", "Fr Peter McVerry addresses a rally. Friends of Lyra McKee blame the New IRA. A Deliveroo rider waits.",
			[]string{"PERSON:Peter McVerry", "PERSON:Lyra McKee", "ORG:New IRA", "ORG:Deliveroo"}, []string{"Fr Peter McVerry", "PLACE:Deliveroo"}},
		{"a faculty or school named across of", "Students light candles outside the Faculty of Arts in Prague. Mourners gather at the Kauhajoki School of Hospitality.",
			[]string{"PLACE:Faculty of Arts", "PLACE:Prague", "PLACE:Kauhajoki School of Hospitality"}, []string{"PLACE:Faculty", "PLACE:Arts", "PLACE:Hospitality"}},
		{"wine estates and hills named across of", "Winegrowers light fires at Chateau Cheval Blanc. Tourists walk on the Hill of Crosses. Visitors gather at the Robert Mondavi Winery in Oakville.",
			[]string{"PLACE:Chateau Cheval Blanc", "PLACE:Hill of Crosses", "PLACE:Robert Mondavi Winery", "PLACE:Oakville"}, []string{"PERSON:Chateau Cheval Blanc", "PLACE:Crosses", "ORG:Robert Mondavi Winery"}},
		{"orchestras, singers and composers", "Soprano Anna Netrebko sings Richard Wagner's music with the Vienna Philharmonic Orchestra at the Teatro Colon.",
			[]string{"PERSON:Anna Netrebko", "PERSON:Richard Wagner", "ORG:Vienna Philharmonic Orchestra", "PLACE:Teatro Colon"}, []string{"Soprano Anna Netrebko", "ORG:Wagner", "PLACE:Vienna Philharmonic Orchestra"}},
		{"members of a body before its name", "Doctors of the Indian Medical Association (IMA) protest. A ship operated by A.P. Moller-Maersk A/S passes.",
			[]string{"ORG:Indian Medical Association", "ORG:A.P. Moller-Maersk"}, []string{"of the Indian Medical Association", "PERSON:A.P. Moller"}},
		{"banks and Quebec's parties", "Customers queue outside a branch of Northern Rock. Wirecard and Kaupthing collapsed. Projet Montréal leader Valérie Plante speaks.",
			[]string{"ORG:Northern Rock", "ORG:Wirecard", "ORG:Kaupthing", "ORG:Projet Montréal", "PERSON:Valérie Plante"}, []string{"PLACE:Northern Rock", "PERSON:Wirecard"}},
		{"European parties and papers", "Fianna Fail and Fine Gael leaders meet in Dublin. A reporter for Sueddeutsche Zeitung and the Kieler Zeitung waits.",
			[]string{"ORG:Fianna Fail", "ORG:Fine Gael", "PLACE:Dublin", "ORG:Sueddeutsche Zeitung", "ORG:Kieler Zeitung"}, []string{"PERSON:Fine Gael", "PERSON:Kieler Zeitung"}},
		{"Romance words that open a place's name", "Homes flood near the Lake of Two Mountains. Fans line the Via Caracciolo. Police detain a protester on Île Sainte-Hélène. Crowds march along the Paseo de la Reforma. Firefighters search the rubble of the Ponte Morandi. Police guard the Hacienda Napoles.",
			[]string{"PLACE:Lake of Two Mountains", "PLACE:Via Caracciolo", "PLACE:Île Sainte-Hélène", "PLACE:Paseo de la Reforma", "PLACE:Ponte Morandi", "PLACE:Hacienda Napoles"}, []string{"PERSON:Ponte Morandi", "PERSON:Hacienda Napoles", "PERSON:Île Sainte-Hélène"}},
		{"a place before a body's word and of", "Leaders of the Hong Kong Federation of Students speak outside the Tel Aviv Museum of Art.",
			[]string{"ORG:Hong Kong Federation of Students", "PLACE:Tel Aviv Museum of Art"}, []string{"Federation of Students", "Museum of Art"}},
		{"a title joined to vice or pro by a hyphen", "Students cheer as Vice-Chancellor Farzana Islam speaks. Pro-Vice-Chancellor Ali Khan waves.",
			[]string{"PERSON:Farzana Islam", "PERSON:Ali Khan"}, []string{"Vice-Chancellor Farzana Islam", "Pro-Vice-Chancellor Ali Khan"}},
		{"a trade shaped like one opens a sentence", "Fishmonger Hiroshi Matsuda, 72, sells tuna. Lobsterman Jared Simmons hauls a trap on Vikramaditya Marg. A bridge built by SP Singla Constructions fell.",
			[]string{"PERSON:Hiroshi Matsuda", "PERSON:Jared Simmons", "PLACE:Vikramaditya Marg", "ORG:SP Singla Constructions"}, []string{"Fishmonger", "Lobsterman", "PERSON:Vikramaditya Marg"}},
		{"telecom operators, their towns and their arenas", "A Vodafone Ghana engineer climbs a mast. Customers crowd a Hormuud Telecom office. Workers leave the plant in Nokia, Finland. Fans cheer at the Movistar Arena.",
			[]string{"ORG:Vodafone Ghana", "ORG:Hormuud Telecom", "PLACE:Nokia", "PLACE:Finland", "PLACE:Movistar Arena"}, []string{"ORG:Nokia", "ORG:Movistar Arena", "PLACE:Hormuud Telecom"}},
		{"a one-word body closing a longer name", "Scientists check instruments at the Zeppelin Observatory near Ny-Alesund. Supporters gather at the Capitolio Nacional in Bogota.",
			[]string{"PLACE:Zeppelin Observatory", "PLACE:Ny-Alesund", "PLACE:Capitolio Nacional", "PLACE:Bogota"}, []string{"Observatory", "Nacional", "Zeppelin", "Capitolio"}},
		{"acronyms of things", "Relatives give DNA samples and show ID cards at an ATM in Lagos. Police track the SUV by GPS.",
			[]string{"PLACE:Lagos"}, []string{"DNA", "ID", "ATM", "SUV", "GPS"}},
		{"a sea named as a modifier", "Voters queue in Honiara as the Pacific nation elects a parliament. Asylum seekers cycle across the Arctic border at Storskog. Typhoon Mawar lashed the US Pacific territory and the Pacific island nation of Palau. Police patrol the Gulf state.",
			[]string{"PLACE:Honiara", "PLACE:Storskog", "PLACE:Palau"}, []string{"Pacific", "Gulf"}},
		{"a side named Team and its country", "Emirates Team New Zealand races Oracle Team USA off Bermuda. Leylah Fernandez of Team Canada serves.",
			[]string{"ORG:Emirates Team New Zealand", "ORG:Oracle Team USA", "PLACE:Bermuda", "PERSON:Leylah Fernandez", "ORG:Team Canada"}, []string{"PLACE:New Zealand", "PLACE:Canada"}},
		{"South Asian and Philippine place words", "Workers pluck leaves at the Bandapani Tea Estate near the Kotri Barrage. Evacuees from Barangay Tumpa rest. Ministers meet at Raj Bhavan in Anil Nagar.",
			[]string{"PLACE:Bandapani Tea Estate", "PLACE:Kotri Barrage", "PLACE:Barangay Tumpa", "PLACE:Raj Bhavan", "PLACE:Anil Nagar"}, []string{"PERSON:Bandapani Tea Estate", "PERSON:Kotri Barrage", "PERSON:Barangay Tumpa", "PERSON:Raj Bhavan", "PERSON:Anil Nagar"}},
		{"volcanoes", "Rescuers carry the body of a climber killed when Mayon erupted. Villagers flee as ash falls from Merapi.",
			[]string{"PLACE:Mayon", "PLACE:Merapi"}, []string{"PERSON:Mayon", "PERSON:Merapi"}},
		{"an American party before its candidate", "Republican presidential nominee Mitt Romney speaks in Tampa. Democratic lawmakers walk out.",
			[]string{"ORG:Republican", "PERSON:Mitt Romney", "PLACE:Tampa", "ORG:Democratic"}, nil},
		{"an airline and a company's products", "Tara Air said its plane landed in Lukla. Striking members picket Western Forest Products in Nanaimo. A U.S. Air Force plane lands.",
			[]string{"ORG:Tara Air", "PLACE:Lukla", "ORG:Western Forest Products", "PLACE:Nanaimo"}, []string{"PERSON:Tara Air", "Forest Products", "ORG:Air"}},
		{"parties of South and Southeast Asia and franchise sides", "Pakatan Harapan supporters rally in Kuala Lumpur. Peshawar Zalmi players celebrate in Karachi. Tamil Tiger rebels surrendered.",
			[]string{"ORG:Pakatan Harapan", "PLACE:Kuala Lumpur", "ORG:Peshawar Zalmi", "PLACE:Karachi", "ORG:Tamil Tiger"}, []string{"PERSON:Pakatan Harapan", "PLACE:Peshawar"}},
		{"ghats, racecourses, junctions and mines", "Pilgrims bathe at Dashashwamedh Ghat in Varanasi. Horses parade at Flemington Racecourse. Miners are trapped in the Sago Mine.",
			[]string{"PLACE:Dashashwamedh Ghat", "PLACE:Varanasi", "PLACE:Flemington Racecourse", "PLACE:Sago Mine"}, []string{"PERSON:Dashashwamedh Ghat", "PERSON:Flemington Racecourse", "PERSON:Sago Mine"}},
		{"racing teams, record labels and Japanese companies", "Ross Branch rides for Hero MotoSports. Overdrive Racing mechanics repair a truck. Shoei Kisen Kaisha owns the ship. Big Machine Records signed her.",
			[]string{"ORG:Overdrive Racing", "ORG:Shoei Kisen Kaisha", "ORG:Big Machine Records"}, []string{"PERSON:Overdrive Racing", "PERSON:Shoei Kisen Kaisha", "PERSON:Big Machine Records"}},
		{"legislatures in their own languages and retail chains", "Lawmakers vote in the Riigikogu in Tallinn. Shoppers queue outside a Costco store in Ottawa. Protesters gather outside Jatiya Sangsad Bhaban.",
			[]string{"ORG:Riigikogu", "PLACE:Tallinn", "ORG:Costco", "PLACE:Ottawa", "PLACE:Jatiya Sangsad Bhaban"}, []string{"PLACE:Riigikogu", "PLACE:Costco"}},
		{"brewers and steelmakers", "Workers protest outside the AB InBev brewery in Leuven. Nippon Steel agreed to buy U.S. Steel. Baltika Breweries closed a plant.",
			[]string{"ORG:AB InBev", "PLACE:Leuven", "ORG:Nippon Steel", "ORG:U.S. Steel", "ORG:Baltika Breweries"}, []string{"PLACE:AB InBev", "PERSON:Nippon Steel", "PERSON:U.S. Steel"}},
		{"a town whose name opens with A", "Fishermen mend nets in Ribeira, A Coruña, on Monday. A Coruña fans celebrate. A man walks in Lugo.",
			[]string{"PLACE:Ribeira", "PLACE:A Coruña", "PLACE:Lugo"}, []string{"PLACE:Coruña", "A man"}},
		{"a given name and a country's name after a chairman", "Swiss National Bank chairman Thomas Jordan speaks in Zurich.",
			[]string{"PERSON:Thomas Jordan", "PLACE:Zurich"}, []string{"PLACE:Jordan"}},
		{"a game numbered in Roman numerals", "Queensland players celebrate winning Game III at Suncorp Stadium in Brisbane.",
			[]string{"PLACE:Suncorp Stadium"}, []string{"Game III"}},
		{"stacked Malay honorifics", "Sarawak Premier Datuk Patinggi Tan Sri Abang Johari Openg waves. Auctioneer Oliver Barker takes bids.",
			[]string{"PERSON:Abang Johari Openg", "PERSON:Oliver Barker"}, []string{"Datuk Patinggi Tan Sri Abang Johari Openg", "Auctioneer Oliver Barker"}},
		{"a known name that ends in 's", "A Monet sells at Christie's in New York. Moody's cut the rating.",
			[]string{"ORG:Christie's", "ORG:Moody's", "PLACE:New York"}, []string{"Christie", "Moody"}},
		{"a legal form before a company's name", "Workers at PT Bio Farma fill vials in Bandung. Janssen Pharmaceutica staff test samples.",
			[]string{"ORG:PT Bio Farma", "ORG:Janssen Pharmaceutica", "PLACE:Bandung"}, []string{"PERSON:PT Bio Farma", "PERSON:Janssen Pharmaceutica"}},
		{"one name after a sentence's opening trade", "Actor Vijay waves to supporters. Rapper Ye opens the show.",
			[]string{"PERSON:Vijay", "PERSON:Ye"}, []string{"Actor Vijay", "Rapper Ye"}},
		{"a contest's owner before Women's or EURO", "Gabi Guimaraes of Brazil spikes during the FIVB Women's World Championship semifinal. Nora Mork shoots during the Women's EHF EURO 2022 final.",
			[]string{"PERSON:Gabi Guimaraes", "PERSON:Nora Mork"}, []string{"FIVB Women", "EHF EURO"}},
		{"a club named by its letters and town", "Hampus Wanne of SG Flensburg-Handewitt shoots against THW Kiel during the Bundesliga handball match. Montpellier HB won the league, and Queen Elizabeth II watched.",
			[]string{"ORG:SG Flensburg-Handewitt", "ORG:THW Kiel", "ORG:Montpellier HB", "PERSON:Elizabeth II"}, []string{"PERSON:THW Kiel", "ORG:Elizabeth II"}},
		{"a town and its state in brackets", "Fishermen in Kalimpong (West Bengal) pull their boats ashore. Rebels hold Karenni (Kayah) state.",
			[]string{"PLACE:Kalimpong", "PLACE:West Bengal", "PLACE:Karenni"}, []string{"PLACE:Kayah"}},
		{"a capitalised area generic before of", "Residents walk in the Region of Murcia and in the Province of Quebec.",
			[]string{"PLACE:Murcia", "PLACE:Quebec"}, []string{"Region", "Province"}},
		{"acronym alias", "A Syrian Democratic Forces (SDF) fighter stands guard.",
			[]string{"ORG:Syrian Democratic Forces"}, []string{"ORG:SDF", "Syrian"}},
		{"unknown acronym alias", "Members of the Kurdish Red Crescent Society (KRCS) unload aid.",
			[]string{"ORG:Kurdish Red Crescent Society"}, []string{"ORG:KRCS"}},
		{"gloss alias", "A fighter of Jaish al-Islam (Islam Army) runs.",
			[]string{"ORG:Jaish al-Islam"}, []string{"Islam Army"}},
		{"acronym reused bare is one entity", "Troops of the Harbour Defence Force (HDF) patrol. HDF officers later left.",
			[]string{"ORG:Harbour Defence Force"}, []string{"HDF"}},
		{"modifier before title", "Former President Maria Kowalczyk waves in Gdansk.",
			[]string{"PERSON:Maria Kowalczyk"}, []string{"Former President Maria Kowalczyk", "Former"}},
		{"hyphenated rank", "He replaced Lieutenant-Colonel Pierre-Louis Ndiaye last year.",
			[]string{"PERSON:Pierre-Louis Ndiaye"}, []string{"Lieutenant-Colonel Pierre-Louis Ndiaye"}},
		{"body acronym before title", "NEC President Amara Diallo spoke to reporters.",
			[]string{"PERSON:Amara Diallo"}, []string{"NEC President Amara Diallo"}},
		{"and inside an organisation", "The Flood and Storm Response Authority said roads were cut.",
			[]string{"ORG:Flood and Storm Response Authority"}, []string{"Response Authority"}},
		{"possessive apostrophe in organisation", "Members of the Dockworkers' Union march in Santos.",
			[]string{"ORG:Dockworkers' Union"}, []string{"Union", "Dockworkers"}},
		{"company named with its suffix", "Kansai Electric Power Co said the reactor was safe.",
			[]string{"ORG:Kansai Electric Power Co"}, []string{"PERSON:Kansai Electric Power Co", "ORG:Kansai Electric Power"}},
		{"party written after the name", "Supporters of the ruling Avanza party rallied in Lima.",
			[]string{"ORG:Avanza"}, []string{"PLACE:Avanza", "PERSON:Avanza"}},
		{"hyphenated given name", "Opposition leader Park Jae-hoon spoke in Busan.",
			[]string{"PERSON:Park Jae-hoon"}, []string{"PERSON:Park"}},
		{"caption's own spelling is the name", "Britain's navy sailed from Portsmouth.",
			[]string{"PLACE:Britain"}, []string{"PLACE:United Kingdom"}},
		{"gazetteer beats prose", "Islamic State militants withdrew from the area.",
			[]string{"ORG:Islamic State"}, []string{"PERSON:Islamic State"}},
		{"generic word dropped", "Fighters gather in northern Deir al-Zor province and in Tal Samin village.",
			[]string{"PLACE:Deir al-Zor", "PLACE:Tal Samin"}, []string{"PLACE:Deir al-Zor province"}},
		{"hyphen modifier", "Russian-backed forces and Hamas-run ministries.",
			nil, []string{"Russian", "Russia", "Hamas"}},
		{"demonyms alone", "Syrian and Russian jets struck Kurdish positions.",
			nil, []string{"Syrian", "Russian", "Kurdish", "PLACE:Syria"}},
		{"facility keeps full name", "A jet lands at the Hmeymim air base near Latakia.",
			[]string{"PLACE:Hmeymim air base", "PLACE:Latakia"}, []string{"PLACE:Hmeymim"}},
		{"possessive org is the body, not its country", "Azerbaijan's Defence Ministry said villages were taken.",
			[]string{"ORG:Defence Ministry"}, []string{"PLACE:Azerbaijan", "Azerbaijan's Defence Ministry"}},
		{"context place", "Rebels fire towards positions in Ramussa on the edges of Aleppo.",
			[]string{"PLACE:Ramussa", "PLACE:Aleppo"}, []string{"Rebels"}},
		{"surname joins person", "Jens Stoltenberg spoke. Stoltenberg said NATO would help.",
			[]string{"PERSON:Jens Stoltenberg", "ORG:NATO"}, []string{"Stoltenberg"}},
		{"month not a name", "Boys play in Aleppo, Syria December 17, 2016.",
			[]string{"PLACE:Aleppo", "PLACE:Syria", "DATE:2016-12-17"}, []string{"Boys", "December"}},
		{"title after a county", "Orange County Sheriff Daniel Moreno spoke on Monday.",
			[]string{"PLACE:Orange County", "PERSON:Daniel Moreno"}, []string{"Orange County Sheriff Daniel Moreno", "Sheriff Daniel Moreno"}},
		{"title after an office word", "He met Trade Minister Paolo Ricci. College President Amara Obi spoke.",
			[]string{"PERSON:Paolo Ricci", "PERSON:Amara Obi"}, []string{"Trade", "College", "Trade Minister Paolo Ricci"}},
		{"title of a seat: the seat is a place of its own", "Mass was led by the Archbishop of Westminster Vincent Nichols.",
			[]string{"PERSON:Vincent Nichols", "PLACE:Westminster"}, []string{"Westminster Vincent Nichols"}},
		{"title before an office is an organisation", "A statement by the Iraqi Prime Minister Media Office on Monday.",
			[]string{"ORG:Iraqi Prime Minister Media Office"}, []string{"PERSON:Media Office"}},
		{"demonym opens an organisation name", "The Moroccan Red Crescent sent tents. Spanish Civil Protection said so.",
			[]string{"ORG:Moroccan Red Crescent", "ORG:Spanish Civil Protection"}, []string{"ORG:Red Crescent", "Civil Protection"}},
		{"foreign party name", "Javier Milei of La Libertad Avanza waves in Buenos Aires, Argentina.",
			[]string{"ORG:La Libertad Avanza", "PERSON:Javier Milei"}, []string{"PERSON:La Libertad Avanza"}},
		{"numbered district", "Residents flee the Delmas 40 neighborhood of Port-au-Prince, Haiti.",
			[]string{"PLACE:Delmas 40"}, []string{"PLACE:Delmas"}},
		{"station facility keeps its city", "Crowds gathered at the Novi Sad railway station in Serbia.",
			[]string{"PLACE:Novi Sad railway station", "PLACE:Serbia"}, []string{"PLACE:Novi Sad"}},
		{"hyphenated modifier", "A rally against U.S.-led strikes in Sanaa, Yemen.",
			[]string{"PLACE:Sanaa", "PLACE:Yemen"}, []string{"United States", "U.S."}},
		{"known name continued in lower case", "Refugees queue for aid from the UN refugee agency UNHCR in Jordan.",
			[]string{"ORG:UNHCR"}, []string{"United Nations", "UN"}},
		{"two names joined into a modifier", "Troops fire in the course of the Russia-Ukraine conflict.",
			[]string{}, []string{"Russia-Ukraine", "PLACE:Russia", "PLACE:Ukraine"}},
		{"dotted acronym continued in lower case", "The U.N. refugee agency (UNHCR) warned of poor sanitation.",
			[]string{"ORG:UNHCR"}, []string{"United Nations", "U.N."}},
		{"known owner buried in a known body's name", "The UN's World Food Programme has warned of famine.",
			[]string{"ORG:World Food Programme"}, []string{"United Nations", "UN"}},
		{"particle inside a personal name", "Ministers hold talks with Margarethe von der Lahn in Brussels, Belgium.",
			[]string{"PERSON:Margarethe von der Lahn", "PLACE:Brussels"}, []string{"PLACE:Margarethe von der Lahn"}},
		{"short number after an unknown name", "A fighter stands by Zorba 3, a homemade tank, in Idlib, Syria.",
			[]string{"PLACE:Idlib", "PLACE:Syria"}, []string{"Zorba"}},
		{"score after a known name is no part of it", "Fans cheer Madrid 3, Barcelona 1, in Spain.",
			[]string{"PLACE:Spain"}, []string{"Madrid 3", "Barcelona 1"}},
		{"quoted nickname", "Gangs led by Jimmy \"Barbecue\" Cherizier attacked the city.",
			[]string{"PERSON:Jimmy \"Barbecue\" Cherizier"}, []string{"Jimmy", "Barbecue", "Cherizier"}},
		{"middle initial", "Greenland's Prime Minister Mute B. Egede speaks in Nuuk.",
			[]string{"PERSON:Mute B. Egede"}, []string{"Mute B"}},
		{"single-quoted nickname", "Gangs led by former officer Jimmy 'Barbecue' Cherizier attacked.",
			[]string{"PERSON:Jimmy 'Barbecue' Cherizier"}, []string{"Jimmy", "Cherizier"}},
		{"numbered unit", "Clashes between the 444 Brigade and the Special Deterrence Force, known as Rada, in Tripoli.",
			[]string{"ORG:444 Brigade", "ORG:Special Deterrence Force"}, []string{"Brigade", "Rada"}},
		{"numbered road", "Firefighters battle flames along Highway 32 near Chico, Calif., on Thursday.",
			[]string{"PLACE:Highway 32", "PLACE:Chico", "PLACE:Calif."}, []string{"Highway", "Calif"}},
		{"postal code after a US place", "PARADISE, CA - NOVEMBER 10: A burned car in Paradise, California.",
			[]string{"PLACE:Paradise", "PLACE:California"}, []string{"CA"}},
		{"facility named after a titled person", "Mourners at the Imam Reza shrine in Mashhad; jets at Prince Sultan Air Base.",
			[]string{"PLACE:Imam Reza shrine", "PLACE:Prince Sultan Air Base"}, []string{"Reza", "Air Base", "Sultan Air Base"}},
		{"athlete of a country", "Usain Bolt of Jamaica beats Aryna Sabalenka, of Belarus, in New York.",
			[]string{"PERSON:Usain Bolt", "PERSON:Aryna Sabalenka", "PLACE:Jamaica"}, nil},
		{"venue where something happens", "Kamala Harris speaks during a rally at the Chase Center in Wilmington.",
			[]string{"PLACE:Chase Center", "PERSON:Kamala Harris"}, nil},
		{"restrictions are no names", "Mbappe scores in Moscow, Russia, 15 July 2018. (RESTRICTIONS APPLY: Editorial Use Only - Images must not be used) EPA-EFE/SRDJAN SUKI",
			[]string{"PLACE:Moscow", "PERSON:Srdjan Suki"}, []string{"RESTRICTIONS APPLY", "Editorial Use Only", "Images"}},
		{"town before lower-case police", "Las Vegas police stand at the scene in Las Vegas.",
			[]string{"PLACE:Las Vegas"}, nil},
		{"unknown names by their words and place", "A checkpoint in El Aguaje near Jonesborough, County Armagh, after a Constitutional Tribunal ruling.",
			[]string{"PLACE:El Aguaje", "PLACE:County Armagh", "ORG:Constitutional Tribunal"}, nil},
		{"sports venues", "Alcaraz plays on Centre Court; Verstappen at the Circuit of the Americas; Swiatek at the Roland Garros Complex.",
			[]string{"PLACE:Centre Court", "PLACE:Circuit of the Americas", "PLACE:Roland Garros Complex"}, []string{"Circuit", "Americas", "Complex"}},
		{"a creed before a party is no part of its name", "Supporters of the Islamist Ennahdha party and the ruling Georgian Dream party rally.",
			[]string{"ORG:Ennahdha", "ORG:Georgian Dream"}, []string{"Islamist Ennahdha"}},
		{"award categories are no names", "Bong Joon-ho poses with the Oscars for Best Director and Best Picture.",
			[]string{"PERSON:Bong Joon-ho"}, []string{"Best Director", "Best Picture"}},
		{"a participle opening a body's name", "Armed Forces of the Philippines troops advance. Armed police officers stand guard.",
			[]string{"ORG:Armed Forces of the Philippines"}, []string{"Armed", "Forces of the Philippines"}},
		{"offices and ranks before a name", "Saudi Defence Minister Prince Khalid bin Salman meets German Defence Minister Ursula von der Leyen.",
			[]string{"PERSON:Khalid bin Salman", "PERSON:Ursula von der Leyen"}, []string{"Prince Khalid bin Salman"}},
		{"a part of a seat of government is the building", "Nixon boards Marine One on the South Lawn of the White House. A spokesman of the Kremlin said.",
			[]string{"PLACE:White House", "ORG:Kremlin"}, nil},
		{"a given name before a family's company", "Vice President Gerald Ford looks on beside a Ford plant.",
			[]string{"PERSON:Gerald Ford", "ORG:Ford"}, []string{"Gerald"}},
		{"a surname after a family's company", "Francis Ford Coppola and Christine Blasey Ford arrive.",
			[]string{"PERSON:Francis Ford Coppola", "PERSON:Christine Blasey Ford"}, []string{"Ford"}},
		{"a generation suffix", "Donald Trump Jr. waves in Nuuk.", []string{"PERSON:Donald Trump Jr."}, []string{"Donald Trump"}},
		{"a saint's name abbreviated and a country across 'and the'", "Flooding in Kingstown, St. Vincent and the Grenadines, and on the Svalbard Global Seed Vault.",
			[]string{"PLACE:St. Vincent and the Grenadines", "PLACE:Svalbard Global Seed Vault"}, []string{"St. Vincent", "Grenadines"}},
		{"a fashion season ends a house's name", "A model wears a creation from the Prada Women's Fall/Winter 2024-2025 collection and the Gucci Spring/Summer 2024 show.",
			[]string{"ORG:Prada", "ORG:Gucci"}, []string{"Summer", "Prada Women", "Gucci Spring"}},
		{"a known person whose name opens with a title", "Lady Gaga and Queen Elizabeth arrive.", []string{"PERSON:Lady Gaga", "PERSON:Elizabeth"}, []string{"Gaga"}},
		{"an event's name across 'and'", "Bad Bunny performs at the Coachella Valley Music and Arts Festival in Indio.",
			[]string{"PERSON:Bad Bunny", "PLACE:Indio"}, []string{"Coachella Valley Music"}},
		{"a quoted title is no name, a quoted nom de guerre is", `Sean Baker accepts the award for "Anora" beside a commander known as "Maung Khar".`,
			[]string{"PERSON:Sean Baker", "PERSON:Maung Khar"}, []string{"Anora"}},
		{"a web domain inside a name", "Taylor Swift accepts the Album Of The Year award at Crypto.com Arena in Los Angeles.",
			[]string{"PERSON:Taylor Swift", "PLACE:Crypto.com Arena"}, []string{"Crypto", "Arena", "Album Of The Year"}},
		{"checkpoints and town halls open place names", "Tanks face each other at Checkpoint Charlie near the Rathaus Schoeneberg in West Berlin as State Counsellor Aung San Suu Kyi watches.",
			[]string{"PLACE:Checkpoint Charlie", "PLACE:Rathaus Schoeneberg", "PERSON:Aung San Suu Kyi"}, nil},
		{"a body before a vehicle, a possessive inside a defined name, numbered districts and task forces",
			"A Tennessee Highway Patrol helicopter lands as the National People's Power (NPP) rallies and Virginia Task Force 1 searches Sirte's District 3.",
			[]string{"ORG:Tennessee Highway Patrol", "ORG:National People's Power", "ORG:Virginia Task Force 1", "PLACE:District 3", "PLACE:Sirte"}, []string{"National People", "Power"}},
		{"a building's name before what it houses", "A worker rescued from the Rana Plaza factory complex in Savar.",
			[]string{"PLACE:Rana Plaza", "PLACE:Savar"}, []string{"Rana Plaza factory"}},
		{"a known name that opens with a title's word", "Republican People's Party leader Ozgur Ozel speaks in Istanbul.",
			[]string{"ORG:Republican People's Party", "PERSON:Ozgur Ozel"}, []string{"People's Party"}},
		{"an appositive owned by a person", "Mark Rutte arrives at the Catshuis, the prime minister's official residence in The Hague.",
			[]string{"PLACE:Catshuis", "PERSON:Mark Rutte"}, nil},
		{"a seat of government located in a city is the building", "Dominique de Villepin leaves the Elysee Palace in Paris.",
			[]string{"PLACE:Elysee Palace", "PLACE:Paris"}, nil},
		{"a plural profession before names", "Astronauts Fei Junlong and Deng Qingming wave at Jiuquan Satellite Launch Center.",
			[]string{"PERSON:Fei Junlong", "PERSON:Deng Qingming", "PLACE:Jiuquan Satellite Launch Center"}, []string{"Astronauts Fei Junlong"}},
		{"PA's label and story pointer are no names", "Flowers at the memorial in Hyde Park. PA Photo. Picture date: Tuesday July 7, 2015. See PA story MEMORIAL Bombings. Photo credit should read: Stefan Rousseau/PA Wire",
			[]string{"PLACE:Hyde Park", "PERSON:Stefan Rousseau"}, []string{"See PA story MEMORIAL", "MEMORIAL Bombings", "PA Photo"}},
		{"'and' inside a body's 'for' complement, a panel 'on' its subject", "The Coalition for Clean and Fair Elections and the Commission on Human Rights met the Foreign Relations Committee on Capitol Hill.",
			[]string{"ORG:Coalition for Clean and Fair Elections", "ORG:Commission on Human Rights"}, []string{"Coalition for Clean", "Fair Elections", "Foreign Relations Committee on Capitol Hill"}},
		{"numbered missions and flights", "Apollo 11 astronauts walk. Alaska Airlines Flight 1282 landed in Portland on New Year's Eve.",
			[]string{"ORG:Alaska Airlines", "PLACE:Portland"}, []string{"Apollo", "Flight", "Eve"}},
		{"a site's name, a town's jail", "Guterres visits the archaeological site of Mohenjo Daro, then police stand outside Attock jail.",
			[]string{"PLACE:Mohenjo Daro", "PLACE:Attock jail"}, nil},
		{"flight numbers", "Relatives of passengers on Malaysia Airlines Flight MH370 and Ethiopian Airlines Flight ET 302 gather in Kuala Lumpur.",
			[]string{"ORG:Malaysia Airlines", "ORG:Ethiopian Airlines", "PLACE:Kuala Lumpur"}, []string{"MH370", "Flight ET", "Flight"}},
		{"a French street in lower case", "Police stand guard in the rue de Meaux in Paris.", []string{"PLACE:rue de Meaux", "PLACE:Paris"}, []string{"Meaux"}},
		{"a bracketed note inside the text", "INDIO, CALIFORNIA - APRIL 15: (FOR EDITORIAL USE ONLY) Lisa of BLACKPINK performs on April 15, 2023 in Indio, California. (Photo by Frazer Harrison/Getty Images for Coachella)",
			[]string{"ORG:BLACKPINK", "PLACE:Indio", "PERSON:Frazer Harrison"}, []string{"FOR"}},
		{"a country's body written two ways", "A video released by Azerbaijan's Defence Ministry shows troops firing artillery. Defence Ministry of Azerbaijan/Handout via REUTERS",
			[]string{"ORG:Defence Ministry of Azerbaijan"}, []string{"Defence Ministry"}},
		{"an area defined by an acronym, a town described as a centre", "Residents gather in Khorog, the administrative centre of Tajikistan's Gorno-Badakhshan Autonomous Region (GBAO), near the Kyrgyz border.",
			[]string{"PLACE:Khorog", "PLACE:Gorno-Badakhshan Autonomous Region"}, []string{"Kyrgyz"}},
		{"titles and trades before names", "Treasurer Scott Morrison meets herder Dashdorj Batsaikhan and Otzma Yehudit leaders.",
			[]string{"PERSON:Scott Morrison", "PERSON:Dashdorj Batsaikhan", "ORG:Otzma Yehudit"}, []string{"Treasurer Scott Morrison"}},
		{"a person before 'and' a body", "President Juan Manuel Santos and Revolutionary Armed Forces of Colombia (FARC) leader Rodrigo Londono shake hands.",
			[]string{"PERSON:Juan Manuel Santos", "ORG:Revolutionary Armed Forces of Colombia", "PERSON:Rodrigo Londono"}, nil},
		{"newspapers, firms, constabularies, collieries and greater cities", "PC Keith Blakelock of the Royal Ulster Constabulary read the Liverpool Echo about Lehman Brothers and Standard & Poor's at Maerdy Colliery in Greater Manchester.",
			[]string{"PERSON:Keith Blakelock", "ORG:Royal Ulster Constabulary", "ORG:Liverpool Echo", "ORG:Lehman Brothers", "ORG:Standard & Poor's", "PLACE:Maerdy Colliery", "PLACE:Greater Manchester"}, nil},
		{"a given name ending like a participle opens a sentence", "Rached Ghannouchi arrives in Tunis as Abdelmadjid Tebboune waits.",
			[]string{"PERSON:Rached Ghannouchi", "PERSON:Abdelmadjid Tebboune", "PLACE:Tunis"}, []string{"Ghannouchi"}},
		{"a dropped opening word takes its 'and' with it", "Firefighters and Italian Red Cross volunteers search St. Bernard Parish and New Taipei's Banqiao district.",
			[]string{"ORG:Italian Red Cross", "PLACE:St. Bernard Parish", "PLACE:New Taipei", "PLACE:Banqiao"}, []string{"and Italian Red Cross", "Taipei"}},
		{"May the month, bin the particle", "Workers tear down the house where bin Laden was killed last May, as Theresa May said on 25 May.",
			[]string{"PERSON:bin Laden", "PERSON:Theresa May"}, []string{"Laden", "May"}},
		{"a title-case hyphenated word inside a body's name, a bare No", "Investigators from the Corruption Investigation Office for High-ranking Officials inspect the No. 3 reactor.",
			[]string{"ORG:Corruption Investigation Office for High-ranking Officials"}, []string{"No", "Corruption Investigation Office"}},
		{"a credited agency whose acronym the text gives another body", "Soldiers of the Armed Forces of the Philippines (AFP) walk in Marawi City, October 17, 2017. (Photo by TED ALJIBE / AFP)",
			[]string{"ORG:Armed Forces of the Philippines", "ORG:AFP", "PERSON:Ted Aljibe"}, nil},
		{"a name glued to a participle is a modifier", "Troops fight an Islamic State-linked insurgency near the United Nations-protected enclave of Srebrenica.",
			[]string{"PLACE:Srebrenica"}, []string{"Islamic", "United", "Islamic State", "United Nations"}},
		{"a feast named with a weekday", "The strike, on Palm Sunday, killed 34 people in Sumy.",
			[]string{"PLACE:Sumy"}, []string{"Palm", "Palm Sunday"}},
		{"a place word before 'of' heads one name", "King Felipe VI greets Jens Stoltenberg at the Royal Palace of Madrid, Spain.",
			[]string{"PLACE:Royal Palace of Madrid", "PLACE:Spain"}, []string{"Madrid", "Royal Palace of"}},
		{"a name across 'and' that only its second half ends", "Smoke rises over the Avdiivka Coke and Chemical Plant in Avdiivka, Ukraine. Kansas City Chiefs and Philadelphia Eagles players meet.",
			[]string{"PLACE:Avdiivka Coke and Chemical Plant", "ORG:Kansas City Chiefs", "ORG:Philadelphia Eagles"}, []string{"Chemical Plant"}},
		{"Canadian Press province", "A roadblock in Portapique, N.S., and smoke over Fort McMurray, Alta.",
			[]string{"PLACE:Portapique", "PLACE:N.S.", "PLACE:Fort McMurray", "PLACE:Alta."}, []string{"N.S", "Alta"}},
		{"events are no entities", "Voters on Election Day after Hurricane Ian and the Park Fire in Florida.",
			[]string{"PLACE:Florida"}, []string{"Election Day", "Hurricane Ian", "Ian", "Park Fire"}},
		{"newspaper named before its generic", "The founder of the now-defunct Apple Daily newspaper faces trial.",
			[]string{"ORG:Apple Daily"}, []string{"PERSON:Apple Daily"}},
		{"appositive role is a person", "Prabowo Subianto, Indonesia's defense minister, greets supporters.",
			[]string{"PERSON:Prabowo Subianto"}, []string{"PLACE:Prabowo Subianto"}},
		{"title word before a facility word is its name", "Voters queue at the Metropolitan Library in Atlanta, Georgia.",
			[]string{"PLACE:Metropolitan Library"}, []string{"Library"}},
		{"plural possessive inside a facility", "Police stand outside the West Kowloon Magistrates' Courts in Hong Kong.",
			[]string{"PLACE:West Kowloon Magistrates' Courts"}, []string{"Courts"}},
		{"organisation across of into a known place", "Food distributed by the Relief Society of Tigray (REST) in Mekelle.",
			[]string{"ORG:Relief Society of Tigray"}, []string{"PLACE:Tigray"}},
		{"described people are no entity", "Ethnic Armenians arrive in Goris, Armenia.",
			[]string{"PLACE:Goris"}, []string{"Ethnic Armenians"}},
		{"model code ends a name", "Photo taken from a New Zealand Defence Force P-3K2 Orion flight over Tonga.",
			[]string{"ORG:New Zealand Defence Force"}, []string{"New Zealand Defence Force P-3K2 Orion"}},
		{"a facility in a place is no facility name", "Protesters gather in a Tehran street.",
			[]string{"PLACE:Tehran"}, []string{"Tehran street"}},
		{"the caption's spelling names a known thing", "U.N. trucks enter Gaza. The U.N. said aid was short.",
			[]string{"ORG:U.N."}, []string{"United Nations"}},
		{"name opened by a place word", "Farmers spray manure at police on Place du Luxembourg in Brussels.",
			[]string{"PLACE:Place du Luxembourg", "PLACE:Brussels"}, []string{"Luxembourg", "Place du"}},
		{"name closed by a place word", "Migrants cross the Del Rio International Bridge in Texas.",
			[]string{"PLACE:Del Rio International Bridge"}, []string{"Del", "Rio International Bridge"}},
		{"club names", "Fans of Vasco da Gama back Real Madrid striker Vinicius Junior against Hatayspor.",
			[]string{"ORG:Vasco da Gama", "ORG:Real Madrid", "ORG:Hatayspor"}, []string{"Real", "PLACE:Madrid"}},
		{"and inside a name its acronym spans", "Pacific Gas and Electric (PG&E) pleaded guilty in California.",
			[]string{"ORG:Pacific Gas and Electric"}, []string{"Pacific Gas", "Electric", "PG"}},
		{"place before a known organisation", "Texas National Guard troops stand at Shelby Park.",
			[]string{"ORG:Texas National Guard"}, []string{"National Guard", "PLACE:Texas"}},
		{"organisation before a modifier and its generic", "Demonstrators clash with Carabineros riot police in Santiago, Chile.",
			[]string{"ORG:Carabineros"}, []string{"PERSON:Carabineros"}},
		{"descriptor before an organisation", "Rescuers from the French NGO SOS Mediterranee pull migrants aboard.",
			[]string{"ORG:SOS Mediterranee"}, []string{"NGO SOS Mediterranee"}},
		{"court case parties", "Protesters outside the court after it overturned Roe v. Wade in Washington.",
			[]string{"PLACE:Washington"}, []string{"Roe", "Wade"}},
		{"capitalised common noun opening a sentence", "Asylum seekers camp by the fence in Tijuana, Mexico.",
			[]string{"PLACE:Tijuana"}, []string{"Asylum"}},
		{"demonym naming a quarter", "A man walks in the French Quarter of New Orleans, Louisiana.",
			[]string{"PLACE:French Quarter"}, []string{"Quarter"}},
		{"attributive year", "Protesters dispute the 2016 election result in Caracas, Venezuela.",
			[]string{"DATE:2016", "PLACE:Caracas"}, nil},
		{"surname with its particle", "Ursula von der Leyen spoke; Von der Leyen's commission later agreed.",
			[]string{"PERSON:Ursula von der Leyen"}, []string{"Von der Leyen"}},
		{"countries in an editors' note", "Ash covers Tonga, January 17, 2022. AAP Image/Liam Smith via REUTERS ATTENTION EDITORS - NO RESALES. AUSTRALIA OUT. NEW ZEALAND OUT.",
			[]string{"PLACE:Tonga", "PLACE:AUSTRALIA", "PLACE:NEW ZEALAND"}, nil},
		{"a numbered facility takes in its code", "A SpaceX Falcon 9 rocket lifts off from Launch Complex 39A at Kennedy Space Center.",
			[]string{"PLACE:Launch Complex 39A", "PLACE:Kennedy Space Center"}, []string{"39A", "Falcon"}},
		{"festivals and holidays are events", "Revellers celebrate the Songkran festival, the Thai New Year, on Khao San Road in Bangkok, Thailand, during the Holy Week celebrations and the Day of the Dead parade.",
			[]string{"PLACE:Bangkok", "PLACE:Khao San Road"}, []string{"Songkran", "New Year", "Holy Week", "Day", "Dead"}},
		{"a numbered game is an event", "The Dodgers celebrate after winning Game 5 at Yankee Stadium in New York.",
			[]string{"PLACE:Yankee Stadium"}, []string{"Game"}},
		{"a first name written without its diacritics", "Primoz Roglic of Slovenia celebrates in Tarvisio, Italy.",
			[]string{"PERSON:Primoz Roglic", "PLACE:Slovenia"}, []string{"PLACE:Primoz Roglic"}},
		{"an airline before a maker and its model", "A Ryanair Boeing 737 MAX 8-200 takes off from Dublin Airport, Ireland.",
			[]string{"ORG:Ryanair", "PLACE:Dublin Airport"}, []string{"MAX", "Boeing"}},
		{"a company's name runs to its legal suffix", "Employees work at Maruti Suzuki India Ltd's plant in Manesar, near BHP Group Ltd's office and Embraer S.A.",
			[]string{"ORG:Maruti Suzuki India Ltd", "ORG:BHP Group Ltd", "ORG:Embraer S.A."}, []string{"India", "Group Ltd", "S.A."}},
		{"a subsidiary named after its town", "Miners rest at a mine run by ArcelorMittal Temirtau in Kazakhstan.",
			[]string{"ORG:ArcelorMittal Temirtau"}, []string{"Temirtau"}},
		{"a business noun or site makes a company", "Workers of state copper miner Kazminerals protest outside Sinarmas's headquarters in Jakarta.",
			[]string{"ORG:Kazminerals", "ORG:Sinarmas"}, nil},
		{"a kibbutz is a place", "A house destroyed in Kibbutz Kfar Aza, near the border with Gaza, in southern Israel.",
			[]string{"PLACE:Kibbutz Kfar Aza"}, []string{"PERSON:Kibbutz Kfar Aza"}},
		{"a known body continued by its generic in lower case", "Police in Culiacan, Sinaloa state, Mexico, fight the Sinaloa cartel.",
			[]string{"ORG:Sinaloa Cartel", "PLACE:Sinaloa"}, []string{"ORG:Sinaloa"}},
		{"a cartel named after its city", "Police in Medellin hunt leaders of the Medellin cartel and the Cali cartel.",
			[]string{"ORG:Medellin cartel", "ORG:Cali cartel", "PLACE:Medellin"}, []string{"PLACE:Cali", "ORG:Medellin"}},
		{"a number ends a school's name", "A soldier carries a girl from School No. 1 in Beslan, North Ossetia, as the world No. 1 watches.",
			[]string{"PLACE:School No. 1", "PLACE:North Ossetia"}, []string{"School No", "No", "No. 1"}},
		{"a peer's seat is no place", "Prince Philip, Duke of Edinburgh, and Princess Marina, Duchess of Kent, arrive in Nairobi.",
			[]string{"PLACE:Nairobi"}, []string{"Edinburgh", "Kent"}},
		{"an elided article after a particle", "Flowers lie by the Pont de l'Alma tunnel in Paris and at the Stade de l'Unité in Goma.",
			[]string{"PLACE:Pont de l'Alma tunnel", "PLACE:Stade de l'Unité"}, []string{"Pont", "Stade"}},
		{"a town upon its river", "Savers queue in Kingston upon Thames, London, and in Newcastle upon Tyne.",
			[]string{"PLACE:Kingston upon Thames", "PLACE:Newcastle upon Tyne"}, []string{"Thames", "Tyne", "Kingston"}},
		{"a person's possessive before a body", "Students protest against Ne Win's Burma Socialist Programme Party and Netanyahu's Likud Party.",
			[]string{"PERSON:Ne Win", "ORG:Burma Socialist Programme Party", "ORG:Likud Party"}, []string{"Party", "ORG:Ne Win's Burma Socialist Programme Party"}},
		{"a division of Myanmar or Bangladesh", "Survivors in Dedaye township, Ayeyarwady Division, and troops of the Gaza Division.",
			[]string{"PLACE:Ayeyarwady", "ORG:Gaza Division"}, []string{"ORG:Ayeyarwady Division", "PLACE:Gaza"}},
		{"a colony's name", "Dag Hammarskjold is greeted in Ndola, Northern Rhodesia, and King Baudouin in Leopoldville, Belgian Congo.",
			[]string{"PLACE:Northern Rhodesia", "PLACE:Belgian Congo"}, []string{"Northern", "Rhodesia", "Congo"}},
		{"a body's name in lower case", "Muslims fled anti-balaka attacks in Bangui.",
			[]string{"ORG:Anti-balaka", "PLACE:Bangui"}, nil},
		{"titles of a federal president and a vice admiral", "Federal President Frank-Walter Steinmeier greets Vice Adm. C. Turner Joy.",
			[]string{"PERSON:Frank-Walter Steinmeier", "PERSON:C. Turner Joy"}, []string{"Federal", "Vice"}},
		{"a trade before a name", "Dernau: Winemaker Meike Näkel stands in her rebuilt wine cellar.",
			[]string{"PERSON:Meike Näkel"}, []string{"PERSON:Winemaker Meike Näkel"}},
		{"a group named with a plural possessive", "Members of the Lions' Den armed group attend a funeral in Nablus.",
			[]string{"ORG:Lions' Den"}, []string{"Lions", "Den"}},
		{"an infirmary, a station, a pass and a platform", "Survivors of the Piper Alpha oil platform reach Aberdeen Royal Infirmary; refugees reach Munich Hauptbahnhof; trucks cross Funchilin Pass.",
			[]string{"PLACE:Piper Alpha oil platform", "PLACE:Aberdeen Royal Infirmary", "PLACE:Munich Hauptbahnhof", "PLACE:Funchilin Pass"}, []string{"PERSON:Piper Alpha", "PERSON:Funchilin Pass"}},
		{"a creed's adjective alone names nothing", "Days after the Islamic militia captured the city, Islamic Jihad and Islamic State fighters fled.",
			[]string{"ORG:Islamic Jihad", "ORG:Islamic State"}, []string{"Islamic"}},
		{"an Irish county after its abbreviation", "An estate in Keshcarrigan, Co Leitrim, and a checkpoint near Newry, Co. Down, and in County Louth.",
			[]string{"PLACE:Co Leitrim", "PLACE:Co. Down", "PLACE:County Louth"}, []string{"PERSON:Co Leitrim", "Down"}},
		{"a word that names a day", "Relatives mark Bloody Sunday in Derry.",
			[]string{"PLACE:Derry"}, []string{"Bloody"}},
		{"portfolios joined before a title", "Agriculture and Forestry Minister Bekir Pakdemirli visits Manavgat with Foreign Affairs and International Trade Minister Sibusiso Moyo. A Comorian official spoke in Moroni.",
			[]string{"PERSON:Bekir Pakdemirli", "PERSON:Sibusiso Moyo", "PLACE:Moroni"}, []string{"Agriculture", "Foreign Affairs", "Comorian"}},
		{"a body's officer after its name", "Former deputy head of the Civil Protection Department Bernardo De Bernardinis arrives in L'Aquila. Swimmers train at the Estadio Maria Lenk.",
			[]string{"ORG:Civil Protection Department", "PERSON:Bernardo De Bernardinis", "PLACE:Estadio Maria Lenk"}, []string{"Civil Protection Department Bernardo De Bernardinis", "PERSON:Maria Lenk"}},
		{"a body's wing named apart from it", "Fighters of the Al-Qassam Brigades of Hamas parade in Gaza. Soleimani led the Quds Force of the Islamic Revolutionary Guard Corps. Crowds watch the Songkran festival.",
			[]string{"ORG:Al-Qassam Brigades", "ORG:Hamas", "ORG:Quds Force", "ORG:Islamic Revolutionary Guard Corps"}, []string{"Al-Qassam Brigades of Hamas", "Songkran"}},
		{"a member of parliament", "Former Members of Parliament Mduduzi Bacede Mabuza (L) and Mthandeni Dube appear in court in Mbabane.",
			[]string{"PERSON:Mduduzi Bacede Mabuza", "PERSON:Mthandeni Dube"}, []string{"Parliament Mduduzi Bacede Mabuza"}},
		{"esports teams and a jeweller", "Lee Sang-hyeok of T1 plays against Weibo Gaming in Seoul. FaZe Clan won in Katowice. Graff Diamonds bought the stone.",
			[]string{"ORG:Weibo Gaming", "ORG:FaZe Clan", "ORG:Graff Diamonds"}, []string{"PERSON:Weibo Gaming", "PERSON:FaZe Clan", "PERSON:Graff Diamonds"}},
		{"a minister of a portfolio", "Minister of Mines and Energy Tom Alweendo visits Windhoek. The Minister of Health, Silvia Lutucuta, opens a clinic in Luanda.",
			[]string{"PERSON:Tom Alweendo", "PERSON:Silvia Lutucuta"}, []string{"Mines", "Energy Tom Alweendo", "Health"}},
		{"a minister for a portfolio", "Taoiseach Leo Varadkar and Minister for Health Simon Harris; Minister of State for Foreign Affairs Zain Noorani.",
			[]string{"PERSON:Simon Harris", "PERSON:Zain Noorani"}, []string{"PERSON:Health Simon Harris", "PERSON:Foreign Affairs Zain Noorani"}},
		{"a tunnel, flats and an inquiry", "A convoy emerges from the Salang Tunnel; youths gather at Rossville Flats; families read the Saville Inquiry report.",
			[]string{"PLACE:Salang Tunnel", "PLACE:Rossville Flats", "ORG:Saville Inquiry"}, nil},
		{"a Spanish article opens a place's name", "Firefighters work in La Esperanza, El Rosario, Tenerife, as Ismael \"El Mayo\" Zambada hides.",
			[]string{"PLACE:El Rosario", "PLACE:La Esperanza"}, []string{"PERSON:El Rosario", "PLACE:El Mayo"}},
		{"a number without its dot ends a name", "Workers clean up at Thermal Power Plant No 3 in Kayerkan.",
			[]string{"PLACE:Thermal Power Plant No 3"}, []string{"Thermal Power Plant No"}},
		{"a charity's branch in a country", "Activists of Greenpeace Russia and Amnesty International UK protest.",
			[]string{"ORG:Greenpeace Russia", "ORG:Amnesty International UK"}, []string{"Russia", "UK"}},
		{"a nature reserve, not a force's reserve", "Geysers in the Kronotsky Nature Reserve; soldiers of the Federal Reserve Police.",
			[]string{"PLACE:Kronotsky Nature Reserve"}, []string{"PERSON:Kronotsky Nature Reserve"}},
		{"given names that name places", "Supporters gather in the community of Dolores Hidalgo; delegates meet in Guadalupe Tepeyac, in the Lacandon Jungle of Chiapas.",
			[]string{"PLACE:Dolores Hidalgo", "PLACE:Guadalupe Tepeyac", "PLACE:Lacandon Jungle"}, []string{"PERSON:Dolores Hidalgo", "PERSON:Guadalupe Tepeyac"}},
		{"a company's name before an island's word", "Sailors stand on Ford Island in Pearl Harbor, Hawaii, near a Ford plant.",
			[]string{"PLACE:Ford Island"}, []string{"ORG:Ford Island"}},
		{"a demonym that is a given name", "Christian Lindner speaks in Berlin as Christian Serbs pray.",
			[]string{"PERSON:Christian Lindner"}, []string{"Lindner", "Serbs"}},
		{"named days and fevers", "Firefighters battle the Ash Wednesday bushfires; a Lassa fever patient rests in Irrua.",
			[]string{"PLACE:Irrua"}, []string{"Ash", "Lassa"}},
		{"a funeral Mass, a gunman and a drive", "Coffins arrive for a funeral Mass in L'Aquila as gunman Seifeddine Rezgui is named; homes burn on Connaught Drive in Jasper.",
			[]string{"PERSON:Seifeddine Rezgui", "PLACE:Connaught Drive"}, []string{"Mass", "PERSON:Gunman Seifeddine Rezgui", "PERSON:Connaught Drive"}},
		{"a region named like a club outside sport", "A firefighter walks through Amatrice, in the Lazio region, Italy.",
			[]string{"PLACE:Lazio"}, []string{"ORG:Lazio"}},
		{"a reservation, a numbered arena and a dpa label", "ARCHIVE - Sioux elders meet on the Standing Rock Sioux Reservation; judoka fight at Carioca Arena 2 in Rio de Janeiro.",
			[]string{"PLACE:Standing Rock Sioux Reservation", "PLACE:Carioca Arena 2"}, []string{"ARCHIVE", "Carioca Arena"}},
		{"a town's courthouse is the town", "Lawyers queue outside the Paris courthouse.",
			[]string{"PLACE:Paris"}, []string{"PLACE:Paris courthouse"}},
		{"barracks, a correctional centre and a territory", "Troops leave King George VI Barracks; a van enters the Estcourt Correctional Centre; protesters block Tyendinaga Mohawk Territory.",
			[]string{"PLACE:King George VI Barracks", "PLACE:Estcourt Correctional Centre", "PLACE:Tyendinaga Mohawk Territory"}, []string{"PERSON:George VI Barracks", "ORG:Estcourt Correctional Centre"}},
		{"a shouted dateline's abbreviation", "ST. PETERSBURG, RUSSIA - AUGUST 12: Widows of the crew mourn.",
			[]string{"PLACE:ST. PETERSBURG"}, []string{"ST", "PETERSBURG"}},
		{"an institute's list of fields", "Scientists of the National Institute of Seismology, Volcanology, Meteorology and Hydrology watch the volcano. Officials of the Ministry of Environment, Forestry and Tourism speak in Windhoek.",
			[]string{"ORG:National Institute of Seismology, Volcanology, Meteorology and Hydrology", "ORG:Ministry of Environment, Forestry and Tourism"}, []string{"Volcanology", "Forestry"}},
		{"a French street named after a day", "A taxi driver waits at a checkpoint on the Boulevard du 30 Juin in Kinshasa on Tuesday.",
			[]string{"PLACE:Boulevard du 30 Juin", "PLACE:Kinshasa"}, []string{"Juin", "Boulevard"}},
		{"plural titles and an incumbent", "Incumbent Felix Tshisekedi was declared the winner. Moraes voted alongside Justices Cristiano Zanin and Flavio Dino.",
			[]string{"PERSON:Felix Tshisekedi", "PERSON:Cristiano Zanin", "PERSON:Flavio Dino"}, []string{"Incumbent Felix Tshisekedi", "Justices Cristiano Zanin"}},
		{"a Russian square", "People lay flowers at Sennaya Ploshchad in St Petersburg.", []string{"PLACE:Sennaya Ploshchad"}, []string{"PERSON:Sennaya Ploshchad"}},
		{"demonyms of regions and joined by hyphens", "Israeli-American Hersh Goldberg-Polin was killed in Rafah. The Valencian government met in Valencia.",
			[]string{"PERSON:Hersh Goldberg-Polin", "PLACE:Valencia"}, []string{"Israeli-American Hersh Goldberg-Polin", "Valencian"}},
		{"a Greek party", "Members of Golden Dawn rally in Athens.", []string{"ORG:Golden Dawn"}, []string{"PERSON:Golden Dawn"}},
		{"a ministry's list of portfolios", "A view released by the Ministry of Land, Infrastructure and Transport; the Ministry of Health, Gaza, said.",
			[]string{"ORG:Ministry of Land, Infrastructure and Transport", "ORG:Ministry of Health", "PLACE:Gaza"}, []string{"Infrastructure", "Transport"}},
		{"Slavic prepositions inside a town's name", "A house in Crna na Koroskem, Slovenia, and in Ljubno ob Savinji.",
			[]string{"PLACE:Crna na Koroskem", "PLACE:Ljubno ob Savinji"}, []string{"Koroskem", "Savinji"}},
		{"an adviser's title and Getty's left-to-right mark", "(L-R) Israeli National Security Adviser Meir Ben-Shabbat and Jared Kushner disembark.",
			[]string{"PERSON:Meir Ben-Shabbat"}, []string{"L-R", "PERSON:National Security Adviser Meir Ben-Shabbat"}},
		{"a small town whose state the caption names", "A dark plume rises over East Palestine, Ohio, after a Norfolk Southern train derailed.",
			[]string{"PLACE:East Palestine", "ORG:Norfolk Southern"}, []string{"East", "Palestine"}},
		{"a school board, a jail and an elementary school", "Parents confront the Cobb County School District; crowds gather at the Fulton County Jail and Robb Elementary.",
			[]string{"ORG:Cobb County School District", "PLACE:Fulton County Jail", "PLACE:Robb Elementary"}, []string{"PLACE:Cobb County School District"}},
		{"a month's abbreviation opening a town's name", "Women march in Mar del Plata on International Women's Day.",
			[]string{"PLACE:Mar del Plata"}, []string{"Plata", "International Women", "Day"}},
		{"bodies named after a day", "Veterans of the 26th of July Movement and the April 6 Youth Movement meet the June 5 Movement in Bamako on June 19, 2020.",
			[]string{"ORG:26th of July Movement", "ORG:April 6 Youth Movement", "ORG:June 5 Movement", "DATE:2020-06-19"}, []string{"ORG:Movement", "ORG:Youth Movement"}},
		{"a day before a body's word after a temporal preposition", "On 5 June Front members marched.",
			nil, []string{"ORG:5 June Front"}},
		{"railways named after the places they joined", "Tank cars of the Montreal, Maine and Atlantic Railway pass a train of the Atchison, Topeka and Santa Fe Railway and the Baltimore and Ohio Railroad.",
			[]string{"ORG:Montreal, Maine and Atlantic Railway", "ORG:Atchison, Topeka and Santa Fe Railway", "ORG:Baltimore and Ohio Railroad"}, []string{"PLACE:Montreal", "PLACE:Maine", "PLACE:Baltimore", "Atlantic Railway"}},
		{"the City of London and West Antarctica", "A banker walks in the City of London; scientists fly over West Antarctica.",
			[]string{"PLACE:City of London", "PLACE:West Antarctica"}, []string{"PLACE:City", "PLACE:West"}},
		{"an initial A is no article", "Roy Wilkins and A. Philip Randolph march.",
			[]string{"PERSON:A. Philip Randolph"}, []string{"PERSON:Philip Randolph"}},
		{"an office taken after as", "Rioters were angry at the election of Snyder Rini as prime minister; Commodore Frank Bainimarama took power.",
			[]string{"PERSON:Snyder Rini", "PERSON:Frank Bainimarama"}, []string{"ORG:Snyder Rini", "Commodore Frank Bainimarama"}},
		{"company suffixes spelled out", "The mine was run by Bougainville Copper Limited, filmed by the Zimbabwe Broadcasting Corporation.",
			[]string{"ORG:Bougainville Copper Limited", "ORG:Zimbabwe Broadcasting Corporation"}, []string{"PERSON:Bougainville Copper Limited"}},
		{"a task force named after a place", "Marines of Task Force Tarawa enter Nasiriyah, watched by Combined Joint Task Force 7.",
			[]string{"ORG:Task Force Tarawa", "ORG:Combined Joint Task Force 7", "PLACE:Nasiriyah"}, []string{"PLACE:Tarawa", "ORG:Task Force"}},
		{"an autonomous republic's generic", "Troops stand in Simferopol, Autonomous Republic of Crimea, Ukraine.",
			[]string{"PLACE:Crimea", "PLACE:Simferopol"}, []string{"Autonomous Republic of", "Autonomous Republic"}},
		{"a street's quarter and an amphitheatre", "A dog lunges at a marcher on Fifth Avenue North; Daley shouts from the floor of the International Amphitheatre.",
			[]string{"PLACE:Fifth Avenue North", "PLACE:International Amphitheatre"}, []string{"PERSON:Fifth Avenue North", "ORG:International Amphitheatre"}},
		{"a panel on the state of something", "Yanayev announces that the State Committee on the State of Emergency has taken power.",
			[]string{"ORG:State Committee on the State of Emergency"}, []string{"ORG:State Committee"}},
		{"a reform movement, a lodge and a forest", "Supporters of the Sajudis reform movement gather; leaders sign at the Viskuli hunting lodge in the Belovezhskaya Pushcha forest.",
			[]string{"ORG:Sajudis", "PLACE:Viskuli hunting lodge", "PLACE:Belovezhskaya Pushcha forest"}, []string{"PLACE:Sajudis", "PERSON:Belovezhskaya Pushcha"}},
		{"historic events opened by Great", "Mourners mark the Great East Japan Earthquake in Tokyo; breadlines of the Great Depression.",
			[]string{"PLACE:Tokyo"}, []string{"Great East", "Japan Earthquake", "Great Depression"}},
		{"an authority on something, an inn and a regional state", "Locusts swarm in Degehabur, Somali Regional State, says the Intergovernmental Authority on Development; a woman cleans the Futabaya Ryokan.",
			[]string{"PLACE:Somali Regional State", "ORG:Intergovernmental Authority on Development", "PLACE:Futabaya Ryokan"}, []string{"Regional State", "PLACE:Development", "PERSON:Futabaya Ryokan"}},
		{"the before a name that is no person's", "Trucks dump debris at the Fresh Kills landfill on Staten Island; tourists climb the Puy de Dome; pilgrims pray to the Virgin Mary.",
			[]string{"PLACE:Fresh Kills landfill", "PERSON:Virgin Mary"}, []string{"PERSON:Fresh Kills", "PERSON:Puy de Dome"}},
		{"a town named with a demonym and compass-named parts of states", "Homes in Pass Christian, Mississippi, lie flattened as Hurricane Ian hits Southwest Florida; Ethnic Armenians flee.",
			[]string{"PLACE:Pass Christian", "PLACE:Southwest Florida"}, []string{"Ethnic Armenians", "PLACE:Southwest"}},
		{"a known name ending in a month", "A member of the Palestinian group Black September appears on a balcony in Munich.",
			[]string{"ORG:Black September", "PLACE:Munich"}, []string{"Black"}},
		{"German streets in one word, a Dutch particle and a city's people", "East Berliners throw stones at tanks on Stalinallee and the Kurfürstendamm; leaders meet at Huis ten Bosch in The Hague.",
			[]string{"PLACE:Stalinallee", "PLACE:Kurfürstendamm", "PLACE:Huis ten Bosch"}, []string{"East Berliners", "PERSON:Stalinallee", "Huis", "Bosch"}},
		{"a shouted country opened by an acronym and a province named with and", "GOMA, DR CONGO - MAY 3: Refugees from Zahedan, in Iran's Sistan and Baluchestan province, gather.",
			[]string{"PLACE:Goma", "PLACE:Sistan and Baluchestan"}, []string{"DR", "ORG:DR", "PLACE:Sistan", "PLACE:Baluchestan"}},
		{"an acronym that names only what follows and", "Indian Prime Minister and Bharatiya Janata Party (BJP) leader Narendra Modi speaks; Estonia's Police and Border Guard Board (PPA) watches.",
			[]string{"ORG:Bharatiya Janata Party", "PERSON:Narendra Modi", "ORG:Police and Border Guard Board"}, []string{"ORG:Indian Prime Minister and Bharatiya Janata Party"}},
		{"a lone generic after and ends the name before it", "Relatives wait outside the SCB Medical College and Hospital in Cuttack.",
			[]string{"PLACE:SCB Medical College and Hospital", "PLACE:Cuttack"}, []string{"PLACE:Hospital", "PLACE:SCB Medical College"}},
		{"landing zones, numbered hills and an article inside a name", "Troopers fight at LZ Albany, on Hill 881 South and in the A Shau Valley.",
			[]string{"PLACE:LZ Albany", "PLACE:Hill 881 South", "PLACE:A Shau Valley"}, []string{"PERSON:LZ Albany", "PLACE:South", "PLACE:Shau Valley"}},
		{"a known place and a title before a name, and a museum's leading word", "Rio de Janeiro Mayor Eduardo Paes visits the Museu Nacional and the Grand Ethiopian Renaissance Dam.",
			[]string{"PLACE:Rio de Janeiro", "PERSON:Eduardo Paes", "PLACE:Museu Nacional", "PLACE:Grand Ethiopian Renaissance Dam"}, []string{"PLACE:Rio de Janeiro Mayor Eduardo Paes", "ORG:Nacional"}},
		{"what befalls a person after the possessive", "Detectives from Scotland Yard inspect the site of Benazir Bhutto's assassination in Rawalpindi.",
			[]string{"PERSON:Benazir Bhutto", "ORG:Scotland Yard", "PLACE:Rawalpindi"}, []string{"PLACE:Benazir Bhutto"}},
		{"tournaments and their groups name nothing", "Fans watch the Copa America final in Miami before the Group F match; riders in the Tour de France pass Paris.",
			[]string{"PLACE:Miami", "PLACE:Paris"}, []string{"Copa", "America", "Group F", "France"}},
		{"squares and streets named after a day", "Protesters gather in Cochabamba's Plaza 14 de Septiembre and on Avenida 9 de Julio in Buenos Aires.",
			[]string{"PLACE:Plaza 14 de Septiembre", "PLACE:Avenida 9 de Julio", "PLACE:Cochabamba"}, []string{"Plaza", "Septiembre", "Julio"}},
		{"a referee, a bank and a council area named with and", "Referee Michael Oliver signals; savers queue at Banco Galicia; a memorial stands near Lockerbie in Dumfries and Galloway.",
			[]string{"PERSON:Michael Oliver", "ORG:Banco Galicia", "PLACE:Dumfries and Galloway"}, []string{"Referee Michael Oliver", "PERSON:Banco Galicia", "PLACE:Dumfries"}},
		{"a day named with a possessive, a numbered route and a compass-named region", "Crowds celebrate St David's Day in Cardiff; crews search State Route 530 in Southcentral Alaska.",
			[]string{"PLACE:Cardiff", "PLACE:State Route 530", "PLACE:Southcentral Alaska"}, []string{"St David", "Day", "PERSON:State Route 530"}},
		{"a university of two subjects", "Guards stand outside the Southern University of Science and Technology in Shenzhen.",
			[]string{"PLACE:Shenzhen"}, []string{"Technology", "Southern University of Science"}},
		{"a member of parliament's title", "Te Pāti Māori MP Hana-Rawhiti Maipi-Clarke leads a haka as Labour MP Jess Phillips watches.",
			[]string{"ORG:Te Pāti Māori", "PERSON:Hana-Rawhiti Maipi-Clarke", "PERSON:Jess Phillips"}, []string{"MP Hana-Rawhiti Maipi-Clarke", "MP Jess Phillips"}},
		{"two known bodies are no aliases", "Insurgents linked to Islamic State, known locally as al-Shabaab, pushed into Niassa.",
			[]string{"ORG:Islamic State", "ORG:Al-Shabaab"}, nil},
		{"a demonym before a known body", "A crew of the Russian Western Military District fires as members of the Palestinian Fatah movement watch.",
			[]string{"ORG:Western Military District", "ORG:Fatah"}, []string{"Military District", "Palestinian Fatah"}},
		{"a force before an air rank", "Indian Air Force Wing Commander Abhinandan Varthaman is seen.",
			[]string{"ORG:Indian Air Force", "PERSON:Abhinandan Varthaman"}, nil},
		{"a ministry is a body wherever it is", "Masato Kanda speaks to reporters at the Ministry of Finance in Tokyo, Japan.",
			[]string{"ORG:Ministry of Finance", "PLACE:Tokyo"}, []string{"PLACE:Ministry of Finance"}},
		{"a samba school is a club", "A reveller from the Imperatriz Leopoldinense samba school performs at the Sambadrome in Rio de Janeiro.",
			[]string{"ORG:Imperatriz Leopoldinense", "PLACE:Sambadrome"}, []string{"PLACE:Imperatriz Leopoldinense samba school"}},
		{"a province before its police", "At least 100 people were killed, Khyber Pakhtunkhwa police chief Moazzam Jah Ansari said.",
			[]string{"PLACE:Khyber Pakhtunkhwa", "PERSON:Moazzam Jah Ansari"}, []string{"ORG:Khyber Pakhtunkhwa"}},
		{"a list's and ends no name", "Cuba's President Miguel Díaz-Canel and National Liberation Army (ELN) commander Antonio García attend.",
			[]string{"PERSON:Miguel Díaz-Canel", "ORG:National Liberation Army", "PERSON:Antonio García"}, []string{"Miguel Díaz-Canel and"}},
		{"a region of a state", "Workers clear debris in Nashville, Tenn., on Mar. 3, 2020, across Middle Tennessee. Millions of Texans lost power.",
			[]string{"PLACE:Tenn.", "PLACE:Middle Tennessee"}, []string{"Middle", "Texans"}},
		{"a state's full name takes no full stop", "Crosses stand in Sutherland Springs, Texas. The sheriff spoke.",
			[]string{"PLACE:Texas"}, []string{"Texas."}},
		{"a kind of festival", "Police stand at the scene of a shooting at the Route 91 Harvest music festival in Las Vegas, Nevada.",
			[]string{"PLACE:Las Vegas"}, []string{"Harvest"}},
		{"a province named by its direction", "Women protest in Kilinochchi, in the Northern Province, at the Sky Villa condominium and Ujong Kareung beach.",
			[]string{"PLACE:Northern Province", "PLACE:Sky Villa condominium", "PLACE:Ujong Kareung beach"}, []string{"Northern", "PERSON:Sky Villa"}},
		{"a search collective", "Members of the search collective Guerreros Buscadores de Jalisco inspect shoes at the Izaguirre ranch in Teuchitlan, Jalisco state, Mexico.",
			[]string{"ORG:Guerreros Buscadores de Jalisco", "PLACE:Izaguirre ranch", "PLACE:Jalisco"}, []string{"PERSON:Guerreros Buscadores de Jalisco"}},
		{"a mansion and a contrada are places", "Pensioners protest outside the Maximos Mansion in Athens as migrants wait at Contrada Imbriacola on Lampedusa.",
			[]string{"PLACE:Maximos Mansion", "PLACE:Contrada Imbriacola"}, []string{"PERSON:Maximos Mansion", "ORG:Contrada Imbriacola"}},
		{"a role before a name", "Cosmonaut Yuri Gagarin waves beside the Lenin Mausoleum as Warsaw Pact troops pass Bernauer Strasse and the Amu Darya.",
			[]string{"PERSON:Yuri Gagarin", "ORG:Warsaw Pact", "PLACE:Bernauer Strasse", "PLACE:Amu Darya"}, []string{"Cosmonaut Yuri Gagarin", "PERSON:Bernauer Strasse"}},
		{"squares, esplanades and caves take their 'of'", "Supporters storm the Plaza of the Three Powers, the Esplanade of Ministries and the Jose Miguel Agrelot Coliseum near Cayo Costa and the Cave of the Patriarchs.",
			[]string{"PLACE:Plaza of the Three Powers", "PLACE:Esplanade of Ministries", "PLACE:Jose Miguel Agrelot Coliseum", "PLACE:Cayo Costa", "PLACE:Cave of the Patriarchs"}, []string{"Three Powers", "Ministries", "Cave"}},
		{"peoples are no places", "A soldier stands by the Arch of Triumph in Palmyra as Assyrian villagers, Sikh pilgrims and Kashmiri traders pass.",
			[]string{"PLACE:Arch of Triumph", "PLACE:Palmyra"}, []string{"Assyrian", "Sikh", "Kashmiri", "Arch"}},
		{"a tower is a place", "Smoke rises as the al-Jalaa tower, which housed AP and Al Jazeera, collapses in Gaza City.",
			[]string{"PLACE:al-Jalaa tower", "ORG:AP"}, []string{"ORG:al-Jalaa"}},
		{"an administrator, a citadel and a summit", "Joe Biden, with FEMA Administrator Deanne Criswell, visits the Inca citadel of Machu Picchu before the BRICS summit and Euro 2024.",
			[]string{"PERSON:Deanne Criswell", "PLACE:Machu Picchu", "ORG:BRICS"}, []string{"Administrator Deanne Criswell", "Inca", "Euro"}},
		{"a demonym, a title, a given name and a city", "Maltese Prime Minister Joseph Muscat leaves his office in Valletta.",
			[]string{"PERSON:Joseph Muscat", "PLACE:Valletta"}, []string{"PLACE:Muscat", "PERSON:Joseph"}},
		{"what lies at a distance is a place", "Refugees flee the battle for Xuan Loc, 60 km northeast of Saigon.",
			[]string{"PLACE:Xuan Loc", "PLACE:Saigon"}, []string{"PERSON:Xuan Loc"}},
		{"a leader of a party is a person", "Paetongtarn Shinawatra, leader of the Pheu Thai Party, waves in Bangkok.",
			[]string{"PERSON:Paetongtarn Shinawatra"}, []string{"PLACE:Paetongtarn Shinawatra"}},
		{"a holding center is a place", "Refugees arrive at the Ban Vinai holding center in Loei province.",
			[]string{"PLACE:Ban Vinai holding center"}, []string{"PERSON:Ban Vinai"}},
		{"a pope emeritus", "Pope Emeritus Benedict XVI prays in the Vatican.",
			[]string{"PERSON:Benedict XVI"}, []string{"PERSON:Emeritus Benedict XVI"}},
		{"a square named after a titled person", "Mourners gather at Imam Khomeini Square in Tehran.",
			[]string{"PLACE:Imam Khomeini Square", "PLACE:Tehran"}, []string{"PLACE:Khomeini Square"}},
		{"a mount of a name", "Pilgrims walk down the Mount of Olives and visit the Valley of the Kings, not the Swat Valley of Pakistan.",
			[]string{"PLACE:Mount of Olives", "PLACE:Valley of the Kings", "PLACE:Pakistan"}, []string{"PLACE:Olives", "PLACE:Swat Valley of Pakistan"}},
		{"a prize is no entity", "Maria Ressa receives the Nobel Peace Prize in Oslo.",
			[]string{"PERSON:Maria Ressa", "PLACE:Oslo"}, []string{"Nobel Peace Prize"}},
		{"a legislature opening a sentence", "Rioters stormed the Capitol. Congress held a joint session that night.",
			[]string{"ORG:Congress"}, nil},
		{"a group named with a known group inside", "Rebels of the Zapatista National Liberation Army (EZLN) stand guard in Chiapas.",
			[]string{"ORG:Zapatista National Liberation Army"}, []string{"ORG:National Liberation Army", "ORG:Zapatista"}},
		{"factions of a cartel", "Fighting between the Los Chapitos and La Mayiza factions of the Sinaloa cartel.",
			[]string{"ORG:Los Chapitos", "ORG:La Mayiza"}, []string{"PLACE:Los Chapitos", "PERSON:La Mayiza"}},
		{"a creed before a group", "Marxist FARC rebel leader Rodrigo Londono signs the accord in Cartagena.",
			[]string{"ORG:FARC", "PERSON:Rodrigo Londono"}, []string{"PERSON:Marxist FARC"}},
		{"a Korean place's suffix", "Marines rest at Hagaru-ri, North Korea, near the Russian-backed lines.",
			[]string{"PLACE:Hagaru-ri", "PLACE:North Korea"}, []string{"Russian-backed"}},
		{"a known name with a lower-case tail", "Anti-balaka militiamen pose with their weapons in Bangui.",
			[]string{"ORG:Anti-balaka", "PLACE:Bangui"}, nil},
		{"a generalissimo and creeds", "Generalissimo Chiang Kai-shek reviews Nationalist troops as Communist forces advance.",
			[]string{"PERSON:Chiang Kai-shek"}, []string{"Nationalist", "Communist", "PERSON:Generalissimo Chiang Kai-shek"}},
		{"a grand duke", "Grand Duke Henri waves from the balcony in Luxembourg City.",
			[]string{"PERSON:Henri"}, []string{"PERSON:Grand Duke Henri"}},
		{"an Italian particle inside a name", "Boxers fight at the Palazzo dello Sport in Rome.",
			[]string{"PLACE:Palazzo dello Sport", "PLACE:Rome"}, []string{"PLACE:Palazzo"}},
		{"an area adjective before a town", "Fighters stand guard outside the circus in central Rostov-on-Don on Saturday.",
			[]string{"PLACE:Rostov-on-Don"}, nil},
		{"a numbered unit somewhere is a unit", "An Afghan man walks past Marines from the 3rd Battalion in Helmand.",
			[]string{"ORG:3rd Battalion", "PLACE:Helmand"}, []string{"PLACE:3rd Battalion"}},
		{"a month's name opening a town's", "Supporters greet him during a motorcade in May Pen, Clarendon, in May.",
			[]string{"PLACE:May Pen", "PLACE:Clarendon"}, []string{"PLACE:Pen"}},
		{"a shouted country with an elided article", "ABIDJAN, COTE D'IVOIRE - APRIL 25, 2011: Peacekeepers patrol Yopougon.",
			[]string{"PLACE:ABIDJAN", "PLACE:COTE D'IVOIRE"}, []string{"PERSON:COTE D'IVOIRE"}},
		{"a roundabout and a basin are places", "Protesters camp at the Pearl Roundabout; rigs work in the Permian Basin.",
			[]string{"PLACE:Pearl Roundabout", "PLACE:Permian Basin"}, []string{"PERSON:Pearl Roundabout", "PERSON:Permian Basin"}},
		{"a conference is an event, a party's conference a caucus", "Delegates attend the World Climate Change Conference as the House Republican Conference meets.",
			[]string{"ORG:House Republican Conference"}, []string{"World Climate Change Conference", "Climate Change Conference"}},
		{"a state named with its generic", "Soldiers guard an outpost in Myawaddy township, Karen State, Myanmar.",
			[]string{"PLACE:Karen State", "PLACE:Myawaddy"}, []string{"PERSON:Karen State"}},
		{"a scientist's profession, an ice shelf, a genomics firm, a Malay square", "Microbiologist Elisa Granato of Celera Genomics works on the Ross Ice Shelf; supporters gather at Dataran Merdeka.",
			[]string{"PERSON:Elisa Granato", "ORG:Celera Genomics", "PLACE:Ross Ice Shelf", "PLACE:Dataran Merdeka"}, []string{"PERSON:Microbiologist Elisa Granato"}},
		{"a party of a country before its leader's title", "Communist Party of Vietnam General Secretary Nguyen Phu Trong speaks in Hanoi.",
			[]string{"ORG:Communist Party of Vietnam", "PERSON:Nguyen Phu Trong"}, []string{"ORG:Party of Vietnam"}},
		{"an autonomous region's full name", "A man walks in Kashgar, in northwest China's Xinjiang Uyghur Autonomous Region.",
			[]string{"PLACE:Xinjiang Uyghur Autonomous Region"}, []string{"PLACE:Autonomous Region"}},
		{"campus of a university is a place", "Students gather on the campus of Columbia University in New York City, U.S.",
			[]string{"PLACE:Columbia University"}, []string{"ORG:Columbia University"}},
		{"a country before a facility's generic names no facility", "Protesters oppose a new U.S. military base off Henoko; heroin floods the U.S. market.",
			[]string{"PLACE:U.S."}, []string{"PLACE:U.S. military base", "PLACE:U.S. market"}},
		{"an aircraft model after an air force", "An Israeli Air Force F-15 takes off as Task Force 58 sails.",
			[]string{"ORG:Israeli Air Force"}, []string{"ORG:Israeli Air Force F-15"}},
		{"an unknown town in a dateline", "WHAKATANE, 2019-12-13 - Police prepare a mission to recover the bodies of victims from Whakaari/White Island.",
			[]string{"PLACE:WHAKATANE"}, []string{"ORG:WHAKATANE"}},
		{"a shouted town before its province in a dateline", "JOLO, Sulu - Soldiers stand guard outside the cathedral after the bombing.",
			[]string{"PLACE:JOLO", "PLACE:Sulu"}, []string{"ORG:JOLO"}},
		{"a British river and a performer", "Performer Shanice Campbell, 24, dances as the River Calder bursts its banks.",
			[]string{"PERSON:Shanice Campbell", "PLACE:River Calder"}, []string{"PERSON:Performer Shanice Campbell", "PERSON:River Calder"}},
		{"the team a driver races for", "Mercedes driver Lewis Hamilton leads Team Sky rider Chris Froome and a Ducati.",
			[]string{"ORG:Mercedes", "PERSON:Lewis Hamilton", "ORG:Team Sky", "ORG:Ducati"}, []string{"PERSON:Mercedes", "PERSON:Ducati"}},
		{"English districts named for open ground", "Dancers move along Ladbroke Grove as Lebanese Red Cross medics wait near Goose Green.",
			[]string{"PLACE:Ladbroke Grove", "ORG:Lebanese Red Cross", "PLACE:Goose Green"}, []string{"PERSON:Ladbroke Grove", "PLACE:Lebanese Red Cross"}},
		{"a known surname after a given name and an initial", "President Joseph R. Biden Jr. meets Secretary of Defense Robert Gates.",
			[]string{"PERSON:Joseph R. Biden Jr.", "PERSON:Robert Gates"}, []string{"PERSON:Joseph R.", "ORG:Defense Robert Gates"}},
		{"a breed named after a place, a zoo, a mahout", "Mahout Ram Bahadur Chaudhary rides past a Royal Bengal tiger and a Nile hippopotamus at the Berlin Zoo.",
			[]string{"PERSON:Ram Bahadur Chaudhary", "PLACE:Berlin Zoo"}, []string{"Bengal", "Royal Bengal", "Nile", "PERSON:Berlin Zoo", "PERSON:Mahout Ram Bahadur Chaudhary"}},
		{"a company written in lower case, an airline opened by a demonym, a passenger", "Passenger Mariana Souza checks in at an easyJet desk beside a Norwegian Air Shuttle jet.",
			[]string{"PERSON:Mariana Souza", "ORG:easyJet", "ORG:Norwegian Air Shuttle"}, []string{"PERSON:Air Shuttle", "PERSON:Passenger Mariana Souza"}},
		{"Cantonese given names ending in -ing, a historian", "Historian Yuri Dmitriev meets Yau Wai-ching and Leung Chun-ying, while an ocean-going ship docks.",
			[]string{"PERSON:Yuri Dmitriev", "PERSON:Yau Wai-ching", "PERSON:Leung Chun-ying"}, []string{"PERSON:Yau", "PERSON:Leung", "PERSON:Historian Yuri Dmitriev"}},
		{"a Spanish article before a known name", "Ash falls over Puerto Varas, in southern Chile's Los Lagos region, and on La Reunion.",
			[]string{"PLACE:Los Lagos", "PLACE:La Reunion"}, []string{"PLACE:Lagos", "PLACE:Los"}},
		{"a French dune", "A Canadair drops water near the Dune du Pilat.",
			[]string{"PLACE:Dune du Pilat"}, []string{"PERSON:Dune du Pilat"}},
		{"a seat of government passed, seized or named", "Tanks stand outside the Russian parliament building, known as the White House, in Moscow. Demonstrators march past the White House. Protesters seized the Kremlin.",
			[]string{"PLACE:White House", "PLACE:Kremlin"}, []string{"ORG:White House", "ORG:Kremlin"}},
		{"an Italian article and a saint's epithet inside a name", "Mattarella receives an ovation at Teatro alla Scala in Milan; Pope Francis prays in the Cathedral of St. John the Baptist in Turin.",
			[]string{"PLACE:Teatro alla Scala", "PLACE:Cathedral of St. John the Baptist"}, []string{"Scala", "Baptist", "Teatro", "Cathedral of St. John"}},
		{"a competition named after its body", "Messi lifts the trophy after the FIFA World Cup final; Salah scores in the UEFA Champions League. UEFA President Aleksander Ceferin watches.",
			[]string{"ORG:UEFA", "PERSON:Aleksander Ceferin"}, []string{"FIFA"}},
		{"clubs by their fans, goals and the sides of a final", "Liverpool fans wait outside before the Champions League final match between Liverpool and Real Madrid; Origi scores Liverpool's fourth goal. Didier Drogba of Chelsea scores.",
			[]string{"ORG:Liverpool", "ORG:Real Madrid", "ORG:Chelsea"}, []string{"PLACE:Liverpool", "PERSON:Chelsea"}},
		{"a national side is its country, a nationality no club", "Cricket - Ashes - Second Test - England v Australia - Lord's. Charles Leclerc of Monaco celebrates on the podium after the race.",
			[]string{"PLACE:England", "PLACE:Australia", "PLACE:Monaco"}, []string{"ORG:England", "ORG:Monaco"}},
		{"a person named after a town is no team, an athlete's country no acronym", "Simone Biles (USA) hugs teammate Jordan Chiles during the women's team final; Springbok wing Chester Williams scores a try in the match.",
			[]string{"PERSON:Simone Biles", "PERSON:Chester Williams"}, []string{"ORG:Jordan Chiles", "ORG:Chester Williams", "PLACE:Simone Biles"}},
		{"a club a team plays, a sports trade before a name", "Celtic's Tony Watt celebrates after scoring his side's second goal against Barcelona in the match. Jockey Victor Espinoza celebrates aboard American Pharoah after the race.",
			[]string{"ORG:Barcelona", "PERSON:Victor Espinoza"}, []string{"PLACE:Barcelona", "PERSON:Jockey Victor Espinoza"}},
		{"a club opening a sentence before its fans, and one listed with it", "Napoli fans gather outside the stadium before the league match. Richmond and Collingwood players line up in front of empty stands at the MCG before the round 2 AFL match in Melbourne.",
			[]string{"ORG:Napoli", "ORG:Richmond", "ORG:Collingwood"}, []string{"PLACE:Richmond"}},
		{"a cricket competition, hockey clubs", "Pakistan lose the final of the ICC World Twenty20 in Johannesburg; Enzo Corvi fights for the puck during the game between HC Davos and Lausanne HC.",
			[]string{"ORG:HC Davos", "ORG:Lausanne HC"}, []string{"ICC", "PERSON:HC Davos", "PERSON:Lausanne HC"}},
		{"Japanese and Moroccan titles, Japan's parliament", "Chief Cabinet Secretary Yoshihide Suga speaks after the Diet elected her; Head of Government Aziz Akhannouch chairs a council.",
			[]string{"PERSON:Yoshihide Suga", "ORG:Diet", "PERSON:Aziz Akhannouch"}, []string{"Chief Cabinet Secretary Yoshihide Suga", "Government Aziz Akhannouch"}},
		{"teams by their nicknames", "Richie McCaw of the All Blacks lifts the cup after the final against the Wallabies; Fijian Drua players celebrate after beating the Crusaders in their Super Rugby match.",
			[]string{"ORG:All Blacks", "ORG:Wallabies", "ORG:Fijian Drua", "ORG:Crusaders"}, []string{"PERSON:All Blacks"}},
		{"a court by a surname after the, a metro line, an exchange", "Pilot Andy Hill was cleared at the Old Bailey on March 8, 2019. Passengers ride Line 2 of the metro. Aramco debuts on the Saudi Stock Exchange in Riyadh.",
			[]string{"PLACE:Old Bailey", "ORG:Saudi Stock Exchange"}, []string{"PERSON:Old Bailey", "Line", "PERSON:Stock Exchange"}},
		{"a building a body left", "Flames engulf the Boersen, the old stock exchange, in Copenhagen; firefighters save paintings from the Old Stock Exchange.",
			[]string{"PLACE:Boersen", "PLACE:Old Stock Exchange"}, []string{"ORG:Boersen", "ORG:Old Stock Exchange"}},
		{"a known state's officer of one name, but no rank alone", "Karnataka Chief Minister Siddaramaiah said 11 people died. Sea lions rest in the Galapagos Marine Reserve.",
			[]string{"PLACE:Karnataka", "PERSON:Siddaramaiah"}, []string{"Karnataka Chief Minister Siddaramaiah", "PERSON:Reserve"}},
		{"city-hall titles", "Seattle City Councilmember Kshama Sawant speaks; then-Mayor Bob Filner resigned; Cook County Commissioner Jesus \"Chuy\" Garcia debates; Alderwoman Sophia King votes.",
			[]string{"PERSON:Kshama Sawant", "PERSON:Bob Filner", "PERSON:Jesus \"Chuy\" Garcia", "PERSON:Sophia King"}, []string{"PERSON:Seattle City Councilmember Kshama Sawant", "PERSON:Alderwoman Sophia King"}},
		{"apps, chains and unions", "A woman uses the Telegram messaging app in Tehran; shoppers queue at a Biedronka store in Warsaw; Metro workers, members of Unifor, picket in Toronto.",
			[]string{"ORG:Telegram", "ORG:Biedronka", "ORG:Unifor"}, []string{"PLACE:Telegram", "PLACE:Biedronka", "PLACE:Unifor"}},
		{"a Latin American derby", "Alianza Lima supporters gather before the Clásico against Universitario de Deportes; fans of Independiente del Valle and Newell's Old Boys sing in the estadio.",
			[]string{"ORG:Universitario de Deportes", "ORG:Independiente del Valle", "ORG:Newell's Old Boys"}, []string{"PLACE:Universitario de Deportes", "PLACE:del Valle"}},
		{"a chain before its shop", "Shoppers wait outside a Foodland store in Honolulu; women buy rice at an Indomart minimarket in Bogor.",
			[]string{"ORG:Foodland", "ORG:Indomart"}, []string{"PLACE:Foodland", "PLACE:Indomart"}},
		{"stages, fields, hermitages and palaces", "Elton John performs on the Pyramid Stage; residents lay flowers on the Field of Mars in Lviv; dry earth lies before the Hermitage of El Rocío; tourists queue outside the Real Alcázar in Seville.",
			[]string{"PLACE:Pyramid Stage", "PLACE:Field of Mars", "PLACE:Hermitage of El Rocío", "PLACE:Real Alcázar"}, []string{"ORG:Pyramid Stage", "PLACE:Field", "ORG:Real Alcázar"}},
		{"Holy Week brotherhoods and ballot measures", "Penitents of the El Silencio brotherhood and the Hermandad de la Paz walk; supporters of Measure 26-228 and Proposition 22 rally in Portland.",
			[]string{"ORG:El Silencio", "ORG:Hermandad de la Paz"}, []string{"PLACE:El Silencio", "Measure", "Proposition"}},
		{"numbered decrees and alert levels, churches of two saints, a state's attorney", "Crowds rally after the cabinet passed Emergency Ordinance 13; Auckland moved to Alert Level 3; pilgrims fill the Church of Sts. Cyril and Methodius; Cook County State's Attorney Kim Foxx speaks.",
			[]string{"PLACE:Church of Sts. Cyril and Methodius", "PERSON:Kim Foxx"}, []string{"Emergency Ordinance", "Alert Level", "Methodius", "Cook County State"}},
		{"a body's or a town's possessive before a site, a saint's inside one", "Fire crews reach the Edinburgh College of Art's Hunter Building; a tree stands in Lahaina's Banyan Court Park; nurses wait outside St. Mary's Hospital.",
			[]string{"PLACE:Edinburgh College of Art", "PLACE:Hunter Building", "PLACE:Lahaina", "PLACE:Banyan Court Park", "PLACE:St. Mary's Hospital"}, []string{"Edinburgh College of Art's Hunter Building", "Lahaina's Banyan Court Park"}},
		{"a labelled credit before AFP's bracketed one", "Soldiers guard the state broadcaster in Libreville, August 30, 2023. Photo by STEEVE JORDAN / AFP (Photo credit should read STEEVE JORDAN/AFP via Getty Images)",
			[]string{"PERSON:Steeve Jordan", "ORG:AFP"}, []string{"ORG:STEEVE JORDAN", "PLACE:JORDAN"}},
		{"an Arabic article before a known province", "Marines patrol in Al Anbar province; Al Gore speaks in Nashville.",
			[]string{"PLACE:Al Anbar", "PERSON:Al Gore"}, []string{"PLACE:Al", "PLACE:Anbar"}},
		{"what befalls a person, a region's lower part, a city's French spelling", "Crowds protest the acquittal of Asia Bibi in Karachi; a vigil in memory of Raman Bandarenka fills a yard in Minsk; famine hit Bakool and Lower Shabelle; trucks leave Marrakech.",
			[]string{"PERSON:Asia Bibi", "PERSON:Raman Bandarenka", "PLACE:Lower Shabelle", "PLACE:Marrakech"}, []string{"PLACE:Asia Bibi", "PLACE:Raman Bandarenka", "PERSON:Lower Shabelle", "PERSON:Marrakech"}},
		{"courses, trails and deltas, a side named Team, a body heading its name, a golf league's team", "Team Europe's Rory McIlroy putts at Torrey Pines Golf Course; police stop a car on Military Trail; fighters of the Movement for the Emancipation of the Niger Delta patrol; workers leave the Pearl River Delta; fans cheer the Crushers GC team.",
			[]string{"ORG:Team Europe", "PLACE:Torrey Pines Golf Course", "PLACE:Military Trail", "ORG:Movement for the Emancipation of the Niger Delta", "PLACE:Pearl River Delta", "ORG:Crushers GC"}, []string{"PLACE:Europe", "PERSON:Torrey Pines Golf Course", "PERSON:Pearl River Delta"}},
		{"a plural possessive that owns a party, a numbered interstate", "Carlos Alvarado of the Citizens' Action Party waves; a train car hangs above Interstate 5 in DuPont, Washington.",
			[]string{"ORG:Citizens' Action Party", "PLACE:Interstate 5"}, []string{"ORG:Action Party", "ORG:Interstate 5"}},
		{"a company of two words before its country, Malay place words, towers and farms", "Workers assemble phones at the Samsung Electronics Vietnam plant; boats reach Kuala Krai; the Petronas Twin Towers glow; mud buries Father's Organic Farm.",
			[]string{"ORG:Samsung Electronics Vietnam", "PLACE:Kuala Krai", "PLACE:Petronas Twin Towers"}, []string{"PERSON:Kuala Krai", "PERSON:Twin Towers", "PERSON:Organic Farm"}},
		{"a Mardi Gras krewe, a land, an agent's title", "Revelers catch beads from a Krewe of Rex float; rangers patrol northeast Arnhem Land; FBI Special Agent Maria Lopez speaks.",
			[]string{"ORG:Krewe of Rex", "PLACE:Arnhem Land", "PERSON:Maria Lopez"}, []string{"PERSON:Rex", "PERSON:Arnhem Land", "Special Agent Maria Lopez"}},
		{"a rank inside a title's seat, a seat of two towns, a distance, an amount", "Soldiers carry the casket of Chief of the Defence Forces Gen. Francis Ogolla; Kim Leadbeater wins the Batley and Spen by-election; Olympic 1,500m champion Faith Kipyegon waves; workers demand Tk 23,000.",
			[]string{"PERSON:Francis Ogolla", "PLACE:Batley and Spen", "PERSON:Faith Kipyegon"}, []string{"ORG:the Defence Forces Gen. Francis Ogolla", "PLACE:Batley", "Olympic 1", "Tk"}},
		{"a quoted work after its maker's possessive or its noun", "Staff carry Banksy's partially shredded 'Girl with Balloon' in London; Patti Smith sings Bob Dylan's 'A Hard Rain's A-Gonna Fall'; the painting 'View of the Sea at Scheveningen' returns; a jury found \"Thinking Out Loud\" did not copy Marvin Gaye's \"Let's Get It On\".",
			[]string{"PERSON:Banksy", "PERSON:Bob Dylan", "PERSON:Marvin Gaye", "PLACE:London"}, []string{"Balloon", "Hard Rain", "A-Gonna Fall", "Sea", "Scheveningen"}},
		{"a body naming its event", "Usain Bolt wins at the IAAF World Athletics Championships in Daegu; FIFA president Gianni Infantino speaks; Joshua defends his IBF World Heavyweight Championship.",
			[]string{"PERSON:Usain Bolt", "ORG:FIFA", "ORG:IBF"}, []string{"ORG:World Athletics", "ORG:IAAF"}},
		{"a creed that is a first name before a small town's name", "Christian Coleman of the USA wins the 100m; Philippine Marines fire at positions in Marawi.",
			[]string{"PERSON:Christian Coleman"}, []string{"PERSON:Coleman", "PERSON:Philippine Marines"}},
		{"an athlete's team code, a work's maker", "Sebastien Loeb (FRA) and Fabian Lurquin (BEL) race near Yanbu; fighters of the Barisan Revolusi Nasional (BRN) attack; crowds hear Verdi's 'Aida' and Pyotr Tchaikovsky's ballet.",
			[]string{"PERSON:Sebastien Loeb", "PERSON:Fabian Lurquin", "PERSON:Verdi", "PERSON:Pyotr Tchaikovsky"}, []string{"ORG:Sebastien Loeb", "FRA", "BEL", "PERSON:Barisan Revolusi Nasional", "PLACE:Pyotr Tchaikovsky"}},
		{"an heir's title", "Liechtenstein's Hereditary Prince Alois speaks in Vaduz; Hereditary Grand Duchess Stephanie of Luxembourg waves.",
			[]string{"PERSON:Alois", "PERSON:Stephanie", "PLACE:Vaduz"}, []string{"Hereditary Prince Alois", "Hereditary Grand Duchess Stephanie"}},
		{"a numbered congress of a party, a bank of a two-word country, a fleet, an old town, a sentence opening with fans", "Delegates attend the 13th National Congress of the Communist Party of Vietnam in Hanoi. Central Bank of Sri Lanka Governor Nandalal Weerasinghe speaks. Japan attacked the U.S. Pacific Fleet. Fans walk through Old Havana.",
			[]string{"ORG:Communist Party of Vietnam", "ORG:Central Bank of Sri Lanka", "PERSON:Nandalal Weerasinghe", "ORG:U.S. Pacific Fleet", "PLACE:Old Havana"}, []string{"13th National Congress of the Communist Party of Vietnam", "PERSON:U.S. Pacific Fleet", "PLACE:Havana", "Fans"}},
		{"a portfolio's own words before an unknown given name", "European Commissioner for Competition Margrethe Vestager speaks; Minister of Migration and Asylum Thanos Plevris listens.",
			[]string{"PERSON:Margrethe Vestager", "PERSON:Thanos Plevris"}, []string{"Competition Margrethe Vestager", "Asylum Thanos Plevris", "PLACE:Migration"}},
		{"a body after its kind's noun, a service before a rank, a model's code after a force", "Officers of the police unit Cobra secure the area; musicians from the band Tinariwen play; Cuba's President Army Gen. Raul Castro waves; a Swiss Air Force F/A-18 patrols.",
			[]string{"ORG:Cobra", "ORG:Tinariwen", "PERSON:Raul Castro", "ORG:Swiss Air Force"}, []string{"PERSON:Cobra", "President Army Gen. Raul Castro", "Swiss Air Force F"}},
		{"an award and its field, plural professions, nicknames after a description", "Han Kang, laureate of the 2024 Nobel Prize in Literature, poses; the coffin of Nobel laureate Seamus Heaney passes. Authors Margaret Atwood and Bernardine Evaristo smile. Deminer Ros Chantha, 31, nicknamed \"Mama Mine\" by her team, works; Hermann Olafsson, 58, a trawler skipper known as Hemmi, waves.",
			[]string{"PERSON:Han Kang", "PERSON:Seamus Heaney", "PERSON:Margaret Atwood", "PERSON:Ros Chantha", "PERSON:Hermann Olafsson"}, []string{"Literature", "Nobel", "DATE:2024", "Authors Margaret Atwood", "Deminer Ros Chantha", "PLACE:Mama Mine", "PLACE:Hemmi"}},
		{"fortresses and wats, a legislature's seat before its title, Khmer honorifics, a producer", "A flag flies over Ivangorod Fortress; monks walk at Angkor Wat; a call with Cambodia's Senate President Hun Sen; Samdech Techo Hun Sen presides; producer Oleksandra Kuvshynova was killed.",
			[]string{"PLACE:Ivangorod Fortress", "PLACE:Angkor Wat", "PERSON:Hun Sen", "PERSON:Oleksandra Kuvshynova"}, []string{"PERSON:Ivangorod Fortress", "PERSON:Angkor Wat", "Senate President Hun Sen", "Samdech Techo Hun Sen", "ORG:Oleksandra Kuvshynova"}},
		{"an operator after by, a venue with its city after its word, a road named by its width, an Indian given name", "Steam rises from the plant operated by HS Orka; players celebrate at Kyocera Dome Osaka in Osaka; Kurds celebrate along 60 Meter Street in Erbil; Sundar Pichai arrives.",
			[]string{"ORG:HS Orka", "PLACE:Kyocera Dome Osaka", "PLACE:60 Meter Street", "PERSON:Sundar Pichai"}, []string{"PERSON:HS Orka", "PERSON:Kyocera Dome Osaka", "PLACE:Meter Street", "PLACE:Sundar Pichai"}},
		{"a club closed by AC, a force of an international body, a hyphenated model number, a capitalised and", "Horoya AC supporters cheer; armoured vehicles of the Peninsula Shield Force of the Gulf Cooperation Council cross; a Gulf Air Boeing 787-9 flies; fans wait in Tarouba, Trinidad And Tobago; Chefs Margaret Smith and Anna Lee cook.",
			[]string{"ORG:Horoya AC", "ORG:Peninsula Shield Force", "ORG:Gulf Cooperation Council", "ORG:Gulf Air", "PLACE:Trinidad and Tobago", "PERSON:Margaret Smith"}, []string{"PERSON:Horoya AC", "Peninsula Shield Force of the Gulf Cooperation Council", "Gulf Air Boeing", "Trinidad And", "Chefs Margaret Smith"}},
		{"a krai, a nickname with its article, crowds opening a sentence", "Modi visits Bolshoy Kamen in Primorsky Krai. Volcano guide Nikolai 'Kolya the Bear' Sergeyev, 58, leads tourists. Pedestrians cross the square.",
			[]string{"PLACE:Primorsky Krai", "PERSON:Nikolai 'Kolya the Bear' Sergeyev"}, []string{"PERSON:Primorsky Krai", "PERSON:Nikolai", "Pedestrians"}},
		{"a member's letters after her name, an All- adjective, a county's hurling side", "Minister for Justice Helen McEntee TD speaks; Galway captain David Burke lifts the cup after the All-Ireland hurling final.",
			[]string{"PERSON:Helen McEntee", "ORG:Galway", "PERSON:David Burke"}, []string{"Helen McEntee TD", "All-Ireland", "PLACE:Galway"}},
		{"a known body's royal title, cruise lines, a parade route", "Luis Rubiales, president of the Royal Spanish Football Federation (RFEF), speaks; the Royal Caribbean ship leaves Miami; a Princess Cruises ship docks; crowds line the Canyon of Heroes in New York.",
			[]string{"ORG:Royal Spanish Football Federation", "ORG:Royal Caribbean", "ORG:Princess Cruises", "PLACE:Canyon of Heroes"}, []string{"PERSON:Royal", "PLACE:Caribbean", "PERSON:Cruises", "Heroes"}},
		{"the sides of a game", "Fans watch a game between Industriales and Al-Wehdat; a final between India and West Indies; the final game of the match between Ding Liren and Gukesh Dommaraju.",
			[]string{"ORG:Industriales", "ORG:Al-Wehdat", "PLACE:India", "PLACE:West Indies", "PERSON:Ding Liren", "PERSON:Gukesh Dommaraju"}, []string{"PLACE:Industriales", "PERSON:Al-Wehdat", "ORG:Ding Liren"}},
		{"a club after against, before a comma and a clause", "Alianza Lima supporters gather outside the stadium before the Clásico against Universitario de Deportes, in this photo taken in October 2022.",
			[]string{"ORG:Universitario de Deportes"}, []string{"PLACE:Universitario de Deportes"}},
		{"racing teams and a code inside a known name", "Flames rise from the Haas F1 Team car; Andretti Autosport driver Takuma Sato and Marussia mechanics stand at the Autodromo Jose Carlos Pace.",
			[]string{"ORG:Haas F1 Team", "ORG:Andretti Autosport", "ORG:Marussia", "PLACE:Autodromo Jose Carlos Pace", "PERSON:Takuma Sato"}, []string{"PLACE:Haas", "PERSON:Andretti Autosport"}},
		{"a body's building", "A view of Bernard Weatherill House, the headquarters of Croydon Council, in Croydon; the Council House in Victoria Square, Birmingham.",
			[]string{"PLACE:Bernard Weatherill House", "PLACE:Council House"}, []string{"ORG:Bernard Weatherill House", "ORG:Council House"}},
		{"a place set between commas before the date, an acronym opening a name, a host", "Soldiers march during the International Military Pilgrimage (PMI), Lourdes, 25.05.2024. Fans gather outside TIFF Bell Lightbox in Toronto. Host Ricky Gervais speaks.",
			[]string{"PLACE:Lourdes", "PERSON:Ricky Gervais"}, []string{"PERSON:Lourdes", "PERSON:TIFF Bell Lightbox", "PERSON:Host Ricky Gervais"}},
		{"an appositive title after a party's adjective", "FILE - Andy Street, the Conservative Mayor of the West Midlands, speaks in Birmingham.",
			[]string{"PERSON:Andy Street"}, []string{"PLACE:Andy Street"}},
		{"glaciers, fountains, bars, stadi and an airline opening with Air", "Rescuers search below the Marmolada glacier; tourists look at the Trevi Fountain; mourners gather at Ned Peppers Bar; fans fill the Stadio Diego Armando Maradona; helicopters of Air Zermatt fly.",
			[]string{"PLACE:Marmolada glacier", "PLACE:Trevi Fountain", "PLACE:Ned Peppers Bar", "PLACE:Stadio Diego Armando Maradona", "ORG:Air Zermatt"}, []string{"PERSON:Trevi Fountain", "PERSON:Ned Peppers Bar", "PERSON:Air Zermatt"}},
		{"a whose-real-name clause after a town names no town", "The 24-year-old countertenor from Vienna, whose real name is Johannes Pietsch, won the contest; rangers from African Parks move rhinos.",
			[]string{"PLACE:Vienna", "PERSON:Johannes Pietsch", "ORG:African Parks"}, []string{"PERSON:Parks"}},
		{"what befalls a person names a person", "Members of the media wait outside the federal courthouse ahead of the sentencing of Sean Combs, New York, 03.10.2025.",
			[]string{"PERSON:Sean Combs", "PLACE:New York"}, []string{"PLACE:Sean Combs"}},
		{"peoples' adjectives name no place", "A Tibetan herder leads yaks past the monastery; Aymara spiritual leaders bless Evo Morales; a Tuareg guide waits in Agadez.",
			[]string{"PERSON:Evo Morales", "PLACE:Agadez"}, []string{"Tibetan", "Aymara", "Tuareg"}},
		{"a town's government by its City of", "Body camera video released by the City of Memphis shows officers; bankers walk in the City of London.",
			[]string{"ORG:City of Memphis", "PLACE:City of London"}, []string{"PLACE:City"}},
		{"a year numbering an event's edition", "Loreen wins the 2023 Eurovision Song Contest in Liverpool on May 13, 2023, and fans watch the 2014 FIFA World Cup semi-final. Relatives mourn victims of the 1995 Srebrenica massacre.",
			[]string{"DATE:2023-05-13", "DATE:1995"}, []string{"DATE:2023", "DATE:2014"}},
		{"a plural title shared by the names after it", "Chief Minister Eknath Shinde with Deputy Chief Ministers Devendra Fadnavis and Ajit Pawar in Mumbai; former Presidents Barack Obama and Bill Clinton; Queens Park Rangers fans cheer.",
			[]string{"PERSON:Devendra Fadnavis", "PERSON:Ajit Pawar", "PERSON:Barack Obama"}, []string{"PERSON:Ministers Devendra Fadnavis", "PERSON:Presidents Barack Obama", "PERSON:Park Rangers"}},
		{"a team's nickname opening a sports sentence before its people", "Crusaders captain Sam Whitelock lifts the trophy after the Super Rugby final.",
			[]string{"ORG:Crusaders", "PERSON:Sam Whitelock"}, nil},
		{"hockey clubs and leagues, Russian football clubs, rugby league sides", "Färjestad BK supporters cheer during the Swedish Hockey League final against Rögle BK in Karlstad; Zenit St Petersburg fans light flares before the Russian Premier League match against Spartak Moscow; Former Leeds Rhinos captain Kevin Sinfield watches the New South Wales Blues play the Queensland Maroons.",
			[]string{"ORG:Färjestad BK", "ORG:Rögle BK", "ORG:Swedish Hockey League", "ORG:Zenit St Petersburg", "ORG:Russian Premier League", "ORG:Spartak Moscow", "ORG:Leeds Rhinos", "ORG:New South Wales Blues", "ORG:Queensland Maroons", "PERSON:Kevin Sinfield"},
			[]string{"PERSON:Färjestad BK", "PERSON:Leeds Rhinos", "PLACE:Queensland Maroons"}},
		{"a country's adjective before a generic league's name", "Nejmeh SC supporters light flares during a Lebanese Premier League match; fans of Shanghai SIPG protest against the Chinese Football Association; Napoli's Victor Osimhen scores in an Italian Serie A match.",
			[]string{"ORG:Lebanese Premier League", "ORG:Chinese Football Association", "ORG:Serie A"}, []string{"ORG:Premier League", "ORG:Football Association", "ORG:Italian Serie A"}},
		{"well-known people, however a caption titles or names them", "Residents pass a billboard of Deng Xiaoping in Shenzhen. German Chancellor Angela Merkel and Saudi Crown Prince Mohammed bin Salman meet Philippine President Ferdinand Marcos Jr. in Riyadh.",
			[]string{"PERSON:Deng Xiaoping", "PERSON:Angela Merkel", "PERSON:Mohammed bin Salman", "PERSON:Ferdinand Marcos Jr."}, []string{"PLACE:Deng Xiaoping", "German Chancellor", "Crown", "Philippine President"}},
		{"a known person's name inside a longer name", "Chechen President Akhmad Kadyrov attends a parade; soldiers guard the car of Joaquin Guzman Lopez; staff of the Nelson Mandela Foundation gather on Kim Il Sung Square and outside the Paul Biya stadium.",
			[]string{"PERSON:Akhmad Kadyrov", "PERSON:Joaquin Guzman Lopez", "ORG:Nelson Mandela Foundation", "PLACE:Kim Il Sung Square", "PLACE:Paul Biya stadium"},
			[]string{"PERSON:Kadyrov", "PERSON:Joaquin Guzman", "PERSON:Nelson Mandela", "PERSON:Kim Il Sung", "PERSON:Paul Biya"}},
		{"a stadium named after a date", "ALGIERS, June 3 (APS) - Young Africans of Tanzania celebrate at the 5 July 1962 Stadium in Algiers. Fans mourn at the 1st November 1954 Stadium in Tizi Ouzou, Algeria, August 24, 2014.",
			[]string{"PLACE:5 July 1962 Stadium", "PLACE:1st November 1954 Stadium", "DATE:2014-08-24"}, []string{"DATE:1962-07-05", "DATE:1962-06-03", "DATE:1954-11-01", "PLACE:Stadium"}},
		{"a given name and an initial before a body's one word, Israeli parties, Spain's regions", "Mayor Michael R. Bloomberg surveys the damage; Yamina leader Naftali Bennett and Joint List leader Ayman Odeh meet; penitents march in Valladolid, Castile and Leon.",
			[]string{"PERSON:Michael R. Bloomberg", "ORG:Yamina", "ORG:Joint List", "PLACE:Castile and Leon"}, []string{"ORG:Bloomberg", "PERSON:Michael R.", "PERSON:Yamina", "PLACE:Castile"}},
		{"a French town's elided particle, a party's convention, Liga MX clubs and sailing teams", "Boats leave Les Sables-d'Olonne, France; delegates cheer at the Republican National Convention; Pumas UNAM fans watch a match against Pachuca; Luna Rossa Prada Pirelli races INEOS Britannia.",
			[]string{"PLACE:Les Sables-d'Olonne", "ORG:Pumas UNAM", "ORG:Pachuca", "ORG:Luna Rossa Prada Pirelli", "ORG:INEOS Britannia"}, []string{"Les", "PERSON:National Convention", "PERSON:Pumas UNAM", "PERSON:Luna Rossa Prada Pirelli"}},
		{"a nationality before a first name that is a country's", "Fans watch as American Jordan Chiles performs on the beam in Paris.",
			[]string{"PERSON:Jordan Chiles", "PLACE:Paris"}, []string{"PLACE:Jordan Chiles"}},
		{"a saint's name opening a parish in a list of places", "Voters queue in Morant Bay, St Thomas, and in May Pen, St Catherine, Jamaica.",
			[]string{"PLACE:St Thomas", "PLACE:St Catherine", "PLACE:Jamaica"}, []string{"PERSON:St Thomas", "PERSON:St Catherine"}},
		{"members and supporters of a body", "Members of the Yasunidos collective and supporters of the Broad Convergence march in Quito.",
			[]string{"ORG:Yasunidos", "ORG:Broad Convergence", "PLACE:Quito"}, []string{"PLACE:Yasunidos", "PLACE:Broad Convergence"}},
		{"a piece of a longer name after members of the", "Members of the Alpine rescue service and supporters of the Together for Yes campaign gather in Dublin.",
			[]string{"PLACE:Dublin"}, []string{"ORG:Alpine", "ORG:Together"}},
		{"a cycling team named after two sponsors", "Slovenia's Primoz Roglic of Jumbo-Visma stands on the podium after winning the race in Nice, March 14, 2021.",
			[]string{"PERSON:Primoz Roglic", "ORG:Jumbo-Visma", "PLACE:Nice"}, []string{"PLACE:Jumbo-Visma"}},
		{"a canton", "Migrants camp in Velika Kladusa, Una-Sana Canton, Bosnia, in 2019.",
			[]string{"PLACE:Velika Kladusa", "PLACE:Una-Sana Canton", "PLACE:Bosnia"}, []string{"PERSON:Una-Sana Canton"}},
		{"a horse race's name, a Hall of Famer and a sheikha", "Jockeys parade before the Queen Anne Stakes; a colt trained by Hall of Famer Bill Mott wins; Sheikha Hoor Al Qasimi speaks in Sharjah.",
			[]string{"PERSON:Bill Mott", "PERSON:Hoor Al Qasimi", "PLACE:Sharjah"}, []string{"Anne Stakes", "Hall of Famer Bill Mott", "Sheikha Hoor Al Qasimi"}},
		{"a body's name listing its fields with commas and and", "Mick Lynch, general secretary of the National Union of Rail, Maritime and Transport Workers, speaks beside officials of the Ministry of Justice, Communication and Foreign Affairs.",
			[]string{"PERSON:Mick Lynch", "ORG:National Union of Rail, Maritime and Transport Workers", "ORG:Ministry of Justice, Communication and Foreign Affairs"}, []string{"Maritime", "Transport Workers", "ORG:Ministry of Justice", "Foreign Affairs"}},
		{"Rwanda's area nouns name nothing by themselves; a district collector's title", "Abaturage bo mu Murenge wa Kinigi mu Karere ka Musanze bateraniye ku biro. District Collector P.B. Nooh inspects a relief camp in Pathanamthitta.",
			[]string{"PLACE:Kinigi", "PLACE:Musanze", "PERSON:P.B. Nooh"}, []string{"PLACE:Murenge", "PLACE:Karere", "PERSON:District Collector P.B. Nooh"}},
		{"a known name with a comma of its own, and one whose state follows a comma", "Residents queue in Bonga, in the Southern Nations, Nationalities and Peoples' Region; protesters gather in Washington, D.C., and Perezida Paul Kagame na Madamu Jeannette Kagame light a flame.",
			[]string{"PLACE:Bonga", "PLACE:Southern Nations, Nationalities and Peoples' Region", "PLACE:Washington", "PERSON:Paul Kagame"}, []string{"PLACE:Southern Nations", "PLACE:Washington, D.C.", "PERSON:Perezida Paul Kagame"}},
		{"J.League, Indian Super League and racing stables", "Kawasaki Frontale beat Gamba Osaka in the league match; Mohun Bagan Super Giant fans cheer at the derby; Godolphin's colt wins the race.",
			[]string{"ORG:Kawasaki Frontale", "ORG:Gamba Osaka", "ORG:Mohun Bagan Super Giant", "ORG:Godolphin"}, []string{"PERSON:Kawasaki Frontale", "PERSON:Godolphin"}},
		{"a minister of two portfolios joined by and", "Egypt's Minister of Water Resources and Irrigation Hani Sewilam speaks in Cairo.",
			[]string{"PERSON:Hani Sewilam", "PLACE:Egypt"}, []string{"Irrigation Hani Sewilam"}},
		{"a French town's elided particle with no country after it", "Boris Herrmann waves to spectators as he leaves the harbour of Les Sables-d'Olonne at the start of the Vendée Globe.",
			[]string{"PERSON:Boris Herrmann", "PLACE:Les Sables-d'Olonne"}, []string{"PERSON:Les Sables-d'Olonne"}},
		{"legislators' letters before their names", "MLA Rachel Notley speaks in Edmonton. Fianna Fail TD Micheal Martin and Labour MSP Jackie Baillie attend.",
			[]string{"PERSON:Rachel Notley", "PERSON:Micheal Martin", "PERSON:Jackie Baillie"}, []string{"MLA Rachel Notley", "TD", "MSP Jackie Baillie"}},
		{"a country named in German", "Kanada, Coutts: Ein Lastwagen verlässt am Montag die Blockade am Grenzübergang zum US-Bundesstaat Montana. Foto: Jeff McIntosh/dpa",
			[]string{"PLACE:Kanada", "PLACE:Coutts", "PLACE:Montana"}, []string{"Ein Lastwagen", "Blockade", "Grenzübergang"}},
		{"a German caption's nouns name nothing", "Hamburg: Vermummte Demonstranten stehen am 07.07.2017 im Schanzenviertel hinter einer brennenden Barrikade. Am Rande des G20-Gipfels war es in der Nacht zu Ausschreitungen gekommen. Foto: Daniel Bockwoldt/dpa",
			[]string{"PLACE:Hamburg", "PLACE:Schanzenviertel"}, []string{"Vermummte Demonstranten", "Barrikade", "Am Rande", "Rande", "Nacht", "Ausschreitungen"}},
		{"a German caption's titles and place nouns", "Bundeskanzlerin Angela Merkel (CDU) und ihr Vorgänger Gerhard Schröder besuchen am Montag das Epizentrum im Bezirk Elbistan der Provinz Kahramanmaras, Türkei. Die Reederei will Anteile am Hafenlogistiker HHLA übernehmen.",
			[]string{"PERSON:Angela Merkel", "PERSON:Gerhard Schröder", "ORG:CDU", "PLACE:Elbistan", "PLACE:Türkei", "ORG:HHLA"}, []string{"Bundeskanzlerin Angela Merkel", "Vorgänger Gerhard Schröder", "Epizentrum", "Bezirk Elbistan", "Provinz", "Hafenlogistiker HHLA", "Reederei"}},
		{"a noble particle in a German caption", "Kommissionspräsidentin Ursula von der Leyen spricht am Montag mit Hans-Dietrich von Arnim über die Lage in Brüssel.",
			[]string{"PERSON:Ursula von der Leyen", "PERSON:Hans-Dietrich von Arnim"}, []string{"Kommissionspräsidentin Ursula von der Leyen"}},
		{"a Turkish case ending after a name, not an Arabic one", "Antakya'da vatandaşlar geceyi sokakta geçirdi. Kahramanmaraş'ta seçmenler sıraya girdi. Houthi fighters patrol Sana'a; activists march in Bil'in.",
			[]string{"PLACE:Antakya", "PLACE:Kahramanmaraş", "PLACE:Sana'a", "PLACE:Bil'in"}, []string{"Antakya'da", "Kahramanmaraş'ta", "Bil"}},
		{"a street's abbreviation before a compass letter", "Riot police charge protesters on Ste-Catherine St. W. in Montreal. Students gather on Sherbrooke St. W on Tuesday.",
			[]string{"PLACE:Ste-Catherine St. W.", "PLACE:Sherbrooke St. W"}, []string{"PERSON:Ste-Catherine St. W.", "ORG:Sherbrooke St. W"}},
		{"a place's word outweighs a relative pronoun, a parliament is a body", "A view of the damaged Gaziantep Castle, whose bastions collapsed, in Gaziantep. The shuttered Antakya Synagogue stands in Antakya. Daria Navalnaya speaks at the European Parliament in Strasbourg.",
			[]string{"PLACE:Gaziantep Castle", "PLACE:Antakya Synagogue", "ORG:European Parliament"}, []string{"PERSON:Gaziantep Castle", "PERSON:Antakya Synagogue", "PLACE:European Parliament"}},
		{"a French caption's joining words, openers and bodies", "Le Portugais Ruben Dias salue Jean Béliveau au Centre Bell. Le chef du Parti libéral du Québec et le Conseil constitutionnel visitent le Centre culturel islamique de Québec avec la Fédération française de tennis.",
			[]string{"PERSON:Jean Béliveau", "ORG:Parti libéral du Québec", "ORG:Conseil constitutionnel", "ORG:Centre culturel islamique de Québec", "ORG:Fédération française de tennis"}, []string{"Le Portugais", "Jean Béliveau au Centre Bell"}},
		{"Turkish endings other names share, after a Turkish stem, and Turkish generics", "İzmir'in Seferihisar ilçesine bağlı Sığacık Mahallesi'nde temizlik yapılıyor. Protesters march in the West Bank village of Bil'in.",
			[]string{"PLACE:İzmir", "PLACE:Seferihisar", "PLACE:Sığacık Mahallesi", "PLACE:Bil'in"}, []string{"İzmir'in Seferihisar", "PERSON:Sığacık Mahallesi"}},
		{"a measure's number and a city-state's title", "Peter Tschentscher, Hamburg's First Mayor, joins protesters against Bill 96. Proposition 1 passed.",
			[]string{"PERSON:Peter Tschentscher", "PLACE:Hamburg"}, []string{"PERSON:First Mayor", "PERSON:Bill", "Proposition"}},
		{"a French nationality before a name", "Le Belge François Englert et le Britannique Peter Higgs sont au bord du Léman.",
			[]string{"PERSON:François Englert", "PERSON:Peter Higgs", "PLACE:Léman"}, []string{"Belge François Englert", "Britannique", "Britannique Peter Higgs"}},
		{"an envoy's country and a region's party before names", "UN special envoy for Yemen Martin Griffiths meets Thuringia AfD leader Björn Höcke. Philosopher Omri Boehm watches.",
			[]string{"PLACE:Yemen", "PERSON:Martin Griffiths", "PLACE:Thuringia", "ORG:AfD", "PERSON:Björn Höcke", "PERSON:Omri Boehm"}, []string{"Yemen Martin Griffiths", "Thuringia AfD", "Philosopher Omri Boehm"}},
		{"a French body's name in an English caption", "Martine Desjardins, president of the Fédération étudiante universitaire du Québec, speaks in Quebec City.",
			[]string{"ORG:Fédération étudiante universitaire du Québec", "PERSON:Martine Desjardins"}, []string{"ORG:Fédération"}},
		{"a Spanish caption's \"y\" and a group before its body", "Elementos de la Guardia Nacional patrullan las playas de Tulum y Puerto Morelos, en Quintana Roo, el 12 de noviembre de 2021. Integrantes del Zulu Social Aid & Pleasure Club desfilan por las calles.",
			[]string{"ORG:Guardia Nacional", "PLACE:Tulum", "PLACE:Puerto Morelos", "ORG:Zulu Social Aid & Pleasure Club"}, []string{"Elementos de la Guardia", "Tulum y Puerto Morelos", "Integrantes del Zulu Social Aid & Pleasure Club"}},
		{"Russia's republics, in English and in Russian's cases", "Tourists ride horses in Chemal, a village in the Altai Republic of Russia. Жители села Бельтир Республики Алтай. A protest in the Komi Republic.",
			[]string{"PLACE:Altai Republic", "PLACE:Russia", "PLACE:Республика Алтай", "PLACE:Komi Republic"}, []string{"Altai Republic of Russia", "PERSON:Республики Алтай"}},
		{"a rating and its class before a name; a doer's noun opening a sentence", "Builder 2nd Class Marcus Oyelaran pours concrete. Lifeguard Tiago Martins, 24, watches the beach. U.S. Coast Guard Petty Officer 2nd Class Dana Whitfield carries a child. The al Qaeda affiliate JNIM said so.",
			[]string{"PERSON:Marcus Oyelaran", "PERSON:Tiago Martins", "ORG:U.S. Coast Guard", "PERSON:Dana Whitfield", "ORG:al Qaeda"}, []string{"Builder 2nd Class Marcus Oyelaran", "Lifeguard Tiago Martins", "U.S. Coast", "Qaeda"}},
		{"Portuguese and Galician bodies, and the group nouns before them", "O presidente da Câmara Municipal de Faro visita o Mercado Municipal de Faro. Membros da Real Academia Galega participan na sesión plenaria.",
			[]string{"ORG:Câmara Municipal de Faro", "PLACE:Mercado Municipal de Faro", "ORG:Real Academia Galega"}, []string{"Membros da Real Academia Galega"}},
		{"a Dutch article opening a sentence", "Trekkers blokkeren de op- en afrit van de A7 bij Heerenveen. Het KFPS keurt de hengsten van de vereniging.",
			[]string{"PLACE:Heerenveen", "ORG:KFPS"}, []string{"Het KFPS"}},
		{"two towns joined by another language's 'and', and a town whose name holds it", "Camiões na ponte entre Castro Marim e Ayamonte. Debris in San Juan y Martinez, Pinar del Rio, Cuba.",
			[]string{"PLACE:Castro Marim", "PLACE:Ayamonte", "PLACE:San Juan y Martinez"}, []string{"Castro Marim e Ayamonte", "San Juan"}},
		{"a strait named after the land beside it, and rivers after a list", "Fishermen work on the Mozambique Channel. Viewers watch the Discovery Channel. Floods after the Katun and Ob rivers rose.",
			[]string{"PLACE:Mozambique Channel", "ORG:Discovery Channel", "PLACE:Katun"}, []string{"ORG:Mozambique Channel", "PERSON:Katun"}},
		{"titles in Albanian, Romanian and Moldovan Russian; a reporter credited by his role", "Kryeministri Sali Berisha dhe Presidenti Bujar Nishani ngrenë flamurin. Primarul municipiului Bălți, Renato Usatîi. Photo: Correspondent Ibrahim Joseph",
			[]string{"PERSON:Sali Berisha", "PERSON:Bujar Nishani", "PERSON:Renato Usatîi", "PERSON:Ibrahim Joseph"}, []string{"Kryeministri Sali Berisha", "Primarul", "Correspondent Ibrahim Joseph"}},
		{"a Romanian village and river after their nouns, a king's byname", "Satul Cotul Morii, inundat de apele râului Prut. Turiști pe bulevardul Ștefan cel Mare.",
			[]string{"PLACE:Cotul Morii", "PLACE:Prut", "PERSON:Ștefan cel Mare"}, []string{"Satul Cotul Morii", "PERSON:Prut", "Ștefan"}},
		{"Swahili bodies headed by their nouns; a list of provinces", "Spika wa Bunge la Tanzania akiwa na viongozi wa Chama cha Demokrasia na Maendeleo. Violence in Enga, Hela and Southern Highlands provinces.",
			[]string{"ORG:Bunge la Tanzania", "ORG:Chama cha Demokrasia na Maendeleo", "PLACE:Hela", "PLACE:Southern Highlands"}, []string{"PERSON:Bunge la Tanzania", "Hela and Southern Highlands"}},
		{"an agency's dateline ended by a full stop", "IQUITOS (ANDINA). La presidenta de la República, Dina Boluarte, encabeza el inicio de obras del hospital, el 15 de julio de 2023.",
			[]string{"PLACE:IQUITOS", "ORG:Andina", "PERSON:Dina Boluarte"}, nil},
		{"a region GeoNames names after a known river; an autonomous republic; a Faroese title and particle", "Refugees from Sudan's Blue Nile State arrive in Maban. Soldiers parade in the Nakhchivan Autonomous Republic. Løgmaður Aksel V. Johannesen og Jenis av Rana á fundi í Tórshavn.",
			[]string{"PLACE:Sudan", "PLACE:Blue Nile", "PLACE:Nakhchivan Autonomous Republic", "PERSON:Aksel V. Johannesen", "PERSON:Jenis av Rana"}, []string{"PERSON:Blue", "Nile State", "PERSON:Nakhchivan Autonomous Republic", "Rana", "Løgmaður Aksel V. Johannesen"}},
		{"an area named with its generic, whatever first name opens it", "A medic treats a fighter in Hpapun district, Karen State.",
			[]string{"PLACE:Karen State"}, []string{"PERSON:Karen State"}},
		{"Bosnian places in their cases, after a preposition and between a title and a name", "Stanovnici okolnih sela evakuiraju se prema Tuzli nakon poplava. Premijer Republike Srpske Radovan Višković obišao je radove koji su počeli.",
			[]string{"PLACE:Tuzla", "PLACE:Republika Srpska", "PERSON:Radovan Višković"}, []string{"PERSON:Tuzli", "PERSON:Republike Srpske"}},
		{"Swedish: a definite doer's noun, squares and archipelagos, the preposition i", "Fåruppfödaren Sven-Olof Broström, 78, bland sina gutefår på gården i Sudersand. Turister på Stora torget i Visby. Båtar vid Sandön i Stockholms skärgård.",
			[]string{"PERSON:Sven-Olof Broström", "PLACE:Stora torget", "PLACE:Visby", "PLACE:Stockholms skärgård"}, []string{"Fåruppfödaren Sven-Olof Broström", "Stora", "Stora torget i Visby"}},
		{"Danish: places with the genitive's s and after 'gennem', and compounds naming a school, a church or a harbour", "Studenter fra Ribe Katedralskole kører gennem Ribe, 24/6-2022. Skolen regnes for Danmarks ældste. Esbjergs borgmester Jesper Frost Rasmussen fejrer valget. Her ses Ribe Domkirke og Esbjerg Havn.",
			[]string{"PLACE:Ribe Katedralskole", "PLACE:Ribe", "PLACE:Denmark", "PLACE:Esbjerg", "PERSON:Jesper Frost Rasmussen", "PLACE:Ribe Domkirke", "PLACE:Esbjerg Havn"}, []string{"PERSON:Danmarks", "PERSON:Ribe Katedralskole", "PERSON:Ribe", "Esbjergs"}},
		{"a nun's title; a Serbian town whose 'a' falls out before its ending", "Sister Ann Rose Nu Tawng kneels before police in Myitkyina. Председник Србије Александар Вучић обилази погон у Лесковцу.",
			[]string{"PERSON:Ann Rose Nu Tawng", "PLACE:Лесковац", "PERSON:Александар Вучић"}, []string{"Sister Ann Rose Nu Tawng", "PERSON:Лесковцу"}},
		{"a dateline town in a script without capitals", "कोहिमा, 7 दिसंबर 2021 (जागरण संवाददाता): मोन जिले के ओटिंग गांव में लोग एकत्र हुए।",
			[]string{"PLACE:कोहिमा", "DATE:2021-12-07"}, nil},
		{"an Arabic-script dateline town the gazetteer lacks", "کرگل، 17 جولائی 2024: یوم عاشور کے موقع پر جلوس۔",
			[]string{"PLACE:کرگل", "DATE:2024-07-17"}, nil},
		{"Runyankore, Bemba and Silozi area nouns before 'of'; a mine's shaft and open pit", "Abatuuze omu karere ka Ntungamo nibateera omurongo. Abantu ba mu distrikiti ya Masaiti. Batu mwa silalo sa Zambezi. Miners leave the Baluba shaft in Luanshya; trucks climb out of the Nchanga open pit in Chingola.",
			[]string{"PLACE:Ntungamo", "PLACE:Masaiti", "PLACE:Zambezi", "PLACE:Baluba shaft", "PLACE:Luanshya", "PLACE:Nchanga open pit", "PLACE:Chingola"}, []string{"PERSON:Ntungamo", "PERSON:Masaiti"}},
		{"Finnish: a name in a local case ends a run and is where, not who", "Tanja Poutiainen kertoi lopettavansa kilpauransa Arktikumissa Rovaniemellä maaliskuussa 2014. Turvapaikanhakijoita saapuu Haaparannalta Tornion rajalle ja Suomen puolelle.",
			[]string{"PERSON:Tanja Poutiainen", "PLACE:Rovaniemi", "PLACE:Haaparanta"}, []string{"Arktikumissa Rovaniemellä", "PERSON:Haaparannalta"}},
		{"a Burmese town's hyphen; a railways minister", "People paddle a boat in Hpa-an, Kayin State. Myanmar's Railways Minister Aung Min shakes hands with residents.",
			[]string{"PLACE:Hpa-an", "PERSON:Aung Min"}, []string{"ORG:Railways Minister Aung Min"}},
		{"a Bantu title's seat of two words before the name", "Meeya wa Fort Portal Edson Asaba Ruguma naabaza abantu ha Boma Grounds.",
			[]string{"PLACE:Fort Portal", "PERSON:Edson Asaba Ruguma"}, []string{"Fort Portal Edson Asaba Ruguma"}},
		{"Nepali and Bengali places in their chains of genitives and area nouns, none from a weekday or 'chief'", "कालिकोटको पचालझरना गाउँपालिकामा छाउगोठ भत्काउँदै महिला । प्रमुख जिल्ला अधिकारी बिहीबार आए । শুক্রবার গোমতী জেলার উদয়পুর শহরের রাজারবাগ এলাকায় জলমগ্ন বাড়িঘর।",
			[]string{"PLACE:कालिकोट", "PLACE:पचालझरना", "PLACE:গোমতী"}, []string{"PLACE:प्रमुख", "PLACE:শুক্রবা", "PLACE:শুক্রবার"}},
		{"Amharic places before their area nouns, marked by a preposition, a clause or the noun before; not a relative verb, nor Tigrinya's noun-first city", "የሲዳማ ዞን ወጣቶች በሀዋሳ ከተማ ተሰብስበው። በደቡብ ጎንደር ዞን ደብረ ታቦር ከተማ ተማሪዎች። ቅርሶች በሚገኙባት ላሊበላ ከተማ ናቸው። ፋሲል ከነማ ትናንት ጨዋታ ባሕር ዳር ከተማን አሸነፈ።",
			[]string{"PLACE:ሲዳማ", "PLACE:ሀዋሳ", "PLACE:ደቡብ ጎንደር", "PLACE:ደብረ ታቦር"}, []string{"PLACE:ሚገኙባት ላሊበላ", "PLACE:ዳር", "PLACE:ጨዋታ ባሕር ዳር"}},
		{"Telugu, Malayalam, Gujarati and Odia places before their area nouns; no name from a determiner, a word in a case, villagers or a project's first word", "కర్నూలు జిల్లా కల్లూరు మండలం చిన్నటేకూరు సమీపంలో బస్సు. బుడమేరు పొంగడంతో నగరంలోని కాలనీలు. గుంటూరు జిల్లాలోని పులిచింతల ప్రాజెక్టు వద్ద. ఈ జిల్లాలో వర్షం. ആലപ്പുഴ ജില്ലയിലെ തകഴിയിൽ എത്തി. બોટાદ જિલ્લાના બરવાળા તાલુકાના રોજીદ ગામમાં લોકો. ପୁରୀ ଜିଲ୍ଲାର ସାତପଡ଼ା ଠାରେ। ಸೇತುವೆಯನ್ನು ಗ್ರಾಮಸ್ಥರು ನೋಡಿದರು.",
			[]string{"PLACE:కర్నూలు", "PLACE:కల్లూరు", "PLACE:గుంటూరు", "PLACE:ആലപ്പുഴ", "PLACE:തകഴി", "PLACE:બોટાદ", "PLACE:બરવાળા", "PLACE:રોજીદ", "PLACE:ପୁରୀ", "PLACE:ସାତପଡ଼ା"},
			[]string{"PLACE:పొంగడంతో", "PLACE:పులిచింతల", "PLACE:ఈ", "PLACE:ಸೇತುವೆಯನ್ನು"}},
		{"Tigrinya names the city before the town", "ነበርቲ ከተማ ሓውዜን ኣብ ከተማ ዓዲግራት ተኣኪቦም።",
			nil, []string{"PLACE:ነበርቲ", "PLACE:ኣብ"}},
		{"Burmese: places by their nouns, people after an honorific or an office; no name from 'head' or 'that town'", "ကယားပြည်နယ် လွိုင်ကော်မြို့ရှိ ဈေးတွင် ဒေါ်ခင်မာဝင်းနှင့် ဝန်ကြီးချုပ် ဦးလှထွန်းတို့ ဦးခေါင်းဆေးပွဲ ကျင်းပစဉ်။ ထိုမြို့တွင် ဥက္ကဋ္ဌ ဗိုလ်ချုပ်ကြီး စောမြင့်ဦး ရောက်ရှိ။",
			[]string{"PLACE:ကယားပြည်နယ်", "PLACE:လွိုင်ကော်", "PERSON:ခင်မာဝင်း", "PERSON:လှထွန်း", "PERSON:စောမြင့်ဦး"}, []string{"ခေါင်းဆေးပွဲ", "ဦးခေါင်းဆေးပွဲ", "ထို", "ကြီး", "မှူးကြီး", "ဗိုလ်ချုပ်ကြီး"}},
		{"a wire's dateline: the town, then the agency (but a country in the bracket is the town's)", "ARUA (URN) - Supporters gather outside Arua Central Police Station on 19 November 2020.",
			[]string{"PLACE:ARUA", "ORG:URN"}, []string{"ORG:ARUA"}},
		{"a wire's dateline with the town's country in brackets", "MAGARIA (Niger) – Des commerçants attendent la réouverture de la frontière, le 3 août 2023.",
			[]string{"PLACE:MAGARIA", "PLACE:Niger"}, []string{"ORG:Niger"}},
		{"the Bantu 'in' before a town", "Bantu bali mu Solwezi pa 11/08/2016.", []string{"PLACE:Solwezi"}, []string{"PERSON:Solwezi"}},
		{"a Finnish town in the genitive holds the place after it, each named in the nominative", "Tasavallan presidentti Sauli Niinistö ja rouva Jenni Haukio tervehtivät yleisöä Jyväskylän Kompassilla presidenttiparin maakuntamatkalla. Traktori valmistuu Äänekosken Suolahdessa 14.3.2019.",
			[]string{"PLACE:Jyväskylä", "PLACE:Kompassi", "PLACE:Äänekoski", "PLACE:Suolahti"}, []string{"Jyväskylän Kompassilla", "Äänekosken Suolahdessa", "Kompassilla"}},
		{"an Arabic weekday before the date is no dateline town", "السبت، 12 مارس 2022: أطفال يلعبون في الحديقة.",
			[]string{"DATE:2022-03-12"}, []string{"PLACE:السبت"}},
		{"a dateline town GeoNames lacks; Portuguese area nouns before 'de'", "Ստեփանակերտ, 25 դեկտեմբերի 2022թ.։ Հազարավոր մարդիկ հավաքվել են։ Agentes dispersam mototaxistas no bairro da Kissala, cidade do Huambo.",
			[]string{"PLACE:Ստեփանակերտ", "PLACE:Kissala", "PLACE:Huambo"}, []string{"PERSON:Kissala"}},
		{"Luganda: a title's seat after 'wa', places after 'y'e' and 'e', weekdays and months", "Sipiika wa Palamenti Rebecca Kadaga ng'akuba akalulu mu disitulikiti y'e Kamuli ku Lwokuna nga 14 Gwolubereberye 2021. Katuukiro wa Busoga, Dr. Joseph Muvawala, ng'ayogera mu lubiri lwa Kyabazinga e Igenge ku Bbalaza.",
			[]string{"PERSON:Rebecca Kadaga", "PLACE:Kamuli", "DATE:2021-01-14", "PLACE:Busoga", "PERSON:Joseph Muvawala", "PLACE:Igenge"}, []string{"Lwokuna", "Bbalaza", "PERSON:Busoga", "Kyabazinga e Igenge"}},
		{"Kirundi: area nouns before 'of', a month", "Abanyagihugu bo muri komine ya Kiremba, mu ntara ya Ngozi, batonze umurongo kw'igenekerezo rya 20 Rusama 2020.",
			[]string{"PLACE:Kiremba", "PLACE:Ngozi", "DATE:2020-05-20"}, []string{"PERSON:Kiremba"}},
		{"Swedish: TT's eight-digit dateline, a party in the genitive, the Sami parliament, a church, Sweden's own name", "LULEÅ 20130612 Den nya serverhallen invigdes på onsdagen. Sjukvårdspartiets Kenneth Backgård jublar på valvakan. Sametinget samlas vid Kiruna kyrka, en av Sveriges vackraste byggnader.",
			[]string{"DATE:2013-06-12", "ORG:Sjukvårdspartiets", "PERSON:Kenneth Backgård", "ORG:Sametinget", "PLACE:Kiruna kyrka", "PLACE:Sweden"}, []string{"ORG:LULEÅ", "Sjukvårdspartiets Kenneth Backgård", "PERSON:Sverige"}},
		{"Uzbek: district and region words after the name", "Sherobod tumanidagi «Oltin vodiy» fermer xo'jaligi a'zolari limon yig'moqda. Surxondaryo viloyati yetakchi hisoblanadi. 2020-yil 11-noyabr.",
			[]string{"PLACE:Sherobod", "PLACE:Surxondaryo", "DATE:2020-11-11"}, nil},
		{"a firm after its country's possessive is the firm's; a French sentence opened by an elided article", "Protesters march against Taiwan's Formosa Plastics Group; the plant was sold to China's Jingye Group. L'épidémie d'Ebola, la 16e en RDC, a été déclarée.",
			[]string{"PLACE:Taiwan", "ORG:Formosa Plastics Group", "PLACE:China", "ORG:Jingye Group"}, []string{"Taiwan's Formosa Plastics Group", "China's Jingye Group", "L'épidémie d'Ebola", "ORG:RDC"}},
		{"Krio: 'na' between places, weekdays, months and 'Distrikt'", "Plea dɛn fɔ Diamond Stars de sɛlibret na di Koidu Sports Stadium na Koidu, Kono Distrikt, Sɔnde 9 Ɔktoba 2022.",
			[]string{"PLACE:Koidu Sports Stadium", "PLACE:Koidu", "DATE:2022-10-09"}, []string{"Sɔnde", "Koidu Sports Stadium na Koidu", "PERSON:Kono Distrikt"}},
		{"Chichewa: area nouns before 'of', weekdays, months after 'wa'", "Ana a m'dera la Katoto mu mzinda wa Mzuzu akulandira katemera Lachitatu. Ogwira ntchito m'boma la Karonga pa 14 Okutobala 2024, mu mwezi wa Epulo 2022.",
			[]string{"PLACE:Katoto", "PLACE:Mzuzu", "PLACE:Karonga", "DATE:2024-10-14", "DATE:2022-04"}, []string{"Lachitatu"}},
		{"Setswana: area nouns before 'of', weekdays", "Balemi ba kgoromeletsa dikgomo kwa motseng wa Tshesebe, mo kgaolong ya Bokone Botlhaba, ka Mosupologo.",
			[]string{"PLACE:Tshesebe", "PLACE:Bokone Botlhaba"}, []string{"Mosupologo", "PERSON:Bokone Botlhaba"}},
		{"a Nepali dateline with a month and a day but no year", "जनकपुरधाम, माघ ३ गते (रासस) – प्रदेशको नाम राखियो।",
			[]string{"PLACE:जनकपुरधाम"}, nil},
		{"a French site's noun in lower case before a name and its town", "Les joueurs du SM Sanga Balende célèbrent un but face au TP Mazembe au stade Kashala Bonzola de Mbuji-Mayi, le 12 mars 2023, lors du championnat national.",
			[]string{"PLACE:Kashala Bonzola", "PLACE:Mbuji-Mayi"}, []string{"PERSON:Kashala Bonzola", "Kashala Bonzola de Mbuji-Mayi"}},
		{"West African forms of address", "Madam Akanpoka Atinga weaves a basket as Bolga Naba, Naba Martin Adongo Abilba III, looks on.",
			[]string{"PERSON:Akanpoka Atinga", "PERSON:Martin Adongo Abilba III"}, []string{"Madam Akanpoka Atinga", "Naba Martin Adongo Abilba III"}},
		{"a caseless dateline with a colon, or with its area in brackets", "द्रास (कारगिल): कारगिल विजय दिवस की 25वीं वर्षगांठ पर श्रद्धांजलि।",
			[]string{"PLACE:द्रास", "PLACE:कारगिल"}, nil},
		{"a team's nickname opening a sports sentence without its people", "Riders compete during the second stage of the 101st Giro d'Italia cycling race, a 229 km stage, after the team's final training.",
			nil, []string{"Riders"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := x.Extract(schema.Caption{Text: tt.text})
			keys := entityKeys(rec)
			for _, w := range tt.want {
				if !slices.Contains(keys, w) {
					t.Errorf("missing %s in %q", w, keys)
				}
			}
			for _, a := range tt.absent {
				for _, k := range keys {
					if k == a || strings.SplitN(k, ":", 2)[1] == a {
						t.Errorf("unexpected %s in %q", k, keys)
					}
				}
			}
		})
	}
}

// TestExtractTeamNicknamedAgain: a club named in full and again by its
// nickname is one entity.
func TestExtractTeamNicknamedAgain(t *testing.T) {
	x := sharedExtractor(t)
	rec := x.Extract(schema.Caption{Text: "Richmond captain Trent Cotchin holds up the cup after the Tigers defeated the Adelaide Crows in the AFL Grand Final match. Christian Petracca of the Demons celebrates after the match between the Melbourne Demons and the Western Bulldogs."})
	for _, c := range []struct{ name, nickname string }{{"Richmond", "Tigers"}, {"Melbourne Demons", "Demons"}} {
		var found []schema.Entity
		for _, e := range rec.Entities {
			if e.Type == schema.Org && (e.Name == c.name || e.Name == c.nickname || slices.Contains(e.Aliases, c.nickname)) {
				found = append(found, e)
			}
		}
		if len(found) != 1 || !slices.Contains(append([]string{found[0].Name}, found[0].Aliases...), c.nickname) {
			t.Errorf("%s: entities %+v, want one organisation that also answers to %q", c.name, found, c.nickname)
		}
	}
}

func TestExtractAliases(t *testing.T) {
	x := sharedExtractor(t)
	rec := x.Extract(schema.Caption{Text: "A Syrian Democratic Forces (SDF) fighter in northern Deir al-Zor province, Syria February 21, 2017. (Photo by Rodi Said/Reuters)"})
	sdf, ok := rec.Entity(schema.Org, "Syrian Democratic Forces")
	if !ok || !slices.Contains(sdf.Aliases, "SDF") {
		t.Errorf("SDF entity = %+v, want alias SDF", sdf)
	}
	dz, ok := rec.Entity(schema.Place, "Deir al-Zor")
	if !ok || !slices.Contains(dz.Aliases, "Deir al-Zor province") {
		t.Errorf("Deir al-Zor entity = %+v, want alias of the long form", dz)
	}
	d, ok := rec.Entity(schema.Date, "2017-02-21")
	if !ok || !slices.Contains(d.Aliases, "February 21, 2017") {
		t.Errorf("date entity = %+v, want the written form as alias", d)
	}
	if rec.Date != "2017-02-21" {
		t.Errorf("Date = %q", rec.Date)
	}
	syria, _ := rec.Entity(schema.Place, "Syria")
	if syria.CountryCode != "SY" {
		t.Errorf("Syria country code = %q, want SY", syria.CountryCode)
	}
}

// TestExtractAcronymOfAgencyAndParty: "PTI" in a credit is the Press
// Trust of India, in the text Pakistan Tehreek-e-Insaf; each is its own node.
func TestExtractAcronymOfAgencyAndParty(t *testing.T) {
	x := sharedExtractor(t)
	for _, tc := range []struct{ text, canonical string }{
		{"Students protest in Lucknow on March 12, 2023. (PTI Photo)", "Press Trust of India"},
		{"PTI supporters rally for Imran Khan in Lahore on May 9, 2023. REUTERS/Mohsin Raza", "Pakistan Tehreek-e-Insaf"},
	} {
		rec := x.Extract(schema.Caption{Text: tc.text})
		pti, ok := rec.Entity(schema.Org, "PTI")
		if !ok || !slices.Contains(pti.Aliases, tc.canonical) {
			t.Errorf("%q: PTI = %+v, want alias %q", tc.text, pti, tc.canonical)
		}
	}
}

// TestExtractBodyNamedAgainByItsHead: a body named again by the last word
// of its name alone is the same body.
func TestExtractBodyNamedAgainByItsHead(t *testing.T) {
	x := sharedExtractor(t)
	rec := x.Extract(schema.Caption{Text: "Mexican Navy sailors rake sargassum on a beach in Cancun, Mexico, June 6, 2019. The Navy said it had collected 500 tonnes. REUTERS/Name Surname"})
	navy, ok := rec.Entity(schema.Org, "Mexican Navy")
	if !ok || !slices.Contains(navy.Aliases, "Navy") {
		t.Errorf("Mexican Navy entity = %+v, want alias Navy", navy)
	}
	if e, ok := rec.Entity(schema.Org, "Navy"); ok {
		t.Errorf("the bare Navy is an entity of its own: %+v", e)
	}
}

// TestExtractPersonNamedAgain: a person named again by part of the name
// is one entity; a relative who shares the name is another.
// A body the caption defines keeps its acronym to itself: an agency the
// gazetteer knows by the same letters elsewhere is another body.
func TestExtractDefinedAcronymIsNotAnAgency(t *testing.T) {
	x := sharedExtractor(t)
	for _, tt := range []struct{ text, name, acronym string }{
		{"Fighters of the Government of National Accord (GNA) fire in Ain Zara, Libya, April 20, 2019. REUTERS/Faraj Benali", "Government of National Accord", "GNA"},
		{"Homes stand empty in the Defence Housing Authority (DHA) in Karachi, Pakistan, on May 2, 2020. REUTERS/Akhtar Soomro", "Defence Housing Authority", "DHA"},
	} {
		t.Run(tt.acronym, func(t *testing.T) {
			rec := x.Extract(schema.Caption{Text: tt.text})
			e, ok := rec.Entity(schema.Org, tt.name)
			if !ok {
				t.Fatalf("no ORG %q in %+v", tt.name, rec.Entities)
			}
			if len(e.Aliases) != 1 || e.Aliases[0] != tt.acronym {
				t.Errorf("%s aliases = %q, want only %q", tt.name, e.Aliases, tt.acronym)
			}
		})
	}
}

func TestExtractPersonNamedAgain(t *testing.T) {
	x := sharedExtractor(t)
	tests := []struct {
		text, full string
		alias      string // "" when the second name is a person of its own
		other      string
	}{
		{"Former dictator Efrain Rios Montt attends his trial in Guatemala City. Rios Montt denied the charges.", "Efrain Rios Montt", "Rios Montt", ""},
		{"Prime Minister Abiy Ahmed speaks in Addis Ababa, where supporters of Abiy rallied on Sunday.", "Abiy Ahmed", "Abiy", ""},
		{"Chad's president Mahamat Idriss Deby Itno votes in N'Djamena. He took power after his father Idriss Deby was killed.", "Mahamat Idriss Deby Itno", "", "Idriss Deby"},
		{"Ferdinand Marcos Jr., son of the late Ferdinand Marcos, greets supporters in Manila.", "Ferdinand Marcos Jr.", "", "Ferdinand Marcos"},
		{"Nixon greets Chairman Mao Zedong at Mao's residence in Beijing.", "Mao Zedong", "Mao", ""},
		{"Toronto Mayor Rob Ford speaks outside City Hall in Toronto. Ford said he would not resign.", "Rob Ford", "Ford", ""},
	}
	for _, tt := range tests {
		t.Run(tt.full, func(t *testing.T) {
			rec := x.Extract(schema.Caption{Text: tt.text})
			e, ok := rec.Entity(schema.Person, tt.full)
			if !ok {
				t.Fatalf("no PERSON %q in %q", tt.full, entityKeys(rec))
			}
			if tt.alias != "" && !slices.Contains(e.Aliases, tt.alias) {
				t.Errorf("%q aliases = %q, want %q", tt.full, e.Aliases, tt.alias)
			}
			if tt.other != "" && !hasEntity(rec, schema.Person, tt.other) {
				t.Errorf("no PERSON %q of its own in %q", tt.other, entityKeys(rec))
			}
		})
	}
}

// TestExtractSecondNames: a name the caption gives as another name of the
// same thing is an alias, not an entity of its own.
func TestExtractSecondNames(t *testing.T) {
	x := sharedExtractor(t)
	tests := []struct {
		text        string
		typ         schema.EntityType
		name, alias string
	}{
		{"Steam rises from Whakaari / White Island after the eruption.", schema.Place, "Whakaari", "White Island"},
		{"Rescuers fly to Whakaari/White Island off Whakatane.", schema.Place, "Whakaari", "White Island"},
		{"Pilgrims bathe in Prayagraj, previously known as Allahabad, at dawn.", schema.Place, "Prayagraj", "Allahabad"},
		{"Cassius Clay, later known as Muhammad Ali, fights in Rome.", schema.Person, "Cassius Clay", "Muhammad Ali"},
		{"Rapper Tory Lanez, whose legal name is Daystar Peterson, sits in court in Los Angeles.", schema.Person, "Tory Lanez", "Daystar Peterson"},
		{"Colo-Colo midfielder Arturo Vidal, 37, known to fans as \"El Rey\", celebrates in Santiago.", schema.Person, "Arturo Vidal", "El Rey"},
		{"Survivors warm themselves in Leninakan, now Gyumri, Armenia's second city.", schema.Place, "Leninakan", "Gyumri"},
		{"A statement from the Kachin Independence Organisation, KIO, was read out.", schema.Org, "Kachin Independence Organisation", "KIO"},
		{"Pope Francis, formerly Cardinal Jorge Mario Bergoglio of Argentina, waves.", schema.Person, "Francis", "Jorge Mario Bergoglio"},
		{"German Cardinal Joseph Ratzinger, newly elected as Pope Benedict XVI, waves.", schema.Person, "Joseph Ratzinger", "Benedict XVI"},
		{"Bodies lie in the Shatila refugee camp in Beirut after a massacre in the Sabra and Shatila camps.", schema.Place, "Shatila refugee camp", "Shatila"},
		{"Sheikh Ahmed Yassin, founder of the Islamic Resistance Movement, Hamas, speaks in Gaza City.", schema.Org, "Islamic Resistance Movement", "Hamas"},
		{"Mourners at the funeral Mass of Pope Emeritus Benedict XVI. Benedict, the German theologian born Joseph Ratzinger, died aged 95.", schema.Person, "Benedict XVI", "Joseph Ratzinger"},
		{"A tank in a photo released by the Azerbaijani Defence Ministry. Ministry of Defence of Azerbaijan/Handout via REUTERS", schema.Org, "Ministry of Defence of Azerbaijan", "Azerbaijani Defence Ministry"},
		{"Police detain a man in a photo released by Georgia's Interior Ministry. Ministry of Internal Affairs of Georgia/Handout via REUTERS", schema.Org, "Ministry of Internal Affairs of Georgia", "Interior Ministry"},
	}
	for _, tt := range tests {
		t.Run(tt.alias, func(t *testing.T) {
			rec := x.Extract(schema.Caption{Text: tt.text})
			e, ok := rec.Entity(tt.typ, tt.name)
			if !ok || !slices.Contains(e.Aliases, tt.alias) {
				t.Errorf("%s %q = %+v, want alias %q (entities %q)", tt.typ, tt.name, e, tt.alias, entityKeys(rec))
			}
		})
	}
}

func TestExtractPhotoDate(t *testing.T) {
	x := sharedExtractor(t)
	tests := []struct{ text, want string }{
		{"Boys walk in Douma, Syria December 30, 2016. The siege began in 2013. (Photo by Bassam Khabieh/Reuters)", "2016-12-30"},
		{"A man stands in Aleppo in August 2016. (Photo by A B/Reuters)", "2016-08"},
		{"A grower inspects vines planted by his great-grandfather in 1898 at Light Pass, South Australia, in 2008. AAP Image/Sarah Nguyen", "2008"},
		{"Vatandaş hayatını kaybetti. (İHA) 31 Ekim 2020", "2020-10-31"},
		{"Yangın kontrol altına alındı. (Fotoğraf: AA) 29.07.2021", "2021-07-29"},
		{"En helikopter vattenbombar skogsbranden i Dalarna i juli 2018. Foto: Mats Andersson/TT", "2018-07"},
		{"Ein Bagger räumt Geröll in Bondo im Juli 2023. Foto: Gian Ehrenzeller/Keystone", "2023-07"},
		{"Монумент «Байтерек» в Астане, сентябрь 2022 года. Фото: Иван Петров/ТАСС", "2022-09"},
		{"Русе, 3 септември 2023 г. Граждани на площада. Снимка: БТА", "2023-09-03"},
		{"Nước lũ dâng cao ở thị xã Hương Trà, tháng 10 năm 2020. Ảnh: Tuổi Trẻ", "2020-10"},
		{"Պաշինյանը Սպիտակում 1988թ. դեկտեմբերի 7-ի երկրաշարժի զոհերի հիշատակին, 2018թ. դեկտեմբերի 7։ Լուսանկարը՝ «Արմենպրես»", "2018-12-07"}, // the earthquake's date, in the genitive, is no photo's
		{"(대구=연합뉴스) 김민수 기자 = 18일 오전 대구 중구 중앙로역에서 유가족들이 모였다. 2003년 2월 18일 중앙로역에서 불이 났다. 2024.2.18 mskim@yna.co.kr", "2024-02-18"},
		{"KOTA KINABALU, 16 Okt 2025 -- Pengundi beratur di pusat mengundi. --fotoBERNAMA (2025) HAK CIPTA TERPELIHARA", "2025-10-16"},
		{"Szeged, 2019. október 13. Szavazók a városházán. MTI Fotó: Rosta Tibor", "2019-10-13"},
		{"Mohács, 2023. febr. 19. Busók a főtéren. MTI Fotó: Sóki Tamás", "2023-02-19"},
		{"Stonava (Karvinsko), 20. prosince 2019 - Premiér na pietním aktu k uctění památky horníků, kteří zahynuli v Dole ČSM 20. prosince 2018. ČTK/Prycek Vladimír", "2019-12-20"},
		{"Pašvaldības darbinieki novāc ziedus Uzvaras parkā. Rīgā, 2022. gada 10. maijā. Foto: Edijs Pālens/LETA", "2022-05-10"},
		{"Reisijad Narva piiripunktis 15. juulil 2022. Alates 18. augustist ei lubata. Autor/allikas: Rene Kundla/ERR", "2022-07-15"},
		{"Vilnius, 2021 m. lapkričio 9 d. Seimo posėdis, kuriame balsavo 122 nariai. Dainiaus Labučio (ELTA) nuotr.", "2021-11-09"},
		{"Kaune, 2024 m. birželio 29-ąją, Dainų slėnyje dainavo choristai ir šokėjai. ELTA nuotr.", "2024-06-29"},
		{"Luchd-turais air a' chidhe ann an Ulapul air 3 an t-Sultain 2021. Dealbh: Iain Dòmhnallach", "2021-09-03"},
		{"Protestwyr y tu allan i'r Senedd yng Nghaerdydd, 14 Mehefin 2022. Llun: Siôn Jones", "2022-06-14"},
		{"Picture shows; Residents clear a flooded street in Brechin. Supplied by Jane Smith/DC Thomson Date; 21/10/2023", "2023-10-21"},
		{"Ruse, 14 noemvri 2022 g. Grazhdani na ploshtada. Snimka: BTA", "2022-11-14"},
		{"Ľudia na Námestí SNP v Bratislave v pondelok 26. februára 2018. FOTO TASR - Martin Baumann", "2018-02-26"},
		{"Ihmiset toivat kukkia Turun kauppatorille lauantaina 19. elokuuta 2017.", "2017-08-19"},
		{"Poroja erotusaidalla Sodankylässä marraskuussa 2023.", "2023-11"},
		{"Nagsindi ng kandila ang mga tagasuporta sa Davao City, Dominggo, Enero 19, 2025.", "2025-01-19"},
		{"The Mars 2020 rover stands in a clean room at Pasadena. (Photo by A B/Reuters)", ""},
		{"MOSUL, IRAQ - MARCH 0: A man walks in Mosul during the 2017 offensive.", ""},
		{"A man walks in Mosul on Feb 0 2000.", ""},
		{"Addis Ababa, April 2/2023 (ENA) Residents gather at Addis Ababa Stadium to mark the anniversary of the dam's foundation stone, laid on April 2, 2011. Photo: ENA", "2023-04-02"},
		{"Snow piles up around the memorial to the victims of the avalanche of February 23, 1999, in Galtür, Tyrol, on Monday, January 14, 2019. APA/EXPA/JOHANN GRODER", "2019-01-14"},
		{"Workers cut up trunks in the Val di Fiemme, Trentino, in 2019. The October 2018 storm flattened 42 million trees. Photo: Andrea Solero/AFP", "2019"},
		{"A woman walks past burnt trees near Monchique in September 2018, weeks after a wildfire that broke out on August 3, 2018. REUTERS/Miguel Vidal", "2018-09"},
		{"The jet that crashed on Aug. 12, 1985, is pictured at Haneda airport in 1984. (Kyodo)", "1984"},
		{"Ljubno ob Savinji, 07. 08. 2023 - Residents shovel mud out of houses. Photo: Daniel Novaković/STA", "2023-08-07"},
		{"NAIROBI, Aug. 19 (Xinhua) -- Refugees queue for food rations at Kakuma refugee camp, northwest Kenya, Aug. 18, 2023. The WFP said Friday it cut rations. (Xinhua/Li Yahui)", "2023-08-18"},
		{"MBABANE, March 21, 2024 (Xinhua) -- A woman carries water in Lobamba, Eswatini, March 20, 2024. (Photo by Mpendulo Fakudze/Xinhua)", "2024-03-20"},
		{"மீனவர்களின் குடும்பத்தினரை வியாழக்கிழமை (டிச. 14, 2017) சந்தித்து ஆறுதல் கூறுகிறார். படம்: ஆ. செல்வன்", "2017-12-14"},
		{"1999 ஜூலை 23-இல் உயிரிழந்த 17 பேரின் நினைவு தினம். நாள்: 23.07.2024. படம்: இரா. சுடலைமாடன்", "2024-07-23"},
		{"فلسطينيون يؤدون صلاة الجمعة أمام باب الأسباط، 21 يوليو/تموز 2017. (عمر الرجبي - الأناضول)", "2017-07-21"},
		{"Jiraattonni magaalaa Mooyyaalee awwaalu, Bitootessa 2, 2010 A.L.H. Suuraa: OBN", "2018-03-11"},
		{"ተመራቂ ተማሪዎች ሐምሌ ፳፫ ቀን ፳፻፲፬ ዓ.ም ደስታቸውን ሲገልጹ። ፎቶ፦ አርባ ምንጭ ዩኒቨርሲቲ", "2022-07-30"},
		{"ראש העירייה החדש חוגג עם תומכיו, פברואר 2024. צילום: יח\"צ", "2024-02"},
		{"נשיא רוסיה נואם בפורום השואה ביד ושם בירושלים, כ\"ו בטבת תש\"פ. צילום: עמית אלקיים, לע\"מ", "2020-01-23"},
		{"ገበያ ግመሎችና ከብቶች ለሽያጭ ቀርበዋል። ፎቶ፦ ሰለሞን ይርጋ/አሚኮ፤ ጥቅምት 17 ቀን 2012 ዓ.ም", "2019-10-28"},
		{"பல பகுதிகள் வெள்ளத்தில் மூழ்கின. (டிசெம்பர் 22, 2018 | படம்: கே. பிரபாகரன் | தமிழ்மிரர்)", "2018-12-22"},
		{"A funicular climbs the hills of Valparaiso, in the city's historic quarter, which was declared a UNESCO World Heritage Site in July 2003. (Photo by Ricardo Mora/SOPA Images/LightRocket via Getty Images)", ""},
		{"மனித எலும்புக்கூடுகள் மீட்கப்பட்டுள்ளன. 2018 செப்டெம்பர். (படங்கள்: ஜெ. கொன்சால், மன்னார் நிருபர்)", "2018-09"},
		{"BARGUNA, Nov 15, 2017 (BSS) - Residents pray at a mass grave marking the anniversary of Cyclone Sidr, which struck the coast on November 15, 2007. BSS Photo", "2017-11-15"},
		{"A tug passes Fort McHenry into the Port of Baltimore, Md., on 6/11/2024. Photo by Dmitri Kessler/UPI", "2024-06-11"},
		{"Albert Ondo Ossa, a candidate in Gabon's August 26, 2023 presidential election, speaks in Libreville on Tuesday. (AP Photo/A B)", ""},
		{"People cross the bridge in Narva, Estonia, in August 2024. Since February 2024 the crossing has been open. (Photo by A B/TASS via Getty Images)", "2024-08"},
		{"A brown bear roams a street in Sapporo's Higashi Ward on 2021/6/18. (Hokkaido Shimbun/Kyodo)", "2021-06-18"},
		{"Bundespräsident Joachim Gauck verfolgt am 11. Januar 2017 das Konzert in Hamburg. Foto: Christian Charisius/dpa", "2017-01-11"},
		{"Бишкек, 7 апреля 2015 года. Родственники погибших собрались у мемориала. Фото: Вячеслав Оседлов/AFP", "2015-04-07"},
		{"Hatay'ın Defne ilçesinde 20 Şubat 2023 Pazartesi akşamı vatandaşlar geceyi sokakta geçirdi. (Fotoğraf: DHA)", "2023-02-20"},
		{"現場近くで手を合わせる人たち＝2024年7月18日、京都市伏見区（共同）", "2024-07-18"},
		{"知事は2024年9月19日に失職していた＝2024年11月17日夜、神戸市内（神戸新聞社）", "2024-11-17"}, // (the date after "＝" is the picture's)
		{"9月8日，深圳遭遇1952年以来最强暴雨。南方日报记者 李明 摄", ""},
		{"판문점에서 악수하는 두 정상, 2018년 4월 27일. (연합뉴스)", "2018-04-27"},
		{"Kiel-Schilksee. Segler machen ihre Boote startklar: Am Sonnabend, 5. September 2020, hat die Kieler Woche begonnen. Foto: Frank Peter/Kieler Nachrichten", "2020-09-05"},
		{"Police take position in the Vila Cruzeiro favela, Rio de Janeiro, 25.nov.2010. (Photo: A B/Folhapress)", "2010-11-25"},
		{"YUMA, AZ - 05/12/2023: Asylum seekers line up along the border wall. (Photo by A B/SOPA Images/LightRocket via Getty Images)", "2023-05-12"},
		{"LAHORE 10-05-2023: Rangers stand guard on Mall Road. (APP Photo by Ashraf Ali)", "2023-05-10"},
		{"Munich's mayor taps the first keg to open the 2019 Oktoberfest in Munich on September 21, 2019. Wreaths lie at the memorial to the 1980 Oktoberfest bombing. (Photo by A B/Getty Images)", "2019-09-21"},
		{"Oslo 20210722. Survivors lay roses at the memorial to the July 22, 2011 attacks. Photo: A B / NTB", "2021-07-22"},
		{"Journalists hold portraits of Issam Abdallah, who was killed near Alma al-Shaab on October 13, 2023, during a vigil in Beirut on October 13, 2024. (Photo by Houssam Shbaro/Anadolu via Getty Images)", "2024-10-13"},
		{"Alex Salmond acknowledges applause after MSPs elected him at Holyrood in Edinburgh May 16, 2007, ending Labour's control since devolution in 1999. REUTERS/David Moir", "2007-05-16"},
		{"A man stands in Aleppo. The photo was taken on May 3, 2015. REUTERS/Omar Sanadiki", "2015-05-03"},
		{"A man stands in Aleppo on August 6. REUTERS/Omar Sanadiki", ""},
		{"CFS volunteers rest at Gumeracha, South Australia, 04/01/2015. Picture: Stavros Lianos / The Advertiser", "2015-01-04"},
		{"Sergio Marchionne talks to reporters in Detroit on 1/12/2015. (David Guralnick / The Detroit News)", "2015-01-12"},
		{"Brasília (DF), 09/09/2025 - Justice Alexandre de Moraes reads his vote. Foto: Antonio Augusto/STF", "2025-09-09"},
		{"Singtam (Sikkim) [India], October 5 (ANI): Rescuers search the debris a day after the flood struck on October 4, 2023. (ANI Photo)", "2023-10-05"},
		{"Amritsar (Punjab) [India], Nov 27 (ANI): Devotees take a holy dip at the Golden Temple on Monday. (ANI Photo)", ""},
		{"Workers at the General Motors Co. plant in Silao, Mexico, in a file photo taken in 2019. (Photo by Daniel Becerril/Reuters)", "2019"},
		{"Flats in Mariupol, under Russian control since May 2022, in March 2023. (Photo by Stringer/Anadolu Agency via Getty Images)", "2023-03"},
		{"The courthouse in Mayfield, Ky., in this 2019 photo provided by the county. It was destroyed on Dec. 10, 2021. (County via AP)", "2019"},
		{"A survivor of the August 2024 massacre in Barsalogho is treated in Kaya. (Photo: Stringer/AFP)", ""},
		{"A girl at the Khanke camp in Dohuk province, Iraq, in this undated photo from 2015. (Photo by Emrah Yorulmaz/Anadolu Agency/Getty Images)", "2015"},
		{"A poster of men killed at Baghdad airport on January 3, 2020, during a commemoration in Basra, Iraq January 3, 2021. REUTERS/Essam al-Sudani", "2021-01-03"},
		{"This 2017 aerial photo provided by the U.S. Coast Guard shows Port Arthur, Texas, after Hurricane Harvey. (U.S. Coast Guard via AP)", "2017"},
		{"Suspected fighters are held at a detention camp in Kenya's Rift Valley, circa 1954. (Photo by Popperfoto via Getty Images)", "1954"},
		{"FILE - Pele is carried by fans at the Azteca Stadium in Mexico City, in 1970. Pele died on December 29, 2022. (AP Photo/File)", "1970"},
		{"File photo: Migrants wait near Yuma, Arizona, in 2019. (Photo by John Moore/Getty Images)", "2019"},
		{"A carcass near Parndana, South Australia, January 9, 2020. Picture taken January 7, 2020. REUTERS/Tracey Nearmy", "2020-01-07"},
		{"The crew poses in a November 1985 portrait. All seven died on January 28, 1986. HANDOUT/NASA via REUTERS", "1985-11"},
		{`Anwar Ibrahim says he has a "strong, formidable" majority, at a hotel in Kuala Lumpur in September 2020. Photo: Arif Kartono/AFP`, "2020-09"},
		{"The Pillars of Creation, in an image taken by the Hubble Space Telescope in 2014 and released by NASA in January 2015. NASA/Handout via Reuters", "2014"},
		{"KHARKIV, UKRAINE - 2024/05/19: A man stands next to a burned car. (Photo by Ann Smith/SOPA Images/LightRocket via Getty Images)", "2024-05-19"},
		{"James Meredith walks to class in Oxford, Miss., in October 1962, days after rioting. Photo: Marion S. Trikosko/Library of Congress", "1962-10"},
		{"Lanterns float on a river in Tainan to mark the festival. CNA photo Feb. 24, 2024", "2024-02-24"},
		{"The Eiffel Tower is lit in the colours of the Belgian flag. Paris, France, March 2016. © Isa Harsin/SIPA", "2016-03"},
		{"A team works at a grave in this handout picture released in September 1996. Men taken from the hospital in November 1991 are buried there. HANDOUT/ICTY", "1996-09"},
		{"Relatives of victims of the July 7, 2005 bombings arrive at the Royal Courts of Justice in London, Monday, Oct. 11, 2010. (AP Photo/Sang Tan)", "2010-10-11"},
		{"CAIRO, EGYPT - CIRCA 1960: Engineers pore over plans for the dam. (Photo by Keystone-France/Gamma-Keystone via Getty Images)", "1960"},
		{"Relatives of victims of the Aug. 4, 2020, port explosion protest in Beirut, Lebanon, Tuesday, July 13, 2021. (AP Photo/Hassan Ammar)", "2021-07-13"},
		{"A file picture made available on 27 July 2013 shows prisoners arriving at Freedom Village, South Korea, on 5 August 1953. EPA/YONHAP", "1953-08-05"},
		{"The destroyed old town of Dresden in autumn 1945. Raids that began on the night of February 13, 1945 killed 25,000 people. Photo: Richard Peter/Deutsche Fotothek", "1945"},
		{"A handout photo made available by the Withers Family Trust on 02 April 2018 shows King at Mason Temple in Memphis, Tennessee, on 03 April 1968. EPA-EFE/ERNEST C. WITHERS", "1968-04-03"},
		{"MAKATI, Philippines - MAY 9: Voters queue at a polling precinct during the 2022 presidential election. (Photo by Ezra Acayan/Getty Images)", "2022-05-09"},
		{"A power line lies near Kremenchuk in this undated handout photo taken in 2022. Ukrenergo/Handout via REUTERS", "2022"},
		{"Sylvie Lapointe récupère des effets personnels dans sa maison inondée, le dimanche 28 avril 2019. PHOTO OLIVIER PONTBRIAND, LA PRESSE", "2019-04-28"},
		{"Bomberos trabajan entre los escombros en Valencia el 3 de mayo de 2019. EFE/Juan Pérez", "2019-05-03"},
		{"Handout photo dated 2017 issued by the Metropolitan Police of Commissioner Cressida Dick at New Scotland Yard. Dick joined the force in 1983. Metropolitan Police/PA Wire", "2017"},
		{"Families relax along the Bassin de la Villette in Paris, summer 2016. Photo: Le Parisien / Yann Foreix", "2016"},
		{"PHNOM PENH, CAMBODIA - JULY 29: Hun Sen votes during Cambodia's 2018 general election. The opposition party was dissolved in November 2017. (Photo by Jane Roe/Getty Images)", "2018-07-29"},
		{"LONDON, ENGLAND - UNDATED: In this handout image provided by the Metropolitan Police, a man is seen. He was convicted on March 16, 2018. (Photo by Metropolitan Police via Getty Images)", ""},
		{"Ali Harbi Ali is seen in an undated custody photograph released after he was found guilty of a murder on October 15, 2021. Metropolitan Police/Handout via REUTERS", ""},
		{"SEOUL, March 31 (Yonhap) -- Park Geun-hye leaves the court early Friday. She was removed from office on March 10, 2017. (Yonhap)", "2017-03-31"},
		{"A cross marks where Dorothy Stang was shot dead on February 12, 2005, outside Anapu, Brazil, pictured on February 10, 2015. Photo credit should read TARSO SARRAF/AFP/Getty Images", "2015-02-10"},
		{"ZAPOPAN, Mexico, July 30 - Soldiers guard the house where he was killed on Thursday, July 29, 2010. STR/AFP/Getty Images", "2010-07-30"},
		{"JOPLIN, Mo. (May 24) — Volunteers clear debris after a tornado struck the city on May 22, 2011. Photo: Mike Gullett/The Joplin Globe", "2011-05-24"},
		{"ROCKHAMPTON, AUSTRALIA - JANUARY 04: Floodwaters peak at their highest level since 1954, and the clean-up will take much of 2011. (Photo by Jonathan Wood/Getty Images)", "2011-01-04"},
		{"The Barakah nuclear plant under construction near Abu Dhabi in this 2016 handout photograph. ENEC/Handout via REUTERS", "2016"},
		{"Abagyenyi aha Nyanja Bunyonyi aha biro 26 Okwaikumi na ibiri 2018. Ekishushani: Ivan Tumwine/Orumuri", "2018-12-26"},        // Runyankore's December, three words
		{"Omwepiskopi naabatiza abaana omu kibuga kya Kabale aha Paasika, Okwakana 2019. Ekishushani: Diosiisi ya Kigezi", "2019-04"}, // a capitalised month long enough to be no other word
		{"Abatemwishi ba Nkana FC balesefya pa Mulungu, 23 Okutoba 2022. Icikope: Mwebantu", "2022-10-23"},                            // Bemba
		{"Batu ba Katima Mulilo ba kopani ka la 10 Yowa 2024. Siswaniso: Thomas Mutelo/New Era", "2024-02-10"},                        // Silozi
		{"Odiɛnɛ silamɛw ye Seliba seli kɛ, Zuwɛnkalo tile 16 san 2024. Ja: Ibrahim Diarrassouba / AIP", "2024-06-16"},                // Bambara and Dioula: the month, "tile" (day) and "san" (year)
		{"ကရင်လူငယ်များ ဒုံးယိမ်း ကခုန်နေကြစဉ် (ဒီဇင်ဘာ ၃၀၊ ၂၀၁၆)။ ဓာတ်ပုံ - KIC", "2016-12-30"},
		{"Sya (Bobo-Dioulasso), 2023 awirilikalo tile 21 – Silamɛw ye seli kɛ Sya misiriba la. Ja : Salif Sanou/AIB", "2023-04-21"},                     // and the year first
		{"Angor luka Kwapa kotoma Tororo, Otikoit 18, 2017. Ekipicai: Moses Emaju/Etop", "2017-08-18"},                                                  // Ateso
		{"Fati Moumouni go ga hayni neere Dosso habu beero ra, Alzuma 14 oktoobur 2022. Foto: Soumaïla Harouna / Studio Kalangou", "2022-10-14"},        // Zarma
		{"Vilankulo, 25 Fev 2023 (Lusa) - Moradores retiram chapas de zinco de uma casa destruída pelo ciclone. LUÍSA NHANTUMBO/LUSA", "2023-02-25"},    // Lusa's abbreviated month
		{"Cuamba, Niassa, 11 out 2023 (Lusa) - Eleitores fazem fila durante as eleições autárquicas. RICARDO FRANCO/LUSA", "2023-10-11"},                // Portuguese's "out" is October, Haitian Creole's August
		{"Meeya naabaza abantu ha kiro Fort Portal kyahindukire orubuga, Okwamusanju 1, 2020. Ekisisani: Amooti Isingoma/Voice of Tooro", "2020-07-01"}, // Rutooro's July, month first                                      // Burmese: month, day, year
		{"မွန်အမျိုးသားနေ့ အခမ်းအနားသို့ ချီတက်လာကြစဉ်။ (၂၀၂၀ ဖေဖော်ဝါရီ ၁၀) ဓာတ်ပုံ - သံလွင်တိုင်းမ်", "2020-02-10"},
		{"ဆန္ဒပြပွဲ (၂၀၂၁ ခုနှစ်၊ ဖေဖော်ဝါရီ ၁၀ ရက်)။ ဓာတ်ပုံ - မဇ္ဈိမ", "2021-02-10"},                                               // a comma after the year's word
		{"ဟလဝါ မွှေနေပုံ (၂၀၂၃ ခုနှစ်၊ ဇန်နဝါရီလ)။ ဓာတ်ပုံ - DVB", "2023-01"},                                                        // the month without a day
		{"Jolok rec i wath Panyimur, i Pakwach, i ceng 21 dwe mi abic 2020. Cal: Dominic Ochola/Rupiny", "2020-05-21"},               // Alur: "the month of five"
		{"Lacor, Gulu, i nino 5 dwe me apar wiye aryo 2020. Cal: Name Okello/Rupiny", "2020-12-05"},                                  // Acholi: "the month of ten and two"
		{"Vavasati va cina eXai-Xai, xifundzankulu xa Gaza, hi ti 15 Mhawuri 2022. Xifaniso: Lurdes Chaúque/RM", "2022-08-15"},       // Changana
		{"Varimi vanomirira mbeu ku Espungabera ngo 12 Gumiguru 2022. Mufananidzo: Tafadzwa Simango/Rádio Moçambique", "2022-10-12"}, // Ndau and Shona
		{"Ay wotekat ci Ziguinchor, ci dibéer 24 màrs 2024. Nataal: Ibrahima Badji / Seneweb", "2024-03-24"},                         // Wolof
		{"Abakyala b'e Kotido nga bakung'aanya emmere nga 9 Muwakanya 2022. EKIFAANANYI: ALI MAMBULE/BUKEDDE", "2022-08-09"},         // Luganda's own month
		{"വെള്ളപ്പൊക്കത്തിൽ മുങ്ങിയ വീടുകൾ. 2018 ഓഗസ്റ്റ് 17. ചിത്രം: ജോസ് കുര്യൻ ∙ മനോരമ", "2018-08-17"},                            // Malayalam: the year first
		{"వరద నీటిలో ప్రజలు, విజయవాడ, 2 సెప్టెంబరు 2024. ఫొటో: కె. రవి", "2024-09-02"},                                               // Telugu: the day first
		{"ሰልፈኛታት ኣብ መቐለ፣ 15 ሰነ 2015 ዓ.ም። ስእሊ፦ ገብረ ሃይሉ", "2023-06-22"},                                                                // Tigrinya: the day first, Ethiopia's calendar
		{"ምዕመናን በአክሱም፣ ነሓሰ 16/2011 ዓ.ም። ፎቶ፦ ፋና", "2019-08-22"},                                                                       // a slash before the year
		{"מפגינים בבאר שבע, 3 במרץ 2021. צילום: דני כהן", "2021-03-03"},                                                              // Hebrew: the month with its "in"
		{"Runakuna Qusqupi, 2021 watapi, marzo killa 6 p'unchawpi. Rikch'ay: Rosa Quispe", "2021-03-06"},                             // Quechua
		{"Tapicha Encarnación-pe, 3 jasyteĩ 2020-pe. Ta'ãnga: Juan Benítez/ABC Color", "2020-01-03"},                                 // Guarani
		{"Àwọn ènìyàn ní Ìbàdàn ní ọjọ́ 7 oṣù Kẹfà ọdún 2022. Àwòrán: NAN", "2022-06-07"},                                            // Yoruba, an ordinal month
		{"Àwọn olùdìbò ní Abẹ́òkúta ní ọjọ́ kẹtàdínlógún oṣù Ẹrẹ̀nà ọdún 2020. Fọ́tò: NAN", "2020-03-17"},                            // the day in words, an old month's name
		{"Odò kún àkúnya ní oṣù Owewe ọdún 2016. Fọ́tò: Alaroye", "2016-09"},                                                         // the month alone
		{"Comuneros en la plaza de Huanta. Agosto de 2014. Foto: ANDINA/Difusión", "2014-08"},                                        // a capitalised month opening its own sentence
		{"ಮೆರವಣಿಗೆ ಜೂನ್ 4, 2024ರಂದು ನಡೆಯಿತು. ಚಿತ್ರ: ರವಿ ಶೆಟ್ಟಿ", "2024-06-04"},                                                       // Kannada: the month first, a case ending on the year
		{"ભક્તો, ૨૬ મે ૨૦૨૪. (તસવીર: રમેશ પટેલ)", "2024-05-26"},                                                                      // Gujarati
		{"ਯੂਨੀਵਰਸਿਟੀ ਵਿੱਚ ਸਤੰਬਰ 2022 ਦੌਰਾਨ ਕਿਸਾਨ ਮੇਲਾ. ਫੋਟੋ: ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ", "2022-09"},                                              // Punjabi: the month and year
		{"Milers de persones entren a Barcelona, el 18 d'octubre del 2019. FOTO: JOAN SABATER / EL PUNT AVUI", "2019-10-18"},         // Catalan: "d'" before the month, "del" before the year
		{"La catifa de flors de la Catedral de Girona, el maig del 2019. Foto: Núria Planas / Diari de Girona", "2019-05"},           // Catalan: the month and year
		{"Milaka lagun Bilboko kaleetan, 2019ko urtarrilaren 12an. Argazkia: Maialen Andres / Foku", "2019-01-12"},                   // Basque: the year first, the month in the genitive
		{"Uholdeak Bizkaian 2020ko apirilean. Argazkia: Foku", "2020-04"},                                                            // Basque: the month in the locative
		{"Joseba Asiron Iruñeko alkate, 2015eko ekainaren 13an. Argazkia: Foku", "2015-06-13"},                                       // Basque: "-eko" after a year in five
		{"நீலகிரி மாவட்டம் உதகை பூங்காவில் மலர் கண்காட்சி, மே 2022. படம்: ராஜா", "2022-05"},                                          // Tamil: the month and year
		{"Nagmartsa sa Quezon City, Sabado ng hapon, ika-24 ng Hunyo 2023. Kuha ni Angelica Ramos/Rappler", "2023-06-24"},            // Tagalog: "ika-" and "ng"
		{"Checkpoint sa Quirino Highway noong Marso 2020. (Kuha ni Nonoy Lacza/Pang-Masa)", "2020-03"},                               // Tagalog: "noong" before a month
		{"مزارعون في بتير، تشرين الأول 2014، بعد أشهر. (تصوير: ثائر عيسى/ وفا)", "2014-10"},                                          // a Levantine month and year
		{"Perezida Kagame atora ku Rusororo, ku wa 15 Nyakanga 2024, icyizere. Amafoto: Irakoze Bosco/IGIHE", "2024-07-15"},          // Kinyarwanda's July, after "ku wa"
		{"ሳውላ፣ ሐምሌ 16፣ 2016 (ኤፍ ቢ ሲ) ሰዎች አፈር ሲቆፍሩ። ፎቶ፡ ፋና", "2024-07-23"},                                                            // an Ethiopic comma before the year
		{"Ndị mmadụ n'Ọnịcha, 23 Mee, 2013. Foto: Ada Okafor/NAN", "2013-05-23"},                                                     // Igbo
		{"కోడె మొక్కులు చెల్లించుకున్నారు. (ఫొటో: ఆంధ్రజ్యోతి, 08-03-2024)", "2024-03-08"},                                           // a date inside the credit
		{"Runakuna Huamangapi, marzo killapa 3 punchawninpi, 2019 watapi. Foto: Correo/Rosa Quispe", "2019-03-03"},                   // Quechua's "of the month" and "on its day"
		{"नदीला पूर आला. (ता. ३ ऑगस्ट २०२२) (छाया : राम पाटील)", "2022-08-03"},                                                       // Marathi's months
		{"ପୁରୀରେ ଭକ୍ତ, ୧୨ ଅକ୍ଟୋବର ୨୦୨୨। ଫଟୋ: ରମେଶ ଦାସ", "2022-10-12"},                                                                // Odia's months and digits
		{"Garimpeiros procuram ouro no distrito de Changara, em Agosto de 2020. Foto: DW/Arcénio Sebastião", "2020-08"},              // a capitalised Portuguese month before "de"                                   // and the year first without its words
		{"An undated picture released by the Hellenic Coast Guard and taken in 2014 shows a patrol boat off Farmakonisi. Hellenic Coast Guard/Handout via REUTERS", "2014"},
		{"Armed soldiers guard the complex in Bulawayo on Wednesday after looting sparked by the price rises announced on 12 January 2019. Photo: CITE", ""},
		{"Relatives wait outside the hospital in Beitbridge on Wednesday. The Herald reported on 19 November 2008 that 44 people had died. (AP Photo/Themba Hadebe)", ""},
		{"Floral tributes on Magdala Road, where a caretaker was found dead on Tuesday. Picture date: Wednesday June 14, 2023. Photo credit should read: Jacob King/PA Wire", "2023-06-14"},
		{"Врио губернатора Курской области Александр Хинштейн на встрече с жителями. Февраль 2025 года. Фото: «Курская правда»", "2025-02"},
		{"La zona di Fontana fotografata lunedì 1° luglio 2024. (KEYSTONE/Ti-Press/Pablo Gianinazzi)", "2024-07-01"},
		{"पुरी में शुक्रवार, 1 जुलाई 2022 को रथ यात्रा के दौरान श्रद्धालु। (फोटो: पीटीआई)", "2022-07-01"},
		{"لاہور: گورنر ہاؤس میں حلف لے رہے ہیں، 26 فروری 2024۔ (فوٹو: اے پی پی)", "2024-02-26"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			if got := x.Extract(schema.Caption{Text: tt.text}).Date; got != tt.want {
				t.Errorf("Date = %q, want %q", got, tt.want)
			}
		})
	}
}

// A dateline without its year dates the photo from a year written
// elsewhere, but is itself no DATE entity: the guidelines take no date
// without a year.
func TestExtractYearlessDatelineIsNoEntity(t *testing.T) {
	x := sharedExtractor(t)
	rec := x.Extract(schema.Caption{Text: "PHNOM PENH, CAMBODIA - JULY 29: Hun Sen votes during Cambodia's 2018 general election. (Photo by Jane Roe/Getty Images)"})
	if rec.Date != "2018-07-29" {
		t.Errorf("Date = %q, want 2018-07-29", rec.Date)
	}
	for _, e := range rec.Entities {
		if e.Type == schema.Date && e.Name == "2018-07-29" {
			t.Errorf("the yearless dateline became the entity %+v", e)
		}
	}
}

func TestExtractNesting(t *testing.T) {
	x := sharedExtractor(t)
	tests := []struct {
		name string
		text string
		want [][2]string
	}{
		{"a town on a state's coast", "Fishermen land their catch at Strahan on Tasmania's west coast.",
			[][2]string{{"Strahan", "Tasmania"}}},
		{"an Azerbaijani district in the genitive before its village", "Bazar günü Qax rayonunun İlisu kəndinə gələn turistlər qalanı gəzirlər.",
			[][2]string{{"İlisu", "Qax"}}},
		{"Swahili's and Hausa's 'in the district of'", "Wakazi wa Kisiwa cha Ukara wilayani Ukerewe, mkoani Mwanza, wakitazama maji. Ma'aikatan lafiya a garin Magaria na jihar Zinder, a Jamhuriyar Nijar.",
			[][2]string{{"Ukara", "Ukerewe"}, {"Ukerewe", "Mwanza"}, {"Magaria", "Zinder"}}},
		{"a part of a city GeoNames lacks, and the city in brackets; not another spelling", "Marcinelle, le 8 août 2016. Des mineurs déposent des gerbes au Bois du Cazier, à Marcinelle (Charleroi). A view of the Lisichansk (Lysychansk) refinery.",
			[][2]string{{"Marcinelle", "Charleroi"}}},
		{"a town on a lake's shore lies in the country, not in the lake", "Leaders meet in Cholpon-Ata, on the shore of Lake Issyk-Kul, Kyrgyzstan July 21, 2022.",
			[][2]string{{"Lake Issyk-Kul", "Kyrgyzstan"}, {"Cholpon-Ata", "Kyrgyzstan"}}},
		{"Amharic: a chain of zone, woreda and kebele", "ሳውላ፣ በጎፋ ዞን ገዜ ጎፋ ወረዳ ቀንጫ ሻቻ ጎዝዲ ቀበሌ የደረሰው አደጋ።",
			[][2]string{{"ገዜ ጎፋ", "ጎፋ"}, {"ቀንጫ ሻቻ ጎዝዲ", "ገዜ ጎፋ"}}},
		{"Telugu, Malayalam, Tamil and Punjabi: a district's noun beside or in the genitive before its part, a locative after it", "కర్నూలు జిల్లా కల్లూరు మండలం చిన్నటేకూరు సమీపంలో. ములుగు జిల్లా మేడారంలో జాతర. ആലപ്പുഴ ജില്ലയിലെ തകഴിയിൽ. தூத்துக்குடி மாவட்டம் சாத்தான்குளத்தில் கூடினர். ਬਠਿੰਡਾ ਜ਼ਿਲ੍ਹੇ ਦੇ ਪਿੰਡ ਬੱਲ੍ਹੋ ਵਿੱਚ",
			[][2]string{{"కల్లూరు", "కర్నూలు"}, {"మేడారం", "ములుగు"}, {"തകഴി", "ആലപ്പുഴ"}, {"சாத்தான்குளம்", "தூத்துக்குடி"}, {"ਬੱਲ੍ਹੋ", "ਬਠਿੰਡਾ"}}},
		{"Kyrgyz regions and districts in the genitive before their parts", "Нарын облусунун Кочкор районундагы чеберлер шырдак сайып жатышат.",
			[][2]string{{"Кочкор", "Нарын"}}},
		{"a list closed by another language's 'and' is no nesting", "Chorych przewożono do szpitali w Opolu, Krapkowicach i Strzelcach Opolskich.",
			nil},
		{"a hyphened compass word before the city", "Crowds queue at Wimbledon, south-west London. England bat at Lord's, London.",
			[][2]string{{"Wimbledon", "London"}, {"Lord's", "London"}}},
		{"a hyphened compass adjective before the country", "Refugees arrive in Przemysl, south-eastern Poland. Lorries queue at Imatra, south-eastern Finland.",
			[][2]string{{"Przemysl", "Poland"}, {"Imatra", "Finland"}}},
		{"ANSA's dateline: a town and its province in brackets", "Codogno (Lodi), 4 giugno 2020. L'ingresso del pronto soccorso dell'ospedale.",
			[][2]string{{"Codogno", "Lodi"}}},
		{"a town and its province's town in brackets, inside a sentence", "La cantante si esibisce nel piazzale dell'ex convento a Melpignano (Lecce), 24 agosto 2019. ANSA/CLAUDIO LONGO",
			[][2]string{{"Melpignano", "Lecce"}}},
		{"TASS's dateline: the country, then the region, each a sentence", "Россия. Курская область. 20 марта 2025. Жители Суджанского района на улице. Фото: Иван Петров/ТАСС",
			[][2]string{{"Курская область", "Россия"}}},
		{"ČTK's dateline: a town and its district in brackets", "Hrušky (Břeclavsko), 25. června 2021 - Premiér Andrej Babiš prochází obcí.",
			[][2]string{{"Hrušky", "Břeclavsko"}}},
		{"APA's dateline of a town GeoNames lacks", "ABD0034_20230817 - HALLSTATT - ÖSTERREICH: Touristen in der Stadt am Donnerstag, 17. August 2023. - FOTO: APA/BARBARA GINDL",
			[][2]string{{"HALLSTATT", "ÖSTERREICH"}}},
		{"a Brazilian state's code in brackets after a town", "Juiz de Fora (MG), 06/09/2018 - O candidato discursa. Brasília (DF), 12/03/2023 - O presidente discursa. São Paulo (SP) - Manifestantes protestam.",
			[][2]string{{"Juiz de Fora", "MG"}, {"Brasília", "DF"}, {"São Paulo", "SP"}}},
		{"APA's dateline after its picture's number", "ABD0038_20150620 - GRAZ - ÖSTERREICH: Einsatzkräfte am Samstag in der Herrengasse. - FOTO: APA/ELMAR GUBISCH",
			[][2]string{{"GRAZ", "ÖSTERREICH"}}},
		{"an Indonesian village in its district, regency and province", "Warga mengungsi dari Desa Sumberejo, Kecamatan Pronojiwo, Kabupaten Lumajang, Jawa Timur, Sabtu (4/12/2021).",
			[][2]string{{"Sumberejo", "Pronojiwo"}, {"Pronojiwo", "Lumajang"}, {"Lumajang", "Jawa Timur"}}},
		{"Korean units, each in the larger one before it, the city named without its word, a site after them, and a county after \"과\" (and) in the province", "[포항=뉴시스] 배상훈 기자 = 경북 포항시 남구 인덕동의 한 아파트. 대구 중구 서문시장을 찾은 시민들. 경북 군위군 소보면과 의성군 비안면 일대.",
			[][2]string{{"포항", "경북"}, {"남구", "포항"}, {"인덕동", "남구"}, {"중구", "대구"}, {"서문시장", "중구"}, {"군위", "경북"}, {"소보면", "군위"}, {"의성", "경북"}, {"비안면", "의성"}}},
		{"a Vietnamese street in its district in a city written \"TP\"", "Người dân lội nước trên đường Nguyễn Văn Cừ, quận Ninh Kiều, TP Cần Thơ, ngày 17/10/2022.",
			[][2]string{{"Nguyễn Văn Cừ", "Ninh Kiều"}, {"Ninh Kiều", "Cần Thơ"}}},
		{"Vietnamese areas after their lower-case kinds", "Người dân sơ tán khỏi xã Trà Leng, huyện Nam Trà My, tỉnh Quảng Nam, ngày 29/10/2020. Ảnh: Nguyễn Văn Nam/TTXVN",
			[][2]string{{"Trà Leng", "Nam Trà My"}, {"Nam Trà My", "Quảng Nam"}}},
		{"a village in the municipality of a town", "Farmers gather in Stroe, a village in the municipality of Barneveld in Gelderland province.",
			[][2]string{{"Stroe", "Barneveld"}, {"Barneveld", "Gelderland"}}},
		{"a river or a sea written as an address, not one a town lies on", "Ice covers the Kara Sea, Russia. Soldiers patrol High River, Alberta. A ship sails past the gauge at Kaub on the Rhine, Germany, on August 12, 2022.",
			[][2]string{{"Kara Sea", "Russia"}, {"High River", "Alberta"}, {"Kaub", "Germany"}}},
		{"a Norwegian county named with \"og\"", "The cruise ship drifts off Hustadvika in Møre og Romsdal, Norway.",
			[][2]string{{"Hustadvika", "Møre og Romsdal"}, {"Møre og Romsdal", "Norway"}}},
		{"a Scandinavian caption's \"i\" is \"in\"", "Sjøen står over kaikanten ved Bryggen i Bergen og det ble målt til 239 centimeter.",
			[][2]string{{"Bryggen", "Bergen"}}},
		{"a mall's name across of", "Fans watch the game at the Mall of Asia Arena in Manila.",
			[][2]string{{"Mall of Asia Arena", "Manila"}}},
		{"a mine named with its ore", "Rescuers gather at the Halemba coal mine in Ruda Slaska.",
			[][2]string{{"Halemba coal mine", "Ruda Slaska"}}},
		{"a cosmodrome is a facility in its country", "A Soyuz rocket blasts off from the Baikonur cosmodrome in Kazakhstan. Ships pass through the Miraflores Locks of the Panama Canal.",
			[][2]string{{"Baikonur cosmodrome", "Kazakhstan"}, {"Miraflores Locks", "Panama Canal"}}},
		{"a town named after its company", "Workers assemble cars at the Tsutsumi plant in Toyota City, Aichi Prefecture, Japan.",
			[][2]string{{"Tsutsumi plant", "Toyota City"}, {"Toyota City", "Aichi"}, {"Aichi", "Japan"}}},
		{"ANI's state in brackets and country in square ones", "Singtam (Sikkim) [India], October 5 (ANI): Rescuers search the debris. Kochi [India], Aug 16, 2018 (ANI): Rescuers wade.",
			[][2]string{{"Singtam", "Sikkim"}, {"Sikkim", "India"}, {"Kochi", "India"}}},
		{"neighbourhood of city, country", "An airstrike in the rebel held Douma neighbourhood of Damascus, Syria August 22, 2016.",
			[][2]string{{"Douma", "Damascus"}, {"Damascus", "Syria"}}},
		{"Xinhua's capitalised direction before a country's possessive", "Farmers dry grapes in Turpan, Northwest China's Xinjiang Uygur Autonomous Region.",
			[][2]string{{"Turpan", "Xinjiang Uygur Autonomous Region"}, {"Xinjiang Uygur Autonomous Region", "China"}}},
		{"an island named after its sea nests in nothing", "A lifeboat tows a dinghy into the port of Gran Tarajal, on the Canary island of Fuerteventura.",
			[][2]string{{"Gran Tarajal", "Fuerteventura"}}},
		{"a direction from a town, hyphenated or after other words, is no containment", "Civilians gather at the Tishrin Dam, south-east of Manbij, in the eastern countryside of Aleppo, Syria. Pilgrims bathe in Lac Ste. Anne during a pilgrimage west of Edmonton.",
			[][2]string{{"Tishrin Dam", "Aleppo"}, {"Manbij", "Aleppo"}, {"Aleppo", "Syria"}}},
		{"a region far from its country's heart", "A woman pleads with police in Urumqi, in China's far west Xinjiang region.",
			[][2]string{{"Urumqi", "Xinjiang"}, {"Xinjiang", "China"}}},
		{"a section of a borough", "Firefighters walk through the remains of homes in the Breezy Point section of the Queens borough of New York.",
			[][2]string{{"Breezy Point", "Queens"}, {"Queens", "New York"}}},
		{"a country's name before its province", "Farmers gather in Stroe, in the central Netherlands province of Gelderland.",
			[][2]string{{"Stroe", "Gelderland"}, {"Gelderland", "Netherlands"}}},
		{"a port on a country's coast", "Fishermen unload their catch at the port of Assab on Eritrea's Red Sea coast.",
			[][2]string{{"Assab", "Eritrea"}}},
		{"a state that shares a town's name", "Protesters blocked traffic in Chilpancingo, Guerrero, on July 11. Police guard a plaza in Hermosillo, Sonora, on July 12, 2023.",
			[][2]string{{"Chilpancingo", "Guerrero"}, {"Hermosillo", "Sonora"}}},
		{"a village GeoNames knows only abroad", "A man walks past burned cars in Mati, east of Athens, Greece, on July 24, 2018.",
			[][2]string{{"Mati", "Greece"}, {"Athens", "Greece"}}},
		{"a country that ends the text", "Boats at the port of Massawa on Eritrea",
			nil},
		{"dpa's dateline names the state first", "14.07.2022, Rhineland-Palatinate, Dernau: A winemaker stands in her cellar.",
			[][2]string{{"Dernau", "Rhineland-Palatinate"}}},
		{"dpa's dateline names the country first", "06 October 2024, Tunisia, Tunis: A woman casts her ballot.",
			[][2]string{{"Tunis", "Tunisia"}}},
		{"dpa's dateline names the state in German", "10.01.2015, Sachsen, Dresden: Tausende Menschen stehen auf dem Theaterplatz.",
			[][2]string{{"Dresden", "Sachsen"}}},
		{"a Getty dateline's postal code after a town GeoNames lacks", "CANNON BALL, ND - DECEMBER 04: Military veterans march toward Backwater Bridge.",
			[][2]string{{"CANNON BALL", "ND"}}},
		{"EFE's dateline: a town and its island in brackets", "LA RESTINGA (EL HIERRO), 04/10/2023.- A boat arrives at La Restinga.",
			[][2]string{{"La Restinga", "El Hierro"}}},
		{"EFE's dateline: a town the gazetteer lacks and its country in brackets", "BILWI (NICARAGUA), 17/11/2020.- Pobladores caminan entre los escombros.",
			[][2]string{{"BILWI", "Nicaragua"}}},
		{"a territory of a known state", "Divers prepare at Pearl Harbor, Territory of Hawaii, in March 1943.",
			[][2]string{{"Pearl Harbor", "Hawaii"}}},
		{"a shouted town with a dotted abbreviation before its state", "ST. LOUIS, MO - MAY 3: People walk.",
			[][2]string{{"ST. LOUIS", "MO"}}},
		{"a republic of a known region", "Mourners gather in Beslan, Republic of North Ossetia-Alania, 06 September 2004.",
			[][2]string{{"Beslan", "North Ossetia-Alania"}}},
		{"a republic of a name", "A fire near Yakutsk, in the Republic of Sakha, Russia.",
			[][2]string{{"Yakutsk", "Republic of Sakha"}, {"Republic of Sakha", "Russia"}}},
		{"a depot, a crossing point and a wind farm", "Smoke rises from the Shahran fuel depot in Tehran; turbines turn at the Tarfaya wind farm in Morocco.",
			[][2]string{{"Shahran fuel depot", "Tehran"}, {"Tarfaya wind farm", "Morocco"}}},
		{"places joined by and share a parent", "Police guard the Al Noor Mosque and the Linwood Islamic Centre in Christchurch.",
			[][2]string{{"Al Noor Mosque", "Christchurch"}, {"Linwood Islamic Centre", "Christchurch"}}},
		{"a province lies in no town", "A mosque known as the Heart of Saxony-Anhalt, in Magdeburg, Germany, on March 4, 2015.",
			[][2]string{{"Magdeburg", "Germany"}}},
		{"north of is not containment", "A fighter in Tal Samin village, north of Raqqa city, Syria November 19, 2016.",
			[][2]string{{"Tal Samin", "Syria"}, {"Raqqa", "Syria"}}},
		{"direction before a country's province", "Rescuers dig in Lushan city, southwest China's Sichuan province, Jan. 3, 2024.",
			[][2]string{{"Lushan", "Sichuan"}, {"Sichuan", "China"}}},
		{"possessive district then country", "A drone hit Kyiv's Obolonskyi district, Ukraine, on Monday.",
			[][2]string{{"Obolonskyi", "Kyiv"}, {"Kyiv", "Ukraine"}}},
		{"near is not containment", "A jet at the Hmeymim air base near Latakia, Syria, in this handout.",
			[][2]string{{"Hmeymim air base", "Syria"}, {"Latakia", "Syria"}}},
		{"outskirts contain", "Shelling in Harasta, on the northeastern outskirts of the capital Damascus, on November 6, 2016.",
			[][2]string{{"Harasta", "Damascus"}}},
		{"suburb of inverts", "Boys in the city of Douma, in the eastern Damascus suburb of Ghouta, Syria December 30, 2016.",
			[][2]string{{"Douma", "Ghouta"}, {"Ghouta", "Damascus"}, {"Ghouta", "Syria"}}},
		{"possessive city of", "Fighters in Ramussa on the southwestern edges of Syria's northern city of Aleppo on August 6, 2016.",
			[][2]string{{"Ramussa", "Aleppo"}, {"Aleppo", "Syria"}}},
		{"an unknown place before a dateline's town lies in the town", "People gather at Faj Attan hill in Sanaa, Yemen, 20 April 2015.",
			[][2]string{{"Faj Attan", "Sanaa"}, {"Sanaa", "Yemen"}}},
		{"a province named like a region of another country", "Women rally in Saqqez, in Iran's Kurdistan province, Wednesday, Oct. 26, 2022.",
			[][2]string{{"Saqqez", "Kurdistan"}, {"Kurdistan", "Iran"}}},
		{"a named forest lies where the caption puts it, a river does not", "Troops patrol the Sambisa Forest in Borno state. Boats sail the Nile River in Khartoum.",
			[][2]string{{"Sambisa Forest", "Borno"}}},
		{"a city's neighbourhood named after it", "The barrier divides the camp from the Jerusalem neighbourhood of Pisgat Zeev, in 2004.",
			[][2]string{{"Pisgat Zeev", "Jerusalem"}}},
		{"country never inside a city", "Talks between Syria, Turkey and Iran in Astana.", nil},
		{"list of cities is no nesting", "Protests in Aleppo, Homs and Hama.", nil},
		{"a law lies nowhere", "Protesters rally against the Finance Bill in Nairobi, Kenya, June 25, 2024.",
			[][2]string{{"Nairobi", "Kenya"}}},
		{"landform named after a province", "Migrants cross the Darien Gap near Bajo Chiquito, Darien province, Panama.",
			[][2]string{{"Bajo Chiquito", "Darien"}, {"Darien", "Panama"}}},
		{"later short use of a place still nests", "Shelling on the Gaza Strip. A tent camp in Rafah, southern Gaza, Tuesday.",
			[][2]string{{"Rafah", "Gaza Strip"}}},
		{"one pair however it is cased", "LAHAINA, HAWAII - AUGUST 11: Homes burned in Lahaina, Hawaii.",
			[][2]string{{"Lahaina", "Hawaii"}}},
		{"facility in a shouted dateline's city", "LVIV, UKRAINE - MARCH 3: Residents shelter inside the Rynok metro station during an air raid. (Photo by Ann Smith/Getty Images)",
			[][2]string{{"Lviv", "Ukraine"}, {"Rynok metro station", "Lviv"}}},
		{"a list of towns nests nothing", "Raids in Jenin, Tulkarem and Tubas on Wednesday.", nil},
		{"two climbing chains joined by and", "Strikes hit Kherson, Ukraine and Belgorod, Russia, on Monday.",
			[][2]string{{"Kherson", "Ukraine"}, {"Belgorod", "Russia"}}},
		{"territory in its sovereign", "HONG KONG, CHINA - NOVEMBER 20: Police in Hong Kong, China.",
			[][2]string{{"Hong Kong", "China"}}},
		{"a state named after a sea", "People wait at a shelter in Port Sudan, Red Sea State, Sudan, on June 12, 2023.",
			[][2]string{{"Port Sudan", "Red Sea"}, {"Red Sea", "Sudan"}}},
		{"near a town that a description places", "Women wait at the Zamzam camp near El Fasher, the capital of North Darfur state.",
			[][2]string{{"El Fasher", "North Darfur"}}},
		{"a capital that is a province too, described after a comma", "Smog shrouds Sukhbaatar Square in Ulaanbaatar, capital of Mongolia, Jan. 29, 2019.",
			[][2]string{{"Sukhbaatar Square", "Ulaanbaatar"}, {"Ulaanbaatar", "Mongolia"}}},
		{"the capital of a state written with its kind", "Soldiers patrol a street in Sittwe, the capital of Rakhine State, Myanmar, in 2012.",
			[][2]string{{"Sittwe", "Rakhine State"}, {"Rakhine State", "Myanmar"}}},
		{"a town's own parent lies in the dateline's country", "Protesters celebrate at Shahbag in Dhaka after the prime minister fled the country, Bangladesh, August 5, 2024.",
			[][2]string{{"Shahbag", "Dhaka"}, {"Dhaka", "Bangladesh"}}},
		{"a compass province named after a country", "A house in the city of Khoy, in Iran's West Azerbaijan province, January 29, 2023.",
			[][2]string{{"Khoy", "West Azerbaijan"}, {"West Azerbaijan", "Iran"}}},
		{"a state whose name opens with a demonym", "Flooded streets in Chennai, Tamil Nadu, India, on December 4, 2023.",
			[][2]string{{"Chennai", "Tamil Nadu"}, {"Tamil Nadu", "India"}}},
		{"a camp near a border, in a province", "Children walk at the Atmeh camp for displaced people near the Turkish border in Syria's Idlib province, Dec. 4, 2019.",
			[][2]string{{"Atmeh camp", "Idlib"}, {"Idlib", "Syria"}}},
		{"region written after a city name", "Troops near the town of Bakhmut, in the Donetsk region, Ukraine March 4, 2023.",
			[][2]string{{"Bakhmut", "Donetsk"}, {"Donetsk", "Ukraine"}}},
		{"a suburb named before its city", "A woman runs across a street in the Dobrinja suburb of Sarajevo in 1993.",
			[][2]string{{"Dobrinja", "Sarajevo"}}},
		{"a town before a larger one is in it", "A voter casts her ballot in Soweto, Johannesburg, South Africa, 29 May 2024.",
			[][2]string{{"Soweto", "Johannesburg"}, {"Johannesburg", "South Africa"}}},
		{"the middle of a chain ending in a country is an area", "Survivors queue for water in Tacloban, Leyte, Philippines, on November 11, 2013.",
			[][2]string{{"Tacloban", "Leyte"}, {"Leyte", "Philippines"}}},
		{"a chapel at a castle", "Harry and Meghan leave St George's Chapel at Windsor Castle in Windsor, England, May 19, 2018.",
			[][2]string{{"St George's Chapel", "Windsor Castle"}, {"Windsor Castle", "Windsor"}, {"Windsor", "England"}}},
		{"a list of towns nests nothing", "Police raided offices in Minsk, Brest, Homel, Hrodna and Vitsebsk the same day.", nil},
		{"a list of rivers nests nothing", "Devotees bathe at Sangam, the confluence of the Ganges, Yamuna and Saraswati rivers.", nil},
		{"an orphanage and a distillery", "Volunteers evacuate children from the Mygoma orphanage in Khartoum to Wad Madani; casks at the Glenfiddich distillery in Dufftown.",
			[][2]string{{"Mygoma orphanage", "Khartoum"}, {"Glenfiddich distillery", "Dufftown"}}},
		{"British counties and council areas", "Commuters wait in Newbury, Berkshire; a derelict colliery in Pontypridd, Rhondda Cynon Taf, Wales.",
			[][2]string{{"Newbury", "Berkshire"}, {"Pontypridd", "Rhondda Cynon Taf"}, {"Rhondda Cynon Taf", "Wales"}}},
		{"a room of a seat of government", "President Joe Biden addresses the nation from the Oval Office of the White House in Washington, July 24, 2024.",
			[][2]string{{"Oval Office", "White House"}, {"White House", "Washington"}}},
		{"a chapel of a palace", "Prince Carl Philip leaves the Royal Chapel of the Royal Palace in Stockholm on 13 June 2015.",
			[][2]string{{"Royal Chapel", "Royal Palace"}, {"Royal Palace", "Stockholm"}}},
		{"a building on a street, not a town on it", "Visitors gather outside the Mandela House museum on Vilakazi Street in Soweto. Shoppers leave a Tops supermarket in Buffalo on Jefferson Avenue.",
			[][2]string{{"Mandela House", "Vilakazi Street"}, {"Vilakazi Street", "Soweto"}}},
		{"a building on a square or hill", "Senators meet in the Dirksen Senate Office Building on Capitol Hill. Police guard the Stadttempel synagogue on Seitenstettengasse. Fans leave the Hanshin stadium on Sunday.",
			[][2]string{{"Dirksen Senate Office Building", "Capitol Hill"}, {"Stadttempel synagogue", "Seitenstettengasse"}}},
		{"a place on the island or peninsula after it", "Ferries dock at Stornoway on the Isle of Lewis. Reindeer graze near Lake Pyasino on the Taimyr Peninsula.",
			[][2]string{{"Stornoway", "Isle of Lewis"}, {"Lake Pyasino", "Taimyr Peninsula"}}},
		{"a dpa dateline names the country first", "11.02.2023, Türkei, Kahramanmaras: Helfer suchen in den Trümmern eines Wohnhauses nach Verschütteten. Foto: Ahmed Deeb/dpa",
			[][2]string{{"Kahramanmaras", "Türkei"}}},
		{"Chinese units, each inside the one before, and a park after them", "2019年10月1日，在深圳市福田区莲花山公园，市民合影。新华社记者 李明 摄",
			[][2]string{{"福田", "深圳"}, {"莲花山公园", "福田"}}},
		{"Japanese units, a temple after the wards's particle", "裸祭りの男たち＝2024年2月17日夜、岡山県岡山市東区の西大寺観音院（時事）",
			[][2]string{{"岡山市", "岡山県"}, {"東区", "岡山市"}, {"西大寺観音院", "東区"}}},
		{"Arabic: a place joined by ب to its state, the state in a country after a compass word", "مزارعون في مشروع زراعي بمحلية الفاو بولاية القضارف شرقي السودان. (سونا)",
			[][2]string{{"الفاو", "القضارف"}, {"القضارف", "السودان"}}},
		{"Thai: a district before its province", "น้ำท่วมในย่านธุรกิจ อ.หาดใหญ่ จ.สงขลา เมื่อวันที่ 2 พฤศจิกายน 2553 (ภาพ : ไทยรัฐ)",
			[][2]string{{"หาดใหญ่", "สงขลา"}}},
		{"a town GeoNames knows in two countries, and its province in brackets", "Un peliqueiro corre polas rúas de Laza (Ourense). Revellers celebrate in Porto's Ribeira district.",
			[][2]string{{"Laza", "Ourense"}, {"Ribeira", "Porto"}}},
		{"a region's possessive before mountains", "Archaeologists work near the village of Chorny Anuy in Siberia's Altai Mountains.",
			[][2]string{{"Chorny Anuy", "Altai Mountains"}, {"Altai Mountains", "Siberia"}}},
		{"Chinese autonomous units keep their whole names; the county named again without its people", "5月22日，救援人员在云南省大理白族自治州漾濞彝族自治县苍山西镇转移受灾群众。漾濞县发生6.4级地震。",
			[][2]string{{"大理白族自治州", "云南"}, {"漾濞彝族自治县", "大理白族自治州"}, {"苍山西", "漾濞彝族自治县"}}},
		{"a district GeoNames knows only as small towns abroad, before a city of millions", "Pro-EU demonstrators wave flags outside the Houses of Parliament in Westminster, London, on March 27, 2019.",
			[][2]string{{"Houses of Parliament", "Westminster"}, {"Westminster", "London"}}},
		{"a river or a sea describing the town after it", "People light candles on Freedom Square in the Danube city of Ruse, Bulgaria. Rescuers work in the Red Sea city of Jeddah.",
			[][2]string{{"Ruse", "Bulgaria"}}},
		{"a caseless dateline's area in brackets", "नामची (सिक्किम), 21 फरवरी 2020: महाशिवरात्रि के अवसर पर श्रद्धालु।",
			[][2]string{{"नामची", "सिक्किम"}}},
		{"Burmese: a state's, a township's and a town's nouns, the larger first; 'near' and 'and' hand nothing on", "ရခိုင်ပြည်နယ်၊ ကျောက်တော်မြို့နယ် ပုဏ္ဏားကျွန်းရွာရှိ မဟာမုနိဘုရားတွင် ။ ပလက်ဝမြို့အနီး မီးဝါရွာ၊ မင်းပြားမြို့နှင့် မြေပုံမြို့နယ်။",
			[][2]string{{"ကျောက်တော်", "ရခိုင်ပြည်နယ်"}, {"ပုဏ္ဏားကျွန်း", "ကျောက်တော်"}, {"မဟာမုနိဘုရား", "ပုဏ္ဏားကျွန်း"}}},
		{"Finnish: a town in the genitive holds the place after it", "Palomiehet sammuttavat maastopaloa Keuruun Pihlajavedellä 18.7.2018. Festivaaliyleisö tanssi Jämsän Himoksella juhannusaattona perjantaina 21. kesäkuuta 2019.",
			[][2]string{{"Pihlajavesi", "Keuruu"}, {"Himos", "Jämsä"}}},
		{"Nepali: a district's genitive, a town located by 'स्थित', a hospital; a weekday and 'chief' name no place", "बाँकेको नेपालगन्जस्थित भेरी अस्पतालमा बिरामीका आफन्त । रुकुम पश्चिमको आठबिसकोट नगरपालिकाको चिउरी गाउँमा बालबालिका । प्रमुख जिल्ला अधिकारी बिहीबार आए ।",
			[][2]string{{"नेपालगन्ज", "बाँके"}, {"भेरी अस्पताल", "नेपालगन्ज"}, {"आठबिसकोट", "रुकुम पश्चिम"}, {"चिउरी", "आठबिसकोट"}}},
		{"Bengali: a district's genitive, an upazila and the village after it; a name ending in its own 'র'", "যশোরের ঝিকরগাছা উপজেলার গদখালীতে ফুল নিয়ে এসেছেন চাষিরা। শুক্রবার দিনাজপুর শহরে শোভাযাত্রা।",
			[][2]string{{"ঝিকরগাছা", "যশোর"}, {"গদখালী", "ঝিকরগাছা"}}},
		{"a bridge within sight of a seat is not in it", "Nemtsov was shot dead on the Bolshoi Moskvoretsky Bridge, within sight of the Kremlin, in Moscow on Friday.",
			[][2]string{{"Kremlin", "Moscow"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := x.Extract(schema.Caption{Text: tt.text}).PartOf
			if len(got) != len(tt.want) {
				t.Fatalf("PartOf = %q, want %q", got, tt.want)
			}
			for _, w := range tt.want {
				if !slices.Contains(got, w) {
					t.Errorf("PartOf = %q, missing %q", got, w)
				}
			}
		})
	}
}

func TestExtractPhotographerAsTheTextWritesHim(t *testing.T) {
	x := sharedExtractor(t)
	rec := x.Extract(schema.Caption{Text: "Voters in Varanasi, India. (Photo by Rohit SRIVASTAVA / AFP) / Photo credit should read ROHIT SRIVASTAVA/AFP via Getty Images"})
	if len(rec.Photographers) != 1 || !hasEntity(rec, schema.Person, rec.Photographers[0]) {
		t.Errorf("photographers = %q, entities %q", rec.Photographers, entityKeys(rec))
	}
}

func TestExtractEventDateIsNoPhotoDate(t *testing.T) {
	x := sharedExtractor(t)
	rec := x.Extract(schema.Caption{Text: "An aerial view shows the damaged reactor days after the explosion of April 26, 1986, in Ukraine. (AP Photo/Volodymyr Repik, File)"})
	if rec.Date != "" || !hasEntity(rec, schema.Date, "1986-04-26") {
		t.Errorf("date %q, entities %q: the explosion's date is an entity but not the photo's", rec.Date, entityKeys(rec))
	}
}

func TestExtractAgencyAsTheCreditWritesIt(t *testing.T) {
	x := sharedExtractor(t)
	for _, tc := range []struct{ text, want string }{
		{"Soldiers patrol Culiacan, Mexico. CUARTOSCURO.COM", "CUARTOSCURO"},                                                                  // a web address names the agency
		{"A rig lies outside Stavanger, Norway. NTB Scanpix", "NTB Scanpix"},                                                                  // not the NTB its name opens with
		{"Oil spews at Ekofisk in the North Sea. Aftenposten/NTB Scanpix", "Aftenposten"},                                                     // a newspaper, no photographer
		{"Troops cross the Commons at Kent State University. HANDOUT/Kent State University Libraries", "Kent State University Libraries"},     // a handout's source, though "Kent" opens it
		{"The coffin arrives in Chicago. (Photo by Chicago Daily News collection/Chicago History Museum/Getty Images)", "Chicago Daily News"}, // the paper's archive is the paper
		{"Anwar Ibrahim chairs a meeting in Putrajaya. --fotoBERNAMA (2023) COPYRIGHT RESERVED", "BERNAMA"},                                   // the picture's word glued before the agency, a rights notice after
		{"An elephant rests near Sakleshpur on December 4, 2023. DH File Photo", "DH"},                                                        // the paper's archive picture is the paper's
		{"Yazidi survivors light candles in Erbil. (Kurdistan 24)", "Kurdistan 24"},                                                           // spelt out with a space, not Kurdistan24 re-spaced
		{"Shoppers queue in Lucknow. फोटो: अमर उजाला", "अमर उजाला"},                                                                           // a paper in its own script, no capital to tell it from a name
		{"ONGOLE, India, May 26 (Reuters) - A labourer drinks from a roadside tap as temperatures soar.", "Reuters"},                          // a wire's dateline with its day
		{"Palnadu (Andhra Pradesh) [India], May 23 (ANI): Police personnel stand guard outside a polling station.", "ANI"},                    // ANI's dateline
		{"Umukuru w'igihugu bararima umuceri i Gihanga, ku wa gatandatu. Ifoto: Ibiro vy'Umukuru w'igihugu", "Ibiro vy'Umukuru w'igihugu"},    // a body's glued "of"
		{"Пошкоджений машинний зал ТЕС, 22 березня 2024 р. Фото надане пресслужбою ДТЕК", "ДТЕК"},                                             // provided by a press service
	} {
		rec := x.Extract(schema.Caption{Text: tc.text})
		if len(rec.Agencies) == 0 || rec.Agencies[0] != tc.want || len(rec.Photographers) != 0 {
			t.Errorf("%q: agencies %q photographers %q, want %q first", tc.text, rec.Agencies, rec.Photographers, tc.want)
		}
	}
}

// TestExtractCreditOpeningTheCaption: a credit before the caption's
// first sentence, ended by a colon (ParseCredit, reading a bare credit,
// would take the whole text for one).
func TestExtractCreditOpeningTheCaption(t *testing.T) {
	x := sharedExtractor(t)
	tests := []struct{ text, photographer, agency string }{
		{"PHOTO BY SVETLANA MIRONOVA / ALTAPRESS: Guests play roulette at a casino in the Altaisky district of Altai Krai, May 2017.", "Svetlana Mironova", "ALTAPRESS"},
		// a domain in a credit that opens the caption
		{"Photo: Gazeta.uz / Khasan Ergashev. Students of Termez State University rehearse in Termez, 2 June 2022.", "Khasan Ergashev", "Gazeta.uz"},
		// a shouted credit running straight into the first sentence
		{"PICTURE: WILLEM DU TOIT/NAMIB TIMES Lesser flamingos feed in the Walvis Bay Lagoon on 12 July 2018.", "Willem Du Toit", "NAMIB TIMES"},
		// an initial's full stop inside a credit that opens the caption, and a shouted one's dash
		{"Photo: B. Sreejith/The New Indian Express | Staff of the airport welcome the first passengers. The state had opposed the handover.", "B. Sreejith", "The New Indian Express"},
		{"PHOTO: ANDRY RANDRIANARISOA / MADAGASCAR TRIBUNE - Schoolchildren walk to class in Antananarivo, 2019.", "Andry Randrianarisoa", "MADAGASCAR TRIBUNE"},
		// a bracketed credit that opens the caption, the acronym that closes it no credit
		{"(PHOTO BY REDEN GUMIRAN / INQUIRER MINDANAO) Catholic faithful march in Koronadal against the project of Sagittarius Mines Inc. (SMI).", "Reden Gumiran", "INQUIRER MINDANAO"},
		// a Bengali credit ended by the danda, before the dateline
		{"ছবি: বিশ্বজিৎ চক্রবর্তী। শিলচর, ২০ সেপ্টেম্বর, ২০২৫ : গান্ধীবাগে মোমবাতি জ্বালিয়ে শ্রদ্ধা জানালেন অনুরাগীরা।", "বিশ্বজিৎ চক্রবর্তী", ""},
	}
	for _, tt := range tests {
		rec := x.Extract(schema.Caption{Text: tt.text})
		var agencies []string
		if tt.agency != "" {
			agencies = []string{tt.agency}
		}
		if !slices.Equal(rec.Photographers, []string{tt.photographer}) || !slices.Equal(rec.Agencies, agencies) {
			t.Errorf("%q: Photographers = %q, Agencies = %q; want %s and %s", tt.text, rec.Photographers, rec.Agencies, tt.photographer, tt.agency)
		}
		for _, e := range rec.Entities {
			if strings.Contains(e.Name, "Lesser") || strings.Contains(e.Name, "Guests") || strings.Contains(e.Name, "।") {
				t.Errorf("%q: the credit ran into the text: %q", tt.text, e.Name)
			}
		}
	}
}

func TestExtractArchiveNumberInCredit(t *testing.T) {
	x := sharedExtractor(t)
	// the Bundesarchiv's picture number, then its photographer after "Photo:"
	rec := x.Extract(schema.Caption{Text: "Soldiers guard the market square in Jena. (Bundesarchiv, Bild 183-20591-0021/Photo: Horst Sturm)"})
	if !slices.Equal(rec.Agencies, []string{"Bundesarchiv"}) || !slices.Equal(rec.Photographers, []string{"Horst Sturm"}) || hasEntity(rec, schema.Person, "Bild") {
		t.Errorf("agencies %q photographers %q entities %q", rec.Agencies, rec.Photographers, entityKeys(rec))
	}
}

func TestExtractCreditedBodyTheTextNames(t *testing.T) {
	x := sharedExtractor(t)
	rec := x.Extract(schema.Caption{Text: "In this handout photograph released by the Inter Services Public Relations (ISPR), soldiers evacuate people in Nowshera. (Photo by ISPR / AFP)"})
	// the credit names the body as it writes it (as the seed's
	// "Ministry of Defence of the Russian Federation" does); the entity is
	// the definition's long form, with the credit's acronym as an alias
	if len(rec.Photographers) != 0 || !slices.Equal(rec.Agencies, []string{"ISPR", "AFP"}) {
		t.Errorf("credit fields = %q %q", rec.Photographers, rec.Agencies)
	}
	if hasEntity(rec, schema.Person, "Ispr") || !hasEntity(rec, schema.Org, "Inter Services Public Relations") {
		t.Errorf("entities %q", entityKeys(rec))
	}
	// an acronym the gazetteer names the agency by stays as credited
	rec = x.Extract(schema.Caption{Text: "A handout picture released by the Syrian Arab News Agency (SANA) shows Aleppo. SANA/Handout via REUTERS"})
	if !slices.Equal(rec.Agencies, []string{"SANA", "REUTERS"}) {
		t.Errorf("agencies = %q", rec.Agencies)
	}
	// the credit's "MoD" is the UK's, the body the text names without its
	// country: one entity
	rec = x.Extract(schema.Caption{Text: "In this handout image provided by the Ministry of Defence, HMS Vigilant sails at Faslane, Scotland, on March 20, 2023. (Photo by LPhot Bill Bennett/MoD Crown Copyright via Getty Images)"})
	if !slices.Equal(rec.Agencies, []string{"MoD", "Getty Images"}) || hasEntity(rec, schema.Org, "MoD") || !hasEntity(rec, schema.Org, "Ministry of Defence") {
		t.Errorf("agencies = %q, entities %q", rec.Agencies, entityKeys(rec))
	}
	// a museum the text defines supplies the picture
	rec = x.Extract(schema.Caption{Text: "A femur in a photo released by the Egidio Feruglio Paleontology Museum (MEF) on May 17, 2014. MEF/Handout via REUTERS"})
	if !slices.Equal(rec.Agencies, []string{"MEF", "REUTERS"}) {
		t.Errorf("agencies = %q", rec.Agencies)
	}
	// "UN" in the credit stands for the "United Nations" of the text: one
	// entity, credited as written
	rec = x.Extract(schema.Caption{Text: "A camp in Tolima in this photo provided by the United Nations Mission in Colombia. HANDOUT/UN Mission in Colombia"})
	if !slices.Equal(rec.Agencies, []string{"UN Mission in Colombia"}) || hasEntity(rec, schema.Org, "UN Mission in Colombia") {
		t.Errorf("agencies = %q, entities %q", rec.Agencies, entityKeys(rec))
	}
}

func TestExtractKeepsIdentity(t *testing.T) {
	x := sharedExtractor(t)
	c := schema.Caption{ID: "photo-7", Text: "Boys walk in Homs. (Photo by Joseph Eid/AFP Photo)", Props: map[string]string{"url": "http://example.org/7"}}
	rec := x.Extract(c)
	if rec.ID != c.ID || rec.Text != c.Text || rec.Props["url"] != c.Props["url"] {
		t.Errorf("record identity = %q %q %v, want the caption's", rec.ID, rec.Text, rec.Props)
	}
	if rec.Credit != "Photo by Joseph Eid/AFP Photo" {
		t.Errorf("Credit = %q", rec.Credit)
	}
	if !slices.Equal(rec.Photographers, []string{"Joseph Eid"}) || !slices.Equal(rec.Agencies, []string{"AFP"}) {
		t.Errorf("credit fields = %q %q", rec.Photographers, rec.Agencies)
	}
	if !hasEntity(rec, schema.Person, "Joseph Eid") || !hasEntity(rec, schema.Org, "AFP") {
		t.Errorf("credit entities missing: %q", entityKeys(rec))
	}
}

func TestExtractEmptyHasNonNilSlices(t *testing.T) {
	rec := sharedExtractor(t).Extract(schema.Caption{})
	if rec.Entities == nil || rec.Photographers == nil || rec.Agencies == nil || rec.PartOf == nil {
		t.Errorf("empty caption gave nil slices: %+v", rec)
	}
}

// TestExtractConcurrent runs one Extractor from many goroutines; under
// -race it proves that sharing prose's model is safe.
func TestExtractConcurrent(t *testing.T) {
	x := sharedExtractor(t)
	texts := []string{
		"A man stands near bodies in the rebel held Douma neighbourhood of Damascus, Syria August 22, 2016. (Photo by Bassam Khabieh/Reuters)",
		"Ukrainian servicemen fire near the town of Bakhmut, Ukraine March 4, 2023. REUTERS/Yevhen Titov",
		"Taliban fighters stand guard in Kandahar, Afghanistan, on August 16, 2021. (Photo by Javed Tanveer/AFP via Getty Images)",
	}
	want := make([]schema.Record, len(texts))
	for i, s := range texts {
		want[i] = x.Extract(schema.Caption{Text: s})
	}
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for k := 0; k < 6; k++ {
				i := (g + k) % len(texts)
				got := x.Extract(schema.Caption{Text: texts[i]})
				if fmt.Sprint(entityKeys(got)) != fmt.Sprint(entityKeys(want[i])) {
					errs <- fmt.Sprintf("goroutine %d: %q != %q", g, entityKeys(got), entityKeys(want[i]))
				}
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

func TestExtractHugeInput(t *testing.T) {
	x := sharedExtractor(t)
	huge := strings.Repeat("Fighters of the Syrian Democratic Forces (SDF) walk in Raqqa, Syria. ", 10<<20/70)
	start := time.Now()
	rec := x.Extract(schema.Caption{Text: huge + "(Photo by Rodi Said/Reuters)"})
	if d := time.Since(start); d > 20*time.Second {
		t.Errorf("10 MB caption took %v", d)
	}
	if !slices.Equal(rec.Photographers, []string{"Rodi Said"}) {
		t.Errorf("credit of a huge caption: %q", rec.Photographers)
	}
	if !hasEntity(rec, schema.Org, "Syrian Democratic Forces") {
		t.Errorf("entities of a huge caption: %q", entityKeys(rec))
	}
}

func FuzzExtract(f *testing.F) {
	for _, s := range []string{
		"",
		"(",
		")",
		"()",
		"(Photo by /)",
		"REUTERS/",
		"/ / /",
		"EPA-EFE/",
		"'s 's 's",
		"A (B (C) D",
		"Syria's",
		"U.S.",
		"U.S.A.S.",
		"\xff\xfe invalid \xc3",
		"Aug. 31, 2016 February 30, 2016 2016-02-31",
		"Gen. Dr. Sheikh",
		"Douma, , , Syria",
		"the town of",
		"X (Y)",
		"in X in Y in Z, Syria October 24, 2016. (AP Photo/)",
		"82nd",
		"al- bin de la van den",
		strings.Repeat("A ", 500),
		strings.Repeat("(", 300) + strings.Repeat(")", 300),
	} {
		f.Add(s)
	}
	// every gold caption is a seed: the rules' own inputs, run on every go test
	golds, _ := filepath.Glob(filepath.Join("testdata", "*-captions.jsonl"))
	for _, path := range golds {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			var c struct{ Text string }
			if json.Unmarshal([]byte(line), &c) == nil && c.Text != "" {
				f.Add(c.Text)
			}
		}
	}
	x, err := New()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string) {
		rec := x.Extract(schema.Caption{Text: s})
		if rec.Text != s {
			t.Fatalf("Text changed")
		}
		names := map[string]bool{}
		for _, e := range rec.Entities {
			if e.Name == "" || !e.Type.Valid() {
				t.Fatalf("bad entity %+v from %q", e, s)
			}
			names[string(e.Type)+":"+fold(e.Name)] = true
		}
		// the record's other fields name its own entities
		for _, p := range rec.PartOf {
			for _, n := range p {
				if !names["PLACE:"+fold(n)] {
					t.Errorf("part_of %q names no place entity in %q", n, s)
				}
			}
		}
		for _, p := range rec.Photographers {
			if !names["PERSON:"+fold(p)] {
				t.Errorf("photographer %q is no person entity in %q", p, s)
			}
		}
	})
}

// BenchmarkExtract measures the whole extractor, one caption at a time.
func BenchmarkExtract(b *testing.B) {
	x := sharedExtractor(b)
	texts := benchTexts()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		x.Extract(schema.Caption{Text: texts[i%len(texts)]})
	}
}

// BenchmarkProseAlone measures prose with the shared model on the same
// captions, so that the cost of our own rules can be read off the ratio.
func BenchmarkProseAlone(b *testing.B) {
	x := sharedExtractor(b)
	texts := benchTexts()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		x.hints(texts[i%len(texts)])
	}
}

func benchTexts() []string {
	return []string{
		"A man stands near bodies of his young relatives after an airstrike in the rebel held Douma neighbourhood of Damascus, Syria August 22, 2016. (Photo by Bassam Khabieh/Reuters)",
		"Ukrainian servicemen fire a howitzer towards Russian positions near the frontline town of Bakhmut, in the Donetsk region, Ukraine March 4, 2023. REUTERS/Yevhen Titov",
		"A Syrian Democratic Forces (SDF) female fighter adjusts a mortar in northern Deir al-Zor province ahead of an offensive against Islamic State militants, Syria February 21, 2017. (Photo by Rodi Said/Reuters)",
		"Palestinians inspect the rubble of a house destroyed in an Israeli strike in Rafah in the southern Gaza Strip, November 12, 2023. EPA-EFE/HAITHAM IMAD",
	}
}

// TestExtractManyDistinctNames bounds the work on a long caption full of
// different names, dates and places, the shape that would expose any
// quadratic step.
func TestExtractManyDistinctNames(t *testing.T) {
	x := sharedExtractor(t)
	var b strings.Builder
	for i := 0; b.Len() < 2<<20; i++ {
		fmt.Fprintf(&b, "Ab%dx Cd%dy met in Ef%dz, Syria, on March %d, %d. ", i, i, i, i%28+1, 1900+i%200)
	}
	start := time.Now()
	rec := x.Extract(schema.Caption{Text: b.String()})
	if d := time.Since(start); d > 20*time.Second {
		t.Errorf("2 MB caption of distinct names took %v", d)
	}
	if len(rec.Entities) < 100 {
		t.Errorf("only %d entities found in the analysed prefix", len(rec.Entities))
	}
}

func TestWithoutProse(t *testing.T) {
	x, err := New(WithoutProse(), WithTextLimit(1<<10))
	if err != nil {
		t.Fatal(err)
	}
	rec := x.Extract(schema.Caption{Text: "A Syrian Democratic Forces (SDF) fighter in Tal Samin village, Syria November 19, 2016. (Photo by Rodi Said/Reuters)"})
	for _, w := range []string{"ORG:Syrian Democratic Forces", "PLACE:Tal Samin", "PLACE:Syria", "DATE:2016-11-19", "PERSON:Rodi Said", "ORG:Reuters"} {
		if !slices.Contains(entityKeys(rec), w) {
			t.Errorf("without prose: missing %s in %q", w, entityKeys(rec))
		}
	}
}

func TestArticleBefore(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"victims of the ", true},
		{"The ", true},
		{"in an ", true},
		{"bathe ", false},
		{"victims of the", false},
		{"Sultan ", false},
		{"THE ", false},
	}
	for _, tt := range tests {
		if got := articleBefore(tt.in); got != tt.want {
			t.Errorf("articleBefore(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}
